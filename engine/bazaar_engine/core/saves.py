"""Save files: a match as JSON on disk, written atomically and loaded with full validation.

A save (``NAME.bazaar.json``, format described in ``docs/save-format.md``) holds the game id,
the rules-data fingerprint, the options, the seats, every decision made so far (chance
outcomes included) and a snapshot of the current state. Loading trusts nothing: the file is
size-capped before it is read, every field is checked, the history is replayed from the start
with checked `apply`, and the replayed state must equal the snapshot.

The decisions and the snapshot hold what the rules hide from some seat (Basta! hands and
draws, Basari's secret card choices, chance results not yet revealed), so a file keeps them in
one SEALED field (format 2): zlib-compressed JSON in base64 — privacy against a glance at the
autosave in a text editor, not cryptography. The rest stays readable, with a public
``summary`` (decisions, turn, scores). In memory, `match_to_json` gives the open form (format
1 layout, as older saves were written); `dumps_save` seals it; loading opens either.

Every problem is reported as one error type, `SaveError` (a `ValueError`), whose message names
the problem in words a player understands ("decision 17: you cannot afford it"). JSON only:
nothing in a save is ever executed.

The public API::

    write_save(path, match)          verified atomic write (temp file + fsync + os.replace)
    read_save(path) -> Match         read, validate, replay; raises SaveError
    match_to_json(match) -> dict     the save as plain JSON data, open (nothing sealed)
    sealed_save(data) -> dict        open save data -> the file's form (history+snapshot sealed)
    opened_save(data) -> object      the file's form -> open save data (raises SaveError)
    match_from_json(data) -> Match   validate and replay already-parsed JSON data (either form)
    parse_save(raw) -> Match         the same from the bytes or text of a save file
    describe(match) -> str           a short human summary
    truncated(match, decisions)      the match as it was after its first `decisions` decisions
    replay_steps(match)              every position with its events, for a replay viewer
    save_file_name(game_id, seed, number) -> str
    seat_name_problem(name) -> str | None   why a name cannot be saved (for dialogs)
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import json
import math
import os
import re
import stat
import tempfile
import unicodedata
import zlib
from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple, NoReturn, TypeVar

from bazaar_engine import games
from bazaar_engine.bots.registry import BOT_LEVELS
from bazaar_engine.core import save_signature
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.file_problems import what_to_do
from bazaar_engine.core.game import CHANCE, Game, State
from bazaar_engine.core.match import Match, Seat

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
MAX_SEED = 2**63
# Control characters, lone surrogates and line/paragraph separators (format characters such as
# the zero-width joiner in emoji sequences are fine).
_UNUSABLE_CATEGORIES = {"Cc", "Cs", "Zl", "Zp"}
_SEAT_KEYS = {"name", "kind", "level"}
_DECISION_KEYS = {"player", "action"}

T = TypeVar("T")
_WANTED = {"dict": "an object", "list": "a list", "str": "a text"}


class SaveError(ValueError):
    """A save file that cannot be written or loaded; the message says why, in one line."""


class LinkInTheWay(SaveError):
    """One of the app's own files (`app_file=True`) is a symbolic link: it is neither written
    through nor read; the caller sets the link aside."""


class SignedMatch(NamedTuple):
    match: Match[Any]
    signature: str  # save_signature.SIGNED, UNSIGNED or MISMATCH


# --- writing ------------------------------------------------------------------------------


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


def sealed_save(data: Mapping[str, Any], key: bytes | None = None) -> dict[str, Any]:
    """The file's form of open save data: history and snapshot in the sealed field, signed
    with `key` when one is given (format 3)."""
    if "sealed" in data:
        return dict(data)  # sealed already
    sealed_keys = (*SEALED_KEYS, *(key for key in SEALED_OPTIONAL_KEYS if key in data))
    hidden = {key: data[key] for key in sealed_keys}
    packed = zlib.compress(_dump(hidden).encode("utf-8"), 9)
    out = {key: value for key, value in data.items() if key not in sealed_keys}
    out["version"] = FORMAT_VERSION
    out["sealed_note"] = SEALED_NOTE
    out["sealed"] = base64.b64encode(packed).decode("ascii")
    return out if key is None else save_signature.signed(out, key)


def opened_save(data: object) -> object:
    """Open data as `match_from_json` checks it: a sealed (format 2) save's field unpacked in
    place; anything else is returned unchanged, to be checked there. Raises `SaveError` for a
    sealed field that is damaged, in one line."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        return data
    version = data.get("version")
    if type(version) is not int or version not in SEALED_VERSIONS:
        return data
    _check_signature_form(data, version)
    if "sealed" not in data:
        raise SaveError("the save is missing 'sealed' (its decisions and position)")
    clear = sorted(key for key in (*SEALED_KEYS, *SEALED_OPTIONAL_KEYS) if key in data)
    if clear:
        raise SaveError(f"the save holds {clear[0]!r} both sealed and in the clear")
    hidden = _unseal(data["sealed"])
    hidden_too = ("sealed", "sealed_note", save_signature.SIGNATURE_FIELD)
    out = {key: value for key, value in data.items() if key not in hidden_too}
    note = data.get("sealed_note", SEALED_NOTE)
    if not isinstance(note, str) or len(note) > MAX_TEXT_CHARS * 2:
        raise SaveError("the save: 'sealed_note' must be a short text")
    out["version"] = OPEN_FORMAT_VERSION
    out.update(hidden)
    return out


