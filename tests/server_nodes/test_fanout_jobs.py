"""Redis between nodes, with a real redis-server: fan-out heard by subscribers in two processes
and surviving a Redis restart; the job stream's jobs each written once, a killed worker's job
re-claimed by another. Waits are hang guards (generous), never what a test asserts."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import pytest

from bazaar_server.cluster.fanout import Fanout
from bazaar_server.cluster.jobs import Jobs
from bazaar_server.pipeline import worker as worker_module
from bazaar_server.pipeline.interfaces import Job
from bazaar_server.pipeline.worker import MAX_DELIVERIES, Worker
from bazaar_server.store.interface import LogEntry, TableRecord
from bazaar_server.store.postgres import PostgresStore
from tests.server.services import PostgresService, RedisService, die_with_parent
from tests.server_nodes.peers import ROOT

PUBLISHERS = 8  # fanout.PUBLISHERS (named here: the test holds the figure the docs promise)
GUARD = 60.0  # seconds before a wait counts as a hang (the machine is shared and slow)
T = TypeVar("T")


def run(test: Callable[[], Awaitable[T]]) -> T:
    return asyncio.run(asyncio.wait_for(test(), GUARD * 3))


class Peer:
    """A peer process (tests/server_nodes/peers.py) and the lines it says."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def line(self) -> str:
        assert self.process.stdout is not None
        raw = await asyncio.wait_for(self.process.stdout.readline(), GUARD)
        assert raw, "the peer exited"
        return raw.decode().strip()

    def kill9(self) -> None:
        if self.process.returncode is None:
            self.process.kill()


@asynccontextmanager
async def peer(*args: str) -> AsyncIterator[Peer]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.server_nodes.peers", *args,
        cwd=ROOT, stdout=asyncio.subprocess.PIPE, preexec_fn=die_with_parent,
    )  # fmt: skip
    running = Peer(process)
    try:
        yield running
    finally:
        running.kill9()
        await process.wait()


class Listener:
    """An in-process node's Fanout whose deliveries and resyncs land in queues."""

    def __init__(self, url: str, table: str) -> None:
        self.heard: asyncio.Queue[tuple[str, int, str]] = asyncio.Queue()
        self.resyncs: asyncio.Queue[frozenset[str]] = asyncio.Queue()
        self.fanout = Fanout(url, self._heard, self._resynced, node="listener")
        self.fanout.watch(table)
        self.task = asyncio.create_task(self.fanout.run())

    async def _heard(self, table: str, n: int, node: str) -> None:
        await self.heard.put((table, n, node))

    async def _resynced(self, tables: frozenset[str]) -> None:
        await self.resyncs.put(tables)

    async def next_heard(self) -> tuple[str, int, str]:
        return await asyncio.wait_for(self.heard.get(), GUARD)

    async def next_resync(self) -> frozenset[str]:
        return await asyncio.wait_for(self.resyncs.get(), GUARD)

    async def close(self) -> None:
        await self.fanout.close()
        await asyncio.wait_for(self.task, GUARD)


async def _noop(_table: str, _n: int, _node: str) -> None:
    return None


@asynccontextmanager
async def three_nodes(url: str) -> AsyncIterator[tuple[Peer, Listener, Fanout]]:
    """A subscriber in another process and one here, both watching t1 and subscribed, and a
    publisher (node "a")."""
    async with peer("subscribe", url, "t1") as other:
        assert await other.line() == "ready 1"
        listener = Listener(url, "t1")
        publisher = Fanout(url, _noop, node="a")
        try:
            assert await listener.next_resync() == frozenset({"t1"})
            yield other, listener, publisher
        finally:
            await listener.close()
            await publisher.close()


