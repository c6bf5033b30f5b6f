"""The app's own files hold against what an audit threw at them: links
planted while Bazaar runs, linked folders, a settings file holding pickled values or left
a permissive umask, a full disk and a statistics file held by another
program. Each test fails without its fix."""

from __future__ import annotations

import contextlib
import os
import pickle
import random
import sqlite3
import stat
import struct
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import test_planted_links
from desktop_support import basari, next_turn, wait_for
from PySide6.QtCore import QSettings
from test_desktop_saves import person_may_act, play_person_moves
from test_desktop_statistics import bots_match, open_statistics
from test_planted_links import untouched
from test_statistics_never_freeze import Locker, quick_retries

from bazaar_desktop.app import make_application
from bazaar_desktop.services import autosave
from bazaar_desktop.services.own_files import LINK_SUFFIX, LINKS_KEPT
from bazaar_desktop.services.stats import StatsStore, record_from_match
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import read_save

pytestmark = pytest.mark.skipif(os.name != "posix", reason="links and POSIX modes")
victim = test_planted_links.victim  # a fixture: someone's file elsewhere


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The umask most systems have: files rw-r--r--, folders rwxr-xr-x unless made otherwise."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def play_one(qtbot: Any, window: MainWindow, rng: random.Random) -> None:
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()


def game_on(qtbot: Any, window: MainWindow, rng: random.Random) -> Path:
    """A game on the table with one decision made: its kept file."""
    window.start_game(basari("h", "b", "b", seed=rng.randrange(100)))
    play_one(qtbot, window, rng)
    assert window.autosaver.path is not None
    return window.autosaver.path


# --- item 6: links planted again and again ------------------------------------------------------
def test_links_planted_again_and_again_never_pile_up(
    qtbot: Any, window: MainWindow, victim: Path
) -> None:
    rng = random.Random(3)
    game_file = game_on(qtbot, window, rng)
    notes: list[str] = []  # one status line each
    window.autosaver.link_set_aside.connect(lambda name, _aside: notes.append(name))
    for _ in range(LINKS_KEPT + 5):
        game_file.unlink()
        game_file.symlink_to(victim)
        play_one(qtbot, window, rng)
    next_turn(qtbot)  # flushed: the writer's notes, posted before it went idle, handled
    aside = [name for name in os.listdir(game_file.parent) if LINK_SUFFIX in name]
    assert len(aside) == LINKS_KEPT, aside
    assert len(notes) == LINKS_KEPT, notes
    assert untouched(victim) and not game_file.is_symlink()


def test_a_journal_link_planted_once_the_statistics_are_open_costs_no_result(
    tmp_path: Path,
    victim: Path,
) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    assert store.games_played() == 0  # open and checked
    journal = tmp_path / "stats.sqlite3-journal"
    planted: list[bool] = []

    def write(conn: sqlite3.Connection) -> bool:
        if not planted:  # after the check, before SQLite makes its journal
            journal.symlink_to(victim)
            planted.append(True)
        conn.execute(
            "INSERT INTO games (fingerprint, game_id, played_at, decisions) "
            "VALUES ('f', 'basari', '2026-01-01', 3)"
        )
        return True

    assert store._run(write, False, writes=True)
    assert store.games_played() == 1 and untouched(victim) and not journal.exists()
    problem = store.take_problem()
    assert problem is not None and problem.backup is not None and problem.backup.is_symlink()


@contextlib.contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """`folder` read-only for everyone, root too (a read-only bind mount of itself)."""
    if os.geteuid() != 0:
        pytest.skip("a read-only bind mount needs root (mount --bind)")
    subprocess.run(["mount", "--bind", str(folder), str(folder)], check=True)
    try:
        subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)], check=True)
        yield
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_a_link_that_cannot_be_moved_is_told_not_retried_forever(
    qtbot: Any, window: MainWindow, victim: Path
) -> None:
    rng = random.Random(4)
    game_file = game_on(qtbot, window, rng)
    game_file.unlink()
    game_file.symlink_to(victim)
    failures: list[str] = []
    window.autosaver.failed.connect(failures.append)
    with read_only(game_file.parent):
        play_one(qtbot, window, rng)
        wait_for(qtbot, lambda: bool(failures))
    assert "link" in failures[0] and untouched(victim)
    assert "cannot be saved" in window.statusBar().currentMessage()


