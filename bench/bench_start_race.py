"""Start Bazaar's window N times, each in a fresh interpreter (tests/desktop/
start_race_child.py), two at a time, and count the starts where the tables' import on the
warm-up thread began before the game page's modules were imported on the window's thread, and
the starts where either thread raised (the race of after_paint.py: "type object
'PySide6.QtCore.Qt' has no attribute 'ItemDataRole'").

    python bench/bench_start_race.py [--starts 200] [--late-paint 1.5] [--jobs 2]

--late-paint holds the window's thread after show() as a loaded machine does (0: as fast as
the machine goes). Copy the figures, with the load average it prints, into docs/desktop.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "desktop"))

from test_start_import_race import start_once  # noqa: E402


def seen_first(result: dict[str, object]) -> bool:
    seen = result["seen"]
    return isinstance(seen, dict) and seen.get("page imported first") is True


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--starts", type=int, default=200)
    parser.add_argument("--late-paint", type=float, default=1.5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(args.jobs) as pool:
        results = list(
            pool.map(
                lambda n: start_once(Path(folder) / str(n), args.late_paint),
                range(args.starts),
            )
        )
    early = sum(1 for r in results if not seen_first(r))
    raised = [r for r in results if r["errors"]]
    crashed = sum(1 for r in raised if "exit -" in str(r["errors"]))
    print(
        f"{args.starts} starts (late paint {args.late_paint} s, load {os.getloadavg()[0]:.1f}): "
        f"tables imported beside the game page's imports in {early}, an exception in "
        f"{len(raised)} ({crashed} of them killed by a signal)"
    )
    for result in raised[:3]:
        print(result["errors"])


if __name__ == "__main__":
    main()
