"""The server's own latency, for the bench (`bazaar-server --stats-file PATH`): separated from
the clients' queue, which a bench on the same machine also measures.

Two figures, written as JSON to PATH when the server stops:

* `decision`: from a person's `decide` message being read off its socket to the last frame it
  caused being handed to a connection's transport (the write, the engine, every seat's frame);
* `work`: the CPU time (the loop's thread) of handling a decision: the engine's check, the
  write queued, every seat's frame built and made JSON (not the waiting for a CPU, nor what
  the loop did for others while the decision waited for its commit: `off_the_clock`);
* `lag`: how late the event loop runs a 10 ms timer (anything that holds the loop: a commit,
  a checkpoint, frames, garbage collection, or the CPU being given to another process);
* `commit`: how long each of the writer thread's commits took (store/writer.py), when the
  store is one;
* `durable`: from a batch of writes sealed on the loop to the loop hearing it is committed
  (the writer thread's wait for a CPU and the GIL, the commit, the wake-up);
* `gc2`: how long each of Python's full (generation 2) garbage collections held the loop.

Off by default: a server without `--stats-file` keeps no timings.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import statistics
import time
from collections.abc import Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

PROBE_SECONDS = 0.01


class Decision:
    """One decision being told: when its message was read, how many frames are still queued."""

    __slots__ = ("cpu", "handling", "pending", "started")

    def __init__(self, started: float) -> None:
        self.started = started
        self.cpu = time.thread_time()
        self.pending = 0
        self.handling = True


# The decision the running task handles (each connection's task its own): the frames a task
# queues belong to its decision, even when another's handling ran while it awaited the store.
_handling: ContextVar[Decision | None] = ContextVar("handling", default=None)


@contextlib.contextmanager
def off_the_clock() -> Iterator[None]:
    """What the loop's thread does while the decision being handled here waits (for its
    commit) is other tasks' work, not counted in its `work`."""
    decision = _handling.get()
    before = time.thread_time()
    try:
        yield
    finally:
        if decision is not None:
            decision.cpu += time.thread_time() - before


class Stats:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.decisions: list[float] = []  # seconds, read -> its last frame handed to the socket
        self.work: list[float] = []  # CPU seconds the loop spent handling each decision
        self.lags: list[float] = []  # seconds the probe's timer ran late
        self.commits: list[float] = []  # seconds each commit took (the writer thread's store)
        self.durable: list[float] = []  # each batch: sealed on the loop -> the loop told it is in
        self.collections: list[float] = []  # seconds each full (generation 2) collection took
        self.collections_cpu: list[float] = []  # and the CPU time each took
        self._collecting = (0.0, 0.0)
        self._probe: asyncio.Task[None] | None = None

    def reset(self) -> None:
        self.decisions.clear()
        self.work.clear()
        self.lags.clear()
        self.commits.clear()
        self.durable.clear()
        self.collections.clear()
        self.collections_cpu.clear()

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._collecting = (time.perf_counter(), time.thread_time())
        else:
            self.collections.append(time.perf_counter() - self._collecting[0])
            self.collections_cpu.append(time.thread_time() - self._collecting[1])

    def start(self) -> None:
        gc.callbacks.append(self._gc)
        self._probe = asyncio.get_running_loop().create_task(self._lag_probe())

    async def _lag_probe(self) -> None:
        while True:
            before = time.perf_counter()
            await asyncio.sleep(PROBE_SECONDS)
            self.lags.append(max(0.0, time.perf_counter() - before - PROBE_SECONDS))

    def begin(self) -> Decision:
        decision = Decision(time.perf_counter())
        _handling.set(decision)
        return decision

    def end(self, decision: Decision) -> None:
        """Handling is over: a decision that sent nothing (refused) is not counted."""
        _handling.set(None)
        decision.handling = False
        self.work.append(time.thread_time() - decision.cpu)
        if decision.pending == 0:
            decision.pending = -1

    def queued(self) -> Decision | None:
        """A frame is queued: it belongs to the decision this task handles, if any."""
        decision = _handling.get()
        if decision is not None:
            decision.pending += 1
        return decision

    def sent(self, decision: Decision) -> None:
        decision.pending -= 1
        if decision.pending == 0 and not decision.handling:
            self.decisions.append(time.perf_counter() - decision.started)

    def report(self) -> dict[str, Any]:
        return {
            "decision": summary(self.decisions),
            "work": summary(self.work),
            "lag": summary(self.lags),
            "commit": summary(self.commits),
            "durable": summary(self.durable),
            "gc2": summary(self.collections),
            "gc2_cpu": summary(self.collections_cpu),
        }

    def write(self) -> None:
        if self._probe is not None:
            self._probe.cancel()
        if self._gc in gc.callbacks:
            gc.callbacks.remove(self._gc)
        self.path.write_text(json.dumps(self.report()) + "\n")


def summary(seconds: list[float]) -> dict[str, Any]:
    """n, p50, p99 and max in milliseconds."""
    if len(seconds) < 2:
        return {"n": len(seconds), "max_ms": round(max(seconds, default=0.0) * 1000, 2)}
    q = statistics.quantiles(seconds, n=100)
    return {
        "n": len(seconds),
        "p50_ms": round(q[49] * 1000, 2),
        "p99_ms": round(q[98] * 1000, 2),
        "max_ms": round(max(seconds) * 1000, 2),
    }
