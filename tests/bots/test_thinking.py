"""A search's budget is CPU time of its own thread, under a wall-clock ceiling.

Time the thread does not run (another program has the core; here: it sleeps) does not count,
so a busy machine does not make a bot think less; the wall clock still ends a search at the
ceiling. No durations of the searches themselves are asserted. A search inside
`interruptible` stops between iterations once its asker says so, however much budget is left.
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from bazaar_engine.bots.basari_bots import HardBot as BasariHard
from bazaar_engine.bots.basta_bots import HardBot as BastaHard
from bazaar_engine.bots.basta_search import Budget
from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.bots.mcts import SearchBudget
from bazaar_engine.bots.thinking import (
    SearchInterrupted,
    Stopwatch,
    choose_interruptibly,
    interruptible,
    stopwatch,
)


def test_time_the_thread_does_not_run_is_not_counted() -> None:
    clock = Stopwatch(cpu_seconds=0.05, wall_ceiling=60.0)
    time.sleep(0.2)  # four times the budget on the wall clock, almost no CPU
    assert not clock.expired()
    while not clock.expired():  # thinking uses it up
        pass
    assert clock.cpu_share() > 0.0


def test_the_wall_clock_ceiling_ends_a_search_that_gets_no_cpu() -> None:
    clock = Stopwatch(cpu_seconds=30.0, wall_ceiling=0.05)
    time.sleep(0.1)  # about time: twice the wall-clock ceiling passes
    assert clock.expired()


def test_an_iteration_budget_has_no_stopwatch() -> None:
    assert stopwatch(None) is None


# --- interrupted searches ------------------------------------------------------
class StopAfter:
    """Says stop after `checks` questions (a search asks once between iterations)."""

    def __init__(self, checks: int) -> None:
        self.checks = checks
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked > self.checks


def basari_cards() -> tuple[Any, int]:
    from test_basari_bots_hard import card_table  # the same folder (pytest puts it on the path)

    return card_table().view(1), 1


def basari_hard(iterations: int) -> BasariHard:
    budget = SearchBudget(iterations=iterations, seconds=None)
    return BasariHard("interrupted", card_budget=budget, barter_budget=budget)


def test_an_interrupted_search_stops_between_iterations_far_short_of_its_budget() -> None:
    view, seat = basari_cards()
    search = basari_hard(10**9).search_for(view)  # hours of thinking if nobody stopped it
    stop = StopAfter(5)
    with interruptible(stop), pytest.raises(SearchInterrupted):
        search.choose(view, seat, random.Random(1))
    assert stop.asked == 6  # five iterations, then the question that stopped it


def test_a_basta_search_is_interrupted_between_deals() -> None:
    from test_basta_bots import LOW, position

    view = position([["6", "2", "zero", "9", "8"], *LOW], total=44).view(0)
    stop = StopAfter(3)
    with interruptible(stop), pytest.raises(SearchInterrupted):
        BastaHard("s", Budget(worlds=10**9, seconds=None)).choose(view, 0)
    assert stop.asked == 4


def test_the_coach_is_interrupted_too() -> None:
    view, seat = basari_cards()
    stop = StopAfter(2)
    with interruptible(stop), pytest.raises(SearchInterrupted):
        advise(view, seat, CoachBudget(iterations=10**9, seconds=None))
    assert stop.asked == 3


def test_an_interrupted_decision_leaves_the_bot_as_if_it_had_never_been_asked() -> None:
    """Its RNG is put back: the next decision is the one a bot never interrupted makes, so a
    seeded game undone during a bot's think goes on as specified."""
    view, seat = basari_cards()
    fresh = basari_hard(60).choose(view, seat)
    bot = basari_hard(60)
    with interruptible(StopAfter(30)), pytest.raises(SearchInterrupted):
        choose_interruptibly(bot, view, seat)
    assert choose_interruptibly(bot, view, seat) == fresh
    assert bot.rng.getstate() == after_one_decision(view, seat)


def after_one_decision(view: Any, seat: int) -> object:
    bot = basari_hard(60)
    bot.choose(view, seat)
    return bot.rng.getstate()


def test_outside_interruptible_nothing_asks_and_an_iteration_budget_runs_in_full() -> None:
    view, seat = basari_cards()
    stop = StopAfter(0)
    with interruptible(stop):
        pass
    bot = basari_hard(40)
    bot.choose(view, seat)
    assert stop.asked == 0
    assert bot.search_for(view).last_iterations == 40


def test_inside_interruptible_an_iteration_budget_still_counts_exactly() -> None:
    view, seat = basari_cards()
    bot = basari_hard(40)
    with interruptible(StopAfter(10**6)):
        bot.choose(view, seat)
    assert bot.search_for(view).last_iterations == 40


def test_nested_interruptibles_stop_when_either_says_so() -> None:
    outer, inner = StopAfter(10**6), StopAfter(2)
    with interruptible(outer), interruptible(inner):
        clock = Stopwatch(cpu_seconds=60.0, wall_ceiling=60.0)
        assert not clock.expired()
        assert not clock.expired()
        with pytest.raises(SearchInterrupted):
            clock.expired()
    assert outer.asked == 2  # asked while the inner one still said go on
