"""`bazaar-sim run --save-dir` and `bazaar-sim replay`: saves from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from saves_support import GAMES

from bazaar_engine.core.saves import opened_save, read_save
from bazaar_engine.games import make_game
from bazaar_engine.sim import main


def _seats(game_id: str) -> str:
    return ",".join(["random"] * make_game(game_id).min_players)


def _one_error_line(capsys: pytest.CaptureFixture[str], *fragments: str) -> str:
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert "Traceback" not in captured.err
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_run_writes_one_valid_save_per_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game_id: str
) -> None:
    folder = tmp_path / "saves"
    args = ["run", "--game", game_id, "--seats", _seats(game_id), "--games", "3", "--seed", "8"]
    assert main([*args, "--save-dir", str(folder), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"{game_id}-8-0000{i}.bazaar.json" for i in (1, 2, 3)]
    winners_per_seat = [0] * len(result["wins"])
    for name in names:
        match = read_save(folder / name)
        assert match.is_over and match.game.id == game_id
        for seat in match.state.winners():
            entry = int(match.seats[seat].name.split("#")[1]) - 1  # seats rotate per game
            winners_per_seat[entry] += 1
    assert winners_per_seat == result["wins"], "the saves are the games that were reported"


@pytest.mark.parametrize("problem", ["a file", "inside a file"])
def test_run_refuses_an_unusable_save_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], problem: str
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder", encoding="utf-8")
    folder = blocker if problem == "a file" else blocker / "saves"
    game_id = GAMES[0]
    with pytest.raises(SystemExit) as exit_info:
        main(["run", "--game", game_id, "--seats", _seats(game_id), "--save-dir", str(folder)])
    assert exit_info.value.code == 2
    _one_error_line(capsys, "--save-dir")
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_replay_prints_the_summary_of_a_good_save(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_id = GAMES[0]
    args = ["run", "--game", game_id, "--seats", _seats(game_id), "--games", "1", "--seed", "2"]
    assert main([*args, "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    path = tmp_path / f"{game_id}-2-00001.bazaar.json"
    assert main(["replay", str(path)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    match = read_save(path)
    assert match.game.name in captured.out
    assert f"{len(match.history)} decisions" in captured.out
    assert "Finished" in captured.out
    assert all(seat.name in captured.out for seat in match.seats)


def test_replay_names_the_tampered_decision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_id = GAMES[0]
    args = ["run", "--game", game_id, "--seats", _seats(game_id), "--games", "1", "--seed", "2"]
    assert main([*args, "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    path = tmp_path / f"{game_id}-2-00001.bazaar.json"
    data = opened_save(json.loads(path.read_text(encoding="utf-8")))  # the sealed field open
    assert isinstance(data, dict)
    data["history"].append(data["history"][-1])
    path.write_text(json.dumps(data), encoding="utf-8")  # written back in the clear (format 1)
    assert main(["replay", str(path)]) == 1
    _one_error_line(capsys, f"decision {len(data['history'])}: the game is over")


@pytest.mark.parametrize(
    ("make", "complaint"),
    [
        (lambda d: d / "missing.bazaar.json", "does not exist"),
        (lambda d: d, "is a folder"),
        (lambda d: _write(d / "list.txt", b"milk\neggs\n"), "not valid JSON"),
        (lambda d: _write(d / "binary.bin", b"\x89PNG\r\n\x1a\n\xff\xfe"), "not UTF-8"),
        (lambda d: _write(d / "array.json", b"[1, 2]"), "it holds a list"),
        (lambda d: _write(d / "deep.json", b"[" * 5_000 + b"]" * 5_000), "nested too deeply"),
        (lambda d: _write(d / "new.json", b'{"format":"bazaar-save","version":9}'), "newer"),
    ],
)
def test_replay_of_a_bad_file_prints_one_line_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], make: object, complaint: str
) -> None:
    path = make(tmp_path)  # type: ignore[operator]
    assert main(["replay", str(path)]) == 1
    _one_error_line(capsys, "bazaar-sim: error:", complaint)


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path
