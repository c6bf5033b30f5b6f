"""The store as an adapter for several nodes: `open_store` picks SQLite for a path (one node, the
default) or PostgreSQL for a `postgresql://` URL (many nodes, one shared log); the code above it
is the same (`store.Store`).

Both raise the same typed errors from `append`, so a table can answer them alike:

* `DecisionTaken`: another node wrote this decision number first (the log's (table, seq) is
  unique). Nothing of this batch was written; re-read the log and answer from the new state.
* `StoreBusy`: the store cannot be reached now. Nothing is acknowledged: if the connection broke
  during the commit the batch may still have landed, and then the next write of that number is
  a `DecisionTaken`, answered by re-reading as above. Clients hear "the table is busy, try
  again".
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bazaar_server.store import LogEntry, SqliteStore, Store, StoreError, TableRecord

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


# The rows both adapters write and read (SqliteStore spells them out inline; it could use these).
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


class DecisionTaken(StoreError):
    """Another writer already holds decision `seq` of `table_id` (a lost race)."""

    def __init__(self, table_id: str, seq: int) -> None:
        super().__init__(f"table {table_id}: log entry {seq} was written by someone else")
        self.table_id = table_id
        self.seq = seq


class StoreBusy(StoreError):
    """The store is unreachable for now; nothing was acknowledged."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"the table is busy, try again ({detail})")


class SqliteNodeStore(SqliteStore):
    """`SqliteStore` with the typed errors of `append`, and its batch in one explicit
    transaction: the connection is in autocommit mode (isolation_level=None), where `with db:`
    begins nothing, so SqliteStore.append commits row by row and keeps a batch's first rows
    when a later one fails."""

    def append(self, table_id: str, entries: list[LogEntry]) -> None:
        rows = log_rows(table_id, entries)
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                db.executemany("INSERT INTO log VALUES (?,?,?,?,?)", rows)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
        except sqlite3.IntegrityError as exc:
            if "UNIQUE" not in str(exc):
                raise
            raise DecisionTaken(table_id, entries[0].seq) from None
        except sqlite3.OperationalError as exc:  # "database is locked": another process writes
            raise StoreBusy(str(exc)) from None


def is_postgres(where: str | Path) -> bool:
    return isinstance(where, str) and where.startswith(POSTGRES_SCHEMES)


def open_store(where: str | Path) -> Store:
    """A `postgresql://` URL opens PostgreSQL (psycopg is imported only then: one node needs
    nothing beyond the standard library); anything else is a SQLite file's path."""
    if is_postgres(where):
        from bazaar_server.store_postgres import PostgresStore

        return PostgresStore(str(where))
    return SqliteNodeStore(where)
