"""Scenario tests for Jewel Bazaar, one or more per rule id (J1-J17).

Chance is always set explicitly: tests apply the price cards they want. Positions in the middle
of a game are built with `position`, through the same JSON loader that checks save files.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE
from bazaar_engine.jewels import (
    CARDS,
    KINDS,
    PASS,
    ChooseFirstPlayer,
    JewelsGame,
    JewelsState,
    RevealPrice,
    Trade,
)

STEADY = CARDS.index((0, 0, 0))  # a price card that changes nothing
SAPPHIRE, RUBY, EMERALD = 0, 1, 2


def card(sapphire: int, ruby: int, emerald: int) -> RevealPrice:
    return RevealPrice(CARDS.index((sapphire, ruby, emerald)))


def new_game(players: int = 3, **options: Any) -> JewelsState:
    return JewelsGame(options).new_initial_state(players)


def position(
    jewels: list[list[int]],
    money: list[int],
    revealed: list[int] | None = None,
    *,
    stock: int = 10,
    first: int = 0,
    traded: int = 0,
) -> JewelsState:
    """A state in the trading phase of round len(revealed), seat first+traded to move."""
    revealed = [STEADY] if revealed is None else revealed
    prices = [10, 10, 10]
    for index in revealed:
        prices = [max(1, p + c) for p, c in zip(prices, CARDS[index], strict=True)]
    data = {
        "game": "jewels",
        "version": 1,
        "players": len(money),
        "start_stock": stock,
        "viewer": None,
        "phase": "trade",
        "round": len(revealed),
        "first_player": first,
        "traded": traded,
        "prices": prices,
        "stock": [stock - sum(row[k] for row in jewels) for k in range(3)],
        "money": money,
        "jewels": jewels,
        "revealed": revealed,
        "remaining": sorted(set(range(27)) - set(revealed)),
    }
    return JewelsGame({"stock": stock}).state_from_json(data)


def refused(state: JewelsState, player: int, action: Any) -> str:
    """Apply an illegal action; return its message after checking nothing changed."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(player, action)
    assert state.to_json() == before
    return str(info.value)


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def trades(state: JewelsState, seat: int) -> list[Trade]:
    """The legal trades of the seat to move (every player action is a `Trade`)."""
    legal = state.legal_actions(seat)
    assert all(isinstance(action, Trade) for action in legal)
    return [action for action in legal if isinstance(action, Trade)]


def everybody_trades(state: JewelsState) -> None:
    """Each player in turn makes the first legal trade, to the end of the round."""
    while state.player_to_move is not None:
        seat = state.player_to_move
        state.apply(seat, state.legal_actions(seat)[0])


# --- J1-J6: components and setup ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_j1_two_to_five_players(players: int) -> None:
    state = new_game(players)
    assert state.num_players == players
    assert len(state.money) == players


@pytest.mark.parametrize("players", [1, 6])
def test_j1_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(DataError, match="2 to 5 players"):
        new_game(players)


def test_j2_three_kinds_with_ten_of_each_in_stock_by_default() -> None:
    assert KINDS == ("sapphire", "ruby", "emerald")
    assert new_game().stock == (10, 10, 10)


def test_j2_stock_is_an_option() -> None:
    assert new_game(stock=3).stock == (3, 3, 3)


@pytest.mark.parametrize("stock", [0, 51, -1, True, "10", 2.5])
def test_j2_unreasonable_stock_option_is_refused(stock: object) -> None:
    with pytest.raises(DataError, match="stock"):
        JewelsGame({"stock": stock})


def test_j3_everybody_starts_with_30_grand_and_no_jewels() -> None:
    state = new_game(4)
    assert state.money == (30, 30, 30, 30)
    assert all(state.holdings(seat) == (0, 0, 0) for seat in range(4))


def test_j4_every_price_starts_at_10() -> None:
    assert new_game().prices == (10, 10, 10)


def test_j5_deck_is_every_combination_once_nine_of_each_change_per_kind() -> None:
    assert len(CARDS) == 27 and len(set(CARDS)) == 27
    for kind in range(3):
        assert Counter(c[kind] for c in CARDS) == {1: 9, 0: 9, -1: 9}
    assert JewelsState.card_changes(CARDS.index((1, 0, -1))) == (1, 0, -1)


