"""The web table in real headless Chromium against a real `bazaar-server`: a whole game of
each title played from browser pages opened on their seats' web links, the same results on
every page and in the table's log; every frame each page's socket received checked against
everything hidden from that seat dealt again; a spectator's page holds no hand; a page
reconnects after its socket is cut; a finished table's link says so."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bazaar_engine.core.saves import match_to_json
from tests.server.secrecy import check_received, logged_match
from tests.server.serving import ServerProcess
from tests.web.pages import (
    PHONE,
    PRESS,
    bazaar_window,
    browser,
    console_errors,
    create_table,
    needs_chromium,
    play_to_the_end,
    socket_messages,
    wait_for,
)

pytestmark = needs_chromium


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server for the module's tables (each test makes its own)."""
    process = ServerProcess(tmp_path_factory.mktemp("web") / "tables.sqlite3").start()
    yield process
    process.stop()


@pytest.fixture
def pages() -> Iterator[list[Any]]:
    opened: list[Any] = []
    yield opened
    for driver in opened:
        driver.quit()


def check_choices(store: Path, received: list[dict[str, Any]]) -> None:
    """Each frame's `choices` are the seat's legal actions, the same when what is hidden from
    it is dealt again."""
    for message in received:
        if message.get("type") != "frame" or message["choices"] is None:
            continue
        match, _ends, states = logged_match(store, message["table"])
        seat, view = message["seat"], states[message["n"]].view(message["seat"])
        game = match.game
        assert message["choices"] == [game.action_to_json(a) for a in view.legal_actions(seat)]
        for trial in range(2):
            other = game.determinize(view, random.Random(trial)).view(seat)
            assert message["choices"] == [game.action_to_json(a) for a in other.legal_actions(seat)]


CARD_TITLES = ("Zero", "Direction change", "Exchange", "Double", "Basta!", "Minus 5")
RESULTS = "return Array.from(document.querySelectorAll('.results li')).map(li => li.textContent)"


RANKED = """return Array.from(document.querySelectorAll('.results li'))
  .map(li => [li.querySelector('.who').textContent,
               li.querySelector('.place').textContent.replace(/\\D/g, '')])"""
WINDOW_LIMIT_S = 600  # the window's process is stopped after this (a broken game, not a slow one)


@pytest.mark.parametrize("game", ["basta", "jewels", "basari"])
def test_a_bazaar_window_and_two_browsers_play_a_whole_game_and_see_only_their_own(
    server: ServerProcess, pages: list[Any], tmp_path: Path, game: str
) -> None:
    created = create_table(
        server.port,
        game,
        [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"},
         {"kind": "person", "name": "Cem"}],
        spectators=True,
    )  # fmt: skip
    links = [seat["web"] for seat in created["seats"]]
    assert all(link.startswith(f"http://127.0.0.1:{server.port}/play#") for link in links)
    # Ann at her Bazaar window (by the seat's bazaar:// link), Bea and Cem in browsers.
    report = tmp_path / "ann.json"
    window = bazaar_window(created["seats"][0]["link"], report, tmp_path / "ann")
    try:
        for link in links[1:]:
            page = browser()
            pages.append(page)
            page.get(link)
        watcher = browser()
        pages.append(watcher)
        watcher.get(f"http://127.0.0.1:{server.port}/")
        wait_for(watcher, "return !document.getElementById('join').hidden")
        watcher.find_element("id", "room").send_keys(created["room"])
        watcher.find_element("id", "watch-btn").click()
        play_to_the_end(pages[:2], WINDOW_LIMIT_S, alive=window)
        window.wait(WINDOW_LIMIT_S)
    finally:
        if window.poll() is None:
            window.kill()
    assert window.returncode == 0, (tmp_path / "ann.log").read_text(errors="replace")
    wait_for(watcher, "return document.body.dataset.over === 'yes'")
    shown = [wait_for(page, RESULTS) for page in pages]
    assert shown[0] == shown[1] == shown[2]
    match, _ends, states = logged_match(server.store, created["table"])
    final = states[-1]
    assert final.is_terminal()
    assert len(shown[0]) == 3 and all(str(int(s)) in " ".join(shown[0]) for s in final.scores())
    # The window saw the same end: the same places for the same people, the same game.
    seen = json.loads(report.read_text())
    assert seen["seat"] == 0 and seen["decisions"] > 0
    assert seen["places"] == {name: place for name, place in wait_for(pages[0], RANKED)}
    assert seen["history"] == match_to_json(match)["history"]
    for page in pages:
        assert console_errors(page) == []
    for page in pages[:2]:
        received = socket_messages(page)
        assert check_received(server.store, received) > 10
        check_choices(server.store, received)
    spectator = socket_messages(watcher)
    assert check_received(server.store, spectator) > 5
    assert all(
        m["view"]["viewer"] == "onlooker" and m["choices"] is None
        for m in spectator
        if m["type"] == "frame"
    )
    assert watcher.execute_script("return document.getElementById('mine').hidden")
    # The secrets travelled only inside the sockets: no line the server wrote names one.
    assert all(seat["token"] not in server.stderr() for seat in created["seats"])


