"""Every game's golden playthroughs still come out line for line: a change to the rules, a view
or the events shows here as the first decision and the fields that differ. When the change is
meant, `python scripts/make_golden.py` writes them anew and the diff is read in review."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bazaar_engine.playthrough import Golden, golden_games, playthrough_lines

FOLDER = Path(__file__).parent / "golden"


def differing_paths(kept: Any, made: Any, path: str = "$") -> list[str]:
    """Where two JSON values differ, as paths such as `$.views[2].hand` (the first few)."""
    if type(kept) is not type(made):
        return [path]
    if isinstance(kept, dict):
        found: list[str] = []
        for key in sorted(set(kept) | set(made)):
            if key not in kept or key not in made:
                found.append(f"{path}.{key}")
            else:
                found += differing_paths(kept[key], made[key], f"{path}.{key}")
        return found
    if isinstance(kept, list):
        if len(kept) != len(made):
            return [f"{path} (length {len(kept)} -> {len(made)})"]
        return [
            p
            for i, (a, b) in enumerate(zip(kept, made, strict=True))
            for p in differing_paths(a, b, f"{path}[{i}]")
        ]
    return [] if kept == made else [f"{path}: {kept!r} -> {made!r}"]


def test_every_registered_game_has_golden_playthroughs() -> None:
    kept = sorted(path.name for path in FOLDER.glob("*.jsonl"))
    assert kept == sorted(golden.file_name for golden in golden_games()), (
        "run scripts/make_golden.py"
    )


@pytest.mark.parametrize("golden", golden_games(), ids=lambda golden: golden.file_name)
def test_the_playthrough_comes_out_as_kept(golden: Golden) -> None:
    kept = (FOLDER / golden.file_name).read_text("utf-8").splitlines()
    made = list(playthrough_lines(golden))
    for number, (kept_line, made_line) in enumerate(zip(kept, made, strict=False)):
        if kept_line != made_line:
            paths = differing_paths(json.loads(kept_line), json.loads(made_line))
            pytest.fail(f"line {number} differs at {', '.join(paths[:8])}")
    assert len(made) == len(kept), f"{len(kept)} lines kept, {len(made)} made"


def test_a_changed_rule_is_found_and_named() -> None:
    """The comparison itself: a changed field is named by its path."""
    assert differing_paths({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == ["$.a[1].b: 2 -> 3"]
    assert differing_paths({"a": [1]}, {"a": [1, 2]}) == ["$.a (length 1 -> 2)"]
