"""The coach for Basari: Hard's open-loop search (`basari_search`), every root move kept.

Values are the search's mean scores (a share of the win); the reasons come from the public
value model (`basari_values.Appraisal`) and Medium's prediction of the others' cards, so they
use nothing the seat cannot see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from bazaar_engine.basari.actions import (
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
from bazaar_engine.bots.basari_policy import DEFAULT_SETTINGS, predict_cards
from bazaar_engine.bots.basari_search import BasariPlayout, PredictedWorlds
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.bots.coach_types import (
    TIE_ERRORS,
    Advice,
    Candidate,
    CoachBudget,
    Reason,
    advice_with_ties,
    is_legal,
    percent,
)
from bazaar_engine.bots.mcts import OpenLoopSearch, SearchBudget
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
    state = _basari(view)
    playout = _CoachPlayout(include)
    search = OpenLoopSearch(
        PredictedWorlds(state.game, playout), playout, _budget(budget, state.phase)
    )
    stats = search.rank(state, seat, rng)
    app = Appraisal(state)
    candidates = [
        Candidate(stat.action, stat.mean, reasons(state, app, seat, stat.action)) for stat in stats
    ]
    best = stats[0]

    def tied(candidate: Candidate) -> bool:
        """Within the noise of the two means (independent iterations)."""
        stat = stats[candidates.index(candidate)]
        if stat.visits < 2 or best.visits < 2:
            return False  # too few tries to call it equal
        error = math.hypot(stat.error, best.error)
        return abs(stat.mean - best.mean) <= TIE_ERRORS * error

    return advice_with_ties(seat, candidates[0], candidates, tied)


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
