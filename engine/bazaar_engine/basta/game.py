"""`BastaGame`: Basta!'s description — players, options and the deck data (T1, T2)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from bazaar_engine.basta.actions import (
    BastaAction,
    ChooseFirstPlayer,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.basta.cards import deck_fingerprint, deck_from_data, min_deck_size
from bazaar_engine.basta.serialize import state_from_json, state_to_json
from bazaar_engine.basta.state import BastaState
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import Game, Options, State
from bazaar_engine.core.resources import load_json_resource

MAX_NAME = 100


class BastaGame(Game[BastaAction]):
    """Options: ``deck`` (a deck file in resources/), ``multiple_doubles`` (the T10 variant),
    ``first_player`` (seat index; -1 = drawn by chance, T4)."""

    id: ClassVar[str] = "basta"
    name: ClassVar[str] = "Basta!"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6  # T1
    action_types: ClassVar[tuple[type[Any], ...]] = (
        PlayCard,
        LayDouble,
        ExchangeWith,
        Draw,
        ChooseFirstPlayer,
    )

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        name = self.options["deck"]
        self.deck: tuple[int, ...] = deck_from_data(load_json_resource(name), name)

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return {"deck": "basta-deck.json", "multiple_doubles": False, "first_player": 0}

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        merged = super().validate_options(options)
        name: str = merged["deck"]
        if (
            not name.endswith(".json")
            or len(name) > MAX_NAME
            or any(sep in name for sep in "/\\:")
            or name.startswith(".")
        ):
            raise DataError("option 'deck' must be the name of a .json file in the resources")
        first = merged["first_player"]
        if not -1 <= first < self.max_players:
            raise DataError("option 'first_player' must be a seat number, or -1 for random")
        return merged

    def new_initial_state(self, num_players: int) -> BastaState:
        self.check_player_count(num_players)
        first: int = self.options["first_player"]
        if first >= num_players:
            raise DataError(f"there is no seat {first + 1} in a game of {num_players}")
        needed = min_deck_size(self.deck, num_players)
        if sum(self.deck) < needed:
            raise DataError(
                f"the deck has {sum(self.deck)} cards: too few for {num_players} players "
                f"(at least {needed})"
            )
        return BastaState(self, num_players, None if first == -1 else first)

    def state_from_json(self, data: object) -> BastaState:
        return state_from_json(self, data)

    def state_to_json(self, state: BastaState) -> dict[str, Any]:
        return state_to_json(state)

    def determinize(self, view: State[BastaAction], rng: random.Random) -> BastaState:
        """Deal the other hands at random from the viewer's unseen pool; the rest is the pile."""
        if not isinstance(view, BastaState):
            raise TypeError("not a Basta! state")
        world = view.clone()
        seen, filled = view.fields, world.fields
        if view.viewer is None or seen.unseen is None:
            return world
        pool = list(seen.unseen)
        rng.shuffle(pool)
        for seat, hand in enumerate(seen.hands):
            if seat != view.viewer:
                size = len(hand)
                filled.hands[seat] = sorted(pool[:size])
                del pool[:size]
        filled.pile = sorted(pool)
        filled.unseen = None
        world.viewer = None
        return world

    def rules_data_version(self) -> str:
        return deck_fingerprint(self.deck)

    @property
    def deck_size(self) -> int:
        return sum(self.deck)
