"""Bartering, B17-B23, and the offer helpers bots and the GUI use."""

from __future__ import annotations

import itertools
import random

import pytest
from basari_helpers import choose, edit, kinds, of_kind, roll, started, with_gems

from bazaar_engine.basari import Accept, BasariState, ChooseCard, Offer, RollOff
from bazaar_engine.basari.offers import beats, describe, minimal_raises
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.game import CHANCE


def barter_on_points(
    points: list[int], gems: dict[int, tuple[int, int, int, int]] | None = None
) -> BasariState:
    """Three players; seats 0 and 1 barter for Points (archway 1, 4 points), seat 2 takes gems."""
    state = edit(started(3), points=points)
    if gems:
        state = with_gems(state, gems)
    roll(state, 1, 1, 2)
    choose(state, "points", "points", "gems")
    return state


def test_b17_player_a_has_more_points() -> None:
    state = barter_on_points([3, 8, 0])
    barter = state.barter
    assert barter is not None
    assert (barter.a, barter.b, barter.reason, barter.responder) == (1, 0, "more_points", 1)
    assert barter.offer is None


def test_b17_tied_points_need_a_roll_off() -> None:
    state = barter_on_points([5, 5, 0])
    assert state.current_players() == (CHANCE,) and state.phase == "roll_off"
    assert state.chance_outcomes() == [(RollOff(0), 0.5), (RollOff(1), 0.5)]
    barter = state.barter
    assert barter is not None and barter.a is None and barter.reason == "tied"
    with pytest.raises(IllegalAction, match="between player 1 and player 2"):
        state.apply(CHANCE, RollOff(2))
    events = state.apply(CHANCE, RollOff(1))
    assert kinds(events) == ["roll_off", "barter_started"]
    assert events[1].data["reason"] == "roll_off"
    assert state.current_players() == (1,)
    barter = state.barter
    assert barter is not None and (barter.a, barter.b) == (1, 0)


def test_b18_opening_offer_of_nothing_forfeits() -> None:
    state = barter_on_points([5, 0, 0])
    gems_before = state.all_gems
    events = state.apply(0, Offer((0, 0, 0, 0)))
    forfeit = of_kind(events, "forfeited")[0]
    assert forfeit.data == {"seat": 0, "to": 1, "card": "points", "reason": "offered_nothing"}
    assert state.points[1] == 4  # B carries out the action
    assert state.all_gems[:2] == gems_before[:2]  # no gems move


def test_b18_faq_player_a_without_gems_forfeits_at_once() -> None:
    # FAQ: A (the points leader) with no gems forfeits the barter to B; no exchange.
    state = barter_on_points([5, 0, 0], gems={0: (0, 0, 0, 0)})
    assert state.barter is None
    assert state.phase == "movement"
    assert state.points == (5, 4, 0)
    assert state.gems(1) == (3, 3, 3, 3)


def test_b18_opening_may_be_any_combination_of_own_gems() -> None:
    state = barter_on_points([5, 0, 0], gems={0: (1, 0, 2, 0)})
    offers = state.legal_actions(0)
    assert Accept() not in offers
    assert len(offers) == 2 * 1 * 3 * 1  # every sub-collection, nothing included
    with pytest.raises(IllegalAction, match="no offer to accept yet"):
        state.apply(0, Accept())


def test_b19_accepting_takes_the_gems_and_gives_up_the_action() -> None:
    state = barter_on_points([5, 0, 0])
    events = state.apply(0, Offer((1, 0, 0, 2)))
    assert events[0].kind == "offer_made" and events[0].data["gems"] == [1, 0, 0, 2]
    assert state.current_players() == (1,)
    events = state.apply(1, Accept())
    assert events[0].kind == "offer_accepted" and events[0].data["offerer"] == 0
    assert state.gems(0) == (2, 3, 3, 1) and state.gems(1) == (4, 3, 3, 5)
    assert state.points[:2] == (9, 0)  # the offerer (A) carries out Points


def test_b19_b_raising_then_a_accepting_lets_b_act() -> None:
    state = barter_on_points([5, 0, 0])
    state.apply(0, Offer((0, 0, 0, 1)))
    state.apply(1, Offer((0, 0, 1, 1)))
    assert state.current_players() == (0,)
    state.apply(0, Accept())
    assert state.points[:2] == (5, 4)
    assert state.gems(0) == (3, 3, 4, 4) and state.gems(1) == (3, 3, 2, 2)


