"""Bots think in worker processes, never in the server's event loop: a long search at one
table never delays another table's people. Work is queued fairly (first asked, first served:
each table has at most one bot decision per seat waiting) and capped to the workers (the
cores, by default). A worker is sent `state.view(seat)` only, never the full state.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import secrets
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import State

STOP_SECONDS = 2.0  # at stopping, how long a bot still thinking may finish


def _think(game_id: str, level: str, view: State[Any], seat: int) -> tuple[dict[str, Any], float]:
    """In a worker: a fresh bot (seeded from the system's randomness) decides on the view;
    returns the action's JSON and the CPU seconds it took."""
    started = time.process_time()
    bot = make_bot(game_id, level, secrets.randbits(64))
    action = bot.choose(view, seat)
    return view.game.action_to_json(action), time.process_time() - started


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
    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self._pool = ProcessPoolExecutor(
            self.workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_follow_the_server,
            initargs=(os.getpid(),),
        )
        self._slots = asyncio.Semaphore(self.workers)  # FIFO: fair between tables
        self.decisions = 0
        self.cpu_seconds = 0.0

    async def warm(self) -> None:
        """Start every worker now, not on the first bot's turn."""
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._pool, _ready) for _ in range(self.workers))
        )

    async def choose(self, game_id: str, level: str, view: State[Any], seat: int) -> dict[str, Any]:
        async with self._slots:
            loop = asyncio.get_running_loop()
            action, cpu = await loop.run_in_executor(self._pool, _think, game_id, level, view, seat)
        self.decisions += 1
        self.cpu_seconds += cpu
        return action

    async def run(self, work: Any, *args: Any) -> Any:
        """Any other thinking (a seat's hint) in the same workers, in the same fair queue."""
        async with self._slots:
            return await asyncio.get_running_loop().run_in_executor(self._pool, work, *args)

    def close(self, seconds: float = STOP_SECONDS) -> None:
        """Stop the workers: a decision still being thought after `seconds` is abandoned (its
        table is closed; the log has every decision written)."""
        processes = list(getattr(self._pool, "_processes", {}).values())  # before they go
        self._pool.shutdown(wait=False, cancel_futures=True)
        deadline = time.monotonic() + seconds
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
            if process.is_alive():
                process.terminate()
                process.join(1.0)
