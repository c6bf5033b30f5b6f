"""Basta!'s coach names one move where moves win exactly as often, and says "about equal"
only where they are alike in every way the search can tell (`coach_race`'s second measure,
docs/coach.md).

At a total of 50 with only number cards to play, whichever card is played the same seat takes
the chip: every deal scores the moves alike. What differs is the hand kept for the next round,
and the coach names the card that keeps the better one (the highest, so the low cards stay)."""

from __future__ import annotations

import json
from typing import Any

from bazaar_engine.basta.actions import LayDouble, PlayCard
from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.games import make_game

BUDGET = CoachBudget(seconds=None, iterations=400)

# Seat 0 at 50 with a Double before it: two cards to play, and 1, 3, 5, 10 all go over 50
# (so does laying the Double, which needs a second card).
ALL_OVER = {
    "format": "basta-state", "num_players": 4, "viewer": 0, "phase": "play", "active": 0,
    "direction": 1, "total": 50, "cards_to_play": 2, "next_player": 0, "drawer": 3,
    "turns": 9, "round": 1, "round_pending": False, "chips": [0, 0, 0, 0],
    "hands": [["1", "3", "5", "10", "double"], 5, 5, 5], "pile": 27,
    "stack": ["8", "10", "9", "6", "8", "8", "1"], "doubles": [1, 0, 0, 0],
    "unseen": {
        "zero": 2, "1": 2, "2": 4, "3": 3, "4": 4, "5": 3, "6": 3, "7": 4, "8": 1, "9": 3,
        "10": 2, "direction_change": 3, "exchange": 2, "double": 1, "basta": 2, "minus_five": 3,
    },
}  # fmt: skip

# Seat 0 at 50, two cards to play: a Direction change and a Double before seat 3, in either
# order, end in the very same position.
SAME_TWO = {
    "format": "basta-state", "num_players": 4, "viewer": 0, "phase": "play", "active": 0,
    "direction": 1, "total": 50, "cards_to_play": 2, "next_player": 0, "drawer": 3,
    "turns": 22, "round": 2, "round_pending": False, "chips": [0, 1, 0, 0],
    "hands": [["2", "3", "5", "direction_change", "double"], 5, 5, 5], "pile": 13,
    "stack": [
        "4", "9", "5", "9", "3", "8", "7", "4", "7", "double", "6", "2", "8", "8", "5",
        "minus_five", "5", "2", "10", "6", "basta",
    ],
    "doubles": [1, 0, 0, 0],
    "unseen": {
        "zero": 2, "1": 4, "2": 1, "3": 2, "4": 2, "6": 2, "7": 2, "8": 1, "9": 2, "10": 3,
        "direction_change": 2, "exchange": 2, "basta": 1, "minus_five": 2,
    },
}  # fmt: skip


def view_of(data: dict[str, Any]) -> State[Any]:
    return make_game("basta").state_from_json(json.loads(json.dumps(data)))


def test_cards_that_all_take_the_chip_get_one_named_move_the_one_keeping_the_better_hand() -> None:
    for seed in ("a", "b", "c"):
        advice = advise(view_of(ALL_OVER), 0, BUDGET, seed=seed)
        assert not advice.about_equal, seed
        assert advice.best.action == PlayCard("10")
        codes = [reason.code for reason in advice.best.reasons]
        assert CoachReason.BASTA_BETTER_HAND in codes
        # The cards it was named over are listed, at its own estimate (they win as often).
        listed = [candidate.action for candidate in advice.alternatives]
        assert PlayCard("5") in listed and PlayCard("3") in listed
        assert all(c.value == advice.best.value for c in advice.alternatives[:2])


def test_moves_ending_in_the_same_position_are_still_about_equal() -> None:
    for seed in ("a", "b", "c"):
        advice = advise(view_of(SAME_TWO), 0, BUDGET, seed=seed)
        assert advice.about_equal, seed
        equal = {candidate.action for candidate in advice.equally_good}
        assert {PlayCard("direction_change"), LayDouble(3)} <= equal
        assert all(r.code != CoachReason.BASTA_BETTER_HAND for r in advice.best.reasons)
