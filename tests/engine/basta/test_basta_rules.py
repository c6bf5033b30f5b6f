"""Scenario tests for Basta!, named by rule id (T1-T17).

Chance is always set explicitly: tests apply the `Draw` they want. Positions in the middle of
a game are built with `position`, through the same JSON loader that checks save files; the
cards not placed anywhere make up the draw pile.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

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
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE

DEFAULT_DECK = {
    **{str(value): 4 for value in range(1, 11)},
    "zero": 2,
    "direction_change": 3,
    "exchange": 2,
    "double": 3,
    "basta": 2,
    "minus_five": 3,
}


def position(
    hands: list[list[str]],
    *,
    total: int = 0,
    active: int = 0,
    direction: int = 1,
    stack: tuple[str, ...] = (),
    doubles: list[int] | None = None,
    chips: list[int] | None = None,
    pile_empty: bool = False,
    fill: bool = True,
    **options: Any,
) -> BastaState:
    """`active` about to play at `total`. With `fill`, short hands are topped up to 5 with the
    lowest number cards left; the other cards form the pile (or, with `pile_empty`, lie on the
    stack under `stack`)."""
    players = len(hands)
    doubles = doubles or [0] * players
    used = Counter(card for hand in hands for card in hand) + Counter(stack)
    used["double"] += sum(doubles)
    rest = Counter(DEFAULT_DECK)
    rest.subtract(used)
    assert min(rest.values()) >= 0, "the position uses more copies than the deck has"
    hands = [list(hand) for hand in hands]
    for hand in hands:
        while fill and len(hand) < 5:
            low = next(str(v) for v in range(1, 11) if rest[str(v)] > 0)
            hand.append(low)
            rest[low] -= 1
    rest_cards = sorted(rest.elements())
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
        "pile": {} if pile_empty else dict(Counter(rest_cards)),
        "stack": (rest_cards if pile_empty else []) + list(stack),
        "doubles": doubles,
    }
    return BastaGame(options).state_from_json(data)


def filler(*cards: str) -> list[str]:
    """A hand holding `cards`; `position` tops it up with low cards nobody in the test plays."""
    return list(cards)


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def play(state: BastaState, card: str) -> list[Event]:
    return state.apply(state.current_players()[0], PlayCard(card))


def draw(state: BastaState, *cards: str) -> list[Event]:
    events: list[Event] = []
    for card in cards:
        assert state.current_players() == (CHANCE,)
        events += state.apply(CHANCE, Draw(card))
    return events


# --- T1-T4: players, deck, setup ------------------------------------------------------------
def test_t1_two_to_six_players() -> None:
    game = BastaGame()
    for players in range(2, 7):
        assert game.new_initial_state(players).num_players == players
    for players in (1, 7):
        with pytest.raises(DataError, match="2 to 6 players"):
            game.new_initial_state(players)


def test_t2_default_deck_has_55_cards_as_listed() -> None:
    game = BastaGame()
    assert game.deck_size == 55
    state = game.new_initial_state(4)
    assert state.unseen_pool() == DEFAULT_DECK
    assert sum(state.unseen_pool().values()) == 55
    assert len(game.rules_data_version()) == 12


def test_t3_deal_five_cards_each_by_chance_then_total_zero() -> None:
    state = BastaGame().new_initial_state(3)
    outcomes = dict(state.chance_outcomes())
    assert outcomes[Draw("7")] == pytest.approx(4 / 55)
    assert outcomes[Draw("zero")] == pytest.approx(2 / 55)
    deal = [str(value) for value in range(1, 11)]
    deal += ["zero", "basta", "double", "exchange", "minus_five"]
    draw(state, *deal)
    assert state.hand(0) == ("1", "2", "3", "4", "5")
    assert state.hand(2) == ("zero", "exchange", "double", "basta", "minus_five")
    assert state.pile_count == 40 and state.total == 0
    assert state.current_players() == (0,)
    assert dict(state.chance_outcomes()) == {}  # not a chance node any more


def test_t3_a_card_not_in_the_pile_cannot_be_drawn() -> None:
    state = position([filler("9", "9"), filler("9", "9")])
    play(state, "1")
    before = state.to_json()
    assert Draw("9") not in dict(state.chance_outcomes())
    with pytest.raises(IllegalAction, match="the draw pile holds no 9 card"):
        state.apply(CHANCE, Draw("9"))
    assert state.to_json() == before


def test_t4_first_player_option_and_random_first_player() -> None:
    fixed = BastaGame({"first_player": 2}).new_initial_state(4)
    for _ in range(20):
        fixed.apply(CHANCE, fixed.sample_chance(random.Random(1)))
    assert fixed.current_players() == (2,)
    assert fixed.whose_turn == 2
    chance = BastaGame({"first_player": -1}).new_initial_state(3)
    thirds: list[tuple[object, object]] = [  # pytest.approx is no float
        (ChooseFirstPlayer(s), pytest.approx(1 / 3)) for s in (0, 1, 2)
    ]
    assert chance.chance_outcomes() == thirds
    chance.apply(CHANCE, ChooseFirstPlayer(1))
    assert chance.phase == "deal"
    with pytest.raises(DataError, match="no seat 5"):
        BastaGame({"first_player": 4}).new_initial_state(3)


def test_t4_play_goes_clockwise_at_first() -> None:
    state = position([filler("9"), filler("8"), filler("7")])
    assert state.direction == 1
    play(state, "9")
    draw(state, "10")
    assert state.current_players() == (1,)


# --- T5-T9: a turn ---------------------------------------------------------------------------
def test_t5_play_announce_total_then_draw_back_to_five() -> None:
    state = position([filler("9"), filler("8"), filler("7")], total=10)
    events = play(state, "9")
    assert ("card_played", {"card": "9", "total": 19}) in [(e.kind, e.data) for e in events]
    assert state.phase == "draw_up" and state.hand_counts[0] == 4
    events = draw(state, "10")
    drawn = next(e for e in events if e.kind == "card_drawn")
    assert drawn.private_to == 0 and drawn.data["card"] == "10"
    assert "card" not in drawn.seen_by(1).data
    assert state.hand(0).count("10") == 1 and state.hand_counts[0] == 5
    assert state.current_players() == (1,) and state.turn == 2


def test_t5_only_the_active_player_may_play() -> None:
    state = position([filler("9"), filler("8")])
    with pytest.raises(IllegalAction, match="not player 2's decision"):
        state.apply(1, PlayCard("8"))
    with pytest.raises(IllegalAction, match="you don't hold an 8"):
        state.apply(0, PlayCard("8"))


def test_t6_empty_pile_the_stack_becomes_the_new_pile() -> None:
    state = position([filler("9"), filler("8")], pile_empty=True, total=5)
    stacked = state.stack_count
    assert state.pile_count == 0
    play(state, "9")
    assert state.current_players() == (CHANCE,)
    assert state.pile_count == stacked + 1  # the whole stack, the 9 just played included
    assert state.stack_count == 0
    draw(state, "9")
    assert state.current_players() == (1,)


def test_t6_reshuffle_event_when_a_draw_needs_it() -> None:
    state = position([filler("9"), filler("8")], pile_empty=True)
    events = play(state, "9")
    assert kinds(events)[-1] == "reshuffled"


def test_t7_number_adds_its_value() -> None:
    state = position([filler("7"), filler("8")], total=33)
    play(state, "7")
    assert state.total == 40


def test_t8_zero_leaves_total_and_next_player_goes() -> None:
    state = position([filler("zero"), filler("8"), filler("7")], total=33)
    play(state, "zero")
    draw(state, "10")
    assert state.total == 33 and state.current_players() == (1,)


def test_t9_direction_change_previous_player_goes_next() -> None:
    state = position([filler("4"), filler("8"), filler("direction_change"), filler("7")], active=2)
    events = play(state, "direction_change")
    assert "direction_changed" in kinds(events) and state.direction == -1
    draw(state, "10")
    assert state.current_players() == (1,)
    play(state, "8")
    draw(state, "10")
    assert state.current_players() == (0,)


def test_t9_direction_change_with_two_players_the_other_player_goes_next() -> None:
    state = position([filler("direction_change"), filler("8")], total=12)
    play(state, "direction_change")
    draw(state, "10")
    assert state.direction == -1 and state.total == 12
    assert state.current_players() == (1,)
    play(state, "8")
    draw(state, "10")
    assert state.current_players() == (0,)


# --- T10: Double -----------------------------------------------------------------------------
def test_t10_double_is_laid_before_another_player_who_then_plays_two_cards() -> None:
    state = position([filler("double"), filler("3", "4"), filler("7")])
    assert PlayCard("double") not in state.legal_actions(0)
    assert {LayDouble(1), LayDouble(2)} <= set(state.legal_actions(0))
    events = state.apply(0, LayDouble(1))
    assert "double_laid" in kinds(events) and state.doubles_before == (0, 1, 0)
    assert state.stack_count == 0  # laid before the player, not onto the stack
    draw(state, "5")  # the player who laid it draws back up to 5
    assert state.current_players() == (1,) and state.cards_to_play == 2
    play(state, "3")
    assert state.current_players() == (1,) and state.total == 3 and state.cards_to_play == 1
    events = play(state, "4")
    assert state.total == 7
    assert state.doubles_before == (0, 0, 0) and state.stack_top == "double"
    assert ("doubles_to_stack", {"count": 1, "void": False}) in [(e.kind, e.data) for e in events]
    draw(state, "5", "6")
    assert state.current_players() == (2,) and state.cards_to_play == 1


def test_t10_double_refused_before_self_or_a_player_who_has_one() -> None:
    state = position([filler("double"), filler("8"), filler("7")], doubles=[0, 0, 1])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="player 3 already has a Double in front of them"):
        state.apply(0, LayDouble(2))
    with pytest.raises(IllegalAction, match="before yourself"):
        state.apply(0, LayDouble(0))
    with pytest.raises(IllegalAction, match="no player 5"):
        state.apply(0, LayDouble(4))
    with pytest.raises(IllegalAction, match="choose who"):
        state.apply(0, PlayCard("double"))
    assert state.to_json() == before
    no_double = position([filler("9"), filler("8")])
    with pytest.raises(IllegalAction, match="you don't hold a Double"):
        no_double.apply(0, LayDouble(1))


def test_t10_decision_no_receiver_means_the_double_cannot_be_played() -> None:
    state = position([filler("double"), filler("8")], doubles=[0, 1])
    legal = state.legal_actions(0)
    assert not any(isinstance(a, LayDouble) for a in legal)
    assert PlayCard("double") not in legal
    with pytest.raises(IllegalAction, match="nobody can receive a Double"):
        state.apply(0, PlayCard("double"))


def test_t10_decision_hand_of_only_unlayable_doubles_goes_onto_the_stack() -> None:
    state = position([["double", "double"], filler("8")], doubles=[0, 1], fill=False)
    assert state.legal_actions(0) == [PlayCard("double")]
    events = play(state, "double")
    assert state.stack_top == "double" and state.total == 0
    assert next(e for e in events if e.kind == "card_played").data["no_effect"] is True


def test_t10_variant_several_doubles_each_adds_one_card() -> None:
    state = position(
        [filler("double"), filler("3", "4", "5"), filler("7")],
        doubles=[0, 1, 0],
        multiple_doubles=True,
    )
    assert LayDouble(1) in state.legal_actions(0)
    state.apply(0, LayDouble(1))
    draw(state, "6")
    assert state.doubles_before == (0, 2, 0) and state.cards_to_play == 3
    for card in ("3", "4", "5"):
        assert state.current_players() == (1,)
        play(state, card)
    assert state.doubles_before == (0, 0, 0)
    assert state.stack_cards[-2:] == ("double", "double")


def test_t10_t15_double_whose_first_card_goes_over_50() -> None:
    state = position(
        [filler("9"), filler("10", "8"), filler("7"), filler("6")],
        active=1,
        total=45,
        doubles=[0, 1, 0, 1],
    )
    assert state.cards_to_play == 2
    events = play(state, "10")
    assert ("chip_taken", {"total": 55, "chips": 1}) in [(e.kind, e.data) for e in events]
    assert ("doubles_to_stack", {"count": 1, "void": True}) in [(e.kind, e.data) for e in events]
    assert state.total == 0 and state.chips == (0, 1, 0, 0)
    assert state.doubles_before == (0, 0, 0, 1)  # other Doubles stay
    assert state.stack_cards[-2:] == ("10", "double")
    draw(state, "10")
    assert state.current_players() == (1,) and state.cards_to_play == 1  # the rest is void


# --- T11: Exchange ---------------------------------------------------------------------------
def test_t11_exchange_replacement_drawn_first_then_swap_with_chosen_player() -> None:
    mine = ["exchange", "1", "2", "3", "4"]
    theirs = ["9", "9", "10", "10", "5"]
    state = position([mine, filler("8"), theirs])
    play(state, "exchange")
    assert state.phase == "draw_replacement" and state.current_players() == (CHANCE,)
    draw(state, "7")
    assert state.pending_choice == "exchange" and state.current_players() == (0,)
    assert state.legal_actions(0) == [ExchangeWith(1), ExchangeWith(2)]
    before = state.to_json()
    with pytest.raises(IllegalAction, match="choose another player to exchange with"):
        state.apply(0, ExchangeWith(0))
    with pytest.raises(IllegalAction, match="first choose the player to exchange hands with"):
        state.apply(0, PlayCard("9"))
    assert state.to_json() == before
    events = state.apply(0, ExchangeWith(2))
    assert ("hands_exchanged", {"with": 2}) in [(e.kind, e.data) for e in events]
    assert sorted(state.hand(0)) == sorted(theirs)
    assert sorted(state.hand(2)) == sorted(["7", "1", "2", "3", "4"])  # the replacement went too
    assert state.current_players() == (1,)  # the hand is full: no draw-up left


def test_t11_exchange_is_only_possible_right_after_playing_one() -> None:
    state = position([filler("9"), filler("8")])
    with pytest.raises(IllegalAction, match="only right after playing an Exchange"):
        state.apply(0, ExchangeWith(1))


# --- T12: Basta! -----------------------------------------------------------------------------
def test_t12_basta_sets_the_total_to_50() -> None:
    state = position([filler("basta"), filler("8")], total=17)
    play(state, "basta")
    assert state.total == 50 and state.chips == (0, 0)


def test_t12_basta_at_exactly_50_is_allowed_and_costs_nothing() -> None:
    state = position([filler("basta"), filler("8")], total=50)
    assert PlayCard("basta") in state.legal_actions(0)
    events = play(state, "basta")
    assert state.total == 50 and "chip_taken" not in kinds(events)
    draw(state, "10")
    assert state.current_players() == (1,)


# --- T13: Minus 5 ----------------------------------------------------------------------------
def test_t13_minus_five_never_below_zero_and_draws_a_card_played_at_once() -> None:
    state = position([filler("minus_five"), filler("8")], total=3)
    play(state, "minus_five")
    assert state.total == 0 and state.phase == "chain"
    events = draw(state, "6")
    assert ("chain_card_drawn", {"card": "6"}) in [(e.kind, e.data) for e in events]
    assert state.total == 6 and state.stack_top == "6"
    assert state.hand_counts[0] == 4  # the chained card never entered the hand
    draw(state, "7")  # then back up to 5 as usual
    assert state.hand_counts[0] == 5 and state.current_players() == (1,)


def test_t13_chain_minus_five_then_double_then_choose_receiver() -> None:
    state = position([filler("minus_five"), filler("8"), filler("7"), filler("6")], total=20)
    play(state, "minus_five")
    draw(state, "minus_five")
    assert state.total == 10 and state.phase == "chain"
    draw(state, "double")
    assert state.pending_choice == "double" and state.current_players() == (0,)
    assert state.legal_actions(0) == [LayDouble(1), LayDouble(2), LayDouble(3)]
    with pytest.raises(IllegalAction, match="first choose the player who receives"):
        state.apply(0, PlayCard("1"))
    state.apply(0, LayDouble(3))
    assert state.doubles_before == (0, 0, 0, 1)
    assert state.hand_counts[0] == 4
    draw(state, "10")
    assert state.current_players() == (1,)


def test_t13_chain_double_with_no_receiver_goes_onto_the_stack() -> None:
    state = position([filler("minus_five"), filler("8")], total=20, doubles=[0, 1])
    play(state, "minus_five")
    events = draw(state, "double")
    assert state.stack_top == "double" and state.doubles_before == (0, 1)
    assert state.total == 15 and state.phase == "draw_up"
    assert any(e.kind == "card_played" and e.data.get("no_effect") for e in events)


def test_t13_chain_exchange_swaps_without_a_replacement_draw() -> None:
    theirs = ["9", "9", "10", "10", "5"]
    state = position([filler("minus_five"), theirs, filler("7")], total=20)
    play(state, "minus_five")
    draw(state, "exchange")
    assert state.pending_choice == "exchange" and state.hand_counts == (4, 5, 5)
    state.apply(0, ExchangeWith(1))
    assert sorted(state.hand(0)) == sorted(theirs)
    assert state.hand_counts == (5, 4, 5)
    assert state.current_players() == (1,)  # nothing to draw: player 1 plays with 4 cards


def test_t13_chain_card_over_50_costs_the_chip() -> None:
    state = position([filler("minus_five"), filler("8")], total=48)
    play(state, "minus_five")
    events = draw(state, "10")
    assert "chip_taken" in kinds(events) and state.chips == (1, 0)
    assert state.total == 0


# --- T14-T17 ---------------------------------------------------------------------------------
def test_t14_must_play_even_if_every_card_goes_over_50() -> None:
    state = position([["6", "7", "8", "9", "10"], filler("5")], total=45)
    assert len(state.legal_actions(0)) == 5
    play(state, "6")
    assert state.chips == (1, 0)


def test_t15_over_50_chip_round_ends_same_player_begins_direction_unchanged() -> None:
    hands = [filler("5"), filler("8"), filler("7"), filler("6")]
    state = position(hands, total=48, direction=-1, doubles=[0, 0, 1, 0], active=1)
    other_hand = state.hand(2)
    events = play(state, "8")
    assert kinds(events)[:2] == ["card_played", "chip_taken"]
    assert state.total == 0 and state.round_number == 2 and state.chips == (0, 1, 0, 0)
    assert state.doubles_before == (0, 0, 1, 0) and state.direction == -1
    assert state.hand(2) == other_hand
    events = draw(state, "10")
    assert kinds(events)[1:] == ["round_started", "turn_started"]
    assert state.current_players() == (1,)


def test_t16_fourth_chip_ends_the_game_at_once() -> None:
    state = position([filler("10"), filler("8"), filler("7")], total=45, chips=[3, 0, 2])
    events = play(state, "10")
    assert kinds(events)[-1] == "game_over"
    assert state.is_terminal() and state.phase == "over"
    assert state.hand_counts[0] == 4  # no draw after the end
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(1, PlayCard("8"))


def test_t17_fewest_chips_wins_and_ties_share() -> None:
    state = position([filler("10"), filler("8"), filler("7")], total=45, chips=[3, 1, 1])
    assert state.winners() == ()
    events = play(state, "10")
    assert state.winners() == (1, 2)
    assert events[-1].data["winners"] == [1, 2]
    assert state.scores() == (4.0, 1.0, 1.0)
    assert state.returns() == (0.0, 0.5, 0.5)


# --- secrets ---------------------------------------------------------------------------------
def test_view_shows_own_hand_and_only_counts_of_other_hands() -> None:
    state = position([filler("9"), filler("8"), filler("7")])
    view = state.view(1)
    assert view.hand(1) == state.hand(1)
    with pytest.raises(ValueError, match="secret"):
        view.hand(0)
    data = view.to_json()
    assert data["hands"][0] == 5 and data["hands"][2] == 5 and isinstance(data["pile"], int)
    assert sum(view.unseen_pool().values()) == 10 + state.pile_count
    assert view.legal_actions(1) == []
    assert state.view(0).legal_actions(0) == state.legal_actions(0)
    with pytest.raises(IllegalAction, match="view"):
        state.view(0).apply(0, PlayCard("9"))


def test_view_draw_odds_come_from_the_unseen_pool() -> None:
    state = position([filler("9"), filler("8")])
    play(state, "9")
    view = state.view(1)
    pool = view.unseen_pool()
    odds = dict(view.chance_outcomes())
    assert odds[Draw("basta")] == pytest.approx(pool["basta"] / sum(pool.values()))
    assert view.current_players() == (CHANCE,)


# --- decisions where the rules are silent ---------------------------------------------------
def test_decision_empty_hand_at_turn_start_the_turn_lapses_with_a_draw() -> None:
    state = position(
        [["minus_five"], ["9", "9", "10", "10", "8"]], doubles=[1, 0], total=10, fill=False
    )
    play(state, "minus_five")
    draw(state, "exchange")
    state.apply(0, ExchangeWith(1))
    assert state.hand_counts == (5, 0) and state.current_players() == (0,)
    play(state, "8")  # the Double's second card
    draw(state, "7")
    assert state.current_players() == (CHANCE,) and state.hand_counts == (5, 0)
    draw(state, "1", "2", "3", "4", "5")  # player 2 had nothing to play: only draws
    assert state.current_players() == (0,) and state.hand_counts == (5, 5)


def test_decision_empty_hand_in_a_double_turn_voids_the_rest() -> None:
    state = position([["minus_five"], []], doubles=[1, 0], total=10, fill=False)
    play(state, "minus_five")
    draw(state, "exchange")
    events = state.apply(0, ExchangeWith(1))
    assert ("doubles_to_stack", {"count": 1, "void": True}) in [(e.kind, e.data) for e in events]
    assert state.phase == "draw_up" and state.hand_counts == (0, 0)
    draw(state, "1", "2", "3", "4", "5")
    assert state.current_players() == (CHANCE,)  # player 2 has no card either: draws, no play
    draw(state, "1", "2", "3", "4", "5")
    assert state.current_players() == (0,) and state.turn == 3
