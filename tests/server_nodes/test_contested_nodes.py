"""Two real nodes contesting one thing, and a store that stalls: two people joining one room at
the same moment on two nodes get two seats; a seat taken from a window at another node closes
the first window; a node whose PostgreSQL is stopped (SIGSTOP: connections open, nothing
answers) still greets newcomers and answers "busy"; a Redis restarted empty gets the waiting bot
jobs again at once."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import redis

from bazaar_server.client import ServerError, TableClient
from bazaar_server.cluster.jobs import STREAM as JOBS_STREAM
from bazaar_server.store.interface import LogEntry
from bazaar_server.store.postgres import PostgresStore
from tests.server.services import PostgresService, RedisService
from tests.server.serving import ServerProcess, play_at_random

PEOPLE = [{"kind": "person"}, {"kind": "person"}, {"kind": "person"}]
BOT = {"kind": "bot", "level": "random"}
TABLES = 8
STALL_SECONDS = 16.0  # PostgreSQL is kept stopped at most this long


def node(tmp_path: Path, name: str, postgres_url: str, redis_url: str, *more: str) -> ServerProcess:
    args = ("--store", postgres_url, "--redis", redis_url, "--node-name", name, *more)
    return ServerProcess(tmp_path / f"{name}.sqlite3", args=args).start()


async def _connected(url: str) -> TableClient:
    client = TableClient(url, reconnect=False)
    await client.connect()
    return client


def test_two_people_joining_one_room_at_once_on_two_nodes_get_two_seats(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """Each of TABLES tables: its host at node a, and two guests, one at each node, joining
    by the room code at the same moment (each node reads the seats as free)."""
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)

    async def scenario() -> list[tuple[dict[str, Any], dict[str, Any]]]:
        pairs = []
        for _ in range(TABLES):
            host = await _connected(a.url)
            created = await host.create("basari", PEOPLE)
            guests = [await _connected(a.url), await _connected(b.url)]
            seated = await asyncio.gather(*(g.join(created["room"]) for g in guests))
            pairs.append((seated[0], seated[1]))
            for client in (host, *guests):
                await client.close()
        return pairs

    try:
        pairs = asyncio.run(scenario())
    finally:
        errors = a.stop() + b.stop()
    assert "Traceback" not in errors, errors
    for at_a, at_b in pairs:
        assert {at_a["seat"], at_b["seat"]} == {1, 2}  # never both at one seat
        assert at_a["token"] != at_b["token"]


def test_a_seat_taken_from_a_window_at_another_node_closes_the_first(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)

    async def scenario() -> tuple[str, dict[str, Any]]:
        host = await _connected(a.url)
        created = await host.create("basari", [*PEOPLE[:2], BOT])
        first = await _connected(a.url)
        seated = await first.join(created["room"], "Bea")
        second = await _connected(b.url)  # Bea's second window, at the other node
        again = await second.sit(seated["token"])
        error = await first.next("error", timeout=60)  # the first window is told, and closed
        frame = await second.next("frame", timeout=60)  # the second plays on
        for client in (host, first, second):
            await client.close()
        assert again["seat"] == seated["seat"] == 1
        return str(error["reason"]), frame

    try:
        reason, frame = asyncio.run(scenario())
    finally:
        errors = a.stop() + b.stop()
    assert "Traceback" not in errors, errors
    assert reason == "this seat was taken up by another window"
    assert frame["seat"] == 1 and frame["public"]["connected"][1]


def test_a_node_greets_and_answers_busy_while_postgresql_is_stopped(
    postgres_service: PostgresService, postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """PostgreSQL stopped with SIGSTOP while a client asks the node for a room it does not hold
    (a store read): the node still says welcome to a newcomer and answers the asker "busy"
    while PostgreSQL is still stopped; resumed, the room is found."""
    a = node(tmp_path, "a", postgres_url, redis_url)

    async def scenario() -> tuple[dict[str, Any], str]:
        host = await _connected(a.url)
        created = await host.create("basari", PEOPLE)
        await host.close()
        asker = await _connected(a.url)
        postgres_service.pause()
        try:
            asking = asyncio.ensure_future(asker.join("ZZZZZZ"))  # no such room: a store read
            await asyncio.sleep(0.5)  # a head start for the read (nothing asserted on time)
            async with asyncio.timeout(STALL_SECONDS):
                newcomer = await _connected(a.url)  # while the read waits on PostgreSQL
                welcome = newcomer.welcome
                try:
                    await asking
                    answer = "joined"
                except ServerError as exc:
                    answer = str(exc)
        finally:
            postgres_service.resume()
        assert welcome is not None
        seated = await newcomer.join(created["room"])  # PostgreSQL back: served again
        await asker.close()
        await newcomer.close()
        return seated, answer

    try:
        seated, answer = asyncio.run(scenario())
    finally:
        errors = a.stop()
    assert "Traceback" not in errors, errors
    assert answer.startswith("the table is busy")
    assert seated["seat"] == 1


def _stream_length(redis_url: str) -> int:
    client = redis.Redis.from_url(redis_url)
    try:
        return int(client.xlen(JOBS_STREAM))
    finally:
        client.close()


async def _until(condition: Callable[[], bool], guard: float, why: str) -> None:
    """Poll until `condition` (a hang guard of `guard` s, named by `why`)."""
    async with asyncio.timeout(guard):
        while not condition():
            await asyncio.sleep(0.1)
    del why


def test_a_redis_restarted_empty_gets_the_waiting_bot_jobs_again_at_once(
    redis_service: RedisService, postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """Node a works no jobs, so its table's bot job waits in Redis; Redis restarts empty. On
    reconnecting, a submits it again (not after the overdue sweep's minute); node b, started
    then, makes the bot's decision."""
    a = node(tmp_path, "a", postgres_url, redis_url, "--job-workers", "0")
    b: ServerProcess | None = None

    async def scenario() -> list[LogEntry]:
        nonlocal b
        host = await _connected(a.url)
        created = await host.create("basta", [{"kind": "person"}, BOT])
        playing = asyncio.ensure_future(play_at_random(host, random.Random(5)))  # to the bot
        await _until(lambda: _stream_length(redis_url) >= 1, 60, "the bot's job queued")
        redis_service.restart()  # the job is lost with everything else
        # Back within seconds, far inside the overdue sweep's 60 s.
        await _until(lambda: _stream_length(redis_url) >= 1, 30, "the job submitted again")
        b = node(tmp_path, "b", postgres_url, redis_url)
        store = PostgresStore(postgres_url)
        try:
            await _until(lambda: _bot_decided(store, created["table"]), 60, "the bot decided")
            return store.log(created["table"])
        finally:
            store.close()
            playing.cancel()
            await host.close()

    try:
        entries = asyncio.run(scenario())
    finally:
        errors = a.stop() + (b.stop() if b is not None else "")
    assert "Traceback" not in errors, errors
    assert any(e.player == 1 for e in entries)


def _bot_decided(store: PostgresStore, table_id: str) -> bool:
    return any(e.player == 1 for e in store.log(table_id))
