"""Basta! options, deck data, save-file JSON and action JSON: good data works, bad data is
refused with one clear `DataError`."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, cast

import pytest

from bazaar_engine.basta import (
    BastaGame,
    BastaState,
    ChooseFirstPlayer,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import play_random_game

SMALL_DECK = {
    "numbers": {str(value): 2 for value in range(1, 11)},
    "specials": {"zero": 1, "double": 2, "minus_five": 2, "exchange": 1, "basta": 1},
}


@pytest.fixture
def resources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BAZAAR_RESOURCES", str(tmp_path))
    return tmp_path


def write_deck(folder: Path, data: Any, name: str = "deck.json") -> str:
    (folder / name).write_text(json.dumps(data), encoding="utf-8")
    return name


# --- options ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "name", ["../basta-deck.json", "a/b.json", "a\\b.json", "deck.txt", ".x.json"]
)
def test_deck_option_must_be_a_plain_json_file_name(name: str) -> None:
    with pytest.raises(DataError, match="deck"):
        BastaGame({"deck": name})


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"colour": "red"}, "unknown option"),
        ({"multiple_doubles": 1}, "multiple_doubles"),
        ({"first_player": True}, "first_player"),
        ({"first_player": -2}, "first_player"),
        ({"first_player": 6}, "first_player"),
    ],
)
def test_bad_options_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(DataError, match=message):
        BastaGame(options)


def test_missing_deck_file_is_a_data_error(resources: Path) -> None:
    with pytest.raises(DataError, match="cannot read"):
        BastaGame({"deck": "nowhere.json"})


# --- deck data -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "JSON object"),
        ({**SMALL_DECK, "jokers": 2}, "unexpected keys"),
        ({"numbers": SMALL_DECK["numbers"]}, "'specials'"),
        ({**SMALL_DECK, "specials": {"joker": 1}}, "unknown card"),
        ({**SMALL_DECK, "numbers": {"11": 4}}, "unknown card"),
        ({**SMALL_DECK, "specials": {"basta": -1}}, "0 to 60"),
        ({**SMALL_DECK, "specials": {"basta": True}}, "whole number"),
        ({**SMALL_DECK, "specials": {"basta": 2.5}}, "whole number"),
        ({**SMALL_DECK, "numbers": {"1": 0}}, "needs number cards"),
        ({**SMALL_DECK, "numbers": {str(v): 60 for v in range(1, 11)}}, "more than"),
        ({**SMALL_DECK, "note": 5}, "note"),
    ],
)
def test_bad_decks_are_refused(resources: Path, data: Any, message: str) -> None:
    with pytest.raises(DataError, match=message):
        BastaGame({"deck": write_deck(resources, data)})


def test_a_smaller_valid_deck_plays_to_the_end(resources: Path) -> None:
    game = BastaGame({"deck": write_deck(resources, SMALL_DECK)})
    assert game.deck_size == 27
    state = cast(
        BastaState, play_random_game(game.new_initial_state(4), random.Random(3), checked=True)
    )
    assert state.winners()
    assert sum(state.card_census()) == 27
    with pytest.raises(DataError, match="too few for 5 players"):
        game.new_initial_state(5)


def test_rules_data_version_is_a_fingerprint_of_the_deck(resources: Path) -> None:
    default = (
        Path(__file__).resolve().parents[3] / "resources" / "bazaar_resources" / "basta-deck.json"
    )
    write_deck(resources, json.loads(default.read_text()), "basta-deck.json")
    small = BastaGame({"deck": write_deck(resources, SMALL_DECK)})
    assert BastaGame().rules_data_version() == BastaGame().rules_data_version()
    assert small.rules_data_version() != BastaGame().rules_data_version()


# --- actions ---------------------------------------------------------------------------------
def test_actions_round_trip_through_json() -> None:
    game = BastaGame()
    for action in (
        PlayCard("basta"),
        PlayCard("7"),
        LayDouble(2),
        ExchangeWith(1),
        Draw("minus_five"),
        ChooseFirstPlayer(3),
    ):
        data = game.action_to_json(action)
        assert game.action_from_json(json.loads(json.dumps(data))) == action
    assert game.action_to_json(PlayCard("zero")) == {"type": "PlayCard", "card": "zero"}


@pytest.mark.parametrize(
    "data",
    [
        {"type": "PlayCard", "card": "joker"},
        {"type": "Draw", "card": "11"},
        {"type": "PlayCard", "card": 7},
        {"type": "LayDouble", "target": "2"},
        {"type": "Shuffle"},
    ],
)
def test_bad_action_json_is_refused(data: Any) -> None:
    with pytest.raises(DataError):
        BastaGame().action_from_json(data)


# --- state JSON ------------------------------------------------------------------------------
def midgame(seed: int = 5, steps: int = 200) -> Any:
    game = BastaGame()
    state = game.new_initial_state(4)
    rng = random.Random(seed)
    for _ in range(steps):
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player < 0 else state.random_action(player, rng)
        state.apply(player, action)
    return game, state


def test_full_states_and_views_round_trip() -> None:
    game, state = midgame()
    assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state
    for seat in range(4):
        view = state.view(seat)
        restored = game.state_from_json(json.loads(json.dumps(view.to_json())))
        assert restored == view and restored.viewer == seat
        assert restored.legal_actions(seat) == view.legal_actions(seat)


def _set(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    return {**data, key: value}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: [1], "JSON object"),
        (lambda d: _set(d, "format", "chess"), "not a saved Basta"),
        (lambda d: {**d, "extra": 1}, "unexpected keys"),
        (lambda d: {k: v for k, v in d.items() if k != "stack"}, "missing"),
        (lambda d: _set(d, "num_players", 9), "num_players"),
        (lambda d: _set(d, "phase", "dance"), "unknown phase"),
        (lambda d: _set(d, "active", 4), "'active'"),
        (lambda d: _set(d, "active", True), "'active'"),
        (lambda d: _set(d, "direction", 2), "direction"),
        (lambda d: _set(d, "total", 70), "'total'"),
        (lambda d: _set(d, "total", 55), "over 50"),
        (lambda d: _set(d, "chips", [0, 0, 0]), "list of 4"),
        (lambda d: _set(d, "chips", [4, 4, 0, 0]), "4th chip"),
        (lambda d: _set(d, "chips", [4, 0, 0, 0]), "4 chips"),
        (lambda d: _set(d, "stack", [*d["stack"], "9"]), "do not match the deck"),
        (lambda d: _set(d, "stack", ["joker"]), "unknown card"),
        (lambda d: _set(d, "hands", [["1"] * 6, [], [], []]), "at most 5"),
        (lambda d: _set(d, "pile", {"7": 0}), "copies"),
        (lambda d: _set(d, "pile", ["7"]), "card counts"),
        (lambda d: _set(d, "doubles", [2, 0, 0, 0]), "more than one Double"),
        (lambda d: _set(d, "round_pending", 1), "round_pending"),
        (lambda d: _set(d, "viewer", 7), "'viewer'"),
    ],
)
def test_hostile_state_json_is_refused(change: Any, message: str) -> None:
    game, state = midgame()
    with pytest.raises(DataError, match=message):
        game.state_from_json(change(state.to_json()))


def test_a_deal_out_of_order_is_refused() -> None:
    game = BastaGame()
    state = game.new_initial_state(3)
    for _ in range(7):
        state.apply(-1, state.sample_chance(random.Random(2)))
    data = state.to_json()
    assert data["phase"] == "deal" and data["drawer"] == 1
    assert game.state_from_json(data) == state
    with pytest.raises(DataError, match="5 cards to each seat in turn"):
        game.state_from_json({**data, "drawer": 0})


def test_hostile_view_json_is_refused() -> None:
    game, state = midgame()
    data = state.view(1).to_json()
    with pytest.raises(DataError, match="do not match the deck"):
        game.state_from_json(_set(data, "pile", data["pile"] + 1))
    with pytest.raises(DataError, match="hidden hand"):
        game.state_from_json(_set(data, "hands", [9, data["hands"][1], 5, 5]))
