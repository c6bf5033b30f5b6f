"""The web table in headless Chromium against a real `bazaar-server` on loopback, measured:
`python bench/bench_web_table.py [--games N]`.

1. Page weight: every byte the page loaded (the HTML and each file it fetched, uncompressed:
   the Resource Timing API's decoded sizes) for each game's table.
2. First drawing: from the moment the seat's web link is opened (navigation start) to the
   first paint after the table was drawn from its first frame (the page's `bazaarTimings`).
3. Frame to drawn: for every frame through whole games (a person pressing what the page
   offers, beside Random bots), from the socket's message event to the first paint after its
   drawing (decision components, the SVG table, the log; the page's layout and paint
   included: taken in a task queued from the next animation frame).
Printed, not asserted (docs/server.md has the figures).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.serving import ServerProcess  # noqa: E402
from tests.web.pages import PRESS, browser, create_table  # noqa: E402

SEATS = {
    "basta": 3,
    "jewels": 3,
    "basari": 3,
}
WEIGHT = """
const page = performance.getEntriesByType('navigation')[0];
const files = performance.getEntriesByType('resource');
return [page.decodedBodySize, files.map((f) => [f.name, f.decodedBodySize])];
"""


def one_game(port: int, game: str) -> dict[str, Any]:
    seats: list[dict[str, Any]] = [{"kind": "person", "name": "Ann"}]
    seats += [{"kind": "bot", "level": "random"}] * (SEATS[game] - 1)
    created = create_table(port, game, seats)
    driver = browser()
    try:
        driver.get(created["seats"][0]["web"])
        deadline = time.monotonic() + 600
        while driver.execute_script(PRESS) != "over" and time.monotonic() < deadline:
            time.sleep(0.02)
        html, files = driver.execute_script(WEIGHT)
        painted = "return bazaarTimings.every((t) => t.painted !== null) && bazaarTimings"
        timings = driver.execute_script(painted)
        while not timings and time.monotonic() < deadline:
            time.sleep(0.02)
            timings = driver.execute_script(painted)
    finally:
        driver.quit()
    return {
        "weight": html + sum(size for _name, size in files),
        "files": len(files) + 1,
        "first": timings[0]["painted"],  # ms since navigation start (performance.now's origin)
        "frames": [t["painted"] - t["received"] for t in timings],
        "scripts": [t["drawn"] - t["received"] for t in timings],  # the page's own script alone
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="whole games of each title")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "tables.sqlite3").start()
        try:
            for game in SEATS:
                runs = [one_game(server.port, game) for _ in range(args.games)]
                frames = sorted(ms for run in runs for ms in run["frames"])
                scripts = sorted(ms for run in runs for ms in run["scripts"])
                print(
                    f"{game:7} page weight {max(r['weight'] for r in runs) / 1024:.1f} KB "
                    f"({runs[0]['files']} files); first drawing after the link opened: "
                    + ", ".join(f"{r['first']:.0f}" for r in runs)
                    + f" ms; frame to drawn over {len(frames)} frames: median "
                    f"{statistics.median(frames):.1f} ms, 99th percentile "
                    f"{frames[int(0.99 * (len(frames) - 1))]:.1f} ms, worst {frames[-1]:.1f} ms "
                    f"(its script alone: median {statistics.median(scripts):.1f} ms, 99th "
                    f"percentile {scripts[int(0.99 * (len(scripts) - 1))]:.1f} ms)"
                )
        finally:
            server.stop()


if __name__ == "__main__":
    main()