def test_every_answer_carries_the_pages_headers(server: ServerProcess) -> None:
    for path in ("/", "/play", "/w/table.js", "/w/words.js", "/w/nothing.js", "/ws"):
        try:
            answer = urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}")
        except urllib.error.HTTPError as refused:
            answer = refused
        headers = answer.headers
        assert "frame-ancestors 'none'" in headers["Content-Security-Policy"], path
        assert headers["X-Content-Type-Options"] == "nosniff", path
        assert headers["Referrer-Policy"] == "no-referrer", path


def test_a_page_reconnects_after_its_socket_is_cut_and_a_finished_tables_link_says_so(
    server: ServerProcess, pages: list[Any]
) -> None:
    created = create_table(
        server.port,
        "basta",
        [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}],
    )
    page = browser()
    pages.append(page)
    page.get(created["seats"][0]["web"])
    wait_for(page, "return window.bazaarFrames.length > 0")
    wait_for(page, "return !document.getElementById('hint-btn').disabled")
    page.find_element("id", "hint-btn").click()  # the coach's move, in the page's words
    hint = wait_for(
        page,
        "return !document.getElementById('hint-card').hidden && "
        "document.querySelector('#hint-card .hint-move').textContent",
    )
    hand = page.execute_script("return bazaarFrames[bazaarFrames.length - 1].view.hands[0]")
    assert hint.startswith("Play ") and hint.removeprefix("Play ") in [*hand, *CARD_TITLES]
    server.kill9()  # the socket cut for real: the server gone, then back on its port
    wait_for(page, "return document.body.dataset.link === 'reconnecting'")
    assert "Reconnecting" in page.find_element("id", "link").text
    seen = page.execute_script("return window.bazaarFrames.length")
    server.start(server.port)
    wait_for(page, f"return document.body.dataset.link === 'ok' && bazaarFrames.length > {seen}")
    play_to_the_end([page])
    page.get("about:blank")  # the last page leaves: the finished table leaves memory
    late = browser()
    pages.append(late)
    late.get(created["seats"][0]["web"])
    wait_for(late, "return !document.getElementById('gone').hidden")
    text = late.find_element("id", "gone-text").text
    assert "no seat any more" in text


def test_a_person_plays_with_the_keyboard_alone_at_phone_size(
    server: ServerProcess, pages: list[Any]
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    seats = [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}]
    created = create_table(server.port, "basta", seats)
    page = browser(PHONE)
    pages.append(page)
    page.get(created["seats"][0]["web"])
    for _turn in range(3):
        wait_for(page, "return document.getElementById('status').classList.contains('your-turn')")
        n = page.execute_script("return bazaarFrames[bazaarFrames.length - 1].n")
        keys = ActionChains(page)
        keys.send_keys("1").perform()  # a card of the hand picked
        wait_for(page, "return document.querySelector('#mine .picked') !== null")
        keys.send_keys("1").perform()  # Play it (or the first player to lay a Double before)
        wait_for(page, f"return bazaarFrames[bazaarFrames.length - 1].n > {n}")
    assert page.execute_script("return document.querySelectorAll('[role=img][aria-label]').length")
    assert console_errors(page) == []


