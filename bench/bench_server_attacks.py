"""The table server under one address's attacks, measured from outside (docs/server.md,
"Attacks"): a real `bazaar-server` on loopback, raw sockets for the hostile clients, and an
honest client beside them.

    python bench/bench_server_attacks.py never-reading --seconds 55   # 10 sockets, 20 watches/s
    python bench/bench_server_attacks.py half-open --seconds 20       # 1,050 under a 1,024 limit
    python bench/bench_server_attacks.py flood                        # 2-16x the rate
    python bench/bench_server_attacks.py tables                       # 205 made and left, 205 bad
    ... --tree /path/to/an/older/checkout                             # the server of that tree

Prints one line of figures per attack. `--tree` runs the server from another checkout (its
`bazaar_server` and `engine` first on PYTHONPATH) for the figures before a change; the
attacks use only what every version speaks.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import socket
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bazaar_server import protocol as p  # noqa: E402
from bazaar_server.client import ServerError, TableClient  # noqa: E402
from tests.server.hostile_http import frame, half_open, websocket  # noqa: E402
from tests.server.serving import ServerProcess  # noqa: E402

HELLO = p.dumps({"type": "hello", "protocol": 1, "version": p.bazaar_version()})
TWO = [{"kind": "person"}, {"kind": "person"}]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def pings(url: str, stop: asyncio.Event) -> list[float]:
    """An honest client's ping round trips (ms), every 50 ms until `stop`."""
    client = TableClient(url, reconnect=False)
    await client.connect()
    times = []
    while not stop.is_set():
        start = time.perf_counter()
        await client.ping()
        await client.next("pong", timeout=60)
        times.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(0.05)
    await client.close()
    return times


def p99(times: list[float]) -> str:
    if len(times) < 2:
        return "-"
    cuts = statistics.quantiles(times, n=100)
    return f"p50 {statistics.median(times):.1f} ms, p99 {cuts[98]:.1f} ms"


async def finished_room(url: str) -> str:
    """A finished Basari game of four bots that allows spectators (a watch frame: ~9 KB)."""
    host = TableClient(url, reconnect=False)
    await host.connect()
    room = str(
        (await host.create("basari", [{"kind": "bot", "level": "random"}] * 4, spectators=True))[
            "room"
        ]
    )
    await host.watch(room)
    while not (await host.next("frame", timeout=120))["public"]["over"]:
        pass
    return room  # the host stays connected: the table stays in memory


async def never_reading(server: ServerProcess, seconds: float) -> str:
    assert server.process is not None
    pid = server.process.pid
    room = await finished_room(server.url)
    stop = asyncio.Event()
    before = rss_mb(pid)
    quiet = asyncio.create_task(pings(server.url, stop))
    await asyncio.sleep(5)
    stop.set()
    calm = await quiet
    stop = asyncio.Event()
    honest = asyncio.create_task(pings(server.url, stop))
    watch = frame(p.dumps({"type": "watch", "room": room}))
    greedy = [websocket(server.port) for _ in range(10)]
    for sock in greedy:
        sock.sendall(frame(HELLO))
        sock.setblocking(False)
    cut, peak, start = set(), before, time.monotonic()
    while time.monotonic() - start < seconds:
        for n, sock in enumerate(greedy):
            if n not in cut:
                try:
                    sock.send(watch)
                except (BlockingIOError, InterruptedError):
                    pass  # our own buffer is full: the server stopped reading us too
                except OSError:
                    cut.add(n)
        peak = max(peak, rss_mb(pid))
        await asyncio.sleep(0.05)
    during = rss_mb(pid)
    stop.set()
    busy = await honest
    for sock in greedy:
        sock.close()
    await asyncio.sleep(5)
    return (
        f"never-reading: RSS {before:.1f} MB before, peak {peak:.1f} MB, {during:.1f} MB at "
        f"{seconds:.0f} s, {rss_mb(pid):.1f} MB 5 s after; {len(cut)} of 10 cut; honest pings "
        f"alone {p99(calm)}, under attack {p99(busy)}"
    )


async def honest_tries(url: str, tries: int) -> tuple[int, list[float]]:
    ok, waits = 0, []
    for _ in range(tries):
        client = TableClient(url, reconnect=False)
        start = time.perf_counter()
        try:
            await asyncio.wait_for(client.connect(), 5)
            await client.create("jewels", TWO)
            ok += 1
            waits.append((time.perf_counter() - start) * 1000)
        except (TimeoutError, ServerError, OSError, Exception):
            pass
        finally:
            with contextlib.suppress(Exception):
                await client.close()
        await asyncio.sleep(1)
    return ok, waits


