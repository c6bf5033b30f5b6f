"""The `bazaar` command line, the smoke run, and the results dialog's tie-break words."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from bazaar_desktop.app import main, parse_arguments, run_smoke_test, smoke_games
from bazaar_desktop.tables.basari import BasariTable
from bazaar_desktop.viewmodels.basari import Outcome, Standing

ROOT = Path(__file__).resolve().parents[2]


def test_a_wrong_argument_gives_one_error_line_and_status_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bazaar_desktop.app", "--no-such-option"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "--no-such-option" in lines[0]


def test_the_smoke_option_takes_a_folder() -> None:
    assert parse_arguments(["--smoke-test", "out"]).smoke_test == "out"
    with pytest.raises(SystemExit) as exit_info:
        parse_arguments(["--smoke-test"])
    assert exit_info.value.code == 2


def test_version(capsys: Any) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("bazaar ")


def test_the_smoke_run_plays_basari_to_the_end_and_saves_pictures(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    assert "basari" in smoke_games()
    assert run_smoke_test(tmp_path / "out", ["basari"]) == 0
    for name in ("basari-mid.png", "basari-end.png"):
        image = QImage(str(tmp_path / "out" / name))
        assert not image.isNull()
        assert image.width() >= 1000 and image.height() >= 600
    # Its settings, statistics and games in progress went with it: nothing left behind
    assert list(temporary.iterdir()) == []


def standing(place: int, seat: int, name: str, points: int, gems: tuple[int, ...]) -> Standing:
    return Standing(place, seat, name, points, (gems[0], gems[1], gems[2], gems[3]))


def test_b30_a_tie_on_points_is_explained_by_the_criterion_that_decided_it(qtbot: Any) -> None:
    table = BasariTable(["Layla", "Omar", "Zeynep"])
    outcome = Outcome(
        standings=(
            standing(1, 1, "Omar", 50, (2, 1, 0, 0)),
            standing(2, 0, "Layla", 50, (1, 2, 0, 0)),
            standing(3, 2, "Zeynep", 40, (0, 0, 0, 0)),
        ),
        winners=(1,),
        decided_by="red",
        separations=((1, 0, "red"),),
    )
    lines = table._explain(outcome, {0: "Layla", 1: "Omar", 2: "Zeynep"})
    assert "Omar & Layla are tied on 50 points" in lines[0]
    assert "more red gems" in lines[0]
    assert "(B30)" not in lines[0]  # players never see rule ids


def test_b30_players_level_on_everything_share_the_win(qtbot: Any) -> None:
    table = BasariTable(["Layla", "Omar", "Zeynep"])
    outcome = Outcome(
        standings=(
            standing(1, 0, "Layla", 50, (1, 1, 1, 1)),
            standing(1, 2, "Zeynep", 50, (1, 1, 1, 1)),
            standing(3, 1, "Omar", 50, (0, 1, 1, 1)),
        ),
        winners=(0, 2),
        decided_by="shared",
        separations=((0, 2, "shared"), (2, 1, "gems")),
    )
    lines = table._explain(outcome, {0: "Layla", 1: "Omar", 2: "Zeynep"})
    assert "Layla & Zeynep" in lines[0] and "share the win" in lines[0]
    assert any("Zeynep ranks above Omar: same points, more gems in total" in line for line in lines)
