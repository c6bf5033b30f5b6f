"""`BasariGame`: options, rules data and the entry points of the protocol."""

from __future__ import annotations

import random
from typing import Any

from bazaar_engine.basari.actions import ACTION_TYPES, BasariAction, ChooseStart
from bazaar_engine.basari.data import data_fingerprint, load_board, load_chart
from bazaar_engine.basari.serialize import state_from_json, state_to_json
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import Game, Options, State

START_MODES = ("choose", "random")


class BasariGame(Game[BasariAction]):
    id = "basari"
    name = "Basari"
    min_players = 3  # B1
    max_players = 4
    action_types = ACTION_TYPES

    def __init__(self, options: Options | None = None) -> None:
        super().__init__(options)
        self.board = load_board(self.options["board"])
        self.chart = load_chart(self.options["bonus_chart"])
        self.random_starts: bool = self.options["start_positions"] == "random"
        self.archway_points = tuple(archway.points for archway in self.board.archways)
        self.archway_gems = tuple(archway.gems for archway in self.board.archways)
        self.start_actions = tuple(ChooseStart(index) for index in range(self.board.size))

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return {
            "board": "basari-board.json",
            "bonus_chart": "basari-bonus-chart.json",
            "start_positions": "choose",
            "first_player": 0,  # who places a start archway first (B7); the others follow
        }

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        merged = super().validate_options(options)
        if merged["start_positions"] not in START_MODES:
            raise DataError("option 'start_positions' must be 'choose' or 'random'")
        first = merged["first_player"]
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < 4:
            raise DataError("option 'first_player' must be a seat number")
        return merged  # file names are checked when loaded (bazaar_engine.basari.data)

    def new_initial_state(self, num_players: int) -> BasariState:
        self.check_player_count(num_players)
        first: int = self.options["first_player"]
        if first >= num_players:
            raise DataError(f"first player {first + 1} is not one of the {num_players} seats")
        return BasariState(self, num_players)

    def state_from_json(self, data: object) -> BasariState:
        return state_from_json(self, data)

    def state_to_json(self, state: BasariState) -> dict[str, Any]:
        return state_to_json(state)

    def determinize(self, view: State[BasariAction], rng: random.Random) -> BasariState:
        if not isinstance(view, BasariState):
            raise DataError("not a Basari state")
        state = view.clone()
        state.fill_hidden_cards(rng)  # B10: any card is consistent with "has chosen"
        return state

    def rules_data_version(self) -> str:
        return data_fingerprint(self.board, self.chart)