def test_b20_raise_alternates_until_someone_accepts() -> None:
    state = barter_on_points([5, 0, 0])
    sequence = [(0, (0, 0, 0, 1)), (1, (0, 0, 0, 2)), (0, (0, 0, 1, 2)), (1, (1, 0, 1, 2))]
    for seat, gems in sequence:
        assert state.current_players() == (seat,)
        state.apply(seat, Offer(gems))
    barter = state.barter
    assert barter is not None and barter.offer == (1, 0, 1, 2) and barter.offerer == 1
    state.apply(0, Accept())
    assert state.points[1] == 4 and state.gems(0) == (4, 3, 4, 5)


@pytest.mark.parametrize(
    ("higher", "lower"),
    [
        ((0, 0, 0, 4), (3, 0, 0, 0)),  # 4 blue > 3 red: more gems win
        ((0, 1, 0, 2), (0, 0, 3, 0)),  # 1 yellow + 2 blue > 3 green
        ((1, 0, 0, 0), (0, 1, 0, 0)),  # red > yellow
        ((1, 0, 1, 2), (1, 0, 0, 3)),  # same red and yellow: more green decides
    ],
)
def test_b21_offer_order_more_gems_then_colours(
    higher: tuple[int, int, int, int], lower: tuple[int, int, int, int]
) -> None:
    assert beats(higher, lower) and not beats(lower, higher)


def test_b21_the_same_offer_is_not_a_raise() -> None:
    state = barter_on_points([5, 0, 0])
    state.apply(0, Offer((2, 0, 0, 0)))
    with pytest.raises(IllegalAction, match=r"must beat 2 red.*same gems is not a raise"):
        state.apply(1, Offer((2, 0, 0, 0)))
    with pytest.raises(IllegalAction, match="must beat 2 red: offer more than 2 gems"):
        state.apply(1, Offer((0, 2, 0, 0)))
    state.apply(1, Offer((0, 0, 0, 3)))  # more gems always win


def test_b21_message_explains_colour_order_when_same_count_could_win() -> None:
    state = barter_on_points([5, 0, 0])
    state.apply(0, Offer((0, 0, 3, 0)))
    with pytest.raises(
        IllegalAction, match=r"must beat 3 green: offer more gems, or as many \(3\) with more red"
    ):
        state.apply(1, Offer((0, 0, 2, 1)))
    state.apply(1, Offer((0, 1, 0, 2)))  # 1 yellow + 2 blue > 3 green


def test_b22_faq_a_raise_may_be_a_wholly_new_combination() -> None:
    # FAQ: A offered 2 yellow; B raised with 1 yellow + 1 red; A takes back and offers 3 blue.
    state = barter_on_points([5, 0, 0])
    state.apply(0, Offer((0, 2, 0, 0)))
    state.apply(1, Offer((1, 1, 0, 0)))
    state.apply(0, Offer((0, 0, 0, 3)))
    barter = state.barter
    assert barter is not None and barter.offer == (0, 0, 0, 3)
    assert state.gems(0) == (3, 3, 3, 3)  # nothing is paid until an offer is accepted


def test_b22_only_own_gems_may_be_offered() -> None:
    state = barter_on_points([5, 0, 0], gems={0: (0, 1, 3, 3), 1: (3, 3, 3, 0)})
    with pytest.raises(IllegalAction, match=r"you only have 1 yellow gem$"):
        state.apply(0, Offer((0, 2, 0, 0)))
    with pytest.raises(IllegalAction, match="you have no red gems to offer"):
        state.apply(0, Offer((1, 0, 0, 0)))
    with pytest.raises(IllegalAction, match="negative"):
        state.apply(0, Offer((0, -1, 2, 0)))
    state.apply(0, Offer((0, 0, 0, 1)))
    with pytest.raises(IllegalAction, match="you have no blue gems to offer"):
        state.apply(1, Offer((0, 0, 0, 2)))


