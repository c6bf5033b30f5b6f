"""`JewelsGame`: the description of Jewel Bazaar (rules J1-J17)."""

from __future__ import annotations

import random
from typing import Any

from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import Game, State
from bazaar_engine.jewels.actions import ChooseFirstPlayer, RevealPrice, Trade
from bazaar_engine.jewels.serialize import state_from_json, state_to_json
from bazaar_engine.jewels.state import JewelsAction, JewelsState

MIN_STOCK = 1
MAX_STOCK = 50


class JewelsGame(Game[JewelsAction]):
    id = "jewels"
    name = "Jewel Bazaar"
    min_players = 2  # J1 [decision]
    max_players = 5
    action_types = (ChooseFirstPlayer, RevealPrice, Trade)

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        # J2 [decision]: stock per kind; J6: first player seat, -1 = drawn at random
        return {"stock": 10, "first_player": 0}

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        merged = super().validate_options(options)
        if not MIN_STOCK <= merged["stock"] <= MAX_STOCK:
            raise DataError(f"option 'stock' must be between {MIN_STOCK} and {MAX_STOCK}")
        if not -1 <= merged["first_player"] < self.max_players:
            raise DataError("option 'first_player' must be a seat number, or -1 for random")
        return merged

    def new_initial_state(self, num_players: int) -> JewelsState:
        self.check_player_count(num_players)
        first = self.options["first_player"]
        if first >= num_players:
            raise DataError(f"first player {first + 1} is not one of the {num_players} seats")
        return JewelsState(self, num_players, None if first == -1 else first)

    def state_from_json(self, data: object) -> JewelsState:
        return state_from_json(self, data)

    def state_to_json(self, state: JewelsState) -> dict[str, Any]:
        return state_to_json(state)

    def determinize(self, view: State[JewelsAction], rng: random.Random) -> JewelsState:
        """Nothing is hidden, so the full state is the view itself (as an independent copy)."""
        if not isinstance(view, JewelsState):
            raise TypeError("not a Jewel Bazaar state")
        state = view.clone()
        state.viewer = None
        return state
