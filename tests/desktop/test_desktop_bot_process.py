"""Bots think in a worker process: same choices as in-process, only views cross over."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from bazaar_desktop.services.bot_process import ProcessBot
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game


@pytest.mark.parametrize(("game_id", "players"), [("jewels", 3), ("basta", 3), ("basari", 3)])
def test_a_process_bot_plays_exactly_like_the_same_bot_in_process(
    game_id: str, players: int
) -> None:
    game = make_game(game_id)
    state: Any = game.new_initial_state(players)
    chance = random.Random(4)
    local = {seat: make_bot(game_id, "medium", f"t-{seat}") for seat in range(players)}
    remote = {seat: ProcessBot(game_id, "medium", f"t-{seat}") for seat in range(players)}
    decisions = 0
    while not state.is_terminal() and decisions < 25:
        actor = state.current_players()[0]
        if actor == CHANCE:
            state.apply(CHANCE, state.sample_chance(chance))
            continue
        view = state.view(actor)
        expected = local[actor].choose(view, actor)
        assert remote[actor].choose(state.view(actor), actor) == expected
        state.apply(actor, expected)
        decisions += 1
    assert decisions > 5


def test_an_unknown_level_is_refused_before_anything_is_sent() -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        ProcessBot("jewels", "grandmaster", "s")


def test_the_bots_think_at_a_lower_priority_than_the_window() -> None:
    """On a busy machine the window must win its core from a long search (stalls)."""
    bot = ProcessBot("jewels", "easy", "nice")
    game = make_game("jewels")
    state: Any = game.new_initial_state(2)
    while state.current_players()[0] == CHANCE:
        state.apply(CHANCE, state.sample_chance(random.Random(1)))
    actor = state.current_players()[0]
    bot.choose(state.view(actor), actor)  # the worker is running now
    from bazaar_desktop.services.bot_process import BotProcess

    worker = BotProcess.shared()._process.pid
    assert worker is not None
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, worker) > ours or ours >= 19


def test_a_new_game_with_an_earlier_seed_meets_fresh_bots() -> None:
    """A lesson (a fixed seed) played twice in one session: the second game's bots choose as
    the first game's did, not with dice already rolled on by the first game."""
    game = make_game("jewels")
    state: Any = game.new_initial_state(3)
    chance = random.Random(9)
    while state.current_players()[0] == CHANCE:
        state.apply(CHANCE, state.sample_chance(chance))
    seat = state.current_players()[0]
    view = state.view(seat)
    first_game = ProcessBot("jewels", "random", "lesson-0")
    first = [first_game.choose(view, seat) for _ in range(8)]
    second_game = ProcessBot("jewels", "random", "lesson-0")
    assert [second_game.choose(view, seat) for _ in range(8)] == first
    assert len(set(map(repr, first))) > 1  # the choices do depend on the bot's dice
