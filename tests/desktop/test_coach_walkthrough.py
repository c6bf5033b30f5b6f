"""Help > Learn to play <game>: a seeded game against Easy bots with a card of steps.

The main test does everything by keyboard alone, as a person without a mouse would: Alt+H
opens the Help menu, the arrow keys and Enter start the walkthrough, N goes through the steps,
and the game's own keys (named in the steps) make the decisions a step asks for. Every key is
sent to the widget that has the keyboard focus at that moment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from bazaar_desktop import i18n
from bazaar_desktop.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.coach.walkthrough import SEEDS, steps
from bazaar_desktop.main_window import MainWindow


def focused(window: MainWindow) -> QWidget:
    widget = QApplication.focusWidget()
    return widget if widget is not None else window


def press(
    window: MainWindow, key: Qt.Key | str, modifier: Any = Qt.KeyboardModifier.NoModifier
) -> None:
    popup = QApplication.activePopupWidget()
    if popup is None and QApplication.activeWindow() is not window:
        # The offscreen test platform may leave a closed menu as the active window, where a
        # desktop hands activation back: the keys go to the window the person looks at.
        window.activateWindow()
        for _ in range(40):
            if QApplication.activeWindow() is window:
                break
            QTest.qWait(25)
    target = popup or focused(window)
    if isinstance(key, str):
        QTest.keyClicks(target, key)
    else:
        QTest.keyClick(target, key, modifier)


def open_learn_by_keyboard(qtbot: Any, window: MainWindow, game_id: str) -> None:
    """Alt+H, then Down to "Learn to play <game>", then Enter."""
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    wait_for(qtbot, lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    wanted = window.learn_actions[game_id]
    for _ in range(20):
        if menu.activeAction() is wanted:
            break
        QTest.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is wanted
    QTest.keyClick(menu, Qt.Key.Key_Return)


def my_turn(window: MainWindow) -> bool:
    update = window.last_update
    return update is not None and update.human_to_act == 0


# The game keys a learner presses when a step asks them to decide (focus is on the decision).
def jewels_keys(window: MainWindow) -> None:
    press(window, "1")  # one jewel into the focused Buy field
    press(window, Qt.Key.Key_Return)


def basari_keys(window: MainWindow) -> None:
    if window.adapter.match.state.phase == "setup":
        press(window, Qt.Key.Key_Return)  # start at the archway selected
    else:
        press(window, "1")  # the Die card


def basta_keys(window: MainWindow) -> None:
    press(window, Qt.Key.Key_Return)  # play the card picked for us: a safe one


KEYS: dict[str, Callable[[MainWindow], None]] = {
    "jewels": jewels_keys,
    "basari": basari_keys,
    "basta": basta_keys,
}


@pytest.mark.parametrize("game_id", sorted(SEEDS))
def test_the_walkthrough_is_completed_by_keyboard_alone(
    qtbot: Any, window: MainWindow, game_id: str
) -> None:
    ended: list[bool] = []
    window.walkthrough.ended.connect(ended.append)
    open_learn_by_keyboard(qtbot, window, game_id)
    wait_for(qtbot, lambda: window.walkthrough.active)
    match = window.adapter.match
    assert window.adapter.seed == SEEDS[game_id]
    assert [s.level for s in match.seats] == [None, "easy", "easy"]
    card = window.walkthrough.card
    seen: list[int] = []
    for _ in range(60):
        if not window.walkthrough.active:
            break
        index = window.walkthrough.index
        if index not in seen:
            seen.append(index)
            assert card.isVisible() and card.title.text()
        if card.next_button.isEnabled():
            press(window, "n")
            continue
        wait_for(qtbot, lambda: my_turn(window) or card.next_button.isEnabled())
        if my_turn(window) and not card.next_button.isEnabled():
            decided = len(match.history) + 1
            KEYS[game_id](window)
            wait_for(qtbot, lambda n=decided: len(match.history) >= n)
    assert ended == [True]
    assert seen == list(range(len(steps(game_id))))
    assert not card.isVisible()
    assert window.adapter.match is match  # the game goes on after the walkthrough


def test_a_step_that_asks_for_a_decision_waits_for_it(qtbot: Any, window: MainWindow) -> None:
    window.learn_to_play("jewels")
    walkthrough = window.walkthrough
    press(window, "n")
    press(window, "n")
    assert walkthrough.index == 2 and not walkthrough.card.next_button.isEnabled()
    press(window, "n")  # N does nothing until the trade is made
    assert walkthrough.index == 2
    assert walkthrough.card.waiting.text() == "Do it on the table to go on."


def test_the_walkthrough_can_be_left_at_any_step(qtbot: Any, window: MainWindow) -> None:
    ended: list[bool] = []
    window.walkthrough.ended.connect(ended.append)
    window.learn_to_play("basta")
    press(window, "p")  # nothing before the first step
    assert window.walkthrough.index == 0
    press(window, "x")
    assert ended == [False] and not window.walkthrough.card.isVisible()
    assert window.adapter.match is not None and not window.adapter.match.is_over


def test_a_new_game_ends_the_walkthrough(qtbot: Any, window: MainWindow) -> None:
    window.learn_to_play("basari")
    assert window.walkthrough.active
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True))
    window.start_game(NewGameRequest("jewels", seats, {}, 1))
    assert not window.walkthrough.active


@pytest.mark.parametrize("language", ["es", "de"])
def test_the_steps_are_in_the_windows_language(window: MainWindow, language: str) -> None:
    english = [step.title for game in SEEDS for step in steps(game)]
    window.switch_language(language)
    try:
        translated = [step.title for game in SEEDS for step in steps(game)]
        assert all(a != b for a, b in zip(english, translated, strict=True))
    finally:
        window.switch_language("en")
        i18n.install_language("en")
