"""The coach for Basari: Hard's open-loop search (`basari_search`) over every root move, then a
race between the leading few (`coach_race`).

Values are the search's mean scores (a share of the win); the reasons come from the public
value model (`basari_values.Appraisal`) and Medium's prediction of the others' cards, so they
use nothing the seat cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bazaar_engine.basari.actions import (
    CARD_ACTIONS,
    CARD_INDEX,
    DIE,
    GEMS,
    POINTS,
    Accept,
    ChooseCard,
    ChooseStart,
    Offer,
)
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_policy import (
    DEFAULT_SETTINGS,
    best_index,
    decide_barter,
    medium_card_scores,
    predict_cards,
)
from bazaar_engine.bots.basari_search import BasariPlayout, PredictedWorlds
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.bots.coach_race import MAX_CONTENDERS, Outcome, race
from bazaar_engine.bots.coach_types import (
    Advice,
    Candidate,
    CoachBudget,
    Reason,
    is_legal,
    percent,
    raced_advice,
    split_budget,
)
from bazaar_engine.bots.mcts import OpenLoopSearch, RootStat, SearchBudget
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import CoachReason

CONTESTED = 0.4  # another seat picks the same card at least this often: a barter is likely


class _CoachPlayout(BasariPlayout):
    """Hard's playout policy, except that the coach's own root may hold more moves: every
    start archway at setup (Hard ranks them by a quick score and searches one), and the moves
    named in `include` wherever they are legal."""

    def __init__(self, include: Sequence[Any]) -> None:
        super().__init__()
        self.include = list(include)

    def candidates(self, state: State[Any], seat: int) -> list[Any]:
        basari = _basari(state)
        if basari.phase == "setup":
            return basari.legal_actions(seat)
        found = super().candidates(state, seat)
        for action in self.include:
            if action not in found and is_legal(basari, seat, action):
                found.append(action)
        return found


def _basari(state: State[Any]) -> BasariState:
    if not isinstance(state, BasariState):
        raise DataError("not a Basari state")
    return state


def _budget(budget: CoachBudget, phase: str) -> SearchBudget:
    """Hard's tree depth; the coach's time, or its iterations (half of them in a barter, as
    Hard gives a barter half the time of a card)."""
    iterations = budget.iterations
    if iterations is not None and phase == "barter":
        iterations = max(1, iterations // 2)
    return SearchBudget(
        iterations=iterations,
        seconds=budget.seconds,
        max_tree_depth=3,
        wall_ceiling=budget.wall_ceiling,
    )


def basari_advice(
    view: State[Any], seat: int, budget: CoachBudget, rng: random.Random, include: Sequence[Any]
) -> Advice:
    """Hard's search over every move for half the budget, then a race between the leading few
    (`coach_race`) for the rest: each round plays them on one world, through the same tree."""
    state = _basari(view)
    first_look, race_budget = split_budget(budget)
    playout = _CoachPlayout(include)
    search = OpenLoopSearch(
        PredictedWorlds(state.game, playout), playout, _budget(first_look, state.phase)
    )
    moves = playout.candidates(state, seat)
    tree = search.grow(state, seat, rng, moves)
    stats = search.root_stats(tree, moves)
    app = Appraisal(state)
    candidates = [
        Candidate(stat.action, stat.mean, reasons(state, app, seat, stat.action)) for stat in stats
    ]
    if len(candidates) == 1:
        return Advice(seat, tuple(candidates))
    contenders = [candidates[i] for i in _contenders(state, stats, playout, seat)]

    def play_round(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        seed = world.getrandbits(64)
        return [
            (search.sample(state, seat, tree, contenders[i].action, random.Random(seed)), 0.0)
            for i in alive
        ]

    if state.phase == "barter" and race_budget.plays is not None:  # as `_budget` halves
        race_budget = replace(race_budget, plays=max(1, race_budget.plays // 2))
    result = race(len(contenders), play_round, race_budget, rng)
    return raced_advice(seat, contenders, result, candidates)


def _contenders(
    state: BasariState, stats: Sequence[RootStat], playout: BasariPlayout, seat: int
) -> list[int]:
    """The moves to race, by index in `stats`: the rule-of-thumb move first (`_first_choice`),
    then Hard's choice (the most visited) and the best by mean of those tried twice."""
    liked = _first_choice(state, playout, seat)
    actions = [stat.action for stat in stats]
    if liked not in actions:  # a barter move outside Hard's candidates: Hard's first then
        liked = playout.candidates(state, seat)[0]
    first = actions.index(liked)
    tried = sorted(
        (i for i, stat in enumerate(stats) if i != first and stat.visits >= 2),
        key=lambda i: -stats[i].mean,
    )
    hard = [0] if first != 0 else []
    others = [i for i in tried if i not in hard]
    return [first, *hard, *others][:MAX_CONTENDERS]


