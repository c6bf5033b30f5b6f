"""Slow work off the GUI thread: answers come back on it, cancelled ones never, jobs run side by
side, and the threads are kept for the next job rather than started for each bot move."""

from __future__ import annotations

import threading
from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import QObject, Slot

from bazaar_desktop.app import make_application
from bazaar_desktop.background import Background, Progress


class RelayCount(QObject):
    """Counts the answers the workers' relay carries to the GUI thread (it lives there)."""

    def __init__(self) -> None:
        super().__init__()
        self.n = 0

    @Slot(object, int, object, str, float)
    def count(self, *_answer: object) -> None:
        self.n += 1


def test_answers_come_back_on_the_gui_thread_in_order(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    answers: list[tuple[object, bool]] = []
    workers: list[threading.Thread] = []
    gui = threading.get_ident()

    def square(n: int) -> int:
        workers.append(threading.current_thread())
        return n * n

    for n in range(20):
        background.run(
            lambda _p, n=n: square(n),
            lambda result, _error, _s: answers.append((result, threading.get_ident() == gui)),
            name="squares",
        )
        wait_for(qtbot, lambda n=n: len(answers) == n + 1)
    assert answers == [(n * n, True) for n in range(20)]
    # Twenty jobs one after another were served by kept threads, not twenty new ones.
    assert len({id(worker) for worker in workers}) <= 2


def test_a_long_job_does_not_hold_up_another(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    release = threading.Event()
    done: list[str] = []
    background.run(lambda _p: release.wait(10), lambda *_a: done.append("long"), name="long")
    background.run(lambda _p: "quick", lambda *_a: done.append("quick"), name="quick")
    wait_for(qtbot, lambda: done == ["quick"])
    release.set()
    wait_for(qtbot, lambda: done == ["quick", "long"])


def test_a_cancelled_job_is_told_to_stop_and_its_answer_is_dropped(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    started, stopped = threading.Event(), threading.Event()
    answers: list[object] = []

    def job(progress: Progress) -> str:
        started.set()
        while not progress.cancelled:
            threading.Event().wait(0.01)
        stopped.set()
        return "too late"

    ticket = background.run(job, lambda result, *_a: answers.append(result))
    assert started.wait(5)
    background.cancel(ticket)
    assert stopped.wait(5)
    background.run(lambda _p: "next", lambda result, *_a: answers.append(result))
    wait_for(qtbot, lambda: answers == ["next"])


def test_the_threads_stop_growing_at_the_pool_limit_and_every_job_still_runs(qtbot: Any) -> None:
    """Jobs left waiting (a hint whose caller moved on, still waiting for the bots' process)
    no longer each hold a new thread: past the limit a job waits for a thread to come free."""
    from bazaar_desktop.background import _WORKERS

    make_application(["bazaar-tests"])
    background = Background()
    gate = threading.Event()
    running: set[str] = set()
    answers: list[object] = []

    def blocked(_progress: Progress) -> str:
        running.add(threading.current_thread().name)
        gate.wait(10)
        return "done"

    jobs = _WORKERS.limit + 6
    for _ in range(jobs):
        background.run(blocked, lambda result, _e, _s: answers.append(result), name="stuck")
    # `submit` counts a thread it starts before returning: the count is final already.
    assert _WORKERS.started <= _WORKERS.limit
    wait_for(qtbot, lambda: len(running) >= min(_WORKERS.limit, jobs))
    assert len(running) <= _WORKERS.limit  # the others wait in the queue
    gate.set()
    wait_for(qtbot, lambda: len(answers) == jobs)
    assert answers == ["done"] * jobs


def test_an_urgent_job_runs_while_every_thread_waits_behind_others(qtbot: Any) -> None:
    """A bot's move (urgent) is not queued behind hints waiting for the bots' process (issue
    35.10): it gets a thread of its own, which ends afterwards (the pool back at its limit)."""
    from bazaar_desktop.background import _WORKERS

    make_application(["bazaar-tests"])
    background = Background()
    gate = threading.Event()
    running: list[str] = []
    answers: list[object] = []

    def hint(_progress: Progress) -> str:
        running.append(threading.current_thread().name)
        gate.wait(20)
        return "hint"

    def heard(result: object, _error: str, _seconds: float) -> None:
        answers.append(result)

    try:
        for _ in range(_WORKERS.limit + 2):  # every thread busy, two more waiting
            background.run(hint, heard, name="hint")
        wait_for(qtbot, lambda: len(running) >= _WORKERS.limit)
        background.run(lambda _progress: "move", heard, name="bot", urgent=True)
        wait_for(qtbot, lambda: bool(answers))
        assert answers == ["move"]  # while every hint still waits
    finally:
        gate.set()
    wait_for(qtbot, lambda: len(answers) == _WORKERS.limit + 3)
    wait_for(qtbot, lambda: _WORKERS.started <= _WORKERS.limit)


def test_a_background_deleted_while_its_jobs_finish_neither_crashes_nor_answers(
    qtbot: Any,
) -> None:
    """A window closing deletes its Backgrounds while their jobs may be finishing on worker
    threads: the app goes on, and nobody hears about work for a Background that is gone.
    (Emitting on the Background itself crashed this loop within 3000 rounds, 2 runs of 2.)"""
    import time

    import shiboken6

    from bazaar_desktop.background import _RELAY

    make_application(["bazaar-tests"])
    alive = Background()  # makes the relay if no test has yet
    relayed = RelayCount()  # every answer the relay carries, the dropped ones too
    _RELAY[0].finished.connect(relayed.count)
    heard: list[object] = []
    for round_ in range(3000):
        doomed = Background()
        for n in range(3):
            doomed.run(lambda _p, n=n: n, lambda result, _e, _s: heard.append(result))
        if round_ % 3:
            time.sleep(0.0002 * (round_ % 5))  # some jobs finish before the delete, some after
        shiboken6.delete(doomed)  # as a window's parts go with it
    answered: list[object] = []
    alive.run(lambda _p: "still here", lambda result, _e, _s: answered.append(result))
    wait_for(qtbot, lambda: answered == ["still here"])
    # Every doomed job's answer has reached the GUI thread (and was dropped there).
    wait_for(qtbot, lambda: relayed.n >= 3000 * 3 + 1)
    _RELAY[0].finished.disconnect(relayed.count)
    assert heard == []
