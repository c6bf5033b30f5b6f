"""Why the statistics file cannot be used, in the person's words rather than SQLite's: a file
locked by another program, a full disk (plain Python: stats.py runs on worker threads); and the
sentence the window and the statistics dialog say about an unusable file (`problem_message`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.services.own_files import folder_problem
from bazaar_engine.core.file_problems import what_to_do

if TYPE_CHECKING:
    from bazaar_desktop.services.stats_records import StatsProblem

_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_IOERR = 10
_SQLITE_FULL = 13


def is_busy(exc: BaseException) -> bool:
    """Another program holds the file (SQLITE_BUSY, or SQLITE_LOCKED)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)


def in_words(exc: BaseException, folder: Path | None = None) -> str:
    """What went wrong with the statistics file. SQLite says "disk I/O error" for a disk that
    is full, read-only or failing alike: a page written in `folder` tells which."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if is_busy(exc):
        return "another program is using the statistics file"
    if primary in (_SQLITE_IOERR, _SQLITE_FULL) and folder is not None:
        problem = folder_problem(folder)
        if problem is not None:
            return what_to_do(problem)
    if primary == _SQLITE_FULL:
        return "the disk is full; free some space and try again"
    return str(exc) or type(exc).__name__


def problem_message(problem: StatsProblem) -> str:
    """One sentence for the status line or the dialog about an unusable statistics file."""

    # Spelled out in full each time: Qt's lupdate finds texts by these literal calls.
    if problem.newer:
        return QCoreApplication.translate(
            "StatisticsDialog",
            "The statistics file was made by a newer Bazaar: it is shown but not changed, and "
            "games are not counted until Bazaar is updated.",
        )
    if not problem.replaced:
        return QCoreApplication.translate(
            "StatisticsDialog", "Statistics are not being kept: {reason}."
        ).format(reason=problem.reason)
    if problem.backup is None:
        return QCoreApplication.translate(
            "StatisticsDialog",
            "The statistics file could not be read ({reason}); a new one was started.",
        ).format(reason=problem.reason)
    return QCoreApplication.translate(
        "StatisticsDialog",
        "The statistics file could not be read ({reason}); it was kept as {backup} and a new "
        "one was started.",
    ).format(reason=problem.reason, backup=problem.backup.name)
