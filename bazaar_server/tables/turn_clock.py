"""A table's turn clock: the seconds each decision may take. Armed once per position in which a
person is to act (on every node that holds the table, so it does not die with the node that
wrote the position); when it runs out, the table's `run_out` makes the waiting decisions."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any


class TurnClock:
    def __init__(self, seconds: float | None, run_out: Callable[[int], None]) -> None:
        self.seconds = seconds  # None: the table has no clock
        self._run_out = run_out  # called with the position's number, if still on the table
        self._n: int | None = None  # the position it was armed for
        self._task: asyncio.Task[None] | None = None
        self._deadline = 0.0

    def arm(self, n: int, *, a_person_acts: bool) -> None:
        """Start the clock of position `n`, unless it already runs for it."""
        if self.seconds is None or self._n == n:
            return
        self.cancel()
        self._n = n
        if not a_person_acts:
            return
        loop = asyncio.get_running_loop()
        self._deadline = loop.time() + self.seconds
        self._task = loop.create_task(self._runs(n))

    async def _runs(self, n: int) -> None:
        await asyncio.sleep(self._deadline - asyncio.get_running_loop().time())
        self._run_out(n)

    def facts(self) -> dict[str, Any] | None:
        """What a frame says of it: the seconds a decision, and the time left (None: not
        running for this position)."""
        if self.seconds is None:
            return None
        left = None
        if self._task is not None and not self._task.done():
            left = round(max(0.0, self._deadline - asyncio.get_running_loop().time()), 1)
        return {"seconds": self.seconds, "left": left}

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
