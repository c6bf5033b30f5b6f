"""The store as the event loop sees it: every call awaited, none run on the loop, and a write
awaited returns only once it is committed — so "nobody is told of a decision before it is in
the store" is one rule for every store: a table tells only after its write returned.

`AsyncStore` wraps a synchronous adapter (`store.Store`):

* reads, and every call of a store without a writer thread (PostgreSQL; SQLite shared by
  several nodes), run in a thread of its own, one call at a time (one connection), each
  awaited at most `CALL_SECONDS`: a store that stalls without closing its connections (a
  stopped server, a partition) makes the call `StoreBusy` ("the table is busy, try again")
  while the loop goes on serving everyone else. A call still queued behind a stalled one when
  its time runs out is cancelled and never runs; the one in flight may still land when the
  store answers, which the store's unique decision numbers and the seats' compare-and-set
  make safe (the next write sees it and re-reads);
* a `WriterStore`'s writes (one node on SQLite) are queued on the loop into the batch of this
  tick and awaited until its writer thread committed that batch (group commit: every write of
  a tick, of any table, in one transaction); `StoreError` if the writer gave up.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar, cast

from bazaar_server.runtime.stats import off_the_clock
from bazaar_server.store.interface import (
    LogEntry,
    Seats,
    SharedStore,
    Store,
    StoreBusy,
    TableRecord,
    now,
)
from bazaar_server.store.writer import WriterStore

log = logging.getLogger("bazaar_server")
P = ParamSpec("P")
T = TypeVar("T")

CALL_SECONDS = 5.0  # a store call not answered in this long is "busy" for its asker
# Finished tables: how long they are kept (`--keep-finished-days`), and how the deleting goes
# (a batch at a time, so no transaction holds the store long).
KEEP_FINISHED_DAYS = 30.0
PRUNE_EVERY_SECONDS = 3600.0
PRUNE_BATCH = 500


class AsyncStore:
    def __init__(self, store: Store, *, call_seconds: float = CALL_SECONDS) -> None:
        self.sync = store
        self.call_seconds = call_seconds
        self.writer = store if isinstance(store, WriterStore) else None
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="store")

    @property
    def shared(self) -> SharedStore:
        """The adapter with deadlines (several nodes open a `stores.open_store` one)."""
        return cast(SharedStore, self.sync)

    async def _call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`fn` in the store's thread, awaited at most `call_seconds`."""
        call = asyncio.get_running_loop().run_in_executor(
            self._thread, functools.partial(fn, *args, **kwargs)
        )
        try:
            return await asyncio.wait_for(call, self.call_seconds)
        except TimeoutError:
            raise StoreBusy(f"no answer in {self.call_seconds:g} s") from None

    async def _write(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`fn` done and committed: queued for the writer thread and awaited until its batch
        is in the file, or (any other store) called in the store's thread."""
        if self.writer is None:
            return await self._call(fn, *args, **kwargs)
        result = fn(*args, **kwargs)  # on the loop: it only queues rows in this tick's batch
        with off_the_clock():
            await self.writer.wait(self.writer.queued)
        return result

    # --- the Store surface, awaited ------------------------------------------------------------
    async def add_table(self, record: TableRecord) -> None:
        await self._write(self.sync.add_table, record)

    async def update_seats(self, table_id: str, seats: Seats, expected: Seats) -> bool:
        return await self._write(self.sync.update_seats, table_id, seats, expected)

    async def mark_over(self, table_id: str) -> None:
        await self._write(self.sync.mark_over, table_id)

    async def append(self, table_id: str, entries: list[LogEntry]) -> None:
        await self._write(self.sync.append, table_id, entries)

    async def tables(self, *, live_only: bool) -> list[TableRecord]:
        return await self._call(self.sync.tables, live_only=live_only)

    async def log(self, table_id: str, after: int = 0) -> list[LogEntry]:
        return await self._call(self.sync.log, table_id, after)

    async def find_table(
        self, *, table_id: str | None = None, room: str | None = None, token: str | None = None
    ) -> TableRecord | None:
        return await self._call(self.sync.find_table, table_id=table_id, room=room, token=token)

    async def delete_finished(self, before: float, limit: int) -> int:
        if self.writer is None:
            return await self._call(self.sync.delete_finished, before, limit)
        ids = await self._call(self.writer.finished, before, limit)  # a read: off the loop
        await self._write(self.writer.delete_tables, ids)
        return len(ids)

    async def set_due(self, table_id: str, seq: int, deadline: float | None) -> None:
        await self._write(self.shared.set_due, table_id, seq, deadline)

    async def due(self, before: float, limit: int) -> list[tuple[str, int, float]]:
        return await self._call(self.shared.due, before, limit)

    async def claim_due(self, table_id: str, seq: int, deadline: float, until: float) -> bool:
        return await self._write(self.shared.claim_due, table_id, seq, deadline, until)

    def close(self) -> None:
        """Stop the thread (after its last call), then close the adapter."""
        self._thread.shutdown(wait=True, cancel_futures=True)
        self.sync.close()


async def prune_finished(store: AsyncStore, keep_days: float) -> None:
    """Every `PRUNE_EVERY_SECONDS` (and at once), delete the finished tables created more than
    `keep_days` ago, a batch at a time; a store that is busy is tried at the next round."""
    while True:
        try:
            while (
                await store.delete_finished(now() - keep_days * 86400, PRUNE_BATCH) >= PRUNE_BATCH
            ):
                await asyncio.sleep(0)  # let the tables' own calls go between batches
        except StoreBusy as exc:
            log.warning("finished tables not deleted now (%s)", exc)
        await asyncio.sleep(PRUNE_EVERY_SECONDS)
