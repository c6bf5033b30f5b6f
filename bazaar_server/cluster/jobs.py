"""The bot jobs over Redis (several nodes; `pipeline.interfaces.JobQueue`): a stream with a
consumer group, so any node's worker (`pipeline.worker.Worker`) takes each job: XADD to
submit, XREADGROUP to take (each new job goes to one worker), XACK when its result is in the
store, XAUTOCLAIM to take over a job left pending by a worker that died.

A job is "table T needs decision n" (plus what the worker needs to make it). It may run twice:
a worker killed after writing but before XACK, or a job submitted by two nodes. That is safe
because the store writes decision n once (UNIQUE (table, seq)): a second writer gets
`DecisionTaken`, and the worker acknowledges the job as done. The result is written once.

Redis holds jobs only while they wait; if Redis loses them (restarted without persistence), a
node re-submits the job of every table waiting on a bot (re-submitting is always safe).
"""

from __future__ import annotations

import json
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError, ResponseError

from bazaar_server.cluster.fanout import client
from bazaar_server.pipeline.interfaces import Job

STREAM = "bazaar:jobs"
GROUP = "workers"


def _decode(entry_id: bytes | str, fields: dict[bytes, bytes]) -> Job:
    text = {k.decode(): v.decode() for k, v in fields.items()}
    job_id = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return Job(job_id, text["table"], int(text["n"]), text["kind"], json.loads(text["payload"]))


class Jobs:
    """One node's connection to the job stream (submitting and working share it)."""

    # Redis away (or refusing: out of memory): the node's bot thinks here meanwhile.
    unreachable: tuple[type[BaseException], ...] = (RedisError, OSError)
    take_cancels_cleanly = False  # a blocked XREADGROUP ends by itself within its block time

    def __init__(self, url: str, *, stream: str = STREAM, group: str = GROUP) -> None:
        self.redis: aioredis.Redis = client(url)
        self.stream = stream
        self.group = group

    async def ensure_group(self) -> None:
        """Make the stream and its group unless they exist (every node does this at start)."""
        try:
            await self.redis.xgroup_create(self.stream, self.group, id="0", mkstream=True)
        except ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    async def submit(self, table: str, n: int, kind: str, payload: dict[str, Any]) -> str:
        fields = {"table": table, "n": str(n), "kind": kind, "payload": json.dumps(payload)}
        entry_id = await self.redis.xadd(self.stream, fields)  # type: ignore[arg-type]
        return entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)

    async def resubmit(self, job: Job) -> None:
        """Queue `job` again as a new entry (its tries start afresh), then let the old go."""
        await self.submit(job.table, job.n, job.kind, job.payload)
        await self.redis.xack(self.stream, self.group, job.id)
        await self.redis.xdel(self.stream, job.id)

    async def remove_consumer(self, name: str) -> bool:
        """Remove consumer `name` from the group if it holds no job (a stopping node's); a
        consumer still holding one stays, for XAUTOCLAIM to find its job."""
        rows = await self.redis.xpending_range(
            self.stream, self.group, min="-", max="+", count=1, consumername=name
        )
        if rows:
            return False
        await self.redis.xgroup_delconsumer(self.stream, self.group, name)
        return True

    async def take(
        self, consumer: str, block_ms: int, claim_idle_ms: int
    ) -> tuple[Job, bool] | None:
        """First a job left pending too long (XAUTOCLAIM), else a new one (XREADGROUP)."""
        try:
            claimed = await self.redis.xautoclaim(
                self.stream, self.group, consumer, min_idle_time=claim_idle_ms, count=1
            )
            if claimed[1]:
                entry_id, fields = claimed[1][0]
                return _decode(entry_id, fields), True
            # Any: redis-py types this reply as the union of its RESP2 and RESP3 shapes.
            new: Any = await self.redis.xreadgroup(
                self.group, consumer, {self.stream: ">"}, count=1, block=block_ms
            )
        except ResponseError as exc:
            if "NOGROUP" not in str(exc):
                raise
            await self.ensure_group()  # Redis restarted empty: the group is made again
            return None
        if not new:
            return None
        entry_id, fields = new[0][1][0]
        return _decode(entry_id, fields), False

    async def done(self, job: Job) -> None:
        """Acknowledged, then deleted: the stream holds only jobs still waiting or running."""
        await self.redis.xack(self.stream, self.group, job.id)
        await self.redis.xdel(self.stream, job.id)

    async def failed(self, job: Job) -> None:
        """Left pending: XAUTOCLAIM hands it to a worker once idle."""

    async def deliveries(self, job: Job) -> int:
        rows = await self.redis.xpending_range(
            self.stream, self.group, min=job.id, max=job.id, count=1
        )
        return int(rows[0]["times_delivered"]) if rows else 0

    async def pending(self) -> int:
        """How many jobs were taken and not yet acknowledged."""
        summary = await self.redis.xpending(self.stream, self.group)
        return int(summary["pending"])

    async def close(self) -> None:
        await self.redis.aclose()
