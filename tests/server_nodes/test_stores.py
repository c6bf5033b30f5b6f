"""The store contract, run against both adapters (a SQLite file; a real PostgreSQL database),
then what only several nodes meet: two writers racing for decision n, and PostgreSQL stopped
mid-run (crash stop) and started again."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bazaar_server.store.interface import LogEntry, Seats, Store, TableRecord
from bazaar_server.store.opening import DecisionTaken, RoomTaken, StoreBusy, open_store
from bazaar_server.store.postgres import PostgresStore
from bazaar_server.store.sqlite import SqliteStore
from tests.server.services import PostgresService

Opener = Callable[[], Store]


@pytest.fixture(params=["sqlite", "postgresql"])
def opener(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    """Opens the same store again each call (as a restarted or a second node would)."""
    if request.param == "sqlite":
        where = str(tmp_path / "tables.sqlite")
    else:
        where = request.getfixturevalue("postgres_url")
    opened: list[Store] = []

    def open_again() -> Store:
        store = open_store(where)
        if threading.current_thread() is threading.main_thread():
            opened.append(store)  # another thread closes its own (SQLite's rule)
        return store

    yield open_again
    for store in opened:
        store.close()


def record(table_id: str, created: float, **changes: Any) -> TableRecord:
    seats = [{"kind": "person", "name": "Ana", "token": "t" * 32, "taken": True}]
    fields: dict[str, Any] = {
        "id": table_id,
        "game": "basari",
        "options": {"rounds": 3},
        "seats": [*seats, {"kind": "bot", "name": "Bot 2", "level": "easy"}],
        "room": "ABCDEF",
        "spectators": False,
        "clock": None,
        "source": "test",
        "created": created,
    }
    fields.update(changes)
    return TableRecord(**fields)


def decision(seq: int, player: int | None = 0, action: Any = None) -> LogEntry:
    return LogEntry(seq, "decision", player, {"move": seq} if action is None else action)


def test_seats_change_only_from_the_seats_the_writer_last_read(opener: Opener) -> None:
    """Two nodes take the one free seat at once, each from the seats it read: one wins, the
    other's change is refused (not written over the winner's) and it reads again."""
    store, other = opener(), opener()
    table = record("t1", 1.0, seats=[{"kind": "person", "name": "Ana", "token": "a" * 32}])
    store.add_table(table)
    read = table.seats
    first: Seats = [{**read[0], "taken": True, "holder": "first"}]
    second: Seats = [{**read[0], "taken": True, "holder": "second"}]
    assert store.update_seats("t1", first, read)
    assert not other.update_seats("t1", second, read)  # stale: the seat is the first's
    fresh = other.find_table(table_id="t1")
    assert fresh is not None and fresh.seats == first
    handed: Seats = [{**first[0], "bot_now": True}]
    assert other.update_seats("t1", handed, fresh.seats)  # from what it read again
    assert store.find_table(table_id="t1") == record(
        "t1", 1.0, seats=handed
    )  # nothing else of the table changed


def test_finished_tables_are_deleted_after_the_time_kept(opener: Opener) -> None:
    """Finished tables created before the cutoff go, with their logs and deadlines; live
    tables and finished ones inside the time kept stay."""
    store = opener()
    store.add_table(record("old", 10.0, room="ROOMAA"))
    store.add_table(record("old2", 11.0, room="ROOMBB"))
    store.add_table(record("live", 12.0, room="ROOMCC"))
    store.add_table(record("new", 100.0, room="ROOMDD"))
    for table_id in ("old", "old2", "live", "new"):
        store.append(table_id, [decision(1), decision(2)])
    for table_id in ("old", "old2", "new"):
        store.mark_over(table_id)
    assert isinstance(store, SqliteStore | PostgresStore)
    store.set_due("old", 2, 5.0)
    assert store.delete_finished(50.0, 1) == 1  # a batch at a time, the oldest first
    assert store.delete_finished(50.0, 10) == 1
    assert store.delete_finished(50.0, 10) == 0
    assert sorted(t.id for t in store.tables(live_only=False)) == ["live", "new"]
    assert store.log("old") == [] and store.log("old2") == []
    assert store.log("live") == [decision(1), decision(2)] == store.log("new")
    assert store.due(1e12, 10) == []


def test_open_store_picks_the_adapter(tmp_path: Path, postgres_url: str) -> None:
    sqlite = open_store(tmp_path / "a.sqlite")
    postgres = open_store(postgres_url)
    try:
        assert isinstance(sqlite, SqliteStore)
        assert isinstance(postgres, PostgresStore)
    finally:
        sqlite.close()
        postgres.close()


def test_tables_round_trip_and_change(opener: Opener) -> None:
    store = opener()
    first = record("t1", 100.5, clock=30, spectators=True)
    store.add_table(first)
    store.add_table(record("t2", 50.25, options={}, room="XYZXYZ"))
    assert [t.id for t in store.tables(live_only=False)] == ["t2", "t1"]  # by creation
    seats: Seats = [
        {"kind": "person", "name": "Ana", "token": "u" * 32, "taken": True, "bot_now": True}
    ]
    assert store.update_seats("t1", seats, first.seats)
    store.mark_over("t2")
    again = opener()  # another connection, as another node sees it
    assert [t.id for t in again.tables(live_only=True)] == ["t1"]
    table = again.tables(live_only=False)[1]
    assert (table.seats, table.clock, table.spectators, table.over) == (seats, 30, True, False)
    assert (table.options, table.room, table.created) == ({"rounds": 3}, "ABCDEF", 100.5)
    assert again.tables(live_only=False)[0].over


def test_a_table_made_elsewhere_is_found_by_id_room_or_a_seats_secret(opener: Opener) -> None:
    store = opener()
    store.add_table(record("t1", 1.0, room="ROOMAA"))
    store.add_table(record("t2", 2.0, room="ROOMBB", seats=[{"kind": "person", "token": "x_y"}]))
    other = opener()  # another node
    found = other.find_table(room="ROOMAA")
    assert found is not None and found.id == "t1" and found.seats[0]["token"] == "t" * 32
    assert [other.find_table(token=t) for t in ("t" * 32, "x_y")] == [
        found,
        other.find_table(table_id="t2"),
    ]
    # A secret is matched whole (not as a pattern or a part), and a finished table has no room.
    assert other.find_table(token="t" * 31) is None and other.find_table(token="x%") is None
    assert other.find_table(token="x") is None and other.find_table(room="NOROOM") is None
    store.mark_over("t1")
    assert other.find_table(room="ROOMAA") is None and other.find_table(token="t" * 32) is None
    finished = other.find_table(table_id="t1")
    assert finished is not None and finished.over
    assert other.find_table(table_id="t3") is None


def test_the_log_keeps_order_json_and_undo(opener: Opener) -> None:
    store = opener()
    store.add_table(record("t1", 1.0))
    store.add_table(record("t2", 2.0, room="ROOMBB"))
    nested = {"offer": [1, 2, {"gem": "ruby"}], "note": "ü", "none": None}
    store.append("t1", [decision(1, 0, nested), decision(2, -1, [3, 4])])
    store.append("t2", [decision(1, 1, "pass")])
    store.append("t1", [LogEntry(3, "undo", None, 1), decision(4, 1, 7)])
    assert opener().log("t1") == [
        decision(1, 0, nested),
        decision(2, -1, [3, 4]),
        LogEntry(3, "undo", None, 1),
        decision(4, 1, 7),
    ]
    assert store.log("t2") == [decision(1, 1, "pass")]
    assert store.log("nobody") == []
    # Only what is new (a node catching up reads what came after its last entry).
    assert store.log("t1", after=2) == [LogEntry(3, "undo", None, 1), decision(4, 1, 7)]
    assert store.log("t1", after=4) == [] and store.log("t2", after=0) == store.log("t2")


def test_a_written_number_is_taken_and_a_batch_is_all_or_nothing(opener: Opener) -> None:
    store = opener()
    store.add_table(record("t1", 1.0))
    store.append("t1", [decision(1), decision(2)])
    with pytest.raises(DecisionTaken) as taken:
        store.append("t1", [decision(2, 1, "other")])
    assert (taken.value.table_id, taken.value.seq) == ("t1", 2)
    with pytest.raises(DecisionTaken):  # 3 is new, 2 is not: 3 is not written either
        store.append("t1", [decision(3), decision(2)])
    assert store.log("t1") == [decision(1), decision(2)]
    store.append("t1", [decision(3)])  # the store is still usable after the refusal
    assert [e.seq for e in opener().log("t1")] == [1, 2, 3]


def test_two_writers_race_for_each_decision_and_exactly_one_wins(opener: Opener) -> None:
    """Two nodes' connections append decision n at the same moment, 30 times over: each n is
    written once, by one of them; the loser re-reads and finds the winner's decision."""
    opener().add_table(record("t1", 1.0))
    start = threading.Barrier(2, timeout=60)
    outcomes: dict[int, list[str]] = {}
    failures: list[BaseException] = []
    lock = threading.Lock()

    def node(i: int) -> None:
        try:
            store = opener()  # its own connection, made in its own thread (SQLite's rule)
            for n in range(1, 31):
                start.wait()
                try:
                    store.append("t1", [decision(n, i, f"node {i}")])
                    result = "won"
                except DecisionTaken:
                    seen = store.log("t1")[n - 1]  # re-read: the state the winner made
                    result = f"lost to {seen.action}"
                with lock:
                    outcomes.setdefault(n, []).append(f"{i} {result}")
            store.close()
        except BaseException as exc:
            failures.append(exc)
            start.abort()

    threads = [threading.Thread(target=node, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    log = opener().log("t1")
    assert [e.seq for e in log] == list(range(1, 31))
    for entry in log:
        winner = entry.player
        assert sorted(outcomes[entry.seq]) == sorted(
            [f"{winner} won", f"{1 - (winner or 0)} lost to node {winner}"]
        )


def test_postgresql_stopped_mid_run_is_busy_then_resumes_losing_nothing(
    postgres_service: PostgresService, postgres_url: str
) -> None:
    store = PostgresStore(postgres_url)
    try:
        store.add_table(record("t1", 1.0))
        acknowledged = [decision(n) for n in range(1, 4)]
        for entry in acknowledged:
            store.append("t1", [entry])
        postgres_service.stop("immediate")  # a crash: connections cut, no checkpoint
        try:
            with pytest.raises(StoreBusy, match="busy, try again"):
                store.append("t1", [decision(4)])
            with pytest.raises(StoreBusy):  # reads too; and connecting again fails
                store.log("t1")
            with pytest.raises(StoreBusy):
                store.update_seats("t1", [], [])
        finally:
            postgres_service.start()
        store.append("t1", [decision(4)])  # the same store connects again
        acknowledged.append(decision(4))
        with pytest.raises(DecisionTaken):
            store.append("t1", [decision(4, 1, "late")])
        fresh = PostgresStore(postgres_url)
        try:
            assert fresh.log("t1") == acknowledged
        finally:
            fresh.close()
    finally:
        store.close()


def test_a_room_code_names_one_live_table_across_nodes(opener: Opener) -> None:
    """Two nodes drawing the same code: the second is told (`RoomTaken`) and draws again; a
    finished table's code is free for a new one (codes were unique per node)."""
    store, other = opener(), opener()
    store.add_table(record("t1", 1.0, room="ROOMAA"))
    with pytest.raises(RoomTaken):
        other.add_table(record("t2", 2.0, room="ROOMAA"))
    assert other.find_table(table_id="t2") is None  # nothing of it was written
    other.add_table(record("t2", 2.0, room="ROOMBB"))
    store.mark_over("t1")
    other.add_table(record("t3", 3.0, room="ROOMAA"))
    found = store.find_table(room="ROOMAA")
    assert found is not None and found.id == "t3"
