"""At a pass-and-play table a person who misclicked their secret Basari card can
take it back for a moment ("Gems chosen — Undo") before the device passes; nothing of it
reaches the table (nor another seat) until it is handed in."""

from __future__ import annotations

import time
from typing import Any

from desktop_support import basari, match_of, next_turn, panel_of, wait_for
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_desktop_pass_and_play import card_faces, everything_written
from test_keys_without_a_click import key

from bazaar_desktop.panels.basari_panels import CONFIRM_MS, BasariDecisionPanel
from bazaar_desktop.window.main_window import MainWindow


def lift_for(qtbot: Any, window: MainWindow, name: str) -> None:
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert name in window.curtain.title.text()
    QTest.keyClick(window.curtain.button, Qt.Key.Key_Return)
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.splitter)


def test_a_misclicked_card_is_taken_back_before_the_curtain(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    lift_for(qtbot, window, "Layla")
    match = window.adapter.match
    assert match is not None
    decided = len(match.history)
    cards = window.table.panel.cards  # type: ignore[union-attr]
    gems = next(n for n, o in enumerate(cards.decision.options) if o.card == "gems")
    key(str(gems + 1))  # the wrong card
    assert cards.confirm_line.text() == "Gems chosen."
    assert cards.undo_button.isVisible() and cards.pass_button.isVisible()
    assert len(match.history) == decided  # not handed in: nobody knows of it
    assert window.pages.currentWidget() is window.splitter  # no curtain yet
    assert "gems" not in card_faces(window)[1:]
    key(Qt.Key.Key_Backspace)  # "Undo"
    assert not cards.confirm_box.isVisible() and len(match.history) == decided
    die = next(n for n, o in enumerate(cards.decision.options) if o.card == "die")
    key(str(die + 1))
    assert cards.confirm_line.text() == "Die chosen."
    key(Qt.Key.Key_Return)  # Pass the device
    lift_for(qtbot, window, "Omar")
    assert match.history[decided][0] == 0  # Layla's card is in: the Die, not the Gems
    assert card_faces(window)[0] is None  # face down for Omar
    assert "Layla: Die" not in everything_written(window)


def test_the_card_is_handed_in_by_itself_after_a_moment(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    lift_for(qtbot, window, "Layla")
    cards = window.table.panel.cards  # type: ignore[union-attr]
    key("1")
    pressed = time.monotonic()
    assert cards.confirm_box.isVisible()
    next_turn(qtbot)  # the events of the key press are handled: the card is not in yet
    if time.monotonic() - pressed < CONFIRM_MS / 1000:  # (unless the machine took that long)
        assert window.pages.currentWidget() is window.splitter  # the moment is not over
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)  # by itself
    assert "Omar" in window.curtain.title.text()


def test_with_one_person_the_card_goes_in_at_once(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    window.start_game(basari("h", "b", "b", seed=21, start_positions="random"))
    wait_for(
        qtbot,
        lambda: (
            window.table is not None
            and panel_of(window, BasariDecisionPanel).currentWidget()
            is panel_of(window, BasariDecisionPanel).cards
        ),
    )
    match = match_of(window)
    decided = len(match.history)
    key("1")
    assert len(match.history) == decided + 1  # Ctrl+Z takes it back: no curtain to come