def test_a_friend_joins_by_room_code_and_name_and_a_reload_keeps_the_seat(
    server: ServerProcess, pages: list[Any]
) -> None:
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person"}]
    created = create_table(server.port, "jewels", seats)
    host = browser()
    pages.append(host)
    host.get(created["seats"][0]["web"])
    friend = browser(PHONE, "de-DE")
    pages.append(friend)
    friend.get(f"http://127.0.0.1:{server.port}/")
    wait_for(friend, "return !document.getElementById('join').hidden")
    assert friend.find_element("id", "join-btn").text == "Beitreten"  # the browser's language
    friend.find_element("id", "room").send_keys("wrong1")  # no such code can exist
    friend.find_element("id", "join-btn").click()
    assert "6 Buchstaben" in friend.find_element("id", "join-error").text
    friend.find_element("id", "room").clear()
    friend.find_element("id", "room").send_keys("zzzz-zz")  # well formed, no such table
    friend.find_element("id", "join-btn").click()
    assert wait_for(friend, "return document.getElementById('join-error').textContent")
    assert friend.execute_script("return document.body.dataset.link") == "ok"  # still there
    friend.find_element("id", "room").clear()
    friend.find_element("id", "room").send_keys(created["room"].lower())
    friend.find_element("id", "name").send_keys("Bea")
    friend.find_element("id", "join-btn").click()
    wait_for(friend, "return location.pathname === '/play' && location.hash.length > 20")
    wait_for(host, "return document.getElementById('table').textContent.includes('Bea')")
    friend.refresh()  # the seat's link is in the address bar now: a reload sits again
    wait_for(friend, "return bazaarFrames.length > 0 && bazaarFrames[0].seat === 1")
    assert console_errors(friend) == []


def test_the_turn_clock_counts_down_and_an_away_seat_is_marked(
    server: ServerProcess, pages: list[Any]
) -> None:
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
    created = create_table(server.port, "jewels", seats, clock=60)
    ann, bea = browser(), browser()
    pages += [ann, bea]
    ann.get(created["seats"][0]["web"])
    bea.get(created["seats"][1]["web"])
    first = wait_for(
        ann,
        "const c = document.getElementById('clock');"
        "return !c.hidden && c.textContent.match(/(\\d+) s left/)",
    )
    wait_for(
        ann,
        "const c = document.getElementById('clock').textContent.match(/(\\d+) s/);"
        f"return c && Number(c[1]) < {int(first[1])}",
    )
    bea.get("about:blank")  # Bea's page closed: her seat is away for Ann
    wait_for(ann, "return document.getElementById('table').textContent.includes('Bea (away')")


MINE = "return document.getElementById('mine').textContent"
LAST = "bazaarFrames[bazaarFrames.length - 1]"
YOUR_TURN = "document.getElementById('status').classList.contains('your-turn')"


