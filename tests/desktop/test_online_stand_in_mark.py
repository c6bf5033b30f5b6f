"""A bot the host let play for an away person is marked in the players' list, in the row
itself and in every language, not only in the row's tooltip: "Bea (bot playing)" while it
plays for her, "Bea" again once her seat is given back. A real `bazaar-server` process and
two windows, as in test_online_away_button.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_support import settle, wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from test_online_away_button import seated_with_bea, shown_buttons, window

from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take


def name_cell(window: MainWindow, seat: int) -> str:
    """The name cell of a seat's row as the list shows it."""
    model = window.side.players_model
    return str(model.data(model.index(seat, 0), Qt.ItemDataRole.DisplayRole))


def test_a_bot_playing_for_an_away_person_is_marked_in_her_row(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    bea = seated_with_bea(qtbot, window, server.address, tmp_path / "bea")
    assert name_cell(window, 2) == "Bea"
    bea.online_desk().stop()  # Bea's connection drops: the table waits for her
    wait_for(qtbot, lambda: shown_buttons(window) == ["Let a bot play for Bea"], 30000)
    [button] = [b for b in window.side.away_seats.findChildren(QPushButton) if b.isVisible()]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: shown_buttons(window) == ["Give Bea's seat back"], 30000)
    wait_for(qtbot, lambda: name_cell(window, 2).startswith("Bea ("))
    assert name_cell(window, 2) in ("Bea (bot playing)", "Bea (bot thinking)")
    assert name_cell(window, 1) == "Bot 2"  # a bot of its own seat is not a stand-in
    settle(qtbot, window)
    window.side.grab().save(str(tmp_path / "stand-in-en.png"))
    for language, words in (
        ("de", ("Bea (Bot spielt)", "Bea (Bot denkt nach)")),
        ("es", ("Bea (juega un bot)", "Bea (bot pensando)")),
    ):
        window.switch_language(language)
        try:
            wait_for(qtbot, lambda w=words: name_cell(window, 2) in w)  # type: ignore[misc]
            settle(qtbot, window)
            window.side.grab().save(str(tmp_path / f"stand-in-{language}.png"))
        finally:
            window.switch_language("en")
    [button] = [b for b in window.side.away_seats.findChildren(QPushButton) if b.isVisible()]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # her seat back: she is away again
    wait_for(qtbot, lambda: shown_buttons(window) == ["Let a bot play for Bea"], 30000)
    wait_for(qtbot, lambda: name_cell(window, 2) == "Bea (away)")
