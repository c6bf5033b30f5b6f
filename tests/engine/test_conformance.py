"""Every game against the shared protocol: random playouts to the end through the checked API,
JSON round trips, replay of the history, and views that hide exactly what they should: each
seat's, and the onlooker's (a spectator's: only what every seat may know; what it shows of
each game is checked at the end of this file).

Per-game rules and invariants are tested in each game's own folder; this file checks what all
games promise alike, so a new game gets these checks by being added to the registry.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bazaar_engine.basari import BasariGame, ChooseCard
from bazaar_engine.basta import BastaGame
from bazaar_engine.core.errors import DataError, IllegalAction, RefusalCode
from bazaar_engine.core.game import CHANCE, ONLOOKER, State, replay, view_of
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
    for seat in [*range(state.num_players), None]:  # None: an onlooker (a spectator)
        view = view_of(state, seat)
        assert view.viewer == (ONLOOKER if seat is None else seat)
        assert game.state_from_json(view.to_json()) == view
        check_seen_alike(game, state, seat, trials=1)
        if seat in state.current_players():
            assert sorted(map(repr, view.legal_actions(seat))) == sorted(
                map(repr, state.legal_actions(seat))
            )


def check_seen_alike(game: Any, state: State[Any], seat: int | None, trials: int) -> None:
    """Whatever the parts hidden from `seat` (None: from every seat, for an onlooker) turn
    out to be, dealt again at random, it sees the same thing, and each seat's legal actions
    as its view lists them tell nothing more."""
    view = view_of(state, seat)
    for trial in range(trials):
        world = game.determinize(view, random.Random(trial))
        assert world.viewer is None
        assert view_of(world, seat).to_json() == view.to_json()
        assert world.current_players() == state.current_players()
        for player in range(state.num_players):
            assert view.legal_actions(player) == view_of(world, seat).legal_actions(player)


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


# --- the onlooker's view --------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_onlooker_sees_the_same_whatever_is_hidden_from_every_seat(game_id: str) -> None:
    """At every decision of a whole game, the hands, the pile and the chosen cards dealt
    again three times: the onlooker's view (JSON and legal actions) stays the same."""
    game = make_game(game_id)
    state: State[Any] = game.new_initial_state(game.max_players)
    rng = random.Random(7)
    while not state.is_terminal():
        check_seen_alike(game, state, None, trials=3)
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    check_seen_alike(game, state, None, trials=1)
    assert state.onlooker_view().winners() == state.winners()


def _basta_at_play() -> Any:
    state = BastaGame().new_initial_state(3)
    rng = random.Random(3)
    while state.phase != "play":
        state.apply(CHANCE, state.sample_chance(rng))
    return state


def test_a_basta_onlooker_sees_no_card_in_any_hand_or_the_pile_only_their_sizes() -> None:
    state = _basta_at_play()
    onlooker = state.onlooker_view()
    data = onlooker.to_json()
    assert data["viewer"] == "onlooker"
    assert data["hands"] == [5, 5, 5] and data["pile"] == state.pile_count
    assert sum(data["unseen"].values()) == state.pile_count + 15  # the pile and every hand
    for seat in range(3):
        with pytest.raises(ValueError, match="secret"):
            onlooker.hand(seat)
        assert onlooker.legal_actions(seat) == []  # the active seat's plays are in its hand
    assert state.legal_actions(state.whose_turn)  # (the real state lists them)
    assert BastaGame().state_from_json(data) == onlooker
    with pytest.raises(ValueError, match="an onlooker's view, not player 1's"):
        onlooker.view(0)
    with pytest.raises(IllegalAction) as refused:
        onlooker.apply(state.whose_turn, state.legal_actions(state.whose_turn)[0])
    assert refused.value.code is RefusalCode.VIEW_NOT_PLAYABLE


def test_a_basari_onlooker_sees_who_has_chosen_a_card_but_no_card() -> None:
    game = BasariGame()
    state = game.new_initial_state(4)
    rng = random.Random(5)
    while state.phase != "choose_cards":
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    state.apply(1, ChooseCard("gems"))
    state.apply(3, ChooseCard("die"))
    onlooker = state.onlooker_view()
    assert onlooker.viewer == ONLOOKER
    assert onlooker.to_json()["cards"] == [None, "hidden", None, "hidden"]
    assert onlooker.current_players() == (0, 2)
    assert onlooker.legal_actions(1) == [] and onlooker.legal_actions(3) == []
    assert game.state_from_json(onlooker.to_json()) == onlooker
    # A seat's view made an onlooker's hides that seat's own card too.
    assert state.view(1).onlooker_view().to_json() == onlooker.to_json()


def test_a_jewels_onlooker_sees_the_whole_table_nothing_is_secret() -> None:
    game = make_game("jewels")
    state = game.new_initial_state(3)
    rng = random.Random(2)
    for _ in range(12):
        actor = state.current_players()[0]
        state.apply(
            actor, state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        )
    whole, seen = state.to_json(), state.onlooker_view().to_json()
    assert seen.pop("viewer") == "onlooker" and whole.pop("viewer") is None
    assert seen == whole


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("viewer", ["someone", -2, True, 9])
def test_a_state_with_a_viewer_that_is_neither_a_seat_nor_the_onlooker_is_refused(
    game_id: str, viewer: object
) -> None:
    game = make_game(game_id)
    data = game.new_initial_state(game.min_players).onlooker_view().to_json()
    data["viewer"] = viewer
    with pytest.raises(DataError, match="'viewer' must be a seat number"):
        game.state_from_json(data)
