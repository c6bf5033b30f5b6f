"""Every game against the shared protocol: random playouts to the end through the checked API,
JSON round trips, replay of the history, and views that hide exactly what they should.

Per-game rules and invariants are tested in each game's own folder; this file checks what all
games promise alike, so a new game gets these checks by being added to the registry.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.game import CHANCE, State, replay
from bazaar_engine.games import GAME_IDS, make_game

CASES = [
    (game_id, players)
    for game_id in GAME_IDS
    for players in range(make_game(game_id).min_players, make_game(game_id).max_players + 1)
]


def play_with_checks(game_id: str, players: int, seed: int) -> None:
    game = make_game(game_id)
    state: State[Any] = game.new_initial_state(players)
    rng = random.Random(seed)
    history: list[tuple[int, Any]] = []
    step = 0
    while not state.is_terminal():
        step += 1
        actor = state.current_players()[0]
        if actor == CHANCE:
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions(actor)
            assert legal, f"{game_id}: seat {actor} must decide but has no legal action"
            action = state.random_action(actor, rng)
            assert action in legal or _is_legal(state, actor, action)
        if step % 17 == 0:
            _check_round_trip_and_views(game, state)
        state.apply(actor, action)
        history.append((actor, action))
        assert step < 20_000, "the game does not end"
    assert state.winners(), "a finished game has at least one winner"
    assert state.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        state.apply(0, history[-1][1])
    replayed = replay(game, players, history)
    assert replayed == state
    restored = game.state_from_json(state.to_json())
    assert restored == state and restored.winners() == state.winners()


def _is_legal(state: State[Any], player: int, action: Any) -> bool:
    try:
        state.clone().check(player, action)
    except IllegalAction:
        return False
    return True


def _check_round_trip_and_views(game: Any, state: State[Any]) -> None:
    restored = game.state_from_json(state.to_json())
    assert restored == state
    assert restored.current_players() == state.current_players()
    assert state.clone() == state
    for seat in range(state.num_players):
        view = state.view(seat)
        assert view.viewer == seat
        # Whatever the hidden parts turn out to be, the seat sees the same thing.
        world = game.determinize(view, random.Random(seat))
        assert world.view(seat) == view
        assert world.current_players() == state.current_players()
        if seat in state.current_players():
            assert sorted(map(repr, view.legal_actions(seat))) == sorted(
                map(repr, state.legal_actions(seat))
            )


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_random_playouts_round_trip_and_fair_views(game_id: str, players: int) -> None:
    for seed in range(3):
        play_with_checks(game_id, players, seed)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_wrong_player_counts_are_refused_with_a_clear_message(game_id: str) -> None:
    game = make_game(game_id)
    with pytest.raises(ValueError, match="players"):
        game.check_player_count(game.max_players + 1)


def test_a_private_event_shows_only_its_public_part_to_others_and_masking_twice_is_harmless() -> (
    None
):
    from bazaar_engine.core.events import Event

    drawn = Event(
        "card_drawn", 1, {"card": "7", "pile": 20}, private_to=1, public_data={"pile": 20}
    )
    assert drawn.seen_by(1).data == {"card": "7", "pile": 20}
    masked = drawn.seen_by(0)
    assert masked.data == {"pile": 20}
    assert masked.seen_by(0).data == {"pile": 20}
    assert drawn.seen_by(None).data == {"pile": 20}
