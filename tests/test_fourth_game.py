"""A tiny fourth game, Take (`tests/fourth_game/games/`), added through the documented places
alone (docs/architecture.md, "Adding a fourth game"): its engine entry, its table and its
words and sounds, in a folder named by BAZAAR_GAMES_PATH, the way a game kept outside the
tree is added. The real window lists it, starts it, plays it to the end,
saves it half-way and opens the save again, in a process of its own (the registry is read
once, at import)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOURTH = ROOT / "tests" / "fourth_game"


def test_a_fourth_game_added_in_the_documented_places_is_played_saved_and_loaded(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "BAZAAR_GAMES_PATH": str(FOURTH / "games"), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, str(FOURTH / "play_take.py"), str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.split("SEEN ", 1)[1].splitlines()[0])
    assert seen["games"][-1] == "take" and "take" in seen["on_welcome"]
    assert seen["table"] == "TakeTable"
    assert seen["saved_history"] == 1  # Ann's first move, saved
    assert seen["winners"] == [0]  # Ann took the last stone
    assert seen["log"][1:] == ["Ann takes 2", "Ben takes 1", "Ann takes 2"]
    assert "chip" in seen["sounds"] and "won" in seen["sounds"]  # its words' sounds, the end's
    assert seen["loaded_pile"] == 3  # the save's position, 5 - 2
    assert seen["loaded_winners"] == [1]  # Ben, to move after the save, took the last


def test_the_fourth_game_is_not_registered_without_its_folder() -> None:
    from bazaar_engine.games import GAME_IDS

    assert "take" not in GAME_IDS
