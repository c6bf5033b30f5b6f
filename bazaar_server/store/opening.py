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

from pathlib import Path

from bazaar_server.store.interface import (
    DecisionTaken,
    RoomTaken,
    SharedStore,
    StoreBusy,
    StoreError,
)
from bazaar_server.store.sqlite import SqliteStore

__all__ = ["DecisionTaken", "RoomTaken", "StoreBusy", "is_postgres", "open_store"]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(where: str | Path) -> bool:
    return isinstance(where, str) and where.startswith(POSTGRES_SCHEMES)


def open_store(where: str | Path) -> SharedStore:
    """A `postgresql://` URL opens PostgreSQL (psycopg is imported only then: one node needs
    nothing beyond the standard library); anything else is a SQLite file's path."""
    if is_postgres(where):
        try:
            from bazaar_server.store.postgres import PostgresStore
        except ImportError as exc:  # the bundle, or a wheel installed without its extra
            raise StoreError(
                f"a PostgreSQL store needs the psycopg package ({exc}): "
                "pip install 'bazaar[server]'"
            ) from None

        return PostgresStore(str(where))
    return SqliteStore(where)
