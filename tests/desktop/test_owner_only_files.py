"""What the desktop writes for a profile is owner-only whatever the umask:
the games in progress, a game saved with Save as, the statistics file, the results waiting to
be counted and the save key (rw-------, or less if the umask is stricter)."""

from __future__ import annotations

import os
import random
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, wait_for, written
from test_desktop_saves import choose_file, person_may_act, play_person_moves
from test_desktop_statistics import bots_match

from bazaar_desktop.services.stats import record_from_match
from bazaar_desktop.window.main_window import MainWindow

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture(params=[0o077, 0o022], ids=["umask-077", "umask-022"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_every_file_of_the_profile_is_owner_only(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, umask: int
) -> None:
    window.start_game(basari("h", "b", "b", seed=9))
    play_person_moves(qtbot, window, 1, random.Random(9))
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    saved = tmp_path / "evening.bazaar.json"
    choose_file(monkeypatch, saved)
    window.menu_actions.save_as.trigger()
    written(qtbot, window)
    keeper = window.session.results
    record = record_from_match("basari", bots_match(2))
    keeper.keep(record)
    assert window.autosaver.path is not None
    files = {
        "game in progress": window.autosaver.path,
        "save as": saved,
        "save key": window.autosaver.key.path,
        "result waiting": keeper.kept()[0],
    }
    modes = {name: mode(path) for name, path in files.items()}
    assert keeper.write_kept().waiting == 0  # and the statistics file is made
    modes["statistics"] = mode(window.stats.path)
    files["statistics"] = window.stats.path
    assert modes == dict.fromkeys(files, 0o600 & ~umask), {k: oct(v) for k, v in modes.items()}
    assert mode(keeper.folder) & 0o077 == 0 and mode(window.autosaver.folder) & 0o077 == 0
