"""Jewel Bazaar's public surface: registry, options, helpers, events, decisions out of turn,
action and state JSON (including hostile save data)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game
from bazaar_engine.jewels import (
    CARDS,
    PASS,
    ChooseFirstPlayer,
    JewelsGame,
    JewelsState,
    RevealPrice,
    Trade,
    card_changes,
)


def started(players: int = 3, card: int = 13) -> JewelsState:
    state = JewelsGame().new_initial_state(players)
    state.apply(CHANCE, RevealPrice(card))
    return state


def test_registry_builds_jewel_bazaar() -> None:
    game = make_game("jewels", {"stock": 5})
    assert isinstance(game, JewelsGame)
    assert (game.id, game.name, game.min_players, game.max_players) == (
        "jewels",
        "Jewel Bazaar",
        2,
        5,
    )
    assert game.options == {"stock": 5, "first_player": 0}


def test_unknown_options_are_refused() -> None:
    with pytest.raises(DataError, match="unknown option"):
        JewelsGame({"prices": 3})


def test_helpers_describe_the_position_for_the_gui() -> None:
    state = JewelsGame().new_initial_state(2)
    assert state.phase == "reveal" and state.round_number == 1 and state.turn == 1
    assert state.player_to_move is None and state.first_player == 0
    state.apply(CHANCE, RevealPrice(CARDS.index((1, -1, 0))))
    assert state.phase == "trade" and state.player_to_move == 0
    assert state.prices == (11, 9, 10) and state.revealed_cards == [CARDS.index((1, -1, 0))]
    state.apply(0, Trade((0, 0, 0), (0, 2, 0)))
    assert state.holdings(0) == (0, 2, 0) and state.jewel_count(0) == 2
    assert state.money == (12, 30) and state.stock == (10, 8, 10)
    assert card_changes(0) == (-1, -1, -1) and JewelsState.card_changes(26) == (1, 1, 1)
    with pytest.raises(DataError):
        card_changes(27)


def test_events_of_a_reveal_name_the_round_first_player_changes_and_prices() -> None:
    state = JewelsGame({"first_player": 1}).new_initial_state(3)
    events = state.apply(CHANCE, RevealPrice(CARDS.index((-1, 0, 1))))
    assert [e.kind for e in events] == ["round_started", "price_revealed"]
    assert events[0].player == 1 and events[0].data == {"round": 1, "first_player": 1}
    assert events[1].data == {"round": 1, "card": 5, "changes": [-1, 0, 1], "prices": [9, 10, 11]}
    json.dumps([e.to_json() for e in events])  # plain JSON for the log and saves


def test_trade_event_reports_money_paid_and_received() -> None:
    state = started(2)
    state.apply(0, Trade((0, 0, 0), (1, 1, 0)))
    state.apply(1, Trade((0, 0, 0), (0, 0, 1)))
    state.apply(CHANCE, RevealPrice(CARDS.index((1, 1, 1))))
    (event,) = state.apply(1, Trade((0, 0, 1), (2, 0, 0)))  # seat 2 goes first in round 2
    assert event.kind == "trade_made" and event.player == 1
    assert event.data == {
        "round": 2,
        "sold": [0, 0, 1],
        "bought": [2, 0, 0],
        "received": 11,
        "paid": 22,
        "money": 9,
    }


def test_out_of_turn_decisions_are_refused_in_player_words() -> None:
    state = started(3)
    assert state.legal_actions(1) == [] and state.legal_actions(CHANCE) == []
    with pytest.raises(IllegalAction, match="not player 2's decision"):
        state.random_action(1, random.Random(0))
    with pytest.raises(IllegalAction, match="not a chance decision"):
        state.sample_chance(random.Random(0))
    message = "on your turn you trade"
    with pytest.raises(IllegalAction, match=message):
        state.check(0, RevealPrice(3))
    with pytest.raises(IllegalAction, match="three kinds"):
        state.check(0, Trade((1, 0), (0, 0, 1)))  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="negative"):
        state.check(0, Trade((0, 0, 0), (2, -1, 0)))


def test_chance_must_be_the_right_kind_of_outcome() -> None:
    state = JewelsGame({"first_player": -1}).new_initial_state(3)
    with pytest.raises(IllegalAction, match="first player must be drawn"):
        state.check(CHANCE, RevealPrice(0))
    with pytest.raises(IllegalAction, match="no seat 3"):
        state.check(CHANCE, ChooseFirstPlayer(3))
    state.apply(CHANCE, ChooseFirstPlayer(1))
    with pytest.raises(IllegalAction, match="price card must be revealed"):
        state.check(CHANCE, ChooseFirstPlayer(1))


def test_a_view_cannot_be_played_on_but_answers_questions() -> None:
    state = started(3)
    view = state.view(2)
    assert view.legal_actions(0) == state.legal_actions(0)
    with pytest.raises(IllegalAction, match="view"):
        view.apply(0, Trade((0, 0, 0), (1, 0, 0)))
    with pytest.raises(ValueError, match="no seat"):
        state.view(3)


def test_clone_is_independent() -> None:
    state = started(2)
    copy = state.clone()
    copy.apply(0, Trade((0, 0, 0), (1, 0, 0)))
    assert state.money == (30, 30) and state.stock == (10, 10, 10)
    assert copy != state


def test_actions_round_trip_through_json() -> None:
    game = JewelsGame()
    for action in (Trade((1, 0, 2), (0, 1, 0)), PASS, RevealPrice(26), ChooseFirstPlayer(4)):
        assert game.action_from_json(json.loads(json.dumps(game.action_to_json(action)))) == action
    with pytest.raises(DataError, match="3 entries"):
        game.action_from_json({"type": "Trade", "sell": [0, 0], "buy": [1, 0, 0]})
    with pytest.raises(DataError):
        game.action_from_json({"type": "Trade", "sell": [0, 0, True], "buy": [1, 0, 0]})


# --- hostile save data -----------------------------------------------------------------------


def saved(players: int = 3, moves: int = 40) -> dict[str, Any]:
    state = JewelsGame().new_initial_state(players)
    rng = random.Random(7)
    for _ in range(moves):
        (actor,) = state.current_players()
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    data = json.loads(json.dumps(state.to_json()))
    assert isinstance(data, dict)
    return data


def test_a_saved_state_loads_back_equal() -> None:
    data = saved()
    assert JewelsGame().state_from_json(data).to_json() == data


BAD_EDITS = [
    ("missing key", lambda d: d.pop("money")),
    ("extra key", lambda d: d.update(cheat=1)),
    ("other game", lambda d: d.update(game="basta")),
    ("bool as number", lambda d: d.update(round=True)),
    ("round out of range", lambda d: d.update(round=28)),
    ("negative money", lambda d: d["money"].__setitem__(0, -1)),
    ("wrong price", lambda d: d["prices"].__setitem__(0, d["prices"][0] + 1)),
    ("jewel from nowhere", lambda d: d["jewels"][0].__setitem__(0, d["jewels"][0][0] + 1)),
    ("five jewels", lambda d: d["jewels"].__setitem__(0, [5, 0, 0])),
    ("card twice", lambda d: d["revealed"].append(d["revealed"][0])),
    ("remaining wrong", lambda d: d["remaining"].reverse()),
    ("viewer off the table", lambda d: d.update(viewer=3)),
    ("traded too many", lambda d: d.update(traded=3)),
    ("first player missing", lambda d: d.update(first_player=None)),
    ("unknown phase", lambda d: d.update(phase="auction")),
    ("stock mismatch", lambda d: d.update(start_stock=12)),
    ("not a list", lambda d: d.update(stock="10,10,10")),
    ("too few players", lambda d: d.update(players=1)),
]


@pytest.mark.parametrize(("name", "edit"), BAD_EDITS, ids=[name for name, _ in BAD_EDITS])
def test_bad_save_data_is_refused_with_a_data_error(name: str, edit: Any) -> None:
    data = saved()
    edit(data)
    with pytest.raises(DataError):
        JewelsGame().state_from_json(data)


@pytest.mark.parametrize("data", [None, [], "state", 3])
def test_non_objects_are_refused(data: object) -> None:
    with pytest.raises(DataError, match="JSON object"):
        JewelsGame().state_from_json(data)


def test_a_finished_game_round_trips() -> None:
    state = JewelsGame().new_initial_state(2)
    rng = random.Random(1)
    while not state.is_terminal():
        (actor,) = state.current_players()
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    restored = JewelsGame().state_from_json(state.to_json())
    assert restored == state and restored.is_terminal() and restored.winners() == state.winners()


def test_random_action_can_pick_every_legal_trade_and_nothing_else() -> None:
    state = started(2)
    state.apply(0, Trade((0, 0, 0), (1, 1, 0)))
    state.apply(1, Trade((0, 0, 0), (0, 0, 1)))
    state.apply(CHANCE, RevealPrice(4))
    seat = state.player_to_move
    assert seat == 1
    legal = state.legal_actions(seat)
    rng = random.Random(5)
    drawn = {state.random_action(seat, rng) for _ in range(20 * len(legal) ** 2)}
    assert drawn == set(legal)
