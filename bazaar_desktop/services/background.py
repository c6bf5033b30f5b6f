"""The one way the desktop runs slow work off the GUI thread (Anki's `CollectionOp` pattern).

`Background.run(work, on_done, on_failed)` runs `work(progress)` on a daemon thread and returns
its `Operation[T]`. Back on the GUI thread (a queued signal) exactly one of two callbacks is
called: `on_done(result)` with what `work` returned (typed: mypy checks `on_done` against
`work`'s return type), or `on_failed(exc)` with the exception `work` raised, its traceback kept
on it (`exc.__traceback__`) for the log; `describe(exc)` is the one line messages show. An
answer is dropped, neither callback called, once it is no longer wanted: the operation was
cancelled (`operation.cancel()`, which also tells the job to stop), or its `wanted` check,
asked on the GUI thread when the answer arrives, says no (a result about a game no longer on
the table). The threads are kept for the next job: starting one per bot move made the GUI
thread wait for it to start, a visible stall on a busy machine. A job may report how far it is
(`progress.report(done, total)`, delivered to the `progressed` callback on the GUI thread) and
should look at `progress.cancelled` between steps. Bot moves (the adapter), hints and game
reviews (`coach/`), phones' hints and the statistics all go through here; the thinking itself
happens in the bots' worker process (`bot_process.py`), so these threads only wait on its pipe
and never hold Python's interpreter lock for long.

`BackgroundRunner` is the same thing for one kind of work at a time where only the newest
request matters (reading a save, writing one, checking the autosave at start, importing the
game tables after start): a new request drops the answer of an older one still running.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import threading
import weakref
from collections.abc import Callable
from functools import partial
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal

T = TypeVar("T")
Progressed = Callable[[int, int], None]  # steps done, steps in all


def describe(error: BaseException) -> str:
    """An exception in one line, as the messages that show a failure name it."""
    return f"{type(error).__name__}: {error}"


class Progress:
    """Handed to a job: report how far it is, and see whether it should stop."""

    def __init__(self, report: Callable[[int, int], None]) -> None:
        self._report = report
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._on_cancel: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        with self._lock:
            self._cancel.set()
            calls, self._on_cancel = self._on_cancel, []
        for call in calls:
            call()

    def when_cancelled(self, callback: Callable[[], None]) -> None:
        """Call `callback` (on the cancelling thread) once cancelled; now, if it already is:
        a search in the bots' process is interrupted so (`interrupt.py`)."""
        with self._lock:
            if not self._cancel.is_set():
                self._on_cancel.append(callback)
                return
        callback()

    def report(self, done: int, total: int) -> None:
        if not self.cancelled:
            self._report(done, total)


class _Workers:
    """One pool of daemon threads that wait for tasks. A new one is started only when no
    thread is free for a task (a bot's move, a hint and a review may be under way at once),
    and never more than `limit`: past it a task waits for the first thread to come free, so
    jobs abandoned by their callers (a cancelled hint still waiting for the bots' process)
    cannot make the threads grow without bound. The thread free last takes the next task
    (twenty jobs in a row use one thread). An urgent task (a bot's move) never waits behind
    the others: it is taken first and, when no thread is free (phones' hints waiting for the
    bots' process), gets a thread of its own past the limit, which ends once it finds no task
    (so the pool is back at its limit)."""

    def __init__(self, limit: int = 4) -> None:
        self.limit = limit
        self._tasks: list[tuple[int, int, str, Callable[[], None]]] = []  # a heap: urgent first
        self._order = itertools.count()  # first come, first served within a priority
        self._lock = threading.Lock()
        self._sleeping: list[threading.Event] = []  # free threads, the one free last on top
        self.started = 0  # threads running, at most `limit` but for urgent tasks'

    def submit(self, name: str, task: Callable[[], None], urgent: bool = False) -> None:
        with self._lock:
            heapq.heappush(self._tasks, (0 if urgent else 1, next(self._order), name, task))
            wake = self._sleeping.pop() if self._sleeping else None
            start = wake is None and (urgent or self.started < self.limit)
            self.started += start
        if wake is not None:
            wake.set()
        elif start:
            threading.Thread(target=self._serve, name=name, daemon=True).start()
        # else every thread is busy: the first to come free takes it

    def _serve(self) -> None:
        while True:
            with self._lock:
                if not self._tasks and self.started > self.limit:  # one more than kept
                    self.started -= 1
                    return
                if self._tasks:
                    _priority, _order, name, task = heapq.heappop(self._tasks)
                    asleep = None
                else:
                    asleep = threading.Event()
                    self._sleeping.append(asleep)
            if asleep is not None:
                asleep.wait()  # woken for a task (another thread may have taken it: look again)
                continue
            threading.current_thread().name = name  # what it works on, for debugging
            task()


_WORKERS = _Workers()  # shared by every Background: quitting never waits for them


