"""The server's own latency, for the bench (`bazaar-server --stats-file PATH`): separated from
the clients' queue, which a bench on the same machine also measures.

Two figures, written as JSON to PATH when the server stops:

* `decision`: from a person's `decide` message being read off its socket to the last frame it
  caused being handed to a connection's transport (the write, the engine, every seat's frame);
* `lag`: how late the event loop runs a 10 ms timer (anything that holds the loop: a commit,
  a checkpoint, frames, garbage collection, or the CPU being given to another process).

Off by default: a server without `--stats-file` keeps no timings.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from pathlib import Path
from typing import Any

PROBE_SECONDS = 0.01


class Decision:
    """One decision being told: when its message was read, how many frames are still queued."""

    __slots__ = ("pending", "started")

    def __init__(self, started: float) -> None:
        self.started = started
        self.pending = 0


class Stats:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.current: Decision | None = None  # the decision being handled now (frames it sends)
        self.decisions: list[float] = []  # seconds, read -> its last frame handed to the socket
        self.lags: list[float] = []  # seconds the probe's timer ran late
        self._probe: asyncio.Task[None] | None = None

    def reset(self) -> None:
        self.decisions.clear()
        self.lags.clear()

    def start(self) -> None:
        self._probe = asyncio.get_running_loop().create_task(self._lag_probe())

    async def _lag_probe(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(PROBE_SECONDS)
            self.lags.append(max(0.0, time.perf_counter() - before - PROBE_SECONDS))

    def begin(self) -> Decision:
        self.current = Decision(time.perf_counter())
        return self.current

    def end(self, decision: Decision) -> None:
        """Handling is over: a decision that sent nothing (refused) is not counted."""
        self.current = None
        if decision.pending == 0:
            decision.pending = -1

    def queued(self) -> Decision | None:
        """A frame is queued: it belongs to the decision being handled, if any."""
        decision = self.current
        if decision is not None:
            decision.pending += 1
        return decision

    def sent(self, decision: Decision) -> None:
        decision.pending -= 1
        if decision.pending == 0 and self.current is not decision:
            self.decisions.append(time.perf_counter() - decision.started)

    def report(self) -> dict[str, Any]:
        return {"decision": summary(self.decisions), "lag": summary(self.lags)}

    def write(self) -> None:
        if self._probe is not None:
            self._probe.cancel()
        self.path.write_text(json.dumps(self.report()) + "\n")


def summary(seconds: list[float]) -> dict[str, Any]:
    """n, p50, p99 and max in milliseconds."""
    if len(seconds) < 2:
        return {"n": len(seconds)}
    q = statistics.quantiles(seconds, n=100)
    return {
        "n": len(seconds),
        "p50_ms": round(q[49] * 1000, 2),
        "p99_ms": round(q[98] * 1000, 2),
        "max_ms": round(max(seconds) * 1000, 2),
    }
