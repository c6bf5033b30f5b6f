"""A node's live tables kept in step with the other nodes: `catch_up` applies what others wrote
to the shared log, `NodeTables` joins the fan-out to this node's tables (hear "T has decision
n": catch up, send the clients here their frames; wrote one: tell the others).

The live table stays a cache of the log: nothing here decides, it only re-reads.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping

from bazaar_server.bots import BotPool
from bazaar_server.fanout import Fanout
from bazaar_server.jobs import Job
from bazaar_server.store import Store
from bazaar_server.stores import DecisionTaken, StoreBusy
from bazaar_server.table import LiveTable, Refusal

log = logging.getLogger(__name__)


def catch_up(table: LiveTable) -> int:
    """Apply the log entries written after this table's last (by other nodes); how many. The
    loser of a race for decision n calls it, then answers from the new state."""
    entries = [e for e in table.store.log(table.id) if e.seq > table.seq]
    if entries:
        table.replay_log(entries)
        table.epoch += 1  # a bot still thinking here answers for a position that is gone
        table.thinking.clear()
        table.record.over = table.match.is_over
    return len(entries)


def refusal_for(table: LiveTable, exc: Exception) -> Refusal:
    """What the client hears when its decision could not be written (the table has already
    undone it in memory). A lost race first catches up and shows this node's clients the
    winner's state, so the answer is about the game as it now is."""
    if isinstance(exc, DecisionTaken):
        try:
            catch_up(table)
        except StoreBusy:
            return Refusal("the table is busy, try again")
        table.broadcast()
        return Refusal(f"the game has moved on: decision {table.n} is now to be made")
    if isinstance(exc, StoreBusy):
        return Refusal("the table is busy, try again")
    return Refusal("the server could not record that decision; try again")


class NodeTables:
    """The fan-out's callbacks for a node whose live tables are `tables` (the Hub's, by id)."""

    def __init__(self, tables: Mapping[str, LiveTable], store: Store, bots: BotPool) -> None:
        self.tables = tables
        self.store = store
        self.bots = bots
        self.fanout: Fanout | None = None
        self._tasks: set[asyncio.Task[int | None]] = set()

    def connect(self, url: str, *, node: str | None = None) -> Fanout:
        self.fanout = Fanout(url, self.heard, self.resync, node=node)
        return self.fanout

    async def heard(self, table_id: str, n: int, _node: str) -> None:
        table = self.tables.get(table_id)
        if table is not None and n > table.seq:  # our own, or old news, changes nothing
            self._refresh(table)

    async def resync(self, table_ids: frozenset[str]) -> None:
        for table_id in table_ids:
            table = self.tables.get(table_id)
            if table is not None:
                self._refresh(table)

    def _refresh(self, table: LiveTable) -> None:
        try:
            if catch_up(table):
                table.broadcast()
        except StoreBusy as exc:  # the next nudge or resync reads it
            log.warning("table %s: cannot catch up now (%s)", table.id, exc)

    def wrote(self, table: LiveTable) -> None:
        """Tell the other nodes (after the store committed): publish "T has decision n"."""
        if self.fanout is not None:
            task = asyncio.get_running_loop().create_task(self.fanout.publish(table.id, table.seq))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def published(self) -> None:
        """Wait for the publications under way (at shutdown; in tests)."""
        await asyncio.gather(*self._tasks)

    # --- bot jobs (jobs.Worker's handler) ------------------------------------------------
    def table_for(self, table_id: str) -> LiveTable:
        """The live table here, or one rebuilt from the store (a job for a table this node
        does not serve)."""
        table = self.tables.get(table_id)
        if table is None:
            record = next(r for r in self.store.tables(live_only=True) if r.id == table_id)
            table = LiveTable(record, self.store, self.bots)
        catch_up(table)
        return table

    async def bot_job(self, job: Job) -> None:
        """Make and write decision `job.n` for `payload["seat"]` at `payload["level"]`, then
        tell every node. DecisionTaken if the log has moved past it (done, or taken back)."""
        table = self.table_for(job.table)
        seat, level = int(job.payload["seat"]), str(job.payload["level"])
        _still_due(table, job, seat)
        view = table.match.state.view(seat)
        action = await self.bots.choose(table.record.game, level, view, seat)
        catch_up(table)  # thinking takes time: another node may have moved the table on
        _still_due(table, job, seat)
        try:
            table._commit(seat, table.game.action_from_json(action))
        except Refusal:
            catch_up(table)
            _still_due(table, job, seat)  # DecisionTaken if another node wrote it meanwhile
            raise  # refused or busy: not acknowledged, tried again once idle
        table.broadcast()
        self.wrote(table)


def _still_due(table: LiveTable, job: Job, seat: int) -> None:
    if table.seq != job.n - 1 or seat not in table.match.state.current_players():
        raise DecisionTaken(job.table, job.n)
