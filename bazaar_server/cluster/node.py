"""A node among several (--redis): its fan-out, sweep and job workers started as background
tasks, and stopped in order (SIGTERM): take no new job, finish the ones in hand for a few
seconds and hand back the rest (queued again for another node), take this node's consumers out
of the job group, then close the connections to Redis. Nothing is left for `asyncio.run` to
cancel, and nothing asks the bot pool once it is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field

from bazaar_server.bots.pool import BotPool
from bazaar_server.cluster.fanout import DOWN
from bazaar_server.cluster.jobs import Worker
from bazaar_server.cluster.node_tables import NodeTables
from bazaar_server.cluster.sweep import Sweeper
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import StoreError
from bazaar_server.tables.registry import Registry

log = logging.getLogger("bazaar_server")
# Stopping takes at most about FINISH_SECONDS + 4 x HAND_BACK_SECONDS here, then the web
# server's 2 s and the bot pool's 2 s (main.py): under 10 s however busy the node was.
FINISH_SECONDS = 2.5  # a job in hand at SIGTERM may finish this long; then it is handed back
HAND_BACK_SECONDS = 1.0


@dataclass
class Cluster:
    nodes: NodeTables
    workers: list[tuple[Worker, asyncio.Task[None]]] = field(default_factory=list)
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    @classmethod
    async def join(
        cls, url: str, registry: Registry, store: AsyncStore, bots: BotPool, *, node: str | None,
        job_workers: int | None,
    ) -> Cluster:  # fmt: skip
        nodes = NodeTables(registry.tables, store, bots)
        fanout = nodes.connect(url, node=node)
        assert nodes.jobs is not None
        try:
            await nodes.jobs.ensure_group()
        except Exception as exc:
            raise StoreError(f"--redis: cannot use {url.split('@')[-1]} ({exc})") from None
        registry.nodes = nodes
        loop = asyncio.get_running_loop()
        cluster = cls(nodes)
        cluster.tasks += [
            loop.create_task(fanout.run()),
            loop.create_task(Sweeper(registry, nodes, store).run()),
        ]
        for i in range(bots.workers if job_workers is None else job_workers):
            worker = Worker(nodes.jobs, f"{fanout.node}-{i}", nodes.bot_job)
            cluster.workers.append((worker, loop.create_task(worker.run())))
        return cluster

    async def stop(self) -> None:
        """In order, bounded: FINISH_SECONDS + HAND_BACK_SECONDS and a few round trips."""
        await self._stop_workers()
        jobs, fanout = self.nodes.jobs, self.nodes.fanout
        if jobs is not None and self.workers:
            leaving = (jobs.remove_consumer(worker.name) for worker, _task in self.workers)
            with contextlib.suppress(TimeoutError, *DOWN):
                await asyncio.wait_for(asyncio.gather(*leaving), HAND_BACK_SECONDS)
        for task in self.tasks:
            task.cancel()
        await asyncio.wait(self.tasks, timeout=HAND_BACK_SECONDS)
        for table in list(self.nodes.elsewhere.values()):
            table.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.nodes.published(), HAND_BACK_SECONDS)
        if fanout is not None:
            await fanout.close()
        if jobs is not None:
            await jobs.close()

    async def _stop_workers(self) -> None:
        """No new job; the ones in hand finish, or are handed back after FINISH_SECONDS."""
        for worker, _task in self.workers:
            worker.stopping = True
        running = [task for _worker, task in self.workers]
        if running:
            _done, late = await asyncio.wait(running, timeout=FINISH_SECONDS)
            for task in late:
                task.cancel()  # its job is handed back (jobs.Worker.work_one)
            if late:
                await asyncio.wait(late, timeout=HAND_BACK_SECONDS)
