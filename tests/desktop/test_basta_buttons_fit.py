"""Every Basta! decision button shows its whole text at 1024x600, online and at a local table,
in English and German: online, "Play 1 (Enter)" read "Play 1 (Enter" between two arrows each
as wide as the style's least button. The arrows now take their arrows' width, and the play
button a row of its own above them where the row is still too narrow."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import settle, wait_for
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton
from test_desktop_basta_game import human_can_act, take_one_decision
from test_online_play import decide_once, open_table_from_dialog, window
from test_text_fits import clipped

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.panels.basta_panels import PlayPanel
from bazaar_desktop.panels.common import StepRow
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take


@pytest.fixture(params=["bare", "light"])
def style(request: Any) -> Iterator[str]:
    """Fusion bare (the style least buttons are widest in: 80 px, the online tests' windows)
    and in the light theme's style sheet (the application's own)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet, palette = app.styleSheet(), app.palette()
    if request.param == "bare":
        app.setStyleSheet("")
    else:
        theme.apply_theme(app, request.param)
    yield request.param
    app.setStyleSheet(sheet)
    app.setPalette(palette)


def cut_buttons(window: MainWindow) -> list[str]:
    """The decision's buttons whose text is wider than the button (frame and padding in)."""
    box = window.side.decision_box
    assert any(b.isVisible() and b.text() for b in box.findChildren(QAbstractButton))
    return [problem for problem in clipped(box) if problem.startswith("button")]


def test_a_row_too_narrow_puts_the_main_button_above_the_arrows(qtbot: Any, style: str) -> None:
    row = StepRow(QPushButton("◀"), QPushButton("Lay the Double… (Enter)"), QPushButton("▶"))
    qtbot.addWidget(row)
    row.resize(400, 80)
    row.show()
    qtbot.waitExposed(row)
    assert row.stacked is False
    row.resize(200, 80)  # room for the text, not for the arrows beside it
    qtbot.waitUntil(lambda: row.stacked is True)
    row.grid.activate()
    assert row.main.width() >= row.main.sizeHint().width() - 2
    assert row.before.geometry().top() > row.main.geometry().bottom()
    assert not [p for p in clipped(row) if p.startswith("button")]
    row.resize(400, 80)
    qtbot.waitUntil(lambda: row.stacked is False)


@pytest.mark.parametrize("language", ["en", "de"])
def test_online_at_1024x600_every_decision_button_shows_its_whole_text(
    qtbot: Any,
    window: MainWindow,
    server: ServerProcess,
    tmp_path: Path,
    language: str,
    style: str,
) -> None:
    window.switch_language(language)
    open_table_from_dialog(qtbot, window, server.address)
    window.resize(1024, 600)
    rng = random.Random(1)
    seen: list[str] = []
    for _ in range(4):
        wait_for(qtbot, lambda: human_can_act(window), 30000)
        if window.last_update.is_over:  # type: ignore[union-attr]
            break
        settle(qtbot, window)
        seen += cut_buttons(window)
        decide_once(qtbot, window, rng)
    assert not seen


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_a_local_table_at_1024x600_every_decision_button_shows_its_whole_text(
    qtbot: Any, window: MainWindow, language: str, style: str
) -> None:
    window.resize(1024, 600)
    window.switch_language(language)
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(("Ann", "Bo", "Cy")))
    window.start_game(NewGameRequest("basta", seats, {}, 4))
    rng = random.Random(4)
    seen: list[str] = []
    for _ in range(6):
        wait_for(qtbot, lambda: human_can_act(window))
        if window.last_update.is_over:  # type: ignore[union-attr]
            break
        settle(qtbot, window)
        seen += cut_buttons(window)
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        take_one_decision(qtbot, window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    assert not seen


def test_in_german_the_longest_card_name_fits_leaving_off_the_key(
    qtbot: Any, window: MainWindow, style: str
) -> None:
    """ "Richtungswechsel spielen (Eingabe)" is wider than the whole side column at 1024x600:
    the button says "Richtungswechsel spielen" (the hand and the status line say Enter), and
    the whole text again where there is room."""
    window.resize(1024, 600)
    window.switch_language("de")
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(("Ann", "Bo", "Cy")))
    window.start_game(NewGameRequest("basta", seats, {}, 4))
    wait_for(qtbot, lambda: human_can_act(window))
    panel = window.findChild(PlayPanel)
    assert panel is not None
    whole = "Richtungswechsel spielen (Eingabe)"
    panel.play_button.setText(whole)  # as a picked card sets it
    panel.buttons.arrange()
    settle(qtbot, window)
    shown = panel.play_button.text()
    # In the theme's bold it is the short text; in bare Fusion the whole text fits its row.
    assert shown == ("Richtungswechsel spielen" if style == "light" else whole)
    assert not cut_buttons(window)
    window.resize(1366, 768)
    settle(qtbot, window)
    assert panel.play_button.text() == whole
    assert not cut_buttons(window)
