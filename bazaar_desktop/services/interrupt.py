"""Work the desktop abandons stops where it runs: in this process or the bots'.

A job on `background.py` gets a `Progress`; the caller cancels it when the answer is no longer
wanted (Undo, New game, a hint closed, a review cancelled). A job that asks for a search runs
it inside `abandoned_with(progress)`: a search in this process stops at its next iteration
(`bazaar_engine.bots.thinking.interruptible`), and a request to the bots' process is
interrupted there (`BotProcess` registers itself with `current()` and is told by
`when_cancelled`, on the cancelling thread, so nothing polls). Kept apart from `bot_process.py`
so that the adapter can use it without loading multiprocessing at start.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Protocol

from bazaar_engine.bots.thinking import interruptible


class Cancellable(Protocol):
    """What `background.Progress` offers: whether the job was cancelled, and a call then."""

    @property
    def cancelled(self) -> bool: ...

    def when_cancelled(self, callback: Callable[[], None]) -> None:
        """Call `callback` once the job is cancelled (now, if it already is)."""
        ...


_CURRENT: ContextVar[Cancellable | None] = ContextVar("abandoned_with", default=None)


@contextmanager
def abandoned_with(progress: Cancellable) -> Iterator[None]:
    """Searches asked for inside stop when `progress` is cancelled (contexts are per thread)."""
    token = _CURRENT.set(progress)
    try:
        with interruptible(lambda: progress.cancelled):
            yield
    finally:
        _CURRENT.reset(token)


def current() -> Cancellable | None:
    """The progress whose cancelling abandons what this thread asks for now, if any."""
    return _CURRENT.get()
