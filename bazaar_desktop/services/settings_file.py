"""The settings file itself, checked before QSettings reads or writes it (settings.py).

A file QSettings would choke on is kept aside as ``NAME.damaged-STAMP``: garbage, or one
holding a value stored as a Python object (``@Variant(...)``), which PySide unpickles as soon
as QSettings reads the file, so `open_settings` checks it before `QSettings()` exists. A lock
beside it (``NAME.lock``) that is not live is set aside at once: QSettings would wait 30 s
for it. Each problem is told in one line.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QSettings

MAX_SETTINGS_BYTES = 1_000_000  # a real settings file is a few kilobytes
PICKLED = "@Variant("  # how QSettings stores a value it cannot write as text: never read
LOCK_SUFFIX = ".lock"  # QSettings's own lock beside its file (a QLockFile)


class SettingsReset(NamedTuple):
    """The settings file was garbage: why, and where the old file was kept (None: it could not
    be moved, so it was left as it was and the settings were not reset)."""

    reason: str
    backup: Path | None


def settings_file_problem(store: QSettings) -> str | None:
    """Why the file behind `store` is garbage as a whole, or None (no file is fine: the
    registry on Windows, or a first start)."""
    path = Path(store.fileName())
    if not path.is_file():
        return None
    if store.status() == QSettings.Status.FormatError:
        return "it is not a settings file"
    return content_problem(path)


def content_problem(path: Path) -> str | None:
    """Why the text of the settings file at `path` is garbage, or None (a link is not read)."""
    from bazaar_desktop.services.own_files import read_private

    try:
        raw = read_private(path, MAX_SETTINGS_BYTES + 1)
    except OSError:
        return None  # unreadable (or missing) is not garbage: the values take their defaults
    if len(raw) > MAX_SETTINGS_BYTES:
        return "it is far too large for a settings file"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not text"
    if "\x00" in text:
        return "it is not text"
    if PICKLED in text:  # PySide would unpickle it; a damaged one stops every start
        return QCoreApplication.translate(
            "MainWindow", "it holds a value stored as a program object, which Bazaar never reads"
        )
    return None


def _live_lock(path: Path) -> bool:
    """Is `path` a QLockFile held by a running program? Its first lines are the owner's PID,
    program name and host name; a lock of another computer (a shared home) is its to judge."""
    import socket

    from bazaar_desktop.services.own_files import read_private

    try:
        lines = read_private(path, 4096).decode("utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return False
    if len(lines) < 3 or not lines[0].isdigit():
        return False
    if lines[2] and lines[2] != socket.gethostname():
        return True
    try:
        os.kill(int(lines[0]), 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):
        return True  # alive, but someone else's (PermissionError)
    return True


def set_aside_dead_lock(path: Path) -> str | None:
    """A leftover lock beside the settings file that is not a live lock (garbage, a link, a
    copy that is gone) is set aside at once, not waited for: the one line that says so."""
    from bazaar_desktop.services.own_files import link_note, set_aside_link

    lock = path.with_name(path.name + LOCK_SUFFIX)
    aside = set_aside_link(lock)
    if aside is not None:
        return link_note(lock, aside)
    if not os.path.lexists(lock) or _live_lock(lock):
        return None
    stale = lock.with_name(lock.name + ".stale")
    try:
        os.replace(lock, stale)
    except OSError:
        return None
    return QCoreApplication.translate(
        "MainWindow",
        "{file} was left by a copy of Bazaar that is gone (or is no lock); it was set aside as "
        "{aside}, and the settings are written without waiting for it.",
    ).format(file=lock.name, aside=stale.name)


def ini_file(store: QSettings) -> bool:
    """Is the file behind `store` text (INI) that QSettings reads again before each write?"""
    import sys

    native_ini = sys.platform not in ("win32", "darwin")
    return store.format() == QSettings.Format.IniFormat or native_ini


def default_settings_path() -> Path | None:
    """Where `QSettings()` keeps the settings on Linux and the BSDs (an INI file in the
    user's configuration folder); None elsewhere (the registry, a property list)."""
    import sys

    if sys.platform in ("win32", "darwin"):
        return None
    from PySide6.QtCore import QStandardPaths

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    organization = QCoreApplication.organizationName() or "Unknown Organization"
    return Path(folder) / organization / f"{QCoreApplication.applicationName()}.conf"


def open_settings() -> tuple[QSettings, list[str]]:
    """The app's settings (`QSettings()`), and what was wrong with their file: one line each.
    The file is checked before QSettings reads it, since reading it unpickles any value stored
    as a Python object (``@Variant``): such a file, or a garbage one, is kept aside as
    damaged; a dead lock beside it is set aside too."""
    path = default_settings_path()
    notes: list[str] = []
    if path is not None:
        lock_note = set_aside_dead_lock(path)
        notes += [lock_note] if lock_note is not None else []
        reason = content_problem(path)
        if reason is not None:
            notes.append(reset_note(keep_damaged(path, reason)))
    return QSettings(), notes


def keep_damaged(path: Path, reason: str) -> SettingsReset:
    stamp = f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"
    backup, number = path.with_name(stamp), 1
    while os.path.lexists(backup):  # never over an earlier one: that may be the person's only copy
        number += 1
        backup = path.with_name(f"{stamp}-{number}")
    try:
        os.replace(path, backup)
    except OSError:
        return SettingsReset(reason, None)  # nothing is lost: the file stays as it was
    return SettingsReset(reason, backup)


def reset_note(reset: SettingsReset) -> str:
    """The one line that says the settings file could not be read."""
    if reset.backup is None:
        return QCoreApplication.translate(
            "MainWindow", "The settings file could not be read ({why}); the defaults are used."
        ).format(why=reset.reason)
    return QCoreApplication.translate(
        "MainWindow",
        "The settings file could not be read ({why}); the settings were reset and the old "
        "file was kept as {file}.",
    ).format(why=reset.reason, file=reset.backup.name)
