"""The Jewel Bazaar bots: legal moves from views, the greedy trade, scenarios per level.

Positions in the middle of a game are built through the engine's own JSON loader; chance is
always set explicitly (the price cards a test wants are applied by name).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.jewels_bots import EasyJewelsBot, HardJewelsBot, MediumJewelsBot
from bazaar_engine.bots.jewels_policy import (
    TARGETS,
    changes_to_come,
    greedy_target,
    legal_targets,
    target_of,
    trade_to,
)
from bazaar_engine.bots.jewels_value import (
    LEAD_PER_MILLE,
    MAX_LEAD,
    collect_samples,
    final_share,
    fit_table,
    lead_value,
)
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.jewels import CARDS, JewelsGame, JewelsState, Trade
from bazaar_engine.sim import play_match


def card(sapphire: int, ruby: int, emerald: int) -> int:
    return CARDS.index((sapphire, ruby, emerald))


def position(
    jewels: list[list[int]],
    money: list[int],
    revealed: list[int],
    *,
    first: int = 0,
    traded: int = 0,
) -> JewelsState:
    """A state in the trading phase of round len(revealed), seat first+traded to move."""
    prices = [10, 10, 10]
    for index in revealed:
        prices = [p + c for p, c in zip(prices, CARDS[index], strict=True)]
    data = {
        "game": "jewels",
        "version": 1,
        "players": len(money),
        "start_stock": 10,
        "viewer": None,
        "phase": "trade",
        "round": len(revealed),
        "first_player": first,
        "traded": traded,
        "prices": prices,
        "stock": [10 - sum(row[k] for row in jewels) for k in range(3)],
        "money": money,
        "jewels": jewels,
        "revealed": revealed,
        "remaining": sorted(set(range(27)) - set(revealed)),
    }
    return JewelsGame().state_from_json(data)


def all_but(*last: int) -> list[int]:
    """Every card except `last`: those are the cards still to come."""
    return [c for c in range(27) if c not in last]


def random_trading_state(seed: int, players: int = 3) -> JewelsState:
    """A state reached by random play, stopped at some player's trade."""
    rng = random.Random(seed)
    state = JewelsGame().new_initial_state(players)
    stop = rng.randrange(1, 27 * players + 1)
    trades = 0
    while True:
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        trades += 1
        if trades == stop:
            return state
        state.apply(player, state.random_action(player, rng))


def decide(bot: Bot, state: JewelsState) -> Trade:
    seat = state.player_to_move
    assert seat is not None
    action = bot.choose(state.view(seat), seat)
    assert isinstance(action, Trade)
    return action


# --- the shared trade model ------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6))
def test_legal_targets_are_exactly_the_legal_trades(seed: int) -> None:
    state = random_trading_state(seed)
    seat = state.player_to_move
    assert seat is not None
    held = state.holdings(seat)
    legal = state.legal_actions(seat)
    targets = legal_targets(held, state.money[seat], state.prices, state.stock)
    assert len(targets) == len(legal)
    assert {trade_to(held, t) for t in targets} == set(legal)
    assert all(target_of(held, trade_to(held, t)) == t for t in targets)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**6))
def test_greedy_trade_is_legal_and_has_the_best_expected_gain(seed: int) -> None:
    state = random_trading_state(seed)
    seat = state.player_to_move
    assert seat is not None
    held, money = state.holdings(seat), state.money[seat]
    target = greedy_target(held, money, state.prices, state.stock)
    state.check(seat, trade_to(held, target))
    gain = [10 - p for p in state.prices]
    best = max(
        sum(g * t for g, t in zip(gain, target_of(held, trade), strict=True))
        for trade in state.legal_actions(seat)
        if isinstance(trade, Trade)
    )
    assert sum(g * t for g, t in zip(gain, target, strict=True)) == best


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6))
def test_j5_cards_to_come_bring_every_price_back_to_10(seed: int) -> None:
    state = random_trading_state(seed)
    to_come = changes_to_come(state.remaining_cards)
    assert [p + c for p, c in zip(state.prices, to_come, strict=True)] == [10, 10, 10]