def _first_choice(state: BasariState, playout: BasariPlayout, seat: int) -> Any:
    """The move chosen without chance: Medium's card or barter move, the start Hard's quick
    score likes best (its first among equals)."""
    app = playout.appraisal(state)
    if state.phase == "choose_cards":
        scores = medium_card_scores(app, seat, DEFAULT_SETTINGS)
        return CARD_ACTIONS[best_index(scores, random.Random(0))]
    if state.phase == "barter":
        return decide_barter(state, app, seat, DEFAULT_SETTINGS).action
    return BasariPlayout.candidates(playout, state, seat)[0]


# --- reasons ------------------------------------------------------------------------------------
def reasons(state: BasariState, app: Appraisal, seat: int, action: Any) -> tuple[Reason, ...]:
    if isinstance(action, ChooseCard):
        return _card_reasons(app, seat, CARD_INDEX[action.card])
    if isinstance(action, Offer):
        return _offer_reasons(state, app, seat, action)
    if isinstance(action, Accept):
        offer = state.barter
        gems = offer.offer if offer is not None and offer.offer is not None else (0, 0, 0, 0)
        return (Reason(CoachReason.BASARI_ACCEPT, (("gain", round(app.gem_gain(seat, gems))),)),)
    if isinstance(action, ChooseStart):
        return (
            Reason(
                CoachReason.BASARI_START,
                (("archway", action.archway), ("points", app.arch_points[action.archway])),
            ),
        )
    return ()


def _card_reasons(app: Appraisal, seat: int, card: int) -> tuple[Reason, ...]:
    position = app.positions[seat]
    found: list[Reason] = []
    if card == POINTS:
        found.append(Reason(CoachReason.BASARI_POINTS, (("points", app.arch_points[position]),)))
    elif card == GEMS:
        found.append(_gems_reason(app, seat, app.gems_available(position)))
    elif card == DIE:
        if app.progress[seat] < app.size <= app.progress[seat] + 6:
            found.append(Reason(CoachReason.BASARI_DIE_LAP, (("bonus", app.lap_bonus),)))
        else:
            found.append(Reason(CoachReason.BASARI_DIE))
    found.append(_contest_reason(app, seat, card))
    return tuple(found)


def _gems_reason(app: Appraisal, seat: int, gems: tuple[int, int, int, int]) -> Reason:
    """The colour these gems help most, and where the seat would then stand in it."""
    if not any(gems):
        return Reason(CoachReason.BASARI_GEMS_NONE)
    units = app.unit_values(seat)
    colour = max((c for c in range(4) if gems[c]), key=lambda c: gems[c] * units[c])
    mine = app.hands[seat][colour] + gems[colour]
    rival = max(hand[colour] for other, hand in enumerate(app.hands) if other != seat)
    params = (("colour", colour), ("count", gems[colour]))
    if mine > rival:
        return Reason(CoachReason.BASARI_GEMS_LEAD, (*params, ("lead", mine - rival)))
    if mine == rival:
        return Reason(CoachReason.BASARI_GEMS_TIE, params)
    return Reason(CoachReason.BASARI_GEMS_BEHIND, (*params, ("behind", rival - mine)))


def _contest_reason(app: Appraisal, seat: int, card: int) -> Reason:
    """Whether the others are expected to pick this card too (B16: a barter follows)."""
    predictions = predict_cards(app, DEFAULT_SETTINGS)
    chance = max((predictions[other][card] for other in range(app.n) if other != seat), default=0.0)
    code = CoachReason.BASARI_CONTESTED if chance >= CONTESTED else CoachReason.BASARI_UNCONTESTED
    return Reason(code, (("percent", percent(chance)),))


def _offer_reasons(
    state: BasariState, app: Appraisal, seat: int, action: Offer
) -> tuple[Reason, ...]:
    info = state.barter
    if info is None:
        return ()
    worth = app.action_values(seat)[CARD_INDEX[info.card]]
    if not any(action.gems):
        return (Reason(CoachReason.BASARI_GIVE_UP, (("worth", round(worth)),)),)
    cost = app.gem_loss(seat, action.gems)
    return (
        Reason(
            CoachReason.BASARI_OFFER,
            (("count", sum(action.gems)), ("cost", round(cost)), ("worth", round(worth))),
        ),
    )
