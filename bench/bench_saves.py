"""Loading hostile save files: how long refusing each takes and how much memory it costs.

    python bench/bench_saves.py

Each file is loaded by `read_save` in a fresh process (so peak memory is that file's alone):
wall time to the refusal (measured first, without tracemalloc), then the peak of Python's
allocations while loading it again (tracemalloc), and the whole process's peak resident memory
(VmHWM, Linux; Python and the engine alone are about 15 MB of it). Target: refusing any file
<= 200 ms and <= 100 MB peak. A real long save (the longest of 60 random 6-player Basta!
games) is loaded for comparison. Figures go to docs/performance.md.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024

CHILD = """
import json, sys, time, tracemalloc
from bazaar_engine.core.saves import SaveError, read_save

def load():
    try:
        read_save(sys.argv[1])
        return "loaded"
    except SaveError as exc:
        return "refused: " + str(exc)[:60]

started = time.perf_counter()
outcome = load()  # timed without tracemalloc, which slows every allocation
seconds = time.perf_counter() - started
tracemalloc.start()
load()
peak = tracemalloc.get_traced_memory()[1]
with open("/proc/self/status") as status:  # VmHWM: this process's peak (not the parent's)
    rss = [int(line.split()[1]) * 1024 for line in status if line.startswith("VmHWM")][0]
print(json.dumps([outcome, seconds, peak, rss]))
"""


def hostile_files(folder: Path) -> dict[str, Path]:
    from bazaar_engine.core import saves

    limit = saves.MAX_SAVE_BYTES
    decision = '{"player": "chance", "action": 0}, '
    files = {
        "20 MB of JSON lists (the audit's file)": b"[" + b"[0]," * (20 * MB // 4) + b"[0]]",
        "20 MB of decisions": (
            '{"format": "bazaar-save", "version": 1, "history": ['
            + decision * (20 * MB // len(decision))
            + "{}]}"
        ).encode(),
        "just under the limit: empty lists": b"[" + b"[]," * (limit // 3 - 1) + b"[]]",
        "just under the limit: small numbers": b"[" + b"1," * (limit // 2 - 2) + b"1]",
        "6,000 decisions (0.2 MB)": (
            '{"format": "bazaar-save", "version": 1, "history": [' + decision * 6000 + "{}]}"
        ).encode(),
        "just under the limit: one long text": b'["' + b"x" * (limit - 10) + b'"]',
        "just under the limit: many keys": b"{"
        + b",".join(b'"k%d":0' % i for i in range(limit // 12))
        + b"}",
        "just under the limit: decisions": (
            '{"format": "bazaar-save", "version": 1, "history": ['
            + decision * ((limit - 100) // len(decision))
            + "{}]}"
        ).encode()[: limit - 2]
        + b"]}",
        "deeply nested": b"[" * 9000 + b"]" * 9000,
    }
    paths = {}
    for number, (name, raw) in enumerate(files.items()):
        path = folder / f"hostile-{number}.bazaar.json"
        path.write_bytes(raw)
        paths[name] = path
    return paths


def long_real_save(folder: Path) -> Path:
    from bazaar_engine.bots.base import RandomBot
    from bazaar_engine.core.saves import write_save
    from bazaar_engine.games import make_game
    from bazaar_engine.sim import play_match

    game = make_game("basta")
    matches = [
        play_match(game, [RandomBot(f"{seed}/{s}") for s in range(6)], random.Random(seed))
        for seed in range(60)
    ]
    longest = max(matches, key=lambda match: len(match.history))
    path = folder / "longest-real.bazaar.json"
    write_save(path, longest)
    return path


def measure(path: Path) -> tuple[str, float, int, int]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    outcome, seconds, peak, rss = json.loads(out)
    return str(outcome), float(seconds), int(peak), int(rss)


def main() -> int:
    sys.path.insert(0, str(ROOT))
    folder = Path(tempfile.mkdtemp(prefix="bench-saves-"))
    rows = list(hostile_files(folder).items())
    rows.append(("a real long game (6-player Basta!)", long_real_save(folder)))
    print(f"{'file':42} {'size':>9} {'time':>8} {'peak alloc':>11} {'peak RSS':>11}  outcome")
    for name, path in rows:
        outcome, seconds, peak, rss = measure(path)
        size = path.stat().st_size
        print(
            f"{name:42} {size / MB:7.2f}MB {seconds * 1000:6.1f}ms {peak / MB:9.1f}MB "
            f"{rss / MB:9.1f}MB  {outcome}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
