"""A node's live tables kept in step with the other nodes, on every node: `NodeTables` joins the
fan-out to this node's tables (hear "T has decision n": catch up (`LiveTable.catch_up`), send
the clients here their frames; wrote one: tell the others) and makes bot decisions as jobs.
One node runs the same code with the in-process fan-out and jobs (`pipeline.in_process`).

The live table stays a cache of the log: nothing here decides, it only re-reads.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from typing import Any

from bazaar_engine.core.game import CHANCE
from bazaar_server.bots.pool import BotPool
from bazaar_server.pipeline.in_process import LocalFanout, LocalJobs
from bazaar_server.pipeline.interfaces import Fanout, Job, JobQueue, OnDecision, OnResync
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import DecisionTaken, StoreError
from bazaar_server.tables.live_table import LiveTable

log = logging.getLogger(__name__)
KEEP_ELSEWHERE = 256  # tables rebuilt for jobs kept in memory (then rebuilt again)
# A bot's decision not written this long after its position: its job is submitted again by a
# node's sweep (Redis lost it, or every worker died). Far above a bot's thinking and a busy
# queue's wait, and a job run twice is safe (the store takes decision n once).
BOT_OVERDUE_SECONDS = 60.0


def due_after(table: LiveTable) -> float | None:
    """When the table's position needs something no person may do (wall-clock seconds, as
    every node reads it from the store): a waiting person's turn clock running out, else a
    bot's overdue job; None if nothing (finished, not started, people without a clock)."""
    if not table.started or table.match.is_over:
        return None
    to_act = [s for s in table.match.state.current_players() if s != CHANCE]
    people = [s for s in to_act if not table.plays_as_bot(s)]
    if people and table.record.clock is not None:
        return time.time() + table.record.clock
    if len(people) < len(to_act):
        return time.time() + BOT_OVERDUE_SECONDS
    return None


MakeFanout = Callable[[OnDecision, OnResync], Fanout]


def in_process_fanout(on_decision: OnDecision, _on_resync: OnResync) -> Fanout:
    return LocalFanout(on_decision)


