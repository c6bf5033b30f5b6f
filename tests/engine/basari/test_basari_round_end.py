"""Round end, bonus points and game end: B24-B30 and the FAQ cases about them."""

from __future__ import annotations

from typing import Any

import pytest
from basari_helpers import GAME, SIZE, choose, edit, kinds, of_kind, roll, started, with_gems

from bazaar_engine.basari import Accept, BasariState, ChooseCard, Offer, RollOff
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE


def about_to_lap(round_number: int = 1, **fields: Any) -> BasariState:
    """Three players; seat 0 completes its lap with a movement roll of 1 (archway 0)."""
    state = started(3, starts=[0, 5, 9])
    changes: dict[str, Any] = {"progress": [SIZE - 1, 0, 0], "positions": [SIZE - 1, 5, 9]}
    return edit(state, round=round_number, **(changes | fields))


def end_round_quietly(state: BasariState) -> list[Event]:
    """Seat 0 laps; all three choose Die, so it is cancelled and nothing else changes."""
    events = roll(state, 1, 1, 1)
    return events + choose(state, "die", "die", "die")


def test_b24_round_ends_after_the_whole_action_phase() -> None:
    state = about_to_lap()
    events = roll(state, 1, 1, 1)
    assert of_kind(events, "lap_completed")[0].player == 0
    assert state.round_number == 1 and state.phase == "choose_cards"
    events = choose(state, "points", "gems", "gems")  # seats 1 and 2 tie on 0 points
    assert "round_scored" not in kinds(events) and state.phase == "roll_off"
    state.apply(CHANCE, RollOff(2))
    state.apply(2, Offer((0, 0, 0, 1)))
    events = state.apply(1, Accept())
    assert kinds(events).index("gems_taken") < kinds(events).index("round_scored")
    assert state.round_number == 2 and state.phase == "movement"


def test_b24_no_lap_no_round_end() -> None:
    state = started(3)
    events = roll(state, 6, 6, 6) + choose(state, "die", "die", "die")
    assert "round_scored" not in kinds(events) and state.round_number == 1


def test_b24_faq_die_action_lap_ends_the_round_after_the_action_phase() -> None:
    # FAQ: a Die action that completes a lap ends the round, after the whole action phase.
    state = edit(started(3), progress=[SIZE - 3, 0, 0], positions=[SIZE - 3, 0, 0])
    roll(state, 1, 1, 2)
    events = choose(state, "die", "points", "points")  # seats 1 and 2 barter for Points
    assert state.phase == "die_action"
    events = roll(state, 3)  # seat 0: 31 + 3 -> lap
    assert "lap_completed" in kinds(events) and "round_scored" not in kinds(events)
    assert state.phase == "roll_off"  # the Points barter still comes first
    state.apply(CHANCE, RollOff(1))
    state.apply(1, Offer((1, 0, 0, 0)))
    events = state.apply(2, Accept())
    scored = of_kind(events, "round_scored")[0]
    assert scored.data["lapped"] == [0]
    assert state.round_number == 2


def test_b25_lap_bonus_for_every_player_who_lapped() -> None:
    state = about_to_lap(progress=[SIZE - 1, SIZE - 1, 0])
    events = end_round_quietly(state)
    lap_points = [
        (e.player, e.data["amount"])
        for e in of_kind(events, "points_gained")
        if e.data["reason"] == "lap_bonus"
    ]
    assert lap_points == [(0, 10), (1, 10)]
    assert of_kind(events, "round_scored")[0].data["lapped"] == [0, 1]


def majority_state() -> BasariState:
    state = about_to_lap(round_number=2)
    gems = {0: (5, 4, 0, 0), 1: (1, 4, 2, 0), 2: (0, 0, 2, 1)}
    return with_gems(state, gems)


def test_b26_single_majority_scores_chart_value_and_returns_three() -> None:
    state = majority_state()
    carpets_before = state.carpets
    events = end_round_quietly(state)
    red = of_kind(events, "round_scored")[0].data["majorities"][0]
    assert red == {"colour": "red", "value": 14, "most": 5, "holders": [0], "points_each": 14}
    assert state.gems(0)[0] == 2
    assert state.carpets[0] == carpets_before[0] + 3


def test_b26_faq_tied_majority_splits_rounded_down_and_each_returns_two() -> None:
    # FAQ: a tie for a colour majority: each returns 2 and the value is split, rounded down.
    state = majority_state()
    events = end_round_quietly(state)
    yellow = of_kind(events, "round_scored")[0].data["majorities"][1]
    assert yellow["holders"] == [0, 1] and yellow["value"] == 11 and yellow["points_each"] == 5
    assert state.gems(0)[1] == 2 and state.gems(1)[1] == 2
    # Seat 0: 10 lap + 14 red + 5 yellow; seat 1: 5 yellow + 4 green; seat 2: 4 green + 5 blue.
    assert state.points == (29, 9, 9)


def test_b26_faq_holder_with_too_few_gems_returns_all_and_still_scores() -> None:
    # FAQ: a majority holder with too few gems returns what they have and still scores.
    state = majority_state()
    events = end_round_quietly(state)
    scored = of_kind(events, "round_scored")[0].data
    assert scored["majorities"][3]["holders"] == [2]
    assert scored["gems_returned"][2] == [0, 0, 2, 1]
    assert state.gems(2) == (0, 0, 0, 0)
    assert state.gems(1)[2] == 0  # tied green at 2: returned both


