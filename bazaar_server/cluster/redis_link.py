"""A node's fan-out and bot jobs over Redis (--redis): the same `NodeTables` as one node's, with
the Redis implementations of its two interfaces."""

from __future__ import annotations

from bazaar_server.bots.pool import BotPool
from bazaar_server.cluster.fanout import Fanout as RedisFanout
from bazaar_server.cluster.jobs import Jobs as RedisJobs
from bazaar_server.pipeline.interfaces import Fanout, OnDecision, OnResync
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.tables.live_table import LiveTable


def redis_node_tables(
    url: str,
    store: AsyncStore,
    bots: BotPool,
    *,
    node: str | None,
    tables: dict[str, LiveTable] | None = None,
) -> NodeTables:
    def fanout(on_decision: OnDecision, on_resync: OnResync) -> Fanout:
        return RedisFanout(url, on_decision, on_resync, node=node)

    return NodeTables(
        {} if tables is None else tables, store, bots, fanout=fanout, jobs=RedisJobs(url)
    )
