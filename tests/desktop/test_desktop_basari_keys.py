"""Basari's decision panels by keyboard: barter counters, accept, and a player who cannot raise."""

from __future__ import annotations

from typing import Any

from desktop_support import settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.viewmodels.basari import BarterDecision, Gems


def barter(hand: Gems, on_table: Gems | None, *, can_raise: bool = True) -> BarterDecision:
    """A barter decision whose validator is a stand-in: offers must hold more than 2 gems."""

    def problem_for(gems: Gems) -> str | None:
        return None if sum(gems) > 2 else "your offer must beat 2 gems: offer more than 2 gems"

    return BarterDecision(
        seat=0,
        other=1,
        card="gems",
        hand=hand,
        on_table=on_table,
        can_raise=can_raise,
        accept="ACCEPT" if on_table is not None else None,
        suggestion=(0, 0, 0, 3) if can_raise else (0, 0, 0, 0),
        problem_for=problem_for,
        offer_for=lambda gems: ("OFFER", gems),
    )


def show(qtbot: Any, decision: BarterDecision) -> tuple[QMainWindow, BasariDecisionPanel]:
    window = QMainWindow()
    panel = BasariDecisionPanel()
    window.setCentralWidget(panel)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    panel.barter.show_decision(decision, "Layla", "Omar")
    panel.setCurrentWidget(panel.barter)
    qtbot.waitUntil(panel.barter.isVisible)
    settle(qtbot, window)  # let the page change settle before keys arrive
    return window, panel


def test_b20_a_raise_is_built_with_colour_keys_and_made_with_enter(qtbot: Any) -> None:
    window, panel = show(qtbot, barter((2, 1, 0, 4), (1, 1, 0, 0)))
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    qtbot.keyClick(window, Qt.Key.Key_Backspace)  # clear the suggestion
    assert panel.barter.counts == [0, 0, 0, 0]
    qtbot.keyClick(window, Qt.Key.Key_R)
    qtbot.keyClick(window, Qt.Key.Key_R)
    qtbot.keyClick(window, Qt.Key.Key_R)  # only 2 red held: the third press does nothing
    qtbot.keyClick(window, Qt.Key.Key_Y)
    assert panel.barter.counts == [2, 1, 0, 0]
    assert panel.barter.offer_button.isEnabled()
    assert "beats 1 red + 1 yellow" in panel.barter.verdict.text()
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert panel.barter.counts == [1, 1, 0, 0]
    assert not panel.barter.offer_button.isEnabled()  # the validator's reason is shown
    assert "more than 2 gems" in panel.barter.verdict.text()
    assert "more than 2 gems" in panel.barter.offer_button.toolTip()
    qtbot.keyClick(window, Qt.Key.Key_Return)  # refused: nothing is sent
    assert chosen == []
    qtbot.keyClick(window, Qt.Key.Key_B)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert chosen == [("OFFER", (1, 1, 0, 1))]


def test_b23_a_player_who_cannot_raise_is_told_so_and_may_only_accept(qtbot: Any) -> None:
    window, panel = show(qtbot, barter((0, 0, 0, 1), (3, 0, 0, 0), can_raise=False))
    chosen: list[object] = []
    panel.chosen.connect(chosen.append)
    assert "cannot beat this offer" in panel.barter.verdict.text()
    assert not panel.barter.offer_button.isEnabled()
    assert not any(button.isEnabled() for button in panel.barter.plus)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert panel.barter.counts == [0, 0, 0, 0]
    qtbot.keyClick(window, Qt.Key.Key_A)
    assert chosen == ["ACCEPT"]
