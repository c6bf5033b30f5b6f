"""The table server under load: simulated people (TableClient, one connection each) play many
tables at once against a real `bazaar-server` process on loopback.

    python bench/bench_server.py --tables 500 --delay 5 --seconds 120       # the target
    python bench/bench_server.py --tables 100 --delay 1 --seconds 60 --bots 2   # a short run
    python bench/bench_server.py --nodes 2 --tables 200 --seconds 30 --level easy  # several nodes

Each table has four seats; `--bots K` makes K of them bots (`--level`), the others people who
answer `--delay` seconds after a frame asks them (at random among the legal moves of their
view). Prints decisions per second (people's and bots'), p50/p99 from a person's decision
being sent to the last of that table's clients receiving its frame, the server's memory per
table (its resident memory with the tables playing, less before any, over the tables) and
the CPU its bot workers spent per bot decision. The server runs with `--bot-workers 1`: the
targets are for one core. The bench's clients share the machine: note its load with the
figures (docs/server.md, Measured). The clients run in `--client-procs` processes (default 2),
each with a slice of the tables, so one Python loop of 2,000 connections is not what is timed;
and the server measures itself (`--stats-file`): from a decision's message read to its last
frame handed to the socket, and how late its event loop runs a 10 ms timer. The gap between
those and the clients' p99 is the clients' and the machine's queue, not the server's.

`--nodes N` measures several nodes instead: a real redis-server and a temporary PostgreSQL
cluster (tests/server/services.py), N `bazaar-server --redis` nodes with one bot worker each,
node i pinned to core i (`taskset`), and `--tables` tables of four bots opened round-robin on
the nodes; it prints the bot decisions written per second (from the shared log). Run it with
`--nodes 1` and `--nodes 2` for the ratio (docs/server.md, Several nodes). With
`--people-across`, tables of two people and two bots instead, each table's host at one node
and its guest at the next: p50/p99 from a decision to both people's frames, `--nodes 1`
against `--nodes 2` for what the hop through the store and Redis costs.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bazaar_engine import games  # noqa: E402
from bazaar_server.client import ServerError, TableClient  # noqa: E402


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) of process `pid` itself."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_queue(pid: int) -> tuple[float, float]:
    """Seconds the process's main thread has run on a CPU and waited for one (schedstat)."""
    try:
        ran, waited, _slices = Path(f"/proc/{pid}/task/{pid}/schedstat").read_text().split()
    except (OSError, ValueError):
        return 0.0, 0.0
    return int(ran) / 1e9, int(waited) / 1e9


def children_cpu(pid: int) -> float:
    """CPU seconds (user + system) of `pid`'s live child processes (the bot workers)."""
    total = 0.0
    tick = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


class Table:
    """One table's people and the times its decisions were sent and seen."""

    def __init__(self, clients: list[TableClient]) -> None:
        self.clients = clients
        self.sent: dict[int, float] = {}  # n decided on -> when sent
        self.seen: dict[int, list[float]] = {}  # n -> when each client first saw a later n
        self.latencies: list[float] = []

    def saw(self, n_before: int, now: float) -> None:
        times = self.seen.setdefault(n_before, [])
        times.append(now)
        if len(times) == len(self.clients) and n_before in self.sent:
            self.latencies.append(now - self.sent.pop(n_before))


async def person(table: Table, client: TableClient, delay: float, rng: random.Random) -> None:
    last_n = -1
    async for message in client:
        if message.get("type") != "frame":
            continue
        frame = message
        now = time.perf_counter()
        for n in range(max(last_n, 0), frame["n"]):
            if n in table.sent:
                table.saw(n, now)
        last_n = max(last_n, frame["n"])
        public = frame["public"]
        if public["over"]:
            return
        seat = frame["seat"]
        if seat not in public["to_act"]:
            continue
        game = games.make_game(frame["game"], frame["options"])
        view = game.state_from_json(frame["view"])
        if seat not in view.current_players():
            continue
        asyncio.get_running_loop().create_task(
            decide_later(
                table, client, frame["n"], game.action_to_json(view.random_action(seat, rng)), delay
            )
        )


async def decide_later(
    table: Table, client: TableClient, n: int, action: dict[str, Any], delay: float
) -> None:
    await asyncio.sleep(delay * random.uniform(0.8, 1.2))
    if client.frame is None or client.frame["n"] != n:
        return
    table.sent.setdefault(n, time.perf_counter())
    with contextlib.suppress(ServerError):
        await client.decide(n, action)


