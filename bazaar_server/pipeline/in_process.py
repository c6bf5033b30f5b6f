"""The fan-out and the bot jobs within one process (`pipeline.interfaces`): the default, one
node. The code above them is the one several nodes run over Redis (`cluster/`).

`LocalFanout`s on one `LocalBus` hear each other's news, as nodes on one Redis do (one node:
the bus has only itself, and a node never needs its own news, so publishing costs nothing).
`LocalJobs` is a queue in memory that the node's own workers take from; a job in it when the
node stops is not lost for good: at the next start each table asks its bots again.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import uuid
from typing import Any

from bazaar_server.pipeline.interfaces import Job, OnDecision


class LocalBus:
    """The nodes of one process that hear each other (one node; several in a test)."""

    def __init__(self) -> None:
        self.members: list[LocalFanout] = []


class LocalFanout:
    def __init__(
        self, on_decision: OnDecision, *, node: str | None = None, bus: LocalBus | None = None
    ) -> None:
        self.node = node or uuid.uuid4().hex[:12]
        self.on_decision = on_decision
        self.bus = bus or LocalBus()
        self.bus.members.append(self)
        self.watched: set[str] = set()
        self.subscriptions = 1  # nothing to lose in-process: never re-subscribed
        self._inbox: asyncio.Queue[tuple[str, int, str] | None] = asyncio.Queue()

    def watch(self, table_id: str) -> None:
        self.watched.add(table_id)

    def unwatch(self, table_id: str) -> None:
        self.watched.discard(table_id)

    def publish(self, table_id: str, n: int) -> None:
        for member in self.bus.members:
            if member is not self and table_id in member.watched:
                member._inbox.put_nowait((table_id, n, self.node))

    async def published(self) -> None:
        """Nothing under way: publishing puts the news in each listener's inbox at once."""

    async def run(self) -> None:
        """Each table heard of once per batch (its latest decision), until `close()`."""
        while (news := await self._inbox.get()) is not None:
            latest = {news[0]: news}
            while not self._inbox.empty():
                more = self._inbox.get_nowait()
                if more is None:
                    self._inbox.put_nowait(None)
                    break
                latest[more[0]] = max(latest.get(more[0], more), more)
            for table_id, n, node in latest.values():
                await self.on_decision(table_id, n, node)

    async def close(self) -> None:
        if self in self.bus.members:
            self.bus.members.remove(self)
        self._inbox.put_nowait(None)


class LocalJobs:
    """Bot jobs in memory, taken first come first served by this node's workers."""

    unreachable: tuple[type[BaseException], ...] = ()  # in memory: never away
    take_cancels_cleanly = True  # a wait on a queue in memory

    def __init__(self) -> None:
        self._waiting: asyncio.Queue[tuple[Job, bool]] = asyncio.Queue()
        self._ids = itertools.count(1)
        self._deliveries: dict[str, int] = {}
        self._held: dict[str, str] = {}  # job id: the worker that has it
        self._retries: set[asyncio.TimerHandle] = set()
        self._claim_idle_ms = 0  # the workers' (each `take` says it)

    async def ensure_group(self) -> None:
        """Nothing to make: the queue is this object."""

    async def submit(self, table: str, n: int, kind: str, payload: dict[str, Any]) -> str:
        job = Job(str(next(self._ids)), table, n, kind, payload)
        self._waiting.put_nowait((job, False))
        return job.id

    async def take(
        self, consumer: str, block_ms: int, claim_idle_ms: int
    ) -> tuple[Job, bool] | None:
        self._claim_idle_ms = claim_idle_ms
        try:
            async with asyncio.timeout(block_ms / 1000):
                job, again = await self._waiting.get()
        except TimeoutError:
            return None
        self._deliveries[job.id] = self._deliveries.get(job.id, 0) + 1
        self._held[job.id] = consumer
        return job, again

    async def done(self, job: Job) -> None:
        self._held.pop(job.id, None)
        self._deliveries.pop(job.id, None)

    async def failed(self, job: Job) -> None:
        """Taken over once idle, as a job left pending in Redis would be."""
        self._held.pop(job.id, None)
        loop = asyncio.get_running_loop()

        def again() -> None:
            self._retries.discard(handle)
            self._waiting.put_nowait((job, True))

        handle = loop.call_later(self._claim_idle_ms / 1000, again)
        self._retries.add(handle)

    async def resubmit(self, job: Job) -> None:
        await self.done(job)
        await self.submit(job.table, job.n, job.kind, job.payload)

    async def deliveries(self, job: Job) -> int:
        return self._deliveries.get(job.id, 0)

    async def remove_consumer(self, name: str) -> bool:
        return name not in self._held.values()

    async def close(self) -> None:
        for handle in self._retries:
            handle.cancel()
        self._retries.clear()
        with contextlib.suppress(asyncio.QueueEmpty):
            while True:
                self._waiting.get_nowait()