# --- items 1, 3, 4, 7: the settings file --------------------------------------------------------
def profile_window(qtbot: Any, ini: Path) -> MainWindow:
    window = MainWindow(QSettings(str(ini), QSettings.Format.IniFormat), animations=False)
    qtbot.addWidget(window)
    window.show()
    window.offer_resume()  # as Bazaar starts: the start-up notes
    return window


def said(qtbot: Any, window: MainWindow, words: str) -> None:
    """`words` appear in the status line (start-up notes are shown one after another)."""
    seen: list[str] = [window.statusBar().currentMessage()]
    window.statusBar().messageChanged.connect(seen.append)
    wait_for(qtbot, lambda: any(words in text for text in seen))


def test_a_settings_link_planted_while_bazaar_runs_is_never_written_through(
    qtbot: Any, tmp_path: Path, victim: Path
) -> None:
    ini = tmp_path / "settings.ini"
    window = profile_window(qtbot, ini)
    window.app_settings.set_theme("dark")
    writes: tuple[Callable[[], object], ...] = (
        lambda: window.app_settings.set_theme("light"),  # written at once
        lambda: window.settings.setValue("recent_files", ["a"]),  # QSettings's delayed write
    )
    for write in writes:
        ini.unlink()
        ini.symlink_to(victim)  # planted while Bazaar runs
        write()
        next_turn(qtbot)  # QSettings's delayed write: an event it posts to itself
        assert untouched(victim) and not ini.is_symlink()
    said(qtbot, window, LINK_SUFFIX)
    assert "recent_files=a\n" in ini.read_text(encoding="utf-8")


def pickled_value(payload: bytes) -> str:
    """How QSettings writes a Python object it keeps pickled (every byte escaped)."""
    data = b"\0\0\0\x7f\0\0\0\x18PySide::PyObjectWrapper\0" + struct.pack(">I", len(payload))
    return "@Variant(" + "".join(f"\\x{byte:02x}" for byte in data + payload) + ")"


class Planted:
    def __reduce__(self) -> tuple[Any, ...]:
        return (os.mkdir, ("/nonexistent-made-by-unpickling",))


def test_a_settings_file_holding_a_pickled_value_starts_without_it_and_keeps_the_rest(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_application(["bazaar-tests"])
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    conf = tmp_path / "config" / "Bazaar" / "Bazaar.conf"  # where QSettings() keeps them
    conf.parent.mkdir(parents=True)
    text = f"[General]\ntheme=dark\nseat={pickled_value(pickle.dumps(Planted()))}\n"
    conf.write_text(text, encoding="utf-8")
    window = MainWindow(animations=False)  # as Bazaar starts: no "Failed to deserialize…"
    qtbot.addWidget(window)
    window.show()
    window.offer_resume()
    assert Path(window.settings.fileName()) == conf
    assert window.app_settings.theme == "dark"  # the file's other settings are kept
    said(qtbot, window, "program object")
    window.app_settings.set_confirm_quit(False)
    assert "@Variant" not in conf.read_text(encoding="utf-8")
    assert "theme=dark" in conf.read_text(encoding="utf-8")


@pytest.mark.usefixtures("umask_022")
def test_the_settings_file_is_owner_only(qtbot: Any, tmp_path: Path) -> None:
    ini = tmp_path / "settings.ini"
    ini.write_text("[General]\ntheme=dark\n", encoding="utf-8")  # an older version's, rw-r--r--
    window = profile_window(qtbot, ini)
    assert stat.S_IMODE(os.lstat(ini).st_mode) == 0o600  # at start, before any write
    ini.unlink()  # and one made afresh
    window.app_settings.set_theme("light")
    assert stat.S_IMODE(os.lstat(ini).st_mode) == 0o600
    window.settings.setValue("recent_files", ["a"])
    wait_for(qtbot, lambda: "recent_files" in ini.read_text(encoding="utf-8"))  # delayed write
    assert stat.S_IMODE(os.lstat(ini).st_mode) == 0o600


# --- items 2 and 4: the games' and results' folders, the data folder, the games' locks ----------
def data_in(qtbot: Any, tmp_path: Path, data: Path) -> MainWindow:
    """A window whose games and statistics are kept in `data`."""
    window = MainWindow(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat),
        animations=False,
        autosave_path=data / "autosave.bazaar.json",
        stats_path=data / "stats.sqlite3",
    )
    qtbot.addWidget(window)
    window.show()
    return window


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.mark.usefixtures("umask_022")
def test_the_data_folder_and_a_games_lock_are_owner_only(qtbot: Any, tmp_path: Path) -> None:
    data = tmp_path / "share" / "Bazaar"  # neither there yet, as on a first start
    window = data_in(qtbot, tmp_path, data)
    game_file = game_on(qtbot, window, random.Random(5))
    lock = game_file.with_name(game_file.name + ".lock")  # it holds the PID and host name
    assert mode(lock) == 0o600
    assert (mode(data.parent), mode(data), mode(game_file.parent)) == (0o700, 0o700, 0o700)


