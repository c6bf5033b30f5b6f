"""Autosave: the game in the window is written to one file after every decision.

The file (``autosave.bazaar.json`` in the user's data folder) is an ordinary save, written
atomically by `bazaar_engine.core.saves.write_save`, so a crash or a power cut leaves either the
previous autosave or the new one, never a torn file. The work is kept off the GUI thread: a
decision only schedules a 0 ms timer (several decisions in one event-loop pass make one write);
when it fires, the match is copied (a state clone and a list copy) and a single writer thread
encodes, writes and fsyncs it. Only the newest pending job is kept: a newer position, or the
removal once the game is over, replaces an older one that has not started yet.

At start the window asks `check_autosave`: an unfinished game is offered for resuming, a
finished one is removed, and a damaged file is set aside as ``autosave.bazaar.json.corrupt``
with one message, so it never stops the application from starting. Before that, temp files
left by a write that was killed half-way (``.NAME.bazaar.json.XXXXXXXX.tmp``, which hold a
game's sealed secrets too) are removed from the save folders (`remove_stale_temp_files`).

Several copies of the app may run on one profile. Each owns one autosave file, held by a
QLockFile (``autosave.bazaar.json.lock``) for as long as it runs: the first copy has
``autosave.bazaar.json``, a second one ``autosave-2.bazaar.json`` and so on. A copy writes,
removes and sets aside only the file it owns. A lock left by a copy that is gone (crashed,
killed) is stale, so the next start takes that file over and offers its game.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import stat
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QLockFile, QObject, QSettings, QTimer, Signal

from bazaar_engine.core.file_problems import what_to_do

if TYPE_CHECKING:  # the saves module and the adapter are imported where a file is read or
    # written, on the start-up checker's or the writer's thread (not before the first paint)
    from bazaar_engine.core.match import Match

AUTOSAVE_NAME = "autosave.bazaar.json"
CORRUPT_SUFFIX = ".corrupt"
STALE_AFTER_SECONDS = 120.0  # a write takes milliseconds; younger files may be another
# running instance's write in progress, and are left alone
LOCK_SUFFIX = ".lock"
MAX_COPIES = 8  # copies of the app running at once that each keep an autosave
ALL_TAKEN = f"{MAX_COPIES} other copies of Bazaar are running and each keeps its own"
FOLDER_UNUSABLE = "its data folder cannot be written"


def default_autosave_path(settings: QSettings | None = None) -> Path:
    """Next to a settings file given explicitly in INI format (a self-contained profile, as
    tests and the smoke run use), else in the user's data folder."""
    if settings is not None and settings.format() == QSettings.Format.IniFormat:
        return Path(settings.fileName()).resolve().parent / AUTOSAVE_NAME
    from PySide6.QtCore import QStandardPaths  # here: its type costs PySide ~1 ms to make

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or ".") / AUTOSAVE_NAME


# --- which file this copy of the app owns -------------------------------------------------
def slot_path(base: Path, number: int) -> Path:
    """The autosave of the `number`-th copy: base itself, then autosave-2.bazaar.json..."""
    if number == 1:
        return base
    stem, dot, rest = base.name.partition(".")
    return base.with_name(f"{stem}-{number}{dot}{rest}")


def _lock_for(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + LOCK_SUFFIX)
    lock.setStaleLockTime(0)  # stale only when its owner is gone, however old it is
    return lock


def claim_autosave(base: Path) -> tuple[Path, QLockFile] | None:
    """Lock an autosave file for this copy of the app: a free one that holds a game (its
    owner is gone), else the first free one; None if none can be locked (all taken, or a
    folder that cannot be written)."""
    first_free: tuple[Path, QLockFile] | None = None
    for number in range(1, MAX_COPIES + 1):
        path = slot_path(base, number)
        if first_free is not None and not os.path.lexists(path):
            continue  # no game to take over there: not worth a lock file (start-up time)
        lock = _lock_for(path)
        if not lock.tryLock(0):
            continue
        if os.path.lexists(path):
            if first_free is not None:
                first_free[1].unlock()
            return path, lock
        if first_free is None:
            first_free = (path, lock)
        else:
            lock.unlock()
    return first_free


def _all_locked_by_others(base: Path) -> bool:
    """Every autosave's lock exists and belongs to a running copy (not a folder problem)."""
    for number in range(1, MAX_COPIES + 1):
        lock = _lock_for(slot_path(base, number))
        if lock.tryLock(0):
            lock.unlock()
            return False
        if lock.error() != QLockFile.LockError.LockFailedError:
            return False
    return True


