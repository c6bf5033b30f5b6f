"""Writes off the event loop, with group commit (one node on SQLite: `bazaar-server` uses it).

`WriterStore` is a `store.Store` whose writes return at once: each is queued as rows, and one
writer thread (its own SQLite connection) commits every write of a loop tick — every decision
that arrived in it — in one transaction; batches that queued while it committed go in the next
one together. The event loop never waits for a commit or a checkpoint: it awaits `wait(batch)`
(`store.async_store` does, after each write), and the table that wrote tells its people only
then, as it would after any store's write.

A batch that cannot be committed is tried again (a locked file, a full disk freed) for
`GIVE_UP_SECONDS`; then every write waiting for it and after it is a `StoreError` and
`on_failure` is called (the server stops): nobody was told of what is not in the file, and a
restart resumes every table from it.

Checkpoints: the writer's connection has `wal_autocheckpoint=0`; a third connection runs a
PASSIVE checkpoint every `CHECKPOINT_SECONDS` in a thread of its own (the fsyncs of
synchronous=NORMAL are a checkpoint's), so neither the loop nor the writer waits for the disk.
Reads (`tables`, `log`, `find_table`) use a connection of their own (in the async store's
thread) and see what is committed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bazaar_server.store.interface import (
    FINISHED_DELETES,
    LogEntry,
    Seats,
    StoreError,
    TableRecord,
    log_rows,
    table_row,
)
from bazaar_server.store.sqlite import SqliteStore

log = logging.getLogger("bazaar_server")

GIVE_UP_SECONDS = 30.0
CHECKPOINT_SECONDS = 1.0
Op = tuple[str, list[tuple[Any, ...]]]  # a statement and its rows (executemany)
Batch = tuple[int, list[Op]]


class WriterStore:
    def __init__(self, path: Path | str, *, checkpoint_seconds: float = CHECKPOINT_SECONDS) -> None:
        self.path = str(path)
        self._reader = SqliteStore(path)  # makes the schema; reads in the async store's thread
        self._reader._db.execute("PRAGMA wal_autocheckpoint=0")
        self.queued = 0  # the last batch holding a write (open or being committed)
        self.written = 0  # the last batch committed
        self.on_failure: Callable[[BaseException], None] | None = None
        self.failed: BaseException | None = None
        self.commit_seconds: list[float] | None = None  # each commit's time (the bench's stats)
        self.durable_seconds: list[float] | None = None  # each batch: sealed -> loop told
        self._sealed: dict[int, float] = {}
        self._open: list[Op] | None = None  # this tick's batch, until the loop seals it
        self._loop: asyncio.AbstractEventLoop | None = None
        self._progress: asyncio.Event | None = None
        self._jobs: queue.SimpleQueue[Batch | None] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._checkpoint_seconds = checkpoint_seconds
        self._writer = threading.Thread(
            target=self._write_batches, name="store-writer", daemon=True
        )
        self._checkpointer = threading.Thread(
            target=self._checkpoints, name="store-checkpoint", daemon=True
        )
        self._writer.start()
        self._checkpointer.start()

    # --- the loop's side -------------------------------------------------------------------
    def _queue(self, op: Op) -> None:
        if self.failed is not None:
            raise StoreError(f"{self.path}: the store cannot be written ({self.failed})")
        if self._open is None:
            self._open = []
            self.queued += 1
            loop = asyncio.get_running_loop()
            if self._loop is not loop:
                self._loop, self._progress = loop, asyncio.Event()
            loop.call_soon(self._seal)  # after every handler of this tick
        self._open.append(op)

    def _seal(self) -> None:
        if self._open is not None:
            if self.durable_seconds is not None:
                self._sealed[self.queued] = time.perf_counter()
            self._jobs.put((self.queued, self._open))
            self._open = None

    def _committed(self, batch: int) -> None:
        if self.durable_seconds is not None:
            now = time.perf_counter()
            for n in [n for n in self._sealed if n <= batch]:
                self.durable_seconds.append(now - self._sealed.pop(n))
        self.written = max(self.written, batch)
        self._wake()

    def _wake(self) -> None:
        if self._progress is not None:
            self._progress.set()
            self._progress = asyncio.Event()

    def _gave_up(self, exc: BaseException) -> None:
        self.failed = exc
        self._wake()  # every write waiting hears it
        log.critical("the store %s cannot be written (%s): stopping", self.path, exc)
        if self.on_failure is not None:
            self.on_failure(exc)

    async def wait(self, batch: int) -> None:
        """Until batch number `batch` (and every one before it) is committed; `StoreError` if
        the writer gave up first (what it holds never reaches the file)."""
        while self.written < batch:
            if self.failed is not None:
                raise StoreError(f"{self.path}: the store cannot be written ({self.failed})")
            assert self._progress is not None  # a batch was queued on this loop
            await self._progress.wait()

    # --- Store -----------------------------------------------------------------------------
    def add_table(self, record: TableRecord) -> None:
        self._queue(("INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?)", [table_row(record)]))

    def update_seats(self, table_id: str, seats: Seats, expected: Seats) -> bool:
        """Always set: one node is the file's only writer, so the seats it holds are the
        stored ones (`expected`)."""
        self._queue(("UPDATE tables SET seats=? WHERE id=?", [(json.dumps(seats), table_id)]))
        return True

    def mark_over(self, table_id: str) -> None:
        self._queue(("UPDATE tables SET over=1 WHERE id=?", [(table_id,)]))

    def append(self, table_id: str, entries: list[LogEntry]) -> None:
        self._queue(("INSERT INTO log VALUES (?,?,?,?,?)", log_rows(table_id, entries)))

    def delete_finished(self, before: float, limit: int) -> int:
        """Chosen from what is committed; deleted in the next batch."""
        ids = self.finished(before, limit)
        self.delete_tables(ids)
        return len(ids)

    def finished(self, before: float, limit: int) -> list[str]:
        """Up to `limit` finished tables created before `before` (a read)."""
        return self._reader.finished(before, limit)

    def delete_tables(self, ids: list[str]) -> None:
        """Queue the deleting of these tables, their logs and deadlines."""
        for statement in FINISHED_DELETES if ids else ():
            self._queue((statement, [(table_id,) for table_id in ids]))

    def tables(self, *, live_only: bool) -> list[TableRecord]:
        return self._reader.tables(live_only=live_only)

    def log(self, table_id: str, after: int = 0) -> list[LogEntry]:
        return self._reader.log(table_id, after)

    def find_table(
        self, *, table_id: str | None = None, room: str | None = None, token: str | None = None
    ) -> TableRecord | None:
        return self._reader.find_table(table_id=table_id, room=room, token=token)

    def close(self) -> None:
        """Commit what is queued (the loop has stopped), then stop the threads."""
        self._seal()
        self._jobs.put(None)
        self._writer.join()
        self._stop.set()
        self._checkpointer.join()
        self._reader.close()

    # --- the writer thread -----------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA wal_autocheckpoint=0")
        db.execute("PRAGMA busy_timeout=1000")
        return db

    def _write_batches(self) -> None:
        db = self._connect()
        try:
            while (job := self._jobs.get()) is not None:
                batches = [job]
                while True:  # group commit: everything queued meanwhile goes in too
                    try:
                        more = self._jobs.get_nowait()
                    except queue.Empty:
                        break
                    if more is None:
                        self._jobs.put(None)
                        break
                    batches.append(more)
                if self.failed is not None:
                    continue  # given up: nothing more is written (the server is stopping)
                started = time.perf_counter()
                try:
                    self._commit(db, [op for _n, ops in batches for op in ops])
                except BaseException as exc:
                    self._tell(self._gave_up, exc)
                    continue
                if self.commit_seconds is not None:
                    self.commit_seconds.append(time.perf_counter() - started)
                self._tell(self._committed, batches[-1][0])
        finally:
            db.close()

    def _commit(self, db: sqlite3.Connection, ops: list[Op]) -> None:
        """All of `ops` in one transaction, tried again until `GIVE_UP_SECONDS` have passed."""
        deadline = time.monotonic() + GIVE_UP_SECONDS
        delay = 0.05
        while True:
            try:
                db.execute("BEGIN IMMEDIATE")
                try:
                    for statement, rows in ops:
                        db.executemany(statement, rows)
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                db.execute("COMMIT")
                return
            except sqlite3.OperationalError as exc:  # locked, I/O, disk full: perhaps passing
                if time.monotonic() > deadline:
                    raise
                log.warning("the store %s: a write waits (%s)", self.path, exc)
                time.sleep(delay)
                delay = min(1.0, delay * 2)

    def _tell(self, callback: Callable[[Any], None], value: Any) -> None:
        loop = self._loop
        if loop is None or loop.is_closed():
            if callback == self._committed:
                self.written = max(self.written, value)
            else:
                self.failed = value
            return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile (stopping)
            loop.call_soon_threadsafe(callback, value)

    def _checkpoints(self) -> None:
        db = self._connect()
        try:
            while not self._stop.wait(self._checkpoint_seconds):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error as exc:
                    log.warning("the store %s: checkpoint failed (%s)", self.path, exc)
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.Error:
            pass
        finally:
            db.close()
