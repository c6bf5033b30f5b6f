"""A node's start beside a store of many unfinished tables: time from launch to
"resumed N table(s)" (it is listening by then) and the node process's memory (VmRSS, VmHWM)
once started, for this checkout's `bazaar_server` and, with --before COMMIT, that commit's
(which read every live table at start).

    python bench/bench_lazy_start.py [--tables 2000] [--runs 3] [--before 3fb5789]

Starts its own PostgreSQL cluster and redis-server (tests/server/services.py), seeds the tables
once (Basta, two people seated, cards dealt: tests/server_nodes/lazy_seed.py), then starts the
node `--redis … --job-workers 0 --bot-workers 1` `runs` times per version, alternated. Copy
the figures, with the load average it prints, into docs/server.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bazaar_server.store.postgres import PostgresStore  # noqa: E402
from tests.server.services import PostgresService, RedisService  # noqa: E402
from tests.server_nodes.lazy_seed import seed_table  # noqa: E402


def checkout(commit: str, into: Path) -> Path:
    """`bazaar_server` as of `commit`, extracted into `into` (for PYTHONPATH)."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "bazaar_server"],
        check=True,
        capture_output=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def memory_mb(pid: int) -> tuple[float, float]:
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def start_once(code: Path, store: str, redis: str) -> tuple[float, float, float, str]:
    """Seconds to "resumed …", VmRSS and VmHWM in MB then, and the line itself."""
    command = [sys.executable, "-m", "bazaar_server.main", "--port", "0", "--store", store]
    command += ["--redis", redis, "--job-workers", "0", "--bot-workers", "1"]
    env = {**os.environ, "PYTHONPATH": str(code)}
    began = time.perf_counter()
    # cwd too: `python -m` puts it first on sys.path, before PYTHONPATH.
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=code)
    assert process.stdout is not None
    try:
        process.stdout.readline()  # listening on …
        resumed = process.stdout.readline().strip()
        seconds = time.perf_counter() - began
        rss, peak = memory_mb(process.pid)
    finally:
        process.terminate()
        process.wait(timeout=30)
    return seconds, rss, peak, resumed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", default="3fb5789", help="the commit to compare with")
    args = parser.parse_args()
    redis, postgres = RedisService(), PostgresService()
    with tempfile.TemporaryDirectory() as tmp:
        try:
            redis.start()
            postgres.init().start()
            url = postgres.create_database()
            store = PostgresStore(url)
            began = time.perf_counter()
            for _ in range(args.tables):
                seed_table(store, started=True)
            store.close()
            print(f"seeded {args.tables} tables in {time.perf_counter() - began:.1f} s")
            versions = {"before": checkout(args.before, Path(tmp)), "after": ROOT}
            figures: dict[str, list[tuple[float, float, float]]] = {v: [] for v in versions}
            for _ in range(args.runs):
                for name, code in versions.items():
                    seconds, rss, peak, line = start_once(code, url, redis.url)
                    figures[name].append((seconds, rss, peak))
                    print(f"{name}: {seconds:.2f} s, RSS {rss:.0f} MB (peak {peak:.0f}): {line}")
        finally:
            redis.stop()
            postgres.remove()
    for name, runs in figures.items():
        median = [statistics.median(r[i] for r in runs) for i in range(3)]
        print(
            f"{name}: median start {median[0]:.2f} s, RSS {median[1]:.0f} MB, peak {median[2]:.0f}"
        )
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
