"""Games in progress: every unfinished game is kept, one file each, until it is finished or
the person deletes it.

The files live in ``games-in-progress/`` in the data folder, one ordinary save per game
(``game-YYYYMMDD-HHMMSS-XXXXXX.bazaar.json``), written by the `Autosaver` after every
decision. Starting or rematching never reuses a running game's file: a new game gets a new
file, so the game that was on the table stays in the list. Opening a save of a game already
kept goes on in that game's file (`same_game_file`: the same game, seats and opening
decisions), so one game is one row. The walkthrough's practice game (a lesson)
is not kept at all.

Several copies of the app (or windows) may run on one profile. A game's file is held by a
QLockFile (``NAME.lock``) for as long as a window plays it: another window lists it as open
elsewhere, and can neither continue nor delete it. A lock left by a copy that is gone
(crashed, killed) is stale, so its game can be continued again at once.

The list is read from the files' readable part (game, seats, round, when saved): cheap, no
replay; the whole file is checked when a game is continued. Files older versions kept
(``autosave.bazaar.json``, ``autosave-2.bazaar.json``…) are moved into the folder at start
(`adopt_old_autosaves`). No file is ever read or written through a link (own_files.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QLockFile

from bazaar_desktop.services.own_files import (
    make_folder,
    make_private,
    read_private,
    set_aside_link,
)

if TYPE_CHECKING:
    from bazaar_engine.core.match import Match

FOLDER_NAME = "games-in-progress"
SAVE_SUFFIX = ".bazaar.json"
ONLINE_SUFFIX = ".bazaar-online.json"  # an online table's seats (remote/tickets.py)
ONLINE_PREFIX = "online-"
LOCK_SUFFIX = ".lock"
PREFIX = "game-"
OLD_AUTOSAVE_STEM = "autosave"  # what versions before this list called their one autosave
MAX_HEADER_BYTES = 400_000  # a save's cap (bazaar_engine.core.saves.MAX_SAVE_BYTES)
OPENING_DECISIONS = 12  # the first decisions that, with the game and seats, name one game


class KeptGame(NamedTuple):
    """One row of the list: what the whole table knows, never a secret."""

    path: Path
    game_id: str
    seats: tuple[str, ...]
    round: int | None  # the round in progress, as the file's readable summary says
    saved_at: float  # when last played (the file's time), seconds since the epoch
    elsewhere: bool  # open in another window or copy of the app
    online: bool = False  # a table on a server: Continue takes this window's seats back
    scores: tuple[float, ...] = ()  # the public scores, seat by seat


class Listing(NamedTuple):
    games: list[KeptGame]
    links_set_aside: list[tuple[Path, Path]]  # (where, renamed to): one note each
    damaged: list[Path]  # files that are not saves, renamed NAME.corrupt


def games_folder(data_folder: Path) -> Path:
    return data_folder / FOLDER_NAME


def new_game_file(folder: Path) -> Path:
    """A fresh file name for a new game (never one in use)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"{PREFIX}{stamp}-{os.urandom(3).hex()}{SAVE_SUFFIX}"
        if not os.path.lexists(path):
            return path


def _opening(match: Match[Any]) -> list[Any]:
    return match.history[:OPENING_DECISIONS]


def same_game(one: Match[Any], other: Match[Any]) -> bool:
    """Whether two matches are one game as the list tells games apart: the same game, seats
    and opening decisions (a save of the game on the table, opened again)."""
    return (
        one.game.id == other.game.id
        and one.seats == other.seats
        and _opening(one) == _opening(other)
    )


def same_game_file(folder: Path, match: Match[Any]) -> Path | None:
    """The kept file of the game `match` is, if one is kept in `folder` and free: the same
    game and seats (the files' readable part), then the same opening decisions, chance's
    outcomes among them (read whole: the history is sealed in the file)."""
    from bazaar_engine.core.saves import SaveError, read_save

    seats = tuple(seat.name for seat in match.seats)
    for game in list_games(folder).games:
        if game.elsewhere or game.game_id != match.game.id or game.seats != seats:
            continue
        try:
            kept = read_save(game.path)
        except (SaveError, OSError, ValueError):
            continue
        if same_game(kept, match):
            return game.path
    return None


def _lock_for(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + LOCK_SUFFIX)
    lock.setStaleLockTime(0)  # stale only when its owner is gone, however old it is
    return lock


