"""Property tests for Basta!: random games from many seeds, played to the end, with the
invariants a player would notice checked after every decision."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bazaar_engine.basta import (
    CARD_NAMES,
    BastaGame,
    BastaState,
    ChooseFirstPlayer,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, play_random_game

SEEDS = st.integers(0, 2**32 - 1)
PLAYERS = st.integers(2, 6)
OPTIONS = st.fixed_dictionaries(
    {"multiple_doubles": st.booleans(), "first_player": st.sampled_from([-1, 0, 1])}
)
EVERY_ACTION: list[Any] = [
    *(PlayCard(name) for name in CARD_NAMES),
    *(Draw(name) for name in CARD_NAMES),
    *(LayDouble(seat) for seat in range(-1, 7)),
    *(ExchangeWith(seat) for seat in range(-1, 7)),
    *(ChooseFirstPlayer(seat) for seat in range(-1, 7)),
]
GAME_PROPERTIES = settings(max_examples=60, deadline=None)


def new_state(players: int, options: dict[str, Any]) -> BastaState:
    return BastaGame(options).new_initial_state(players)


def steps(
    state: BastaState, rng: random.Random
) -> Iterator[tuple[int, Any, list[Event], BastaState]]:
    """Random play to the end, checked; yields (actor, action, events, state before)."""
    while not state.is_terminal():
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        before = state.clone()
        events = state.apply(actor, action)
        yield actor, action, events, before
    assert state.turn < 5_000


@GAME_PROPERTIES
@given(SEEDS, PLAYERS, OPTIONS)
def test_t2_all_55_cards_are_always_somewhere(seed: int, players: int, opts: Any) -> None:
    state = new_state(players, opts)
    deck = list(state.game.deck)
    for _ in steps(state, random.Random(seed)):
        assert state.card_census() == deck
        assert (
            sum(state.hand_counts)
            + state.pile_count
            + state.stack_count
            + sum(state.doubles_before)
            + (state.pending_choice == "double")
            == 55
        )


@GAME_PROPERTIES
@given(SEEDS, PLAYERS, OPTIONS)
def test_t16_t17_at_most_20_chips_and_the_4th_chip_ends_it(
    seed: int, players: int, opts: Any
) -> None:
    state = new_state(players, opts)
    for _ in steps(state, random.Random(seed)):
        assert sum(state.chips) <= 20 and max(state.chips) <= 4
    chips = state.chips
    assert chips.count(4) == 1 and sum(chips) <= 3 * players + 1
    assert state.winners() == tuple(s for s in range(players) if chips[s] == min(chips))
    assert state.scores() == tuple(float(c) for c in chips)


@GAME_PROPERTIES
@given(SEEDS, PLAYERS, OPTIONS)
def test_t5_hands_back_to_five_after_each_turn(seed: int, players: int, opts: Any) -> None:
    state = new_state(players, opts)
    for _, _, events, before in steps(state, random.Random(seed)):
        assert max(state.hand_counts) <= 5
        finished = before.whose_turn
        if state.turn > before.turn and finished is not None:
            assert state.hand_counts[finished] == 5  # the pile never runs dry with 55 cards
            assert "turn_started" in [event.kind for event in events]


@GAME_PROPERTIES
@given(SEEDS, PLAYERS, OPTIONS, st.integers(0, 400))
def test_json_round_trip_continues_identically(
    seed: int, players: int, opts: Any, cut: int
) -> None:
    game = BastaGame(opts)
    state = game.new_initial_state(players)
    rng = random.Random(seed)
    for _ in range(cut):
        if state.is_terminal():
            break
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    restored = game.state_from_json(state.to_json())
    assert restored == state
    original_log = [e for *_, events, _ in steps(state, random.Random(seed + 1)) for e in events]
    restored_log = [e for *_, events, _ in steps(restored, random.Random(seed + 1)) for e in events]
    assert restored == state and restored_log == original_log


@GAME_PROPERTIES
@given(SEEDS, PLAYERS)
def test_fast_path_plays_the_same_game_as_the_checked_path(seed: int, players: int) -> None:
    game = BastaGame()
    fast = play_random_game(game.new_initial_state(players), random.Random(seed), checked=False)
    slow = play_random_game(game.new_initial_state(players), random.Random(seed), checked=True)
    assert fast == slow and fast.winners()


@settings(max_examples=30, deadline=None)
@given(SEEDS, PLAYERS, OPTIONS)
def test_no_view_shows_another_hand_and_determinize_fits_the_view(
    seed: int, players: int, opts: Any
) -> None:
    state = new_state(players, opts)
    rng = random.Random(seed)
    for number, (_, _, events, _) in enumerate(steps(state, rng)):
        for event in events:
            if event.kind == "card_drawn":
                assert event.private_to == event.player
                assert "card" not in event.seen_by((event.player or 0) + 1).data
        if number % 7:
            continue
        for seat in range(players):
            _check_view(state, seat, rng)


def _check_view(state: BastaState, seat: int, rng: random.Random) -> None:
    view = state.view(seat)
    data = view.to_json()
    assert isinstance(data["pile"], int) and data["pile"] == state.pile_count
    for other, hand in enumerate(data["hands"]):
        if other == seat:
            assert tuple(hand) == state.hand(seat)
        else:
            assert hand == state.hand_counts[other]
    assert sum(view.unseen_pool().values()) == state.pile_count + sum(state.hand_counts) - len(
        state.hand(seat)
    )
    world = state.game.determinize(view, rng)
    assert world.viewer is None and world.view(seat) == view
    assert world.card_census() == list(state.game.deck)
    assert world.hand_counts == state.hand_counts and world.hand(seat) == state.hand(seat)
    assert world.current_players() == state.current_players()
    if seat in state.current_players():
        assert view.legal_actions(seat) == state.legal_actions(seat)


@settings(max_examples=30, deadline=None)
@given(SEEDS, PLAYERS, OPTIONS)
def test_illegal_actions_leave_the_state_untouched(seed: int, players: int, opts: Any) -> None:
    state = new_state(players, opts)
    rng = random.Random(seed)
    for _ in steps(state, rng):
        snapshot = state.to_json()
        for _ in range(6):
            actor = rng.choice([CHANCE, *range(players)])
            action = rng.choice(EVERY_ACTION)
            legal = action in state.legal_actions(actor)
            try:
                state.clone().check(actor, action)
            except IllegalAction:
                assert not legal
                try:
                    state.apply(actor, action)
                except IllegalAction as refused:
                    assert str(refused)
                assert state.to_json() == snapshot
            else:
                assert legal
