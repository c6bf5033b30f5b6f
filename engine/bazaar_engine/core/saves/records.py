"""The save's records: the format's names, versions and limits, its one error type, and a
match written out as open save data (and as text). Nothing here reads a file or trusts one."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, NamedTuple

from bazaar_engine.core.match import Match

FORMAT_NAME = "bazaar-save"


FORMAT_VERSION = 3  # the newest this reads; the version written (sealed, maybe signed)


SEALED_VERSIONS = (2, 3)  # 2: sealed; 3: sealed, with an optional signature (save_signature)


OPEN_FORMAT_VERSION = 1  # history and snapshot in the clear: older files, and `match_to_json`


SEALED_KEYS = ("history", "snapshot")  # what the sealed field holds


# Sealed too when present: the dealing seed would let anyone with the code re-deal the hands.
SEALED_OPTIONAL_KEYS = ("seed",)


SEALED_NOTE = (
    "The decisions and the position are in 'sealed' (zlib-compressed JSON, base64) so that "
    "nobody reads another player's cards at a glance. This is privacy, not encryption."
)


SAVE_SUFFIX = ".bazaar.json"


# The limits are ten times the longest real game, so that loading a hostile file costs little
# (bench/bench_saves.py). Measured over 300 random games per game and player count, the
# longest save is a 6-player Basta! game: 33,660 bytes, 473 decisions, 968 lists and objects.
MAX_SAVE_BYTES = 400_000  # checked before the file is read


MAX_DECISIONS = 5_000  # counted while parsing; also bounds the replay work


MAX_CONTAINERS = 10_000  # JSON lists and objects, counted before parsing (bounds memory)


MAX_DEPTH = 32  # JSON nesting; real saves need well under 10 levels


MAX_NUMBER_DIGITS = 30  # any number longer than this in a save is refused while parsing


MAX_NAME_CHARS = 40


MAX_TEXT_CHARS = 200


MAX_OPTIONS = 100


MAX_SEED = 2**63


# Control characters, lone surrogates and line/paragraph separators (format characters such as
# the zero-width joiner in emoji sequences are fine).
_UNUSABLE_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}


DECISION_KEYS = {"player", "action"}


class SaveError(ValueError):
    """A save file that cannot be written or loaded; the message says why, in one line."""


class LinkInTheWay(SaveError):
    """One of the app's own files (`app_file=True`) is a symbolic link: it is neither written
    through nor read; the caller sets the link aside."""


class SignedMatch(NamedTuple):
    match: Match[Any]
    signature: str  # save_signature.SIGNED, UNSIGNED or MISMATCH


def match_to_json(match: Match[Any], *, saved_at: datetime | None = None) -> dict[str, Any]:
    """The save file's content for `match` (plain JSON data)."""
    if match.state.viewer is not None:
        raise SaveError("a player's view cannot be saved; save the real match")
    game = match.game
    for number, seat in enumerate(match.seats, start=1):
        problem = seat_name_problem(seat.name)
        if problem:
            raise SaveError(f"seat {number}'s name cannot be saved: {problem}")
    moment = saved_at or datetime.now(UTC)
    seed = {} if match.seed is None else {"seed": match.seed}  # optional: older saves lack it
    return {
        "format": FORMAT_NAME,
        "version": OPEN_FORMAT_VERSION,
        "game": game.id,
        "rules_data": game.rules_data_version(),
        "options": dict(game.options),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in match.seats],
        "summary": public_summary(match),
        "history": match.history_to_json(),
        "snapshot": match.state.to_json(),
        "saved_at": moment.isoformat(timespec="seconds"),
        "finished": match.is_over,
        **seed,
    }


def public_summary(match: Match[Any]) -> dict[str, Any]:
    """What anybody at the table knows about the position: readable in the file."""
    summary: dict[str, Any] = {
        "decisions": len(match.history),
        "turn": match.state.turn,
        "scores": [_plain_number(score) for score in match.state.scores()],
    }
    round_number = getattr(match.state, "round_number", None)  # each game has rounds
    if type(round_number) is int:  # format 3: for lists of games in progress
        summary["round"] = round_number
    return summary


def _plain_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


def seat_name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name in a save, or None (for name fields in dialogs)."""
    if len(name) > MAX_NAME_CHARS:
        return f"at most {MAX_NAME_CHARS} characters"
    if not name.strip():
        return "it is blank"
    if any(unicodedata.category(c) in _UNUSABLE_CATEGORIES for c in name):
        return "it holds control characters or line breaks"
    return None


def dumps_open_save(data: Mapping[str, Any]) -> str:
    """JSON text of save data as it is: a line per top-level key, per seat and per decision."""
    lines = []
    for key, value in data.items():
        if key in ("history", "seats") and value:
            items = ",\n    ".join(dump(entry) for entry in value)
            text = f"[\n    {items}\n  ]"
        else:
            text = dump(value)
        lines.append(f"  {dump(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def save_file_name(game_id: str, seed: int, number: int) -> str:
    """The simulator's name for the `number`-th save of a run: ``basari-7-00001.bazaar.json``."""
    return f"{game_id}-{seed}-{number:05d}{SAVE_SUFFIX}"