# --- at start -------------------------------------------------------------------------------
class AutosaveCheck(NamedTuple):
    """What was found at start: a game to offer, or a problem to mention once, or nothing.
    (Named tuples, not dataclasses, here: this module is loaded before the first paint, and
    making a dataclass costs about a millisecond.)"""

    match: Match[Any] | None = None  # an unfinished game that loads
    problem: str | None = None  # why the autosave could not be used
    set_aside: Path | None = None  # where the damaged file was moved


@functools.cache
def _temp_file_name() -> re.Pattern[str]:
    """What `write_save`'s temp files are called (tempfile.mkstemp: prefix, random part,
    suffix)."""
    from bazaar_engine.core.saves import SAVE_SUFFIX

    return re.compile(r"\..+" + re.escape(SAVE_SUFFIX) + r"\.[A-Za-z0-9_]{6,16}\.tmp")


def remove_stale_temp_files(folders: list[Path], now: float | None = None) -> list[Path]:
    """Remove the temp files of killed save writes from `folders`; returns those removed.

    Only regular files named as `write_save` names its temp files, untouched for a while, are
    removed; a symbolic link is never followed nor removed, whatever its name."""
    moment = time.time() if now is None else now
    temp_file_name = _temp_file_name()
    removed: list[Path] = []
    for folder in dict.fromkeys(folders):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not temp_file_name.fullmatch(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(info.st_mode) or moment - info.st_mtime < STALE_AFTER_SECONDS:
                    continue
                os.unlink(entry.path)  # unlink never follows a link
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def check_autosave(path: Path, save_folders: tuple[Path, ...] = ()) -> AutosaveCheck:
    """Look at the autosave without ever raising: a damaged file is moved out of the way.
    First the temp files of killed writes go, in its folder and in `save_folders`."""
    from bazaar_engine.core.saves import SaveError, read_save

    remove_stale_temp_files([path.parent, *save_folders])
    if not os.path.lexists(path):
        return AutosaveCheck()
    try:
        match = read_save(path)
    except SaveError as exc:
        return AutosaveCheck(None, str(exc), set_aside(path))
    if match.is_over:  # the removal at the end of that game did not happen; nothing to offer
        remove_quietly(path)
        return AutosaveCheck()
    return AutosaveCheck(match)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged autosave to ``….corrupt`` (replacing an older one); None if it cannot."""
    target = path.with_name(path.name + CORRUPT_SUFFIX)
    try:
        if target.is_dir() and not target.is_symlink():
            return None
        os.replace(path, target)
    except OSError:
        return None
    return target


def remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        if not path.is_dir() or path.is_symlink():
            path.unlink()


# --- while playing --------------------------------------------------------------------------
class _Job(NamedTuple):
    serial: int  # which game (a number per match seen), so a failure is told once per game
    match: Match[Any] | None  # None: remove the autosave


class _WriterBridge(QObject):
    """Carries the writer thread's results to the GUI thread (queued signals)."""

    written = Signal(int, int, float)  # serial, decisions in the file, seconds taken
    failed = Signal(int, str)  # serial, the problem


class Autosaver(QObject):
    """Writes the window's match after every decision, on a writer thread; see the module."""

    written = Signal(int)  # decisions in the file just written
    removed = Signal()
    failed = Signal(str)  # at most once per game: why its autosave cannot be written

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        """`path`: the first copy's autosave; this copy owns the one `claim_autosave` gives."""
        super().__init__(parent)
        folder_problem = ""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)  # the lock lives beside the file
        except OSError as exc:
            folder_problem = what_to_do(exc)
        claimed = claim_autosave(path)
        self.path = claimed[0] if claimed is not None else path
        self._lock = claimed[1] if claimed is not None else None
        self._not_owned_because = ""
        if claimed is None:
            self._not_owned_because = folder_problem or (
                ALL_TAKEN if _all_locked_by_others(path) else FOLDER_UNUSABLE
            )
        self.enabled = True
        self.gui_seconds: list[float] = []  # time spent on the GUI thread per hand-over
        self.write_seconds: list[float] = []  # time the writer thread took per write
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._hand_over)
        self._pending: Match[Any] | None = None
        self._last: tuple[Match[Any], int] | None = None  # the match and decisions handed over
        self._finished_for: Match[Any] | None = None
        self._serial_match: Match[Any] | None = None
        self._serial = 0
        self._told: set[int] = set()
        self._bridge = _WriterBridge()
        self._bridge.written.connect(self._on_written)
        self._bridge.failed.connect(self._on_failed)
        self._cond = threading.Condition()
        self._job: _Job | None = None
        self._busy = False
        self._thread: threading.Thread | None = None

    # --- called by the window ---------------------------------------------------------------
    def note(self, match: Match[Any] | None) -> None:
        """The match may have changed: write it soon (or remove the file if it is over)."""
        if match is None or not self.enabled:
            return
        if match.is_over:
            if self._finished_for is not match:
                self._finished_for = match
                self.finish()
            return
        self._finished_for = None
        if self._last is not None and self._last == (match, len(match.history)):
            return  # nothing new since the last write (e.g. a curtain lifted)
        self._pending = match
        if not self._timer.isActive():
            self._timer.start()

    def finish(self) -> None:
        """The game is over or abandoned on purpose: the autosave is removed."""
        self._timer.stop()
        self._pending = None
        self._last = None
        self._submit(_Job(self._serial, None))

    @property
    def owned(self) -> bool:
        """This copy holds the lock of `path`: only then does it write or remove the file."""
        return self._lock is not None and self._lock.isLocked()

    @property
    def keeping(self) -> bool:
        """The game on is kept in the file (the Quit question says so): this copy owns it and
        no write of this game has failed."""
        return self.enabled and self.owned and self._serial not in self._told

    def release(self, timeout: float = 5.0) -> None:
        """Write what is pending, then stop autosaving and let another copy (or the next
        start) own the file."""
        self.flush(timeout)
        self.enabled = False
        if self._lock is not None:
            self._lock.unlock()

    def flush(self, timeout: float = 5.0) -> bool:
        """Write what is pending now and wait for the writer (closing, tests)."""
        if self._timer.isActive():
            self._timer.stop()
            self._hand_over()
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    # --- the hand-over to the writer thread ---------------------------------------------------
    def _serial_for(self, match: Match[Any]) -> int:
        if self._serial_match is not match:  # a new game (held, so its id is never reused)
            self._serial_match = match
            self._serial += 1
        return self._serial

    def _hand_over(self) -> None:
        match = self._pending
        self._pending = None
        if match is None or match.is_over:
            return
        from bazaar_desktop.adapter import match_copy  # loaded with the game's adapter

        started = time.perf_counter()
        serial = self._serial_for(match)
        self._last = (match, len(match.history))
        self._submit(_Job(serial, match_copy(match)))
        self.gui_seconds.append(time.perf_counter() - started)

    def _submit(self, job: _Job) -> None:
        with self._cond:
            self._job = job  # a newer job replaces one that has not started yet
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._work,
                    name="autosave",
                    daemon=True,  # quitting never waits
                )
                self._thread.start()
            self._cond.notify_all()

    def _work(self) -> None:
        while True:
            with self._cond:
                while self._job is None:
                    self._cond.wait()
                job, self._job = self._job, None
                self._busy = True
            try:
                self._run(job)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _run(self, job: _Job) -> None:
        """On the writer thread: write or remove the file; report back by queued signal."""
        if not self.owned:  # never touch a file another copy of the app may own
            self._bridge.failed.emit(job.serial, self._not_owned_because)
            return
        if job.match is None:
            remove_quietly(self.path)
            self._bridge.written.emit(job.serial, -1, 0.0)
            return
        from bazaar_engine.core.saves import SaveError, write_save

        started = time.perf_counter()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # Not verified by loading it back: that would replay the whole game after every
            # decision. The write is atomic, and loading checks everything anyway.
            write_save(self.path, job.match, verify=False)
        except SaveError as exc:
            self._bridge.failed.emit(job.serial, str(exc))
        except OSError as exc:
            self._bridge.failed.emit(job.serial, what_to_do(exc))
            return
        decisions = len(job.match.history)
        self._bridge.written.emit(job.serial, decisions, time.perf_counter() - started)

    # --- back on the GUI thread ---------------------------------------------------------------
    def _on_written(self, _serial: int, decisions: int, seconds: float) -> None:
        if decisions < 0:
            self.removed.emit()
            return
        self.write_seconds.append(seconds)
        self.written.emit(decisions)

    def _on_failed(self, serial: int, problem: str) -> None:
        if serial in self._told:
            return
        self._told.add(serial)
        self.failed.emit(problem)
