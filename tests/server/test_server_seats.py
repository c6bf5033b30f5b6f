"""Away and back, the host's bot stand-in, undo under the desktop's rule, play again, the turn
clock: on a real server process."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bazaar_engine import games
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.saves import match_from_json
from bazaar_server.client import TableClient
from tests.server.serving import ServerProcess, play_at_random


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(tmp_path / "tables.sqlite3").start()
    yield process
    assert "Traceback" not in process.stop()


async def _refused(client: TableClient, message: dict[str, Any]) -> str:
    """Send `message`; the reason of the refusal that answers it."""
    return str((await _refusal(client, message))["reason"])


async def _refusal(client: TableClient, message: dict[str, Any]) -> dict[str, Any]:
    """Send `message`; the refusal that answers it."""
    await client.send(message)
    return await client.next("refused")


async def _frame_where(client: TableClient, test: Any) -> dict[str, Any]:
    while not (client.frame is not None and test(client.frame)):
        await client.next("frame", timeout=30)
    return client.frame


def test_an_away_seat_is_shown_handed_to_a_bot_given_back_and_taken_back(
    server: ServerProcess,
) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}]
        created = await host.create("basta", [*seats, {"kind": "bot", "level": "random"}])
        waiting = await _frame_where(host, lambda f: True)
        assert waiting["public"]["waiting"] == [1]  # Bob's seat: the game has not started
        assert waiting["public"]["levels"] == [None, None, "random"]
        guest = TableClient(server.url, reconnect=False)
        await guest.connect()
        seated = await guest.join(created["room"])
        await _frame_where(host, lambda f: f["public"]["connected"] == [True, True, True])
        assert re.search(
            "only the table's host", await _refused(guest, {"type": "hand_to_bot", "seat": 0})
        )
        assert re.search("player is here", await _refused(host, {"type": "hand_to_bot", "seat": 1}))
        await guest.close()
        await _frame_where(host, lambda f: f["public"]["away"] == [1])
        await host.hand_to_bot(1)
        frame = await _frame_where(host, lambda f: f["public"]["kinds"][1] == "bot")
        assert frame["public"]["away"] == [] and frame["public"]["waiting"] == []
        assert frame["public"]["stand_ins"] == [1]
        assert frame["public"]["levels"] == [None, "easy", "random"]
        # The host plays on; the stand-in answers for Bob without anyone waiting.
        before = frame["n"]
        await play_at_random(host, random.Random(3), stop_after=before + 20)
        await host.give_back(1)
        await _frame_where(host, lambda f: f["public"]["away"] == [1])
        back = TableClient(server.url)
        await back.connect()
        again = await back.sit(seated["token"])
        assert again["seat"] == 1
        frame = await back.next("frame")
        assert frame["seat"] == 1 and frame["n"] >= before + 20
        await _frame_where(host, lambda f: f["public"]["away"] == [])
        for client in (host, back):
            await client.close()

    asyncio.run(scenario())


def test_undo_takes_back_your_own_last_choice_only_and_is_logged(server: ServerProcess) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        await host.create("jewels", [{"kind": "person"}, {"kind": "bot", "level": "random"}])
        rng = random.Random(5)
        # Decide until the server offers to take a decision back.
        while True:
            frame = await _frame_where(host, lambda f: 0 in f["public"]["to_act"] or f["can_undo"])
            if frame["can_undo"]:
                break
            game = games.make_game("jewels", frame["options"])
            action = game.state_from_json(frame["view"]).random_action(0, rng)
            await host.decide(frame["n"], game.action_to_json(action))
            await _frame_where(host, lambda f, n=frame["n"]: f["n"] > n)
        n = frame["n"]
        await host.undo()
        undone = await _frame_where(host, lambda f: f["n"] < n)
        assert 0 in undone["public"]["to_act"]
        stale = {"type": "decide", "n": n, "action": {"type": "Pass"}}
        refusal = await _refusal(host, stale)
        assert re.search("moved on", refusal["reason"])
        # and its code, for a window to say it in its own language
        assert (refusal["code"], refusal["params"]) == ("server.moved_on", {"n": undone["n"]})
        await host.close()

    asyncio.run(scenario())
    db = sqlite3.connect(server.store)
    kinds = [k for (k,) in db.execute("SELECT kind FROM log ORDER BY seq")]
    assert "undo" in kinds


def test_undo_is_refused_after_a_reveal_in_the_engines_rule_words(server: ServerProcess) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        await host.create("basta", [{"kind": "person"}, {"kind": "bot", "level": "random"}])
        await _frame_where(host, lambda f: True)
        refusal = await _refusal(host, {"type": "undo"})
        assert re.search("no choice of yours|stands", refusal["reason"])
        assert refusal["code"] == "server.undo"
        assert refusal["params"]["why"] in {"NOTHING", "IT_STANDS"}
        await host.close()

    asyncio.run(scenario())


def test_play_again_makes_a_new_table_with_the_same_seats(server: ServerProcess) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        seats = [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}]
        first = await host.create("basta", seats)
        assert re.search("not over", await _refused(host, {"type": "again"}))
        await play_at_random(host, random.Random(9))
        await host.again()
        note = await host.next("again")
        assert note["table"] != first["table"] and note["seat"] == 0
        seated = await host.sit(note["token"])
        assert seated["table"] == note["table"]
        frame = await _frame_where(host, lambda f: f["table"] == note["table"])
        assert frame["public"]["names"] == ["Ann", "Bot 2"] and not frame["public"]["over"]
        await host.close()

    asyncio.run(scenario())


def test_when_the_clock_runs_out_a_bot_makes_that_one_decision(server: ServerProcess) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        seats = [{"kind": "person"}, {"kind": "bot", "level": "random"}]
        await host.create("jewels", seats, clock=5)
        first = await _frame_where(host, lambda f: 0 in f["public"]["to_act"])
        assert first["public"]["clock"]["seconds"] == 5
        assert 0 < first["public"]["clock"]["left"] <= 5
        later = await _frame_where(host, lambda f: f["n"] > first["n"])  # the clock decided
        # Every frame says which decision was the clock's, and for whom.
        assert later["public"]["clock_moves"] == [[first["n"], 0]]
        await host.close()

    asyncio.run(scenario())
    db = sqlite3.connect(server.store)
    players = [p for (p,) in db.execute("SELECT player FROM log ORDER BY seq")]
    assert 0 in players
    # Logged as the clock's, so a restarted server still knows it.
    kinds = [(kind, p) for (kind, p) in db.execute("SELECT kind, player FROM log ORDER BY seq")]
    assert ("clock", 0) in kinds
    assert json.loads(db.execute("SELECT seats FROM tables").fetchone()[0])[0]["kind"] == "person"


async def _ann_and_a_bot_at_basta(server: ServerProcess) -> TableClient:
    """The host, Ann, seated at a new Basta! table with an easy bot, its first frame come."""
    host = TableClient(server.url)
    await host.connect()
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "easy"}]
    await host.create("basta", seats)
    await _frame_where(host, lambda f: True)
    return host


def test_the_history_is_given_once_the_game_is_over_and_loads_as_a_save(
    server: ServerProcess,
) -> None:
    async def scenario() -> None:
        host = await _ann_and_a_bot_at_basta(server)
        # Before the end no seat may have it: it holds every hand and every draw to come.
        assert re.search("when the game is over", await _refused(host, {"type": "history"}))
        await play_at_random(host, random.Random(4))
        answer = await host.history()
        match = match_from_json(answer["save"])
        assert match.is_over and match.state.is_terminal()
        assert [(s.name, s.kind, s.level) for s in match.seats] == [
            ("Ann", "human", None),
            ("Bot 2", "bot", "easy"),
        ]
        assert host.frame is not None
        assert len(match.history) == host.frame["n"]
        assert any(player == CHANCE for player, _ in match.history)  # the deals are in it
        assert match.state.view(0).to_json() == host.frame["view"]  # the game Ann saw
        await host.close()

    asyncio.run(scenario())


def test_a_late_refusal_of_a_decision_is_not_taken_as_the_answer_of_a_later_request(
    server: ServerProcess,
) -> None:
    """A decision sent after its turn has gone is refused ("the game has moved on"); a request
    made right after it (here the history of the finished game) gets its own answer, not that
    refusal (CI once saw the history refused so, after a random game's last decision)."""

    async def scenario() -> None:
        host = await _ann_and_a_bot_at_basta(server)
        last = await play_at_random(host, random.Random(5))
        assert last["public"]["over"]
        await host.decide(0, {"type": "play"})  # answered by a refusal, sent before the history
        answer = await host.history()
        assert match_from_json(answer["save"]).is_over
        # It came, and was not the answer (a random player's decisions during the game may
        # have been refused too, when the bot moved first: those come before it).
        refusal = await host.next("refused", timeout=30)
        while refusal["n"] != 0:
            assert refusal["of"] == "decide" and refusal["code"] == "server.moved_on"
            refusal = await host.next("refused", timeout=30)
        assert refusal["of"] == "decide"
        await host.close()

    asyncio.run(scenario())


def test_nobody_is_asked_to_act_until_every_person_has_sat_down(server: ServerProcess) -> None:
    """Basari's first start is a decision: while Bea's seat is empty Ann's frame lists no one
    to act and no choices (a browser would offer them, and the server would refuse); the frame
    that starts the game, at the same decision count, asks her."""

    async def scenario() -> None:
        ann, bea = TableClient(server.url), TableClient(server.url)
        await ann.connect()
        seats = [
            {"kind": "person", "name": "Ann"},
            {"kind": "person", "name": "Bea"},
            {"kind": "bot", "level": "random"},
        ]
        created = await ann.create("basari", seats)
        waiting = await _frame_where(ann, lambda f: True)
        assert waiting["public"]["waiting"] == [1]
        assert waiting["public"]["to_act"] == [] and waiting["choices"] is None
        await bea.connect()
        await bea.join(str(created["room"]), "Bea")
        started = await _frame_where(ann, lambda f: not f["public"]["waiting"])
        assert started["n"] == 0 and started["public"]["to_act"] == [0] and started["choices"]
        await ann.close()
        await bea.close()

    asyncio.run(scenario())