async def half_open_attack(server: ServerProcess, seconds: float) -> str:
    held: list[socket.socket] = []
    start = time.monotonic()
    for n in range(1050):
        with contextlib.suppress(OSError):
            held.append(half_open(server.port, f"127.0.0.{2 + n % 6}"))
    ok, waits = await honest_tries(server.url, int(seconds))
    for sock in held:
        sock.close()
    errors = server.stderr()
    return (
        f"half-open: 1,050 opened from 6 addresses in {time.monotonic() - start:.1f} s; honest "
        f"client connected and made a table {ok} of {int(seconds)} tries "
        f"({p99(waits) if waits else 'never'}); stderr {len(errors):,} bytes, "
        f"{errors.count('Traceback'):,} tracebacks"
    )


async def flood(server: ServerProcess, times: int, give_up: float = 60.0) -> str:
    import aiohttp

    async with aiohttp.ClientSession() as session, session.ws_connect(server.url) as ws:
        await ws.send_str(HELLO)

        async def drain() -> None:
            async for _message in ws:
                pass

        reader = asyncio.create_task(drain())
        sent, start = 0, time.monotonic()
        ping = p.dumps({"type": "ping"})
        while not reader.done() and time.monotonic() - start < give_up:
            with contextlib.suppress(ConnectionError):
                await ws.send_str(ping)
            sent += 1
            await asyncio.sleep(max(0.0, start + sent / (30.0 * times) - time.monotonic()))
        took = time.monotonic() - start
        reader.cancel()
        if ws.close_code is None:
            return f"flood {times}x the rate: still open after {took:.0f} s ({sent:,} messages)"
        return f"flood {times}x the rate: closed after {took:.1f} s ({sent:,} messages)"


async def tables(server: ServerProcess, cap: int) -> str:
    """A fresh address: `cap` + 5 tables with options no two seats can have, then as many
    good tables made and left (each `create` leaves the one before)."""
    bad = 0
    for _ in range(cap + 5):  # a client each: a server that fails on one closes it
        client = TableClient(server.url, reconnect=False)
        await client.connect()
        with contextlib.suppress(ServerError, Exception):
            await asyncio.wait_for(client.create("jewels", TWO, options={"first_player": 3}), 5)
            bad += 1
        await client.close()
    with contextlib.closing(sqlite3.connect(server.store)) as db:
        junk = db.execute("SELECT count(*) FROM tables").fetchone()[0]
    maker = TableClient(server.url, reconnect=False)
    await maker.connect()
    left = 0
    for _ in range(cap + 5):
        try:
            await maker.create("jewels", TWO)
        except ServerError:
            left += 1
        await asyncio.sleep(0.05)  # under the rate: refused for the tables, not the pace
    await maker.close()
    return (
        f"tables: {cap + 5} creates with first_player 3 of 2 seats: {bad} accepted, {junk} rows "
        f"written; then {cap + 5} good ones made and left: {left} refused"
    )


async def restart_lines(server: ServerProcess) -> str:
    server.stop()
    errors_before = len(server.stderr().splitlines())
    again = ServerProcess(server.store).start()
    ok, _waits = await honest_tries(again.url, 3)
    said = len(again.stop().splitlines()) - errors_before
    resumed = again.lines[1].strip()
    return f"after a restart: {resumed}; {said} lines on stderr; {ok} of 3 new tables made"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("attack", choices=["never-reading", "half-open", "flood", "tables"])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--tree", help="run the server of this checkout (figures before)")
    args = parser.parse_args()
    if args.tree:
        tree = Path(args.tree).resolve()
        os.environ["PYTHONPATH"] = f"{tree}:{tree / 'engine'}"
        os.chdir(tree)  # `python -m` puts the folder it runs in first
    store = Path(tempfile.mkdtemp()) / "t.sqlite3"
    wrapper = ("prlimit", "--nofile=1024:1024") if args.attack == "half-open" else ()
    server = ServerProcess(store, wrapper=wrapper).start()
    try:
        if args.attack == "never-reading":
            print(asyncio.run(never_reading(server, args.seconds)), flush=True)
        elif args.attack == "half-open":
            print(asyncio.run(half_open_attack(server, args.seconds)), flush=True)
        elif args.attack == "flood":
            for times in (2, 4, 8, 16):
                print(asyncio.run(flood(server, times)), flush=True)
        else:
            print(asyncio.run(tables(server, 200)), flush=True)
            print(asyncio.run(restart_lines(server)), flush=True)
    finally:
        server.stop()
    print(json.dumps({"load average": os.getloadavg()}))


if __name__ == "__main__":
    main()
