"""The match owns its operations: a decision, taking decisions back, a copy."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bazaar_engine.core.game import replay
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import GAME_IDS, make_game


def played(game_id: str, decisions: int, players: int = 3) -> Match[Any]:
    match: Match[Any] = Match(make_game(game_id, {}), [Seat(f"P{n}") for n in range(players)])
    rng = random.Random(7)
    while len(match.history) < decisions and not match.is_over:
        player = match.state.current_players()[0]
        if player < 0:
            match.apply(player, match.state.sample_chance(rng))
        else:
            match.apply(player, match.state.random_action(player, rng))
    return match


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_to_leaves_exactly_the_position_the_kept_decisions_made(game_id: str) -> None:
    match = played(game_id, 60)
    kept = 25
    expected = played(game_id, kept)
    match.undo_to(kept)
    assert match.history == expected.history
    assert match.state.to_json() == expected.state.to_json()
    assert match.events == expected.events
    assert match.step_events() == expected.step_events()
    assert match.score_marks == expected.score_marks
    # And play goes on from there as from any other match.
    player = match.state.current_players()[0]
    match.apply(player, match.state.legal_actions(player)[0])
    assert len(match.history) == kept + 1 == len(match.step_events())


def test_the_log_is_cut_per_decision() -> None:
    match = played("basari", 40)
    steps = match.step_events()
    assert len(steps) == len(match.history)
    assert [event for step in steps for event in step] == match.events
    match.undo_to(0)
    assert match.history == [] and match.events == [] and match.step_events() == []
    assert match.state.to_json() == replay(match.game, 3, []).to_json()


def test_undo_to_a_position_the_match_never_had_changes_nothing() -> None:
    match = played("basta", 10)
    before = match.state.to_json()
    for decisions in (-1, 11):
        with pytest.raises(ValueError, match="no position after"):
            match.undo_to(decisions)
    assert match.state.to_json() == before and len(match.history) == 10


def test_a_copy_is_independent_of_its_original() -> None:
    match = played("jewels", 30)
    match.seed = 42
    twin = match.copy()
    twin.undo_to(5)
    assert len(match.history) == 30 and len(twin.history) == 5
    assert twin.seed == 42
    assert match.step_events() == played("jewels", 30).step_events()