async def open_table(url: str, game: str, bots: int, level: str) -> Table:
    seats: list[dict[str, Any]] = [{"kind": "person"} for _ in range(4 - bots)]
    seats += [{"kind": "bot", "level": level} for _ in range(bots)]
    host = TableClient(url)
    await host.connect()
    created = await host.create(game, seats)
    clients = [host]
    for _ in range(3 - bots):
        guest = TableClient(url)
        await guest.connect()
        await guest.join(created["room"])
        clients.append(guest)
    return Table(clients)


async def play_slice(
    args: argparse.Namespace, url: str, count: int, seed: int, ready: Any, go: Any
) -> dict[str, Any]:
    """In one client process: open `count` tables, say ready, wait for go, play `--seconds`;
    the latencies seen and this process's CPU."""
    tables = []
    for i in range(count):
        tables.append(await open_table(url, args.game, args.bots, args.level))
        if i % 50 == 49:
            print(f"  {i + 1} tables open (seed {seed})", flush=True)
    ready.release()
    await asyncio.get_running_loop().run_in_executor(None, go.wait)
    rng = random.Random(seed)
    own0 = time.process_time()
    tasks = [
        asyncio.get_running_loop().create_task(
            person(t, c, args.delay, random.Random(rng.random()))
        )
        for t in tables
        for c in t.clients
    ]
    await asyncio.sleep(args.seconds)
    own_cpu = time.process_time() - own0
    latencies = [x for t in tables for x in t.latencies]
    for task in tasks:
        task.cancel()
    for t in tables:
        for c in t.clients:
            await c.close()
    return {"latencies": latencies, "cpu": own_cpu}


def client_process(
    args: argparse.Namespace, url: str, count: int, seed: int, ready: Any, go: Any, out: Any
) -> None:
    if args.pin:  # the clients keep off the server's core
        others = set(range(os.cpu_count() or 1)) - {0}
        os.sched_setaffinity(0, others or {0})
    out.send(asyncio.run(play_slice(args, url, count, seed, ready, go)))
    out.close()


def bench(args: argparse.Namespace, url: str, server_pid: int, store: Path) -> dict[str, Any]:
    """The clients in `--client-procs` processes, each with its slice of the tables (and all
    of a table's people), so one Python loop of 2,000 connections is not what is measured."""
    context = multiprocessing.get_context("fork")
    base_rss = rss_kib(server_pid)
    cpu0 = children_cpu(server_pid)
    procs = max(1, args.client_procs)
    ready, go = context.Semaphore(0), context.Event()
    workers = []
    for i in range(procs):
        count = args.tables // procs + (1 if i < args.tables % procs else 0)
        receiver, sender = context.Pipe(duplex=False)
        worker = context.Process(
            target=client_process, args=(args, url, count, i + 1, ready, go, sender)
        )
        worker.start()
        sender.close()
        workers.append((worker, receiver))
    for _ in range(procs):
        ready.acquire()
    os.kill(server_pid, signal.SIGUSR1)  # the server's own figures start now
    db = sqlite3.connect(store)
    n0 = db.execute("SELECT count(*) FROM log").fetchone()[0]
    server0 = process_cpu(server_pid)
    ran0, waited0 = run_queue(server_pid)
    load0 = os.getloadavg()
    started = time.perf_counter()
    go.set()
    time.sleep(args.seconds)
    elapsed = time.perf_counter() - started
    rss = rss_kib(server_pid)
    cpu = children_cpu(server_pid) - cpu0
    server_cpu = process_cpu(server_pid) - server0
    ran1, waited1 = run_queue(server_pid)
    load1 = os.getloadavg()
    rows = db.execute("SELECT player, count(*) FROM log GROUP BY player").fetchall()
    n1 = sum(count for _player, count in rows)
    bot_seats = set(range(4 - args.bots, 4))
    bot_decisions = db.execute(
        f"SELECT count(*) FROM log WHERE player IN ({','.join(map(str, bot_seats)) or '-9'})"
    ).fetchone()[0]
    results = [receiver.recv() for _worker, receiver in workers]
    for worker, _receiver in workers:
        worker.join(timeout=60)
    latencies = sorted(x for r in results for x in r["latencies"])
    own_cpu = sum(r["cpu"] for r in results)
    print(
        f"tables {args.tables} x 4 seats ({4 - args.bots} people, {args.bots} {args.level} bots), "
        f"{args.game}, people answer after {args.delay} s, {elapsed:.0f} s measured, "
        f"clients in {procs} process(es)"
    )
    print(
        f"decisions logged: {n1 - n0} in {elapsed:.0f} s = {(n1 - n0) / elapsed:.1f}/s "
        f"(chance included); bot decisions in all: {bot_decisions}"
    )
    if len(latencies) > 1:
        q = statistics.quantiles(latencies, n=100)
        print(
            f"decision -> last client's frame (clients' clocks): n={len(latencies)} "
            f"p50={q[49] * 1000:.1f} ms p99={q[98] * 1000:.1f} ms max={latencies[-1] * 1000:.1f} ms"
        )
    print(
        f"server memory: {base_rss / 1024:.1f} MiB before, {rss / 1024:.1f} MiB with the tables: "
        f"{(rss - base_rss) / args.tables:.0f} KiB a table"
    )
    if bot_decisions:
        print(
            f"bot workers' CPU: {cpu:.2f} s for {bot_decisions} bot decisions = "
            f"{cpu / bot_decisions * 1000:.2f} ms a decision"
        )
    print(
        f"CPU while measured: the server {server_cpu / elapsed:.0%} of a core "
        f"({server_cpu / max(1, n1 - n0) * 1000:.2f} ms a logged decision), "
        f"the simulated clients {own_cpu / elapsed:.0%} of a core"
    )
    print(
        f"the server's event loop thread ran {ran1 - ran0:.1f} s and waited for a CPU "
        f"{waited1 - waited0:.1f} s (runnable, not running) in the {elapsed:.0f} s"
    )
    print(
        "load average (1 min) at the start and the end: "
        f"{load0[0]:.2f}, {load1[0]:.2f} ({' '.join(f'{x:.2f}' for x in load1)}) "
        f"on {os.cpu_count()} cores"
    )
    return {"latencies": latencies}


