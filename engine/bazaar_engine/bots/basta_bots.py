"""The Basta! bots: Easy, Medium and Hard (see docs/bots-basta.md).

- Medium plays by `Planner` with exact card counting: it never busts when it can help it,
  keeps its escapes for high totals, plays high numbers while the total is low, and uses
  Double, Exchange, Basta! and Minus 5 to push the danger onto the next player.
- Easy plays by the same ideas with human-like slips: it does not count cards, sometimes
  forgets to keep its escapes, and now and then misjudges the total by a point or two.
- Hard searches (`BastaSearch`): it deals the unseen cards at random many times and plays each
  of its moves out to the end of the round with Medium-like players, scoring by the chips.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.basta.actions import BastaAction, ExchangeWith
from bazaar_engine.basta.cards import LIMIT
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.basta_memory import HandMemory
from bazaar_engine.bots.basta_policy import (
    Odds,
    Planner,
    Table,
    Weights,
    deck_odds,
    unseen_counts,
)
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.core.game import State


def _basta_view(view: State[Any]) -> BastaState:
    if not isinstance(view, BastaState):
        raise TypeError("a Basta! bot needs a Basta! state")
    return view


EASY_WEIGHTS = Weights(attack=0.15)


class EasyBot(Bot):
    """Sensible play with slips: it does not count cards, now and then misjudges the total by
    a point or two (`miscount`), and at times forgets what its cards are worth keeping and
    plays any card that looks safe (`forget`)."""

    level = "easy"

    def __init__(self, seed: int | str = 0, forget: float = 0.25, miscount: float = 0.15) -> None:
        super().__init__(seed)
        self.forget = forget
        self.miscount = miscount

    def choose(self, view: State[Any], seat: int) -> BastaAction:
        state = _basta_view(view)
        table = Table.of(state, seat)
        if self.rng.random() < self.miscount:
            slip = self.rng.choice((-2, -1, 1, 2))
            table.total = min(LIMIT, max(0, table.total + slip))
        ranked = Planner(EASY_WEIGHTS, deck_odds(state.game.deck)).ranked(table)
        if self.rng.random() < self.forget:
            # A value below -0.5 means a chip now (as far as Easy can tell).
            looks_safe = [action for value, action in ranked if value > -0.5]
            if looks_safe:
                return looks_safe[self.rng.randrange(len(looks_safe))]
        return ranked[0][1]


class MediumBot(Bot):
    """Careful play by the weighed rules of `Planner`, counting every card seen."""

    level = "medium"

    def __init__(self, seed: int | str = 0, weights: Weights | None = None) -> None:
        super().__init__(seed)
        self.weights = weights or Weights()

    def choose(self, view: State[Any], seat: int) -> BastaAction:
        state = _basta_view(view)
        table = Table.of(state, seat)
        planner = Planner(self.weights, Odds(unseen_counts(state, seat)))
        return planner.best(table)


class HardBot(Bot):
    """Search over its own view: many random deals, each move played out to the round's end."""

    level = "hard"

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, weights: Weights | None = None
    ) -> None:
        super().__init__(seed)
        self.budget = budget or Budget()
        self.weights = weights or Weights()
        self.memory = HandMemory()

    def make_search(self, state: BastaState, seat: int) -> BastaSearch:
        """The search for this decision (experiments give Hard another one)."""
        return BastaSearch(state.game, self.budget, self.weights)

    def choose(self, view: State[Any], seat: int) -> BastaAction:
        state = _basta_view(view)
        search = self.make_search(state, seat)
        search.known = self.memory.known(state)
        action = search.choose(state, seat, self.rng)
        if isinstance(action, ExchangeWith):
            self.memory.gave(state, seat, action.target)
        return action


LEVELS: dict[str, Any] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}

__all__ = ["LEVELS", "EasyBot", "HardBot", "MediumBot"]
