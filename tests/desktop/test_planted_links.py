"""The app's own files (games in progress, statistics, settings, the save
key, results waiting to be counted) never follow a symbolic link planted in their folder: the
link is set aside with one note, and its target is never written, created or removed."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, next_turn, wait_for
from PySide6.QtCore import QSettings
from test_desktop_saves import person_may_act, play_person_moves
from test_desktop_statistics import bots_match

from bazaar_desktop.services.own_files import LINK_SUFFIX
from bazaar_desktop.services.results_keeper import ResultsKeeper
from bazaar_desktop.services.stats import StatsStore, record_from_match
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import read_save

pytestmark = pytest.mark.skipif(os.name != "posix", reason="symbolic links")


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    """Someone's file elsewhere, which a planted link points to."""
    path = tmp_path / "elsewhere" / "thesis.txt"
    path.parent.mkdir()
    path.write_text("four years of work", encoding="utf-8")
    return path


def untouched(victim: Path) -> bool:
    return victim.read_text(encoding="utf-8") == "four years of work"


def test_a_link_planted_in_place_of_a_running_games_file_is_set_aside(
    qtbot: Any, window: MainWindow, victim: Path
) -> None:
    rng = random.Random(2)
    window.start_game(basari("h", "b", "b", seed=5))
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    game_file = window.autosaver.path
    assert game_file is not None
    game_file.unlink()
    game_file.symlink_to(victim)  # planted while Bazaar runs
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    next_turn(qtbot)  # the writer's reports, posted before it went idle, handled
    assert untouched(victim)
    assert not game_file.is_symlink()  # the game's own file again, with every decision
    assert read_save(game_file).history == window.adapter.match.history  # type: ignore[union-attr]
    aside = game_file.with_name(game_file.name + LINK_SUFFIX)
    assert aside.is_symlink() and os.readlink(aside) == str(victim)
    assert aside.name in window.statusBar().currentMessage()


def test_a_dangling_statistics_link_creates_nothing(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "made-by-sqlite.db"
    target.parent.mkdir()
    path = tmp_path / "stats.sqlite3"
    path.symlink_to(target)
    store = StatsStore(path)
    assert store.record(record_from_match("basari", bots_match(3)))
    assert not target.exists() and os.listdir(target.parent) == []
    assert path.is_file() and not path.is_symlink()
    problem = store.take_problem()
    assert problem is not None and problem.backup is not None
    assert problem.backup.is_symlink() and "link" in problem.reason


def test_a_statistics_journal_link_is_not_followed_either(tmp_path: Path, victim: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).games_played()
    journal = tmp_path / "stats.sqlite3-journal"
    journal.symlink_to(victim)
    store = StatsStore(path)
    assert store.record(record_from_match("basari", bots_match(4)))
    assert untouched(victim) and not journal.exists()


def test_a_settings_file_that_is_a_link_is_set_aside_at_start(
    qtbot: Any, tmp_path: Path, victim: Path
) -> None:
    ini = tmp_path / "settings.ini"
    ini.symlink_to(victim)
    window = MainWindow(QSettings(str(ini), QSettings.Format.IniFormat), animations=False)
    qtbot.addWidget(window)
    window.app_settings.set_theme("dark")
    window.settings.sync()
    assert untouched(victim)
    assert not ini.is_symlink()
    assert ini.with_name(ini.name + LINK_SUFFIX).is_symlink()


def test_the_save_key_and_waiting_results_never_follow_links(
    qtbot: Any, window: MainWindow, victim: Path
) -> None:
    key_file = window.autosaver.key.path
    key_file.parent.mkdir(parents=True, exist_ok=True)
    key_file.symlink_to(victim)
    key = window.autosaver.key.get()
    assert key is not None and untouched(victim)
    assert not key_file.is_symlink() and window.autosaver.key.set_aside is not None
    keeper = ResultsKeeper(lambda: window.stats)
    record = record_from_match("basari", bots_match(5))
    keeper.folder.mkdir(parents=True, exist_ok=True)
    planted = keeper.folder / f"{record.fingerprint}.result.json"
    planted.symlink_to(victim)
    keeper.keep(record)
    assert untouched(victim)
    assert keeper.write_kept().waiting == 0
    assert window.stats.games_played() == 1 and untouched(victim)
