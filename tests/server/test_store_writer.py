"""The writer thread's store (bazaar_server/store/writer.py): a tick's writes in one
transaction, committed off the loop, and no message that follows a write leaves before that
write is in the file."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bazaar_server.store import writer as store_writer
from bazaar_server.store.interface import LogEntry, Seats, StoreError, TableRecord
from bazaar_server.store.writer import WriterStore
from bazaar_server.transport.connection import Connection
from bazaar_server.transport.limits import Bucket


def record(table_id: str) -> TableRecord:
    seats: Seats = [{"kind": "person", "name": "A", "token": "t" + table_id}]
    return TableRecord(table_id, "basari", {}, seats, "ROOM" + table_id, False, None, "x", 1.0)


def rows(path: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as db:  # another connection: what is in the file
        return db.execute("SELECT table_id, seq, action FROM log ORDER BY table_id, seq").fetchall()


class FakeSocket:
    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_str(self, text: str) -> None:
        self.sent.append(text)


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


def test_no_message_leaves_before_the_write_before_it_is_committed(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    store = WriterStore(path)
    blocker = sqlite3.connect(path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # the writer's commit must wait for this

    async def scenario() -> list[str]:
        ws = FakeSocket()
        conn = Connection(ws, "x", ("127.0.0.1", 1), Bucket(10, 10), durable=store)  # type: ignore[arg-type]
        writer = asyncio.get_running_loop().create_task(conn.write())
        conn.send({"type": "pong"})  # before any write: leaves at once
        while not ws.sent:
            await asyncio.sleep(0.01)
        store.append("a", [LogEntry(1, "decision", 0, 1)])
        conn.send({"type": "frame", "n": 1})
        conn.send({"type": "pong"})  # after the write too: held, in order
        await asyncio.sleep(0.3)
        assert len(ws.sent) == 1 and rows(path) == []
        blocker.execute("ROLLBACK")
        conn.queue.put_nowait(None)
        await writer
        assert rows(path) == [("a", 1, "1")]
        return ws.sent

    sent = asyncio.run(scenario())
    assert ['"frame"' in s for s in sent] == [False, True, False]
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

    async def scenario() -> list[str]:
        ws = FakeSocket()
        conn = Connection(ws, "x", ("127.0.0.1", 1), Bucket(10, 10), durable=store)  # type: ignore[arg-type]
        writer = asyncio.get_running_loop().create_task(conn.write())
        store.append("a", [LogEntry(1, "decision", 0, 1)])
        conn.send({"type": "frame", "n": 1})
        while not failures:
            await asyncio.sleep(0.05)
        writer.cancel()
        return ws.sent

    assert asyncio.run(scenario()) == []
    assert store.failed is not None and "locked" in str(failures[0])
    with pytest.raises(StoreError, match="cannot be written"):
        store.append("a", [LogEntry(2, "decision", 0, 1)])
    blocker.execute("ROLLBACK")
    store.close()
    assert rows(path) == []
