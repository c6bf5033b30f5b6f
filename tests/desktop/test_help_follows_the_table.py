"""F1 opens the rules of the game being played; Watch replay… during a game offers
this game before a file chooser; Save as and Open start in the saves folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog
from test_desktop_saves import person_may_act
from test_keys_without_a_click import key

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow
from bazaar_desktop.window.session import saves_folder

SEATS = (SeatSpec("Layla", False), SeatSpec("Omar", True, "random"))


def start(qtbot: Any, window: MainWindow, game_id: str) -> None:
    window.activateWindow()
    window.start_game(NewGameRequest(game_id, SEATS, {}, 4))
    wait_for(qtbot, lambda: person_may_act(window))
    wait_for(qtbot, lambda: QApplication.activeWindow() is window)


@pytest.mark.parametrize(("game_id", "title"), [("basta", "Basta!"), ("jewels", "Jewel Bazaar")])
def test_f1_opens_the_rules_of_the_game_on_the_table(
    qtbot: Any, window: MainWindow, game_id: str, title: str
) -> None:
    start(qtbot, window, game_id)
    seen: list[str] = []

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        seen.append(dialog.windowTitle())
        dialog.reject()

    QTimer.singleShot(300, read_and_close)
    key(Qt.Key.Key_F1)
    wait_for(qtbot, lambda: bool(seen), timeout=5000)
    assert seen == [f"Rules of {title}"]


def test_watch_replay_during_a_game_offers_this_game_first(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(qtbot, window, "jewels")
    asked: list[object] = []

    def ask(*a: object, **_k: object) -> tuple[str, str]:
        asked.append(a)
        return ("", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", ask)
    window.menu_actions.replay.trigger()
    question = window.results.replay_question
    assert question is not None
    wait_for(qtbot, question.isVisible)
    assert not asked  # no file chooser first
    QTest.keyClick(question, Qt.Key.Key_Return)  # "This game" is the default
    wait_for(qtbot, lambda: window.replay_viewer is not None)
    viewer = window.replay_viewer
    assert viewer is not None and "this game" in viewer.windowTitle()
    assert not asked


def test_save_as_and_open_start_in_the_saves_folder(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    start(qtbot, window, "jewels")
    offered: list[str] = []

    def chooser(_parent: object, _title: str, where: str, *_rest: object) -> tuple[str, str]:
        offered.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chooser)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", chooser)
    monkeypatch.chdir(tmp_path / "..")  # started from another folder
    window.menu_actions.save_as.trigger()
    window.menu_actions.open.trigger()
    folder = saves_folder(window.settings)
    assert folder.is_dir() and folder != Path.cwd()
    assert Path(offered[0]).parent == folder and offered[0].endswith(".bazaar.json")
    assert Path(offered[1]) == folder
