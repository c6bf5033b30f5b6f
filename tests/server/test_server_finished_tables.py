"""Finished tables are kept `--keep-finished-days` (30 by default) and then deleted from the
store with their logs: a store does not grow for ever with games nobody can open again. Live
tables are never deleted, however old."""

from __future__ import annotations

import time
from pathlib import Path

from bazaar_server.store.interface import LogEntry, Seats, TableRecord
from bazaar_server.store.sqlite import SqliteStore
from tests.server.serving import ServerProcess

DAY = 86400.0
GUARD = 60.0  # a hang guard for the deleting, not a time asserted


def _table(table_id: str, days_ago: float, *, over: bool) -> TableRecord:
    # Two seats: a table Basta! could never deal (one seat) is closed at the start as junk.
    seats: Seats = [
        {"kind": "person", "name": name, "token": (table_id + name) * 6, "taken": True}
        for name in ("Ann", "Bea")
    ]
    created = time.time() - days_ago * DAY
    room = table_id.upper().ljust(6, "X")
    return TableRecord(table_id, "basta", {}, seats, room, False, None, "x", created, over)


def _seed(path: Path) -> None:
    store = SqliteStore(path)
    try:
        for table_id, days_ago, over in (
            ("old", 40, True),
            ("young", 3, True),
            ("live", 90, False),
        ):
            store.add_table(_table(table_id, days_ago, over=over))
            store.append(table_id, [LogEntry(1, "decision", -1, {"deal": 1})])
    finally:
        store.close()


def _tables(path: Path) -> set[str]:
    store = SqliteStore(path)
    try:
        return {t.id for t in store.tables(live_only=False)}
    finally:
        store.close()


def test_finished_tables_older_than_the_time_kept_are_deleted(tmp_path: Path) -> None:
    path = tmp_path / "tables.sqlite3"
    _seed(path)
    server = ServerProcess(path).start()  # the default: finished tables kept 30 days
    try:
        deadline = time.monotonic() + GUARD
        while "old" in _tables(path) and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        errors = server.stop()
    assert "Traceback" not in errors, errors
    assert _tables(path) == {"young", "live"}
    store = SqliteStore(path)
    try:
        assert store.log("old") == [] and len(store.log("young")) == 1
    finally:
        store.close()


def test_keep_finished_days_0_keeps_them_for_ever(tmp_path: Path) -> None:
    path = tmp_path / "tables.sqlite3"
    _seed(path)
    server = ServerProcess(path, args=("--keep-finished-days", "0")).start()
    errors = server.stop()  # stopped after its start, when it would have deleted them
    assert "Traceback" not in errors, errors
    assert _tables(path) == {"old", "young", "live"}
