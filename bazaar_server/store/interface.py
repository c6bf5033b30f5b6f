"""The store: each table's seats and its append-only log. The log is the table; memory is a
cache rebuilt from it (a restarted server resumes every table from here).

`Store` is the adapter's surface, with SQLite (`store.sqlite`, one node) and PostgreSQL
(`store.postgres`, several) behind it; both share the schema and the rows' shapes here. A log
entry is a decision (a seat's or chance's action as the game's JSON) or an undo (back to `n`
decisions); it is committed before anyone is told of it.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, Required, TypedDict

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    room TEXT NOT NULL,
    spectators INTEGER NOT NULL,
    clock INTEGER,
    source TEXT NOT NULL,
    created REAL NOT NULL,
    over INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS tables_room ON tables(room);
CREATE UNIQUE INDEX IF NOT EXISTS tables_live_room ON tables(room) WHERE over = 0;
CREATE TABLE IF NOT EXISTS log (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    player INTEGER,
    action TEXT,
    UNIQUE(table_id, seq)
);
CREATE TABLE IF NOT EXISTS due (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    seq INTEGER NOT NULL,
    deadline REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS due_deadline ON due(deadline);
"""
# `due` (several nodes): what a live table waits for that must happen without a person — a
# turn clock running out, or a bot's job (lost with Redis?) — as "after log entry `seq`, by
# `deadline`" (wall-clock seconds). Nodes no longer hold every table, so each sweeps it for
# deadlines passed (`Deadlines`). Added in place: CREATE ... IF NOT EXISTS on opening a store
# made before it is the whole migration (the other tables are unchanged).
DUE_UPSERT = (
    "INSERT INTO due VALUES (?,?,?) ON CONFLICT(table_id)"
    " DO UPDATE SET seq=excluded.seq, deadline=excluded.deadline"
)
DUE_SELECT = "SELECT table_id, seq, deadline FROM due WHERE deadline<? ORDER BY deadline LIMIT ?"
# Opening a store made before `due`: every live table gets a row already passed and stale
# (seq -1), so a node's sweep reads it once and notes its real deadline (or none).
DUE_FILL = "INSERT INTO due SELECT id, -1, 0 FROM tables WHERE over=0"
DUE_CLAIM = "UPDATE due SET deadline=? WHERE table_id=? AND seq=? AND deadline=?"
SEATS_SWAP = "UPDATE tables SET seats=? WHERE id=? AND seats=?"
FINISHED_SELECT = "SELECT id FROM tables WHERE over=1 AND created<? ORDER BY created LIMIT ?"
# Deleting finished tables: the rows that name them first (log and due reference tables).
FINISHED_DELETES = ("DELETE FROM log WHERE table_id=?", "DELETE FROM due WHERE table_id=?",
                    "DELETE FROM tables WHERE id=?")  # fmt: skip


class StoreError(Exception):
    """The store cannot be opened or read: its text says which file and why (one line)."""


class DecisionTaken(StoreError):
    """Another writer (another node) wrote this decision number first: the log's (table, seq)
    is unique. Nothing of the batch was written; re-read the log and answer from it."""

    def __init__(self, table_id: str, seq: int) -> None:
        super().__init__(f"table {table_id}: decision {seq} was written by someone else")
        self.table_id, self.seq = table_id, seq


class RoomTaken(StoreError):
    """A live table (of any node sharing the store) has that room code: draw another. The
    store's unique index on live tables' rooms is what makes a code name one table."""

    def __init__(self, room: str) -> None:
        super().__init__(f"room code {room} is taken")
        self.room = room


