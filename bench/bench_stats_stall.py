"""The longest the window stops answering because of the statistics file.

    python bench/bench_stats_stall.py

A window (offscreen) counts a finished game's result, and opens Statistics, while the
statistics file is sound, locked by another program (BEGIN EXCLUSIVE, as a database browser
holds it), garbage, or deleted while Bazaar runs. A 1 ms timer on the GUI thread measures the
longest gap between its ticks for a few seconds after each (an idle window's gap is printed
first, for comparison); opening Statistics is timed as the call itself (building the dialog
included), and the dialog's questions to the file alone. Target: no stall over 50 ms from the
statistics file in any state. Medians of 3, worst in brackets. Figures go to docs/desktop.md.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "desktop"))

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
"""


def ticking() -> tuple[list[float], Any]:
    """A 1 ms timer on the GUI thread noting the time of each tick, and the timer (keep it)."""
    from PySide6.QtCore import QTimer

    ticks: list[float] = []
    beat = QTimer()
    beat.setInterval(1)
    beat.timeout.connect(lambda: ticks.append(time.perf_counter()))
    beat.start()
    return ticks, beat


def opening_statistics(window: Any) -> float:
    """Opening Statistics, building the dialog included, in ms."""
    started = time.perf_counter()
    window.menus.show_statistics()
    seconds = time.perf_counter() - started
    dialog = window.menus.statistics_dialog
    if dialog is not None:
        dialog.close()
    return seconds * 1000


def questions(window: Any) -> float:
    """The dialog's questions alone, as it asks them (the file's share of opening it)."""
    store = window.stats.impatient()
    started = time.perf_counter()
    store.games_played()
    store.human_streaks()
    for game_id in ("basari", "jewels", "basta"):
        store.games_played(game_id)
        store.human_streaks(game_id)
        store.hint_use(game_id)
        store.results_by_kind(game_id)
        store.humans_versus_levels(game_id)
        store.best_scores(game_id)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    from test_desktop_statistics import bots_match

    from bazaar_desktop.app import make_application
    from bazaar_desktop.services.stats import record_from_match
    from bazaar_desktop.window.main_window import MainWindow

    app = make_application(["bench"])
    profile = Path(tempfile.mkdtemp(prefix="bazaar-bench-"))
    window = MainWindow(QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    ticks, _beat = ticking()  # the timer is kept while main runs

    def longest_gap(action: Callable[[], object], seconds: float = 3.0) -> float:
        ticks.clear()
        ticks.append(time.perf_counter())
        action()
        ticks.append(time.perf_counter())
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.0005)
        return max(b - a for a, b in itertools.pairwise(ticks)) * 1000

    stats = window.stats.path
    window.stats.games_played()
    seeds = iter(range(1, 100))

    def count() -> None:
        window.session.results.count(record_from_match("basari", bots_match(next(seeds))))

    def report(state: str, end_seconds: float = 3.0) -> None:
        ends = sorted(longest_gap(count, end_seconds) for _ in range(3))
        opening = sorted(opening_statistics(window) for _ in range(3))
        asked = sorted(questions(window) for _ in range(3))
        print(f"{state:12} game's end {ends[1]:6.1f} ms (worst {ends[2]:6.1f}), "
              f"opening Statistics {opening[1]:6.1f} ms (worst {opening[2]:6.1f}), "
              f"its questions {asked[1]:5.1f} ms (worst {asked[2]:5.1f})")  # fmt: skip

    longest_gap(lambda: None, 3.0)  # the start-up work after the first paint
    idle = sorted(longest_gap(lambda: None, 3.0) for _ in range(3))
    print(f"{'idle window':12} longest gap {idle[1]:6.1f} ms (worst {idle[2]:6.1f}); medians of 3")
    report("sound file")
    locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(stats)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
    try:
        report("locked", 6.0)  # the keeper's worker waits 5 s for the lock
    finally:
        locker.communicate("\n", timeout=60)
    QApplication.processEvents()
    stats.write_bytes(b"garbage " * 512)
    report("garbage")
    stats.unlink()
    report("deleted")
    window.autosaver.release()
    window.close()


if __name__ == "__main__":
    main()