def test_subscribers_in_two_processes_hear_a_publication(redis_url: str) -> None:
    async def scenario() -> None:
        async with three_nodes(redis_url) as (other, listener, publisher):
            assert await publisher.send("t1", 7) == 2  # both subscribers, nobody else
            assert await listener.next_heard() == ("t1", 7, "a")
            assert await other.line() == "decision t1 7 a"
            assert await publisher.send("t2", 1) == 0  # a table nobody watches
            assert await publisher.send("t1", 8) == 2
            assert await listener.next_heard() == ("t1", 8, "a")  # t2 never came
            assert await other.line() == "decision t1 8 a"

    run(scenario)


def test_redis_restarted_publishers_and_subscribers_reconnect(
    redis_service: RedisService, redis_url: str
) -> None:
    async def scenario() -> None:
        async with three_nodes(redis_url) as (other, listener, publisher):
            assert await publisher.send("t1", 1) == 2
            assert await listener.next_heard() == ("t1", 1, "a")
            assert await other.line() == "decision t1 1 a"
            redis_service.kill()
            assert await publisher.send("t1", 2) is None  # down: said, not raised
            redis_service.start()  # the same port, empty
            # Both subscribers come back by themselves and re-read what they watch.
            assert await other.line() == "ready 2"
            assert await listener.next_resync() == frozenset({"t1"})
            assert await publisher.send("t1", 3) == 2  # the publisher reconnected too
            assert await listener.next_heard() == ("t1", 3, "a")  # 2 was never published
            assert await other.line() == "decision t1 3 a"

    run(scenario)


def _table(table_id: str) -> TableRecord:
    return TableRecord(table_id, "basari", {}, [], "ABCDEF", False, None, "test", 1.0)


def _writer(store: PostgresStore, name: str) -> Callable[[Job], Awaitable[None]]:
    async def write(job: Job) -> None:
        entry = LogEntry(job.n, "decision", job.payload["player"], {"by": name})
        store.append(job.table, [entry])

    return write


@pytest.mark.parametrize("killed", ["before-write", "after-write"])
def test_a_killed_workers_job_is_reclaimed_and_written_once(
    redis_url: str, postgres_url: str, killed: str
) -> None:
    """A worker process takes the job and is killed -9 mid-decision (before writing, or after
    writing but before XACK); another node's worker re-claims it once idle and the decision is
    written exactly once."""
    store = PostgresStore(postgres_url)
    store.add_table(_table("t1"))

    async def scenario() -> None:
        jobs = Jobs(redis_url)
        try:
            await jobs.ensure_group()
            job_id = await jobs.submit("t1", 1, "bot", {"player": 0})
            async with peer("work", redis_url, postgres_url, "doomed", killed) as doomed:
                said = await doomed.line()
                assert said == ("took " if killed == "before-write" else "wrote ") + job_id
                doomed.kill9()
            assert await jobs.pending() == 1  # taken, never acknowledged
            rescuer = Worker(jobs, "rescuer", _writer(store, "rescuer"), claim_idle_ms=1000)
            done = None
            while done is None:  # nothing new to read: it waits until the job is idle enough
                done = await rescuer.work_one(block_ms=200)
            job, outcome = done
            assert job.id == job_id and (job.table, job.n) == ("t1", 1)
            assert outcome == ("written" if killed == "before-write" else "already written")
            assert await jobs.pending() == 0
            assert await rescuer.work_one(block_ms=200) is None  # and it is not handed out again
        finally:
            await jobs.close()

    try:
        run(scenario)
        by = "rescuer" if killed == "before-write" else "doomed"
        assert store.log("t1") == [LogEntry(1, "decision", 0, {"by": by})]
    finally:
        store.close()


