"""Two copies of Bazaar on one profile each keep their own autosave; a copy that
finishes its game never deletes the unfinished game of the other, and a copy that was killed
leaves its game to be resumed by the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import read_save

HELPER = Path(__file__).with_name("autosave_instance.py")
HANG_GUARD_S = 180


def start(role: str, profile: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, str(HELPER), role, str(profile)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )


def ready(first: subprocess.Popen[str]) -> tuple[Path, int]:
    assert first.stdout is not None
    word, path, decisions = first.stdout.readline().split()
    assert word == "ready"
    return Path(path), int(decisions)


def test_a_second_copy_finishing_its_game_keeps_the_first_copys_unfinished_game(
    tmp_path: Path,
) -> None:
    first = start("unfinished", tmp_path)
    try:
        first_autosave, decisions = ready(first)
        second = start("finishing", tmp_path)
        out, _ = second.communicate(timeout=HANG_GUARD_S)
        assert second.returncode == 0
        word, second_autosave = out.split()
        assert word == "done" and Path(second_autosave) != first_autosave
        assert not Path(second_autosave).exists()  # its own finished game's file is gone
        kept = read_save(first_autosave)  # the first copy's game is still there
        assert not kept.is_over and len(kept.history) == decisions
        assert [seat.name for seat in kept.seats] == ["Ana", "Omar"]
    finally:
        (tmp_path / "quit").touch()
        first.wait(timeout=HANG_GUARD_S)
    assert first.returncode == 0
    assert first_autosave.exists()


def test_the_game_of_a_killed_copy_can_be_continued_at_the_next_start(
    qtbot: Any, tmp_path: Path
) -> None:
    first = start("unfinished", tmp_path)
    try:
        first_autosave, decisions = ready(first)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=HANG_GUARD_S)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    window.offer_resume()
    qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)
    view = window.welcome.games
    assert view is not None
    item = view.tree.topLevelItem(0)
    assert item is not None
    assert item.text(1) == "Ana, Omar" and not item.isDisabled()  # the dead copy's lock is stale
    view.continue_button.click()
    qtbot.waitUntil(lambda: window.adapter_made() is not None and window.adapter.match is not None)
    assert len(window.adapter.match.history) >= decisions  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: window.autosaver.path == first_autosave, timeout=15000)
    window.adapter.stop()


def test_a_game_open_in_another_copy_is_listed_but_never_opened_here(
    qtbot: Any, tmp_path: Path
) -> None:
    first = start("unfinished", tmp_path)
    try:
        first_autosave, decisions = ready(first)
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, animations=False)
        qtbot.addWidget(window)
        window.show()
        window.offer_resume()
        qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)
        view = window.welcome.games
        assert view is not None
        item = view.tree.topLevelItem(0)
        assert item is not None and item.isDisabled()
        assert not view.continue_button.isEnabled() and not view.delete_button.isEnabled()
        window.resume.kept.continue_game(first_autosave)
        assert "open in another window" in window.statusBar().currentMessage()
        assert window.adapter_made() is None or window.adapter.match is None
        assert len(read_save(first_autosave).history) == decisions
    finally:
        (tmp_path / "quit").touch()
        first.wait(timeout=HANG_GUARD_S)
