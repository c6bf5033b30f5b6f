"""Property tests over many seeds of random legal play to the end of the game."""

from __future__ import annotations

import json
import random

from basari_helpers import GAME
from hypothesis import given, settings
from hypothesis import strategies as st

from bazaar_engine.basari import (
    Accept,
    BasariState,
    ChooseCard,
    ChooseStart,
    Offer,
    RollDie,
    RollOff,
)
from bazaar_engine.basari.actions import BasariAction
from bazaar_engine.basari.offers import beats
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, play_random_game

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.sampled_from([3, 4])
MAX_DECISIONS = 5_000


def step(state: BasariState, rng: random.Random) -> tuple[int, BasariAction, list[Event]]:
    player = state.current_players()[0]
    action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
    return player, action, state.apply(player, action)


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_property_gems_points_barters_rounds(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    points = state.points
    rounds_scored: list[int] = []
    offers: list[tuple[int, int, int, int]] = []
    barter_decisions = 0
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            break
        _, _, events = step(state, rng)
        for colour in range(4):  # B2: 100 gems always, carpets + hands
            in_hands = sum(hand[colour] for hand in state.all_gems)
            assert state.carpets[colour] + in_hands == 25
        assert all(new >= old for new, old in zip(state.points, points, strict=True))
        points = state.points
        barter_decisions = barter_decisions + 1 if state.phase == "barter" else 0
        assert barter_decisions < 200  # every barter ends
        json.dumps([event.to_json() for event in events])  # events are plain JSON
        for event in events:
            if event.kind == "barter_started":
                offers = []
            elif event.kind == "offer_made":
                gems = tuple(event.data["gems"])
                assert not offers or beats(gems, offers[-1])
                offers.append(gems)
            elif event.kind == "round_scored":
                rounds_scored.append(event.data["round"])
    assert state.is_terminal()  # every round ends, and so does the game
    assert rounds_scored == [1, 2, 3]  # exactly three rounds
    assert state.round_number == 3 and state.winners()


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, players=PLAYERS, cut=st.integers(min_value=0, max_value=300))
def test_property_json_round_trip_continues_identically(seed: int, players: int, cut: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    for _ in range(cut):
        if state.is_terminal():
            break
        step(state, rng)
    data = json.loads(json.dumps(state.to_json()))
    copy = GAME.state_from_json(data)
    assert copy == state
    rng = random.Random(seed + 1)
    while not state.is_terminal():
        _, action, events = step(state, rng)
        player = copy.current_players()[0]
        assert copy.apply(player, action) == events
    assert copy.is_terminal() and copy == state


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_property_no_view_shows_another_seats_card_before_the_reveal(
    seed: int, players: int
) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    while not state.is_terminal():
        _, _, events = step(state, rng)
        for seat in range(players):
            view = state.view(seat)
            shown = view.to_json()["cards"]
            for other in range(players):
                if other != seat:
                    assert shown[other] in (None, "hidden")
                    assert view.chosen_card(other) is None
            for event in events:
                if event.kind == "card_chosen" and event.player != seat:
                    assert "card" not in event.seen_by(seat).data
            assert view.current_players() == state.current_players()
            if seat in state.current_players():
                assert view.legal_actions(seat) == state.legal_actions(seat)


def random_candidate(rng: random.Random) -> BasariAction:
    kind = rng.randrange(6)
    if kind == 0:
        return ChooseStart(rng.randrange(-2, 40))
    if kind == 1:
        return RollDie(rng.randrange(-1, 8))
    if kind == 2:
        return ChooseCard(rng.choice(["die", "points", "gems", "joker", ""]))
    if kind == 3:
        return Offer(tuple(rng.randrange(-1, 6) for _ in range(4)))  # type: ignore[arg-type]
    if kind == 4:
        return Accept()
    return RollOff(rng.randrange(-1, 5))


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_property_illegal_actions_raise_and_leave_the_state_unchanged(
    seed: int, players: int
) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    tried = 0
    while not state.is_terminal():
        for _ in range(2):
            player = rng.randrange(-1, players + 1)
            action = random_candidate(rng)
            legal = action in state.legal_actions(player)
            before = state.to_json()
            try:
                state.apply(player, action)
            except IllegalAction as error:
                assert not legal, f"{action} refused: {error}"
                assert str(error)
                assert state.to_json() == before
                tried += 1
            else:
                assert legal
                break
        if not state.is_terminal():
            step(state, rng)
    assert tried > 0


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_property_determinize_is_consistent_with_the_view(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    checked = 0
    while not state.is_terminal():
        step(state, rng)
        if state.phase == "choose_cards":
            for seat in range(players):
                view = state.view(seat)
                full = GAME.determinize(view, rng)
                assert full.viewer is None
                assert full.view(seat) == view
                assert all(full.has_chosen(s) == state.has_chosen(s) for s in range(players))
                checked += 1
    assert checked > 0


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_property_fast_path_plays_the_same_game_as_the_checked_path(
    seed: int, players: int
) -> None:
    fast = play_random_game(GAME.new_initial_state(players), random.Random(seed), checked=False)
    slow = play_random_game(GAME.new_initial_state(players), random.Random(seed), checked=True)
    assert fast == slow and fast.is_terminal()
