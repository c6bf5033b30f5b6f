"""Validation: parsed save data (open or sealed) checked field by field, replayed with checked
`apply`, and compared with its snapshot and summary, into a `Match`; or a one-line `SaveError`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bazaar_engine import games
from bazaar_engine.bots.registry import BOT_LEVELS
from bazaar_engine.core import save_signature
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.game import CHANCE, Game
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves.fields import (
    check_depth,
    check_keys,
    guard,
    json_type,
    require,
    require_int,
    require_text,
    short_number,
)
from bazaar_engine.core.saves.json_text import parse_json, save_text
from bazaar_engine.core.saves.records import (
    DECISION_KEYS,
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_DECISIONS,
    MAX_NAME_CHARS,
    MAX_OPTIONS,
    MAX_SEED,
    MAX_TEXT_CHARS,
    SaveError,
    SignedMatch,
    public_summary,
    seat_name_problem,
)
from bazaar_engine.core.saves.replay import replay
from bazaar_engine.core.saves.sealing import opened_save

_TOP_KEYS = {
    "format",
    "version",
    "game",
    "rules_data",
    "options",
    "seats",
    "history",
    "snapshot",
    "saved_at",
}


_OPTIONAL_TOP_KEYS = {"finished", "summary", "seed"}


_SUMMARY_KEYS = {"decisions", "turn", "scores"}


_SEAT_KEYS = {"name", "kind", "level"}


def parse_save(raw: bytes | str) -> Match[Any]:
    """Load a save from its bytes or text; raises `SaveError`."""
    return match_from_json(parse_json(save_text(raw)))


def parse_signed_save(raw: bytes | str, key: bytes) -> SignedMatch:
    """`parse_save`, and the file's signature checked with `key`."""
    data = parse_json(save_text(raw))
    match = match_from_json(data)  # first: a file that does not load has no signature to tell
    found = save_signature.check(data, key) if isinstance(data, dict) else save_signature.UNSIGNED
    return SignedMatch(match, found)


def match_from_json(data: object) -> Match[Any]:
    """Validate parsed save data (open or sealed) and replay it into a `Match`; raises
    `SaveError`."""
    try:
        opened = opened_save(data)
        match = _match_from_json(opened)
        _check_summary(opened, match)
        return match
    except SaveError:
        raise
    except RecursionError as exc:
        raise SaveError("the save is nested too deeply") from exc
    except (DataError, IllegalAction) as exc:  # from game code not wrapped more precisely
        raise SaveError(f"the save is not valid: {exc}") from exc
    except Exception as exc:  # a bug must still not crash the caller with a foreign error
        raise SaveError(
            f"the save could not be loaded (internal error: {type(exc).__name__})"
        ) from exc