def _check_signature_form(data: dict[str, Any], version: int) -> None:
    if save_signature.SIGNATURE_FIELD not in data:
        return
    if version < 3:
        raise SaveError("the save has a 'signature', which its format (2) never had")
    problem = save_signature.form_problem(data[save_signature.SIGNATURE_FIELD])
    if problem is not None:
        raise SaveError(problem)


def _unseal(sealed: object) -> dict[str, Any]:
    damaged = "the sealed part of the save is damaged"
    if not isinstance(sealed, str):
        raise SaveError(f"the save: 'sealed' must be a text, not a {_json_type(sealed)}")
    try:
        packed = base64.b64decode(sealed.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error) as exc:
        raise SaveError(f"{damaged} (it is not base64 text)") from exc
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_SAVE_BYTES + 1)
    except zlib.error as exc:
        raise SaveError(f"{damaged} (it does not decompress)") from exc
    if len(raw) > MAX_SAVE_BYTES or inflater.unconsumed_tail:
        raise SaveError("the sealed part of the save is too large")
    if not inflater.eof or inflater.unused_data:
        raise SaveError(f"{damaged} (it is cut short or has extra data)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{damaged} (it is not UTF-8 text)") from exc
    try:
        hidden = _parse_json(text)
    except SaveError as exc:
        raise SaveError(f"{damaged}: {exc}") from exc
    if not isinstance(hidden, dict) or set(hidden) - set(SEALED_OPTIONAL_KEYS) != set(SEALED_KEYS):
        raise SaveError(f"{damaged} (it must hold exactly 'history' and 'snapshot')")
    return hidden


def dumps_save(data: Mapping[str, Any], key: bytes | None = None) -> str:
    """JSON text for a save file, sealed (`sealed_save`, signed with `key` if given): a line per
    top-level key and per seat. `dumps_open_save` writes the open form, for tools and tests."""
    return dumps_open_save(sealed_save(data, key))


def dumps_open_save(data: Mapping[str, Any]) -> str:
    """JSON text of save data as it is: a line per top-level key, per seat and per decision."""
    lines = []
    for key, value in data.items():
        if key in ("history", "seats") and value:
            items = ",\n    ".join(_dump(entry) for entry in value)
            text = f"[\n    {items}\n  ]"
        else:
            text = _dump(value)
        lines.append(f"  {_dump(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def write_save(
    path: str | os.PathLike[str],
    match: Match[Any],
    *,
    verify: bool = True,
    key: bytes | None = None,
    app_file: bool = False,
) -> None:
    """Write `match` to `path` atomically: the old file stays intact if anything fails.

    With `verify` (the default; a few milliseconds for a whole game) the file's content is
    loaded back first, so a save that could not be loaded never replaces a good one. `key`
    signs it (format 3). `app_file`: the app's own file (an autosave), never written through a
    symbolic link (`LinkInTheWay`); a file the person picked may be a link they chose.
    """
    target = _final_target(Path(path), app_file)
    try:
        payload = dumps_save(match_to_json(match), key).encode("utf-8")
    except SaveError:
        raise
    except (TypeError, ValueError, RecursionError) as exc:  # state data that is not JSON
        raise SaveError(f"this match cannot be saved: {exc}") from exc
    if verify:
        try:
            parse_save(payload)
        except SaveError as exc:
            raise SaveError(f"this match cannot be saved, it would not load back: {exc}") from exc
    try:
        _write_atomically(target, payload)
    except OSError as exc:
        raise SaveError(f"could not save to {target.name}: {what_to_do(exc)}") from exc


