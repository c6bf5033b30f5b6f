"""Statistics in the window: finished games are recorded once, shown, reset; a damaged file."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari
from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QMessageBox

from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog
from bazaar_desktop.services.stats import GameRecord, SeatResult
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.base import RandomBot
from bazaar_engine.core.saves import truncated, write_save
from bazaar_engine.games import make_game
from bazaar_engine.sim import play_match


def finish(qtbot: Any, window: MainWindow, start: Any) -> None:
    with qtbot.waitSignal(window.adapter.game_over, timeout=60000):
        start()
    # The window counted the game as game_over reached it (connected before this wait).
    qtbot.waitUntil(lambda: not window.session.results.busy, timeout=30000)  # off the GUI thread


def open_statistics(qtbot: Any, window: MainWindow) -> StatisticsDialog:
    window.menu_actions.statistics.trigger()
    dialog = window.statistics_dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def bots_match(seed: int) -> Any:
    bots = [RandomBot(f"{seed}/{seat}") for seat in range(3)]
    return play_match(make_game("basari"), bots, random.Random(seed), seat_names=["A", "B", "C"])


def test_a_game_finished_in_the_window_is_recorded_once_and_shown(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    finish(qtbot, window, lambda: window.start_game(basari("b", "b", "b", seed=4)))
    assert window.stats.games_played("basari") == 1
    match = window.adapter.match
    assert match is not None
    winners = len(match.state.winners())
    dialog = open_statistics(qtbot, window)
    assert dialog.tables["basari"]["kinds"].cell_texts() == [
        ["Random bots", "3", str(winners), f"{round(100 * winners / 3)} %"]
    ]
    best = max(match.state.scores())
    assert dialog.tables["basari"]["best"].cell_texts()[0][1] == f"{best:g}"
    dialog.close()

    saved = tmp_path / "finished.bazaar.json"
    write_save(str(saved), match)
    finish(qtbot, window, lambda: window.load_file(str(saved)))  # a finished save, reopened
    assert window.stats.games_played() == 1


def test_a_saved_game_finished_after_loading_is_recorded(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    half = truncated(bots_match(8), 40)
    saved = tmp_path / "half.bazaar.json"
    write_save(str(saved), half, key=window.autosaver.key.get())  # saved on this computer
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert window.stats.games_played() == 1
    assert {row.level for row in window.stats.results_by_kind("basari")} == {"random"}


def test_a_finished_game_loaded_from_a_save_is_not_counted(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    saved = tmp_path / "elsewhere.bazaar.json"
    write_save(str(saved), bots_match(9))  # finished somewhere else, never counted here
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert window.results_dialog is not None
    assert window.stats.games_played() == 0


def people_and_bots(window: MainWindow) -> None:
    """Ana wins, loses to a hard bot, wins twice; a Basta! game where she has 3 chips."""

    def seats(ana_wins: bool, level: str, ana: float = 10) -> tuple[SeatResult, ...]:
        return (
            SeatResult("Ana", False, None, ana, ana_wins),
            SeatResult("Omar", True, level, 5, not ana_wins),
        )

    games = [
        GameRecord("basari", "2026-02-01T10:00:00+01:00", seats(True, "easy", 31), 50, "g1"),
        GameRecord("basari", "2026-02-02T10:00:00+01:00", seats(False, "hard"), 50, "g2"),
        GameRecord("basari", "2026-02-03T10:00:00+01:00", seats(True, "hard", 44), 50, "g3"),
        GameRecord("basari", "2026-02-04T10:00:00+01:00", seats(True, "hard", 12), 50, "g4"),
        GameRecord("basta", "2026-02-05T10:00:00+01:00", seats(True, "easy", 3), 50, "g5"),
    ]
    for record in games:
        assert window.stats.record(record)


def test_the_statistics_dialog_shows_the_recorded_numbers(qtbot: Any, window: MainWindow) -> None:
    people_and_bots(window)
    dialog = open_statistics(qtbot, window)
    assert "Finished games in all: 5." in dialog.overall.text()
    summary = dialog.summaries["basari"].text()
    assert "Games played: 4" in summary
    assert "current winning streak 2, best 2" in summary
    tables = dialog.tables["basari"]
    assert tables["kinds"].cell_texts() == [
        ["People", "4", "3", "75 %"],
        ["Easy bots", "1", "0", "0 %"],
        ["Hard bots", "3", "1", "33 %"],
    ]
    assert tables["versus"].cell_texts() == [
        ["Against easy bots", "1", "1", "0", "100 %"],
        ["Against hard bots", "3", "2", "1", "67 %"],
    ]
    best = tables["best"].cell_texts()
    assert [row[:2] for row in best[:2]] == [["Ana", "44"], ["Ana", "31"]]
    shown_date = QLocale().toString(QDate(2026, 2, 3), QLocale.FormatType.ShortFormat)
    assert best[0][2] in ("2026-02-03", shown_date)
    assert tables["best"].horizontalHeaderItem(1).text() == "Points"  # type: ignore[union-attr]


@pytest.mark.parametrize("answer", [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No])
def test_reset_asks_first_and_then_forgets_every_game(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, answer: Any
) -> None:
    people_and_bots(window)
    dialog = open_statistics(qtbot, window)
    asked: list[str] = []

    def question(_parent: Any, title: str, *_args: Any) -> Any:
        asked.append(title)
        return answer

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    dialog.reset_button.click()
    assert asked == ["Reset statistics"]
    if answer == QMessageBox.StandardButton.Yes:
        assert window.stats.games_played() == 0
        assert "Finished games in all: 0." in dialog.overall.text()
        assert dialog.tables["basari"] == {}  # "No finished games yet."
        assert not dialog.reset_button.isEnabled()
    else:
        assert window.stats.games_played() == 5
        assert dialog.tables["basari"]["kinds"].rowCount() == 3


def test_a_damaged_statistics_file_is_replaced_and_said_once_in_the_status_line(
    qtbot: Any, window: MainWindow
) -> None:
    path = window.stats.path
    path.write_bytes(os.urandom(4096))
    finish(qtbot, window, lambda: window.start_game(basari("b", "b", "b", seed=5)))
    message = window.statusBar().currentMessage()
    backups = list(path.parent.glob("stats.sqlite3.corrupt-*"))
    assert len(backups) == 1
    assert "could not be read" in message and backups[0].name in message
    assert window.stats.games_played() == 1  # the fresh file has the game just played
    dialog = open_statistics(qtbot, window)
    assert dialog.notice.isHidden()  # already said


def test_the_statistics_dialog_says_when_it_found_the_file_damaged(
    qtbot: Any, window: MainWindow
) -> None:
    window.stats.path.write_bytes(b"SQLite format 3\x00" + os.urandom(300))
    dialog = open_statistics(qtbot, window)
    assert not dialog.notice.isHidden()
    assert "corrupt-" in dialog.notice.text() and "new one was started" in dialog.notice.text()
    assert "Finished games in all: 0." in dialog.overall.text()
    dialog.close()
    again = open_statistics(qtbot, window)
    assert again.notice.isHidden()


def test_an_empty_tables_note_is_shown_whole(qtbot: Any, window: MainWindow) -> None:
    """Only bots have played: the people-against-bots table says so across its whole width,
    not cut to its first column."""
    finish(qtbot, window, lambda: window.start_game(basari("b", "b", "b", seed=4)))
    dialog = open_statistics(qtbot, window)
    table = dialog.tables["basari"]["versus"]
    note = table.item(0, 0)
    assert note is not None and note.text() == "No games of people against bots yet"
    room = table.visualItemRect(note).width()
    needed = table.fontMetrics().horizontalAdvance(note.text())
    assert room >= needed + 8, (room, needed)
    dialog.close()
