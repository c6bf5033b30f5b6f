"""`bazaar SAVE`: the saved game named on the command line (how Windows' "Open with" and a
file manager hand a save over) is open on the table once the window runs."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from bazaar_desktop.app import open_save_when_shown
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.base import RandomBot
from bazaar_engine.core.saves import truncated, write_save
from bazaar_engine.games import make_game
from bazaar_engine.sim import play_match


def test_the_save_named_on_the_command_line_is_opened(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: Any
) -> None:
    bots = [RandomBot(f"7/{seat}") for seat in range(3)]
    finished = play_match(make_game("basari"), bots, random.Random(7), seat_names=["A", "B", "C"])
    half = truncated(finished, 30)
    saved = tmp_path / "night.bazaar.json"
    write_save(str(saved), half, key=window.autosaver.key.get())
    monkeypatch.chdir(tmp_path)
    open_save_when_shown(
        window, window.load_file, Path("night.bazaar.json")
    )  # relative, as a shell passes it
    os.chdir("/")  # the program's folder may change before the file is read
    qtbot.waitUntil(lambda: window.session.current_file == str(saved), timeout=30_000)
    match = window.adapter.match
    assert match is not None
    assert match.history[: len(half.history)] == half.history  # the saved game, played on
