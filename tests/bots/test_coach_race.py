"""The coach's race between its leading moves (`bazaar_engine.bots.coach_race`).

- A move clearly behind leaves the race; a move clearly ahead of the first choice wins.
- A lead not surely over the game's margin (a point of win chance; Basari's half a point), or
  seen over fewer than `MIN_ROUNDS` rounds, never replaces the first choice; in Basari a sure
  lead of over a point does, on every seed.
- Moves are called about equal only when the difference is under one point of win chance and
  the estimate is sure of it; a difference the race could not settle is no tie, and the first
  choice stays the coach's move.
- The race is the same for the same seed (and the whole hint with an iteration budget).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Sequence

import pytest

from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.bots.coach_basari import KEEP as BASARI_KEEP
from bazaar_engine.bots.coach_basari import MomentDraws
from bazaar_engine.bots.coach_race import (
    MARGIN,
    MIN_ROUNDS,
    Outcome,
    PlayRound,
    RaceBudget,
    race,
    tight_tie,
)
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game

PLAYS = RaceBudget(seconds=None, plays=3000, wall_ceiling=60.0)


def noisy(true_values: Sequence[float], spread: float = 0.3, own: float | None = None) -> PlayRound:
    """A round: every contender's true value plus the same world's luck, and a little of its
    own (`own`, a quarter of the world's by default: common random numbers, as the games'
    races play them)."""
    own_spread = spread / 4 if own is None else own

    def play(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        luck = world.gauss(0.0, spread)
        return [(true_values[i] + luck + world.gauss(0.0, own_spread), 0.0) for i in alive]

    return play


def test_a_move_clearly_ahead_of_the_first_choice_wins_and_no_tie_is_declared() -> None:
    result = race(3, noisy([0.30, 0.36, 0.20]), PLAYS, random.Random(1))
    assert result.order[0] == 1
    assert result.equals == 0
    assert result.means[1] > result.means[0] > result.means[2]


def test_moves_worth_the_same_are_called_about_equal_first_choice_first() -> None:
    same = [0.40, 0.40, 0.40, 0.10]

    def identical(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        luck = world.random()
        return [(same[i] * luck, 0.0) for i in alive]

    result = race(4, identical, PLAYS, random.Random(2))
    assert result.order[:3] == (0, 1, 2) and result.equals == 2
    assert result.order[3] == 3


def test_a_difference_the_race_cannot_settle_is_no_tie_and_keeps_the_first_choice() -> None:
    """Half a point apart with much luck of their own: too noisy to call equal or different."""

    def loose(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        return [((0.300, 0.305)[i] + world.gauss(0.0, 0.4), 0.0) for i in alive]

    small = RaceBudget(seconds=None, plays=200, wall_ceiling=60.0)
    for seed in range(5):
        result = race(2, loose, small, random.Random(seed))
        assert result.order[0] == 0 and result.equals == 0


def test_a_lead_under_half_a_point_never_replaces_the_first_choice_however_sure() -> None:
    """Another move ahead by less than half a point, many standard errors sure: the first
    choice stays the coach's move on every seed (with the other about equal to it, or not yet
    proved so): a lead too small to matter would be named on some asks only."""
    close = noisy([0.300, 0.304], own=0.004)
    for seed in range(5):
        result = race(2, close, PLAYS, random.Random(seed), keep=BASARI_KEEP)
        assert result.order[0] == 0, (seed, result)


def test_a_sure_lead_of_over_a_point_replaces_the_first_choice_on_every_seed() -> None:
    """A point of win chance and more is worth a player's while: once the race is sure of it
    (the lead less its standard errors over Basari's half a point), the better
    move is named on every ask. (With the default margin, a whole point: on 1 seed of 5.)"""
    ahead = noisy([0.300, 0.312], own=0.041)
    for seed in range(5):
        result = race(2, ahead, PLAYS, random.Random(seed), keep=BASARI_KEEP)
        assert result.order[0] == 1, (seed, result)


def test_nobody_leaves_the_race_on_a_few_rounds() -> None:
    """Before `MIN_ROUNDS` rounds a standard error is too rough to drive a move out: with a
    budget of a few rounds the first choice stays, however far behind it looks."""
    few = RaceBudget(seconds=None, plays=2 * (MIN_ROUNDS - 1), wall_ceiling=60.0)
    result = race(2, noisy([0.30, 0.45]), few, random.Random(3))
    assert result.rounds == MIN_ROUNDS - 1
    assert result.order[0] == 0
    enough = RaceBudget(seconds=None, plays=2 * 4 * MIN_ROUNDS, wall_ceiling=60.0)
    assert race(2, noisy([0.30, 0.45]), enough, random.Random(3)).order[0] == 1


def test_the_tie_rule_needs_a_small_difference_and_a_sure_estimate() -> None:
    assert tight_tie(0.002, 0.001)
    assert not tight_tie(0.002, 0.01), "too unsure to call it a tie"
    assert not tight_tie(MARGIN * 1.5, 0.0), "a point and a half matters to a player"


def test_a_few_identical_rounds_are_no_proof_of_a_tie() -> None:
    """A starved race (two rounds) with the same scores for both moves calls no tie."""

    def same(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        return [(0.5, 0.0) for _ in alive]

    starved = RaceBudget(seconds=None, plays=4, wall_ceiling=60.0)
    assert race(2, same, starved, random.Random(1)).equals == 0
    assert race(2, same, PLAYS, random.Random(1)).equals == 1


def test_the_race_is_the_same_for_the_same_seed() -> None:
    play = noisy([0.30, 0.31, 0.29])
    first = race(3, play, PLAYS, random.Random(7))
    again = race(3, play, PLAYS, random.Random(7))
    other = race(3, play, PLAYS, random.Random(8))
    assert first == again
    assert first.means != other.means


@pytest.mark.parametrize("game_id", ["basari", "basta"])
def test_a_hint_with_an_iteration_budget_is_the_same_for_the_same_seed(game_id: str) -> None:
    game = make_game(game_id)
    rng = random.Random(3)
    state: State[object] = game.new_initial_state(4)
    asked = 0
    while asked < 3 and not state.is_terminal():
        actor = state.current_players()[0]
        if actor == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if rng.random() < 0.3:
            view = state.view(actor)
            budget = CoachBudget(seconds=None, iterations=60)
            first = advise(view, actor, budget, seed="same")
            assert advise(view, actor, budget, seed="same") == first
            asked += 1
        state.apply(actor, state.random_action(actor, rng))
    assert asked == 3


ASK_IN_A_NEW_PROCESS = """
import random
from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game
state, rng = make_game("basari").new_initial_state(4), random.Random(5)
while state.phase != "choose_cards" or 0 not in state.current_players():
    actor = state.current_players()[0]
    action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
    state.apply(actor, action)
advice = advise(state.view(0), 0, CoachBudget(seconds=None, iterations=80), seed="same")
print([(repr(c.action), round(c.value, 12)) for c in advice.candidates])
"""


def test_a_hint_is_the_same_in_another_process() -> None:
    """The app asks with the position's own seed so that the same position gets the same hint
    after a restart too: nothing in the race may hang on the process (Python salts the hash of
    a string per process; the race's streams of draws must not use it)."""
    answers = set()
    for salt in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": salt}
        done = subprocess.run(
            [sys.executable, "-c", ASK_IN_A_NEW_PROCESS],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        answers.add(done.stdout)
    assert len(answers) == 1, answers


def test_contenders_draw_the_same_numbers_at_the_same_moment() -> None:
    """The race's worlds stay common after the contenders' first moves differ: what a stream
    of one moment draws does not depend on what other moments drew before it."""
    state = make_game("basari").new_initial_state(4)
    one, other = MomentDraws(11), MomentDraws(11)
    for who in (0, 1, 2):
        one(state, who).random()  # one contender drew for three seats first
    assert one(state, CHANCE).random() == other(state, CHANCE).random()
    assert MomentDraws(12)(state, CHANCE).random() != MomentDraws(11)(state, CHANCE).random()


# --- the second measure: a tie in win chance broken by what else the same plays tell --------
def tied_in_share(seconds: Sequence[float], noise: float = 0.0) -> PlayRound:
    """Every contender wins exactly as often on every world (0.4 of the world's luck); the
    second measure is `seconds[i]`, plus luck of its own if `noise`."""

    def play(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        luck = world.random()
        return [(0.4 * luck, seconds[i] + world.gauss(0.0, noise)) for i in alive]

    return play


def test_moves_as_good_in_win_chance_are_told_apart_by_the_second_measure() -> None:
    """Three moves that win exactly as often: the one surely best by the second measure is
    named (though not the first choice), and the others are no longer about equal to it."""
    result = race(3, tied_in_share([0.02, 0.05, 0.0]), PLAYS, random.Random(4))
    assert result.order == (1, 0, 2)
    assert result.equals == 0 and result.parted == 2


def test_the_first_choice_best_by_the_second_measure_stays_and_parts_the_others() -> None:
    result = race(3, tied_in_share([0.05, 0.02, 0.05]), PLAYS, random.Random(4))
    assert result.order[0] == 0
    assert result.order[1:2] == (2,) and result.equals == 1, "0 and 2 are alike in both"
    assert result.parted == 1 and result.order[2] == 1


def test_moves_alike_in_both_measures_are_still_about_equal() -> None:
    result = race(3, tied_in_share([0.03, 0.03, 0.03]), PLAYS, random.Random(4))
    assert result.order == (0, 1, 2) and result.equals == 2 and result.parted == 0


def test_a_second_measure_too_noisy_to_tell_them_apart_parts_nothing() -> None:
    """A hundredth apart in the second measure under luck of a whole unit: not sure enough
    to name one over the other, so the moves stay about equal."""
    for seed in range(5):
        result = race(2, tied_in_share([0.0, 0.01], noise=1.0), PLAYS, random.Random(seed))
        assert result.order == (0, 1) and result.equals == 1 and result.parted == 0


def test_the_second_measure_never_overrules_a_difference_in_win_chance() -> None:
    """A move three points behind in win chance stays behind however good its second
    measure: it only breaks ties."""

    def play(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        luck = world.gauss(0.0, 0.2)
        return [((0.33, 0.30)[i] + luck, (0.0, 1.0)[i]) for i in alive]

    result = race(2, play, PLAYS, random.Random(5))
    assert result.order == (0, 1) and result.equals == 0 and result.parted == 0
