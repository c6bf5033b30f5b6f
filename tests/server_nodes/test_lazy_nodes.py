"""A node of several (--redis) holds only the tables it is asked for. Beside a store
of unfinished tables it starts holding none, serves one when a guest joins by its room code;
a table let go comes back intact; a turn clock that runs out while no node holds the table
still gets its one stand-in decision (a node's sweep of the store's deadlines). And a store
made before the deadlines existed opens and gains them in place."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from bazaar_server.bots.pool import BotPool
from bazaar_server.client import TableClient
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.pipeline.sweep import Sweeper
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import SCHEMA, SharedStore, TableRecord, log_rows, table_row
from bazaar_server.store.postgres import PostgresStore
from bazaar_server.store.sqlite import SqliteStore
from bazaar_server.tables.live_table import LiveTable
from bazaar_server.tables.registry import Registry
from bazaar_server.transport.limits import Caps
from tests.server_nodes.lazy_seed import seed_table
from tests.server_nodes.peers import play_both, until_seat_1_alone
from tests.server_nodes.test_two_nodes import node

GUARD = 60.0  # a hang guard, never a timed assertion
# The schema as the version before `due` wrote it: a store it made must still open.
OLD_SCHEMA = SCHEMA.split("CREATE TABLE IF NOT EXISTS due")[0]


def overdue_table(
    postgres_url: str, *, clock: int | None = None, bots: bool = False
) -> tuple[TableRecord, int]:
    """A started table in the store whose turn's deadline passed 10 s ago, held by no node;
    the table and how many log entries it has."""
    store = PostgresStore(postgres_url)
    try:
        record = seed_table(store, started=True, clock=clock, bots=bots)
        told = len(store.log(record.id))
        store.set_due(record.id, told, time.time() - 10)
    finally:
        store.close()
    return record, told


def wait_for_entries(store: SharedStore, table_id: str, told: int, why: str) -> None:
    """Until the table's log has an entry after the first `told` (`why` if it never comes)."""
    give_up = time.monotonic() + GUARD
    while not store.log(table_id, after=told):
        assert time.monotonic() < give_up, why
        time.sleep(0.05)


def _old_store(kind: str, tmp_path: Path, postgres_url: str) -> tuple[TableRecord, list[Any]]:
    """An older version's store (its schema, written with plain SQL) holding one live table
    whose cards are dealt; the table and its log."""
    scratch = SqliteStore(":memory:")
    record = seed_table(scratch, started=True, clock=30)
    log = scratch.log(record.id)
    scratch.close()
    table_insert = "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?)"
    log_insert = "INSERT INTO log VALUES (?,?,?,?,?)"
    if kind == "sqlite":
        with contextlib.closing(sqlite3.connect(tmp_path / "old.sqlite3")) as db, db:
            db.executescript(OLD_SCHEMA)
            db.execute(table_insert, table_row(record))
            db.executemany(log_insert, log_rows(record.id, log))
    else:
        import psycopg

        with psycopg.connect(postgres_url, autocommit=True) as pg, pg.transaction():
            pg.execute(OLD_SCHEMA.replace(" REAL ", " DOUBLE PRECISION "))
            pg.execute(table_insert.replace("?", "%s"), table_row(record))
            with pg.cursor() as cursor:
                cursor.executemany(log_insert.replace("?", "%s"), log_rows(record.id, log))
    return record, log


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_an_older_store_opens_and_gains_the_deadlines_in_place(
    kind: str, tmp_path: Path, postgres_url: str
) -> None:
    record, log = _old_store(kind, tmp_path, postgres_url)
    store: SharedStore
    store = (
        SqliteStore(tmp_path / "old.sqlite3") if kind == "sqlite" else PostgresStore(postgres_url)
    )
    try:
        (live,) = store.tables(live_only=True)  # the table, its log intact
        assert live == record and store.log(record.id) == log
        assert store.due(1.0, 10) == [(record.id, -1, 0.0)]  # for a sweep to note afresh
        store.set_due(record.id, len(log), 100.0)
        store.set_due(record.id, len(log), 200.0)  # one row a table: the latest note
        assert store.due(150.0, 10) == [] and store.due(250.0, 10) == [(record.id, len(log), 200.0)]
        # Two nodes claiming the same passed deadline: one gets it.
        assert store.claim_due(record.id, len(log), 200.0, 300.0)
        assert not store.claim_due(record.id, len(log), 200.0, 300.0)
        store.set_due(record.id, len(log), None)
        assert store.due(1e12, 10) == []
    finally:
        store.close()


def _unheard(table: LiveTable) -> None:
    """No client here to tell of a rematch or of seats taken elsewhere."""


