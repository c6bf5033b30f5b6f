"""Problems with the files found at start are told at start, once: a garbage
settings file is kept and the settings reset; a damaged statistics file is set aside and said
so before the Statistics dialog is ever opened; a newer Bazaar's statistics file is left alone."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from bazaar_desktop.services.stats import SCHEMA_VERSION, StatsStore
from bazaar_desktop.window.main_window import MainWindow

GARBAGE = {
    "binary": os.urandom(3000).replace(b"\n", b"") + b"\x00",
    "broken utf-8": b"[General]\nlanguage=de\n\xff\xfe\xfd\n",
    "not settings at all": b"[seats\nlanguage=es\n=\n\xff",
}


def start(qtbot: Any, folder: Path) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    window.offer_resume()
    qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)
    return window


@pytest.mark.parametrize("kind", list(GARBAGE))
def test_a_garbage_settings_file_is_kept_reset_and_told_once(
    qtbot: Any, tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(GARBAGE[kind])
    window = start(qtbot, tmp_path)
    note = window.statusBar().currentMessage()
    assert "The settings file could not be read" in note and "the settings were reset" in note
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.ini.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == GARBAGE[kind]  # the old file is kept
    assert kept[0].name in note
    window.app_settings.set_theme("dark")  # the fresh settings work and are stored
    again = start(qtbot, tmp_path)
    assert "settings file" not in again.statusBar().currentMessage()  # told once
    assert again.app_settings.theme == "dark"


def test_a_sound_settings_file_is_left_alone(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text("[General]\ntheme=dark\nlanguage=en\n", encoding="utf-8")
    window = start(qtbot, tmp_path)
    assert "settings file" not in window.statusBar().currentMessage()
    assert window.app_settings.theme == "dark"
    assert sorted(p.name for p in tmp_path.iterdir() if "settings" in p.name) == ["settings.ini"]


def test_a_damaged_statistics_file_is_reported_at_start(qtbot: Any, tmp_path: Path) -> None:
    stats = tmp_path / "stats.sqlite3"
    stats.write_bytes(b"not a database at all" * 100)
    window = start(qtbot, tmp_path)
    note = window.statusBar().currentMessage()
    assert "statistics file could not be read" in note
    assert len(list(tmp_path.glob("stats.sqlite3.corrupt-*"))) == 1


def test_a_newer_bazaars_statistics_file_is_reported_and_not_touched(
    qtbot: Any, tmp_path: Path
) -> None:
    stats = tmp_path / "stats.sqlite3"
    StatsStore(stats).games_played()
    with sqlite3.connect(stats) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    original = stats.read_bytes()
    window = start(qtbot, tmp_path)
    assert "made by a newer Bazaar" in window.statusBar().currentMessage()
    assert stats.read_bytes() == original
    assert not list(tmp_path.glob("*corrupt*"))