def test_undo_takes_a_trade_back_and_play_again_seats_both_at_a_new_table(
    server: ServerProcess, pages: list[Any]
) -> None:
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bea"}]
    created = create_table(server.port, "jewels", seats)
    ann, bea = browser(), browser()
    pages += [ann, bea]
    ann.get(created["seats"][0]["web"])
    bea.get(created["seats"][1]["web"])
    wait_for(ann, f"return {YOUR_TURN}")
    assert ann.execute_script("return document.getElementById('undo-btn').disabled")
    before = ann.execute_script(MINE)
    assert ann.execute_script(PRESS) == "pressed"  # a trade the page offered
    # Bea's turn now; until she trades, Ann may take hers back (the server says so).
    wait_for(bea, f"return {YOUR_TURN}")
    wait_for(ann, "return !document.getElementById('undo-btn').disabled")
    ann.find_element("id", "undo-btn").click()
    # Ann is asked again, her money and jewels as before; Bea waits for her.
    wait_for(ann, f"return {YOUR_TURN}")
    assert ann.execute_script(MINE) == before
    assert ann.execute_script("return document.getElementById('undo-btn').disabled")
    wait_for(bea, "return document.getElementById('status').textContent.includes('Ann')")
    assert not bea.execute_script(f"return {YOUR_TURN}")
    ann.execute_script("window.__pressed = null")  # the same decision, asked again
    play_to_the_end([ann, bea])
    first_table, first_links = created["table"], [ann.current_url, bea.current_url]
    assert ann.find_elements("css selector", ".results li")
    ann.find_element("id", "again-btn").click()
    # A new table, the same seats: each address bar holds its new link, the game afresh.
    for seat, page in enumerate((ann, bea)):
        wait_for(page, f"return {LAST}.table !== '{first_table}' && {LAST}.public.over === false")
        assert page.current_url != first_links[seat] and "/play#" in page.current_url
        assert page.execute_script(f"return {LAST}.seat") == seat
        assert page.execute_script("return document.body.dataset.over") == "no"
        assert not page.find_elements("css selector", ".results li")
        assert not page.find_element("id", "again-btn").is_displayed()
    ann.refresh()  # the new table's link, reloaded, takes the same seat
    wait_for(ann, f"return bazaarFrames.length > 0 && {LAST}.table !== '{first_table}'")
    assert ann.execute_script(f"return {LAST}.seat") == 0
    assert console_errors(ann) == console_errors(bea) == []


# The page's own socket, as a hostile or broken page would use it: its next message (a press
# of Hint) shows which one it is; then a burst of hint requests far over the seat's rate.
FLOOD = """
const realSend = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  window.__socket = this;
  return realSend.call(this, data);
};
document.getElementById('hint-btn').click();
WebSocket.prototype.send = realSend;
for (let i = 0; i < arguments[0]; i++) window.__socket.send('{"type": "hint"}');
"""


def test_a_page_flooding_hint_requests_is_limited_per_seat_and_the_bots_play_on(
    server: ServerProcess, pages: list[Any]
) -> None:
    seats = [{"kind": "person", "name": "Ann"}] + [{"kind": "bot", "level": "random"}] * 2
    created = create_table(server.port, "basta", seats)
    page = browser()
    pages.append(page)
    page.get(created["seats"][0]["web"])
    wait_for(page, "return !document.getElementById('hint-btn').disabled")
    page.execute_script(FLOOD, 400)  # 400 at once: the seat allows a burst of 60, then 30 a second
    # The server refuses the asks over the rate, then closes the flooding connection; the page
    # comes back on its own and says so (its toast stays six seconds; the state between can be
    # too short to see).
    wait_for(page, "return document.getElementById('toast').textContent === 'Reconnected'")
    assert page.execute_script("return document.body.dataset.link") == "ok"
    received = socket_messages(page)
    refused = [m for m in received if m["type"] == "refused"]  # before it is read: no "of"
    assert refused and all(m["reason"] == "too many messages: slow down" for m in refused)
    assert len(refused) < 400  # the burst the seat allows was taken
    # Back, one press of Hint is answered as ever (the position's one search).
    wait_for(page, "return !document.getElementById('hint-btn').disabled")
    page.find_element("id", "hint-btn").click()
    wait_for(page, "return !document.getElementById('hint-card').hidden")
    # The bots were not starved: Ann plays on, the bots answer her to the game's end.
    play_to_the_end([page])
    frames = [m for m in socket_messages(page) if m["type"] == "frame"]
    bots_moved = {p for m in frames for e in m["events"] if (p := e.get("player")) in (1, 2)}
    assert bots_moved == {1, 2}
