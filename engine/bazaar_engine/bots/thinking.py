"""How long a search thinks: CPU time of the thread doing it, under a wall-clock ceiling.

A wall-clock budget makes a bot as strong as the machine is idle: beside a browser or a video
call the searching thread gets a fraction of a core and does a fraction of the work (issue 28
measured Basari's Hard at 0.58 of the wins with a third of a core, 0.75 with a whole one). So a
budget counts the CPU time of the searching thread (`time.thread_time`: what this thread ran,
not what others did meanwhile; in the desktop the search runs in the bots' worker process, see
`bazaar_desktop/bot_process.py`, whose main thread is the one counted). The wall clock stays a
ceiling, so that on a very busy machine a move still comes within about two seconds: there,
and only there, the bot is weaker.
"""

from __future__ import annotations

import time

WALL_CEILING = 1.8  # seconds: a move never waits much longer than this, however busy the CPU


class Stopwatch:
    """Started when a search starts; `expired()` once the thread has used `cpu_seconds` of CPU
    or `wall_ceiling` seconds have passed on the wall clock, whichever comes first."""

    __slots__ = ("_cpu_end", "_cpu_start", "_wall_end", "_wall_start")

    def __init__(self, cpu_seconds: float, wall_ceiling: float = WALL_CEILING) -> None:
        self._cpu_start = time.thread_time()
        self._wall_start = time.perf_counter()
        self._cpu_end = self._cpu_start + cpu_seconds
        self._wall_end = self._wall_start + wall_ceiling

    def expired(self) -> bool:
        return time.thread_time() >= self._cpu_end or time.perf_counter() >= self._wall_end

    def cpu_share(self) -> float:
        """The share of one core the thread got since the start (1.0 on an idle machine)."""
        wall = time.perf_counter() - self._wall_start
        return (time.thread_time() - self._cpu_start) / wall if wall > 0 else 1.0


def stopwatch(cpu_seconds: float | None, wall_ceiling: float = WALL_CEILING) -> Stopwatch | None:
    """A stopwatch for a time budget, or None for a budget counted in iterations only."""
    return None if cpu_seconds is None else Stopwatch(cpu_seconds, wall_ceiling)
