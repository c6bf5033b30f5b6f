"""pass-and-play undo: a person takes back only their own last decision, only while
the device is still theirs and nothing secret or random was revealed since; with one person
at the table (and bots) the older rule stays."""

from __future__ import annotations

import random
from typing import Any

import pytest
from desktop_support import BotBox, seats, wait_for
from PySide6.QtCore import Qt

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.actions import ChooseCard, ChooseStart


def request(game_id: str, kinds: str, seed: int) -> NewGameRequest:
    return NewGameRequest(game_id, seats(*kinds), {}, seed)


def at_the_device(window: MainWindow) -> int | None:
    """The person who holds the device now: the one the table is shown to (no curtain)."""
    update = window.last_update
    if update is None or update.curtain_for is not None:
        return None
    return update.looking_seat


def settle(qtbot: Any, window: MainWindow) -> None:
    """Let chance and bots play until a person must act or the game is over."""
    wait_for(
        qtbot,
        lambda: (
            window.adapter.match is not None
            and (
                window.adapter.match.is_over
                or window.pages.currentWidget() is window.curtain
                or window.adapter.human_to_act() is not None
            )
        ),
    )


def play_through(qtbot: Any, window: MainWindow, seed: int, on_turn: Any) -> tuple[int, int]:
    """Play the whole game through the window with random legal choices; before each choice
    `on_turn(person)` looks at the Undo action. Returns (times undone, times refused)."""
    rng = random.Random(seed)
    adapter = window.adapter
    undone = refused = 0
    for _ in range(2000):
        settle(qtbot, window)
        match = adapter.match
        assert match is not None
        if match.is_over:
            return undone, refused
        if window.pages.currentWidget() is window.curtain:
            assert not window.menu_actions.undo.isEnabled()  # the device is between two people
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        person = adapter.human_to_act()
        assert person is not None and person == at_the_device(window)
        if on_turn(person):
            undone += 1
            continue
        if not window.menu_actions.undo.isEnabled():
            refused += 1
        assert adapter.submit(person, match.state.random_action(person, rng))
    raise AssertionError("the game did not end")


def checked_undo(window: MainWindow, person: int, tried: set[int]) -> bool:
    """If Undo is offered, it is the acting person's own decision; take it back (once per
    position, so the game moves on) and check the table is back where that person decided,
    still in their hands."""
    adapter = window.adapter
    match = adapter.match
    assert match is not None
    index = adapter.undo_point()
    assert window.menu_actions.undo.isEnabled() == (index is not None)
    if index is None:
        assert window.menu_actions.undo.toolTip()  # says why, in general words
        return False
    decider = match.history[index][0]
    assert decider == person, f"{match.seats[person].name} could undo seat {decider}'s choice"
    if len(match.history) in tried:
        return False
    tried.add(len(match.history))
    before = match.history[:index]
    window.menu_actions.undo.trigger()
    assert match.history == before
    assert window.last_update is not None and window.last_update.curtain_for is None
    assert at_the_device(window) == person
    return True


@pytest.mark.parametrize(
    ("game_id", "kinds", "seed"),
    [
        ("basari", "hhb", 3),
        ("basari", "hhh", 4),
        ("jewels", "hh", 5),
        ("jewels", "hhh", 6),
        ("basta", "hh", 7),
        ("basta", "hhh", 8),
    ],
)
def test_at_a_shared_table_undo_only_takes_back_the_deciders_own_choice(
    qtbot: Any, window: MainWindow, game_id: str, kinds: str, seed: int
) -> None:
    window.start_game(request(game_id, kinds, seed))
    tried: set[int] = set()
    undone, refused = play_through(qtbot, window, seed, lambda p: checked_undo(window, p, tried))
    assert refused > 0  # the other people's choices were there, and stayed out of reach
    if game_id == "basta":
        assert undone > 0  # a Double's first card or an Exchange before its target: own turn


@pytest.mark.parametrize("kinds", ["hhh", "hhb"])
def test_the_next_person_cannot_undo_a_secret_card_choice(
    qtbot: Any, window: MainWindow, kinds: str
) -> None:
    """The issue's Basari seed 42: Layla chooses and passes; Omar lifts the curtain and presses
    Ctrl+Z: nothing is taken back, and Layla's curtain does not come back up."""
    window.start_game(request("basari", kinds, 42))
    adapter = window.adapter
    for seat in range(3):  # the start positions (B5), each person in turn
        settle(qtbot, window)
        if seats(*kinds)[seat].is_bot:
            continue
        assert adapter.submit(seat, adapter.match.state.legal_actions(seat)[0])  # type: ignore[union-attr]
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Layla" in window.curtain.title.text()
    window.curtain.button.click()
    assert adapter.submit(0, ChooseCard("gems"))
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Omar" in window.curtain.title.text()
    window.curtain.button.click()
    assert at_the_device(window) == 1
    decisions = len(adapter.match.history)  # type: ignore[union-attr]
    assert not window.menu_actions.undo.isEnabled()
    assert "Only the person who made a choice" in window.menu_actions.undo.toolTip()
    assert "gems" not in window.menu_actions.undo.toolTip().lower()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.undo()  # even called directly, it refuses
    assert len(adapter.match.history) == decisions  # type: ignore[union-attr]
    assert window.pages.currentWidget() is window.splitter  # still Omar's table
    assert not any("taken back" in text for text in window.log_model.texts())


def test_a_person_may_undo_their_own_start_while_a_bot_thinks(qtbot: Any) -> None:
    """Two people and a bot: Layla's own choice is hers to take back while the device is
    still with her (the bot after her is thinking), not once it is Omar's turn."""
    bots = BotBox(gated_seats={1})
    adapter = GameAdapter(bot_factory=bots)
    adapter.start(request("basari", "hbh", 6))
    assert adapter.submit(0, ChooseStart(5))
    (bot,) = bots.gated()
    wait_for(qtbot, bot.started.is_set)
    assert adapter.undo_point() == 0
    assert adapter.undo()
    assert adapter.match is not None and adapter.match.history == []
    assert adapter.submit(0, ChooseStart(5))
    bot.gate.set()
    # The bot's move is in and the step after it (Omar's curtain) taken.
    wait_for(qtbot, lambda: adapter.human_to_act() == 2 and not adapter._step_timer.isActive())
    index, why = adapter.undo_check()
    assert index is None and "Only the person" in why
    adapter.stop()


def test_with_one_person_the_old_rule_stays(qtbot: Any) -> None:
    """One person and bots: their last choice may be taken back though bots decided since."""
    bots = BotBox(gated_seats={2})
    adapter = GameAdapter(bot_factory=bots)
    adapter.start(request("basari", "hbb", 6))
    assert adapter.submit(0, ChooseStart(5))
    (bot,) = bots.gated()
    wait_for(qtbot, bot.started.is_set)  # the first bot has placed its start already
    assert adapter.match is not None and len(adapter.match.history) == 2
    assert adapter.undo_point() == 0
    assert adapter.undo()
    assert adapter.match.history == []
    bot.gate.set()
    adapter.stop()
