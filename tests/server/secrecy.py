"""The check every server test runs on what its clients received: each frame is what the
table's log gives for that seat (a spectator: the onlooker's view), and stays the same when
everything hidden from that seat (from every seat) is dealt again; each event is the seat's
masked version of the real one, a spectator's only public event data (after
tests/companion/secrecy.py, for phones)."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from typing import Any

from bazaar_engine import games
from bazaar_engine.core.game import CHANCE, view_of
from bazaar_engine.core.match import Match, Seat


def logged_match(store: Path, table: str) -> tuple[Match[Any], list[int], list[Any]]:
    """The table's match replayed from the store (no undo in these games), how many events
    it had after each decision count, and its state after each."""
    db = sqlite3.connect(store)
    game_id, options, seats = db.execute(
        "SELECT game, options, seats FROM tables WHERE id=?", (table,)
    ).fetchone()
    rows = db.execute(
        "SELECT seq, kind, player, action FROM log WHERE table_id=? ORDER BY seq", (table,)
    ).fetchall()
    db.close()
    game = games.make_game(game_id, json.loads(options))
    match: Match[Any] = Match(game, [Seat(s["name"]) for s in json.loads(seats)])
    ends, states = [0], [match.state.clone()]
    for number, (seq, kind, player, action) in enumerate(rows, start=1):
        assert seq == number and kind == "decision"  # no gap, no undo in these games
        match.apply(player, game.action_from_json(json.loads(action)))  # -1 is CHANCE
        ends.append(len(match.events))
        states.append(match.state.clone())
    return match, ends, states


def check_received(store: Path, received: list[dict[str, Any]]) -> int:
    """Check every frame in `received` (one client's messages); how many frames."""
    checked = 0
    cache: dict[str, tuple[Match[Any], list[int], list[Any]]] = {}
    for message in received:
        if message.get("type") != "frame":
            continue
        table = message["table"]
        if table not in cache:
            cache[table] = logged_match(store, table)
        match, ends, states = cache[table]
        n, seat = message["n"], message["seat"]
        state = states[n]
        real = [e.seen_by(seat).to_json() for e in match.events[: ends[n]]]
        events = message["events"]
        assert events == real[len(real) - len(events) :]
        # Nobody acts before every person has sat down; then the state's players do.
        acting = [p for p in state.current_players() if p != CHANCE]
        assert message["public"]["to_act"] == ([] if message["public"]["waiting"] else acting)
        view = view_of(state, seat)
        assert message["view"] == view.to_json()
        for trial in range(3):  # what the seat (a spectator: every seat) may not know, dealt again
            other = match.game.determinize(view, random.Random(trial))
            assert message["view"] == view_of(other, seat).to_json()
        if seat is None:
            assert message["view"]["viewer"] == "onlooker" and message["choices"] is None
        for event in events:
            if seat is None or event.get("private_to") not in (None, seat):
                assert "private_to" not in event or event["data"] == event["public_data"]
        checked += 1
    return checked
