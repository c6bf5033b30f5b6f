"""What the Basari coach's plays look at (`coach_basari`).

- A hint's play looks one turn ahead, in the tree too (`SearchBudget.tree_within_horizon`);
  Hard's plays, with the same tree, look further. Stopping before the next movement roll, it
  counts how good the archways a roll ahead of each seat are.
- Moves as likely to win are told apart by where each play leaves the seat (points,
  expected majority and lap bonus, ahead of the best other seat): one move is named, with the
  reason, and the others are not shown above it.
"""

from __future__ import annotations

import random
from typing import Any

from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_search import BasariPlayout, HardSettings, PredictedWorlds
from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.bots.coach_basari import COACH_SETTINGS
from bazaar_engine.bots.mcts import OpenLoopSearch, SearchBudget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.games import make_game


def medium_game_until(seed: int, decision: int) -> BasariState:
    """Four Medium bots play game `seed`; the position at seat 0's `decision`-th card or barter
    decision (counted from 1)."""
    state = make_game("basari").new_initial_state(4)
    assert isinstance(state, BasariState)
    rng = random.Random(seed)
    bots = [make_bot("basari", "medium", f"{seed}/{s}") for s in range(4)]
    seen = 0
    while True:
        actor = state.current_players()[0]
        if actor == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if actor == 0 and state.phase in ("barter", "choose_cards"):
            seen += 1
            if seen == decision:
                return state
        state.apply(actor, bots[actor].choose(state.view(actor), actor))


def turns_looked_ahead(settings: HardSettings, within: bool, plays: int = 40) -> set[int]:
    view = medium_game_until(0, 3).view(0)
    playout = BasariPlayout(settings)
    budget = SearchBudget(iterations=plays, seconds=None, tree_within_horizon=within)
    search = OpenLoopSearch(PredictedWorlds(view.game, playout), playout, budget)
    moves = playout.candidates(view, 0)
    tree = search.grow(view, 0, random.Random(1), moves)
    looked: set[int] = set()
    for index in range(plays):
        search.sample(view, 0, tree, moves[index % len(moves)], random.Random(index))
        assert search.last_leaf is not None
        looked.add(search.last_leaf.turn - view.turn)
    return looked


def test_a_hints_play_looks_one_turn_ahead_and_hards_further() -> None:
    """Three own decisions deep, the tree alone would take a play into the turns after: a
    hint's play ends when the next turn begins (it costs a fifth as much and varies less)."""
    assert turns_looked_ahead(COACH_SETTINGS, within=True) == {1}
    assert max(turns_looked_ahead(COACH_SETTINGS, within=False)) >= 2
    assert max(turns_looked_ahead(HardSettings(), within=False)) == 3


def shown(advice: Any) -> list[tuple[str, float]]:
    return [(repr(c.action), c.value) for c in advice.candidates]


def test_moves_as_likely_to_win_are_parted_by_where_they_leave_the_seat() -> None:
    """Game 4's fifth decision: a barter whose best offers win about as often; the one that
    leaves seat 0 further ahead is named alone, with that reason, and no move below it shows
    more."""
    view = medium_game_until(4, 5).view(0)
    assert view.phase == "barter"
    advice = advise(view, 0, CoachBudget(seconds=None, iterations=600), seed="x")
    assert advice.equally_good == (advice.best,), shown(advice)
    assert CoachReason.BASARI_FURTHER_AHEAD in [r.code for r in advice.best.reasons]
    assert all(c.value <= advice.best.value for c in advice.candidates), shown(advice)


def test_a_hints_play_values_the_archways_a_roll_ahead_of_each_seat() -> None:
    """A one-turn play stops before the next movement roll, so the value of where a seat
    stands (the next action is near) counts: seat 0 before the best archways of the board
    scores more than before the worst. Hard's plays, three turns on, count only points and
    bonuses there (the archways are reached in the play itself)."""
    state = medium_game_until(0, 3)
    rng = random.Random(2)
    while state.phase != "movement":
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    coach, hard = BasariPlayout(COACH_SETTINGS), BasariPlayout(HardSettings())
    app = coach.appraisal(state)
    ahead = sorted(range(app.size), key=lambda archway: app.position_value(0, archway))
    placed = []
    for archway in (ahead[0], ahead[-1]):  # the worst, then the best
        there = state.clone()
        there.fields.positions[0] = archway
        placed.append(there)
    worst, best = placed
    assert coach.evaluate(best, 0) > coach.evaluate(worst, 0)
    assert hard.evaluate(best, 0) == hard.evaluate(worst, 0)
