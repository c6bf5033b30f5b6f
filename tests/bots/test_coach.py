"""The coach's engine API (`bazaar_engine.bots.coach`), for all three games.

- Its first move is its rule-of-thumb move (Medium's; Hard's in Jewel Bazaar, whose search is
  exact) unless another move beat it in the race (`coach_race`), valued higher then.
- It uses only the seat's view: re-dealing what the seat cannot see changes nothing.
- Every candidate is legal, valued as a share of the win, and explained by known reason codes
  with integer parameters (the desktop translates them; the engine writes no sentences).
- A move Hard would not consider (the review's "what you did") is valued when asked for.
"""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from bazaar_engine.basari.actions import Offer
from bazaar_engine.basari.state import BasariState
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots import coach_basari
from bazaar_engine.bots.basta_policy import Odds, Planner, Table, unseen_counts
from bazaar_engine.bots.coach import (
    MARGIN,
    MAX_EQUALS,
    REASON_CODES,
    Advice,
    CoachBudget,
    advise,
    position_seed,
)
from bazaar_engine.bots.coach_basta import HARD_WEIGHTS
from bazaar_engine.bots.jewels_bots import HardJewelsBot
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.games import make_game

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}
ITERATIONS = 40
QUICK = CoachBudget(seconds=None, iterations=ITERATIONS)


def decisions(game_id: str, count: int, seed: int = 5) -> list[tuple[State[Any], int]]:
    """Positions of random games where a seat must decide (in a simultaneous choice, the last
    seat to choose, so the others' secret cards are hidden from it)."""
    game = make_game(game_id)
    rng = random.Random(seed)
    found: list[tuple[State[Any], int]] = []
    while len(found) < count:
        state: State[Any] = game.new_initial_state(PLAYERS[game_id])
        while not state.is_terminal() and len(found) < count:
            actors = state.current_players()
            if actors[0] == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = actors[-1]
            if rng.random() < 0.2:
                found.append((state.clone(), seat))
            state.apply(actors[0], state.random_action(actors[0], rng))
    return found


def first_choice(game_id: str, view: State[Any], seat: int) -> Any:
    """The move the coach names unless the race drives it out: chosen without chance."""
    if game_id == "basari":
        state = cast(BasariState, view)
        playout = coach_basari._CoachPlayout(())
        liked = coach_basari._first_choice(state, playout, seat)
        if state.phase == "barter" and liked not in playout.candidates(state, seat):
            return playout.candidates(state, seat)[0]
        return liked
    if game_id == "basta":
        basta = cast(BastaState, view)
        odds = Odds(unseen_counts(basta, seat))
        return Planner(HARD_WEIGHTS, odds).ranked(Table.of(basta, seat))[0][1]
    return HardJewelsBot("any").choose(view, seat)


def check_well_formed(advice: Advice, view: State[Any], seat: int) -> None:
    assert advice.seat == seat and advice.candidates
    seen = set()
    for candidate in advice.candidates:
        view.check(seat, candidate.action)  # legal, or this raises
        assert repr(candidate.action) not in seen, "a move is listed twice"
        seen.add(repr(candidate.action))
        assert 0.0 <= candidate.value <= 1.0
        assert candidate.reasons, f"{candidate.action} has no reason"
        for reason in candidate.reasons:
            assert reason.code in REASON_CODES, reason.code
            assert {name for name, _ in reason.params} == set(REASON_CODES[reason.code]), reason
            assert all(type(value) is int for _, value in reason.params), reason
    assert advice.loss_of(advice.best.action) == 0.0
    equals = advice.equally_good
    assert equals == advice.candidates[: len(equals)] and equals[0] is advice.best
    assert len(equals) <= MAX_EQUALS
    compared = advice.compared
    for group in (
        equals[1:],
        advice.candidates[len(equals) : compared],
        advice.candidates[compared:],
    ):
        values = [c.value for c in group]
        assert values == sorted(values, reverse=True), "each group is listed best first"
    for candidate in equals:
        assert advice.loss_of(candidate.action) == 0.0, "a move about equal loses nothing"


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_coach_ranks_legal_moves_and_keeps_its_rule_of_thumb_unless_beaten(
    game_id: str,
) -> None:
    for index, (state, seat) in enumerate(decisions(game_id, 8)):
        view = state.view(seat)
        advice = advise(view, seat, QUICK, seed=f"c{index}")
        check_well_formed(advice, view, seat)
        first = first_choice(game_id, view, seat)
        if advice.best.action != first:
            beaten = advice.candidate_for(first)
            assert beaten is not None and beaten.value < advice.best.value
        for alternative in advice.alternatives:
            assert alternative.value <= advice.best.value


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_advice_does_not_change_when_hidden_things_are_dealt_differently(
    game_id: str,
) -> None:
    game = make_game(game_id)
    for index, (state, seat) in enumerate(decisions(game_id, 6, seed=9)):
        view = state.view(seat)
        answers = set()
        for redeal in range(3):
            world = game.determinize(view, random.Random(redeal)) if redeal else state
            assert world.view(seat) == view  # the seat cannot tell these worlds apart
            advice = advise(world.view(seat), seat, QUICK, seed=f"fair-{index}")
            answers.add(repr([(c.action, c.value, c.reasons) for c in advice.candidates]))
        assert len(answers) == 1, f"the advice changed with hidden cards at position {index}"


