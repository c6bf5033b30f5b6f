"""The writer thread's store (bazaar_server/store/writer.py): a tick's writes in one
transaction, committed off the loop, and nobody told of a decision before it is in the file."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bazaar_server.bots.pool import BotPool
from bazaar_server.requests.handler import RequestHandler
from bazaar_server.requests.messages import read_request
from bazaar_server.store import writer as store_writer
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import LogEntry, Seats, StoreError, TableRecord
from bazaar_server.store.writer import WriterStore
from bazaar_server.tables.live_table import LiveTable, Refusal
from bazaar_server.transport.connection import Connection
from bazaar_server.transport.limits import Bucket, Caps
from tests.server.serving import RecordingSink


def record(table_id: str) -> TableRecord:
    seats: Seats = [{"kind": "person", "name": "A", "token": "t" + table_id}]
    return TableRecord(table_id, "basari", {}, seats, "ROOM" + table_id, False, None, "x", 1.0)


def rows(path: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as db:  # another connection: what is in the file
        return db.execute("SELECT table_id, seq, action FROM log ORDER BY table_id, seq").fetchall()


def test_a_ticks_writes_are_one_batch_and_durable_once_waited_for(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = WriterStore(path, checkpoint_seconds=0.05)

    async def scenario() -> None:
        for t in ("a", "b"):
            store.add_table(record(t))
            store.append(t, [LogEntry(1, "decision", 0, {"x": t}), LogEntry(2, "decision", -1, 3)])
        assert store.queued == 1  # one tick: one batch
        await store.wait(store.queued)
        assert len(rows(path)) == 4
        store.update_seats("a", [{"kind": "person", "name": "B", "token": "ta"}], [])
        store.mark_over("b")
        assert store.queued == 2
        await store.wait(2)

    asyncio.run(scenario())
    assert store.find_table(table_id="a").seats[0]["name"] == "B"  # type: ignore[union-attr]
    assert [r.id for r in store.tables(live_only=True)] == ["a"]
    assert [e.action for e in store.log("b")] == [{"x": "b"}, 3]
    store.close()


def test_close_commits_what_the_loop_left_queued(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = WriterStore(path)

    async def scenario() -> None:
        store.add_table(record("a"))
        store.append("a", [LogEntry(1, "decision", 0, 1)])

    asyncio.run(scenario())
    store.close()
    assert len(rows(path)) == 1


def _basari_table(store: WriterStore) -> LiveTable:
    seats: Seats = [
        {"kind": "person", "name": name, "token": name * 32, "taken": True} for name in "abc"
    ]
    record = TableRecord("a", "basari", {}, seats, "ABCDEF", False, None, "x", 1.0)
    store.add_table(record)
    return LiveTable(record, AsyncStore(store), BotPool(1))  # the pool starts only if asked


def _a_decision(table: LiveTable) -> tuple[int, Any]:
    seat = next(s for s in table.match.state.current_players() if s >= 0)
    view = table.match.state.view(seat)
    return seat, table.game.action_to_json(view.random_action(seat, random.Random(5)))


def test_nobody_is_told_of_a_decision_before_it_is_committed(tmp_path: Path) -> None:
    """A decision waits for its commit before any frame shows it: a seat's window opened
    meanwhile is shown nothing until then, and then the table with the decision."""
    path = tmp_path / "s.sqlite3"
    store = WriterStore(path)

    async def scenario() -> tuple[list[dict[str, Any]], list[LogEntry]]:
        table = _basari_table(store)
        await table.store.append("a", [])  # the table's row committed
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN EXCLUSIVE")  # the writer's commit must wait for this
        seat, action = _a_decision(table)
        deciding = asyncio.get_running_loop().create_task(table.decide(seat, 0, action))
        await asyncio.sleep(0.3)
        assert not deciding.done() and rows(path) == []
        watcher = RecordingSink(seat=1)
        table.attach(watcher)  # while the write waits: no frame of the match as it is now
        assert watcher.frames == []
        blocker.execute("ROLLBACK")
        await deciding
        assert rows(path) != []  # committed, then told
        table.close()
        return watcher.frames, store.log("a")

    frames, log = asyncio.run(scenario())
    assert frames and all(frame["n"] == len(log) for frame in frames)
    store.close()


def test_a_store_that_cannot_be_written_stops_the_server_telling_nobody(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_writer, "GIVE_UP_SECONDS", 0.2)
    path = tmp_path / "s.sqlite3"
    store = WriterStore(path)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    failures: list[BaseException] = []
    store.on_failure = failures.append

    async def scenario() -> tuple[str, list[dict[str, Any]], int]:
        table = _basari_table(store)
        watcher = RecordingSink(seat=1)
        table.attach(watcher)
        seat, action = _a_decision(table)
        with pytest.raises(Refusal) as refused:
            await table.decide(seat, 0, action)
        table.close()
        return str(refused.value), watcher.frames, table.n

    refusal, frames, n = asyncio.run(scenario())
    assert "not recorded" in refusal or "could not" in refusal, refusal
    assert frames and all(frame["n"] == 0 for frame in frames)  # never shown, and undone
    assert n == 0
    assert failures
    assert store.failed is not None and "locked" in str(failures[0])
    with pytest.raises(StoreError, match="cannot be written"):
        store.append("a", [LogEntry(2, "decision", 0, 1)])
    blocker.execute("ROLLBACK")
    store.close()
    assert rows(path) == []


def test_a_table_is_told_created_only_once_its_maker_sits_at_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the maker's seat is being written, "created" is not told: a client that then
    makes another table finds this one with its maker at it (charged to its address)."""
    store = WriterStore(tmp_path / "s.sqlite3")
    seat_written = asyncio.Event()
    seats_write = AsyncStore.update_seats

    async def slow_seats(self: AsyncStore, table_id: str, seats: Seats, expected: Seats) -> bool:
        await seat_written.wait()
        return await seats_write(self, table_id, seats, expected)

    monkeypatch.setattr(AsyncStore, "update_seats", slow_seats)

    async def scenario() -> tuple[list[str], list[str], int]:
        bots = BotPool(1)
        handler = RequestHandler(AsyncStore(store), bots, Caps(), tls=False)
        conn = Connection(None, "1.2.3.4", ("127.0.0.1", 8765), Bucket(10, 10))  # type: ignore[arg-type]
        conn.greeted = True  # its hello answered
        create = read_request(json.dumps({"type": "create", "game": "jewels", "seats": [
            {"kind": "person"}, {"kind": "person"}]}))  # fmt: skip
        making = asyncio.get_running_loop().create_task(handler.handle(conn, create))
        await asyncio.sleep(0.2)
        before = [json.loads(text)["type"] for text, _timing in _queued(conn)]
        seat_written.set()
        await making
        after = [json.loads(text)["type"] for text, _timing in _queued(conn)]
        table = next(iter(handler.registry.tables.values()))
        bots.close()
        return before, after, len(table.sinks)

    before, after, sinks = asyncio.run(scenario())
    assert before == []  # nothing told while the seat waits
    assert after[:2] == ["created", "seated"] and sinks == 1
    store.close()


def _queued(conn: Connection) -> list[tuple[str, Any]]:
    items = []
    while not conn.queue.empty():
        item = conn.queue.get_nowait()
        assert item is not None
        items.append(item)
    return items