class NodeTables:
    """A node's live tables, `tables` (the registry's, by id), with the fan-out (`fanout`
    makes it, given this node's callbacks) and the bot jobs (`jobs`): in-process by default.

    `shared`: other nodes write to the store too (it has no writer thread of this node's): the
    deadlines of what must happen without a person are noted there for the nodes' sweep."""

    def __init__(
        self,
        tables: dict[str, LiveTable],
        store: AsyncStore,
        bots: BotPool,
        *,
        fanout: MakeFanout = in_process_fanout,
        jobs: JobQueue | None = None,
    ) -> None:
        self.tables = tables
        self.store = store
        self.bots = bots
        self.shared = store.writer is None
        self.fanout = fanout(self.heard, self.resync)
        self.jobs: JobQueue = LocalJobs() if jobs is None else jobs
        self.elsewhere: dict[str, LiveTable] = {}  # tables rebuilt for jobs (no clients here)
        self.touched: dict[str, float] = {}  # when a job or a sweep last used one (monotonic)
        self._tasks: set[asyncio.Task[Any]] = set()
        self.bots_written = 0  # bot decisions this node's workers wrote

    # --- the registry's hooks ------------------------------------------------------------
    def adopt(self, table: LiveTable) -> None:
        """A table served here: what it writes is published, its bots go through the jobs,
        and this node listens for what the others write to it."""
        table.on_written = self.wrote
        table.submit_bot = self.submit_bot
        if table.id in self.tables:
            self.fanout.watch(table.id)

    def drop(self, table: LiveTable) -> None:
        self.fanout.unwatch(table.id)

    def submit_bot(self, table: LiveTable, seat: int, level: str) -> None:
        """ "T needs decision n by `seat`": a worker (any node's) makes it. The queue
        unreachable: the bot thinks here instead (the store still takes decision n once)."""
        n = table.seq + 1

        async def submit() -> None:
            try:
                await self.jobs.submit(table.id, n, "bot", {"seat": seat, "level": level})
            except self.jobs.unreachable as exc:
                log.warning("table %s: job for decision %d not submitted (%s)", table.id, n, exc)
                if table.seq == n - 1:
                    table.think_here(seat)

        self._spawn(submit())

    def _spawn(self, job: Coroutine[Any, Any, Any]) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def heard(self, table_id: str, n: int, node: str) -> None:
        table = self.tables.get(table_id)
        # (seats may have changed without a new entry: re-read either way)
        if table is not None and node != self.fanout.node:
            await self._refresh(table)

    async def resync(self, table_ids: frozenset[str]) -> None:
        for table_id in table_ids:
            table = self.tables.get(table_id)
            if table is not None:
                await self._refresh(table)
        if self.fanout.subscriptions > 1:
            self.resubmit()  # Redis came back, perhaps empty: the jobs it held are asked again

    def resubmit(self) -> None:
        """Every bot this node's tables wait for is submitted again (a job run twice is one
        `DecisionTaken`), so a Redis restarted empty costs no wait for the overdue sweep."""
        for table in [*self.tables.values(), *self.elsewhere.values()]:
            if table.started and not table.match.is_over:
                table.asked.clear()
                table.ask_bots()

    async def _refresh(self, table: LiveTable) -> None:
        try:
            await table.refresh()
        except StoreError as exc:  # the next nudge or resync reads it
            log.warning("table %s: cannot catch up now (%s)", table.id, exc)

    def wrote(self, table: LiveTable) -> None:
        """Tell the other nodes (after the store committed): publish "T has decision n"; and,
        in a shared store, note the new position's deadline for the nodes' sweep (no node may
        hold the table). A store this node writes alone has every live table in memory here,
        whose clocks and bots run here: nothing is due that no node holds."""
        if self.shared:
            self._spawn(self.note_due(table))  # the store's thread keeps the notes in order
        self.fanout.publish(table.id, table.seq)

    async def note_due(self, table: LiveTable) -> None:
        seq, deadline = table.seq, due_after(table)
        try:
            await self.store.set_due(table.id, seq, deadline)
        except StoreError as exc:  # the sweep finds the row stale and notes it again
            log.warning("table %s: its deadline not noted (%s)", table.id, exc)

    async def take(self, table_id: str) -> LiveTable | None:
        """A table rebuilt here for jobs, now served to a client here (one copy per node)."""
        table = self.elsewhere.pop(table_id, None)
        if table is not None:
            await table.catch_up()
        return table

    def let_go(self, table: LiveTable) -> None:
        """A table rebuilt for jobs, untouched for a while, leaves memory."""
        if self.elsewhere.get(table.id) is table:
            del self.elsewhere[table.id]
        self.touched.pop(table.id, None)
        table.close()

    async def published(self) -> None:
        """Wait for the publications and notes under way (at shutdown; in tests)."""
        await asyncio.gather(*self._tasks)
        await self.fanout.published()

    # --- bot jobs (jobs.Worker's handler) ------------------------------------------------
    async def table_for(self, table_id: str) -> LiveTable:
        """The live table here, or one rebuilt from the store (a job for a table this node
        does not serve)."""
        table = self.tables.get(table_id)
        if table is None and table_id in self.elsewhere:
            table = self.elsewhere.pop(table_id)
            self.elsewhere[table_id] = table  # the last used is the last let go
        if table is None:
            record = await self.store.find_table(table_id=table_id)
            if record is None or record.over:
                raise DecisionTaken(table_id, 0)  # nothing left to decide
            held = self.tables.get(table_id) or self.elsewhere.get(table_id)
            if held is not None:  # read meanwhile, for a client or another job
                return await self.table_for(table_id)
            table = LiveTable(record, self.store, self.bots)
            self.adopt(table)
            if len(self.elsewhere) >= KEEP_ELSEWHERE:
                self.let_go(self.elsewhere[next(iter(self.elsewhere))])
            self.elsewhere[table_id] = table
        self.touched[table_id] = time.monotonic()
        await table.catch_up()
        return table

    async def bot_job(self, job: Job) -> None:
        """Make and write decision `job.n` for `payload["seat"]` at `payload["level"]`, then
        tell every node. DecisionTaken if the log has moved past it (done, or taken back).
        A store that is busy raises `StoreBusy`: the job is tried again, not counted as failed.
        """
        table = await self.table_for(job.table)
        seat, level = int(job.payload["seat"]), str(job.payload["level"])
        table.bot_still_due(seat, job.n)
        view = table.match.state.view(seat)
        action = await self.bots.choose(table.record.game, level, view, seat)
        served_here = self.tables.get(job.table) is table
        await table.write_bot_decision(seat, job.n, action, served_here=served_here)
        if not served_here and table.record.over:
            self.elsewhere.pop(job.table, None)
        self.bots_written += 1
