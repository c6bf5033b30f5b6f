"""A statistics file held by another program (a second copy, a
backup or sync tool, a database browser) never freezes the window at a game's end nor loses
its result: it is recorded off the GUI thread, kept on disk meanwhile and written once the
lock is gone, also after a restart. A game from a save changed outside Bazaar, or made on
another computer, plays on with one note and is not counted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtCore import QSettings
from test_desktop_statistics import bots_match, finish

from bazaar_desktop.services.results_keeper import ResultsKeeper
from bazaar_desktop.services.stats import StatsStore
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import truncated, write_save

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
"""


class Locker:
    """Another program holding the statistics file (as a database browser does)."""

    def __init__(self, path: Path) -> None:
        StatsStore(path).games_played()  # the file and its tables exist
        self.process = subprocess.Popen(
            [sys.executable, "-c", LOCKER, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "locked"

    def let_go(self) -> None:
        if self.process.poll() is None:
            self.process.communicate("\n", timeout=60)


@pytest.fixture
def locker(window: MainWindow) -> Iterator[Locker]:
    held = Locker(window.stats.path)
    yield held
    held.let_go()


def half_game(window: MainWindow, tmp_path: Path, seed: int, *, key: bytes | None) -> Path:
    saved = tmp_path / f"half-{seed}.bazaar.json"
    write_save(str(saved), truncated(bots_match(seed), 40), key=key)
    return saved


def quick_retries(window: MainWindow) -> ResultsKeeper:
    keeper = window.session.results
    keeper._retry.setInterval(100)  # the window tries every 30 s; a test has not that long
    return keeper


def test_a_locked_file_keeps_the_result_and_writes_it_once_the_lock_is_gone(
    qtbot: Any, window: MainWindow, tmp_path: Path, locker: Locker, monkeypatch: pytest.MonkeyPatch
) -> None:
    keeper = quick_retries(window)
    threads: list[threading.Thread] = []
    real = StatsStore.record_result

    def spied(store: StatsStore, record: Any) -> Any:
        threads.append(threading.current_thread())
        return real(store, record)

    monkeypatch.setattr(StatsStore, "record_result", spied)
    saved = half_game(window, tmp_path, 8, key=window.autosaver.key.get())
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert threads and threading.main_thread() not in threads  # never on the GUI thread
    kept = keeper.kept()
    assert len(kept) == 1  # nothing lost: on disk, owner-only, until the file is free
    assert os.stat(kept[0]).st_mode & 0o077 == 0
    assert json.loads(kept[0].read_text())["game_id"] == "basari"
    assert "will be counted as soon as" in window.statusBar().currentMessage()
    assert "another program is using the statistics file" in window.statusBar().currentMessage()
    locker.let_go()
    wait_for(qtbot, lambda: not keeper.kept(), timeout=30000)
    assert window.stats.games_played() == 1


def test_a_result_kept_while_locked_is_written_at_the_next_start(
    qtbot: Any, window: MainWindow, tmp_path: Path, locker: Locker
) -> None:
    saved = half_game(window, tmp_path, 9, key=window.autosaver.key.get())
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert len(window.session.results.kept()) == 1
    window.session.results._retry.stop()  # the window is closed before it tries again
    window.adapter.stop()
    window.autosaver.release()
    locker.let_go()
    settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    again = MainWindow(settings, animations=False)
    qtbot.addWidget(again)
    again.show()
    again.offer_resume()
    wait_for(qtbot, lambda: not again.start_checker.busy)
    wait_for(qtbot, lambda: not again.session.results.kept(), timeout=30000)
    assert again.stats.games_played() == 1


def test_a_save_changed_outside_bazaar_plays_on_but_is_not_counted(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    saved = half_game(window, tmp_path, 10, key=window.autosaver.key.get())
    text = saved.read_text(encoding="utf-8")
    saved.write_text(text.replace('"A"', '"Ayla"', 1), encoding="utf-8")  # edited by hand
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert window.adapter.match is not None and window.adapter.match.is_over
    assert window.stats.games_played() == 0
    assert window.session.results.kept() == []


def test_a_save_from_another_computer_or_an_older_bazaar_says_so_in_one_note(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    for key in (b"another computer's key, 32 bytes", None):  # None: an old, unsigned save
        saved = half_game(window, tmp_path, 11, key=key)
        window.load_file(str(saved))
        wait_for(qtbot, lambda: window.adapter.match is not None and not window.file_reader.busy)
        note = window.statusBar().currentMessage()
        assert "not made by Bazaar on this computer, or changed since" in note
        assert "not be counted" in note
        window.adapter.stop()


def test_a_save_made_here_opens_without_a_note_and_is_counted(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    saved = half_game(window, tmp_path, 12, key=window.autosaver.key.get())
    finish(qtbot, window, lambda: window.load_file(str(saved)))
    assert "not made by Bazaar" not in window.statusBar().currentMessage()
    assert window.stats.games_played() == 1


def test_the_save_key_is_owner_only_and_made_once(window: MainWindow) -> None:
    key = window.autosaver.key.get()
    assert key is not None and len(key) == 32
    assert os.stat(window.autosaver.key.path).st_mode & 0o077 == 0
    from bazaar_desktop.services.save_key import ProfileKey

    assert ProfileKey(window.autosaver.data_folder).get() == key  # the next start reads it