def lock_game(path: Path) -> QLockFile | None:
    """Hold `path` for this window; None if another window holds it (or no lock can be made)."""
    lock = _lock_for(path)
    if not lock.tryLock(0):
        return None
    make_private(Path(lock.fileName()))  # it holds the PID and the computer's name
    return lock


def _held_elsewhere(path: Path) -> bool:
    lock = _lock_for(path)
    if lock.tryLock(0):
        lock.unlock()
        return False
    return lock.error() == QLockFile.LockError.LockFailedError


def _is_game_file(name: str) -> bool:
    if name.startswith(ONLINE_PREFIX) and name.endswith(ONLINE_SUFFIX):
        return True
    return name.startswith(PREFIX) and name.endswith(SAVE_SUFFIX)


def list_games(folder: Path, mine: set[Path] | None = None) -> Listing:
    """The kept games in `folder`, last played first; `mine`: files this window holds (not
    "elsewhere"). Links are set aside, files that are not saves renamed ``.corrupt``."""
    listing = Listing([], [], [])
    aside = set_aside_link(folder)  # never listed, judged or renamed through a link
    if aside is not None:
        listing.links_set_aside.append((folder, aside))
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return listing
    for entry in entries:
        if not _is_game_file(entry.name):
            continue
        path = Path(entry.path)
        aside = set_aside_link(path)
        if aside is not None:
            listing.links_set_aside.append((path, aside))
            continue
        game = _kept_game(path, (mine or set()))
        if game is None:
            if _set_aside_damaged(path):
                listing.damaged.append(path)
            continue
        listing.games.append(game)
    listing.games.sort(key=lambda g: g.saved_at, reverse=True)
    return listing


def _kept_game(path: Path, mine: set[Path]) -> KeptGame | None:
    """The readable part of a kept game's file, or None if it is not a save."""
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode):
            return None
        data = json.loads(read_private(path, MAX_HEADER_BYTES))
        game_id = data["game"]
        seats = tuple(str(seat["name"]) for seat in data["seats"])
        turn = data.get("summary", {}).get("round")  # format 3 (older files: not shown)
        scores = tuple(float(x) for x in data.get("summary", {}).get("scores", ()))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if not isinstance(game_id, str) or data.get("finished") is True:
        return None
    elsewhere = path not in mine and _held_elsewhere(path)
    round_number = turn if type(turn) is int else None
    online = path.name.endswith(ONLINE_SUFFIX)
    return KeptGame(path, game_id, seats, round_number, info.st_mtime, elsewhere, online, scores)


def _set_aside_damaged(path: Path) -> bool:
    if _held_elsewhere(path):
        return False  # maybe a write in progress there: not ours to judge
    with contextlib.suppress(OSError):
        os.replace(path, path.with_name(path.name + ".corrupt"))
        return True
    return False


def delete_game(path: Path) -> bool:
    """Remove a kept game (asked and confirmed before); False if another window plays it."""
    lock = lock_game(path)
    if lock is None:
        return False
    try:
        with contextlib.suppress(FileNotFoundError):
            if os.path.lexists(path) and not stat.S_ISDIR(os.lstat(path).st_mode):
                os.unlink(path)  # unlink never follows a link
    finally:
        lock.unlock()
    return True


def adopt_old_autosaves(data_folder: Path, folder: Path) -> list[Path]:
    """Move the autosaves older versions kept (one per copy of the app) into `folder` as
    kept games, unless a running older copy holds one; returns where they went."""
    moved: list[Path] = []
    try:
        names = sorted(os.listdir(data_folder))
    except OSError:
        return moved
    for name in names:
        stem = name.removesuffix(SAVE_SUFFIX)
        if name == stem or not (stem == OLD_AUTOSAVE_STEM or stem.startswith("autosave-")):
            continue
        old = data_folder / name
        if set_aside_link(old) is not None or not old.is_file():
            continue
        lock = lock_game(old)
        if lock is None:
            continue
        try:
            make_folder(folder)
            target = new_game_file(folder)
            os.rename(old, target)
            moved.append(target)
        except OSError:
            pass
        finally:
            lock.unlock()
            with contextlib.suppress(OSError):
                os.unlink(str(old) + LOCK_SUFFIX)
    return moved