def test_a_games_folder_planted_as_a_link_is_never_followed(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    folder = window.autosaver.folder
    if folder.is_dir():  # made by the start-up check
        folder.rmdir()
    folder.symlink_to(elsewhere, target_is_directory=True)  # planted while Bazaar runs
    game_file = game_on(qtbot, window, random.Random(6))
    assert os.listdir(elsewhere) == []  # no game file, no lock there
    assert game_file.parent == folder and not folder.is_symlink() and game_file.is_file()
    assert folder.with_name(folder.name + LINK_SUFFIX).is_symlink()
    said(qtbot, window, folder.name + LINK_SUFFIX)


def test_a_results_folder_planted_as_a_link_is_never_followed(
    window: MainWindow, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "someone.result.json").write_text("{}", encoding="utf-8")
    keeper = window.session.results
    keeper.folder.symlink_to(elsewhere, target_is_directory=True)
    assert keeper.keep(record_from_match("basari", bots_match(6)))
    assert keeper.write_kept().waiting == 0
    assert os.listdir(elsewhere) == ["someone.result.json"]  # nothing written, read or removed
    assert window.stats.games_played() == 1
    assert keeper.folder.with_name(keeper.folder.name + LINK_SUFFIX).is_symlink()


# --- item 8: the statistics file held by another program ----------------------------------------
def test_statistics_opened_while_another_program_holds_the_file_say_busy(
    qtbot: Any, window: MainWindow
) -> None:
    assert window.stats.record(record_from_match("basari", bots_match(7)))
    locker = Locker(window.stats.path)
    try:
        dialog = open_statistics(qtbot, window)  # at once, not after 5 s per question
        assert dialog.notice.isVisible() and "busy" in dialog.notice.text()
    finally:
        locker.let_go()
    wait_for(qtbot, lambda: "in all: 1." in dialog.overall.text())  # read again: it let go
    assert not dialog.notice.isVisible()


# --- item 5: a full disk ------------------------------------------------------------------------
@contextlib.contextmanager
def small_disk(folder: Path) -> Iterator[Path]:
    """A real 1 MB filesystem at `folder`, unmounted afterwards."""
    if os.geteuid() != 0:
        pytest.skip("mounting a 1 MB filesystem needs root (mount -t tmpfs)")
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "--lazy", str(folder)], check=True)


def fill(disk: Path) -> Path:
    """Fill `disk` to the last byte; the file that did it."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 1):
            with contextlib.suppress(OSError):
                while os.write(fd, b"\0" * size):
                    pass
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_keeps_the_last_good_game_file_and_loses_no_result(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(autosave, "RETRY_MS", 100, raising=False)  # 3 s; a test has not that
    with small_disk(tmp_path / "disk") as disk:
        window = data_in(qtbot, tmp_path, disk)
        keeper = quick_retries(window)
        rng = random.Random(8)
        game_file = game_on(qtbot, window, rng)
        assert window.stats.games_played() == 0  # the statistics file is made
        good = read_save(game_file).history
        filler = fill(disk)
        play_one(qtbot, window, rng)  # a decision the full disk cannot take
        said(qtbot, window, "free some space and try again. Its last saved position is kept")
        assert read_save(game_file).history == good  # the last good file, whole
        keeper.count(record_from_match("basari", bots_match(8)))
        wait_for(qtbot, lambda: not keeper.busy)
        filler.unlink()  # space comes back; no decision is made meanwhile
        match = window.adapter.match
        assert match is not None and len(match.history) > len(good)
        wait_for(qtbot, lambda: read_save(game_file).history == match.history)
        said(qtbot, window, "saved automatically again")
        wait_for(qtbot, lambda: window.stats.games_played() == 1)  # the result, counted
        window.autosaver.release()