async def bench_nodes(args: argparse.Namespace, urls: list[str], postgres_url: str) -> None:
    import psycopg

    seats = [{"kind": "bot", "level": args.level} for _ in range(4)]
    clients = []
    for i in range(args.tables):
        client = TableClient(urls[i % len(urls)])
        await client.connect()
        await client.create(args.game, seats)  # bots only: they play at once
        clients.append(client)
    await asyncio.sleep(min(5.0, args.seconds / 4))  # every node's workers busy
    with psycopg.connect(postgres_url, autocommit=True) as db:

        def bot_decisions() -> int:
            row = db.execute("SELECT count(*) FROM log WHERE player >= 0").fetchone()
            return int(row[0]) if row else 0

        def tables_over() -> int:
            row = db.execute("SELECT count(*) FROM tables WHERE over=1").fetchone()
            return int(row[0]) if row else 0

        n0, over0, started = bot_decisions(), tables_over(), time.perf_counter()
        await asyncio.sleep(args.seconds)
        n1, over1, elapsed = bot_decisions(), tables_over(), time.perf_counter() - started
    print(
        f"nodes {len(urls)} (one bot worker each, node i on core i), {args.tables} tables of "
        f"4 {args.level} bots, {args.game}: {n1 - n0} bot decisions in {elapsed:.0f} s = "
        f"{(n1 - n0) / elapsed:.1f}/s; tables finished while measured: {over1 - over0} "
        f"(all finished: {over1 == args.tables}: then the rate is too low, open more tables)"
    )
    print(
        f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores"
    )
    for client in clients:
        await client.close()


async def bench_nodes_people(args: argparse.Namespace, urls: list[str]) -> None:
    """What a node more costs a person: tables of two people and two `--level` bots, the host
    at node i and the guest at node i+1 (the same node when there is one); p50/p99 from a
    person's decision sent to both people's frames (over two nodes: through the store and
    Redis's fan-out to the other node)."""
    tables = []
    for i in range(args.tables):
        seats: list[dict[str, Any]] = [{"kind": "person"}, {"kind": "person"}]
        seats += [{"kind": "bot", "level": args.level} for _ in range(2)]
        host, guest = TableClient(urls[i % len(urls)]), TableClient(urls[(i + 1) % len(urls)])
        await host.connect()
        created = await host.create(args.game, seats)
        await guest.connect()
        await guest.join(created["room"])
        tables.append(Table([host, guest]))
    rng = random.Random(1)
    tasks = [
        asyncio.get_running_loop().create_task(
            person(t, c, args.delay, random.Random(rng.random()))
        )
        for t in tables
        for c in t.clients
    ]
    await asyncio.sleep(args.seconds)
    latencies = sorted(x for t in tables for x in t.latencies)
    for task in tasks:
        task.cancel()
    if len(latencies) >= 2:
        q = statistics.quantiles(latencies, n=100)
        print(
            f"nodes {len(urls)}, {args.tables} tables of 2 people (host and guest "
            f"{'on different nodes' if len(urls) > 1 else 'on the one node'}) and 2 "
            f"{args.level} bots, {args.game}, answers after {args.delay} s: {len(latencies)} "
            f"decisions, decision -> both people's frames p50={q[49] * 1000:.1f} ms "
            f"p99={q[98] * 1000:.1f} ms max={latencies[-1] * 1000:.1f} ms"
        )
    print(
        f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores"
    )
    for t in tables:
        for c in t.clients:
            await c.close()


