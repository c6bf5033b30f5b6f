"""The two things a node shares with other nodes, each behind a small interface. One node uses
the in-process implementations (`pipeline.in_process`); several use Redis (`cluster.fanout`,
`cluster.jobs`). The code above them is the same either way.

* The fan-out: "table T has decision n", told by the node that wrote it (after the store
  committed it) to every other node serving T, which re-reads T from the store. A nudge, never
  the truth: what a node missed is in the store, read again at each (re)subscription.
* The bot jobs: "T needs decision n from a bot", taken by one worker (of any node), which
  makes the decision and writes it. A job may run twice (a worker died after writing); the
  store takes decision n once (`DecisionTaken`), so that is safe.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Job:
    id: str  # the queue's own id for it
    table: str
    n: int  # the decision number its result is written as
    kind: str  # "bot"
    payload: dict[str, Any]  # {"seat": int, "level": str}


OnDecision = Callable[[str, int, str], Awaitable[None]]  # table, n, the node that wrote it
OnResync = Callable[[frozenset[str]], Awaitable[None]]  # tables to re-read (nothing missed)


class Fanout(Protocol):
    node: str  # this node's name (a node ignores its own news)
    subscriptions: int  # how many times it has (re)subscribed: 1 + reconnections

    def watch(self, table_id: str) -> None:
        """Hear of `table_id` while this node serves a client of it."""
        ...

    def unwatch(self, table_id: str) -> None: ...

    def publish(self, table_id: str, n: int) -> None:
        """Tell the other nodes, without waiting and without raising (a fan-out that is away
        loses the nudge; the decision is in the store)."""
        ...

    async def published(self) -> None:
        """Until the publications under way are sent (stopping; tests)."""
        ...

    async def run(self) -> None:
        """Listen (re-subscribing whenever the link is lost) until `close()`."""
        ...

    async def close(self) -> None: ...


class JobQueue(Protocol):
    # The errors that mean "the queue is away for now" (the bot then thinks on this node).
    unreachable: tuple[type[BaseException], ...]
    # Whether a worker waiting in `take` may be cancelled (stopping) without a command left in
    # flight: Redis may still run a cancelled read, and make the worker's consumer again.
    take_cancels_cleanly: bool

    async def ensure_group(self) -> None:
        """Ready to take jobs (made at every start: a restarted queue may be empty)."""
        ...

    async def submit(self, table: str, n: int, kind: str, payload: dict[str, Any]) -> str: ...

    async def take(
        self, consumer: str, block_ms: int, claim_idle_ms: int
    ) -> tuple[Job, bool] | None:
        """The next job for `consumer`, and whether it was taken over from a worker that did
        not finish it (left idle `claim_idle_ms`); None after `block_ms` without one."""
        ...

    async def done(self, job: Job) -> None:
        """The job's result is in the store (or never will be): it leaves the queue."""
        ...

    async def failed(self, job: Job) -> None:
        """The handler raised: the job stays the queue's, to be taken over once idle."""
        ...

    async def resubmit(self, job: Job) -> None:
        """Queue `job` again as a new one (its tries start afresh)."""
        ...

    async def deliveries(self, job: Job) -> int:
        """How many times `job` was handed to a worker."""
        ...

    async def remove_consumer(self, name: str) -> bool:
        """Forget consumer `name` unless it holds a job (a stopping node's)."""
        ...

    async def close(self) -> None: ...
