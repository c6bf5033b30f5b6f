"""`bazaar-server`: host Bazaar tables over WebSocket (docs/server.md).

    bazaar-server [--host 127.0.0.1] [--port 8765] [--store bazaar-tables.sqlite3]
                  [--cert CERT.pem --key KEY.pem] [--bot-workers N] [--allow-origin URL]
                  [--redis redis://HOST:6379/0 [--job-workers N]]

With --redis (several nodes on one PostgreSQL store): decisions are fanned out to the other
nodes, tables made elsewhere are served here too, and bots think as jobs any node's worker takes.

Prints "listening on ws://HOST:PORT/ws" (with the real port when --port 0) once it accepts
connections, then "resumed N table(s) from STORE" (0 with --redis: tables are read from the
store when asked for, see bazaar_server/sweep.py); a wrong argument or an unusable store is
one line on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import ssl
import sys
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, cast

from aiohttp import web

from bazaar_server.app import make_app
from bazaar_server.bots import BotPool
from bazaar_server.collector import Collector
from bazaar_server.hub import Hub
from bazaar_server.limits import Caps
from bazaar_server.protocol import PATH, bazaar_version
from bazaar_server.stats import Stats
from bazaar_server.store import SharedStore, Store, StoreError
from bazaar_server.store_writer import WriterStore
from bazaar_server.stores import is_postgres, open_store

if TYPE_CHECKING:  # nodes imports redis: one node on SQLite needs none of it
    from bazaar_server.nodes import NodeTables


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bazaar-server", description="Host Bazaar tables for players on other computers."
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: all)")
    parser.add_argument("--port", type=int, default=8765, help="port (0: any free one)")
    parser.add_argument(
        "--store",
        default="bazaar-tables.sqlite3",
        help="the store: a SQLite file, or a postgresql:// URL (several nodes)",
    )
    parser.add_argument("--cert", help="TLS certificate chain (PEM); with --key: wss://")
    parser.add_argument("--key", help="TLS private key (PEM)")
    parser.add_argument("--bot-workers", type=int, default=0, help="bot processes (0: the cores)")
    parser.add_argument(
        "--redis", help="several nodes: the Redis URL for the fan-out and the bots' jobs"
    )
    parser.add_argument("--node-name", help="with --redis: this node's name (default: random)")
    parser.add_argument(
        "--job-workers",
        type=int,
        help="with --redis: bot jobs this node works at once (default: its bot processes; 0: none)",
    )
    parser.add_argument(
        "--stats-file",
        help="write the server's own latency (decision to frames sent, the event loop's lag) "
        "here as JSON when it stops; SIGUSR1 starts the figures afresh (bench/bench_server.py)",
    )
    parser.add_argument(
        "--allow-origin", action="append", default=[], help="a web page origin allowed to connect"
    )
    # The caps (bazaar_server/limits.py), for a small or a large server.
    for cap in (
        "connections_per_source", "connections", "tables_per_source", "tables",
        "wrong_codes_per_minute", "hello_seconds", "idle_seconds", "heartbeat_seconds",
    ):  # fmt: skip
        default = getattr(Caps, cap)
        parser.add_argument(
            "--" + cap.replace("_", "-"), type=type(default), default=default, help=f"({default})"
        )
    parser.add_argument("--version", action="version", version=f"bazaar-server {bazaar_version()}")
    return parser


def _fail(message: str) -> int:
    print(f"bazaar-server: {message}", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    problem = _argument_problem(args)
    if problem:
        return _fail(problem)
    context = None
    if args.cert:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(args.cert, args.key)
        except (OSError, ssl.SSLError) as exc:
            return _fail(f"cannot use --cert/--key: {exc}")
    try:
        store = _open_store(args)
    except StoreError as exc:
        return _fail(str(exc))
    logging.basicConfig(level=logging.WARNING, format="bazaar-server: %(message)s")
    caps = Caps(**{f.name: getattr(args, f.name) for f in fields(Caps) if hasattr(args, f.name)})
    try:
        return asyncio.run(_serve(args, store, caps, context))
    except StoreError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}")
    finally:
        store.close()


def _argument_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line (one line), or None."""
    if not 0 <= args.port <= 65535:
        return f"--port must be 0 to 65535, not {args.port}"
    if bool(args.cert) != bool(args.key):
        return "--cert and --key go together"
    store_path = Path(args.store)
    if not is_postgres(args.store) and store_path.parent and not store_path.parent.is_dir():
        return f"--store: no folder {store_path.parent}"
    seconds = (args.hello_seconds, args.idle_seconds, args.heartbeat_seconds)
    if min(seconds) <= 0:
        return "the --...-seconds values must be above 0"
    return None


def _open_store(args: argparse.Namespace) -> Store:
    if is_postgres(args.store):
        return open_store(args.store)
    if args.redis:
        return open_store(Path(args.store))
    return WriterStore(Path(args.store))  # one node: SQLite, committed by a writer thread