def test_targets_are_every_holding_of_at_most_4_jewels() -> None:
    assert len(TARGETS) == len(set(TARGETS)) == 35
    assert all(min(t) >= 0 and sum(t) <= 4 for t in TARGETS)


# --- every level: legal, from its own view, without touching it ------------------------------
LEVELS = ("easy", "medium", "hard")


@pytest.mark.parametrize("level", LEVELS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_every_level_makes_a_legal_trade_from_its_view(level: str, seed: int, players: int) -> None:
    state = random_trading_state(seed, players)
    seat = state.player_to_move
    assert seat is not None
    view = state.view(seat)
    before = view.to_json()
    action = make_bot("jewels", level, seed).choose(view, seat)
    state.check(seat, action)
    assert view.to_json() == before


@pytest.mark.parametrize("level", LEVELS)
def test_bots_refuse_to_move_out_of_turn(level: str) -> None:
    state = position([[0, 0, 0]] * 3, [30, 30, 30], [card(0, 0, 0)], traded=1)
    with pytest.raises(ValueError):
        make_bot("jewels", level, 1).choose(state.view(0), 0)


@pytest.mark.parametrize("level", LEVELS)
def test_a_whole_game_of_each_level_against_itself_ends(level: str) -> None:
    game = JewelsGame()
    bots = [make_bot("jewels", level, f"s{seat}") for seat in range(3)]
    match = play_match(game, bots, random.Random(level))  # checked: an illegal move raises
    assert match.state.is_terminal()
    assert len(match.state.winners()) >= 1


# --- Medium: expected prices ------------------------------------------------------------------
def test_medium_buys_what_is_expected_to_rise() -> None:
    state = position([[0, 0, 0]] * 3, [30, 30, 30], [card(-1, 0, 1)])  # prices 9, 10, 11
    assert decide(MediumJewelsBot(), state) == Trade((0, 0, 0), (3, 0, 0))  # 4 would cost 36


def test_medium_sells_what_is_expected_to_fall_and_buys_one_for_the_duty() -> None:
    # J13: every kind at 11 is expected to fall, but one jewel must be bought.
    state = position([[1, 1, 0], [0, 0, 0]], [20, 30], [card(1, 1, 1)])
    assert decide(MediumJewelsBot(), state) == Trade((1, 1, 0), (0, 0, 1))


def test_medium_with_4_jewels_keeps_3_of_the_best_kind_and_swaps_one() -> None:
    # J12 + J13: holding 4 sapphires (price 8), it must sell to buy something else.
    state = position([[4, 0, 0], [0, 0, 0]], [10, 30], [card(-1, 0, 1), card(-1, -1, 0)])
    assert decide(MediumJewelsBot(), state) == Trade((1, 0, 0), (0, 1, 0))  # ruby 9 beats 11


def test_medium_knows_the_last_card_from_the_cards_already_seen() -> None:
    last = card(1, -1, 0)  # so prices now are 9, 11, 10 and the sapphire must rise
    state = position([[0, 0, 0], [0, 0, 0]], [30, 30], all_but(last))
    assert state.prices == (9, 11, 10)
    assert decide(MediumJewelsBot(), state) == Trade((0, 0, 0), (3, 0, 0))


def test_medium_is_deterministic() -> None:
    state = random_trading_state(7)
    assert decide(MediumJewelsBot(1), state) == decide(MediumJewelsBot(2), state)


# --- Easy: noisy ------------------------------------------------------------------------------
def test_easy_without_noise_trades_like_medium() -> None:
    for seed in range(30):
        state = random_trading_state(seed)
        assert decide(EasyJewelsBot(seed, error=0, random_rate=0), state) == decide(
            MediumJewelsBot(), state
        )


def test_easy_is_noisy() -> None:
    state = position([[0, 0, 0]] * 3, [30, 30, 30], [card(-1, 0, 1)])
    choices = {decide(EasyJewelsBot(seed), state) for seed in range(40)}
    assert Trade((0, 0, 0), (3, 0, 0)) in choices
    assert len(choices) > 3


# --- Hard: plays for the win ------------------------------------------------------------------
def ten_cards_to_come() -> list[int]:
    """17 cards already seen, in a fixed random order: prices are then 9, 8, 11."""
    order = list(range(27))
    random.Random(0).shuffle(order)
    return order[:17]


@pytest.mark.parametrize(("hard_money", "copies"), [(35, True), (32, False)])
def test_hard_copies_the_leaders_when_just_ahead_and_differs_when_behind(
    hard_money: int, copies: bool
) -> None:
    # The two leaders traded first: 3 rubies each (24) and 10 Grand, so each is worth 34.
    # Hard could afford 4 rubies, the trade with the best expected gain (Medium's choice).
    state = position(
        [[0, 3, 0], [0, 3, 0], [0, 0, 0]], [10, 10, hard_money], ten_cards_to_come(), traded=2
    )
    assert state.prices == (9, 8, 11)
    assert decide(MediumJewelsBot(), state) == Trade((0, 0, 0), (0, 4, 0))
    target = target_of((0, 0, 0), decide(HardJewelsBot(), state))
    assert (target == (0, 3, 0)) == copies


def test_hard_is_deterministic_and_sees_only_its_view() -> None:
    state = random_trading_state(11)
    seat = state.player_to_move
    assert seat is not None
    first = HardJewelsBot(1).choose(state.view(seat), seat)
    assert HardJewelsBot(2).choose(state.view(seat), seat) == first
    assert HardJewelsBot(1).choose(state.clone(), seat) == first


def test_hard_one_card_deep_also_trades_legally() -> None:
    state = random_trading_state(5)
    seat = state.player_to_move
    assert seat is not None
    state.check(seat, HardJewelsBot(depth=1).choose(state.view(seat), seat))
    with pytest.raises(ValueError):
        HardJewelsBot(depth=3)


# --- strength (small, fixed-seed tournaments; bench/bench_bots.py measures it properly) -------
def win_share_of_first(makers: list[Callable[[str], Bot]], games: int) -> float:
    """Entry 0's mean share of the win, table seats rotating from game to game."""
    game = JewelsGame()
    n = len(makers)
    total = 0.0
    for index in range(games):
        entry_at_seat = [(seat + index) % n for seat in range(n)]
        bots = [makers[entry](f"{index}/{entry}") for entry in entry_at_seat]
        state = play_match(game, bots, random.Random(index)).state
        winners = state.winners()
        if entry_at_seat.index(0) in winners:
            total += 1 / len(winners)
    return total / games


@pytest.mark.parametrize(("level", "share"), [(EasyJewelsBot, 0.45), (MediumJewelsBot, 0.6)])
def test_easy_and_medium_beat_two_random_players(level: Callable[[str], Bot], share: float) -> None:
    random_bot = partial(make_bot, "jewels", "random")
    assert win_share_of_first([level, random_bot, random_bot], 30) > share


def test_hard_one_card_deep_beats_two_medium_players_more_than_its_third() -> None:
    hard = partial(HardJewelsBot, depth=1)
    assert win_share_of_first([hard, MediumJewelsBot, MediumJewelsBot], 30) > 0.4


# --- the lead table ---------------------------------------------------------------------------
def test_j17_final_share_splits_ties() -> None:
    assert final_share([50, 40, 50], 0) == 0.5
    assert final_share([50, 40, 50], 1) == 0.0
    assert final_share([45, 45, 45], 2) == pytest.approx(1 / 3)


def test_the_lead_table_can_be_refitted_from_self_play() -> None:
    samples = collect_samples(games=2, seed=1)
    assert [cards_left for cards_left, _, _ in samples[:27]] == list(range(26, -1, -1))
    assert sum(share for _, _, share in samples[::27]) <= 2
    table = fit_table(samples)
    assert len(table) == 26 and all(len(row) == 2 * MAX_LEAD + 1 for row in table)
    assert all(row == sorted(row) for row in table)


def test_a_bigger_lead_is_never_worth_less() -> None:
    assert len(LEAD_PER_MILLE) == 26
    for cards_left in range(1, 27):
        values = [lead_value(lead, cards_left) for lead in range(-MAX_LEAD - 3, MAX_LEAD + 4)]
        assert values == sorted(values)
        assert values[0] >= 0.0 and values[-1] <= 1.0
    assert lead_value(3, 1) > 0.9 > 0.1 > lead_value(-3, 1)
