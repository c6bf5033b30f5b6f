"""Saves and views: JSON round trips, hostile input, what each seat may see."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from basari_helpers import GAME, choose, edit, roll, started

from bazaar_engine.basari import BasariState, ChooseCard, Offer
from bazaar_engine.core.errors import DataError, IllegalAction


def barter_state() -> BasariState:
    state = edit(started(3), points=[5, 0, 0])
    roll(state, 1, 1, 2)
    choose(state, "points", "points", "gems")
    state.apply(0, Offer((1, 0, 0, 2)))
    return state


def test_json_round_trip_of_a_barter_in_progress() -> None:
    state = barter_state()
    data = json.loads(json.dumps(state.to_json()))
    copy = GAME.state_from_json(data)
    assert copy == state and copy.barter == state.barter
    assert copy.current_players() == (1,)


def test_json_round_trip_during_the_secret_choice() -> None:
    state = started(4)
    roll(state, 1, 2, 3, 4)
    state.apply(1, ChooseCard("gems"))
    copy = GAME.state_from_json(state.to_json())
    assert copy == state and copy.current_players() == (0, 2, 3)
    view = state.view(0)
    assert view.to_json()["cards"] == [None, "hidden", None, None]
    assert GAME.state_from_json(view.to_json()) == view


def mutate(data: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (["players"], 5, "players must be between 3 and 4"),
        (["viewer"], 7, "viewer"),
        (["phase"], "lunch", "phase must be one of"),
        (["round"], 4, "round must be between 1 and 3"),
        (["turn"], True, "turn must be a whole number"),
        (["positions", 0], 32, r"positions\[0\] must be between 0 and 31"),
        (["gems", 0, 0], 4, "25 gems of each colour"),
        (["gems"], [[3, 3, 3, 3]], "one entry per player"),
        (["cards", 2], "hidden", "only a view may hide"),
        (["cards", 0], "die", "only secret while choosing"),
        (["barter", "offer"], [9, 0, 0, 0], "offer exceeds the gems held"),
        (["barter", "offer"], [0, 0, 0, 0], "offer of nothing is a forfeit"),
        (["barter", "responder"], 0, "offerer and responder"),
        (["barter", "card"], "gems", "card not chosen"),
        (["barter"], None, "barter only during a barter"),
        (["queue"], [{"card": "gems", "seats": [0]}], "card not chosen"),
        (["format"], "jewels-state", "unknown format"),
        (["die_action_seat"], 2, "only for a Die action"),
        (["pending"], 1, "pending must be null"),
    ],
)
def test_hostile_json_is_refused_with_a_clear_error(
    path: list[Any], value: Any, message: str
) -> None:
    data = mutate(barter_state().to_json(), path, value)
    with pytest.raises(DataError, match=message):
        GAME.state_from_json(data)


def test_json_must_be_an_object_with_the_right_keys() -> None:
    with pytest.raises(DataError, match="JSON object"):
        GAME.state_from_json([])
    data = barter_state().to_json()
    data["extra"] = 1
    with pytest.raises(DataError, match="unknown key"):
        GAME.state_from_json(data)
    del data["extra"], data["points"]
    with pytest.raises(DataError, match="missing key"):
        GAME.state_from_json(data)


def test_a_view_cannot_be_played_on() -> None:
    state = started(3)
    roll(state, 1, 1, 1)
    view = state.view(0)
    with pytest.raises(IllegalAction, match="view"):
        view.apply(0, ChooseCard("die"))
    assert view.random_action(0, random.Random(1)) in view.legal_actions(0)


def test_view_refuses_a_seat_that_does_not_exist() -> None:
    with pytest.raises(IllegalAction, match="no player 5"):
        started(3).view(4)


def test_clone_is_independent() -> None:
    state = started(3)
    copy = state.clone()
    roll(copy, 1, 2, 3)
    assert state.positions == (0, 0, 0) and copy.positions == (1, 2, 3)
    assert state != copy
