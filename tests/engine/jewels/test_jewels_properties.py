"""Property tests for Jewel Bazaar over many random games (seeds, table sizes and stock sizes).

Random play uses the engine's own fast `random_action`, checked at every step against the full
list of legal trades, so the two can never drift apart.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, play_random_game
from bazaar_engine.jewels import JewelsGame, JewelsState, Trade

seeds = st.integers(min_value=0, max_value=2**32 - 1)
table_sizes = st.integers(min_value=2, max_value=5)
stock_sizes = st.integers(min_value=1, max_value=12)


def step(state: JewelsState, rng: random.Random) -> tuple[int, Any, list[Event]]:
    """One checked decision, chance or player, drawn with `rng`."""
    (actor,) = state.current_players()
    action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
    return actor, action, state.apply(actor, action)


def assert_invariants(state: JewelsState, stock_option: int) -> None:
    holdings = [state.holdings(seat) for seat in range(state.num_players)]
    for kind in range(3):  # jewels are conserved: stock + holdings
        assert state.stock[kind] + sum(h[kind] for h in holdings) == stock_option
        assert state.stock[kind] >= 0
    assert all(min(h) >= 0 and sum(h) <= 4 for h in holdings)  # J12
    assert all(money >= 0 for money in state.money)
    assert all(price >= 1 for price in state.prices)  # J7
    assert len(state.remaining_cards) + len(state.revealed_cards) == 27


@settings(max_examples=100, deadline=None)
@given(seed=seeds, players=table_sizes, stock=stock_sizes)
def test_random_games_conserve_jewels_and_respect_every_limit(
    seed: int, players: int, stock: int
) -> None:
    game = JewelsGame({"stock": stock, "first_player": -1})
    state = game.new_initial_state(players)
    rng = random.Random(seed)
    counts: dict[str, int] = {}
    while not state.is_terminal():
        actor = state.current_players()[0]
        if actor != CHANCE:
            legal = state.legal_actions(actor)
            action = state.random_action(actor, rng)
            assert action in legal
            assert isinstance(action, Trade)
            purchase_possible = any(sum(t.buy) for t in legal if isinstance(t, Trade))
            assert state.must_buy(actor) == purchase_possible
            if purchase_possible:  # J13: the duty holds whenever a purchase is possible
                assert all(sum(t.buy) >= 1 for t in legal if isinstance(t, Trade))
            events = state.apply(actor, action)
        else:
            _, _, events = step(state, rng)
        for event in events:
            counts[event.kind] = counts.get(event.kind, 0) + 1
        assert_invariants(state, stock)
    # Every game lasts exactly 27 rounds, everybody trading once in each.
    assert counts["round_started"] == counts["price_revealed"] == 27
    assert counts["trade_made"] == 27 * players
    assert counts["game_over"] == 1 and counts["first_player_chosen"] == 1
    assert state.turn == state.round_number == 27
    assert state.stock == (stock, stock, stock)
    assert state.winners() and all(state.money[w] == max(state.money) for w in state.winners())


def box_of_trades(state: JewelsState, seat: int) -> list[Trade]:
    """Every trade a little beyond the legal limits: one too many to sell, up to 4 to buy."""
    h0, h1, h2 = state.holdings(seat)
    sells = itertools.product(range(h0 + 2), range(h1 + 2), range(h2 + 2))
    buys = list(itertools.product(range(5), range(5), range(5)))
    return [Trade(s, b) for s in sells for b in buys]


@settings(max_examples=30, deadline=None)
@given(seed=seeds, players=table_sizes, stock=st.sampled_from([1, 3, 10]))
def test_check_accepts_exactly_the_listed_legal_trades(seed: int, players: int, stock: int) -> None:
    state = JewelsGame({"stock": stock}).new_initial_state(players)
    rng = random.Random(seed)
    stops = set(rng.sample(range(20, 27 * (players + 1)), 3))
    number = 0
    while not state.is_terminal():
        number += 1
        seat = state.player_to_move
        if number in stops and seat is not None:
            accepted = []
            for trade in box_of_trades(state, seat):
                try:
                    state.check(seat, trade)
                except IllegalAction as error:
                    assert str(error)  # always a reason a player can read
                else:
                    accepted.append(trade)
            assert sorted(map(repr, accepted)) == sorted(map(repr, state.legal_actions(seat)))
        step(state, rng)


counts_strategy = st.tuples(*[st.integers(min_value=-1, max_value=5)] * 3)


@settings(max_examples=150, deadline=None)
@given(seed=seeds, players=table_sizes, moves=st.integers(0, 150), sell=counts_strategy,
       buy=counts_strategy)  # fmt: skip
def test_illegal_trades_leave_the_state_untouched(
    seed: int, players: int, moves: int, sell: tuple[int, int, int], buy: tuple[int, int, int]
) -> None:
    state = JewelsGame().new_initial_state(players)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        step(state, rng)
    trade = Trade(sell, buy)
    seat = state.player_to_move if state.player_to_move is not None else 0
    before = state.to_json()
    legal = state.legal_actions(seat)
    try:
        state.apply(seat, trade)
    except IllegalAction:
        assert state.to_json() == before
        assert trade not in legal
    else:
        assert trade in legal


@settings(max_examples=60, deadline=None)
@given(seed=seeds, players=table_sizes, stop=st.integers(0, 120))
def test_json_round_trip_continues_identically(seed: int, players: int, stop: int) -> None:
    game = JewelsGame({"first_player": -1})
    state = game.new_initial_state(players)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_terminal():
            break
        step(state, rng)
    restored = game.state_from_json(state.to_json())
    assert restored == state
    logs: list[list[dict[str, Any]]] = []
    for copy in (state, restored):
        continuation = random.Random(seed + 1)
        log = []
        while not copy.is_terminal():
            actor, action, events = step(copy, continuation)
            log.append({"actor": actor, "action": repr(action)})
            log.extend(event.to_json() for event in events)
        logs.append(log)
    assert logs[0] == logs[1]
    assert restored == state and restored.scores() == state.scores()


@settings(max_examples=30, deadline=None)
@given(seed=seeds, players=table_sizes, stop=st.integers(0, 120))
def test_views_hide_nothing_and_determinize_gives_the_same_state(
    seed: int, players: int, stop: int
) -> None:
    game = JewelsGame()
    state = game.new_initial_state(players)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.is_terminal():
            break
        step(state, rng)
    for seat in range(players):
        view = state.view(seat)
        assert view.viewer == seat
        assert view.to_json() == {**state.to_json(), "viewer": seat}
        assert view.legal_actions(seat) == state.legal_actions(seat)
        world = game.determinize(view, random.Random(seat))
        assert world == state and world.viewer is None


@settings(max_examples=50, deadline=None)
@given(seed=seeds, players=table_sizes)
def test_fast_path_plays_the_same_game_as_the_checked_path(seed: int, players: int) -> None:
    game = JewelsGame({"first_player": -1})
    fast = play_random_game(game.new_initial_state(players), random.Random(seed), checked=False)
    checked = play_random_game(game.new_initial_state(players), random.Random(seed), checked=True)
    assert fast == checked and fast.is_terminal()
