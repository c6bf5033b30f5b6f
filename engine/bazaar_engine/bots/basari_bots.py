"""Basari's bot levels: Easy, Medium and Hard (registered in `LEVELS`).

* **Easy** judges each card by its own value alone, with noise, and ignores what the others
  may pick; it barters on a noisy valuation and now and then offers more than a minimal
  raise or accepts early — but never offers more than its (noisy) action value.
* **Medium** predicts everybody's card from the public table and picks the card with the best
  expected lead, barters by the rule in `basari_policy` (`decide_barter`).
* **Hard** searches (`basari_search`): open-loop Monte Carlo over its own decisions on
  determinised worlds, with a fast Medium-like playout policy.

See docs/bots-basari.md.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.basari.actions import (
    ACCEPT,
    CARD_ACTIONS,
    CARD_INDEX,
    ChooseStart,
    Offer,
    offer_action,
)
from bazaar_engine.basari.game import BasariGame
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_policy import (
    DEFAULT_SETTINGS,
    BarterDecision,
    PolicySettings,
    best_index,
    decide_barter,
    medium_card_scores,
    pick_start,
    start_scores,
)
from bazaar_engine.bots.basari_search import BasariPlayout, HardSettings, PredictedWorlds
from bazaar_engine.bots.basari_values import DEFAULT_WEIGHTS, Appraisal, ValueWeights
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.mcts import OpenLoopSearch, SearchBudget
from bazaar_engine.bots.registry import BotFactory
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State


def as_basari(view: State[Any]) -> BasariState:
    if not isinstance(view, BasariState):
        raise DataError("a Basari bot can only play Basari")
    return view


class MediumBot(Bot):
    """Predicts the others' cards and barters within its action value (`basari_policy`)."""

    level = "medium"

    def __init__(
        self,
        seed: int | str = 0,
        settings: PolicySettings = DEFAULT_SETTINGS,
        values: ValueWeights = DEFAULT_WEIGHTS,
    ) -> None:
        super().__init__(seed)
        self.settings = settings
        self.values = values
        self.last_barter: BarterDecision | None = None  # the latest barter move, with its values

    def choose(self, view: State[Any], seat: int) -> Any:
        state = as_basari(view)
        phase = state.phase
        app = Appraisal(state, self.values)
        if phase == "choose_cards":
            return CARD_ACTIONS[best_index(self.card_scores(app, seat), self.rng)]
        if phase == "barter":
            self.last_barter = self.barter(state, app, seat)
            return self.last_barter.action
        if phase == "setup":
            return ChooseStart(pick_start(self.start_scores(app, seat), self.rng))
        return state.random_action(seat, self.rng)  # no other decision is a seat's own

    def card_scores(self, app: Appraisal, seat: int) -> list[float]:
        return medium_card_scores(app, seat, self.settings)

    def start_scores(self, app: Appraisal, seat: int) -> list[float]:
        return start_scores(app, seat)

    def barter(self, state: BasariState, app: Appraisal, seat: int) -> BarterDecision:
        return decide_barter(state, app, seat, self.settings)


class EasyBot(MediumBot):
    """Human-like mistakes: noisy values, blind to the others' picks, uneven bartering."""

    level = "easy"
    card_noise = 2.0  # points of noise on each card's value
    start_noise = 1.5
    value_spread = 0.4  # the action value in a barter is off by up to this fraction
    overpay_chance = 0.25  # offer a gem more than a minimal raise (within the cap)
    early_accept_chance = 0.15  # accept an offer it would otherwise raise

    def card_scores(self, app: Appraisal, seat: int) -> list[float]:
        return [v + self.rng.gauss(0.0, self.card_noise) for v in app.action_values(seat)]

    def start_scores(self, app: Appraisal, seat: int) -> list[float]:
        return [v + self.rng.gauss(0.0, self.start_noise) for v in start_scores(app, seat)]

    def barter(self, state: BasariState, app: Appraisal, seat: int) -> BarterDecision:
        info = state.barter
        assert info is not None
        card = CARD_INDEX[info.card]
        noise = 1.0 + self.value_spread * (2.0 * self.rng.random() - 1.0)
        valued = app.action_values(seat)[card] * noise
        decision = decide_barter(state, app, seat, self.settings, action_value=valued)
        if decision.offer_value > 0.0 and self.rng.random() < self.overpay_chance:
            return self._overpay(state, app, seat, decision)
        rushed = self.rng.random() < self.early_accept_chance
        if rushed and info.offer is not None and decision.offer_value > 0.0:
            return BarterDecision(ACCEPT, valued, 0.0)
        return decision

    def _overpay(
        self, state: BasariState, app: Appraisal, seat: int, decision: BarterDecision
    ) -> BarterDecision:
        """One gem more than the minimal raise it chose, if that stays within its value."""
        offered = decision.action
        if not isinstance(offered, Offer):
            return decision
        gems, hand = offered.gems, state.gems(seat)
        extra = [colour for colour in range(4) if hand[colour] > gems[colour]]
        self.rng.shuffle(extra)
        for colour in extra:
            bigger = list(gems)
            bigger[colour] += 1
            more = (bigger[0], bigger[1], bigger[2], bigger[3])
            cost = app.gem_loss(seat, more)
            if cost <= decision.action_value:
                return BarterDecision(offer_action(more), decision.action_value, cost)
        return decision


HARD_CARD_SECONDS = 0.3  # CPU time of a card choice's search (`thinking.py`)
HARD_BARTER_SECONDS = 0.15


class HardBot(Bot):
    """Open-loop search over its own decisions (see `basari_search`)."""

    level = "hard"

    def __init__(
        self,
        seed: int | str = 0,
        card_budget: SearchBudget | None = None,
        barter_budget: SearchBudget | None = None,
        settings: HardSettings | None = None,
    ) -> None:
        super().__init__(seed)
        self.card_budget = card_budget or SearchBudget(seconds=HARD_CARD_SECONDS, max_tree_depth=3)
        self.barter_budget = barter_budget or SearchBudget(
            seconds=HARD_BARTER_SECONDS, max_tree_depth=3
        )
        self.playout = BasariPlayout(settings)
        self._search: OpenLoopSearch | None = None
        self._game: BasariGame | None = None

    def search_for(self, state: BasariState) -> OpenLoopSearch:
        if self._search is None or self._game is not state.game:
            self._game = state.game
            worlds = PredictedWorlds(state.game, self.playout)
            self._search = OpenLoopSearch(worlds, self.playout, self.card_budget)
        return self._search

    def choose(self, view: State[Any], seat: int) -> Any:
        state = as_basari(view)
        if state.phase == "setup":  # one near-best start; the search had only one anyway
            return ChooseStart(pick_start(start_scores(Appraisal(state), seat), self.rng))
        search = self.search_for(state)
        search.budget = self.barter_budget if state.phase == "barter" else self.card_budget
        try:
            return search.choose(state, seat, self.rng)
        finally:
            self.playout.forget()  # no stale analyses, and less for the garbage collector


LEVELS: dict[str, BotFactory] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