def test_j5_each_reveal_is_a_uniform_chance_among_the_unseen_cards() -> None:
    state = new_game()
    assert state.current_players() == (CHANCE,)
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [RevealPrice(c) for c in range(27)]
    assert all(p == pytest.approx(1 / 27) for _, p in outcomes)
    state.apply(CHANCE, RevealPrice(5))
    for seat in range(3):
        state.apply(seat, state.legal_actions(seat)[0])
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 26 and RevealPrice(5) not in [a for a, _ in outcomes]
    assert all(p == pytest.approx(1 / 26) for _, p in outcomes)
    assert state.remaining_cards == [c for c in range(27) if c != 5]
    assert state.revealed_cards == [5]


def test_j5_a_revealed_card_cannot_come_up_again() -> None:
    state = position([[0, 0, 0]] * 2, [30, 30], [4], traded=0)
    for seat in range(2):
        state.apply(seat, Trade((0, 0, 0), (1, 0, 0)))
    assert "already been revealed" in refused(state, CHANCE, RevealPrice(4))
    assert "no price card" in refused(state, CHANCE, RevealPrice(27))


def test_j6_seat_one_starts_by_default() -> None:
    state = new_game()
    state.apply(CHANCE, RevealPrice(STEADY))
    assert state.first_player == 0 and state.current_players() == (0,)


def test_j6_first_player_option_picks_the_seat() -> None:
    state = new_game(4, first_player=2)
    state.apply(CHANCE, RevealPrice(STEADY))
    assert state.current_players() == (2,)


def test_j6_random_first_player_is_a_chance_decision() -> None:
    state = new_game(4, first_player=-1)
    assert state.current_players() == (CHANCE,) and state.first_player is None
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [ChooseFirstPlayer(s) for s in range(4)]
    assert all(p == pytest.approx(0.25) for _, p in outcomes)
    events = state.apply(CHANCE, ChooseFirstPlayer(3))
    assert kinds(events) == ["first_player_chosen"] and state.first_player == 3
    state.apply(CHANCE, RevealPrice(STEADY))
    assert state.current_players() == (3,)


def test_j6_first_player_outside_the_table_is_refused() -> None:
    with pytest.raises(DataError, match="first player"):
        new_game(3, first_player=3)
    with pytest.raises(DataError, match="first_player"):
        JewelsGame({"first_player": -2})


# --- J7-J8: a round --------------------------------------------------------------------------


def test_j7_reveal_applies_the_card_and_the_prices_hold_for_the_round() -> None:
    state = new_game(2)
    events = state.apply(CHANCE, card(1, 0, -1))
    assert state.prices == (11, 10, 9)
    revealed = next(e for e in events if e.kind == "price_revealed")
    assert revealed.data["changes"] == [1, 0, -1] and revealed.data["prices"] == [11, 10, 9]
    state.apply(0, Trade((0, 0, 0), (1, 0, 0)))
    assert state.prices == (11, 10, 9)  # trading does not move prices
    state.apply(1, Trade((0, 0, 0), (0, 0, 1)))
    state.apply(CHANCE, card(-1, -1, -1))
    assert state.prices == (10, 9, 8)


def test_j7_a_price_never_goes_below_one() -> None:
    falling = [CARDS.index(c) for c in CARDS if c[SAPPHIRE] == -1]
    state = new_game(2)
    for index in falling:
        state.apply(CHANCE, RevealPrice(index))
        everybody_trades(state)
    assert state.prices[SAPPHIRE] == 1  # nine -1 cards take 10 down to exactly 1
    # The default deck cannot push a price lower; the floor holds if one ever starts at 1.
    low = new_game(2)
    low.fields.prices = [1, 1, 2]
    low.apply(CHANCE, card(-1, -1, -1))
    assert low.prices == (1, 1, 1)