def test_two_workers_share_the_jobs_and_each_decision_is_written_once(
    redis_url: str, postgres_url: str
) -> None:
    """20 decisions, 5 of them submitted twice (two nodes asking for the same bot move): two
    workers take every job once; the repeated ones find their decision already written."""
    store = PostgresStore(postgres_url)
    store.add_table(_table("t1"))
    outcomes: list[tuple[str, int, str]] = []

    async def scenario() -> None:
        jobs = Jobs(redis_url)
        try:
            await jobs.ensure_group()
            for n in [*range(1, 21), 3, 7, 11, 15, 19]:
                await jobs.submit("t1", n, "bot", {"player": n % 2})

            async def work(name: str) -> None:
                worker = Worker(jobs, name, _writer(store, name))
                while len(outcomes) < 25:
                    done = await worker.work_one(block_ms=100)
                    if done is not None:
                        outcomes.append((done[0].id, done[0].n, done[1]))

            await asyncio.gather(work("w1"), work("w2"))
            assert await jobs.pending() == 0
        finally:
            await jobs.close()

    try:
        run(scenario)
        assert len({job_id for job_id, _n, _outcome in outcomes}) == 25  # each job once
        written = sorted(n for _id, n, outcome in outcomes if outcome == "written")
        assert written == list(range(1, 21))
        repeated = sorted(n for _id, n, outcome in outcomes if outcome == "already written")
        assert repeated == [3, 7, 11, 15, 19]
        assert [e.seq for e in store.log("t1")] == list(range(1, 21))
    finally:
        store.close()


def test_a_job_the_store_is_too_busy_for_is_tried_again_never_dropped(
    redis_url: str,
    postgres_service: PostgresService,
    postgres_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """PostgreSQL away for more tries than a job may fail: each try is "busy" and the job
    queues again with its tries afresh; PostgreSQL back, it is written (a job is dropped only
    for failing every worker, never for an outage)."""
    monkeypatch.setattr(worker_module, "BUSY_PAUSE_SECONDS", 0.05)
    store = PostgresStore(postgres_url)
    store.add_table(_table("t1"))
    outcomes: list[str] = []

    async def scenario() -> None:
        jobs = Jobs(redis_url)
        try:
            await jobs.ensure_group()
            await jobs.submit("t1", 1, "bot", {"player": 0})
            worker = Worker(jobs, "w", _writer(store, "w"), claim_idle_ms=50)
            postgres_service.stop("immediate")
            try:
                while len(outcomes) < MAX_DELIVERIES + 2:  # PostgreSQL away this many tries
                    done = await worker.work_one(block_ms=100)
                    if done is not None:
                        outcomes.append(done[1])
                        if done[1] not in ("busy", "failed"):
                            return  # dropped (or, impossibly, written): the test fails below
            finally:
                postgres_service.start()
            while not outcomes or outcomes[-1] in ("busy", "failed"):
                done = await worker.work_one(block_ms=100)
                if done is not None:
                    outcomes.append(done[1])
            assert await jobs.pending() == 0
        finally:
            await jobs.close()

    try:
        run(scenario)
        assert outcomes == ["busy"] * (MAX_DELIVERIES + 2) + ["written"]
        assert store.log("t1") == [LogEntry(1, "decision", 0, {"by": "w"})]
    finally:
        store.close()


def test_many_tables_publishing_at_once_use_a_capped_number_of_connections(
    redis_url: str,
) -> None:
    """200 publications at once (200 tables' decisions in one tick): every one is delivered,
    over at most PUBLISHERS connections (before, one connection was opened for each)."""
    import redis as sync_redis

    async def scenario() -> list[int | None]:
        async def heard(_table: str, _n: int, _node: str) -> None:
            return None

        fanout = Fanout(redis_url, heard, node="p")
        try:
            return list(await asyncio.gather(*(fanout.send(f"t{i}", 1) for i in range(200))))
        finally:
            counter = sync_redis.Redis.from_url(redis_url)
            try:
                clients: Any = counter.client_list()
                opened.append(len(clients) - 1)  # less the counter's own
            finally:
                counter.close()
            await fanout.close()

    opened: list[int] = []
    published = run(scenario)
    assert published == [0] * 200  # each published (no subscriber listens here)
    assert opened and opened[0] <= PUBLISHERS
