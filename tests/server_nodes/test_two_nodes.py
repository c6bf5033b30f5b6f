"""Two real `bazaar-server` processes (`--store postgresql://… --redis redis://…`) on one
PostgreSQL and one Redis: the clients of one table on different nodes play a whole game; a bot's
decisions are made by the other node's worker; a node killed -9 mid-game, its clients go on at
the other node (which finds their seats by secret in the store) and the game finishes with
nothing lost."""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path
from typing import Any

import redis

from bazaar_server.bots import BotPool
from bazaar_server.client import TableClient
from bazaar_server.store_postgres import PostgresStore
from bazaar_server.table import LiveTable
from tests.server.services import free_port
from tests.server.serving import ServerProcess, play_at_random, run

SEATS = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}]


def node(tmp_path: Path, name: str, postgres_url: str, redis_url: str, *more: str) -> ServerProcess:
    # The later --store wins; the first names where ServerProcess keeps the node's stderr.
    args = ("--store", postgres_url, "--redis", redis_url, "--node-name", name, *more)
    return ServerProcess(tmp_path / f"{name}.sqlite3", args=args).start()


def check_the_log(postgres_url: str) -> tuple[int, list[int]]:
    """The one table's log: finished, numbered 1..N without a gap, every decision legal (the
    engine replays it); N and who decided each entry."""
    store = PostgresStore(postgres_url)
    bots = BotPool(1)
    try:
        (record,) = store.tables(live_only=False)
        log = store.log(record.id)
        assert record.over and [e.seq for e in log] == list(range(1, len(log) + 1))
        table = LiveTable(record, store, bots)
        table.replay_log(log)
        assert table.match.is_over
        return len(log), [int(e.player or 0) for e in log]
    finally:
        bots.close()
        store.close()


def consumers(redis_url: str) -> dict[str, int]:
    """The job stream's workers, by name, and how many jobs each holds unacknowledged."""
    client = redis.Redis.from_url(redis_url)
    try:
        rows: Any = client.xinfo_consumers("bazaar:jobs", "workers")
        return {row["name"].decode(): int(row["pending"]) for row in rows}
    finally:
        client.close()


def test_a_whole_game_with_its_clients_on_two_nodes_and_the_bot_on_the_other(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    # Node a works no jobs: every bot decision of the table its host made there is b's.
    a = node(tmp_path, "a", postgres_url, redis_url, "--job-workers", "0")
    b = node(tmp_path, "b", postgres_url, redis_url)

    async def scenario() -> list[dict[str, Any]]:
        host = TableClient(a.url)
        await host.connect()
        created = await host.create("basari", SEATS)
        guest = TableClient(b.url)  # b has never heard of the room: it finds it in the store
        await guest.connect()
        await guest.join(created["room"], "Guest")
        finals = await asyncio.gather(
            play_at_random(host, random.Random(1)), play_at_random(guest, random.Random(2))
        )
        await host.close()
        await guest.close()
        return list(finals)

    try:
        finals = asyncio.run(scenario())
    finally:
        errors = a.stop() + b.stop()
    assert "Traceback" not in errors, errors
    n, players = check_the_log(postgres_url)
    assert all(f["public"]["over"] and f["n"] == n for f in finals)  # each saw the end
    assert 2 in players  # the bot decided (through the jobs: a has no worker)
    assert consumers(redis_url) == {"b-0": 0}  # b's worker took every job and finished each


def test_a_node_killed_mid_game_its_clients_go_on_at_the_other(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)

    async def scenario() -> tuple[list[dict[str, Any]], int, int]:
        host = TableClient(a.url, also=[b.url])
        await host.connect()
        created = await host.create("basari", SEATS)
        guest = TableClient(a.url, also=[b.url])  # both at a: b serves them only after
        await guest.connect()
        await guest.join(created["room"], "Guest")
        rngs = random.Random(3), random.Random(4)
        await asyncio.gather(
            play_at_random(host, rngs[0], stop_after=8),
            play_at_random(guest, rngs[1], stop_after=8),
        )
        assert host.frame is not None
        told = host.frame["n"]  # the last decision the host was told of, by node a
        a.kill9()  # mid-game: its bot jobs pending, its client's connection cut
        finals = await asyncio.gather(play_at_random(host, rngs[0]), play_at_random(guest, rngs[1]))
        reconnects = host.reconnects + guest.reconnects
        assert host.url == guest.url == b.url
        await host.close()
        await guest.close()
        return list(finals), told, reconnects

    try:
        finals, told, reconnects = asyncio.run(scenario())
    finally:
        a.stop()
        errors = b.stop()
    assert "Traceback" not in errors, errors
    n, players = check_the_log(postgres_url)
    assert reconnects == 2 and 8 <= told < n  # every decision before the kill is in the log
    assert all(f["public"]["over"] and f["n"] == n for f in finals)
    assert 2 in players[told:]  # the bot went on deciding, on node b


def test_a_node_whose_redis_cannot_be_reached_says_so_and_exits(tmp_path: Path) -> None:
    dead = f"redis://127.0.0.1:{free_port()}/0"
    command = [sys.executable, "-m", "bazaar_server.main", "--port", "0"]
    done = run([*command, "--store", str(tmp_path / "t.sqlite3"), "--redis", dead])
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.startswith(f"bazaar-server: --redis: cannot use {dead} (")
    assert done.stderr.count("\n") == 1  # one line, no traceback