class StoreBusy(StoreError):
    """The store cannot be reached now; nothing is acknowledged ("the table is busy")."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"the table is busy, try again ({detail})")


class StoredSeat(TypedDict, total=False):
    """One seat as the store keeps it (JSON): whose it is, and what happened to it since."""

    kind: Required[Literal["person", "bot"]]
    name: Required[str]
    level: str  # a bot's level
    token: str  # a person's seat secret
    host: bool  # the person who made the table (hands seats to bots, gives them back)
    taken: bool  # a person sat down (the game starts once every person seat is taken)
    holder: str  # the connection that holds it now (another window taking it closes this one)
    bot_now: bool  # a person's seat the host handed to a bot


Seats = list[StoredSeat]


@dataclass
class TableRecord:
    """A table as stored: `seats` is a list of {kind, name, level, token, taken, bot_now}."""

    id: str
    game: str
    options: dict[str, Any]
    seats: Seats
    room: str
    spectators: bool
    clock: int | None
    source: str
    created: float
    over: bool = False


@dataclass(frozen=True)
class LogEntry:
    seq: int
    # "decision", "clock" (a decision the turn clock made for a person whose time ran out),
    # "undo", or "again" (a finished table's rematch: its table id)
    kind: str
    player: int | None  # the seat, or -1 for chance; for an undo, None
    action: Any  # a decision's action JSON; an undo's target decision count


class Store(Protocol):
    def add_table(self, record: TableRecord) -> None: ...  # `RoomTaken` if its room is live
    def update_seats(self, table_id: str, seats: Seats, expected: Seats) -> bool:
        """Compare-and-set: write `seats` only if the stored seats are still `expected` (what
        this node last read or wrote); False if another node changed them first."""
        ...

    def mark_over(self, table_id: str) -> None: ...
    def append(self, table_id: str, entries: list[LogEntry]) -> None: ...
    def tables(self, *, live_only: bool) -> list[TableRecord]: ...
    def log(self, table_id: str, after: int = 0) -> list[LogEntry]: ...
    def find_table(
        self, *, table_id: str | None = None, room: str | None = None, token: str | None = None
    ) -> TableRecord | None: ...
    def delete_finished(self, before: float, limit: int) -> int:
        """Delete up to `limit` finished tables created before `before` (wall-clock seconds),
        their logs and deadlines; how many."""
        ...

    def close(self) -> None: ...


class SharedStore(Store, Protocol):
    """A store several nodes share (SQLite or PostgreSQL through `stores.open_store`): also
    each live table's next deadline (the `due` table)."""

    def set_due(self, table_id: str, seq: int, deadline: float | None) -> None: ...
    def due(self, before: float, limit: int) -> list[tuple[str, int, float]]: ...
    def claim_due(self, table_id: str, seq: int, deadline: float, until: float) -> bool:
        """Push a passed deadline to `until` if it is still (seq, deadline): True for the one
        node whose update hit the row, so two sweeping nodes make one decision."""
        ...


def finding(table_id: str | None, room: str | None, token: str | None) -> tuple[str, str]:
    """`find_table`'s condition (written with `?`) and its one parameter: a table by its id (even
    a finished one), or a live table by its room code or one of its seats' secrets (the
    caller checks the secret exactly: the query only narrows to seats containing it)."""
    if table_id is not None:
        return "id=?", table_id
    if room is not None:
        return "room=? AND over=0", room
    if token is not None:
        return "instr(seats, ?) > 0 AND over=0", token
    raise ValueError("find_table: give a table id, a room code or a seat's secret")


def has_token(record: TableRecord, token: str | None) -> bool:
    return token is None or any(s.get("token") == token for s in record.seats)


# The rows both stores write and read (SQLite in sqlite.py, PostgreSQL in postgres.py).
def table_row(record: TableRecord) -> tuple[Any, ...]:
    return (
        record.id,
        record.game,
        json.dumps(record.options),
        json.dumps(record.seats),
        record.room,
        int(record.spectators),
        record.clock,
        record.source,
        record.created,
        int(record.over),
    )


def record_from_row(row: Sequence[Any]) -> TableRecord:
    table_id, game, options, seats, room, spectators, clock, source, created, over = row
    return TableRecord(
        table_id, game, json.loads(options), json.loads(seats), room, bool(spectators), clock,
        source, created, bool(over),
    )  # fmt: skip


def log_rows(table_id: str, entries: list[LogEntry]) -> list[tuple[Any, ...]]:
    return [
        (table_id, e.seq, e.kind, e.player, json.dumps(e.action, separators=(",", ":")))
        for e in entries
    ]


def entry_from_row(row: Sequence[Any]) -> LogEntry:
    seq, kind, player, action = row
    return LogEntry(seq, kind, player, json.loads(action))


def now() -> float:
    return time.time()
