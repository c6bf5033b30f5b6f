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

import pytest
import redis

from bazaar_server.bots.pool import BotPool
from bazaar_server.client import TableClient
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.postgres import PostgresStore
from bazaar_server.tables.live_table import LiveTable
from tests.server.services import free_port
from tests.server.serving import ServerProcess, play_at_random, run
from tests.server_nodes.peers import play_both, until_seat_1_alone

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
        table = LiveTable(record, AsyncStore(store), bots)
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
        return await play_both(host, guest)

    try:
        finals = asyncio.run(scenario())
    finally:
        errors = a.stop() + b.stop()
    assert "Traceback" not in errors, errors
    n, players = check_the_log(postgres_url)
    assert all(f["public"]["over"] and f["n"] == n for f in finals)  # each saw the end
    assert 2 in players  # the bot decided (through the jobs: a has no worker)
    # b's worker finished every job it took, so stopping took it out of the job group.
    assert consumers(redis_url) == {}


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


@pytest.mark.parametrize("asking", ["Ann", "both"])
def test_play_again_at_either_node_makes_one_table_everyone_hears_of(
    postgres_url: str, redis_url: str, tmp_path: Path, asking: str
) -> None:
    """Ann at node a asks for Play again as the game ends (or Ann and Bea, at node b, at
    once): one new table, named in the old one's log; each hears of it from their own node,
    with their own seat (the other node's clients never heard of a rematch)."""
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)
    seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}]

    async def scenario() -> list[dict[str, Any]]:
        ann = TableClient(a.url)
        await ann.connect()
        created = await ann.create("basta", seats)
        bea = TableClient(b.url)
        await bea.connect()
        await bea.join(created["room"], "Bea")
        await asyncio.gather(
            play_at_random(ann, random.Random(7)), play_at_random(bea, random.Random(8))
        )
        await asyncio.gather(ann.again(), *([bea.again()] if asking == "both" else []))
        notes = list(await asyncio.gather(ann.next("again"), bea.next("again")))
        await ann.close()
        await bea.close()
        return notes

    try:
        notes = asyncio.run(scenario())
    finally:
        errors = a.stop() + b.stop()
    assert "Traceback" not in errors, errors
    ann_note, bea_note = notes
    assert ann_note["table"] == bea_note["table"] and ann_note["room"] == bea_note["room"]
    assert (ann_note["seat"], bea_note["seat"]) == (0, 1)
    assert ann_note["token"] != bea_note["token"]
    store = PostgresStore(postgres_url)
    try:
        (live,) = store.tables(live_only=True)  # one rematch (a loser's draft is closed)
        first = min(store.tables(live_only=False), key=lambda t: t.created)
        agains = [e.action for e in store.log(first.id) if e.kind == "again"]
    finally:
        store.close()
    assert live.id == ann_note["table"] and agains == [live.id]
    assert [s["name"] for s in live.seats][:2] == ["Player 1", "Bea"]


def test_a_turn_clock_outlives_the_node_that_wrote_the_position(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """Ann (at node a) decides; it is Bea's turn (at node b), and Bea is silent. Node a, which
    wrote the position, is killed: node b, which only heard of it, runs the clock too, and
    when it runs out a stand-in makes Bea's one decision (once, the clock died with node a)."""
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)
    people = [{"kind": "person"}, {"kind": "person"}]

    async def scenario() -> tuple[int, dict[str, Any]]:
        ann = TableClient(a.url, reconnect=False)
        await ann.connect()
        created = await ann.create("basta", people, clock=5)
        bea = TableClient(b.url)
        await bea.connect()
        await bea.join(created["room"], "Bea")
        # Ann plays until it is Bea's turn (Bea's frames come from node b).
        frame = await until_seat_1_alone(ann, bea, random.Random(6))
        told = frame["n"]
        a.kill9()
        while frame["n"] == told:  # b's clock: 5 s, then the stand-in's decision
            frame = await bea.next("frame", timeout=60)
        await bea.close()
        return told, frame

    try:
        told, after = asyncio.run(scenario())
    finally:
        a.stop()
        errors = b.stop()
    assert "Traceback" not in errors, errors
    assert after["n"] > told
    store = PostgresStore(postgres_url)
    try:
        (record,) = store.tables(live_only=True)
        entries = store.log(record.id, after=told)
    finally:
        store.close()
    assert entries and entries[0].player == 1  # Bea's decision, by the stand-in, on node b


def test_a_node_whose_redis_cannot_be_reached_says_so_and_exits(tmp_path: Path) -> None:
    dead = f"redis://127.0.0.1:{free_port()}/0"
    command = [sys.executable, "-m", "bazaar_server.main", "--port", "0"]
    done = run([*command, "--store", str(tmp_path / "t.sqlite3"), "--redis", dead])
    assert done.returncode == 2 and not done.stdout
    assert done.stderr.startswith(f"bazaar-server: --redis: cannot use {dead} (")
    assert done.stderr.count("\n") == 1  # one line, no traceback
