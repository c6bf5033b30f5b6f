"""A write killed half-way leaves ``.NAME.bazaar.json.XXXX.tmp`` behind,
holding the game (its secrets sealed, but still a copy). At start-up the application removes
such stale files from its save folders, never following (nor removing) a symbolic link and
never touching a write another running instance may still be making."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from bazaar_desktop.app import make_application
from bazaar_desktop.services.autosave import STALE_AFTER_SECONDS, remove_stale_temp_files
from bazaar_desktop.window.main_window import MainWindow

LONG_AGO = time.time() - 10 * STALE_AFTER_SECONDS


def left_behind(folder: Path, name: str, *, old: bool = True) -> Path:
    path = folder / name
    path.write_text('{"format": "bazaar-save", "sealed": "..."}', encoding="utf-8")
    if old:
        os.utime(path, (LONG_AGO, LONG_AGO))
    return path


def test_start_up_removes_temp_files_of_killed_writes_in_the_save_folders(
    qtbot: Any, tmp_path: Path
) -> None:
    profile = tmp_path / "profile"
    games = tmp_path / "games"
    profile.mkdir()
    games.mkdir()
    killed_autosave = left_behind(profile, ".autosave.bazaar.json.k3x9_q2a.tmp")
    killed_save = left_behind(games, ".friday.bazaar.json.a1b2c3d4.tmp")
    in_progress = left_behind(games, ".sunday.bazaar.json.zz81mm0p.tmp", old=False)
    unrelated = left_behind(games, ".notes.txt.a1b2c3d4.tmp")
    precious = left_behind(tmp_path, "precious.bazaar.json")
    link = games / ".link.bazaar.json.q1w2e3r4.tmp"
    link.symlink_to(precious)
    os.utime(link, (LONG_AGO, LONG_AGO), follow_symlinks=False)

    make_application(["bazaar-tests"])
    settings = QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("recent_files", [str(games / "friday.bazaar.json")])
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.offer_resume()  # what the application does at start
    qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)  # a worker thread

    assert not killed_autosave.exists()
    assert not killed_save.exists()
    assert in_progress.exists()  # maybe another instance's write, happening now
    assert unrelated.exists()  # not a save's temp file
    assert link.is_symlink() and precious.read_text(encoding="utf-8")  # neither followed
    window.adapter.stop()


def test_removing_temp_files_never_fails_on_a_missing_or_unreadable_folder(
    tmp_path: Path,
) -> None:
    assert remove_stale_temp_files([tmp_path / "gone", tmp_path / "file.txt"]) == []
