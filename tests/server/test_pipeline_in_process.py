"""One node's fan-out and bot jobs, in-process (bazaar_server/pipeline/in_process.py): the same
`Worker` as over Redis takes the jobs, so a failing job is taken over and at last dropped, a
job the store is too busy for is queued again, and each decision is written once; fan-outs on
one bus hear each other's news for the tables they watch, never their own."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from bazaar_server.pipeline import worker as worker_module
from bazaar_server.pipeline.in_process import LocalBus, LocalFanout, LocalJobs
from bazaar_server.pipeline.interfaces import Job
from bazaar_server.pipeline.worker import MAX_DELIVERIES, Worker
from bazaar_server.store.interface import DecisionTaken, StoreBusy

GUARD = 30.0


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(scenario(), GUARD))


def test_two_workers_write_each_decision_once_a_repeated_job_finds_it_written() -> None:
    written: dict[int, str] = {}
    outcomes: list[tuple[int, str]] = []

    def writer(name: str) -> Callable[[Job], Awaitable[None]]:
        async def write(job: Job) -> None:
            await asyncio.sleep(0)  # another worker may run meanwhile
            if job.n in written:
                raise DecisionTaken(job.table, job.n)
            written[job.n] = name

        return write

    async def scenario() -> None:
        jobs = LocalJobs()
        for n in [*range(1, 11), 3, 7]:  # two asked twice, as after a resubmission
            await jobs.submit("t1", n, "bot", {"seat": n % 2, "level": "easy"})

        async def work(name: str) -> None:
            worker = Worker(jobs, name, writer(name))
            while len(outcomes) < 12:
                done = await worker.work_one(block_ms=50)
                if done is not None:
                    outcomes.append((done[0].n, done[1]))

        await asyncio.gather(work("w1"), work("w2"))
        await jobs.close()

    run(scenario)
    assert sorted(written) == list(range(1, 11))
    assert sorted(n for n, outcome in outcomes if outcome == "already written") == [3, 7]
    assert set(written.values()) == {"w1", "w2"}  # both took jobs


def test_a_failing_job_is_taken_over_until_dropped_and_a_busy_one_is_never_dropped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(worker_module, "BUSY_PAUSE_SECONDS", 0.01)
    tries: dict[int, int] = {}

    async def handler(job: Job) -> None:
        tries[job.n] = tries.get(job.n, 0) + 1
        if job.n == 1:
            raise RuntimeError("a bot that always fails")
        if tries[job.n] <= MAX_DELIVERIES + 1:
            raise StoreBusy("the store restarts")  # more outages than a job may fail

    async def scenario() -> list[tuple[int, str]]:
        jobs = LocalJobs()
        await jobs.submit("t1", 1, "bot", {})
        await jobs.submit("t1", 2, "bot", {})
        worker = Worker(jobs, "w", handler, claim_idle_ms=10)
        seen: list[tuple[int, str]] = []
        while not {(1, "dropped"), (2, "written")} <= set(seen):
            done = await worker.work_one(block_ms=50)
            if done is not None:
                seen.append((done[0].n, done[1]))
        assert await worker.work_one(block_ms=50) is None  # neither comes back
        await jobs.close()
        return seen

    seen: list[tuple[int, str]] = []

    async def collect() -> None:
        seen.extend(await scenario())

    run(collect)
    assert [o for n, o in seen if n == 1] == ["failed"] * MAX_DELIVERIES + ["dropped"]
    assert [o for n, o in seen if n == 2] == ["busy"] * (MAX_DELIVERIES + 1) + ["written"]


def test_fanouts_on_one_bus_hear_the_tables_they_watch_and_never_their_own_news() -> None:
    heard: dict[str, list[tuple[str, int, str]]] = {"a": [], "b": []}

    def listener(name: str) -> Callable[[str, int, str], Awaitable[None]]:
        async def hear(table: str, n: int, node: str) -> None:
            heard[name].append((table, n, node))

        return hear

    async def scenario() -> None:
        bus = LocalBus()
        a = LocalFanout(listener("a"), node="a", bus=bus)
        b = LocalFanout(listener("b"), node="b", bus=bus)
        runs = [asyncio.create_task(f.run()) for f in (a, b)]
        a.watch("t1")
        b.watch("t1")
        a.publish("t1", 1)  # b hears it; a does not hear itself
        a.publish("t1", 2)
        b.publish("t2", 1)  # nobody watches t2
        b.unwatch("t1")
        a.publish("t1", 3)  # b no longer listens to t1
        while not heard["b"]:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        for fanout in (a, b):
            await fanout.close()
        await asyncio.gather(*runs)

    run(scenario)
    assert heard["a"] == []
    assert heard["b"] and heard["b"][-1] == ("t1", 2, "a")  # a burst: its latest, at least
    assert all(table == "t1" and n <= 2 for table, n, _node in heard["b"])
