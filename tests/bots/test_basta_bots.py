"""The Basta! bots at the table: legal moves only, decisions from views only, and the play a
person would notice (Medium keeps escapes, dumps high numbers early, attacks the next player;
Easy slips now and then). Positions are built through the checked JSON loader; cards not
placed anywhere make up the draw pile."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bazaar_engine.basta import BastaGame, BastaState, Draw, ExchangeWith, LayDouble, PlayCard
from bazaar_engine.bots.basta_bots import LEVELS, EasyBot, HardBot, MediumBot
from bazaar_engine.bots.basta_search import Budget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.sim import play_match

DEFAULT_DECK = {
    **{str(value): 4 for value in range(1, 11)},
    "zero": 2,
    "direction_change": 3,
    "exchange": 2,
    "double": 3,
    "basta": 2,
    "minus_five": 3,
}
LOW = [["1", "1", "2", "2", "3"], ["3", "3", "4", "4", "5"], ["5", "5", "6", "6", "7"]]
LOW_CARDS = Counter(card for hand in LOW for card in hand)
ESCAPES = {"zero", "direction_change", "exchange", "double", "basta"}


def position(
    hands: list[list[str]],
    *,
    total: int = 0,
    active: int = 0,
    direction: int = 1,
    doubles: list[int] | None = None,
    chips: list[int] | None = None,
    stack: tuple[str, ...] = (),
    **options: Any,
) -> BastaState:
    """`active` about to play at `total`; the cards in no hand or on the `stack` form the
    draw pile."""
    players = len(hands)
    doubles = doubles or [0] * players
    rest = Counter(DEFAULT_DECK)
    rest.subtract(Counter(card for hand in hands for card in hand))
    rest.subtract(Counter(stack))
    rest["double"] -= sum(doubles)
    assert min(rest.values()) >= 0, "the position uses more copies than the deck has"
    data = {
        "format": "basta-state",
        "num_players": players,
        "viewer": None,
        "phase": "play",
        "active": active,
        "direction": direction,
        "total": total,
        "cards_to_play": 1 + doubles[active],
        "next_player": active,
        "drawer": active,
        "turns": 1,
        "round": 1,
        "round_pending": False,
        "chips": chips or [0] * players,
        "hands": hands,
        "pile": {card: copies for card, copies in rest.items() if copies},
        "stack": list(stack),
        "doubles": doubles,
    }
    return BastaGame(options).state_from_json(data)


def medium_move(state: BastaState, seat: int = 0) -> Any:
    return MediumBot(0).choose(state.view(seat), seat)


def quick_hard(seed: int | str = 0) -> HardBot:
    return HardBot(seed, Budget(worlds=4, seconds=None))


# --- every level plays whole games legally -------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_easy_and_medium_play_whole_games_with_legal_moves(players: int) -> None:
    game = BastaGame()
    for index in range(3):
        bots = [EasyBot(f"e{index}/{s}") if s % 2 else MediumBot(s) for s in range(players)]
        match = play_match(game, bots, random.Random(index))  # checked: raises on illegal
        assert match.state.is_terminal()
        assert max(cast(BastaState, match.state).chips) == 4  # T16: the 4th chip ends it


def test_hard_plays_a_whole_game_with_legal_moves() -> None:
    game = BastaGame()
    bots = [quick_hard(0), MediumBot(1), EasyBot(2)]
    match = play_match(game, bots, random.Random(5))
    assert match.state.is_terminal()


def test_multiple_doubles_variant_is_played_legally() -> None:
    game = BastaGame({"multiple_doubles": True})
    bots = [MediumBot(0), EasyBot(1), quick_hard(2), MediumBot(3)]
    match = play_match(game, bots, random.Random(9))
    assert match.state.is_terminal()


def test_registry_makes_every_basta_level() -> None:
    assert set(LEVELS) == {"easy", "medium", "hard"}
    for level in ("easy", "medium", "hard"):
        assert make_bot("basta", level, 3).level == level


# --- decisions come from the view only -----------------------------------------------------
def _mid_game(seed: int) -> BastaState:
    game = BastaGame()
    state = game.new_initial_state(4)
    rng = random.Random(seed)
    bots = [MediumBot(s) for s in range(4)]
    for _ in range(40 + seed % 30):
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply_unchecked(CHANCE, state.sample_chance(rng))
        else:
            state.apply_unchecked(player, bots[player].choose(state.view(player), player))
    while state.current_players() == (CHANCE,):
        state.apply_unchecked(CHANCE, state.sample_chance(rng))
    return state


@pytest.mark.parametrize("seed", range(4))
def test_choices_do_not_change_when_hidden_cards_are_dealt_differently(seed: int) -> None:
    state = _mid_game(seed)
    seat = state.current_players()[0]
    view = state.view(seat)
    other = state.game.determinize(view, random.Random(seed + 100))  # other hands re-dealt
    assert other.view(seat) == view
    assert other.to_json() != state.to_json()  # a different world behind the same view
    for make in (lambda: MediumBot(1), lambda: EasyBot(1), lambda: quick_hard(1)):
        assert make().choose(view, seat) == make().choose(other.view(seat), seat)


# --- Medium: what a player would notice -----------------------------------------------------
def test_t7_medium_plays_its_highest_number_while_the_total_is_low() -> None:
    state = position([["2", "5", "9", "zero", "direction_change"], *LOW], total=10)
    assert medium_move(state) == PlayCard("9")


def test_t8_medium_keeps_its_escapes_when_a_number_fits() -> None:
    state = position([["3", "zero", "direction_change", "exchange", "6"], *LOW], total=30)
    assert medium_move(state) == PlayCard("6")


def test_t15_medium_never_goes_over_50_with_a_safe_card_in_hand() -> None:
    state = position([["7", "8", "9", "10", "2"], *LOW], total=47)
    assert medium_move(state) == PlayCard("2")


def test_t15_medium_forced_over_50_gives_up_its_highest_number() -> None:
    # Every card busts; the hand it keeps starts the next round, so the 10 goes.
    state = position([["2", "3", "8", "9", "10"], *LOW], total=49)
    assert medium_move(state) == PlayCard("10")


def test_t13_medium_uses_a_safe_minus_five_before_a_real_escape() -> None:
    # At 44 a Minus 5 cannot bust whatever it draws (39 + at most 10); the Zero is kept.
    state = position([["7", "8", "9", "minus_five", "zero"], *LOW], total=44)
    assert medium_move(state) == PlayCard("minus_five")


def test_t10_medium_lays_a_double_before_the_next_player_at_a_high_total() -> None:
    state = position([["7", "8", "9", "10", "double"], *LOW], total=48)
    assert medium_move(state) == LayDouble(1)
    backwards = position([["7", "8", "9", "10", "double"], *LOW], total=48, direction=-1)
    assert medium_move(backwards) == LayDouble(3)


def test_t12_medium_pushes_the_total_to_50_when_it_can() -> None:
    # 44 + 6 = 50 leaves the next player needing an escape; the 2 and the Zero stay.
    state = position([["6", "2", "zero", "9", "8"], *LOW], total=44)
    assert medium_move(state) == PlayCard("6")


def test_t11_medium_hands_a_useless_hand_to_the_next_player_at_50() -> None:
    state = position([["6", "7", "8", "9", "exchange"], *LOW], total=50)
    assert medium_move(state) == PlayCard("exchange")
    state.apply(0, PlayCard("exchange"))
    state.apply(CHANCE, Draw("10"))  # T11: the replacement card comes first
    assert state.pending_choice == "exchange"
    assert medium_move(state) == ExchangeWith(1)  # seat 2 must now play 6-10 at 50


def test_t10_medium_in_a_double_turn_plays_both_cards_safely() -> None:
    state = position([["6", "2", "zero", "9", "8"], *LOW], total=44, doubles=[1, 0, 0, 0])
    first = medium_move(state)
    assert first in (PlayCard("6"), PlayCard("zero"))
    state.apply(0, first)
    second = medium_move(state)
    assert {first, second} == {PlayCard("6"), PlayCard("zero")}
    state.apply(0, second)
    assert state.total == 50 and state.chips == (0, 0, 0, 0)


@settings(max_examples=40, deadline=None)
@given(
    total=st.integers(min_value=0, max_value=50),
    hand=st.lists(st.sampled_from(sorted(DEFAULT_DECK)), min_size=5, max_size=5).filter(
        lambda cards: not (Counter(cards) + LOW_CARDS) - Counter(DEFAULT_DECK)
    ),
)
def test_medium_never_busts_while_it_holds_a_card_that_keeps_50(
    total: int, hand: list[str]
) -> None:
    state = position([hand, *LOW], total=total)
    move = medium_move(state)
    assert move in state.legal_actions(0)
    room = 50 - total
    safe_in_hand = any(card in ESCAPES or (card.isdigit() and int(card) <= room) for card in hand)
    if safe_in_hand and isinstance(move, PlayCard) and move.card.isdigit():
        assert int(move.card) <= room


# --- Easy: sensible, with slips -------------------------------------------------------------
def test_easy_usually_plays_well_but_sometimes_wastes_an_escape() -> None:
    state = position([["3", "zero", "direction_change", "exchange", "6"], *LOW], total=30)
    view = state.view(0)
    moves = Counter(EasyBot(seed).choose(view, 0) for seed in range(200))
    assert moves[PlayCard("6")] > 100  # mostly the sensible move
    assert sum(n for move, n in moves.items() if move != PlayCard("6")) > 5  # but not always


def test_easy_sometimes_miscounts_and_goes_over_50() -> None:
    # Only the 2 keeps 48 at 50; a player who thinks the total is 46 may play the 4.
    state = position([["2", "4", "8", "9", "10"], *LOW], total=48)
    view = state.view(0)
    moves = Counter(EasyBot(seed).choose(view, 0) for seed in range(300))
    assert moves[PlayCard("2")] > 200
    assert moves[PlayCard("4")] > 0
    assert all(MediumBot(seed).choose(view, 0) == PlayCard("2") for seed in range(5))


def test_medium_beats_random_players_clearly() -> None:
    game = BastaGame()
    shares = []
    for index in range(40):
        medium_seat = index % 4
        bots = [
            MediumBot(s) if s == medium_seat else make_bot("basta", "random", s) for s in range(4)
        ]
        winners = play_match(game, bots, random.Random(index)).state.winners()
        shares.append(1 / len(winners) if medium_seat in winners else 0.0)
    assert sum(shares) / len(shares) > 0.5  # against 0.25 for an equal player (about 0.8 seen)