def test_a_basari_offer_hard_would_not_consider_is_valued_when_asked_for() -> None:
    for state, seat in decisions("basari", 200, seed=3):
        assert isinstance(state, BasariState)
        if state.phase != "barter" or not state.can_raise(seat):
            continue
        plain = advise(state.view(seat), seat, QUICK)
        offers = [bigger for raise_ in state.minimal_raises(seat) for bigger in more(raise_)]
        offers = [a for a in offers if is_legal(state, seat, a)]
        unusual = [a for a in offers if plain.candidate_for(a) is None]
        if not unusual:
            continue
        asked = advise(state.view(seat), seat, QUICK, include=[unusual[-1]])
        loss = asked.loss_of(unusual[-1])
        assert loss is not None and loss >= 0.0
        return
    pytest.fail("no barter with an offer outside Hard's candidates was found")


def more(offer: Offer) -> list[Offer]:
    """`offer` with one gem more of each colour in turn."""
    return [
        Offer(tuple(n + (c == colour) for c, n in enumerate(offer.gems)))  # type: ignore[arg-type]
        for colour in range(4)
    ]


def is_legal(state: State[Any], seat: int, action: Any) -> bool:
    try:
        state.check(seat, action)
    except ValueError:
        return False
    return True


def test_basari_gems_reason_names_a_colour_and_the_lead() -> None:
    for state, seat in decisions("basari", 80, seed=4):
        if not isinstance(state, BasariState) or state.phase != "choose_cards":
            continue
        advice = advise(state.view(seat), seat, QUICK)
        gems = next(c for c in advice.candidates if getattr(c.action, "card", "") == "gems")
        main = gems.reasons[0]
        if main.code is CoachReason.BASARI_GEMS_LEAD:
            colour, lead = main.param("colour"), main.param("lead")
            after = state.gems(seat)[colour] + main.param("count")
            rivals = [state.gems(s)[colour] for s in range(state.num_players) if s != seat]
            assert after - max(rivals) == lead > 0
            return
    pytest.fail("no Gems card that would give a lead was found")


def test_the_coach_refuses_a_seat_without_a_decision() -> None:
    state, seat = decisions("jewels", 1)[0]
    other = (seat + 1) % state.num_players
    with pytest.raises(DataError):
        advise(state.view(other), other, QUICK)


def test_a_coach_budget_needs_time_or_iterations() -> None:
    with pytest.raises(ValueError):
        CoachBudget(seconds=None, iterations=None)


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_the_same_view_gets_the_same_advice_with_no_seed_given(game_id: str) -> None:
    """The seed comes from the position: asked twice, or about a world dealt differently
    behind the same view, the coach answers the same; another position gets another seed."""
    game = make_game(game_id)
    seeds = set()
    for state, seat in decisions(game_id, 4, seed=13):
        view = state.view(seat)
        world = game.determinize(view, random.Random(1))
        first = advise(view, seat, QUICK)
        again = advise(world.view(seat), seat, QUICK)
        assert first == again
        seeds.add(position_seed(view, seat))
    assert len(seeds) == 4


@pytest.mark.parametrize("game_id", ["basari", "basta"])
def test_only_moves_within_a_point_of_win_chance_are_called_about_equal(game_id: str) -> None:
    """With a small budget the estimates are noisy: that is no reason to call moves equal.
    A move declared about equal is within one point of the coach's (`MARGIN`)."""
    for state, seat in decisions(game_id, 12, seed=21):
        advice = advise(state.view(seat), seat, QUICK)
        assert len(advice.equally_good) <= MAX_EQUALS
        for candidate in advice.equally_good:
            assert abs(advice.best.value - candidate.value) < MARGIN


def test_jewel_bazaar_calls_equal_only_trades_worth_exactly_as_much() -> None:
    for state, seat in decisions("jewels", 10, seed=8):
        advice = advise(state.view(seat), seat, QUICK)
        best = advice.best.value
        equal = [c for c in advice.candidates[: advice.compared] if abs(c.value - best) <= 1e-9]
        assert advice.equally_good == tuple(equal[:MAX_EQUALS])
