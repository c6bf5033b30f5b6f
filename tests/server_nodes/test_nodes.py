"""Two nodes' live copies of one table over a shared PostgreSQL log and a real Redis: a decision
made on either reaches the other's clients; two nodes racing for decision n, the loser refuses,
catches up and then shows the winner's state."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bazaar_server.bots.pool import BotPool
from bazaar_server.cluster.jobs import Jobs
from bazaar_server.cluster.redis_link import redis_node_tables
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.pipeline.worker import Worker
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import Seats, TableRecord
from bazaar_server.store.opening import StoreBusy
from bazaar_server.store.postgres import PostgresStore
from bazaar_server.tables.live_table import LiveTable, Refusal
from tests.server.services import PostgresService, free_port
from tests.server.serving import RecordingSink

GUARD = 60.0


@pytest.fixture
def shared(postgres_url: str) -> Iterator[tuple[list[PostgresStore], BotPool]]:
    """Two nodes' connections to one PostgreSQL holding table t1, and a bot pool (its process
    starts only if a bot is asked)."""
    stores = [PostgresStore(postgres_url), PostgresStore(postgres_url)]
    stores[0].add_table(_record())
    bots = BotPool(1)
    try:
        yield stores, bots
    finally:
        bots.close()
        for store in stores:
            store.close()


def _record() -> TableRecord:
    seats: Seats = [
        {"kind": "person", "name": name, "token": name * 32, "taken": True} for name in "abc"
    ]
    return TableRecord("t1", "basari", {}, seats, "ABCDEF", False, None, "test", 1.0)


def _history(table: LiveTable) -> list[tuple[int, Any]]:
    return [(p, table.game.action_to_json(a)) for p, a in table.match.history]


def _a_decision(table: LiveTable, rng: random.Random) -> tuple[int, Any]:
    seat = next(s for s in table.match.state.current_players() if s >= 0)
    view = table.match.state.view(seat)
    return seat, table.game.action_to_json(view.random_action(seat, rng))


async def _until(condition: Any) -> None:
    """Let the fan-out deliver (a hang guard, not a timed assertion)."""
    async with asyncio.timeout(GUARD):
        while not condition():
            await asyncio.sleep(0.01)


def test_decisions_reach_the_other_nodes_clients_and_a_race_is_lost_cleanly(
    redis_url: str, shared: tuple[list[PostgresStore], BotPool]
) -> None:
    stores, bots = shared
    rng = random.Random(34)

    async def scenario() -> None:
        a, b = (LiveTable(_record(), AsyncStore(store), bots) for store in stores)
        for table in (a, b):
            table.replay_log(await table.store.log(table.id))
        nodes = [
            redis_node_tables(redis_url, table.store, bots, node=name, tables={"t1": table})
            for table, name in zip((a, b), "ab", strict=True)
        ]
        fanouts = [node.fanout for node in nodes]
        for fanout in fanouts:
            fanout.watch("t1")
        runs = [asyncio.create_task(f.run()) for f in fanouts]
        client_a, client_b = RecordingSink(0), RecordingSink(1)
        a.attach(client_a)
        b.attach(client_b)
        try:
            await _until(lambda: all(f.subscriptions for f in fanouts))
            seat, action = _a_decision(a, rng)  # a decision made on node a
            await a.decide(seat, a.n, action)
            nodes[0].wrote(a)
            await _until(lambda: b.seq == a.seq)
            assert a.seq > 0 and _history(b) == _history(a)
            assert client_b.frames[-1]["n"] == a.n  # b's client saw a's decision (and chance)

            seat, action = _a_decision(b, rng)  # now a decision made on node b
            await b.decide(seat, b.n, action)
            nodes[1].wrote(b)
            await _until(lambda: a.seq == b.seq)
            assert _history(a) == _history(b) and client_a.frames[-1]["n"] == b.n

            # The race: both nodes take decision n before either hears of the other's. The
            # loser wrote nothing, caught up, showed its client the winner's state and says so.
            n = a.n
            seat, action = _a_decision(a, rng)
            await a.decide(seat, n, action)
            with pytest.raises(Refusal) as refused:
                await b.decide(seat, n, action)
            assert str(refused.value) == f"the game has moved on: decision {a.n} is now to be made"
            assert _history(b) == _history(a) and b.seq == a.seq
            assert client_b.frames[-1]["n"] == a.n
            assert await b.catch_up() == 0  # nothing more to read

            await _an_undo_loses_the_race(a, b, nodes, stores, rng)
        finally:
            for fanout in fanouts:
                await fanout.close()
            await asyncio.gather(*runs)
            for table in (a, b):
                table.close()

    asyncio.run(scenario())


async def _an_undo_loses_the_race(
    a: LiveTable,
    b: LiveTable,
    nodes: list[NodeTables],
    stores: list[PostgresStore],
    rng: random.Random,
) -> None:
    # An undo that loses the race: its entry number is not kept (seq put back).
    while not any(b.can_undo(s) for s in range(3)):  # a decision one may take back
        seat, action = _a_decision(a, rng)
        await a.decide(seat, a.n, action)
        await b.catch_up()
    undoer = next(s for s in range(3) if b.can_undo(s))
    seat, action = _a_decision(a, rng)
    await a.decide(seat, a.n, action)  # b has not heard of it yet
    with pytest.raises(Refusal, match="the game has moved on"):
        await b.undo(undoer)
    assert _history(b) == _history(a) and b.seq == a.seq
    assert str(await b.refusal_for(StoreBusy("gone"))) == "the table is busy, try again"
    nodes[0].wrote(a)
    await nodes[0].published()
    assert [e.seq for e in stores[1].log("t1")] == list(range(1, a.seq + 1))


def test_postgresql_away_mid_game_a_decision_is_refused_never_acknowledged(
    postgres_service: PostgresService, postgres_url: str
) -> None:
    store = PostgresStore(postgres_url)
    store.add_table(_record())
    bots = BotPool(1)
    rng = random.Random(7)

    async def scenario() -> None:
        table = LiveTable(_record(), AsyncStore(store), bots)
        client = RecordingSink(0)
        table.attach(client)
        try:
            seat, action = _a_decision(table, rng)
            await table.decide(seat, 0, action)
            frames = len(client.frames)
            seat, action = _a_decision(table, rng)
            postgres_service.stop("immediate")
            try:
                with pytest.raises(Refusal):
                    await table.decide(seat, table.n, action)
            finally:
                postgres_service.start()
            assert len(client.frames) == frames  # nobody was told of it
            assert str(await table.refusal_for(StoreBusy("gone"))) == "the table is busy, try again"
            assert [e.seq for e in store.log("t1")] == list(range(1, table.seq + 1))
            await table.decide(seat, table.n, action)  # PostgreSQL is back: the same try succeeds
            assert [e.seq for e in store.log("t1")] == list(range(1, table.seq + 1))
            fresh = PostgresStore(postgres_url)  # as a restarted node rebuilds it
            try:
                again = LiveTable(_record(), AsyncStore(fresh), bots)
                again.replay_log(fresh.log("t1"))
                assert _history(again) == _history(table)
            finally:
                fresh.close()
        finally:
            table.close()

    try:
        asyncio.run(scenario())
    finally:
        bots.close()
        store.close()


def test_a_bot_job_done_on_another_node_reaches_this_nodes_client(
    redis_url: str, shared: tuple[list[PostgresStore], BotPool]
) -> None:
    """Node a serves the table's client; node b, serving nobody at it, takes the job (twice
    submitted, as by two nodes), writes the decision once and publishes it."""
    stores, bots = shared
    rng = random.Random(3)

    async def scenario() -> None:
        a = LiveTable(_record(), AsyncStore(stores[0]), bots)
        node_a, node_b = (
            redis_node_tables(redis_url, a.store, bots, node="a", tables={"t1": a}),
            redis_node_tables(redis_url, AsyncStore(stores[1]), bots, node="b"),
        )
        fanouts = [node_a.fanout, node_b.fanout]
        fanouts[0].watch("t1")
        listening = asyncio.create_task(fanouts[0].run())
        client = RecordingSink(0)
        a.attach(client)
        jobs = Jobs(redis_url)
        try:
            await _until(lambda: fanouts[0].subscriptions)
            seat, action = _a_decision(a, rng)
            await a.decide(seat, 0, action)
            seat = next(s for s in a.match.state.current_players() if s >= 0)
            seats: Seats = [
                {**info, "bot_now": i == seat} for i, info in enumerate(_record().seats)
            ]
            # A seat handed to a bot: its decisions are jobs.
            assert stores[0].update_seats("t1", seats, _record().seats)
            n = a.seq + 1
            await jobs.ensure_group()
            for _node in "ab":
                await jobs.submit("t1", n, "bot", {"seat": seat, "level": "random"})
            worker = Worker(jobs, "b", node_b.bot_job)
            outcomes: list[str] = []
            while len(outcomes) < 2:
                done = await worker.work_one(block_ms=200)
                if done is not None:
                    outcomes.append(done[1])
            assert outcomes == ["written", "already written"]
            await node_b.published()
            await _until(lambda: a.seq >= n)
            assert a.match.history[n - 1][0] == seat and client.frames[-1]["n"] == a.n
            assert [e.seq for e in stores[0].log("t1")] == list(range(1, a.seq + 1))
        finally:
            await jobs.close()
            for fanout in fanouts:
                await fanout.close()
            await listening
            a.close()

    asyncio.run(scenario())


def test_redis_unreachable_a_bot_thinks_on_this_node_instead(
    shared: tuple[list[PostgresStore], BotPool],
) -> None:
    """The job stream cannot take a bot's job (nothing listens at its address): the bot
    decides here, through the same write."""
    stores, bots = shared
    record = _record()
    record.id, record.room = "t2", "BOTSBO"
    record.seats = [{"kind": "bot", "name": f"Bot {i}", "level": "random"} for i in range(3)]
    stores[0].add_table(record)

    async def scenario() -> None:
        table = LiveTable(record, AsyncStore(stores[0]), bots)
        url = f"redis://127.0.0.1:{free_port()}/0"
        node = redis_node_tables(url, table.store, bots, node="alone", tables={"t2": table})
        node.adopt(table)
        try:
            await table.advance()
            await _until(lambda: table.seq >= 3)
            assert table.asked  # each position's bots were submitted first, and refused
            assert [e.seq for e in stores[1].log("t2")] == list(range(1, table.seq + 1))
        finally:
            table.close()
            await node.fanout.close()
            await node.jobs.close()

    asyncio.run(scenario())
