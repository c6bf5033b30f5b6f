"""What a bot is: something that picks a legal action from its own seat's view.

A bot never receives the full state: the driver passes `state.view(seat)`, which holds only
what that seat may know. Its randomness comes from its own seeded RNG, so the same seed gives
the same choices.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # a bot is handed a state; the registry of levels is read before any game
    from bazaar_engine.core.game import State


class Bot(ABC):
    level: str = "?"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: State[Any], seat: int) -> Any:
        """A legal action for `seat`, decided from `view` (= real_state.view(seat))."""


class RandomBot(Bot):
    """Uniformly random legal moves: the baseline every level must beat."""

    level = "random"

    def choose(self, view: State[Any], seat: int) -> Any:
        return view.random_action(seat, self.rng)
