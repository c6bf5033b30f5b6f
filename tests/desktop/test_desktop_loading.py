"""A save is read, checked and replayed on a worker thread; the window keeps
painting and answering meanwhile, at start-up (the autosave) and when a file is opened."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtCore import QSettings, QTimer
from test_desktop_saves import Messages, choose_file, random_match

from bazaar_desktop.services.autosave import check_at_start
from bazaar_desktop.services.games_in_progress import new_game_file
from bazaar_desktop.window import resume as resume_module
from bazaar_desktop.window import session as session_module
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import SaveError, write_save

HANG_GUARD_S = 10


class HeldReader:
    """Stands in for a slow read: it waits until the GUI thread's event loop lets it go (only
    the read of `only`, if given). `returned` is set when a held read has returned."""

    def __init__(self, read: Any, only: Path | None = None) -> None:
        self.read = read
        self.only = only
        self.gate = threading.Event()
        self.threads: list[threading.Thread] = []
        self.returned = threading.Event()

    def __call__(self, *arguments: Any) -> Any:
        if self.only is not None and Path(arguments[0]) != self.only:
            return self.read(*arguments)
        self.threads.append(threading.current_thread())
        try:
            if not self.gate.wait(timeout=HANG_GUARD_S):  # the window's event loop never ran
                raise SaveError("the window was frozen while the file was read")
            return self.read(*arguments)
        finally:
            self.returned.set()

    def let_go_from_the_event_loop(self) -> None:
        QTimer.singleShot(0, self.gate.set)  # runs only if the GUI thread is free


def test_opening_a_save_reads_it_on_a_worker_thread_with_the_window_alive(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = Messages(monkeypatch)
    path = tmp_path / "slow.bazaar.json"
    saved = random_match(decisions=30)
    write_save(path, saved)
    reader = HeldReader(session_module.read_saved_game)
    monkeypatch.setattr(session_module, "read_saved_game", reader)
    choose_file(monkeypatch, path)
    window.menu_actions.open.trigger()
    assert "Opening slow.bazaar.json" in window.statusBar().currentMessage()
    reader.let_go_from_the_event_loop()
    wait_for(qtbot, lambda: window.adapter.match is not None)
    assert messages.shown == []
    assert reader.threads[0] is not threading.main_thread()
    assert window.adapter.match.history[:30] == saved.history  # type: ignore[union-attr]
    assert window.current_file == str(path)


def test_the_games_in_progress_are_checked_on_a_worker_thread_at_start(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.autosaver.folder.mkdir(parents=True)
    write_save(new_game_file(window.autosaver.folder), random_match(decisions=12))
    reader = HeldReader(check_at_start)
    monkeypatch.setattr(resume_module, "check_at_start", reader)
    window.show()
    window.offer_resume()
    assert window.welcome.games is None  # not yet: the files are being read
    reader.let_go_from_the_event_loop()
    wait_for(qtbot, lambda: window.welcome.games is not None)
    assert reader.threads[0] is not threading.main_thread()
    games = window.welcome.games
    assert games is not None
    item = games.tree.topLevelItem(0)
    assert item is not None and item.text(1) == "Layla, Omar, Zeynep"


def test_a_newer_open_drops_the_answer_of_an_older_one_still_running(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = Messages(monkeypatch)
    first, second = tmp_path / "first.bazaar.json", tmp_path / "second.bazaar.json"
    write_save(first, random_match(decisions=10))
    write_save(second, random_match(decisions=20))
    held = HeldReader(
        session_module.read_saved_game, only=first
    )  # the first file's read waits, the second's not
    monkeypatch.setattr(session_module, "read_saved_game", held)
    choose_file(monkeypatch, first)
    window.menu_actions.open.trigger()
    choose_file(monkeypatch, second)
    window.menu_actions.open.trigger()
    wait_for(qtbot, lambda: window.current_file == str(second))
    # The dropped answer arrives through the event loop: wait until it has come and gone.
    with qtbot.waitSignal(window.file_reader.arrived, timeout=15000):
        held.let_go_from_the_event_loop()
    assert held.returned.is_set()
    assert window.current_file == str(second)
    assert len(window.adapter.match.history) >= 20  # type: ignore[union-attr]
    assert messages.shown == []


def test_a_new_game_started_while_a_save_loads_is_not_replaced_when_the_load_ends(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The person asked for a new game after asking to open a file; the
    newer wish wins, and the file that finishes loading later is dropped."""
    from desktop_support import basari

    messages = Messages(monkeypatch)
    path = tmp_path / "late.bazaar.json"
    write_save(path, random_match(decisions=25))
    held = HeldReader(session_module.read_saved_game)
    monkeypatch.setattr(session_module, "read_saved_game", held)
    choose_file(monkeypatch, path)
    window.menu_actions.open.trigger()
    window.start_game(basari("h", "h", "h", seed=5))
    assert "Opening" not in window.statusBar().currentMessage()
    # The dropped answer arrives through the event loop: wait until it has come and gone.
    with qtbot.waitSignal(window.file_reader.arrived, timeout=15000):
        held.let_go_from_the_event_loop()
    assert held.returned.is_set()
    assert window.adapter.seed == 5 and window.current_file is None
    assert len(window.adapter.match.history) < 25  # type: ignore[union-attr]
    assert messages.shown == []
