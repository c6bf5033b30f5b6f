"""The side column sizes its decision box again when its width changes, as it does after a
language switch: in German, narrowing the window from 1366x768 to 1024x600 wrapped Basari's
card effects to more lines in a box kept at its old height, and the texts ran over each
other (the card's name over its effect, the effect cut at the box's foot)."""

from __future__ import annotations

import random
from typing import Any

from desktop_support import settle, wait_for
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QWidget
from test_desktop_saves import act_for_the_person, person_may_act

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.game_page.side_column import SideColumn
from bazaar_desktop.panels.basari_panels import CardChoicePanel
from bazaar_desktop.window.main_window import MainWindow

NAMES = ("Layla", "Omar", "Zeynep", "Karim")


def _rect_in(widget: QWidget, root: QWidget) -> QRect:
    return QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())


def overlaps(box: QWidget) -> list[str]:
    """What in `box` lies outside it, is shorter than its wrapped text, or over a sibling."""
    found = []
    shown = [w for w in box.findChildren(QWidget) if w.isVisible()]
    whole = QRect(QPoint(0, 0), box.size())
    for widget in shown:
        if not whole.contains(_rect_in(widget, box)):
            found.append(f"outside the box: {widget!r} at {_rect_in(widget, box)}")
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            needed = widget.heightForWidth(widget.width())
            if widget.height() < needed - 1:
                found.append(f"cut: {widget.text()[:30]!r} {widget.height()} of {needed} px")
    for n, one in enumerate(shown):
        for other in shown[n + 1 :]:
            if one.parentWidget() is other.parentWidget() and one.geometry().intersects(
                other.geometry()
            ):
                found.append(f"over each other: {one!r} and {other!r}")
    return found


def choosing_a_card(window: MainWindow) -> bool:
    panel = window.findChild(CardChoicePanel)  # a new one after the language switch
    return panel is not None and panel.isVisible()


def test_narrowing_the_window_in_german_refits_the_decision_box(
    qtbot: Any, window: MainWindow
) -> None:
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(NAMES))
    window.start_game(NewGameRequest("basari", seats, {}, 5))
    window.switch_language("de")
    side = window.findChild(SideColumn)
    assert side is not None
    rng = random.Random(3)
    for _ in range(4):  # the start position first, then the card choice
        wait_for(qtbot, lambda: person_may_act(window))
        if choosing_a_card(window):
            break
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    assert choosing_a_card(window)
    settle(qtbot, window)
    assert not overlaps(side.decision_box)
    window.resize(1024, 600)
    settle(qtbot, window)
    assert side.width() < 400  # narrower than at 1366x768: the effects wrap anew
    assert not overlaps(side.decision_box)
