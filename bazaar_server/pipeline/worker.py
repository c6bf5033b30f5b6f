"""A bot-job worker: takes jobs from a node's `JobQueue` (in-process or Redis) and runs the
handler (`NodeTables.bot_job`: think, write decision n) on each, one at a time.

A job the store was too busy for is queued again (never dropped for an outage of the store,
however long); one that made the handler raise stays the queue's, taken over once idle, and is
dropped after `MAX_DELIVERIES`; one in hand when the node stops is handed back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from bazaar_server.pipeline.interfaces import Job, JobQueue
from bazaar_server.store.interface import DecisionTaken, StoreBusy

log = logging.getLogger(__name__)

CLAIM_IDLE_MS = 3000  # a job taken and not finished this long has lost its worker
MAX_DELIVERIES = 5  # a job that kills or fails every worker is dropped, not retried forever
BUSY_PAUSE_SECONDS = 1.0  # a job the store was too busy for waits this long, then queues again

Handler = Callable[[Job], Awaitable[None]]  # makes and writes decision n; may raise DecisionTaken


class Worker:
    """Takes jobs as consumer `name` and runs `handler` on each; `work_one` is one step, `run`
    loops until `stopping` (or cancelled)."""

    def __init__(
        self, jobs: JobQueue, name: str, handler: Handler, *, claim_idle_ms: int = CLAIM_IDLE_MS
    ) -> None:
        self.jobs = jobs
        self.name = name
        self.handler = handler
        self.claim_idle_ms = claim_idle_ms
        self.stopping = False  # set: take no new job (`run` ends after the one in hand)
        self.in_hand: Job | None = None

    async def take(self, block_ms: int = 1000) -> tuple[Job, bool] | None:
        return await self.jobs.take(self.name, block_ms, self.claim_idle_ms)

    async def work_one(self, block_ms: int = 1000) -> tuple[Job, str] | None:
        """Take one job and finish it: "written", "already written", "dropped" (too many
        tries), "busy" (the store was: queued again) or "failed" (the handler raised: left
        to be taken over); None if none came."""
        taken = await self.take(block_ms)
        if taken is None:
            return None
        job, reclaimed = taken
        if reclaimed and await self.jobs.deliveries(job) > MAX_DELIVERIES:
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
                log.warning("jobs: %s (table %s) waits for the store (%s)", job.id, job.table, exc)
                await asyncio.sleep(BUSY_PAUSE_SECONDS)
                await self.jobs.resubmit(job)
                return job, "busy"
            except asyncio.CancelledError:
                # Stopping in the middle of it: handed back for another worker (or this node
                # restarted) to make, so no job waits to be taken over.
                with contextlib.suppress(*self.jobs.unreachable):
                    await self.jobs.resubmit(job)
                raise
            except Exception:
                log.exception("jobs: %s (table %s, decision %d) failed", job.id, job.table, job.n)
                await self.jobs.failed(job)
                return job, "failed"
            finally:
                self.in_hand = None
        await self.jobs.done(job)
        return job, outcome

    async def run(self) -> None:
        while not self.stopping:
            try:
                await self.work_one()
            except self.jobs.unreachable as exc:
                log.warning("jobs: the queue is unreachable (%s)", exc)
                await asyncio.sleep(1.0)
