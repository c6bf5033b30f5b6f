"""`PostgresStore`: the `store.Store` adapter over PostgreSQL (psycopg 3), shared by every node.

The same schema as SQLite's (the same columns, the same JSON text), so the code above it does not
change. `log`'s UNIQUE (table_id, seq) is the guard between nodes: two nodes can never both write
decision n; the loser gets `DecisionTaken` and re-reads. A lost connection (PostgreSQL restarted
or briefly unreachable) is `StoreBusy`, never a success; the next call connects again.

Synchronous, as the `Store` protocol is: one round trip per call on loopback or a LAN. The server
calls it from a thread of its own (`store_async.AsyncStore`), never on the event loop.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import psycopg
from psycopg import errors

from bazaar_server.store import interface as store
from bazaar_server.store.interface import (
    DecisionTaken,
    LogEntry,
    RoomTaken,
    Seats,
    StoreBusy,
    StoreError,
    TableRecord,
    entry_from_row,
    log_rows,
    record_from_row,
    table_row,
)

# store.SCHEMA itself, so the two cannot drift: its words are PostgreSQL's too, but for REAL,
# a 4-byte float there (a table's creation time needs a double).
SCHEMA = store.SCHEMA.replace(" REAL ", " DOUBLE PRECISION ")
assert "DOUBLE PRECISION" in SCHEMA
# Nodes starting together would race on CREATE TABLE IF NOT EXISTS (it is not atomic in
# PostgreSQL): the first takes this lock, the others wait and find the tables made.
SCHEMA_LOCK = 0x42A2AA4
CONNECT_SECONDS = 3  # a node answers "busy" soon rather than hang its clients
# Bounded waits on a connection already made (a stalled or partitioned server): the server
# ends a statement running longer; the kernel drops a connection whose data goes unacknowledged
# (tcp_user_timeout, ms) or whose peer stops answering keepalives. The loop's own bound on
# each call is `store_async.CALL_SECONDS`: these free the store's thread afterwards.
STATEMENT_MS = 5000
LIVENESS: dict[str, Any] = {
    "keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3,
    "tcp_user_timeout": 10000, "options": f"-c statement_timeout={STATEMENT_MS}",
}  # fmt: skip

Connection = psycopg.Connection[tuple[Any, ...]]
UNREACHABLE = (psycopg.OperationalError, psycopg.InterfaceError)


class PostgresStore:
    def __init__(self, url: str) -> None:
        self.url = url
        self._db: Connection | None = None
        try:
            db = self._connection()
            with db.transaction():
                db.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                older = db.execute("SELECT to_regclass('due') IS NULL").fetchone()
                db.execute(SCHEMA)
                if older and older[0]:
                    db.execute(store.DUE_FILL)
        except psycopg.Error as exc:
            self._drop()
            raise StoreError(f"{_safe(url)}: not a usable Bazaar store ({_line(exc)})") from None

    # --- the connection: made again after it broke ----------------------------------------
    def _connection(self) -> Connection:
        if self._db is None or self._db.closed or self._db.broken:
            self._drop()
            self._db = psycopg.connect(
                self.url, autocommit=True, connect_timeout=CONNECT_SECONDS, **LIVENESS
            )
        return self._db

    def _drop(self) -> None:
        if self._db is not None:
            with contextlib.suppress(psycopg.Error):  # it is being dropped for being broken
                self._db.close()
        self._db = None

    def _busy(self, exc: Exception) -> StoreBusy:
        self._drop()
        return StoreBusy(_line(exc))

    def _write(self, query: str, params: tuple[Any, ...]) -> None:
        try:
            self._connection().execute(query, params)
        except UNREACHABLE as exc:
            raise self._busy(exc) from None

    # --- Store ---------------------------------------------------------------------------
    def add_table(self, record: TableRecord) -> None:
        try:
            self._write(
                "INSERT INTO tables VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)", table_row(record)
            )
        except errors.UniqueViolation as exc:
            if "room" in str(exc):  # another node's live table has that code
                raise RoomTaken(record.room) from None
            raise

    def update_seats(self, table_id: str, seats: Seats, expected: Seats) -> bool:
        swap = store.SEATS_SWAP.replace("?", "%s")
        try:
            cursor = self._connection().execute(
                swap, (json.dumps(seats), table_id, json.dumps(expected))
            )
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        return cursor.rowcount == 1

    def mark_over(self, table_id: str) -> None:
        self._write("UPDATE tables SET over=1 WHERE id=%s", (table_id,))

    def append(self, table_id: str, entries: list[LogEntry]) -> None:
        """All of `entries` or none (one transaction). Returns only once committed."""
        rows = log_rows(table_id, entries)
        try:
            db = self._connection()
            with db.transaction(), db.cursor() as cursor:
                cursor.executemany("INSERT INTO log VALUES (%s,%s,%s,%s,%s)", rows)
        except errors.UniqueViolation:
            raise DecisionTaken(table_id, entries[0].seq) from None
        except UNREACHABLE as exc:
            raise self._busy(exc) from None

    def tables(self, *, live_only: bool) -> list[TableRecord]:
        return self._select((" WHERE over=0" if live_only else "") + " ORDER BY created", ())

    def find_table(
        self, *, table_id: str | None = None, room: str | None = None, token: str | None = None
    ) -> TableRecord | None:
        """A table made on another node, found by its id, room code or a seat's secret."""
        where, key = store.finding(table_id, room, token)
        where = where.replace("instr(seats, ?)", "strpos(seats, ?)").replace("?", "%s")
        for record in self._select(f" WHERE {where} ORDER BY created DESC", (key,)):
            if store.has_token(record, token):
                return record
        return None

    def _select(self, tail: str, params: tuple[Any, ...]) -> list[TableRecord]:
        try:
            rows = self._connection().execute("SELECT * FROM tables" + tail, params).fetchall()
            return [record_from_row(row) for row in rows]
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        except (psycopg.Error, ValueError, IndexError) as exc:
            raise StoreError(f"{_safe(self.url)}: its tables cannot be read ({exc})") from None

    def log(self, table_id: str, after: int = 0) -> list[LogEntry]:
        try:
            rows = (
                self._connection()
                .execute(
                    "SELECT seq, kind, player, action FROM log"
                    " WHERE table_id=%s AND seq>%s ORDER BY seq",
                    (table_id, after),
                )
                .fetchall()
            )
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        return [entry_from_row(row) for row in rows]

    def set_due(self, table_id: str, seq: int, deadline: float | None) -> None:
        if deadline is None:
            self._write("DELETE FROM due WHERE table_id=%s", (table_id,))
        else:
            self._write(store.DUE_UPSERT.replace("?", "%s"), (table_id, seq, deadline))

    def due(self, before: float, limit: int) -> list[tuple[str, int, float]]:
        try:
            rows = (
                self._connection()
                .execute(store.DUE_SELECT.replace("?", "%s"), (before, limit))
                .fetchall()
            )
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        return [(str(t), int(s), float(d)) for t, s, d in rows]

    def claim_due(self, table_id: str, seq: int, deadline: float, until: float) -> bool:
        try:
            cursor = self._connection().execute(
                store.DUE_CLAIM.replace("?", "%s"), (until, table_id, seq, deadline)
            )
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        return cursor.rowcount == 1

    def delete_finished(self, before: float, limit: int) -> int:
        try:
            db = self._connection()
            with db.transaction(), db.cursor() as cursor:
                select = store.FINISHED_SELECT.replace("?", "%s")
                ids = [(row[0],) for row in cursor.execute(select, (before, limit)).fetchall()]
                for statement in store.FINISHED_DELETES:
                    cursor.executemany(statement.replace("?", "%s"), ids)
        except UNREACHABLE as exc:
            raise self._busy(exc) from None
        return len(ids)

    def close(self) -> None:
        self._drop()


def _line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _safe(url: str) -> str:
    """The URL without its password, for messages and logs."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.Error:
        return "the PostgreSQL store"
    user, host, port = info.get("user", ""), info.get("host", ""), info.get("port", "")
    return f"postgresql://{user}@{host}:{port}/{info.get('dbname', '')}"
