"""`bazaar-server`: host Bazaar tables over WebSocket (docs/server.md).

    bazaar-server [--host 127.0.0.1] [--port 8765] [--store bazaar-tables.sqlite3]
                  [--cert CERT.pem --key KEY.pem] [--bot-workers N] [--allow-origin URL]
                  [--bot-start-seconds 60]
                  [--redis redis://HOST:6379/0 [--job-workers N]] [--keep-finished-days 30]

Every node runs the same pipeline (bazaar_server/pipeline/): each decision is committed to the
store before anyone is told, fanned out to the other nodes, and bots think as jobs a worker
takes. One node uses the in-process fan-out and jobs; with --redis (several nodes on one
PostgreSQL store) they go through Redis, tables made elsewhere are served here too, and the
store's deadlines are swept (bazaar_server/pipeline/sweep.py). SIGTERM stops it in order
(bazaar_server/pipeline/node.py); finished tables are deleted from the store
--keep-finished-days after they were made (0: never).

Prints "listening on ws://HOST:PORT/ws" (with the real port when --port 0) once it accepts
connections, then "resumed N table(s) from STORE" (0 with --redis: tables are read from the
store when asked for, see bazaar_server/pipeline/sweep.py); a wrong argument or an unusable store is
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
from typing import Any

from aiohttp import web

from bazaar_server.bots.pool import START_SECONDS, BotPool
from bazaar_server.pipeline.node import Node
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.pipeline.sweep import Sweeper
from bazaar_server.protocol import PATH, bazaar_version
from bazaar_server.requests.handler import RequestHandler
from bazaar_server.runtime.collector import Collector
from bazaar_server.runtime.stats import Stats
from bazaar_server.store.async_store import KEEP_FINISHED_DAYS, AsyncStore, prune_finished
from bazaar_server.store.interface import Store, StoreError
from bazaar_server.store.opening import is_postgres, open_store
from bazaar_server.store.writer import WriterStore
from bazaar_server.tables import unattended
from bazaar_server.transport.app import SECURITY_HEADERS, Serving, make_app
from bazaar_server.transport.gate import (
    REQUEST_HEADER_LIMITS,
    ConnectionGate,
    GuardedSite,
    Storm,
    descriptor_budget,
)
from bazaar_server.transport.limits import Caps

UPGRADES_UNDER_WAY = 8  # TCP connections an address may have beyond its WebSockets
FEW_CONNECTIONS = 4096  # fewer than this for want of open files: said at the start


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
        "--bot-start-seconds",
        type=float,
        default=START_SECONDS,
        help="how long the bot processes may take to start; after it, bots think in threads "
        f"of the server ({START_SECONDS:g})",
    )
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
        "--keep-finished-days",
        type=float,
        default=KEEP_FINISHED_DAYS,
        help="finished tables (their seats and logs) are deleted from the store this many days "
        f"after they were created; 0 keeps them for ever ({KEEP_FINISHED_DAYS:g})",
    )
    parser.add_argument(
        "--stats-file",
        help="write the server's own latency (decision to frames sent, the event loop's lag) "
        "here as JSON when it stops; SIGUSR1 starts the figures afresh (bench/bench_server.py)",
    )
    parser.add_argument(
        "--allow-origin", action="append", default=[], help="a web page origin allowed to connect"
    )
    # The caps (bazaar_server/transport/limits.py), for a small or a large server.
    for cap in (
        "connections_per_source", "connections", "tables_per_source", "tables",
        "wrong_codes_per_minute", "hello_seconds", "idle_seconds", "heartbeat_seconds",
        "header_seconds", "queue_kib", "write_seconds", "unstarted_seconds",
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
        store = AsyncStore(_open_store(args))
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
    if args.keep_finished_days < 0:
        return "--keep-finished-days must be 0 (keep for ever) or more"
    seconds = (args.hello_seconds, args.idle_seconds, args.heartbeat_seconds, args.header_seconds)
    if min(*seconds, args.write_seconds, args.unstarted_seconds, args.bot_start_seconds) <= 0:
        return "the --...-seconds values must be above 0"
    if args.queue_kib < 64:
        return "--queue-kib must be at least 64 (a frame of a big table is some 20 KiB)"
    return None


def _open_store(args: argparse.Namespace) -> Store:
    if is_postgres(args.store):
        return open_store(args.store)
    if args.redis:
        return open_store(Path(args.store))
    return WriterStore(Path(args.store))  # one node: SQLite, committed by a writer thread


async def _serve(
    args: argparse.Namespace, store: AsyncStore, caps: Caps, context: ssl.SSLContext | None
) -> int:
    asyncio.get_running_loop().set_exception_handler(_storms_said_once)
    bots = BotPool(args.bot_workers or None, start_seconds=args.bot_start_seconds)
    nodes = _node_tables(args, store, bots)
    handler = RequestHandler(store, bots, caps, tls=context is not None, nodes=nodes)
    registry = handler.registry
    writer = store.writer
    stats = _kept_stats(writer, Path(args.stats_file)) if args.stats_file else None
    also = (Sweeper(registry, nodes, store).run,) if nodes.shared else ()
    job_workers = bots.workers if args.job_workers is None else args.job_workers
    try:
        node = await Node.start(nodes, job_workers, also=also)
    except nodes.jobs.unreachable as exc:
        raise StoreError(f"--redis: cannot use {args.redis.split('@')[-1]} ({exc})") from None
    # A shared store's tables are read when asked (a join, a seat link, a job, a deadline): a
    # node's start and memory do not grow with the store. A store written by this node alone
    # has every live table here.
    resumed = 0 if nodes.shared else await registry.load()
    loop = asyncio.get_running_loop()
    # The bots' workers start beside the listening, never before it: a bot's first decision
    # waits for them (bounded: bazaar_server/bots/pool.py), a person's connection does not.
    background = [loop.create_task(bots.warm()), loop.create_task(unattended.sweep(registry))]
    if args.keep_finished_days > 0:
        background.append(loop.create_task(prune_finished(store, args.keep_finished_days)))
    gate = _gate(caps)
    serving = Serving(handler, stats=stats)
    app = make_app(serving, gate, origins=frozenset(args.allow_origin))
    runner = web.AppRunner(
        app, handle_signals=False, access_log=None, shutdown_timeout=2.0, **REQUEST_HEADER_LIMITS
    )
    await runner.setup()
    site = GuardedSite(runner, args.host, args.port, gate, ssl_context=context)
    collector = Collector()
    # SIGTERM is ours before anyone hears "listening": one sent at once (a supervisor, a
    # test) stops the server in order, with what the store has queued committed.
    stop = asyncio.Event()
    _on_stop_signals(loop, stop.set)
    try:
        await site.start()
        await registry.resume()
        _say_listening(args, site, context, resumed, shared=nodes.shared)
        collector.start()
        await _until_stopped(stop, stats, writer)
    finally:
        # In order: no new job, those in hand finished or handed back; then no table thinks
        # and no connection stays; only then the bot pool closes (nothing can ask it).
        collector.stop()
        for task in background:
            task.cancel()
        await node.stop()
        registry.close_all()
        await runner.cleanup()
        if stats is not None:
            stats.write()
        bots.close()
    return 1 if writer is not None and writer.failed is not None else 0


def _node_tables(args: argparse.Namespace, store: AsyncStore, bots: BotPool) -> NodeTables:
    """The live tables with their fan-out and bot jobs: in-process, or over Redis (--redis)."""
    if not args.redis:
        return NodeTables({}, store, bots)
    from bazaar_server.cluster.redis_link import redis_node_tables  # imports redis: only here

    return redis_node_tables(args.redis, store, bots, node=args.node_name)


def _kept_stats(writer: WriterStore | None, path: Path) -> Stats:
    """The server's own latency figures, the store writer's commit times among them."""
    stats = Stats(path)
    if writer is not None:
        writer.commit_seconds = stats.commits
        writer.durable_seconds = stats.durable
    return stats


_OUT_OF_FILES = Storm("out of open files: new connections wait (raise LimitNOFILE)")


def _storms_said_once(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """asyncio logs a traceback for every accept refused for want of descriptors (hundreds a
    second while it lasts): said once a minute instead. Everything else as asyncio says it."""
    if context.get("message") == "socket.accept() out of system resource":
        _OUT_OF_FILES(str(context.get("exception", "")))
        return
    loop.default_exception_handler(context)


def _gate(caps: Caps) -> ConnectionGate:
    """Every TCP connection counted from its first byte (a WebSocket is one once upgraded):
    per address a few more than the WebSockets it may hold, for requests under way; in all
    no more than the open-file limit leaves room for, so the server never runs out of
    descriptors and stops accepting (said at the start when that is only a few thousand)."""
    in_all = caps.connections + UPGRADES_UNDER_WAY
    budget = descriptor_budget()
    if budget is not None and budget < in_all:
        in_all = budget
    if budget is not None and budget < min(caps.connections, FEW_CONNECTIONS):
        print(
            f"bazaar-server: the open-file limit leaves room for {budget} connections "
            f"(--connections {caps.connections}); raise it (LimitNOFILE= in a systemd unit)",
            file=sys.stderr,
            flush=True,
        )
    return ConnectionGate(
        per_source=caps.connections_per_source + UPGRADES_UNDER_WAY,
        in_all=in_all,
        header_seconds=caps.header_seconds,
        error_headers=SECURITY_HEADERS,
    )


def _say_listening(
    args: argparse.Namespace,
    site: GuardedSite,
    context: ssl.SSLContext | None,
    resumed: int,
    *,
    shared: bool,
) -> None:
    port = site.port  # the real one (--port 0)
    scheme = "wss" if context else "ws"
    print(f"listening on {scheme}://{args.host}:{port}{PATH}", flush=True)
    lazily = " (several nodes: each table is read when asked for)" if shared else ""
    print(f"resumed {resumed} table(s) from {args.store}{lazily}", flush=True)


async def _until_stopped(
    stop: asyncio.Event, stats: Stats | None, store: WriterStore | None
) -> None:
    """Until `stop` is set (SIGINT or SIGTERM), or the writer thread gave up on the store."""
    loop = asyncio.get_running_loop()
    if store is not None:
        store.on_failure = lambda _exc: stop.set()
        if store.failed is not None:
            stop.set()
    if stats is not None:
        stats.start()
        if hasattr(signal, "SIGUSR1"):  # POSIX; on Windows the figures are reset by a restart
            loop.add_signal_handler(signal.SIGUSR1, stats.reset)
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
