"""Bot decisions and chance handed to any node's worker through a Redis stream with a consumer
group: XADD to submit, XREADGROUP to take (each new job goes to one worker), XACK when its result
is in the store, XAUTOCLAIM to take over a job left pending by a worker that died.

A job is "table T needs decision n" (plus what the worker needs to make it). It may run twice:
a worker killed after writing but before XACK, or a job submitted by two nodes. That is safe
because the store writes decision n once (UNIQUE (table, seq)): a second writer gets
`DecisionTaken`, and the worker acknowledges the job as done. The result is written once.

Redis holds jobs only while they wait; if Redis loses them (restarted without persistence), a
node re-submits the job of every table waiting on a bot (re-submitting is always safe).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from bazaar_server.cluster.fanout import DOWN, client
from bazaar_server.store.interface import DecisionTaken, StoreBusy

log = logging.getLogger(__name__)

STREAM = "bazaar:jobs"
GROUP = "workers"
CLAIM_IDLE_MS = 3000  # a job pending this long without an XACK has lost its worker
MAX_DELIVERIES = 5  # a job that kills or fails every worker is dropped, not retried forever
BUSY_PAUSE_SECONDS = 1.0  # a job the store was too busy for waits this long, then queues again


@dataclass(frozen=True)
class Job:
    id: str  # the stream entry's id
    table: str
    n: int  # the decision number its result is written as
    kind: str  # "bot" or "chance"
    payload: dict[str, Any]


Handler = Callable[[Job], Awaitable[None]]  # makes and writes decision n; may raise DecisionTaken


def _decode(entry_id: bytes | str, fields: dict[bytes, bytes]) -> Job:
    text = {k.decode(): v.decode() for k, v in fields.items()}
    job_id = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return Job(job_id, text["table"], int(text["n"]), text["kind"], json.loads(text["payload"]))


class Jobs:
    """One node's connection to the job stream (submitting and working share it)."""

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

    async def pending(self) -> int:
        """How many jobs were taken and not yet acknowledged."""
        summary = await self.redis.xpending(self.stream, self.group)
        return int(summary["pending"])

    async def close(self) -> None:
        await self.redis.aclose()


class Worker:
    """Takes jobs as consumer `name` and runs `handler` on each; `work_one` is one step, `run`
    loops until cancelled."""

    def __init__(
        self, jobs: Jobs, name: str, handler: Handler, *, claim_idle_ms: int = CLAIM_IDLE_MS
    ) -> None:
        self.jobs = jobs
        self.name = name
        self.handler = handler
        self.claim_idle_ms = claim_idle_ms
        self.stopping = False  # set: take no new job (`run` ends after the one in hand)
        self.in_hand: Job | None = None

    async def take(self, block_ms: int = 1000) -> tuple[Job, bool] | None:
        """The next job, and whether it was re-claimed from a dead worker: first a job left
        pending too long (XAUTOCLAIM), else a new one (XREADGROUP), else None after block_ms."""
        redis, stream, group = self.jobs.redis, self.jobs.stream, self.jobs.group
        try:
            claimed = await redis.xautoclaim(
                stream, group, self.name, min_idle_time=self.claim_idle_ms, count=1
            )
            if claimed[1]:
                entry_id, fields = claimed[1][0]
                return _decode(entry_id, fields), True
            # Any: redis-py types this reply as the union of its RESP2 and RESP3 shapes.
            new: Any = await redis.xreadgroup(
                group, self.name, {stream: ">"}, count=1, block=block_ms
            )
        except ResponseError as exc:
            if "NOGROUP" not in str(exc):
                raise
            await self.jobs.ensure_group()  # Redis restarted empty: the group is made again
            return None
        if not new:
            return None
        entry_id, fields = new[0][1][0]
        return _decode(entry_id, fields), False

    async def work_one(self, block_ms: int = 1000) -> tuple[Job, str] | None:
        """Take one job and finish it: "written", "already written", "dropped" (too many
        tries), "busy" (the store was: queued again) or "failed" (the handler raised: left
        pending for another try); None if none."""
        taken = await self.take(block_ms)
        if taken is None:
            return None
        job, reclaimed = taken
        if reclaimed and await self._deliveries(job) > MAX_DELIVERIES:
            log.error("jobs: %s (table %s, decision %d) dropped", job.id, job.table, job.n)
            outcome = "dropped"
        else:
            self.in_hand = job
            try:
                await self.handler(job)
                outcome = "written"
            except DecisionTaken:
                outcome = "already written"  # by this job's earlier run, or another node
            except StoreBusy as exc:
                # Not the job's fault: it queues again with its tries afresh (never dropped
                # for an outage of the store, however long).
                log.warning("jobs: %s (table %s) waits for the store (%s)", job.id, job.table, exc)
                await asyncio.sleep(BUSY_PAUSE_SECONDS)
                await self.jobs.resubmit(job)
                return job, "busy"
            except asyncio.CancelledError:
                # Stopping in the middle of it: handed back for another node (or this one
                # restarted) to make, so no job waits for XAUTOCLAIM or the overdue sweep.
                with contextlib.suppress(*DOWN):
                    await self.jobs.resubmit(job)
                raise
            except Exception:
                log.exception("jobs: %s (table %s, decision %d) failed", job.id, job.table, job.n)
                return job, "failed"  # not acknowledged: re-claimed once idle
            finally:
                self.in_hand = None
        # Acknowledged, then deleted: the stream holds only jobs still waiting or running.
        await self.jobs.redis.xack(self.jobs.stream, self.jobs.group, job.id)
        await self.jobs.redis.xdel(self.jobs.stream, job.id)
        return job, outcome

    async def _deliveries(self, job: Job) -> int:
        rows = await self.jobs.redis.xpending_range(
            self.jobs.stream, self.jobs.group, min=job.id, max=job.id, count=1
        )
        return int(rows[0]["times_delivered"]) if rows else 0

    async def run(self) -> None:
        while not self.stopping:
            try:
                await self.work_one()
            except DOWN as exc:
                log.warning("jobs: Redis unreachable (%s)", exc)
                await asyncio.sleep(1.0)
