"""Issue 35 items 1-8: the app's own files hold against what an audit threw at them: links
planted while Bazaar runs, linked folders, a settings file holding pickled values or left
with a stale lock, a permissive umask, a full disk and a statistics file held by another
program. Each test fails without its fix."""

from __future__ import annotations

import contextlib
import os
import random
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import test_planted_links
from desktop_support import basari, wait_for
from test_desktop_saves import person_may_act, play_person_moves
from test_planted_links import untouched

from bazaar_desktop.main_window import MainWindow
from bazaar_desktop.own_files import LINK_SUFFIX, LINKS_KEPT
from bazaar_desktop.stats import StatsStore

pytestmark = pytest.mark.skipif(os.name != "posix", reason="links and POSIX modes")
victim = test_planted_links.victim  # a fixture: someone's file elsewhere


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
    qtbot.wait(50)
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
