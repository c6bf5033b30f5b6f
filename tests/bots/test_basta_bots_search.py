"""Hard's machinery for Basta!: chip standings as win chances, the deals it searches over, what
it remembers after an Exchange, and a search that is reproducible and picks the clear move."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_basta_bots import LOW, position  # the same folder (pytest puts it on the path)

from bazaar_engine.basta import BastaGame, BastaState, Draw, ExchangeWith, LayDouble, PlayCard
from bazaar_engine.basta.cards import CARD_NAMES
from bazaar_engine.bots.basta_bots import HardBot, MediumBot
from bazaar_engine.bots.basta_memory import HandMemory
from bazaar_engine.bots.basta_search import BastaSearch, Budget, Dealer, chip_value, round_end_value
from bazaar_engine.core.game import CHANCE


# --- chip standings (T16, T17) --------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_t17_even_chips_give_even_chances(players: int) -> None:
    shares = chip_value((0,) * players)
    assert sum(shares) == pytest.approx(1.0)
    assert all(share == pytest.approx(1 / players) for share in shares)


def test_t16_fewer_chips_mean_better_chances() -> None:
    shares = chip_value((0, 1, 2, 3))
    assert sum(shares) == pytest.approx(1.0)
    assert shares[0] > shares[1] > shares[2] > shares[3] > 0.0
    # One chip from the end a player can still win only if everyone else catches up: never
    # here, as someone reaches 4 first.
    assert chip_value((3, 3))[0] == pytest.approx(0.5)


def test_t17_a_chip_to_a_close_rival_is_better_for_me_than_one_to_the_last_player() -> None:
    # From (1, 1, 1, 2): the chip goes to seat 2 (level with me) or to seat 4 (already last).
    to_rival = chip_value((1, 2, 1, 2))[0]
    to_last = chip_value((1, 1, 1, 3))[0]
    assert to_rival > to_last
    assert chip_value((1, 0, 0, 0))[0] < 0.25 < chip_value((0, 1, 0, 0))[0]


def test_round_end_value_favours_the_player_who_keeps_escapes() -> None:
    strong = [["zero", "basta", "exchange", "1", "2"], *LOW]
    weak = [["7", "8", "9", "10", "6"], *LOW]
    rich = round_end_value(position(strong, chips=[1, 1, 0, 0]), 0, loser=1)
    poor = round_end_value(position(weak, chips=[1, 1, 0, 0]), 0, loser=1)
    assert rich > poor


# --- deals --------------------------------------------------------------------------------
def test_dealer_worlds_agree_with_the_view_and_hold_every_card() -> None:
    state = position([["2", "5", "9", "zero", "basta"], *LOW], total=20, stack=("6", "4"))
    view = state.view(0)
    dealer = Dealer(view, 0)
    rng = random.Random(3)
    other_hands = set()
    for _ in range(20):
        world, pile = dealer.deal(rng)
        assert world.viewer is None
        assert world.view(0) == view  # the same table, the same own hand
        assert world.card_census() == list(world.game.deck)  # every card somewhere (T2)
        in_hands = Counter(name for seat in range(4) for name in world.hand(seat))
        assert Counter(CARD_NAMES[code] for code in pile) + in_hands == Counter(world.unseen_pool())
        other_hands.add(world.hand(1))
    assert len(other_hands) > 5  # hidden hands really are dealt at random


def test_dealer_deals_high_numbers_less_often_than_a_blind_deal() -> None:
    # Opponents keep low numbers and play high ones early; Hard's deals follow that.
    state = position([["zero", "basta", "exchange", "double", "minus_five"], *LOW], total=0)
    view = state.view(0)
    rng = random.Random(1)
    low = high = 0
    for _ in range(300):
        world, _ = Dealer(view, 0).deal(rng)
        for seat in (1, 2, 3):
            for name in world.hand(seat):
                low += name in ("1", "2", "3")
                high += name in ("8", "9", "10")
    assert low > high  # a blind deal would give about as many of each (8 vs 12 left)


def test_dealer_places_remembered_cards_in_the_partners_hand() -> None:
    state = position([["2", "5", "9", "zero", "basta"], *LOW], total=20)
    known = {2: [3, 3, 4]}  # codes of "3", "3", "4"
    dealer = Dealer(state.view(0), 0, known=known)
    for seed in range(10):
        world, _ = dealer.deal(random.Random(seed))
        assert Counter(world.hand(2)) >= Counter({"3": 2, "4": 1})


# --- memory of an Exchange (T11) ------------------------------------------------------------
def _after_exchange() -> tuple[BastaState, HandMemory]:
    state = position([["6", "7", "8", "9", "exchange"], *LOW], total=50)
    state.apply(0, PlayCard("exchange"))
    state.apply(CHANCE, Draw("10"))
    memory = HandMemory()
    memory.gave(state.view(0), 0, 1)
    state.apply(0, ExchangeWith(1))
    return state, memory


def test_t11_hard_remembers_the_hand_it_gave_away() -> None:
    state, memory = _after_exchange()
    assert state.hand(1) == ("6", "7", "8", "9", "10")
    assert memory.known(state.view(0)) == {1: [6, 7, 8, 9, 10]}


def test_t11_cards_played_since_are_no_longer_counted_as_known() -> None:
    state, memory = _after_exchange()
    state.apply(1, PlayCard("10"))  # over 50: a chip for seat 2, whose hand stays
    assert memory.known(state.view(0)) == {1: [6, 7, 8, 9]}


def test_t6_t11_memory_is_dropped_after_a_reshuffle_or_another_exchange() -> None:
    hands = [["7", "8", "9", "10", "1"], *LOW]
    memory = HandMemory()
    memory.gave(position(hands, total=20, stack=("5", "6")).view(0), 0, 1)
    later = position(hands, total=27, stack=("5", "6", "7")).view(0)
    assert memory.known(later) == {1: [1, 8, 9, 10]}
    swapped = position(hands, total=26, stack=("5", "6", "exchange")).view(0)
    assert memory.known(swapped) == {}  # hands may have moved again, unseen
    memory.gave(position(hands, total=20, stack=("5", "6")).view(0), 0, 1)
    reshuffled = position(hands, total=26, stack=("4",)).view(0)  # the old stack is gone
    assert memory.known(reshuffled) == {}


def test_doubles_given_away_are_not_counted_as_known() -> None:
    memory = HandMemory()
    memory.gave(position([["6", "7", "double", "9", "1"], *LOW], total=20).view(0), 0, 2)
    later = position([["6", "7", "8", "9", "1"], *LOW], total=20).view(0)
    assert memory.known(later) == {2: [1, 6, 7, 9]}


# --- the search ---------------------------------------------------------------------------
def test_hard_is_reproducible_with_a_count_of_deals() -> None:
    state = position([["6", "2", "zero", "9", "8"], *LOW], total=44)
    view = state.view(0)
    budget = Budget(worlds=12, seconds=None)
    moves = {HardBot("s", budget).choose(view, 0) for _ in range(3)}
    assert len(moves) == 1


def test_hard_finds_the_clear_move_and_keeps_mediums_when_in_doubt() -> None:
    # Two cards to play at 48 (a Double lies before seat 1): only the 2 and the Zero keep 50.
    state = position([["2", "zero", "9", "10", "8"], *LOW], total=48, doubles=[1, 0, 0, 0])
    search = BastaSearch(state.game, Budget(worlds=40, seconds=None))
    move = search.choose(state.view(0), 0, random.Random(2))
    assert move in (PlayCard("2"), PlayCard("zero"))
    assert search.last_worlds == 40


def test_hard_gate_keeps_the_first_candidate_unless_clearly_beaten() -> None:
    search = BastaSearch(BastaGame(), Budget(worlds=1, seconds=None))
    noisy = [[0.0, 1.0], [1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [0.5, 0.6]]
    assert search.pick(noisy) == 0
    clear = [[0.2, 0.6], [0.3, 0.7], [0.1, 0.6], [0.25, 0.65], [0.2, 0.7]]
    assert search.pick(clear) == 1


def test_hard_lays_the_double_where_it_bites() -> None:
    state = position([["7", "8", "9", "10", "double"], *LOW], total=48)
    move = HardBot(1, Budget(worlds=40, seconds=None)).choose(state.view(0), 0)
    assert isinstance(move, LayDouble)
    assert MediumBot().choose(state.view(0), 0) == LayDouble(1)