def main_nodes(args: argparse.Namespace) -> None:
    from tests.server.services import PostgresService, RedisService

    redis_service, postgres = RedisService().start(), PostgresService()
    nodes: list[subprocess.Popen[str]] = []
    try:
        postgres.init().start()
        postgres_url = postgres.create_database()
        caps = ["--connections-per-source", "100000", "--tables-per-source", "100000"]
        urls = []
        for i in range(args.nodes):
            core = str(i % (os.cpu_count() or 1))
            command = [
                "taskset", "-c", core, sys.executable, "-m", "bazaar_server.main",
                "--port", "0", "--store", postgres_url, "--redis", redis_service.url,
                "--bot-workers", "1", "--node-name", f"n{i}", *caps,
            ]  # fmt: skip
            node = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
            nodes.append(node)
            assert node.stdout is not None
            urls.append(node.stdout.readline().split()[-1])
        if args.people_across:
            asyncio.run(bench_nodes_people(args, urls))
        else:
            asyncio.run(bench_nodes(args, urls, postgres_url))
    finally:
        for node in nodes:
            node.terminate()
            node.wait(timeout=30)
        redis_service.stop()
        postgres.remove()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--nodes", type=int, default=0, help="several nodes (see above): N")
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--game", default="basari", choices=sorted(games.GAME_IDS))
    parser.add_argument("--bots", type=int, default=0, choices=range(4))
    parser.add_argument("--level", default="easy")
    parser.add_argument("--delay", type=float, default=5.0, help="a person's answer time (s)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to measure")
    parser.add_argument(
        "--client-procs", type=int, default=2, help="processes the simulated clients run in"
    )
    parser.add_argument(
        "--people-across",
        action="store_true",
        help="with --nodes: people's latency, each table's two people on two nodes",
    )
    parser.add_argument(
        "--pin",
        action="store_true",
        help="the server on core 0 alone, the clients on the other cores (as on a server "
        "machine whose clients are elsewhere)",
    )
    parser.add_argument("--profile", help="run the server under cProfile, its figures to this file")
    parser.add_argument(
        "--server-arg", action="append", default=[], help="one more argument for the server"
    )
    args = parser.parse_args()
    if args.nodes:
        main_nodes(args)
        return
    with tempfile.TemporaryDirectory() as folder:
        store = Path(folder) / "bench.sqlite3"
        stats = Path(folder) / "server-stats.json"
        caps = ["--connections-per-source", "100000", "--tables-per-source", "100000"]
        profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
        pin = ["taskset", "-c", "0"] if args.pin else []
        command = [
            *pin, sys.executable, *profile, "-m", "bazaar_server.main", "--port", "0",
            "--store", str(store), "--bot-workers", "1", "--stats-file", str(stats),
            *caps, *args.server_arg,
        ]  # fmt: skip
        server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert server.stdout is not None
        line = server.stdout.readline()
        url = line.split()[-1]
        try:
            bench(args, url, server.pid, store)
        finally:
            server.terminate()
            server.wait(timeout=30)
        if stats.exists():
            figures = json.loads(stats.read_text())
            decision, lag, work = figures["decision"], figures["lag"], figures.get("work", {})
            print(
                "the server's own (its clock): decision read -> its last frame handed to the "
                f"socket: n={decision['n']} p50={decision.get('p50_ms')} ms "
                f"p99={decision.get('p99_ms')} ms max={decision.get('max_ms')} ms; "
                f"its CPU handling one: p50={work.get('p50_ms')} ms p99={work.get('p99_ms')} ms; "
                f"event loop lag (10 ms timer): p50={lag.get('p50_ms')} ms "
                f"p99={lag.get('p99_ms')} ms max={lag.get('max_ms')} ms"
            )
            gc2 = figures.get("gc2", {})
            print(
                f"full garbage collections while measured: n={gc2.get('n')} "
                f"p50={gc2.get('p50_ms')} ms max={gc2.get('max_ms')} ms "
                f"(CPU max {figures.get('gc2_cpu', {}).get('max_ms')} ms)"
            )
            commit = figures.get("commit", {})
            if commit.get("n"):
                print(
                    f"the store's commits (writer thread): n={commit['n']} "
                    f"p50={commit.get('p50_ms')} ms p99={commit.get('p99_ms')} ms "
                    f"max={commit.get('max_ms')} ms"
                )
                durable = figures.get("durable", {})
                print(
                    f"a batch sealed on the loop -> the loop told it is committed: "
                    f"p50={durable.get('p50_ms')} ms p99={durable.get('p99_ms')} ms "
                    f"max={durable.get('max_ms')} ms"
                )


if __name__ == "__main__":
    main()
