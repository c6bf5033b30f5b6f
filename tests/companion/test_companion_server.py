"""The table companion against the real aiohttp server on loopback, with a real WebSocket
client: frames and their secrecy, the seat's capability, hostile messages, refusals in the
desktop's words, undo and hints from the phone, and the curtain only for seats without one."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import aiohttp
import pytest

from bazaar_desktop.bridge.adapter import SeatSpec
from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.companion import server as srv
from bazaar_desktop.companion.games import message_schema
from bazaar_desktop.companion.protocol import ProtocolError, RateLimit, parse_message
from bazaar_engine.basari.actions import ChooseCard
from bazaar_engine.core.errors import IllegalAction
from tests.companion.secrecy import check_frames

PEOPLE3 = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))


def wait_history(table: Any, count: int) -> None:
    table.qtbot.waitUntil(lambda: len(table.adapter.match.history) >= count, timeout=5000)


def test_a_seat_link_is_a_fresh_192_bit_secret_per_seat_and_game(table_of: Any) -> None:
    one = table_of("basari", PEOPLE3)
    two = table_of("basari", PEOPLE3)
    tokens = [link.token for link in one.links + two.links]
    assert len(set(tokens)) == 6 and all(len(t) == 32 for t in tokens)
    codes = [link.code for link in one.links]
    assert len(set(codes)) == 3 and all(c.isdigit() and len(c) == 6 for c in codes)


def test_phones_play_basari_with_no_curtain_and_frames_hold_no_other_secret(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    phones = {seat: table.join(seat) for seat in (0, 1)}  # Cy plays at the desktop
    assert table.adapter.phone_seats == {0, 1}
    match = table.adapter.match
    curtains: list[int | None] = []
    table.adapter.updated.connect(lambda update: curtains.append(update.curtain_for))
    for _ in range(60):  # the start: phones choose on the phone, Cy behind the curtain
        if match.state.phase == "choose_cards":
            break
        deciding = match.state.current_players()
        seat = deciding[0]
        if seat in phones:
            phone = phones[seat]
            table.qtbot.waitUntil(lambda p=phone: p.last_frame()["decision"] is not None)
            frame = phone.last_frame()
            before = len(match.history)
            phones[seat].send(
                {"type": "start", "archway": frame["decision"]["choices"][0]["archway"]}
            )
        else:
            table.adapter.lift_curtain()
            before = len(match.history)
            action = next(iter(match.state.legal_actions(seat)))
            table.adapter.submit(seat, action)
        wait_history(table, before + 1)
    assert match.state.phase == "choose_cards"
    # B10: both phones choose at once; Cy's card waits behind the curtain.
    phones[0].send({"type": "card", "card": "points"})
    phones[1].send({"type": "card", "card": "gems"})
    table.qtbot.waitUntil(
        lambda: match.state.has_chosen(0) and match.state.has_chosen(1), timeout=5000
    )
    assert (
        table.adapter.snapshot().looking_seat is None or table.adapter.snapshot().looking_seat == 2
    )
    assert all(c in (None, 2) for c in curtains)  # no curtain ever for a phone's seat
    # What the desktop draws shows no phone's card: the table's own view-model of it.
    from bazaar_desktop.viewmodels import basari

    shown = table.adapter.snapshot()
    vm = basari.build(shown.view, shown.seats, shown.looking_seat, shown.human_to_act, ())
    assert [p.secret_card for p in vm.players[:2]] == [None, None]

    # Ben's phone hears of both choices (in either order) a moment after the table has them.
    def heard_both() -> bool:
        frame = phones[1].last_frame()
        return frame["me"]["card"] is not None and frame["players"][0]["chosen"] is True

    table.qtbot.waitUntil(heard_both)
    frame_for_ben = phones[1].last_frame()
    assert frame_for_ben["players"][0]["revealed"] is None
    assert frame_for_ben["me"]["card"] == "gems"
    assert all(set(p) & {"card", "secret_card"} == set() for p in frame_for_ben["players"])
    assert check_frames("basari", match, table.sent) > 5


def test_an_illegal_move_gets_the_desktops_refusal_words_and_changes_nothing(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    phone = table.join(1)
    match = table.adapter.match
    before = list(match.history)
    try:
        match.state.check(1, ChooseCard("die"))
    except IllegalAction as exc:
        expected = refusal_text(exc)
    phone.send({"type": "card", "card": "die"})
    table.qtbot.waitUntil(lambda: bool(phone.replies("refused")), timeout=5000)
    assert phone.replies("refused")[0]["why"] == expected
    assert match.history == before
    assert not phone.closed


@pytest.mark.parametrize(
    "message, why",
    [
        ("not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ('{"type": "launch"}', "unknown message type"),
        (
            '{"type": "trade", "sell": [0,0,0], "buy": [0,0,0]}',
            "message type not used in this game",
        ),
        ('{"type": "card", "card": "die", "extra": 1}', "unexpected field"),
        ('{"type": "card", "card": "<script>"}', "bad card"),
        ('{"type": "offer", "gems": [true, 0, 0, 0]}', "bad gems"),
        ('{"type": "offer", "gems": [1, 0, 0]}', "bad gems"),
        ('{"type": "start", "archway": -1}', "bad archway"),
        ('{"type": "start"}', "missing field archway"),
    ],
)
def test_a_hostile_message_closes_that_connection_with_its_reason(
    table_of: Any, message: str, why: str
) -> None:
    table = table_of("basari", PEOPLE3)
    phone = table.join(0)
    other = table.join(1)
    before = list(table.adapter.match.history)
    phone.send(message)
    table.qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert phone.close_code == srv.CLOSE_PROTOCOL
    assert table.host.server.refused[-1] == ("message", why)
    assert table.adapter.match.history == before
    assert not other.closed  # the others play on


def test_oversized_binary_and_flooding_messages_are_refused(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    big = table.join(0)
    big.send(json.dumps({"type": "ping", "x": "a" * 5000}))
    table.qtbot.waitUntil(lambda: big.closed, timeout=5000)
    assert big.close_code == 1009  # aiohttp: message too big
    binary = table.join(1)
    binary.send_bytes(b"\x00\x01")
    table.qtbot.waitUntil(lambda: binary.closed, timeout=5000)
    assert binary.close_code == srv.CLOSE_PROTOCOL
    flood = table.join(2)
    before = list(table.adapter.match.history)
    for _ in range(80):
        flood.send({"type": "check_offer", "gems": [0, 0, 0, 0]})
    table.qtbot.waitUntil(lambda: flood.closed, timeout=5000)
    assert flood.close_code == srv.CLOSE_RATE
    assert table.adapter.match.history == before


def test_a_wrong_token_a_foreign_origin_and_a_second_device_are_refused(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    with pytest.raises(urllib.error.HTTPError) as page:
        urllib.request.urlopen(f"http://{table.address}/s/{'x' * 32}", timeout=5)
    assert page.value.code == 403
    wrong = table.phone()
    wrong.open("y" * 32)
    table.qtbot.waitUntil(lambda: wrong.closed, timeout=5000)
    assert wrong.close_code == srv.CLOSE_BAD_TOKEN
    foreign = table.phone()
    with pytest.raises(aiohttp.WSServerHandshakeError):
        foreign.open(table.token(0), origin="http://evil.example")
    no_origin = table.phone()
    with pytest.raises(aiohttp.WSServerHandshakeError):
        no_origin.open(table.token(0), origin=None)
    first = table.join(0)
    second = table.phone()
    second.open(table.token(0))
    table.qtbot.waitUntil(lambda: second.closed, timeout=5000)
    assert second.close_code == srv.CLOSE_HELD
    assert not first.closed
    # The same device (its key) comes back after sleeping: it resumes with the latest frame.
    first.close()
    table.qtbot.waitUntil(lambda: table.host.links()[0].connection is None, timeout=5000)
    assert table.adapter.phone_seats == {0}  # still that phone's seat while it sleeps
    again = table.join(0, device=first.device)
    assert again.last_frame()["seat"] == 0
    # Released by the host: the phone is cut off, another device may take the seat.
    table.host.release(0)
    table.qtbot.waitUntil(lambda: again.closed, timeout=5000)
    assert again.close_code == srv.CLOSE_RELEASED
    assert table.adapter.phone_seats == frozenset()
    third = table.join(0)
    assert third.last_frame()["seat"] == 0


def test_undo_from_the_phone_takes_back_only_that_seats_own_last_choice(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    phones = {seat: table.join(seat) for seat in range(3)}
    match = table.adapter.match
    assert match.state.current_players() == (0,)  # B7: the starts are placed in turn
    choice = phones[0].last_frame()["decision"]["choices"][0]["archway"]
    phones[0].send({"type": "start", "archway": choice})
    wait_history(table, 1)
    table.qtbot.waitUntil(lambda: phones[0].last_frame()["can_undo"], timeout=5000)
    assert not phones[1].last_frame()["can_undo"]  # nothing of Ben's to take back
    phones[0].send({"type": "undo"})
    table.qtbot.waitUntil(lambda: len(match.history) == 0, timeout=5000)
    phones[0].send({"type": "start", "archway": choice})
    wait_history(table, 1)
    table.qtbot.waitUntil(lambda: phones[1].last_frame()["decision"] is not None, timeout=5000)
    second = phones[1].last_frame()["decision"]["choices"][0]["archway"]
    phones[1].send({"type": "start", "archway": second})
    wait_history(table, 2)
    # Ann may not take hers back once Ben has chosen after her: the rule's own words.
    table.qtbot.waitUntil(lambda: not phones[0].last_frame()["can_undo"], timeout=5000)
    expected = table.adapter.undo_check(0)[1]
    assert "Only the person who made a choice" in expected
    phones[0].send({"type": "undo"})
    table.qtbot.waitUntil(lambda: bool(phones[0].replies("refused")), timeout=5000)
    assert phones[0].replies("refused")[-1]["why"] == expected
    assert len(match.history) == 2
    # The desktop cannot take back a phone's choice either.
    assert table.adapter.undo_check()[0] is None


def test_a_hint_goes_to_that_seats_phone_only(table_of: Any) -> None:
    bots = (SeatSpec("Bo", True, "random"), SeatSpec("Cy"))
    table = table_of("basari", (SeatSpec("Ann"), *bots))
    ann, cy = table.join(0), table.join(2)
    table.qtbot.waitUntil(lambda: ann.last_frame()["decision"] is not None, timeout=5000)
    ann.send({"type": "hint"})
    table.qtbot.waitUntil(lambda: bool(ann.replies("hint")), timeout=30000)
    hint = ann.replies("hint")[0]
    assert hint["seat"] == 0 and hint["move"]
    assert cy.replies("hint") == []
    cy.send({"type": "hint"})  # not Cy's decision now
    table.qtbot.waitUntil(lambda: bool(cy.replies("refused")), timeout=5000)
    assert cy.replies("refused")[0]["why"] == "There is nothing for you to decide now."


def test_the_desktop_says_what_usually_keeps_phones_away(table_of: Any) -> None:
    from bazaar_desktop.companion.host import no_phone_text

    table = table_of("basari", PEOPLE3)
    notes: list[str] = []
    table.host.note.connect(notes.append)
    table.host.no_phone_timer.start(50)  # 30 s in play
    table.qtbot.waitUntil(lambda: bool(notes), timeout=5000)
    assert notes == [no_phone_text()]
    assert "guest Wi-Fi" in notes[0] and "firewall" in notes[0]
    table.join(0)
    # The check has run (its timer's timeout reached the host first, then this wait).
    with table.qtbot.waitSignal(table.host.no_phone_timer.timeout, timeout=5000):
        table.host.no_phone_timer.start(50)
    assert len(notes) == 1  # a phone came: nothing to say


def test_the_server_stops_when_the_game_ends_or_another_begins(table_of: Any) -> None:
    from bazaar_desktop.bridge.adapter import NewGameRequest

    table = table_of("basari", PEOPLE3)
    phone = table.join(0)
    table.adapter.start(NewGameRequest("basari", PEOPLE3, seed=3))
    table.qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert phone.close_code == srv.CLOSE_STOPPING
    assert not table.host.running
    assert table.adapter.phone_seats == frozenset()


def test_the_pairing_code_opens_the_seat_and_wrong_codes_are_limited(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)

    def pair(code: str) -> tuple[int, dict[str, Any]]:
        request = urllib.request.Request(
            f"http://{table.address}/pair",
            data=json.dumps({"code": code}).encode(),
            headers={"Content-Type": "application/json", "Origin": f"http://{table.address}"},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=5) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    link = table.links[1]
    assert pair(link.code) == (200, {"url": f"/s/{link.token}"})
    statuses = [pair("000000" if link.code != "000000" else "111111")[0] for _ in range(25)]
    assert statuses[0] == 403 and statuses[-1] == 429
    assert pair(link.code)[0] == 429  # even the right code waits: no guessing at speed


def test_the_schema_and_rate_limit_on_their_own() -> None:
    basari = message_schema("basari")
    assert parse_message('{"type": "offer", "gems": [1, 0, 2, 0]}', basari) == {
        "type": "offer",
        "gems": (1, 0, 2, 0),
    }
    with pytest.raises(ProtocolError):
        parse_message(b"{}", basari)
    limit = RateLimit(per_second=2, burst=3)
    assert [limit.allow(0.0) for _ in range(4)] == [True, True, True, False]
    assert limit.allow(0.6)


def test_a_jewel_bazaar_trade_from_the_phone_is_judged_by_the_engine(table_of: Any) -> None:
    from bazaar_engine.jewels.actions import Trade

    people = (SeatSpec("Ann"), SeatSpec("Ben"))
    table = table_of("jewels", people)
    phones = {seat: table.join(seat) for seat in range(2)}
    match = table.adapter.match
    table.qtbot.waitUntil(
        lambda: bool(match.state.current_players()) and match.state.current_players()[0] >= 0,
        timeout=5000,
    )
    seat = match.state.current_players()[0]
    phone = phones[seat]
    table.qtbot.waitUntil(lambda: phone.last_frame()["decision"] is not None, timeout=5000)
    # Selling what the seat does not hold: the engine's words (J9), and nothing changes.
    phone.send({"type": "check_trade", "sell": [5, 0, 0], "buy": [0, 0, 0]})
    table.qtbot.waitUntil(lambda: bool(phone.replies("trade_verdict")), timeout=5000)
    verdict = phone.replies("trade_verdict")[0]
    try:
        match.state.check(seat, Trade((5, 0, 0), (0, 0, 0)))
    except IllegalAction as exc:
        assert verdict["verdict"] == refusal_text(exc)
    assert verdict["ok"] is False
    before = len(match.history)
    phone.send({"type": "trade", "sell": [5, 0, 0], "buy": [0, 0, 0]})
    table.qtbot.waitUntil(lambda: bool(phone.replies("refused")), timeout=5000)
    assert phone.replies("refused")[0]["why"] == verdict["verdict"]
    assert len(match.history) == before
    # A purchase it can afford goes through the engine and the game moves on.
    phone.send({"type": "trade", "sell": [0, 0, 0], "buy": [1, 0, 0]})
    wait_history(table, before + 1)
    assert match.history[before] == (seat, Trade((0, 0, 0), (1, 0, 0)))
    assert check_frames("jewels", match, table.sent) > 2
