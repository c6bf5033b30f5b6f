"""File problems are told in user words (what to do), never as an errno."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from saves_support import random_match
from test_stats_db import bot, game, you

from bazaar_desktop.services.stats import StatsStore
from bazaar_engine.core.saves import SaveError, write_save


def _blocked_folder(tmp_path: Path) -> Path:
    """A file called Bazaar where the app needs a folder of that name."""
    blocker = tmp_path / "Bazaar"
    blocker.write_text("in the way", encoding="utf-8")
    return blocker


def test_a_save_into_a_folder_blocked_by_a_file_says_what_to_do(tmp_path: Path) -> None:
    target = _blocked_folder(tmp_path) / "game.bazaar.json"
    with pytest.raises(SaveError) as refused:
        write_save(target, random_match("jewels", 2, 1))
    text = str(refused.value)
    assert "Errno" not in text and "in the way" in text and "move or rename" in text


def test_statistics_in_a_folder_blocked_by_a_file_say_what_to_do(tmp_path: Path) -> None:
    store = StatsStore(_blocked_folder(tmp_path) / "stats.sqlite3")
    assert not store.record(game("basari", you(30, True), bot("easy", 20, False)))
    problem = store.take_problem()
    assert problem is not None
    assert "Errno" not in problem.reason and "in the way" in problem.reason


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_a_save_into_a_read_only_folder_asks_for_another_place(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(SaveError) as refused:
            write_save(folder / "game.bazaar.json", random_match("jewels", 2, 1))
    finally:
        folder.chmod(stat.S_IRWXU)
    assert "permission" in str(refused.value) and "another place" in str(refused.value)
