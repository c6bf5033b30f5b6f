"""A process of the statistics races (test_stats_races.py): it records one game per race into
that race's fresh file, every process starting each race together at a barrier."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bazaar_desktop.services.stats import GameRecord, SeatResult, StatsStore


def race_worker(barrier: Any, folder: str, worker: int, races: int, results: Any) -> None:
    """Record game `worker` in every race's file; puts the problems the store reported (a
    list) on the `results` queue."""
    problems: list[str] = []
    for race in range(races):
        barrier.wait()  # every process opens the same brand-new file at once
        store = StatsStore(Path(folder) / f"race-{race:02d}" / "stats.sqlite3")
        seats = (SeatResult(f"Player {worker}", False, None, float(worker), True),)
        record = GameRecord("basari", "2026-03-01T20:00:00+01:00", seats, 10, f"w{worker}")
        if not store.record(record):
            problems.append(f"race {race}: worker {worker}'s game was not recorded")
        problem = store.take_problem()
        if problem is not None:
            problems.append(f"race {race}: {problem.reason}")
    results.put(problems)
