"""The longest the window stops answering because of the statistics file (issue 35 item 8).

    python bench/bench_stats_stall.py

A window (offscreen) counts a finished game's result, and opens Statistics, while the
statistics file is sound, locked by another program (BEGIN EXCLUSIVE, as a database browser
holds it), garbage, or deleted while Bazaar runs. A 1 ms timer on the GUI thread measures the
longest gap between its ticks for a few seconds after each (an idle window's gap is printed
first, for comparison); opening Statistics is timed as the call itself. Target: no stall over
50 ms from the statistics file in any state. Figures go to docs/desktop.md.
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


def main() -> None:
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    from test_desktop_statistics import bots_match

    from bazaar_desktop.app import make_application
    from bazaar_desktop.main_window import MainWindow
    from bazaar_desktop.stats import record_from_match

    app = make_application(["bench"])
    profile = Path(tempfile.mkdtemp(prefix="bazaar-bench-"))
    window = MainWindow(QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    ticks: list[float] = []
    beat = QTimer()
    beat.setInterval(1)
    beat.timeout.connect(lambda: ticks.append(time.perf_counter()))
    beat.start()

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

    def opening_statistics() -> float:
        started = time.perf_counter()
        window.menus.show_statistics()
        seconds = time.perf_counter() - started
        dialog = window.menus.statistics_dialog
        if dialog is not None:
            dialog.close()
        return seconds * 1000

    stats = window.stats.path
    window.stats.games_played()
    seeds = iter(range(1, 100))

    def count() -> None:
        window.session.results.count(record_from_match("basari", bots_match(next(seeds))))

    longest_gap(lambda: None, 3.0)  # the start-up work after the first paint
    print(f"idle window: longest gap {longest_gap(lambda: None, 3.0):6.1f} ms")
    print(
        f"sound file:  game's end {longest_gap(count):6.1f} ms, "
        f"opening Statistics {opening_statistics():6.1f} ms"
    )
    locker = subprocess.Popen([sys.executable, "-c", LOCKER, str(stats)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
    try:
        print(
            f"locked file: game's end {longest_gap(count, 7.0):6.1f} ms, "
            f"opening Statistics {opening_statistics():6.1f} ms"
        )
    finally:
        locker.communicate("\n", timeout=60)
    QApplication.processEvents()
    stats.write_bytes(b"garbage " * 512)
    print(
        f"garbage:     game's end {longest_gap(count):6.1f} ms, "
        f"opening Statistics {opening_statistics():6.1f} ms"
    )
    stats.unlink()
    print(
        f"deleted:     game's end {longest_gap(count):6.1f} ms, "
        f"opening Statistics {opening_statistics():6.1f} ms"
    )
    window.autosaver.release()
    window.close()


if __name__ == "__main__":
    main()
