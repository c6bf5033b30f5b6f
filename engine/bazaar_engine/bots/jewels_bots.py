"""The Jewel Bazaar bots: Easy, Medium and Hard (docs/bots-jewels.md).

- Easy looks only at where each price stands against 10, with a large error in its estimate,
  and now and then makes any legal trade at all.
- Medium counts the remaining price cards: the expected next change of each kind is the mean of
  the remaining cards' changes. It holds what is expected to rise, sells what is expected to
  fall, and with nothing worth holding keeps its money (see `jewels_policy`).
- Hard searches two cards ahead over every legal trade, every possible next card and the other
  seats' replies (modelled as Medium's), and scores its lead over the richest other seat by the
  share of the win such a lead brought in self-play (see `jewels_search`, `jewels_value`). It
  plays for the win, not for money: ahead, it copies the leaders' holdings; behind, it takes
  the chances that can still catch them.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.jewels_policy import changes_to_come, greedy_target, trade_to
from bazaar_engine.bots.jewels_search import LookaheadSearch
from bazaar_engine.bots.registry import BotFactory
from bazaar_engine.core.game import State
from bazaar_engine.jewels.actions import Trade
from bazaar_engine.jewels.cards import FINAL_PRICE
from bazaar_engine.jewels.state import JewelsState


def _jewels_view(view: State[Any], seat: int) -> JewelsState:
    if not isinstance(view, JewelsState):
        raise TypeError("a Jewel Bazaar bot needs a Jewel Bazaar state")
    if view.player_to_move != seat:
        raise ValueError(f"it is not seat {seat}'s turn to trade")
    return view


class EasyJewelsBot(Bot):
    """Short-sighted and noisy: misjudges each price by up to `error` and sometimes trades
    at random (with probability `random_rate`)."""

    level = "easy"

    def __init__(self, seed: int | str = 0, error: float = 3.0, random_rate: float = 0.2) -> None:
        super().__init__(seed)
        self.error = error
        self.random_rate = random_rate

    def choose(self, view: State[Any], seat: int) -> Trade:
        state = _jewels_view(view, seat)
        if self.rng.random() < self.random_rate:
            action = state.random_action(seat, self.rng)
            assert isinstance(action, Trade)
            return action
        held = state.holdings(seat)
        gains = [FINAL_PRICE - p + self.rng.uniform(-self.error, self.error) for p in state.prices]
        target = greedy_target(held, state.money[seat], state.prices, state.stock, gains)
        return trade_to(held, target)


class MediumJewelsBot(Bot):
    """Trades on expected prices from the remaining cards (deterministic)."""

    level = "medium"

    def choose(self, view: State[Any], seat: int) -> Trade:
        state = _jewels_view(view, seat)
        held = state.holdings(seat)
        gains = changes_to_come(state.remaining_cards)  # counting the cards still to come
        target = greedy_target(held, state.money[seat], state.prices, state.stock, gains)
        return trade_to(held, target)


class HardJewelsBot(Bot):
    """Expectimax over the next cards (`depth` 1 or 2; `breadth` trades searched two deep).
    Deterministic: the same position always gets the same trade."""

    level = "hard"

    def __init__(self, seed: int | str = 0, depth: int = 2, breadth: int = 6) -> None:
        super().__init__(seed)
        self.search = LookaheadSearch(depth, breadth)

    def choose(self, view: State[Any], seat: int) -> Trade:
        state = _jewels_view(view, seat)
        return trade_to(state.holdings(seat), self.search.choose_target(state, seat))


LEVELS: dict[str, BotFactory] = {
    "easy": EasyJewelsBot,
    "medium": MediumJewelsBot,
    "hard": HardJewelsBot,
}