def _final_target(path: Path, app_file: bool) -> Path:
    """The file a save to `path` writes: through symbolic links to the file they point to, so
    the link stays a link (the temporary file then lives beside the real file); an app file's
    link is refused."""
    if not path.is_symlink():
        return path
    if app_file:
        raise LinkInTheWay(f"{path.name} is a symbolic link, not the app's own file")
    return Path(os.path.realpath(path))


def _write_atomically(target: Path, payload: bytes) -> None:
    # The temporary file lives in the same folder so that os.replace is a rename, never a copy.
    fd, temp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        _set_file_mode(fd, target)
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        _remove_quietly(temp_name)
        raise
    _sync_folder(target.parent)


def _set_file_mode(fd: int, target: Path) -> None:
    """Keep the replaced file's permissions; a new save keeps mkstemp's owner-only mode
    (rw------- or what a stricter umask leaves): a save holds every seat's secrets."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    fchmod = getattr(os, "fchmod", None)  # POSIX only
    if fchmod is not None:
        with contextlib.suppress(OSError):
            fchmod(fd, mode)


def _remove_quietly(name: str) -> None:
    with contextlib.suppress(OSError):
        os.remove(name)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_file_name(game_id: str, seed: int, number: int) -> str:
    """The simulator's name for the `number`-th save of a run: ``basari-7-00001.bazaar.json``."""
    return f"{game_id}-{seed}-{number:05d}{SAVE_SUFFIX}"


# --- reading ------------------------------------------------------------------------------


def read_save(path: str | os.PathLike[str], *, app_file: bool = False) -> Match[Any]:
    """Load, validate and replay a save file. Raises `SaveError` for every kind of problem;
    `app_file`: the app's own file, refused if it is a symbolic link (`LinkInTheWay`)."""
    return parse_save(_read_capped(path, app_file))


def read_signed_save(
    path: str | os.PathLike[str], key: bytes, *, app_file: bool = False
) -> SignedMatch:
    """`read_save`, and whether the file is signed with `key` and unchanged since."""
    return parse_signed_save(_read_capped(path, app_file), key)


def _read_capped(path: str | os.PathLike[str], app_file: bool = False) -> bytes:
    name = _shown_name(path)
    try:
        info = os.lstat(path) if app_file else os.stat(path)
        if stat.S_ISLNK(info.st_mode):
            raise LinkInTheWay(f"{name} is a symbolic link, not the app's own file")
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(f"{name} is a folder, not a save file")
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(f"{name} is not a regular file")
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{name} is too large to be a save file")
        no_follow = getattr(os, "O_NOFOLLOW", 0) if app_file else 0
        with open(os.open(path, os.O_RDONLY | no_follow), "rb") as handle:
            raw = handle.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError as exc:
        raise SaveError(f"{name} does not exist") from exc
    except OSError as exc:
        raise SaveError(f"cannot read {name}: {what_to_do(exc)}") from exc
    except ValueError as exc:  # e.g. a NUL character in the path
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"{name} is not a usable file name") from exc
    if len(raw) > MAX_SAVE_BYTES:  # the file grew while we looked at it
        raise SaveError(f"{name} is too large to be a save file")
    return raw


def _shown_name(path: str | os.PathLike[str]) -> str:
    text = os.fspath(path)
    name = os.path.basename(text) or text
    return repr(name[:80])