def _match_from_json(data: object) -> Match[Any]:
    if not isinstance(data, dict):
        raise SaveError(f"the file is not a save file (it holds a {json_type(data)})")
    if data.get("format") != FORMAT_NAME:
        raise SaveError("the file is not a Bazaar save file")
    version = require_int(data, "version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"the save was made by a newer Bazaar (save format {short_number(version)}; "
            f"this version reads format {FORMAT_VERSION}); please update Bazaar"
        )
    if version < 1:
        raise SaveError(f"the save has an impossible format version {version}")
    check_keys(data, _TOP_KEYS, _OPTIONAL_TOP_KEYS, "the save")
    check_depth(data)
    game = _game_from(data)
    seats = _seats_from(data, game)
    _saved_at_from(data)
    history = _history_from(data, game, len(seats))
    snapshot_data = require(data, "snapshot", dict)
    guard(lambda: game.state_from_json(snapshot_data), "the snapshot is not valid")
    match = replay(game, seats, history)
    if guard(match.state.to_json, "the replayed state cannot be stored") != snapshot_data:
        raise SaveError(
            "the snapshot does not match the decision history (the file was edited or damaged)"
        )
    finished = data.get("finished", match.is_over)
    if type(finished) is not bool or finished != match.is_over:
        raise SaveError("'finished' does not match the game: the file was edited or damaged")
    match.seed = _seed_from(data)
    return match


def _check_summary(data: object, match: Match[Any]) -> None:
    """The readable summary, when present, must tell the truth about the sealed position."""
    if not isinstance(data, dict) or "summary" not in data:
        return
    summary = require(data, "summary", dict)
    check_keys(summary, _SUMMARY_KEYS, {"round"}, "the summary")
    expected = public_summary(match)
    if "round" not in summary:  # written before format 3
        expected.pop("round", None)
    if summary != expected:
        raise SaveError("the summary does not match the game: the file was edited or damaged")


def _seed_from(data: dict[str, Any]) -> int | None:
    """The seed the game was dealt with (only shown to players; chance is in the history)."""
    if "seed" not in data:
        return None
    seed = require_int(data, "seed")
    if not 0 <= seed < MAX_SEED:
        raise SaveError(f"the save: 'seed' must be a whole number from 0 to {MAX_SEED - 1}")
    return seed


def _game_from(data: dict[str, Any]) -> Game[Any]:
    game_id = require_text(data, "game", MAX_NAME_CHARS)
    if game_id not in games.GAME_IDS:
        raise SaveError(f"the save is for an unknown game {game_id!r}")
    game_cls = guard(lambda: games.game_class(game_id), "the game cannot be loaded")
    options = require(data, "options", dict)
    if len(options) > MAX_OPTIONS:
        raise SaveError("the save has too many options")
    game = guard(lambda: game_cls(options), "the save's options are not valid")
    rules_data = require_text(data, "rules_data", MAX_TEXT_CHARS)
    ours = game.rules_data_version()
    if rules_data != ours:
        raise SaveError(
            f"the save was made with different rules data for {game.name} "
            f"(its fingerprint {rules_data[:40]!r}, this version has {ours[:40]!r})"
        )
    return game


def _seats_from(data: dict[str, Any], game: Game[Any]) -> list[Seat]:
    raw_seats = require(data, "seats", list)
    if not game.min_players <= len(raw_seats) <= game.max_players:
        raise SaveError(
            f"{game.name} is for {game.min_players} to {game.max_players} players, "
            f"but the save has {len(raw_seats)} seats"
        )
    return [_seat_from(raw, number) for number, raw in enumerate(raw_seats, start=1)]


def _seat_from(raw: object, number: int) -> Seat:
    where = f"seat {number}"
    if not isinstance(raw, dict):
        raise SaveError(f"{where} must be a JSON object")
    check_keys(raw, _SEAT_KEYS, set(), where)
    name = require_text(raw, "name", MAX_NAME_CHARS, where)
    problem = seat_name_problem(name)
    if problem:
        raise SaveError(f"{where} has an unusable name {name!r}: {problem}")
    kind = raw["kind"]
    level = raw["level"]
    if kind == "human":
        if level is not None:
            raise SaveError(f"{where} is a human player and cannot have a bot level")
        return Seat(name, "human", None)
    if kind == "bot":
        if not isinstance(level, str) or level not in BOT_LEVELS:
            raise SaveError(f"{where} has no known bot level (known: {', '.join(BOT_LEVELS)})")
        return Seat(name, "bot", level)
    raise SaveError(f'{where} must be "human" or "bot"')


def _saved_at_from(data: dict[str, Any]) -> datetime:
    text = require_text(data, "saved_at", 64)
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise SaveError(f"'saved_at' is not a date and time: {text!r}") from None


def _history_from(data: dict[str, Any], game: Game[Any], num_players: int) -> list[tuple[int, Any]]:
    raw_history = require(data, "history", list)
    if len(raw_history) > MAX_DECISIONS:
        raise SaveError(f"the save has more than {MAX_DECISIONS} decisions")
    return [
        _decision_from(raw, number, game, num_players)
        for number, raw in enumerate(raw_history, start=1)
    ]


def _decision_from(raw: object, number: int, game: Game[Any], num_players: int) -> tuple[int, Any]:
    where = f"decision {number}"
    if not isinstance(raw, dict):
        raise SaveError(f"{where} must be a JSON object")
    check_keys(raw, DECISION_KEYS, set(), where)
    player = raw["player"]
    if player == "chance":
        seat = CHANCE
    elif type(player) is int and 0 <= player < num_players:
        seat = player
    else:
        raise SaveError(
            f'{where}: the player must be "chance" or a seat from 0 to {num_players - 1}'
        )
    action = guard(lambda: game.action_from_json(raw["action"]), where)
    return seat, action
