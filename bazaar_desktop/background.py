"""Slow work off the GUI thread, one helper for it: loading a save, checking the autosave.

`BackgroundRunner.run(work, on_done, on_error)` calls `work()` on a worker thread and hands its
result (or the exception it raised) to `on_done` / `on_error` back on the GUI thread, through a
queued signal, so the window keeps painting and answering meanwhile. Only the newest request of
a runner is answered: an older one still running when a new one starts (or after `cancel`) is
dropped when it finishes. Workers are daemon threads: quitting never waits for them.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal


class _Bridge(QObject):
    finished = Signal(int, bool, object)  # request number, succeeded, result or exception


@dataclass(frozen=True)
class _Request:
    number: int
    on_done: Callable[[Any], None]
    on_error: Callable[[Exception], None]


class BackgroundRunner(QObject):
    """Runs one kind of slow work at a time off the GUI thread; see the module."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name  # the worker threads' name, for debugging
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._deliver)
        self._requests = 0
        self._waiting: _Request | None = None

    @property
    def busy(self) -> bool:
        """A request is running whose answer is still wanted."""
        return self._waiting is not None

    def run(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        self._requests += 1
        self._waiting = _Request(self._requests, on_done, on_error)
        worker = threading.Thread(
            target=self._work, args=(self._requests, work), name=self.name, daemon=True
        )
        worker.start()

    def cancel(self) -> None:
        """The answer of the running request is no longer wanted."""
        self._waiting = None

    def _work(self, number: int, work: Callable[[], Any]) -> None:
        try:
            result, succeeded = work(), True
        except Exception as exc:  # handed to on_error on the GUI thread
            result, succeeded = exc, False
        with contextlib.suppress(RuntimeError):  # the window was destroyed meanwhile
            self._bridge.finished.emit(number, succeeded, result)

    def _deliver(self, number: int, succeeded: bool, result: object) -> None:
        request = self._waiting
        if request is None or request.number != number:
            return  # an outdated answer
        self._waiting = None
        if succeeded:
            request.on_done(result)
        else:
            assert isinstance(result, Exception)
            request.on_error(result)
