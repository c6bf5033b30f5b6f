"""The one way the desktop runs slow work off the GUI thread (Anki's `CollectionOp` pattern).

A job is a function of a `Progress`; `Background.run(job, done)` runs it on a daemon thread
and calls `done(result, error, seconds)` back on the GUI thread (a queued signal). The threads
are kept for the next job: starting one per bot move made the GUI thread wait for it to start,
a visible stall on a busy machine. A job may report how far it is (`progress.report(done,
total)`, delivered to the `progress` callback on the GUI thread) and should look at
`progress.cancelled` between steps. `cancel(ticket)` drops the job's answer and tells the job
to stop; an answer for a cancelled ticket is never delivered. Bot moves (the adapter), hints
and game reviews (`coach/`) all go through here; the thinking itself happens in the bots'
worker process (`bot_process.py`), so these threads only wait on its pipe and never hold
Python's interpreter lock for long.

`BackgroundRunner` is the same thing for one kind of work at a time where only the newest
request matters and the caller wants the exception itself (reading a save, checking the
autosave at start, importing the game tables after start): a new request drops the answer of
an older one still running.
"""

from __future__ import annotations

import contextlib
import heapq
import itertools
import threading
import time
import weakref
from collections.abc import Callable
from typing import Any, NamedTuple

import shiboken6
from PySide6.QtCore import QObject, Signal

Done = Callable[[object, str, float], None]  # result (None on error), error text, seconds
Progressed = Callable[[int, int], None]  # steps done, steps in all


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


class _Job(NamedTuple):  # named tuples, not dataclasses: made before the first paint
    done: Done
    progressed: Progressed | None
    progress: Progress


class _Relay(QObject):
    """Carries the workers' answers to the GUI thread: one, made there on first use and never
    deleted. A worker used to emit on its Background itself, and one emitting while the GUI
    thread deleted that Background (a window closing, an adapter thrown away) reached freed
    memory and crashed the process; an emit on this one cannot, and an answer for a
    Background that is gone is dropped here."""

    finished = Signal(object, int, object, str, float)  # Background (weakly), ticket, ...
    progressed = Signal(object, int, int, int)  # Background (weakly), ticket, done, total

    def __init__(self) -> None:
        super().__init__()
        self.finished.connect(self._deliver_finished)
        self.progressed.connect(self._deliver_progressed)

    @staticmethod
    def _alive(owner: weakref.ref[Background]) -> Background | None:
        background = owner()
        return background if background is not None and shiboken6.isValid(background) else None

    def _deliver_finished(
        self, owner: weakref.ref[Background], ticket: int, result: object, error: str, s: float
    ) -> None:
        background = self._alive(owner)
        if background is not None:
            background._on_finished(ticket, result, error, s)

    def _deliver_progressed(
        self, owner: weakref.ref[Background], ticket: int, done: int, total: int
    ) -> None:
        background = self._alive(owner)
        if background is not None:
            background._on_progressed(ticket, done, total)


_RELAY: list[_Relay] = []  # the one relay, made by the first Background (on the GUI thread)


class Background(QObject):
    """Runs jobs off the GUI thread and brings their answers back to it (through `_Relay`)."""

    # A job's answer reached the GUI thread (ticket), after it was delivered or, cancelled,
    # dropped: what a test waits on to see that a dropped answer has come and gone.
    arrived = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if not _RELAY:
            _RELAY.append(_Relay())
        self._relay = _RELAY[0]
        self._owner = weakref.ref(self)
        self._tickets = itertools.count(1)
        self._jobs: dict[int, _Job] = {}

    def run(
        self,
        job: Callable[[Progress], object],
        done: Done,
        progressed: Progressed | None = None,
        name: str = "background",
        urgent: bool = False,
    ) -> int:
        """Start `job` now; returns the ticket that `cancel` takes. An `urgent` job (a bot's
        move) goes before the others waiting (hints, reviews)."""
        ticket = next(self._tickets)
        relay, owner = self._relay, self._owner
        progress = Progress(lambda d, t: relay.progressed.emit(owner, ticket, d, t))
        self._jobs[ticket] = _Job(done, progressed, progress)
        _WORKERS.submit(f"{name}-{ticket}", lambda: self._work(ticket, job, progress), urgent)
        return ticket

    def cancel(self, ticket: int) -> None:
        """Drop the job's answer; the job sees `progress.cancelled` and may stop early."""
        job = self._jobs.pop(ticket, None)
        if job is not None:
            job.progress.cancel()

    def busy(self, ticket: int | None) -> bool:
        return ticket is not None and ticket in self._jobs

    def _work(self, ticket: int, job: Callable[[Progress], object], progress: Progress) -> None:
        started = time.perf_counter()
        try:
            result, error = job(progress), ""
        except Exception as exc:  # a failing job must not take the app down
            result, error = None, f"{type(exc).__name__}: {exc}"
        seconds = time.perf_counter() - started
        with contextlib.suppress(RuntimeError):  # the application is gone (quitting)
            self._relay.finished.emit(self._owner, ticket, result, error, seconds)

    def _on_finished(self, ticket: int, result: object, error: str, seconds: float) -> None:
        job = self._jobs.pop(ticket, None)
        if job is not None:  # else cancelled: its answer is about something gone
            job.done(result, error, seconds)
        if shiboken6.isValid(self):  # `done` may have closed what owns this one
            self.arrived.emit(ticket)

    def _on_progressed(self, ticket: int, done: int, total: int) -> None:
        job = self._jobs.get(ticket)
        if job is not None and job.progressed is not None:
            job.progressed(done, total)


class _Outcome(NamedTuple):
    value: object
    error: Exception | None


class BackgroundRunner(QObject):
    """One kind of work on `Background`, newest request only; see the module."""

    arrived = Signal(int)  # its `Background.arrived`: an answer, delivered or dropped

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name  # the worker threads' name, for debugging
        self._background = Background(self)
        self._background.arrived.connect(self.arrived)
        self._ticket: int | None = None

    @property
    def busy(self) -> bool:
        """A request is running whose answer is still wanted."""
        return self._background.busy(self._ticket)

    def run(
        self,
        work: Callable[[], Any],
        on_done: Callable[[Any], None],
        on_error: Callable[[Exception], None],
    ) -> None:
        self.cancel()

        def job(_progress: Progress) -> _Outcome:
            try:
                return _Outcome(work(), None)
            except Exception as exc:  # handed to on_error on the GUI thread
                return _Outcome(None, exc)

        def done(outcome: object, error: str, _seconds: float) -> None:
            self._ticket = None
            if not isinstance(outcome, _Outcome):  # the job itself cannot fail; kept honest
                on_error(RuntimeError(error))
            elif outcome.error is not None:
                on_error(outcome.error)
            else:
                on_done(outcome.value)

        self._ticket = self._background.run(job, done, name=self.name)

    def cancel(self) -> None:
        """The answer of the running request is no longer wanted."""
        if self._ticket is not None:
            self._background.cancel(self._ticket)
            self._ticket = None
