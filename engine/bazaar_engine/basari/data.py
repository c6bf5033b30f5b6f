"""Basari's rules data: the board (archways) and the bonus chart, loaded from `resources/`.

Both files are editable, so both are validated field by field; any problem raises a
`DataError` that names the file, the entry and what is wrong.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from bazaar_engine.core.errors import DataError
from bazaar_engine.core.resources import load_json_resource

COLOURS = ("red", "yellow", "green", "blue")  # B1: most to least valuable
GEMS_PER_COLOUR = 25  # B2
ROUNDS = 3  # B29

MIN_ARCHWAYS = 6
MAX_ARCHWAYS = 200
MAX_ARCHWAY_POINTS = 99
MAX_ARCHWAY_GEMS = 12
MAX_CHART_VALUE = 1000

# A resource file name: no folders, no hidden files, nothing but a plain `name.json`.
_RESOURCE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,98}\.json")

Gems = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Archway:
    points: int
    gems: Gems  # red, yellow, green, blue


@dataclass(frozen=True, slots=True)
class Board:
    name: str
    archways: tuple[Archway, ...]

    @property
    def size(self) -> int:
        return len(self.archways)


@dataclass(frozen=True, slots=True)
class BonusChart:
    lap_bonus: int
    rounds: tuple[Gems, ...]  # per round (1..3): the majority value of red, yellow, green, blue


def check_resource_name(name: object, option: str) -> str:
    """A resource name from options (saves are hostile): a bare `something.json`."""
    if not isinstance(name, str) or not _RESOURCE_NAME.fullmatch(name) or ".." in name:
        shown = str(name)[:60]
        raise DataError(
            f"option {option!r} must be the plain name of a .json file in resources "
            f"(no folders), not {shown!r}"
        )
    return name


def _count(value: object, where: str, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"{where} must be a whole number")
    if not 0 <= value <= high:
        raise DataError(f"{where} must be between 0 and {high}, not {value}")
    return value


def _check_keys(data: dict[str, Any], allowed: set[str], required: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise DataError(f"{where} has unknown key(s): {', '.join(map(str, unknown))[:80]}")
    missing = sorted(required - set(data))
    if missing:
        raise DataError(f"{where} is missing {', '.join(missing)}")


def _parse_gems(value: object, where: str) -> Gems:
    if not isinstance(value, dict):
        raise DataError(f"{where} must be an object of colour: count")
    _check_keys(value, set(COLOURS), set(), where)
    counts = tuple(_count(value.get(c, 0), f"{where}.{c}", MAX_ARCHWAY_GEMS) for c in COLOURS)
    if not 1 <= sum(counts) <= MAX_ARCHWAY_GEMS:
        raise DataError(f"{where} must show between 1 and {MAX_ARCHWAY_GEMS} gems")
    return counts[0], counts[1], counts[2], counts[3]


def parse_board(data: object, source: str = "board") -> Board:
    if not isinstance(data, dict):
        raise DataError(f"{source}: the board must be a JSON object")
    _check_keys(data, {"name", "note", "clockwise", "archways"}, {"archways"}, source)
    name = data.get("name", "custom board")
    if not isinstance(name, str) or len(name) > 100:
        raise DataError(f"{source}: name must be a short text")
    if data.get("clockwise", True) is not True:
        raise DataError(f"{source}: only clockwise boards are supported (clockwise: true)")
    archways = data["archways"]
    if not isinstance(archways, list) or not MIN_ARCHWAYS <= len(archways) <= MAX_ARCHWAYS:
        raise DataError(
            f"{source}: archways must be a list of {MIN_ARCHWAYS} to {MAX_ARCHWAYS} archways"
        )
    parsed = []
    for index, entry in enumerate(archways):
        where = f"{source}: archway {index}"
        if not isinstance(entry, dict):
            raise DataError(f"{where} must be an object with points and gems")
        _check_keys(entry, {"points", "gems"}, {"points", "gems"}, where)
        points = _count(entry["points"], f"{where} points", MAX_ARCHWAY_POINTS)
        parsed.append(Archway(points, _parse_gems(entry["gems"], f"{where} gems")))
    return Board(name, tuple(parsed))


def parse_chart(data: object, source: str = "bonus chart") -> BonusChart:
    if not isinstance(data, dict):
        raise DataError(f"{source}: the bonus chart must be a JSON object")
    _check_keys(data, {"note", "lap_bonus", "rounds"}, {"lap_bonus", "rounds"}, source)
    lap_bonus = _count(data["lap_bonus"], f"{source}: lap_bonus", MAX_CHART_VALUE)
    rounds = data["rounds"]
    if not isinstance(rounds, list) or len(rounds) != ROUNDS:
        raise DataError(f"{source}: rounds must list exactly {ROUNDS} rounds")
    parsed: list[Gems] = []
    for number, entry in enumerate(rounds, start=1):
        where = f"{source}: round {number}"
        if not isinstance(entry, dict):
            raise DataError(f"{where} must be an object of colour: value")
        _check_keys(entry, set(COLOURS), set(COLOURS), where)
        values = [_count(entry[c], f"{where} {c}", MAX_CHART_VALUE) for c in COLOURS]
        parsed.append((values[0], values[1], values[2], values[3]))
    return BonusChart(lap_bonus, tuple(parsed))


def load_board(name: str) -> Board:
    return parse_board(load_json_resource(check_resource_name(name, "board")), name)


def load_chart(name: str) -> BonusChart:
    return parse_chart(load_json_resource(check_resource_name(name, "bonus_chart")), name)


def data_fingerprint(board: Board, chart: BonusChart) -> str:
    """A short fingerprint of the rules data (not of file names or formatting)."""
    canonical = {
        "archways": [[a.points, list(a.gems)] for a in board.archways],
        "lap_bonus": chart.lap_bonus,
        "rounds": [list(r) for r in chart.rounds],
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return "basari-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
