"""`SqliteStore`: the `Store` adapter over one SQLite file (one node, the default).

WAL with synchronous=NORMAL: a committed entry survives the process being killed (-9).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from bazaar_server.store.interface import (
    DUE_CLAIM,
    DUE_FILL,
    DUE_SELECT,
    DUE_UPSERT,
    FINISHED_DELETES,
    FINISHED_SELECT,
    SCHEMA,
    SEATS_SWAP,
    DecisionTaken,
    LogEntry,
    RoomTaken,
    Seats,
    StoreBusy,
    StoreError,
    TableRecord,
    entry_from_row,
    finding,
    has_token,
    log_rows,
    record_from_row,
    table_row,
)


class SqliteStore:
    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        try:
            # Not this thread's only: several nodes on one file call it from the store's
            # thread (`store_async`), one call at a time.
            self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            older = not self._db.execute("SELECT 1 FROM sqlite_master WHERE name='due'").fetchall()
            self._db.executescript(SCHEMA)
            if older:
                with self._db:
                    self._db.execute(DUE_FILL)
            self._db.execute("SELECT count(*) FROM tables").fetchone()
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: not a usable Bazaar store ({exc})") from None

    def add_table(self, record: TableRecord) -> None:
        try:
            with self._db:
                self._db.execute(
                    "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?)", table_row(record)
                )
        except sqlite3.IntegrityError as exc:
            if "room" in str(exc):
                raise RoomTaken(record.room) from None
            raise

    def update_seats(self, table_id: str, seats: Seats, expected: Seats) -> bool:
        try:
            with self._db:
                hit = self._db.execute(
                    SEATS_SWAP, (json.dumps(seats), table_id, json.dumps(expected))
                ).rowcount
        except sqlite3.OperationalError as exc:
            raise StoreBusy(str(exc)) from None
        return bool(hit == 1)

    def mark_over(self, table_id: str) -> None:
        with self._db:
            self._db.execute("UPDATE tables SET over=1 WHERE id=?", (table_id,))

    def append(self, table_id: str, entries: list[LogEntry]) -> None:
        """All of `entries` or none, in one explicit transaction (the connection is in
        autocommit mode, where `with db:` begins nothing and a batch would be kept row by row);
        a repeated seq is `DecisionTaken`, not a second truth; a locked file `StoreBusy`."""
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

    def tables(self, *, live_only: bool) -> list[TableRecord]:
        return self._select((" WHERE over=0" if live_only else "") + " ORDER BY created", ())

    def _select(self, tail: str, params: tuple[Any, ...]) -> list[TableRecord]:
        try:
            rows = self._db.execute("SELECT * FROM tables" + tail, params).fetchall()
            return [record_from_row(row) for row in rows]
        except (sqlite3.Error, ValueError, IndexError) as exc:
            raise StoreError(f"{self.path}: its tables cannot be read ({exc})") from None

    def log(self, table_id: str, after: int = 0) -> list[LogEntry]:
        """The table's log entries after number `after` (all of it by default), in order."""
        rows = self._db.execute(
            "SELECT seq, kind, player, action FROM log WHERE table_id=? AND seq>? ORDER BY seq",
            (table_id, after),
        ).fetchall()
        return [entry_from_row(row) for row in rows]

    def find_table(
        self, *, table_id: str | None = None, room: str | None = None, token: str | None = None
    ) -> TableRecord | None:
        """A table made on another node, found by its id, room code or a seat's secret."""
        where, key = finding(table_id, room, token)
        for record in self._select(f" WHERE {where} ORDER BY created DESC", (key,)):
            if has_token(record, token):
                return record
        return None

    def set_due(self, table_id: str, seq: int, deadline: float | None) -> None:
        with self._db:
            if deadline is None:
                self._db.execute("DELETE FROM due WHERE table_id=?", (table_id,))
            else:
                self._db.execute(DUE_UPSERT, (table_id, seq, deadline))

    def due(self, before: float, limit: int) -> list[tuple[str, int, float]]:
        return [tuple(row) for row in self._db.execute(DUE_SELECT, (before, limit))]

    def claim_due(self, table_id: str, seq: int, deadline: float, until: float) -> bool:
        try:
            with self._db:
                hit = self._db.execute(DUE_CLAIM, (until, table_id, seq, deadline)).rowcount
        except sqlite3.OperationalError as exc:
            raise StoreBusy(str(exc)) from None
        return bool(hit == 1)

    def finished(self, before: float, limit: int) -> list[str]:
        """Up to `limit` finished tables created before `before` (wall-clock seconds)."""
        return [str(row[0]) for row in self._db.execute(FINISHED_SELECT, (before, limit))]

    def delete_finished(self, before: float, limit: int) -> int:
        try:
            with self._db:
                ids = [(row[0],) for row in self._db.execute(FINISHED_SELECT, (before, limit))]
                for statement in FINISHED_DELETES:
                    self._db.executemany(statement, ids)
        except sqlite3.OperationalError as exc:
            raise StoreBusy(str(exc)) from None
        return len(ids)

    def close(self) -> None:
        self._db.close()
