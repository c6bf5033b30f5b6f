"""At 1024x600 the side column shows whole what it shows ("Jewel Bazaar's log
shrinks to one line and the players list shows 2 of 3 rows … Hide what does not fit instead of
squeezing it"): every player's row, the log with three lines or not at all, and every line of
the decision, through real games of each of the three, in the languages with the longest
texts. A how-to note the status line says too is what gives way."""

from __future__ import annotations

import random
from typing import Any

import pytest
from desktop_support import settle, wait_for
from PySide6.QtWidgets import QAbstractButton, QLabel
from test_desktop_saves import act_for_the_person, person_may_act

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.game_page.side_column import SideColumn
from bazaar_desktop.window.main_window import MainWindow

NAMES = ("Layla", "Omar", "Zeynep", "Karim", "Samira", "Yusuf")


def squeezed(side: SideColumn) -> list[str]:
    """What the side column shows cut or squeezed now."""
    found = []
    view = side.players_view
    rows = view.model().rowCount()
    every_row = view.horizontalHeader().height() + 2 * view.frameWidth()
    every_row += sum(view.rowHeight(row) for row in range(rows))
    if view.height() < every_row - 1:
        found.append(f"players: {view.height()} px for {rows} rows of {every_row} px")
    if side.log_box.isVisible():
        lines = 3 * side.log_view.fontMetrics().lineSpacing()
        if side.log_view.height() < lines - 2:
            found.append(f"log: {side.log_view.height()} px, under three lines ({lines} px)")
    box = side.decision_box
    if box.geometry().bottom() > side.height():
        found.append(f"decision box ends at {box.geometry().bottom()} of {side.height()} px")
    for label in box.findChildren(QLabel):
        if not (label.isVisible() and label.text()):
            continue
        needed = (
            label.heightForWidth(label.width())
            if label.wordWrap()
            else label.fontMetrics().height()
        )
        if label.height() < needed - 2:
            found.append(f"line cut: {label.text()[:40]!r} {label.height()} of {needed} px")
    for button in box.findChildren(QAbstractButton):
        if button.isVisible() and button.height() < button.minimumSizeHint().height() - 2:
            found.append(f"button squeezed: {button.text()[:30]!r}")
    return found


@pytest.mark.parametrize(
    ("game_id", "players", "language", "seed"),
    [
        ("basari", 4, "de", 5),  # the card's effects in German: the players' last row was cut
        ("basari", 4, "es", 9),
        ("jewels", 3, "en", 3),  # the log one line high, two of three players' rows
        ("jewels", 4, "de", 5),
        ("basta", 6, "es", 9),  # six rows: the list counted five, kept the log, cut the sixth
    ],
)
def test_at_1024x600_the_side_column_shows_whole_what_it_shows(
    qtbot: Any, window: MainWindow, game_id: str, players: int, language: str, seed: int
) -> None:
    window.resize(1024, 600)
    window.app_settings.set_language(language)
    seats = tuple(SeatSpec(NAMES[n], n > 0, "random") for n in range(players))
    window.start_game(NewGameRequest(game_id, seats, {}, seed))
    side = window.findChild(SideColumn)
    assert side is not None
    rng = random.Random(seed)
    seen: list[str] = []
    for _ in range(12):
        wait_for(qtbot, lambda: person_may_act(window))
        if window.last_update is None or window.last_update.is_over:
            break
        settle(qtbot, window)  # the column lays itself out
        assert window.height() == 600
        seen += [f"{type(window.table.panel).__name__}: {p}" for p in squeezed(side)]  # type: ignore[union-attr]
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    assert not seen


def test_a_spare_line_left_out_comes_back_in_a_taller_window(
    qtbot: Any, window: MainWindow
) -> None:
    """The how-to note under Basari's card choice gives way at 1024x600 in German, and is
    there again at 1366x768."""
    from bazaar_desktop.panels.basari_panels import CardChoicePanel

    window.resize(1024, 600)
    window.app_settings.set_language("de")
    seats = tuple(SeatSpec(NAMES[n], n > 0, "random") for n in range(4))
    window.start_game(NewGameRequest("basari", seats, {}, 5))
    panel = window.findChild(CardChoicePanel)
    assert panel is not None

    def choosing() -> bool:
        return person_may_act(window) and panel.isVisible()

    rng = random.Random(5)
    for _ in range(6):
        wait_for(qtbot, lambda: person_may_act(window))
        if choosing():
            break
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    assert choosing()
    settle(qtbot, window)
    assert not panel.hint.isVisible()
    window.resize(1366, 768)
    qtbot.waitUntil(panel.hint.isVisible, timeout=3000)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: not panel.hint.isVisible(), timeout=3000)
