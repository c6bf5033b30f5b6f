"""`bazaar-sim run`: the headless simulator's command line."""

import json
from typing import Any

import pytest

from bazaar_engine.sim import main


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["run", *args, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1, "exactly one JSON object on stdout"
    result: dict[str, Any] = json.loads(out)
    return result


@pytest.mark.parametrize(
    ("game", "seats"),
    [
        ("basari", "random,random,random,random"),
        ("jewels", "random,random,random"),
        ("basta", "random,random,random,random"),
    ],
)
def test_json_summary_has_every_figure_and_shares_add_up(
    capsys: pytest.CaptureFixture[str], game: str, seats: str
) -> None:
    result = run_json(capsys, "--game", game, "--seats", seats, "--games", "6", "--seed", "3")
    n = len(seats.split(","))
    assert result["game"] == game and result["games"] == 6 and result["seed"] == 3
    assert result["seats"] == seats.split(",")
    for key in ("wins", "win_share", "mean_score", "mean_decision_ms", "win_share_ci95"):
        assert len(result[key]) == n, key
    assert sum(result["win_share"]) == pytest.approx(1.0)
    assert result["mean_turns"] > 0
    assert result["games_per_second"] > 0


def test_same_seed_same_result(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--game", "jewels", "--seats", "random,random", "--games", "4", "--seed", "9")
    first = run_json(capsys, *args)
    second = run_json(capsys, *args)
    for key in ("wins", "win_share", "mean_score", "mean_turns"):
        assert first[key] == second[key]


@pytest.mark.parametrize(
    ("args", "complaint"),
    [
        (["--game", "chess", "--seats", "random,random,random"], "invalid choice"),
        (["--game", "basari", "--seats", "random,random"], "3 to 4 players"),
        (["--game", "basari", "--seats", "random,wizard,random"], "unknown seat 'wizard'"),
        (["--game", "basta", "--seats", "random,random", "--games", "0"], "between 1"),
        (["--game", "basta", "--seats", "random,random", "--games", "ten"], "not a whole number"),
        (["--game", "basta"], "required"),
    ],
)
def test_bad_argument_one_line_error_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], complaint: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["run", *args])
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and complaint in lines[0]