def parse_save(raw: bytes | str) -> Match[Any]:
    """Load a save from its bytes or text; raises `SaveError`."""
    return match_from_json(_parse_json(_save_text(raw)))


def parse_signed_save(raw: bytes | str, key: bytes) -> SignedMatch:
    """`parse_save`, and the file's signature checked with `key`."""
    data = _parse_json(_save_text(raw))
    match = match_from_json(data)  # first: a file that does not load has no signature to tell
    found = save_signature.check(data, key) if isinstance(data, dict) else save_signature.UNSIGNED
    return SignedMatch(match, found)


def _save_text(raw: bytes | str) -> str:
    if isinstance(raw, bytes):
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError("the file is too large to be a save file")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SaveError("the file is not a save file (it is not UTF-8 text)") from exc
    else:
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError("the text is too large to be a save file")
        text = raw
    return text


def _check_container_count(text: str) -> None:
    """Every JSON list or object costs memory once parsed; count their openings first (an
    upper bound: brackets inside texts count too, which real saves hardly have)."""
    if text.count("{") + text.count("[") > MAX_CONTAINERS:
        raise SaveError(
            "the file is not a save file (it holds more lists and objects than any save)"
        )


def _parse_json(text: str) -> Any:
    _check_container_count(text)
    # Numbers are checked by a Python hook only in a file that has a long run of digits: the
    # hook costs a call per number, and a real save's numbers are short.
    checked_int = _parse_int if _LONG_DIGIT_RUN.search(text) else int
    try:
        return json.loads(
            text,
            parse_int=checked_int,
            parse_float=_parse_float,
            parse_constant=_refuse_constant,
            object_pairs_hook=_DecisionCounter(),
        )
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"the file is not a save file (not valid JSON: {exc.msg} "
            f"at line {exc.lineno}, column {exc.colno})"
        ) from exc
    except RecursionError as exc:
        raise SaveError("the file is not a save file (its JSON is nested too deeply)") from exc
    except ValueError as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"the file is not a save file ({exc})") from exc


_LONG_DIGIT_RUN = re.compile(f"[0-9]{{{MAX_NUMBER_DIGITS + 1}}}")


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_DIGITS:
        raise SaveError("the file holds a number too large for any save")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise SaveError("the file holds a number too large for any save")
    value = float(text)
    if not math.isfinite(value):
        raise SaveError("the file holds a number too large for any save")
    return value


def _refuse_constant(text: str) -> NoReturn:
    raise SaveError(f"the file holds {text[:20]}, which is not a number a save may hold")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):  # the slow search only when a key is repeated
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise SaveError(f"the file repeats the key {key[:40]!r}")
            seen.add(key)
    return out


class _DecisionCounter:
    """The parser's object hook: refuses repeated keys, and counts decisions (objects of a
    "player" and an "action") as they are parsed, so a file with too many is refused before
    the rest is read."""

    def __init__(self) -> None:
        self.decisions = 0

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out = _unique_keys(pairs)
        if len(out) == len(_DECISION_KEYS) and _DECISION_KEYS.issubset(out):
            self.decisions += 1
            if self.decisions > MAX_DECISIONS:
                raise SaveError(f"the save has more than {MAX_DECISIONS} decisions")
        return out


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
        raise SaveError(f"the file is not a save file (it holds a {_json_type(data)})")
    if data.get("format") != FORMAT_NAME:
        raise SaveError("the file is not a Bazaar save file")
    version = _require_int(data, "version")
    if version > FORMAT_VERSION:
        raise SaveError(
            f"the save was made by a newer Bazaar (save format {_short_number(version)}; "
            f"this version reads format {FORMAT_VERSION}); please update Bazaar"
        )
    if version < 1:
        raise SaveError(f"the save has an impossible format version {version}")
    _check_keys(data, _TOP_KEYS, _OPTIONAL_TOP_KEYS, "the save")
    _check_depth(data)
    game = _game_from(data)
    seats = _seats_from(data, game)
    _saved_at_from(data)
    history = _history_from(data, game, len(seats))
    snapshot_data = _require(data, "snapshot", dict)
    _guard(lambda: game.state_from_json(snapshot_data), "the snapshot is not valid")
    match = _replay(game, seats, history)
    if _guard(match.state.to_json, "the replayed state cannot be stored") != snapshot_data:
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
    summary = _require(data, "summary", dict)
    _check_keys(summary, _SUMMARY_KEYS, {"round"}, "the summary")
    expected = public_summary(match)
    if "round" not in summary:  # written before format 3
        expected.pop("round", None)
    if summary != expected:
        raise SaveError("the summary does not match the game: the file was edited or damaged")