def test_a_node_holds_no_table_until_asked_and_one_let_go_comes_back_intact(
    postgres_url: str,
) -> None:
    store = PostgresStore(postgres_url)
    bots = BotPool(1)
    records = [seed_table(store, started=True, clock=600) for _ in range(20)]

    async def scenario() -> None:
        calls = AsyncStore(store)
        registry = Registry(calls, bots, Caps(), on_again=_unheard, on_seats=_unheard)
        registry.nodes = NodeTables(registry.tables, calls, bots)  # no Redis needed for this
        sweeper = Sweeper(registry, registry.nodes, calls, let_go_seconds=0.0)
        assert registry.tables == {}  # nothing read at start
        wanted = records[7]
        assert await registry.from_store(room=wanted.room) == wanted.id
        assert list(registry.tables) == [wanted.id]
        table = registry.tables[wanted.id]
        history, seats = list(table.match.history), table.seats
        assert sweeper.let_go_idle() == 1  # no client here, nothing under way: let go
        assert registry.tables == {} and registry.rooms == {} and registry.tokens == {}
        assert await registry.from_store(token=seats[1]["token"]) == wanted.id  # by a seat's secret
        again = registry.tables[wanted.id]
        assert again is not table and again.match.history == history
        assert again.seats == seats and again.seq == table.seq
        # A table a job uses now and then stays while it is used, and goes once it is not.
        sweeper.let_go_seconds = 30.0
        other = records[8].id
        await registry.nodes.table_for(other)
        assert sweeper.let_go_idle() == 0 and list(registry.nodes.elsewhere) == [other]
        sweeper.idle[other] = time.monotonic() - 31  # idle and unused 31 s: let go
        registry.nodes.touched[other] = time.monotonic() - 31
        assert sweeper.let_go_idle() == 1 and registry.nodes.elsewhere == {}
        again.close()

    try:
        asyncio.run(scenario())
    finally:
        bots.close()
        store.close()


def test_a_node_beside_many_tables_serves_one_joined_by_room_and_plays_on(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    store = PostgresStore(postgres_url)
    try:
        records = [seed_table(store, started=False) for _ in range(40)]
    finally:
        store.close()
    a = node(tmp_path, "a", postgres_url, redis_url)
    wanted = records[23]

    async def scenario() -> list[dict[str, Any]]:
        guest = TableClient(a.url)
        await guest.connect()
        seated = await guest.join(wanted.room, "Guest")
        assert seated["table"] == wanted.id and seated["seat"] == 1
        host = TableClient(a.url)
        await host.connect()
        await host.sit(wanted.seats[0]["token"])
        return await play_both(host, guest)

    try:
        assert a.lines[1].startswith("resumed 0 table(s)")
        finals = asyncio.run(scenario())
    finally:
        errors = a.stop()
    assert "Traceback" not in errors, errors
    assert all(f["public"]["over"] for f in finals)
    store = PostgresStore(postgres_url)
    try:
        live = {r.id for r in store.tables(live_only=True)}
    finally:
        store.close()
    assert wanted.id not in live and len(live) == 39  # the others untouched


def test_a_clock_run_out_while_no_node_holds_the_table_gets_one_stand_in_decision(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """The deadline noted in the store has passed and no node holds the table (the one that
    held it is gone): two nodes sweep, one claims it, a stand-in makes the one decision."""
    record, told = overdue_table(postgres_url, clock=600)  # ran out while nobody held it
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)
    store = PostgresStore(postgres_url)
    try:
        wait_for_entries(store, record.id, told, "no stand-in decision")
        due = store.due(1e12, 10)
    finally:
        errors = a.stop() + b.stop()
        entries = store.log(record.id, after=told)
        store.close()
    assert "Traceback" not in errors and "refused" not in errors, errors
    decisions = [e for e in entries if e.player != -1]  # the stand-in's, then chance's
    assert len(decisions) == 1 and decisions[0].seq == told + 1
    # The next position's deadline is noted by the node that wrote it (600 s from then).
    assert [(t, s) for t, s, _d in due] == [(record.id, entries[-1].seq)]


def test_a_bot_job_redis_lost_is_submitted_again_by_a_sweep(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """A table of two bots waits on a job no stream holds (Redis lost it) and no node holds
    the table: the overdue deadline's sweep submits the job again and the bots play on."""
    record, told = overdue_table(postgres_url, bots=True)  # Redis (emptied) has no job
    a = node(tmp_path, "a", postgres_url, redis_url)
    store = PostgresStore(postgres_url)
    try:
        wait_for_entries(store, record.id, told, "the bots never played on")
        entries = store.log(record.id, after=told)
    finally:
        errors = a.stop()
        store.close()
    assert "Traceback" not in errors, errors
    assert entries[0].seq == told + 1 and entries[0].player in (0, 1)  # a bot's decision


def test_both_clients_node_killed_the_other_node_acts_on_the_clock_it_never_held(
    postgres_url: str, redis_url: str, tmp_path: Path
) -> None:
    """Ann and Bea both at node a; it is Bea's turn, a turn clock of 5 s; node a is killed -9
    and nobody comes back. Node b never held the table: its sweep finds the deadline a noted
    and a stand-in makes Bea's one decision."""
    a = node(tmp_path, "a", postgres_url, redis_url)
    b = node(tmp_path, "b", postgres_url, redis_url)

    async def scenario() -> tuple[str, int]:
        ann = TableClient(a.url, reconnect=False)
        await ann.connect()
        created = await ann.create("basta", [{"kind": "person"}, {"kind": "person"}], clock=5)
        bea = TableClient(a.url, reconnect=False)
        await bea.connect()
        await bea.join(created["room"], "Bea")
        frame = await until_seat_1_alone(ann, bea, random.Random(9))  # Bea's turn
        a.kill9()  # before its clock runs out: the decision can only be b's
        await ann.close()
        await bea.close()
        return created["table"], frame["n"]

    store = PostgresStore(postgres_url)
    try:
        table_id, told = asyncio.run(scenario())
        wait_for_entries(store, table_id, told, "no stand-in decision")
        entries = store.log(table_id, after=told)
    finally:
        a.stop()
        errors = b.stop()
        store.close()
    assert "Traceback" not in errors, errors
    assert entries[0].seq == told + 1 and entries[0].player == 1  # Bea's, by b's stand-in
