"""Bots think in worker processes, never in the server's event loop: a long search at one
table never delays another table's people. Work is queued fairly (first asked, first served:
each table has at most one bot decision per seat waiting) and capped to the workers (the
cores, by default). A worker is sent `state.view(seat)` only, never the full state.

Where worker processes cannot start, or do not all answer within `start_seconds` of the
first use (a system that refuses new processes; a multiprocessing that hangs), the bots
think in threads of the server instead, said in one log line: a table still plays, only a
long search then slows the server's other tables. The server never waits for the workers
before it listens (bazaar_server/main.py warms them in the background).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
import secrets
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, TypeVar, TypeVarTuple

from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import State

STOP_SECONDS = 2.0  # at stopping, how long a bot still thinking may finish
# How long the workers may take to start and answer once: a frozen program on a slow,
# busy machine takes seconds for each (under Wine, some five).
START_SECONDS = 60.0

log = logging.getLogger("bazaar_server")
T = TypeVar("T")
Args = TypeVarTuple("Args")


def _think(game_id: str, level: str, view: State[Any], seat: int) -> tuple[dict[str, Any], float]:
    """In a worker: a fresh bot (seeded from the system's randomness) decides on the view;
    returns the action's JSON and the CPU seconds it took (this thread's: in a worker process
    it is the only one thinking; in the threads' fallback others think beside it)."""
    started = time.thread_time()
    bot = make_bot(game_id, level, secrets.randbits(64))
    action = bot.choose(view, seat)
    return view.game.action_to_json(action), time.thread_time() - started


def _ready() -> int:
    return os.getpid()


def _follow_the_server(server: int) -> None:
    """In a worker: exit when the server is gone (killed with -9, it cannot say so)."""

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


class BotPool:
    def __init__(self, workers: int | None = None, *, start_seconds: float = START_SECONDS) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.start_seconds = start_seconds
        self._pool: Executor = ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_follow_the_server,
            initargs=(os.getpid(),),
        )
        self.in_threads = False  # the workers could not start: bots think in threads
        self.closed = False  # a start cut short by the server's stop is not a failure to say
        self._started: asyncio.Future[None] | None = None
        self._slots = asyncio.Semaphore(self.workers)  # FIFO: fair between tables
        self.decisions = 0
        self.cpu_seconds = 0.0

    async def warm(self) -> None:
        """Start every worker now, not on the first bot's turn (every bot's decision waits for
        this first). Workers that cannot start or do not answer in `start_seconds`: threads."""
        if self._started is None:
            self._started = asyncio.ensure_future(self._start_workers())
        await asyncio.shield(self._started)

    async def _start_workers(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            answers = [loop.run_in_executor(self._pool, _ready) for _ in range(self.workers)]
            # Each worker's failure comes back as an answer: none is left unretrieved when the
            # pool is shut down under them (a stop cancels what it has not started).
            gathered = asyncio.gather(*answers, return_exceptions=True)
            results = await asyncio.wait_for(gathered, self.start_seconds)
            failed = next((r for r in results if isinstance(r, BaseException)), None)
        except TimeoutError:
            self._think_in_threads(f"no answer within {self.start_seconds:g} s")
            return
        except Exception as exc:  # OSError, spawn's RuntimeError while submitting...: any
            failed = exc
        if failed is not None and not self.closed:
            self._think_in_threads(f"{type(failed).__name__}: {str(failed)[:200]}")

    def _think_in_threads(self, why: str) -> None:
        log.warning(
            "the bots' worker processes did not start (%s): bots think in threads of the "
            "server instead",
            why,
        )
        processes = self._pool
        self._pool = ThreadPoolExecutor(self.workers, thread_name_prefix="bots")
        self.in_threads = True
        _stop(processes, 0.0)

    async def choose(self, game_id: str, level: str, view: State[Any], seat: int) -> dict[str, Any]:
        action, cpu = await self.run(_think, game_id, level, view, seat)
        self.decisions += 1
        self.cpu_seconds += cpu
        return action

    async def run(self, work: Callable[[*Args], T], *args: *Args) -> T:
        """Any other thinking (a seat's hint) in the same workers, in the same fair queue."""
        await self.warm()
        async with self._slots:
            if self.in_threads:  # a copy, as a worker process gets: the table goes on meanwhile
                args = pickle.loads(pickle.dumps(args))
            return await asyncio.get_running_loop().run_in_executor(self._pool, work, *args)

    def close(self, seconds: float = STOP_SECONDS) -> None:
        """Stop the workers: a decision still being thought after `seconds` is abandoned (its
        table is closed; the log has every decision written)."""
        self.closed = True
        _stop(self._pool, seconds)


def _stop(pool: Executor, seconds: float) -> None:
    """Shut the pool down; its worker processes that are still running after `seconds` are
    terminated (threads cannot be: they finish their decision, nobody reads it)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())  # before they go
    pool.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + seconds
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.terminate()
            process.join(1.0)
