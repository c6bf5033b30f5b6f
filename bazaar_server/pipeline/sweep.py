"""A store shared by several nodes: a node holds only the tables it is asked for, so what must
happen without a person is found in the store, and what nobody here uses leaves memory.

Every `SWEEP_SECONDS` each node:

* reads the deadlines passed (`due`, noted by the node that wrote each position: a turn clock,
  or a bot's overdue job) and claims each with one conditional update, so of nodes sweeping
  together one acts; it rebuilds the table (or uses its own copy), submits its bots' jobs
  again and, for a clock, lets a stand-in make each waiting person's decision. That decision
  is written as any other, through the log's unique (table, n): a holder's own clock racing
  the sweep is one `DecisionTaken`. A node that claims and dies leaves the deadline pushed by
  `RETRY_SECONDS`, and another node takes it then.
* lets go of each table with no client here, nothing under way and no job or sweep using it
  for `LET_GO_SECONDS`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field

from bazaar_engine.core.errors import DataError
from bazaar_server.pipeline.node_tables import NodeTables, due_after
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import DecisionTaken, StoreError
from bazaar_server.tables.live_table import LiveTable
from bazaar_server.tables.registry import Registry

log = logging.getLogger(__name__)

SWEEP_SECONDS = 2.0  # a clock nobody holds runs out at most this (plus GRACE) late
# A node holding the table acts on its own clock at the deadline: the sweep waits this much
# longer, so it is the fallback, not a second decider racing the first every time.
GRACE_SECONDS = 3.0
RETRY_SECONDS = 30.0  # a claimed deadline's next try, should its claimer not get it written
SWEEP_BATCH = 100  # deadlines a node claims per sweep (the rest wait for the next sweep)
# A client reconnecting after a blip finds its table still here; after that the table costs
# one read of its log to come back. Memory is the tables with clients here plus those used in
# the last minute (and at most nodes.KEEP_ELSEWHERE rebuilt for jobs).
LET_GO_SECONDS = 60.0


@dataclass
class Sweeper:
    registry: Registry
    nodes: NodeTables
    store: AsyncStore
    let_go_seconds: float = LET_GO_SECONDS
    sweep_seconds: float = SWEEP_SECONDS
    idle: dict[str, float] = field(default_factory=dict)  # table id: idle since (monotonic)
    acted: int = 0  # deadlines this node claimed and acted on
    let_go: int = 0  # tables this node let go of

    async def run(self) -> None:
        while True:
            await asyncio.sleep(self.sweep_seconds)  # a period, not a wait for something
            try:
                await self.sweep()
            except StoreError as exc:  # the rows claimed come back after RETRY_SECONDS
                log.warning("sweep: the store cannot be read now (%s)", exc)
            except Exception:  # a bug must not end the sweeping for good
                log.exception("sweep: failed")
            self.let_go_idle()

    async def sweep(self) -> int:
        """Act on the deadlines passed that this node claims; how many."""
        now = time.time()
        claimed = 0
        for table_id, seq, deadline in await self.store.due(now - GRACE_SECONDS, SWEEP_BATCH):
            if await self.store.claim_due(table_id, seq, deadline, now + RETRY_SECONDS):
                claimed += 1
                await self._act(table_id, seq)
        self.acted += claimed
        return claimed

    async def _act(self, table_id: str, seq: int) -> None:
        try:
            table = await self.nodes.table_for(table_id)
        except DecisionTaken:  # finished (or gone): nothing is due any more
            await self.store.set_due(table_id, seq, None)
            return
        except (DataError, ValueError, KeyError, TypeError) as exc:  # as Registry.load skips it
            log.error("table %s cannot be resumed from its log: %s", table_id, exc)
            await self.store.set_due(table_id, seq, None)
            return
        if table.seq != seq or due_after(table) is None:
            # Noted before a write whose own note failed, or by an older store's opening
            # (seq -1): noted afresh from the table as it is.
            await self.nodes.note_due(table)
            return
        table.asked.clear()
        table.ask_bots()  # a job Redis may have lost, submitted again (twice is safe)
        if table.record.clock is not None:
            table.stand_ins()

    def let_go_idle(self) -> int:
        """Let go of the tables unused here for `let_go_seconds`; how many."""
        now = time.monotonic()
        held = list(self.registry.tables.values()) + list(self.nodes.elsewhere.values())
        gone = 0
        for table in held:
            used = self.nodes.touched.get(table.id, float("-inf"))
            if _in_use(table) or now - used < self.let_go_seconds:
                self.idle.pop(table.id, None)
            elif now - self.idle.setdefault(table.id, now) >= self.let_go_seconds:
                self.idle.pop(table.id)
                if self.registry.tables.get(table.id) is table:
                    self.registry.let_go(table)
                else:
                    self.nodes.let_go(table)
                gone += 1
        kept = set(self.registry.tables) | set(self.nodes.elsewhere)
        for table_id in set(self.idle) - kept:
            del self.idle[table_id]  # left by other ways (finished, taken by a client)
        for table_id in set(self.nodes.touched) - kept:
            del self.nodes.touched[table_id]
        self.let_go += gone
        return gone


def _in_use(table: LiveTable) -> bool:
    """A client here, or a bot or stand-in thinking here."""
    return bool(table.sinks) or table.busy
