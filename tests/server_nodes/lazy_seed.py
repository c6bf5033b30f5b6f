"""Unfinished tables written straight into a store, as a node that made them and went away
would leave them (for the lazy-node tests and bench/bench_lazy_start.py)."""

from __future__ import annotations

import random
import uuid
from typing import Any

from bazaar_engine import games
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_server import protocol as p
from bazaar_server.store.interface import LogEntry, Seats, Store, StoredSeat, TableRecord, now


def seed_table(
    store: Store, *, started: bool, clock: int | None = None, bots: bool = False
) -> TableRecord:
    """A Basta table of two people: Ann seated; Bea seated and the cards dealt if `started`,
    else her seat free (a guest joins by the room code). `bots`: two Random bots instead."""
    game = games.make_game("basta", None)
    seats: Seats = [
        {"kind": "person", "name": "Ann", "token": p.new_token(), "taken": True, "host": True},
        {"kind": "person", "name": "Bea", "token": p.new_token(), "taken": started},
    ]
    if bots:
        seats = [StoredSeat(kind="bot", name=f"Bot {i + 1}", level="random") for i in range(2)]
    record = TableRecord(
        uuid.uuid4().hex, "basta", game.options, seats, p.new_room(), False, clock, "seed", now()
    )
    store.add_table(record)
    if started or bots:
        seats_now = [Seat(n, "bot", "random") if bots else Seat(n) for n in ("A", "B")]
        match: Match[Any] = Match(game, seats_now)
        rng = random.Random(record.id)
        while match.state.is_chance_node():
            match.apply(CHANCE, match.state.sample_chance(rng))
        entries = [
            LogEntry(i + 1, "decision", player, game.action_to_json(action))
            for i, (player, action) in enumerate(match.history)
        ]
        store.append(record.id, entries)
    return record