async def _join_nodes(
    args: argparse.Namespace, hub: Hub, store: Store, bots: BotPool
) -> tuple[NodeTables, list[asyncio.Task[None]]]:
    """Several nodes (--redis): the fan-out and the job workers, as background tasks."""
    from bazaar_server.jobs import Worker
    from bazaar_server.nodes import NodeTables
    from bazaar_server.sweep import Sweeper

    shared = cast(SharedStore, store)  # with --redis, _open_store used stores.open_store
    nodes = NodeTables(hub.tables, shared, bots)
    fanout = nodes.connect(args.redis, node=args.node_name)
    assert nodes.jobs is not None
    try:
        await nodes.jobs.ensure_group()
    except Exception as exc:
        raise StoreError(f"--redis: cannot use {args.redis.split('@')[-1]} ({exc})") from None
    hub.nodes = nodes
    loop = asyncio.get_running_loop()
    background = [
        loop.create_task(fanout.run()),
        loop.create_task(Sweeper(hub, nodes, shared).run()),
    ]
    count = bots.workers if args.job_workers is None else args.job_workers
    for i in range(count):
        worker = Worker(nodes.jobs, f"{fanout.node}-{i}", nodes.bot_job)
        background.append(loop.create_task(worker.run()))
    return nodes, background


async def _serve(
    args: argparse.Namespace, store: Store, caps: Caps, context: ssl.SSLContext | None
) -> int:
    bots = BotPool(args.bot_workers or None)
    hub = Hub(store, bots, caps, tls=context is not None)
    if args.stats_file:
        hub.stats = Stats(Path(args.stats_file))
        if isinstance(store, WriterStore):
            store.commit_seconds = hub.stats.commits
            store.durable_seconds = hub.stats.durable
    nodes, background = (await _join_nodes(args, hub, store, bots)) if args.redis else (None, [])
    # Several nodes read each table when asked (a join, a seat link, a job, a deadline): a
    # node's start and memory do not grow with the store. One node holds every live table.
    resumed = 0 if args.redis else hub.load()
    await bots.warm()
    app = make_app(hub, origins=frozenset(args.allow_origin))
    runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=2.0)
    await runner.setup()
    site = web.TCPSite(runner, args.host, args.port, ssl_context=context)
    collector = Collector()
    try:
        await site.start()
        hub.resume()
        _say_listening(args, site, context, resumed)
        collector.start()
        await _until_stopped(hub, store)
    finally:
        collector.stop()
        if hub.stats is not None:
            hub.stats.write()
        for table in hub.tables.values():
            table.close()
        for task in background:
            task.cancel()
        await runner.cleanup()
        if nodes is not None and nodes.fanout is not None and nodes.jobs is not None:
            await nodes.fanout.close()
            await nodes.jobs.close()
        bots.close()
    return 1 if isinstance(store, WriterStore) and store.failed is not None else 0


def _say_listening(
    args: argparse.Namespace, site: web.TCPSite, context: ssl.SSLContext | None, resumed: int
) -> None:
    # The real port (--port 0): aiohttp's site keeps its asyncio server to itself.
    server = site._server
    sockets = getattr(server, "sockets", None) or []
    port = sockets[0].getsockname()[1] if sockets else args.port
    scheme = "wss" if context else "ws"
    print(f"listening on {scheme}://{args.host}:{port}{PATH}", flush=True)
    lazily = " (several nodes: each table is read when asked for)" if args.redis else ""
    print(f"resumed {resumed} table(s) from {args.store}{lazily}", flush=True)


async def _until_stopped(hub: Hub, store: Store) -> None:
    """Until SIGINT or SIGTERM, or the writer thread gave up on the store."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    _on_stop_signals(loop, stop.set)
    if isinstance(store, WriterStore):
        store.on_failure = lambda _exc: stop.set()
        if store.failed is not None:
            stop.set()
    if hub.stats is not None:
        hub.stats.start()
        if hasattr(signal, "SIGUSR1"):  # POSIX; on Windows the figures are reset by a restart
            loop.add_signal_handler(signal.SIGUSR1, hub.stats.reset)
    await stop.wait()


def _on_stop_signals(loop: asyncio.AbstractEventLoop, stop: Callable[[], None]) -> None:
    """Call `stop` on SIGINT or SIGTERM. Windows' event loop has no add_signal_handler: there
    Ctrl+C (SIGINT) and Ctrl+Break or the console window closing (SIGBREAK) stop the server,
    through Python's own handlers, on the loop's thread."""
    if sys.platform != "win32":
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signum, stop)
        return

    def from_handler(_signum: int, _frame: object) -> None:
        loop.call_soon_threadsafe(stop)

    for name in ("SIGINT", "SIGBREAK"):
        signal.signal(getattr(signal, name), from_handler)


if __name__ == "__main__":
    sys.exit(main())
