"""Each game's state keeps its position in one typed record (`<Game>Fields`, a dataclass) that
the rule modules change and the serialisers read. A clone copies the record field by field
(by position, for speed): these tests fail if a field is left out, put in the wrong place or
shared between a state and its clone, which would let search on a copy change the game."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game

GAMES = [("basari", 4), ("basta", 5), ("jewels", 3)]
# Replaced whole by the rules, never changed in place: a clone may share it.
SHARED_BY_DESIGN = {("basari", "revealed")}


def states_along_a_game(game_id: str, players: int, seed: int) -> list[State[Any]]:
    state: State[Any] = make_game(game_id).new_initial_state(players)
    rng = random.Random(seed)
    seen = [state.clone()]
    while state.current_players():
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        state.apply(player, action)
        seen.append(state.clone())
    return seen


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_a_clone_holds_every_field_of_the_record_and_shares_no_list(
    game_id: str, players: int
) -> None:
    for state in states_along_a_game(game_id, players, seed=3):
        record: Any = state.fields  # type: ignore[attr-defined]
        copy: Any = state.clone().fields  # type: ignore[attr-defined]
        assert dataclasses.is_dataclass(record)
        assert type(copy) is type(record)
        for field in dataclasses.fields(record):
            mine, theirs = getattr(record, field.name), getattr(copy, field.name)
            assert theirs == mine, field.name
            if isinstance(mine, list) and (game_id, field.name) not in SHARED_BY_DESIGN:
                assert theirs is not mine, f"{field.name} is shared with the clone"
                for inner, inner_copy in zip(mine, theirs, strict=True):
                    if isinstance(inner, list):  # Basta!'s hands
                        assert inner_copy is not inner, f"{field.name} shares a list"


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_playing_on_a_clone_leaves_the_original_as_it_was(game_id: str, players: int) -> None:
    rng = random.Random(5)
    for state in states_along_a_game(game_id, players, seed=4)[:-1]:
        before = state.to_json()
        copy = state.clone()
        while copy.current_players():  # play the copy to the end
            player = copy.current_players()[0]
            chance = player == CHANCE
            action = copy.sample_chance(rng) if chance else copy.random_action(player, rng)
            copy.apply_unchecked(player, action)
        assert state.to_json() == before
