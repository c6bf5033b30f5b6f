"""The decision box is as tall as the page it shows needs at the side column's width, in German
as in English, at 1366x768: no empty band below the page's last line. A word-wrapped label's
size hint wraps a short text as if the column were a quarter of its width (Qt's guess for a
label of no width yet), so German titles of some 20 letters ("Layla, spiel eine Karte") took
two lines in the hint and one on screen, and the box kept the second line's room empty."""

from __future__ import annotations

import random
from typing import Any

import pytest
from desktop_support import settle, wait_for
from PySide6.QtWidgets import QStackedWidget, QWidget
from test_desktop_saves import act_for_the_person, person_may_act

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow

NAMES = ("Layla", "Omar", "Zeynep", "Karim")
DECISIONS = 3  # the first few of the person's decisions: Basari's start, then its cards


def page_showing(window: MainWindow) -> QWidget:
    page: QWidget | None = window.side.decision_holder
    while isinstance(page, QStackedWidget) and page.currentWidget() is not None:
        page = page.currentWidget()
    assert page is not None
    return page


def empty_band(window: MainWindow) -> str | None:
    """What is wrong with the decision box's height, or None: the page showing is to be as
    tall as its layout needs at its width, and nothing shown inside it is to lie below it."""
    page = page_showing(window)
    layout = page.layout()
    assert layout is not None and page.isVisible()
    needed = layout.heightForWidth(page.width()) if layout.hasHeightForWidth() else -1
    needed = max(needed, layout.minimumSize().height())
    shown = [w for w in page.findChildren(QWidget) if w.isVisible()]
    bottom = max(w.mapTo(page, w.rect().bottomLeft()).y() + 1 for w in shown)
    below = page.height() - bottom - layout.contentsMargins().bottom()
    if page.height() > needed + 2 or below > 3:
        name = type(page).__name__
        return f"{name}: {page.height()} px tall for {needed} px needed, {below} px empty below"
    return None


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(("game_id", "players"), [("basari", 4), ("jewels", 3), ("basta", 3)])
def test_the_decision_box_fits_its_page_at_1366x768(
    qtbot: Any, window: MainWindow, language: str, game_id: str, players: int
) -> None:
    assert (window.width(), window.height()) == (1366, 768)
    window.switch_language(language)
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(NAMES[:players]))
    window.start_game(NewGameRequest(game_id, seats, {}, 5))
    rng = random.Random(3)
    found = []
    for _ in range(DECISIONS):
        wait_for(qtbot, lambda: person_may_act(window))
        if window.last_update is None or window.last_update.is_over:
            break
        settle(qtbot, window)
        found.append(empty_band(window))
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    assert len(found) == DECISIONS
    assert [f for f in found if f] == []
