"""A node's background work, one node or several: its fan-out listening, its bot-job workers and
(several nodes) the sweep of the store's deadlines, started as tasks and stopped in order
(SIGTERM): take no new job, finish the ones in hand for a few seconds and hand back the rest
(queued again, for another node or this one restarted), take this node's workers out of the
queue, then close the fan-out and the queue. Nothing is left for `asyncio.run` to cancel, and
nothing asks the bot pool once it is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.pipeline.worker import Worker

log = logging.getLogger("bazaar_server")
# Stopping takes at most about FINISH_SECONDS + 4 x HAND_BACK_SECONDS here, then the web
# server's 2 s and the bot pool's 2 s (main.py): under 10 s however busy the node was.
FINISH_SECONDS = 2.5  # a job in hand at SIGTERM may finish this long; then it is handed back
HAND_BACK_SECONDS = 1.0


@dataclass
class Node:
    nodes: NodeTables
    workers: list[tuple[Worker, asyncio.Task[None]]] = field(default_factory=list)
    tasks: list[asyncio.Task[None]] = field(default_factory=list)

    @classmethod
    async def start(
        cls,
        nodes: NodeTables,
        job_workers: int,
        *,
        also: tuple[Callable[[], Coroutine[Any, Any, None]], ...] = (),
    ) -> Node:
        """Listen to the fan-out, run `job_workers` workers of the bot jobs, and each of
        `also` (the sweep of a shared store) until `stop`. A queue that cannot be used: the
        error of its `ensure_group`, and nothing started."""
        await nodes.jobs.ensure_group()
        loop = asyncio.get_running_loop()
        node = cls(nodes)
        node.tasks += [loop.create_task(work()) for work in (nodes.fanout.run, *also)]
        for i in range(job_workers):
            worker = Worker(nodes.jobs, f"{nodes.fanout.node}-{i}", nodes.bot_job)
            node.workers.append((worker, loop.create_task(worker.run())))
        return node

    async def stop(self) -> None:
        """In order, bounded: FINISH_SECONDS + HAND_BACK_SECONDS and a few round trips."""
        await self._stop_workers()
        jobs, fanout = self.nodes.jobs, self.nodes.fanout
        if self.workers:
            leaving = (jobs.remove_consumer(worker.name) for worker, _task in self.workers)
            with contextlib.suppress(TimeoutError, *jobs.unreachable):
                await asyncio.wait_for(asyncio.gather(*leaving), HAND_BACK_SECONDS)
        for task in self.tasks:
            task.cancel()
        if self.tasks:
            await asyncio.wait(self.tasks, timeout=HAND_BACK_SECONDS)
        for table in list(self.nodes.elsewhere.values()):
            table.close()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.nodes.published(), HAND_BACK_SECONDS)
        await fanout.close()
        await jobs.close()

    async def _stop_workers(self) -> None:
        """No new job; the ones in hand finish, or are handed back after FINISH_SECONDS. A
        worker waiting for a job stops at once where its queue allows it, else when its wait
        ends (at most a second)."""
        for worker, task in self.workers:
            worker.stopping = True
            if worker.in_hand is None and self.nodes.jobs.take_cancels_cleanly:
                task.cancel()
        running = [task for _worker, task in self.workers]
        if running:
            _done, late = await asyncio.wait(running, timeout=FINISH_SECONDS)
            for task in late:
                task.cancel()  # its job is handed back (`Worker.work_one`)
            if late:
                await asyncio.wait(late, timeout=HAND_BACK_SECONDS)
