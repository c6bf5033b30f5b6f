"""The tables are never imported on the warm-up thread beside the game page's imports on the
window's thread, even when the first paint is late: PySide makes Qt's namespace at its first
use, and the other thread used it half made ("type object 'PySide6.QtCore.Qt' has no attribute
'ItemDataRole'", once in ~130 starts). A start in a fresh interpreter (start_race_child.py),
its window's thread held past `FIRST_PAINT_WAIT_MS` as a loaded machine holds it; the tables'
import began before the game page's modules were imported at every such start before the fix.
bench/bench_start_race.py starts the window 200 times and counts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from bazaar_desktop.window.after_paint import FIRST_PAINT_WAIT_MS

CHILD = Path(__file__).with_name("start_race_child.py")
ROOT = Path(__file__).resolve().parents[2]


def start_once(folder: Path, late_paint_s: float) -> dict[str, object]:
    """One start of the window in a fresh interpreter: what start_race_child.py saw."""
    folder.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(CHILD), str(folder), "--late-paint", str(late_paint_s)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode != 0 or not lines:  # (a crash: the race once ended in SIGSEGV)
        return {"seen": {}, "errors": [f"exit {done.returncode}: {done.stderr[-300:]}"]}
    result: dict[str, object] = json.loads(lines[-1])
    return result


def test_a_late_first_paint_still_imports_the_game_page_before_the_tables(
    tmp_path: Path,
) -> None:
    result = start_once(tmp_path, late_paint_s=FIRST_PAINT_WAIT_MS / 1000 + 0.5)
    assert result["errors"] == []
    assert result["seen"] == {"page imported first": True, "tables imported": True}
