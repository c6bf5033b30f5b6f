"""How long a search thinks: CPU time of the thread doing it, under a wall-clock ceiling, and
until its asker no longer wants the answer.

A wall-clock budget makes a bot as strong as the machine is idle: beside a browser or a video
call the searching thread gets a fraction of a core and does a fraction of the work (we
measured Basari's Hard at 0.58 of the wins with a third of a core, 0.75 with a whole one). So a
budget counts the CPU time of the searching thread (`time.thread_time`: what this thread ran,
not what others did meanwhile; in the desktop the search runs in the bots' worker process, see
`bazaar_desktop/services/bot_process.py`, whose main thread is the one counted). The wall clock
stays a ceiling, so that on a very busy machine a move still comes within about two seconds:
there, and only there, the bot is weaker.

A search can also be *interrupted*: when a person undoes, starts a new game or
closes a hint, the answer being worked out is about a position that is gone. The caller runs
the search inside `interruptible(should_stop)`; every stopwatch started there asks
`should_stop()` between iterations (with an iteration budget too) and raises
`SearchInterrupted` once it says yes, so the search ends at once and gives no answer that
could be used by mistake. `choose_interruptibly` has a bot decide that way and puts its RNG
back when interrupted: an abandoned decision consumes none of the bot's randomness.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bazaar_engine.bots.base import Bot
    from bazaar_engine.core.game import State

WALL_CEILING = 1.8  # seconds: a move never waits much longer than this, however busy the CPU

ShouldStop = Callable[[], bool]  # True once the answer of the search is no longer wanted


class SearchInterrupted(Exception):
    """Raised out of a search whose `should_stop` said its answer is no longer wanted."""


# The should_stop of the searches started in this thread (contexts are per thread).
_SHOULD_STOP: ContextVar[ShouldStop | None] = ContextVar("should_stop", default=None)


@contextmanager
def interruptible(should_stop: ShouldStop) -> Iterator[None]:
    """Searches started inside stop (raise `SearchInterrupted`) once `should_stop()` is true;
    inside another `interruptible`, once either says so."""
    outer = _SHOULD_STOP.get()
    token = _SHOULD_STOP.set(should_stop if outer is None else _either(should_stop, outer))
    try:
        yield
    finally:
        _SHOULD_STOP.reset(token)


def _either(first: ShouldStop, second: ShouldStop) -> ShouldStop:
    return lambda: first() or second()


def choose_interruptibly(bot: Bot, view: State[Any], seat: int) -> Any:
    """`bot.choose(view, seat)`; if interrupted, the bot's RNG is as it was before."""
    before = bot.rng.getstate()
    try:
        return bot.choose(view, seat)
    except SearchInterrupted:
        bot.rng.setstate(before)
        raise


class Stopwatch:
    """Started when a search starts; `expired()` once the thread has used `cpu_seconds` of CPU
    or `wall_ceiling` seconds have passed on the wall clock, whichever comes first. With a
    `should_stop` (by default that of the enclosing `interruptible`), `expired()` raises
    `SearchInterrupted` once it is true."""

    __slots__ = ("_cpu_end", "_cpu_start", "_should_stop", "_wall_end", "_wall_start")

    def __init__(
        self,
        cpu_seconds: float,
        wall_ceiling: float = WALL_CEILING,
        should_stop: ShouldStop | None = None,
    ) -> None:
        self._cpu_start = time.thread_time()
        self._wall_start = time.perf_counter()
        self._cpu_end = self._cpu_start + cpu_seconds
        self._wall_end = self._wall_start + wall_ceiling
        self._should_stop = should_stop if should_stop is not None else _SHOULD_STOP.get()

    def expired(self) -> bool:
        if self._should_stop is not None and self._should_stop():
            raise SearchInterrupted
        return time.thread_time() >= self._cpu_end or time.perf_counter() >= self._wall_end

    def cpu_share(self) -> float:
        """The share of one core the thread got since the start (1.0 on an idle machine)."""
        wall = time.perf_counter() - self._wall_start
        return (time.thread_time() - self._cpu_start) / wall if wall > 0 else 1.0


def stopwatch(cpu_seconds: float | None, wall_ceiling: float = WALL_CEILING) -> Stopwatch | None:
    """A stopwatch for a time budget; for a budget counted in iterations only, None, or inside
    `interruptible` one that never expires by itself (the count stays reproducible)."""
    if cpu_seconds is not None:
        return Stopwatch(cpu_seconds, wall_ceiling)
    if _SHOULD_STOP.get() is None:
        return None
    return Stopwatch(math.inf, math.inf)