def _seed_from(data: dict[str, Any]) -> int | None:
    """The seed the game was dealt with (only shown to players; chance is in the history)."""
    if "seed" not in data:
        return None
    seed = _require_int(data, "seed")
    if not 0 <= seed < MAX_SEED:
        raise SaveError(f"the save: 'seed' must be a whole number from 0 to {MAX_SEED - 1}")
    return seed


def _game_from(data: dict[str, Any]) -> Game[Any]:
    game_id = _require_text(data, "game", MAX_NAME_CHARS)
    if game_id not in games.GAME_IDS:
        raise SaveError(f"the save is for an unknown game {game_id!r}")
    game_cls = _guard(lambda: games.game_class(game_id), "the game cannot be loaded")
    options = _require(data, "options", dict)
    if len(options) > MAX_OPTIONS:
        raise SaveError("the save has too many options")
    game = _guard(lambda: game_cls(options), "the save's options are not valid")
    rules_data = _require_text(data, "rules_data", MAX_TEXT_CHARS)
    ours = game.rules_data_version()
    if rules_data != ours:
        raise SaveError(
            f"the save was made with different rules data for {game.name} "
            f"(its fingerprint {rules_data[:40]!r}, this version has {ours[:40]!r})"
        )
    return game


def _seats_from(data: dict[str, Any], game: Game[Any]) -> list[Seat]:
    raw_seats = _require(data, "seats", list)
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
    _check_keys(raw, _SEAT_KEYS, set(), where)
    name = _require_text(raw, "name", MAX_NAME_CHARS, where)
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


def seat_name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name in a save, or None (for name fields in dialogs)."""
    if len(name) > MAX_NAME_CHARS:
        return f"at most {MAX_NAME_CHARS} characters"
    if not name.strip():
        return "it is blank"
    if any(unicodedata.category(c) in _UNUSABLE_CATEGORIES for c in name):
        return "it holds control characters or line breaks"
    return None


def _saved_at_from(data: dict[str, Any]) -> datetime:
    text = _require_text(data, "saved_at", 64)
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise SaveError(f"'saved_at' is not a date and time: {text!r}") from None


def _history_from(data: dict[str, Any], game: Game[Any], num_players: int) -> list[tuple[int, Any]]:
    raw_history = _require(data, "history", list)
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
    _check_keys(raw, _DECISION_KEYS, set(), where)
    player = raw["player"]
    if player == "chance":
        seat = CHANCE
    elif type(player) is int and 0 <= player < num_players:
        seat = player
    else:
        raise SaveError(
            f'{where}: the player must be "chance" or a seat from 0 to {num_players - 1}'
        )
    action = _guard(lambda: game.action_from_json(raw["action"]), where)
    return seat, action


def _replay(game: Game[Any], seats: list[Seat], history: list[tuple[int, Any]]) -> Match[Any]:
    match: Match[Any] = _guard(lambda: Match(game, seats), "the game cannot be set up")
    for number, (player, action) in enumerate(history, start=1):
        _guard(partial(match.apply, player, action), f"decision {number}")
    return match


def _guard(call: Callable[[], T], context: str) -> T:
    """Run game code on untrusted data, turning whatever it raises into a `SaveError`."""
    try:
        return call()
    except SaveError:
        raise
    except (DataError, IllegalAction) as exc:
        raise SaveError(f"{context}: {exc}") from exc
    except RecursionError as exc:
        raise SaveError(f"{context}: the data is nested too deeply") from exc
    except Exception as exc:  # a game refusing hostile data the wrong way
        raise SaveError(f"{context}: the data is not valid ({type(exc).__name__})") from exc


# --- field checks -------------------------------------------------------------------------


def _json_type(value: object) -> str:
    if isinstance(value, bool):
        return "true/false value"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "list"
    if value is None:
        return "null"
    return "object"


def _check_keys(data: dict[str, Any], required: set[str], optional: set[str], where: str) -> None:
    missing = sorted(required - set(data))
    if missing:
        raise SaveError(f"{where} is missing {', '.join(map(repr, missing))}")
    extra = sorted(set(data) - required - optional)
    if extra:
        raise SaveError(
            f"{where} has unexpected keys: {', '.join(repr(k[:40]) for k in extra)}"[:200]
        )


def _require(data: dict[str, Any], key: str, kind: type[T], where: str = "the save") -> T:
    if key not in data:
        raise SaveError(f"{where} is missing {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        wanted = _WANTED.get(kind.__name__, kind.__name__)
        raise SaveError(f"{where}: {key!r} must be {wanted}, not a {_json_type(value)}")
    return value


def _require_int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise SaveError(f"the save: {key!r} must be a whole number, not a {_json_type(value)}")
    return value


def _require_text(data: dict[str, Any], key: str, limit: int, where: str = "the save") -> str:
    value = _require(data, key, str, where)
    if len(value) > limit:
        raise SaveError(f"{where}: {key!r} is too long (at most {limit} characters)")
    return value


def _short_number(value: int) -> str:
    text = str(value)
    return text if len(text) <= 12 else text[:12] + "…"


def _check_depth(data: object) -> None:
    """Refuse deeply nested data up front, so no recursive code below can overflow the stack."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError(f"the save is nested too deeply (more than {MAX_DEPTH} levels)")
        children: Iterator[object]
        if isinstance(value, dict):
            children = iter(value.values())
        elif isinstance(value, list):
            children = iter(value)
        else:
            continue
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


