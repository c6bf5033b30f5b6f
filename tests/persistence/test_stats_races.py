"""Statistics files shared by several copies of Bazaar: the schema is created once
however many processes start together, and a newer Bazaar's file is read, never moved."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

from stats_race_worker import race_worker
from test_stats_db import bot, game, you

from bazaar_desktop.services.stats import SCHEMA_VERSION, StatsStore

RACES = 20
PROCESSES = 10


def test_twenty_races_of_ten_processes_creating_the_file_keep_every_record(
    tmp_path: Path,
) -> None:
    context = multiprocessing.get_context("spawn")  # real, fresh processes
    barrier = context.Barrier(PROCESSES, timeout=120)  # a hang guard, not a time limit
    results = context.Queue()
    workers = [
        context.Process(target=race_worker, args=(barrier, str(tmp_path), worker, RACES, results))
        for worker in range(PROCESSES)
    ]
    for process in workers:
        process.start()
    problems = [problem for _ in workers for problem in results.get(timeout=600)]
    for process in workers:
        process.join(timeout=60)
        assert process.exitcode == 0
    assert problems == []
    for race in range(RACES):
        folder = tmp_path / f"race-{race:02d}"
        assert StatsStore(folder / "stats.sqlite3").games_played() == PROCESSES, race
        assert sorted(p.name for p in folder.iterdir() if "corrupt" in p.name) == [], race


def _newer_file(path: Path) -> bytes:
    store = StatsStore(path)
    assert store.record(game("basari", you(30, True), bot("easy", 20, False)))
    with sqlite3.connect(path) as conn:  # a later Bazaar added a column and said so
        conn.execute("ALTER TABLE games ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    return path.read_bytes()


def test_a_newer_bazaars_file_is_read_but_never_changed_or_moved(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    original = _newer_file(path)
    store = StatsStore(path)
    assert store.games_played() == 1  # its history is still shown
    problem = store.take_problem()
    assert problem is not None and problem.newer and not problem.replaced
    assert "newer Bazaar" in problem.reason
    assert not store.record(game("basari", you(10, False), bot("hard", 40, True)))
    assert store.take_problem() is None  # said once
    assert store.games_played() == 1
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.sqlite3"]


def test_a_statistics_file_is_upgraded_step_by_step_by_its_migrations(tmp_path: Path) -> None:
    from bazaar_desktop.services import stats

    path = tmp_path / "stats.sqlite3"
    assert StatsStore(path).record(game("basari", you(30, True), bot("easy", 20, False)))
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert len(stats.MIGRATIONS) == SCHEMA_VERSION  # one step per version, from an empty file