def test_j8_trading_goes_clockwise_from_the_first_player() -> None:
    state = new_game(3, first_player=1)
    state.apply(CHANCE, RevealPrice(STEADY))
    order = []
    while state.current_players() != (CHANCE,):
        (seat,) = state.current_players()
        order.append(seat)
        assert state.player_to_move == seat
        state.apply(seat, Trade((0, 0, 0), (1, 0, 0)))
    assert order == [1, 2, 0]


def test_j8_the_others_wait() -> None:
    state = position([[0, 0, 0]] * 3, [30, 30, 30])
    message = refused(state, 1, Trade((0, 0, 0), (1, 0, 0)))
    assert message == "it is not player 2's decision now"
    assert "not a chance decision" in refused(state, CHANCE, RevealPrice(0))


# --- J9-J14: trading -------------------------------------------------------------------------


def test_j9_selling_pays_the_price_and_returns_jewels_to_the_stock() -> None:
    state = position([[2, 0, 0], [0, 0, 0]], [5, 30], [CARDS.index((1, 0, 0))])
    events = state.apply(0, Trade((2, 0, 0), (0, 1, 0)))
    assert state.money[0] == 5 + 2 * 11 - 10
    assert state.holdings(0) == (0, 1, 0)
    assert state.stock == (10, 9, 10)
    assert events[0].kind == "trade_made" and events[0].player == 0
    assert events[0].data["sold"] == [2, 0, 0] and events[0].data["bought"] == [0, 1, 0]
    assert events[0].data["received"] == 22 and events[0].data["paid"] == 10


def test_j9_you_can_only_sell_jewels_you_hold() -> None:
    state = position([[1, 0, 0], [0, 0, 0]], [30, 30])
    assert refused(state, 0, Trade((2, 0, 0), (0, 1, 0))) == "you only have 1 sapphire to sell"
    assert refused(state, 0, Trade((0, 1, 0), (1, 0, 0))) == "you have no rubies to sell"


def test_j10_you_cannot_buy_what_you_cannot_pay_for() -> None:
    state = position([[0, 0, 0], [0, 0, 0]], [25, 30])
    message = refused(state, 0, Trade((0, 0, 0), (1, 1, 1)))
    assert message == "you cannot afford it: it costs 30 Grand and you have 25"
    assert (0, 0, 0) not in [a.buy for a in trades(state, 0)]
    assert all(sum(a.buy) <= 2 for a in trades(state, 0))


def test_j10_affording_counts_the_sales_made_first() -> None:
    state = position([[1, 0, 0], [0, 0, 0]], [5, 30])
    message = refused(state, 0, Trade((1, 0, 0), (0, 1, 1)))
    assert (
        message == "you cannot afford it: it costs 20 Grand and you would have 15 after your sales"
    )


def test_j10_you_cannot_buy_more_than_the_stock_holds() -> None:
    state = position([[0, 0, 2], [0, 0, 0]], [30, 30], stock=4)
    state.apply(0, Trade((0, 0, 0), (0, 0, 2)))
    assert state.stock[EMERALD] == 0
    assert refused(state, 1, Trade((0, 0, 0), (0, 0, 1))) == "no emeralds are left"
    other = position([[0, 0, 2], [0, 0, 0]], [30, 30], stock=4, traded=1)
    assert refused(other, 1, Trade((0, 0, 0), (0, 0, 3))) == "only 2 emeralds are left"
    single = position([[0, 0, 3], [0, 0, 0]], [30, 30], stock=4, traded=1)
    assert refused(single, 1, Trade((0, 0, 0), (0, 0, 2))) == "only 1 emerald is left"


def test_j11_you_cannot_sell_and_buy_the_same_kind_in_a_round() -> None:
    state = position([[0, 2, 0], [0, 0, 0]], [30, 30])
    message = refused(state, 0, Trade((0, 1, 0), (0, 1, 0)))
    assert message == "you cannot sell and buy rubies in the same round"
    assert all(
        not (s and b)
        for action in trades(state, 0)
        for s, b in zip(action.sell, action.buy, strict=True)
    )