class Operation(Generic[T]):
    """One job run by `Background.run`: what it does, who hears of its end, and whether that
    answer is still wanted (see the module). Made and cancelled on the GUI thread only."""

    def __init__(
        self,
        work: Callable[[Progress], T],
        on_done: Callable[[T], None],
        on_failed: Callable[[Exception], None],
        progressed: Progressed | None,
        wanted: Callable[[], bool] | None,
        report: Callable[[Operation[Any], int, int], None],
    ) -> None:
        self._work = work
        self._on_done = on_done
        self._on_failed = on_failed
        self._progressed = progressed
        self._wanted = wanted
        self._over = False  # answered, dropped or cancelled: nothing more will be heard
        self._answer: Callable[[], None] | None = None  # the callback to make, with its answer
        self.progress = Progress(lambda done, total: report(self, done, total))

    @property
    def running(self) -> bool:
        """Under way, and its answer still wanted."""
        return not self._over

    def cancel(self) -> None:
        """Drop the answer; the job sees `progress.cancelled` and may stop early."""
        if not self._over:
            self._over = True
            self.progress.cancel()

    def _run(self) -> None:
        """On a worker thread."""
        try:
            value = self._work(self.progress)
        except Exception as exc:  # a failing job must not take the app down: told, not raised
            self._answer = partial(self._on_failed, exc)  # its traceback stays on it
        else:
            self._answer = partial(self._on_done, value)

    def _deliver(self) -> None:
        """On the GUI thread, once the job has run: one callback, unless no longer wanted."""
        if self._over:
            return  # cancelled: its answer is about something gone
        self._over = True
        answer, self._answer = self._answer, None  # a kept operation keeps no answer alive
        if answer is not None and (self._wanted is None or self._wanted()):
            answer()

    def _report(self, done: int, total: int) -> None:
        if not self._over and self._progressed is not None:
            self._progressed(done, total)


class _Relay(QObject):
    """Carries the workers' answers to the GUI thread: one, made there on first use and never
    deleted. A worker used to emit on its Background itself, and one emitting while the GUI
    thread deleted that Background (a window closing, an adapter thrown away) reached freed
    memory and crashed the process; an emit on this one cannot, and an answer for a
    Background that is gone is dropped here."""

    finished = Signal(object, object)  # Background (weakly), Operation
    progressed = Signal(object, object, int, int)  # Background (weakly), Operation, done, total

    def __init__(self) -> None:
        super().__init__()
        self.finished.connect(self._deliver_finished)
        self.progressed.connect(self._deliver_progressed)

    @staticmethod
    def _alive(owner: weakref.ref[Background]) -> bool:
        background = owner()
        return background is not None and shiboken6.isValid(background)

    def _deliver_finished(self, owner: weakref.ref[Background], operation: Operation[Any]) -> None:
        if self._alive(owner):
            operation._deliver()
            background = owner()
            if background is not None and shiboken6.isValid(background):  # still, after it
                background.arrived.emit(operation)

    def _deliver_progressed(
        self, owner: weakref.ref[Background], operation: Operation[Any], done: int, total: int
    ) -> None:
        if self._alive(owner):
            operation._report(done, total)


_RELAY: list[_Relay] = []  # the one relay, made by the first Background (on the GUI thread)


class Background(QObject):
    """Runs jobs off the GUI thread and brings their answers back to it (through `_Relay`)."""

    # An operation's answer reached the GUI thread, and was delivered or (cancelled, no longer
    # wanted) dropped: what a test waits on to see that a dropped answer has come and gone.
    arrived = Signal(object)  # the Operation

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not _RELAY:
            _RELAY.append(_Relay())
        self._relay = _RELAY[0]
        self._owner = weakref.ref(self)
        self._numbers = itertools.count(1)  # in the threads' names, for debugging

    def run(
        self,
        work: Callable[[Progress], T],
        on_done: Callable[[T], None],
        on_failed: Callable[[Exception], None],
        *,
        progressed: Progressed | None = None,
        wanted: Callable[[], bool] | None = None,
        name: str = "background",
        urgent: bool = False,
    ) -> Operation[T]:
        """Start `work` now (see the module). An `urgent` job (a bot's move) goes before the
        others waiting (hints, reviews)."""
        relay, owner = self._relay, self._owner

        def report(operation: Operation[Any], done: int, total: int) -> None:
            relay.progressed.emit(owner, operation, done, total)

        operation = Operation(work, on_done, on_failed, progressed, wanted, report)

        def task() -> None:
            operation._run()
            with contextlib.suppress(RuntimeError):  # the application is gone (quitting)
                relay.finished.emit(owner, operation)

        _WORKERS.submit(f"{name}-{next(self._numbers)}", task, urgent)
        return operation


class BackgroundRunner(QObject):
    """One kind of work on `Background`, newest request only; see the module."""

    arrived = Signal(object)  # its `Background.arrived`: an answer, delivered or dropped

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name  # the worker threads' name, for debugging
        self._background = Background(self)
        self._background.arrived.connect(self.arrived)
        self._operation: Operation[Any] | None = None

    @property
    def busy(self) -> bool:
        """A request is running whose answer is still wanted."""
        return self._operation is not None and self._operation.running

    def run(
        self,
        work: Callable[[], T],
        on_done: Callable[[T], None],
        on_failed: Callable[[Exception], None],
    ) -> Operation[T]:
        self.cancel()
        operation = self._background.run(
            lambda _progress: work(), on_done, on_failed, name=self.name
        )
        self._operation = operation
        return operation

    def cancel(self) -> None:
        """The answer of the running request is no longer wanted."""
        if self._operation is not None:
            self._operation.cancel()
            self._operation = None
