"""What the window says about a lesson and about a game that goes on in its own row is true:
quitting during Learn to play says the lesson is not kept (not that an autosave failed);
leaving a lesson, or opening the save of the game on the table, does not say a game is kept in
Game > Games in progress when the list holds no such game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, wait_for
from PySide6.QtCore import Qt
from test_desktop_saves import choose_file, person_may_act, play_person_moves

from bazaar_desktop.services.games_in_progress import list_games
from bazaar_desktop.window.main_window import MainWindow

KEPT = "kept in Game > Games in progress"


def test_quitting_during_a_lesson_says_the_lesson_is_not_kept(
    qtbot: Any, window: MainWindow
) -> None:
    window.learn_to_play("basari")
    wait_for(qtbot, lambda: window.game_in_progress())
    window.menu_actions.quit.trigger()
    prompt = window.quit_prompt
    assert prompt is not None
    qtbot.waitExposed(prompt)
    assert "autosave failed" not in prompt.text()
    assert "lesson is not kept" in prompt.text()
    qtbot.mouseClick(prompt.button(prompt.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.isVisible()


def test_leaving_a_lesson_for_a_new_game_does_not_say_it_is_kept(
    qtbot: Any, window: MainWindow
) -> None:
    window.learn_to_play("jewels")
    wait_for(qtbot, lambda: window.game_in_progress())
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    window.start_game(basari("h", "b", "b"))
    wait_for(qtbot, lambda: window.game_in_progress())
    assert not any(KEPT in message for message in said)
    assert list_games(window.autosaver.folder).games == []


def test_opening_the_save_of_the_game_on_the_table_does_not_say_it_is_kept(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_game(basari("h", "b", "b", seed=31))
    play_person_moves(qtbot, window, 2, random.Random(31))
    wait_for(qtbot, lambda: person_may_act(window))
    saved = tmp_path / "evening.bazaar.json"
    choose_file(monkeypatch, saved)
    window.menu_actions.save_as.trigger()
    wait_for(qtbot, lambda: saved.exists())
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    window.menu_actions.open.trigger()
    wait_for(qtbot, lambda: "evening.bazaar.json" in " ".join(window.log_model.texts()))
    assert not any(KEPT in message for message in said)
    assert window.autosaver.flush()
    held = window.autosaver.held_files()
    listed = [game for game in list_games(window.autosaver.folder).games if game.path not in held]
    assert listed == [], "no other game is in the list"
