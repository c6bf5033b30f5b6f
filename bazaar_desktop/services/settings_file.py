"""Where the settings file is, and what is wrong with it as a whole.

A garbage file (not text, far too large, no settings at all) is kept aside as
``NAME.damaged-STAMP`` and the settings start afresh, told in one line. The file is read and
written by Bazaar itself (settings_store.py), never by QSettings.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

MAX_SETTINGS_BYTES = 1_000_000  # a real settings file is a few kilobytes


class SettingsReset(NamedTuple):
    """The settings file was garbage: why, and where the old file was kept (None: it could not
    be moved, so it was left as it was and the settings were not reset)."""

    reason: str
    backup: Path | None


def content_problem(path: Path) -> str | None:
    """Why the text of the settings file at `path` is garbage, or None (a link is not read)."""
    from bazaar_desktop.services.own_files import read_private

    try:
        raw = read_private(path, MAX_SETTINGS_BYTES + 1)
    except OSError:
        return None  # unreadable (or missing) is not garbage: the values take their defaults
    return raw_problem(raw)


def raw_problem(raw: bytes) -> str | None:
    """Why the bytes of a settings file are garbage, or None."""
    if len(raw) > MAX_SETTINGS_BYTES:
        return "it is far too large for a settings file"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not text"
    if "\x00" in text:
        return "it is not text"
    return None


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