def test_j12_nobody_holds_more_than_four() -> None:
    state = position([[1, 1, 0], [0, 0, 0]], [100, 30])
    message = refused(state, 0, Trade((0, 0, 0), (0, 0, 3)))
    assert message.startswith("that would give you 5 jewels")
    state.apply(0, Trade((0, 0, 0), (0, 0, 2)))
    assert state.jewel_count(0) == 4


def test_j12_starting_with_four_you_must_sell_before_buying() -> None:
    state = position([[2, 2, 0], [0, 0, 0]], [100, 30])
    assert refused(state, 0, Trade((0, 0, 0), (0, 0, 1))).startswith("that would give you 5 jewels")
    message = refused(state, 0, PASS)
    assert (
        message == "you must buy at least one jewel, so you must sell to make room for a purchase"
    )
    assert all(sum(a.sell) >= 1 for a in trades(state, 0))
    state.apply(0, Trade((1, 0, 0), (0, 0, 1)))
    assert state.holdings(0) == (1, 2, 1)


def test_j13_four_rubies_and_an_empty_bazaar_lapse_the_duty() -> None:
    # Rubies sold cannot be bought back (J11) and no other kind is in stock.
    state = position([[0, 4, 0], [4, 0, 0], [0, 0, 4]], [100, 30, 30], stock=4)
    assert state.stock == (0, 0, 0) and not state.must_buy(0)
    legal = trades(state, 0)
    assert PASS in legal and len(legal) == 5  # pass, or sell 1-4 rubies
    state.apply(0, Trade((0, 2, 0), (0, 0, 0)))
    assert state.holdings(0) == (0, 2, 0)


def test_j13_you_must_buy_at_least_one_jewel() -> None:
    state = position([[1, 0, 0], [0, 0, 0]], [30, 30])
    assert state.must_buy(0)
    assert refused(state, 0, PASS) == "you must buy at least one jewel"
    assert refused(state, 0, Trade((1, 0, 0), (0, 0, 0))) == "you must buy at least one jewel"
    assert all(sum(a.buy) >= 1 for a in trades(state, 0))


def test_j13_without_money_you_must_sell_to_raise_it() -> None:
    state = position([[0, 1, 0], [0, 0, 0]], [3, 30])
    message = refused(state, 0, PASS)
    assert (
        message == "you must buy at least one jewel, so you must sell to raise money for a purchase"
    )
    legal = trades(state, 0)
    assert legal and all(a.sell == (0, 1, 0) and sum(a.buy) == 1 for a in legal)


def test_j13_with_four_jewels_and_no_money_you_must_sell_for_room_and_money() -> None:
    state = position([[4, 0, 0], [0, 0, 0]], [0, 30])
    assert refused(state, 0, PASS).endswith("sell to make room and raise money for a purchase")


def test_j13_no_money_and_nothing_to_sell_lets_you_pass() -> None:
    state = position([[0, 0, 0], [0, 0, 0]], [9, 30])
    assert not state.must_buy(0)
    assert trades(state, 0) == [PASS]
    events = state.apply(0, PASS)
    assert events[0].data["bought"] == [0, 0, 0] and state.money[0] == 9


def test_j13_when_no_purchase_is_possible_you_may_pass_or_only_sell() -> None:
    # Everything is held, so the bazaar is empty.
    state = position([[2, 0, 0], [0, 2, 0], [0, 0, 2]], [30, 30, 30], stock=2)
    assert state.stock == (0, 0, 0)
    assert [a.sell for a in trades(state, 0)] == [(0, 0, 0), (1, 0, 0), (2, 0, 0)]
    state.apply(0, PASS)
    state.apply(1, Trade((0, 1, 0), (0, 0, 0)))
    # Player 3 may now buy the ruby that came back, so must.
    assert state.must_buy(2)
    assert refused(state, 2, PASS) == "you must buy at least one jewel"
    state.apply(2, Trade((0, 0, 0), (0, 1, 0)))


def test_j14_a_sale_can_fund_a_purchase_in_the_same_turn() -> None:
    state = position([[0, 1, 0], [0, 0, 0]], [0, 30], [CARDS.index((-1, 0, 0))])
    state.apply(0, Trade((0, 1, 0), (1, 0, 0)))
    assert state.money[0] == 10 - 9 and state.holdings(0) == (1, 0, 0)


