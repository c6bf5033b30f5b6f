"""Slow work off the GUI thread: answers come back on it (typed: the value, or the exception with
its traceback), cancelled and stale ones never, jobs run side by side, and the threads are kept
for the next job rather than started for each bot move."""

from __future__ import annotations

import threading
from functools import partial
from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import QObject, Slot

from bazaar_desktop.app import make_application
from bazaar_desktop.services.background import Background, Operation, Progress


def failed(error: Exception) -> None:
    raise AssertionError(f"no job here fails: {error!r}")


class RelayCount(QObject):
    """Counts the answers the workers' relay carries to the GUI thread (it lives there)."""

    def __init__(self) -> None:
        super().__init__()
        self.n = 0

    @Slot(object, object)
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
            partial(lambda _p, n: square(n), n=n),
            lambda result: answers.append((result, threading.get_ident() == gui)),
            failed,
            name="squares",
        )
        wait_for(qtbot, partial(lambda n: len(answers) == n + 1, n))
    assert answers == [(n * n, True) for n in range(20)]
    # Twenty jobs one after another were served by kept threads, not twenty new ones.
    assert len({id(worker) for worker in workers}) <= 2


def test_a_long_job_does_not_hold_up_another(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    release = threading.Event()
    done: list[str] = []
    background.run(lambda _p: release.wait(10), lambda _r: done.append("long"), failed)
    background.run(lambda _p: "quick", lambda _r: done.append("quick"), failed, name="quick")
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

    operation = background.run(job, answers.append, failed)
    assert started.wait(5)
    assert operation.running
    operation.cancel()
    assert not operation.running
    assert stopped.wait(5)
    background.run(lambda _p: "next", answers.append, failed)
    wait_for(qtbot, lambda: answers == ["next"])


def test_the_threads_stop_growing_at_the_pool_limit_and_every_job_still_runs(qtbot: Any) -> None:
    """Jobs left waiting (a hint whose caller moved on, still waiting for the bots' process)
    no longer each hold a new thread: past the limit a job waits for a thread to come free."""
    from bazaar_desktop.services.background import _WORKERS

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
        background.run(blocked, answers.append, failed, name="stuck")
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
    from bazaar_desktop.services.background import _WORKERS

    make_application(["bazaar-tests"])
    background = Background()
    gate = threading.Event()
    running: list[str] = []
    answers: list[object] = []

    def hint(_progress: Progress) -> str:
        running.append(threading.current_thread().name)
        gate.wait(20)
        return "hint"

    def heard(result: object) -> None:
        answers.append(result)

    try:
        for _ in range(_WORKERS.limit + 2):  # every thread busy, two more waiting
            background.run(hint, heard, failed, name="hint")
        wait_for(qtbot, lambda: len(running) >= _WORKERS.limit)
        background.run(lambda _progress: "move", heard, failed, name="bot", urgent=True)
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

    from bazaar_desktop.services.background import _RELAY

    make_application(["bazaar-tests"])
    alive = Background()  # makes the relay if no test has yet
    relayed = RelayCount()  # every answer the relay carries, the dropped ones too
    _RELAY[0].finished.connect(relayed.count)
    heard: list[object] = []
    for round_ in range(3000):
        doomed = Background()
        for n in range(3):
            doomed.run(partial(lambda _p, n: n, n=n), heard.append, heard.append)
        if round_ % 3:
            time.sleep(0.0002 * (round_ % 5))  # some jobs finish before the delete, some after
        shiboken6.delete(doomed)  # as a window's parts go with it
    answered: list[object] = []
    alive.run(lambda _p: "still here", answered.append, failed)
    wait_for(qtbot, lambda: answered == ["still here"])
    # Every doomed job's answer has reached the GUI thread (and was dropped there).
    wait_for(qtbot, lambda: relayed.n >= 3000 * 3 + 1)
    _RELAY[0].finished.disconnect(relayed.count)
    assert heard == []


class Checked:
    """A typed answer: `on_done` is checked (by mypy) against what the work returns."""

    def __init__(self, squares: list[int]) -> None:
        self.squares = squares


def test_an_answer_comes_back_typed_on_the_gui_thread(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    gui = threading.get_ident()
    worked_on: list[int] = []
    heard: list[tuple[Checked, int]] = []

    def work(progress: Progress) -> Checked:
        worked_on.append(threading.get_ident())
        return Checked([n * n for n in range(4)])

    def done(answer: Checked) -> None:
        heard.append((answer, threading.get_ident()))

    operation: Operation[Checked] = background.run(work, done, failed, name="typed")
    wait_for(qtbot, lambda: bool(heard))
    answer, thread = heard[0]
    assert isinstance(answer, Checked) and answer.squares == [0, 1, 4, 9]
    assert thread == gui and worked_on and worked_on[0] != gui
    assert not operation.running  # answered: nothing more will come


def test_a_failure_comes_back_as_the_exception_itself_with_its_traceback(qtbot: Any) -> None:
    import traceback

    from bazaar_desktop.services.background import describe

    make_application(["bazaar-tests"])
    background = Background()
    gui = threading.get_ident()
    failures: list[tuple[Exception, int]] = []

    def broken_step(_progress: Progress) -> int:
        raise KeyError("no such seat")

    def done(_answer: int) -> None:
        raise AssertionError("a failed job has no answer")

    background.run(broken_step, done, lambda exc: failures.append((exc, threading.get_ident())))
    wait_for(qtbot, lambda: bool(failures))
    error, thread = failures[0]
    assert thread == gui
    assert isinstance(error, KeyError) and error.args == ("no such seat",)
    frames = [frame.name for frame in traceback.extract_tb(error.__traceback__)]
    assert "broken_step" in frames  # where it went wrong, for the log
    assert describe(error) == "KeyError: 'no such seat'"


def test_a_stale_answer_is_dropped_and_a_current_one_delivered(qtbot: Any) -> None:
    """`wanted` is asked on the GUI thread when the answer arrives: an answer about a game no
    longer on the table is dropped, neither callback called (its `wanted` check is the witness
    that it came and went)."""
    make_application(["bazaar-tests"])
    background = Background()
    table = {"game": 1}
    release = threading.Event()
    heard: list[str] = []
    asked: list[bool] = []

    def wanted_for(game: int) -> bool:
        asked.append(table["game"] == game)
        return table["game"] == game

    stale = background.run(
        lambda _p: (release.wait(10), "about game 1")[1],
        heard.append,
        lambda exc: heard.append(repr(exc)),
        wanted=lambda: wanted_for(1),
    )
    table["game"] = 2  # a new game while the first answer is worked out
    release.set()
    wait_for(qtbot, lambda: asked == [False])
    assert not stale.running  # dropped: nothing more will come
    background.run(lambda _p: "about game 2", heard.append, failed, wanted=lambda: wanted_for(2))
    wait_for(qtbot, lambda: heard == ["about game 2"])
    assert asked == [False, True]


def test_progress_comes_back_on_the_gui_thread_until_cancelled(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    background = Background()
    gui = threading.get_ident()
    steps: list[tuple[int, int, bool]] = []
    go_on, reported_late = threading.Event(), threading.Event()

    def work(progress: Progress) -> str:
        progress.report(1, 3)
        go_on.wait(10)
        progress.report(2, 3)  # cancelled by now: not told
        reported_late.set()
        return "done"

    operation = background.run(
        work,
        lambda _r: steps.append((-1, -1, False)),
        failed,
        progressed=lambda done, total: steps.append((done, total, threading.get_ident() == gui)),
    )
    wait_for(qtbot, lambda: steps == [(1, 3, True)])
    operation.cancel()
    go_on.set()
    assert reported_late.wait(10)
    witness: list[str] = []  # sent after the late report: it arrives after it (one queue)
    background.run(lambda _p: "after", witness.append, failed)
    wait_for(qtbot, lambda: witness == ["after"])
    assert steps == [(1, 3, True)]


def test_the_runner_keeps_the_newest_request_only(qtbot: Any) -> None:
    from bazaar_desktop.services.background import BackgroundRunner

    make_application(["bazaar-tests"])
    runner = BackgroundRunner("read a save")
    release = threading.Event()
    heard: list[str] = []
    runner.run(lambda: (release.wait(10), "old")[1], heard.append, failed)
    assert runner.busy
    errors: list[Exception] = []
    runner.run(lambda: int("x"), lambda n: heard.append(str(n)), errors.append)
    release.set()
    wait_for(qtbot, lambda: bool(errors))
    assert isinstance(errors[0], ValueError) and heard == []
    assert not runner.busy
