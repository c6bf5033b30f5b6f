"""A search's budget is CPU time of its own thread, under a wall-clock ceiling (issue 28).

Time the thread does not run (another program has the core; here: it sleeps) does not count,
so a busy machine does not make a bot think less; the wall clock still ends a search at the
ceiling. No durations of the searches themselves are asserted.
"""

from __future__ import annotations

import time

from bazaar_engine.bots.thinking import Stopwatch, stopwatch


def test_time_the_thread_does_not_run_is_not_counted() -> None:
    clock = Stopwatch(cpu_seconds=0.05, wall_ceiling=60.0)
    time.sleep(0.2)  # four times the budget on the wall clock, almost no CPU
    assert not clock.expired()
    while not clock.expired():  # thinking uses it up
        pass
    assert clock.cpu_share() > 0.0


def test_the_wall_clock_ceiling_ends_a_search_that_gets_no_cpu() -> None:
    clock = Stopwatch(cpu_seconds=30.0, wall_ceiling=0.05)
    time.sleep(0.1)
    assert clock.expired()


def test_an_iteration_budget_has_no_stopwatch() -> None:
    assert stopwatch(None) is None
