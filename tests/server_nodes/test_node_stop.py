"""A node of several stops in order on SIGTERM, mid-play: it takes no new job, finishes or
hands back the ones in hand, leaves the job group, closes its bot pool last, and exits by
itself (before, a job still in hand asked the closed pool and the node hung)."""

from __future__ import annotations

import asyncio
import random
import signal
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import redis

from bazaar_server.client import TableClient
from bazaar_server.cluster.jobs import GROUP, STREAM
from tests.server.serving import ServerProcess, play_at_random

STOPS = 20
AT_ONCE = 4  # nodes started, played and stopped side by side (a start is the slow part)
EXIT_GUARD = 60.0  # a hang guard: the node's own bound is under 10 s
SEATS = [{"kind": "person"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "random"}]


def _group(redis_url: str) -> tuple[dict[str, int], int]:
    """The job group's consumers (name: jobs held) and the jobs waiting in the stream."""
    client = redis.Redis.from_url(redis_url)
    try:
        rows: Any = client.xinfo_consumers(STREAM, GROUP)
        return {r["name"].decode(): int(r["pending"]) for r in rows}, int(client.xlen(STREAM))
    finally:
        client.close()


def _stop(node: ServerProcess) -> tuple[int | None, str]:
    """SIGTERM; its exit status (None: it had to be killed) and its stderr."""
    assert node.process is not None
    node.process.send_signal(signal.SIGTERM)
    try:
        status: int | None = node.process.wait(timeout=EXIT_GUARD)
    except subprocess.TimeoutExpired:
        status = None
    return status, node.stop()


def _start_play_and_stop(
    postgres_url: str, redis_url: str, tmp_path: Path, i: int
) -> tuple[int | None, str]:
    node = ServerProcess(
        tmp_path / f"n{i}.sqlite3", args=("--store", postgres_url, "--redis", redis_url)
    ).start()

    async def play() -> None:
        host = TableClient(node.url, reconnect=False)
        await host.connect()
        await host.create("basari", SEATS)
        await play_at_random(host, random.Random(i), stop_after=2 + i % 6)
        await host.close()

    try:
        asyncio.run(play())
    finally:
        status, errors = _stop(node)
    return status, errors


def test_a_node_stopped_mid_play_stops_in_order_every_time(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """STOPS times (AT_ONCE nodes at a time): an unnamed node (random consumer names) with a
    bot pool of one, a table of a person and two bots played a few decisions, then SIGTERM
    while its bots' jobs are queued or in hand. Each exits 0 by itself and says nothing of a
    closed pool; none leaves a consumer in the job group."""
    with ThreadPoolExecutor(AT_ONCE) as pool:
        stops = [
            pool.submit(_start_play_and_stop, postgres_url, redis_url, tmp_path, i)
            for i in range(STOPS)
        ]
        results = [stop.result() for stop in stops]
    for status, errors in results:
        assert status == 0, errors
        assert "Traceback" not in errors and "after shutdown" not in errors, errors
    consumers, _waiting = _group(redis_url)
    assert consumers == {}  # each node took its consumers out of the group
