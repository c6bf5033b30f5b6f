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
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bazaar_server.store import (
    DecisionTaken,
    LogEntry,
    SqliteStore,
    Store,
    StoreBusy,
    StoreError,
    TableRecord,
)

__all__ = ["DecisionTaken", "StoreBusy", "is_postgres", "open_store"]

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


def is_postgres(where: str | Path) -> bool:
    return isinstance(where, str) and where.startswith(POSTGRES_SCHEMES)


def open_store(where: str | Path) -> Store:
    """A `postgresql://` URL opens PostgreSQL (psycopg is imported only then: one node needs
    nothing beyond the standard library); anything else is a SQLite file's path."""
    if is_postgres(where):
        try:
            from bazaar_server.store_postgres import PostgresStore
        except ImportError as exc:  # the bundle, or a wheel installed without its extra
            raise StoreError(
                f"a PostgreSQL store needs the psycopg package ({exc}): "
                "pip install 'bazaar[server]'"
            ) from None

        return PostgresStore(str(where))
    return SqliteStore(where)