def test_j14_one_action_is_the_whole_turn() -> None:
    state = position([[0, 0, 0], [0, 0, 0]], [30, 30])
    state.apply(0, Trade((0, 0, 0), (1, 1, 0)))
    assert state.current_players() == (1,)


# --- J15-J17: rounds and the end -------------------------------------------------------------


def test_j15_the_first_player_moves_one_seat_clockwise_each_round() -> None:
    state = new_game(3)
    firsts = []
    rng = random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            events = state.apply(CHANCE, state.sample_chance(rng))
            started = next(e for e in events if e.kind == "round_started")
            assert started.data["first_player"] == state.first_player == started.player
            firsts.append(started.player)
        else:
            (seat,) = state.current_players()
            state.apply(seat, state.random_action(seat, rng))
    assert firsts == [r % 3 for r in range(27)]


def play_to_last_trade(players: int, seed: int) -> JewelsState:
    """A random game up to the last player's turn in round 27."""
    state = new_game(players)
    rng = random.Random(seed)
    last = (27 - 1 + players - 1) % players  # round 27's first player is seat 26 % players
    while not (state.round_number == 27 and state.player_to_move == last):
        (actor,) = state.current_players()
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
    return state


def test_j16_after_round_27_everything_is_sold_at_ten() -> None:
    state = play_to_last_trade(3, seed=11)
    assert state.remaining_cards == []
    seat = state.player_to_move
    assert seat is not None
    action = state.random_action(seat, random.Random(0))
    assert isinstance(action, Trade)
    prices = state.prices
    before_money = list(state.money)
    before_money[seat] += sum(
        (s - b) * p for s, b, p in zip(action.sell, action.buy, prices, strict=True)
    )
    holdings: list[tuple[int, ...]] = [state.holdings(s) for s in range(3)]
    holdings[seat] = tuple(
        h - s + b for h, s, b in zip(holdings[seat], action.sell, action.buy, strict=True)
    )
    events = state.apply(seat, action)
    sales = [e for e in events if e.kind == "final_sale"]
    assert [e.player for e in sales] == [s for s in range(3) if sum(holdings[s])]
    for sale in sales:
        assert sale.player is not None
        assert sale.data["sold"] == list(holdings[sale.player])
        assert sale.data["received"] == 10 * sum(holdings[sale.player])
    assert state.money == tuple(
        m + 10 * sum(h) for m, h in zip(before_money, holdings, strict=True)
    )
    assert state.stock == (10, 10, 10) and state.prices == (10, 10, 10)
    assert state.is_terminal() and kinds(events)[-1] == "game_over"
    assert state.round_number == 27 and state.turn == 27


def test_j17_most_money_wins() -> None:
    state = position([[0, 0, 0], [0, 0, 0], [0, 0, 0]], [30, 40, 5], list(range(27)), traded=2)
    events = state.apply(2, PASS)
    assert state.winners() == (1,)
    assert state.scores() == (30, 40, 5)
    over = events[-1]
    assert over.kind == "game_over" and over.data["winners"] == [1]
    assert [r["seat"] for r in over.data["ranking"]] == [1, 0, 2]


def test_j17_tied_players_share_the_win() -> None:
    state = position([[0, 0, 0], [1, 0, 0], [0, 0, 0]], [50, 40, 5], list(range(27)), traded=2)
    events = state.apply(2, PASS)  # the third player cannot afford anything, so may pass
    assert state.money == (50, 50, 5)  # the second player's sapphire sold at 10
    assert state.winners() == (0, 1)
    assert state.returns() == (0.5, 0.5, 0.0)
    ranking = events[-1].data["ranking"]
    assert [(r["seat"], r["place"]) for r in ranking] == [(0, 1), (1, 1), (2, 3)]


def test_j17_no_winner_before_the_end() -> None:
    state = position([[0, 0, 0], [0, 0, 0]], [50, 30])
    assert state.winners() == () and state.scores() == (50, 30)
