"""Save files on disk: a match written atomically (temporary file, fsync, rename, verified
first) and a file read within the size cap, never through a planted symbolic link."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from bazaar_engine.core.file_problems import what_to_do
from bazaar_engine.core.match import Match
from bazaar_engine.core.saves.records import (
    MAX_SAVE_BYTES,
    LinkInTheWay,
    SaveError,
    SignedMatch,
    match_to_json,
)
from bazaar_engine.core.saves.sealing import dumps_save
from bazaar_engine.core.saves.validation import parse_save, parse_signed_save


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