def test_b26_nobody_scores_a_colour_nobody_holds() -> None:
    state = about_to_lap()
    state = with_gems(state, {0: (3, 3, 3, 0), 1: (3, 3, 3, 0), 2: (3, 3, 3, 0)})
    events = end_round_quietly(state)
    blue = of_kind(events, "round_scored")[0].data["majorities"][3]
    assert blue["holders"] == [] and blue["points_each"] == 0
    assert state.points == (10 + 3 + 2 + 2, 3 + 2 + 2, 3 + 2 + 2)  # 3-way ties split 10, 8, 6


def test_b27_each_round_uses_its_own_chart_row() -> None:
    red_values = []
    for round_number in (1, 2, 3):
        state = with_gems(about_to_lap(round_number), {1: (4, 3, 3, 3)})
        events = end_round_quietly(state)
        red_values.append(of_kind(events, "round_scored")[0].data["majorities"][0]["points_each"])
    assert red_values == [row[0] for row in GAME.chart.rounds] == [10, 14, 18]


def test_b28_start_disks_move_and_lap_progress_resets() -> None:
    state = about_to_lap(progress=[SIZE - 1, 7, 3])
    events = end_round_quietly(state)
    assert of_kind(events, "round_started")[0].data == {"round": 2, "starts": [0, 6, 10]}
    assert state.start_disks == state.positions == (0, 6, 10)
    assert state.lap_progress == (0, 0, 0)
    assert state.phase == "movement" and state.turn == 2


def test_b29_game_ends_after_the_third_rounds_scoring() -> None:
    state = about_to_lap(round_number=3, points=[40, 35, 20])
    events = end_round_quietly(state)
    assert kinds(events)[-2:] == ["round_scored", "game_over"]
    assert state.is_terminal() and state.phase == "game_over" and state.round_number == 3
    assert state.current_players() == ()
    assert state.winners() == (0,)
    over = events[-1].data
    assert over["winners"] == [0] and over["decided_by"] == "points"
    assert [r["seat"] for r in over["ranking"]] == [0, 1, 2]
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(0, ChooseCard("die"))


def test_b29_winners_are_empty_before_the_end() -> None:
    state = about_to_lap(round_number=2)
    end_round_quietly(state)
    assert state.winners() == () and not state.is_terminal()


def final(points: list[int], gems: dict[int, tuple[int, int, int, int]]) -> BasariState:
    state = with_gems(started(3), gems)
    return edit(state, phase="game_over", round=3, pending=None, points=points)


def test_b30_most_points_wins() -> None:
    state = final([30, 31, 2], {0: (9, 9, 9, 9)})
    assert state.winners() == (1,)
    assert state.tie_break()[0] == "points"


def test_b30_points_tie_broken_by_most_gems() -> None:
    state = final([30, 30, 2], {0: (0, 0, 0, 5), 1: (1, 1, 1, 1)})
    assert state.winners() == (0,)
    assert state.tie_break() == (
        "gems",
        "tied on points, player 1 wins by most gems in total (B30)",
    )


def test_b30_faq_then_red_then_yellow_then_green_then_blue() -> None:
    # FAQ: final tie on points and gem count: compare red, then yellow, then green, then blue.
    assert final([9, 9, 0], {0: (1, 0, 0, 3), 1: (0, 4, 0, 0)}).tie_break()[0] == "red"
    rulebook = final([9, 9, 0], {0: (6, 2, 0, 0), 1: (6, 0, 2, 0)})  # the rulebook's example
    assert rulebook.winners() == (0,) and rulebook.tie_break()[0] == "yellow"
    assert final([9, 9, 0], {0: (1, 1, 1, 1), 1: (1, 1, 0, 2)}).tie_break()[0] == "green"
    state = final([9, 9, 0], {0: (1, 1, 1, 1), 1: (1, 1, 1, 2)})
    assert state.winners() == (1,) and state.tie_break()[0] == "gems"


def test_b30_players_still_tied_share_the_win() -> None:
    state = final([9, 9, 0], {0: (1, 2, 0, 0), 1: (1, 2, 0, 0)})
    assert state.winners() == (0, 1)
    assert state.returns() == (0.5, 0.5, 0.0)
    assert state.tie_break()[0] == "shared"
    assert state.ranking() == [(0, 1), (1, 1), (2, 3)]


def test_b30_the_criterion_that_separates_any_two_seats() -> None:
    """The one B30 comparison behind tie_break, and behind the results' "decided by" notes."""
    state = final([9, 9, 9], {0: (1, 0, 0, 3), 1: (0, 4, 0, 0), 2: (0, 4, 0, 0)})
    assert state.separating(0, 1) == state.separating(1, 0) == "red"
    assert state.separating(1, 2) == "shared"
    assert state.tie_break()[0] == "red" and state.winners() == (0,)
    state = final([30, 30, 2], {0: (0, 0, 0, 5), 1: (1, 1, 1, 1)})
    assert (state.separating(0, 1), state.separating(1, 2)) == ("gems", "points")