def test_b23_a_player_who_cannot_raise_must_accept() -> None:
    state = barter_on_points([5, 0, 0], gems={1: (0, 0, 1, 1)})
    state.apply(0, Offer((0, 0, 0, 3)))
    assert state.legal_actions(1) == [Accept()]
    assert state.minimal_raises(1) == [] and state.can_raise(1) is False
    with pytest.raises(
        IllegalAction, match="you cannot raise 3 blue with your gems: accept the offer"
    ):
        state.apply(1, Offer((0, 0, 1, 1)))
    state.apply(1, Accept())
    assert state.gems(1) == (0, 0, 1, 4)


def test_b23_barter_turn_order_is_enforced() -> None:
    state = barter_on_points([5, 0, 0])
    with pytest.raises(IllegalAction, match="waiting for player 1"):
        state.apply(1, Offer((1, 0, 0, 0)))
    with pytest.raises(IllegalAction, match="make an offer"):
        state.apply(0, ChooseCard("die"))
    state.apply(0, Offer((1, 0, 0, 0)))
    with pytest.raises(IllegalAction, match="accept the offer or raise it"):
        state.apply(1, ChooseCard("die"))


def test_b20_b21_b22_legal_raises_are_exactly_the_higher_offers_from_own_gems() -> None:
    hand = (2, 1, 3, 2)
    state = barter_on_points([5, 0, 0], gems={1: hand})
    state.apply(0, Offer((0, 1, 1, 1)))
    listed = state.legal_actions(1)
    expected = [
        Offer((a, b, c, d))
        for a, b, c, d in itertools.product(*(range(n + 1) for n in hand))
        if beats((a, b, c, d), (0, 1, 1, 1))
    ]
    assert listed[0] == Accept()
    assert sorted(listed[1:], key=repr) == sorted(expected, key=repr)
    for action in listed[1:]:
        state.check(1, action)  # the validator agrees with the enumerator


def test_minimal_raises_are_the_cheapest_higher_offers() -> None:
    assert minimal_raises((1, 1, 1, 1), (0, 1, 0, 2)) == [
        (0, 1, 1, 1),
        (1, 0, 1, 1),
        (1, 1, 0, 1),
        (1, 1, 1, 0),
    ]
    two_red = (2, 0, 0, 0)
    raises = minimal_raises((3, 1, 0, 2), two_red)
    assert all(sum(r) == 3 for r in raises) and (0, 0, 1, 2) not in raises
    assert minimal_raises((0, 2, 0, 1), None) == [(0, 1, 0, 0), (0, 0, 0, 1)]
    state = barter_on_points([5, 0, 0])
    assert state.minimal_raises(0) == [
        Offer((1, 0, 0, 0)),
        Offer((0, 1, 0, 0)),
        Offer((0, 0, 1, 0)),
        Offer((0, 0, 0, 1)),
    ]
    state.apply(0, Offer((0, 0, 0, 1)))
    assert state.minimal_raises(1)[0] == Offer((0, 0, 1, 0))
    assert state.offer_problem(1, (0, 0, 0, 1)) is not None
    assert state.offer_problem(1, (0, 0, 1, 0)) is None


def test_describe_offers_in_words() -> None:
    assert describe((2, 0, 0, 1)) == "2 red + 1 blue"
    assert describe((0, 0, 0, 0)) == "nothing"


def test_random_barter_action_accepts_about_half_the_time() -> None:
    state = barter_on_points([5, 0, 0])
    state.apply(0, Offer((0, 0, 0, 1)))
    rng = random.Random(11)
    picks = [state.random_action(1, rng) for _ in range(400)]
    accepts = sum(pick == Accept() for pick in picks)
    assert 150 < accepts < 250
    for pick in picks:
        state.check(1, pick)


def test_barter_events_say_who_is_a_and_why() -> None:
    state = edit(started(3), points=[2, 6, 0])
    roll(state, 1, 1, 2)
    events = choose(state, "die", "die", "gems")
    started_event = of_kind(events, "barter_started")[0]
    assert started_event.data == {
        "card": "die",
        "a": 1,
        "b": 0,
        "reason": "more_points",
        "points": [6, 2],
    }
    state.apply(1, Offer((0, 0, 0, 2)))
    events = state.apply(0, Accept())
    assert kinds(events) == ["offer_accepted", "action_performed"]
    assert state.phase == "die_action" and state.die_roller == 1