# --- summaries and helpers for viewers ------------------------------------------------------


def truncated(match: Match[Any], decisions: int) -> Match[Any]:
    """A new match replayed from `match`'s first `decisions` decisions (replay viewers, undo)."""
    if not 0 <= decisions <= len(match.history):
        raise SaveError(f"the match has no position after {decisions} decisions")
    copy = _replay(match.game, match.seats, match.history[:decisions])
    copy.seed = match.seed
    return copy


def replay_steps(match: Match[Any]) -> Iterator[tuple[State[Any], list[Event]]]:
    """Every position of `match` in order, for a step-through viewer, in a single replay.

    Yields the initial state with no events, then after each decision an independent copy of
    the state and the events that decision produced. Raises `SaveError` if the history does
    not replay (it always does for a loaded match).
    """
    state = _guard(lambda: match.game.new_initial_state(len(match.seats)), "the game")
    yield state.clone(), []
    for number, (player, action) in enumerate(match.history, start=1):
        events = _guard(partial(state.apply, player, action), f"decision {number}")
        yield state.clone(), events


def describe(match: Match[Any]) -> str:
    """A short human summary: game, seats, decisions, and the result or whose turn it is."""
    state = match.state
    seat_texts = [
        f"{seat.name} ({f'bot, {seat.level}' if seat.is_bot else 'human'})" for seat in match.seats
    ]
    lines = [
        f"{match.game.name}: {len(match.seats)} players, {', '.join(seat_texts)}",
        f"{len(match.history)} decisions, turn {state.turn}",
    ]
    names = [seat.name for seat in match.seats]
    scores = ", ".join(
        f"{name} {_format_score(score)}" for name, score in zip(names, state.scores(), strict=True)
    )
    if match.is_over:
        winners = [names[seat] for seat in state.winners()]
        result = "shared win" if len(winners) > 1 else "winner"
        lines.append(f"Finished. Scores: {scores}. {result.capitalize()}: {' and '.join(winners)}")
    else:
        lines.append(f"In progress, waiting for {_waiting_for(state, names)}. Scores: {scores}")
    return "\n".join(lines)


def _waiting_for(state: State[Any], names: list[str]) -> str:
    players = state.current_players()
    if players == (CHANCE,):
        return "chance"
    return " and ".join(names[p] for p in players)


def _format_score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.2f}"
