"""Python's full garbage collections, kept from stalling every table.

A full (generation 2) collection walks every object the server holds — 500 tables' matches
alone are some 190,000, about 65 ms of CPU; one held the loop 1.1 s on a shared, loaded
machine (docs/server.md, Measured) — and CPython runs one whenever the long-lived objects have
grown by a quarter, in the middle of whatever the loop was doing.

So the objects that have lived a while are frozen (`gc.freeze`: kept out of every collection;
refcounting still frees them): every `FREEZE_SECONDS` the young generations are collected and
what survives is frozen, so the automatic collections only ever walk what is newer (at most
five seconds of it: a bench run freezing every 30 s still saw full collections of 137 ms of
CPU, walking the tables opened since the last freeze). Garbage in
cycles among frozen objects (a finished table's, say) would wait, so every `FULL_SECONDS` the
frozen objects are let go and collected once in full: one stall of that size every quarter of
an hour instead of one a minute.
"""

from __future__ import annotations

import asyncio
import gc
import time

FREEZE_SECONDS = 5.0
FULL_SECONDS = 900.0


class Collector:
    def __init__(
        self, freeze_seconds: float = FREEZE_SECONDS, full_seconds: float = FULL_SECONDS
    ) -> None:
        self.freeze_seconds = freeze_seconds
        self.full_seconds = full_seconds
        self.last_full = time.monotonic()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """At start (the store's tables loaded): collect in full once, freeze what lives."""
        self.step(full=True)
        self._task = asyncio.get_running_loop().create_task(self._run())

    def step(self, *, full: bool) -> None:
        if full:
            gc.unfreeze()
            gc.collect()
            self.last_full = time.monotonic()
        else:
            gc.collect(1)  # young cycles go now, not frozen
        gc.freeze()

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.freeze_seconds)
            self.step(full=time.monotonic() - self.last_full >= self.full_seconds)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        gc.unfreeze()
