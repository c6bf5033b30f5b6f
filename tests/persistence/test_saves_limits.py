"""Hostile saves are refused cheaply (size and structure limits checked before or
while parsing), `--save-dir ''` is refused, and saving onto a symbolic link writes the file it
points to."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from saves_support import random_match

from bazaar_engine.core import saves
from bazaar_engine.core.saves import SaveError, match_to_json, parse_save, read_save, write_save
from bazaar_engine.sim import main


def test_a_file_over_the_save_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    # Ten times the longest real game is far under the old 20 MB: a 3 MB file is no save.
    assert saves.MAX_SAVE_BYTES < 3 * 1024 * 1024
    path = tmp_path / "big.bazaar.json"
    path.write_bytes(b'{"format": "bazaar-save", "pad": "' + b"x" * (3 * 1024 * 1024) + b'"}')
    with pytest.raises(SaveError, match="too large to be a save file"):
        read_save(path)


def test_the_limits_fit_ten_times_a_long_real_game() -> None:
    # 6-player Basta! games are the longest saves (bench/bench_saves.py measures them all).
    longest = max(
        (random_match("basta", 6, seed) for seed in range(12)), key=lambda m: len(m.history)
    )
    raw = saves.dumps_save(match_to_json(longest)).encode("utf-8")
    assert len(raw) * 10 <= saves.MAX_SAVE_BYTES
    assert len(longest.history) * 10 <= saves.MAX_DECISIONS
    assert (raw.count(b"{") + raw.count(b"[")) * 10 <= saves.MAX_CONTAINERS


def test_too_many_decisions_are_refused_while_parsing_before_the_rest_is_read() -> None:
    # The decisions are counted as they are parsed: the file is refused for them even though
    # it would also be broken JSON further on (counting afterwards would report the JSON).
    decision = '{"player": "chance", "action": 0}'
    text = (
        '{"format": "bazaar-save", "version": 1, "history": ['
        + ", ".join([decision] * (saves.MAX_DECISIONS + 1))
        + "], this is not JSON"
    )
    with pytest.raises(SaveError, match=f"more than {saves.MAX_DECISIONS} decisions"):
        parse_save(text)


def test_a_file_of_countless_empty_lists_is_refused_before_parsing() -> None:
    text = "[" + ",".join(["[]"] * (saves.MAX_SAVE_BYTES // 3 - 2)) + "]"
    assert len(text) <= saves.MAX_SAVE_BYTES
    with pytest.raises(SaveError, match="more lists and objects than any save"):
        parse_save(text)


def test_saving_onto_a_symbolic_link_writes_the_file_it_points_to(tmp_path: Path) -> None:
    real_folder = tmp_path / "real"
    real_folder.mkdir()
    real = real_folder / "game.bazaar.json"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.bazaar.json"
    link.symlink_to(real)
    match = random_match("jewels", 2, 3)
    write_save(link, match)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert read_save(real).history == match.history
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.bazaar.json", "real"]
    assert [p.name for p in real_folder.iterdir()] == ["game.bazaar.json"]  # no temp file left


def test_saving_onto_a_dangling_link_creates_the_file_it_names(tmp_path: Path) -> None:
    target = tmp_path / "later.bazaar.json"
    link = tmp_path / "link.bazaar.json"
    link.symlink_to(target)
    match = random_match("jewels", 2, 4)
    write_save(link, match)
    assert link.is_symlink()
    assert read_save(target).history == match.history


def test_an_empty_save_dir_is_refused_and_nothing_is_written_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["run", "--game", "jewels", "--seats", "random,random", "--games", "2",
              "--save-dir", ""])  # fmt: skip
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--save-dir" in err and "empty" in err
    assert list(tmp_path.iterdir()) == []
