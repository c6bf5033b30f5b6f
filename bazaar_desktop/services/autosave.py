"""Autosave: the game on the table is written to its own file after every decision.

Every unfinished game is kept in a file of its own in ``games-in-progress/`` until it is
finished or the person deletes it (games_in_progress.py): a new game, an opened save, a rematch
or the walkthrough's practice game gets a new file, and the game that was on the table stays
where it was. The file is an ordinary save, written atomically by
`bazaar_engine.core.saves.write_save` (owner-only, signed with the profile's key, never through
a link planted in its place: one is set aside with one note), so a crash or a power cut leaves
either the previous write or the new one, never a torn file. The work is kept off the GUI
thread: a decision only schedules a 0 ms timer (several decisions in one event-loop pass make
one write); when it fires, the match is copied (a state clone and a list copy) and a single
writer thread encodes, writes and fsyncs it. Only the newest pending job is kept: a newer
position, or the removal once the game is over, replaces an older one that has not started yet.

A window holds its game's file with a QLockFile for as long as it plays it, so another window
or copy of the app lists that game as open elsewhere and never writes, continues or deletes
it; a copy that is gone (crashed, killed) leaves a stale lock, and its game can be continued.

At start `check_at_start` (on the start-up checker's thread) removes the temp files left by
writes that were killed half-way (``.NAME.bazaar.json.XXXXXXXX.tmp``, which hold a game's
sealed secrets too: `remove_stale_temp_files`), moves the one autosave per copy that
older versions kept (``autosave.bazaar.json``, ``autosave-2.bazaar.json``…) into the list, and
names a folder where no game can be kept (a full disk) before anyone plays.
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

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from bazaar_engine.core.file_problems import what_to_do

if TYPE_CHECKING:  # the saves module is imported where a file is read or
    # written, on the start-up checker's or the writer's thread (not before the first paint)
    from PySide6.QtCore import QLockFile  # made by games_in_progress (its type: an enum)

    from bazaar_desktop.services.games_in_progress import Listing
    from bazaar_desktop.services.save_key import ProfileKey
    from bazaar_engine.core.match import Match

AUTOSAVE_NAME = "autosave.bazaar.json"
CORRUPT_SUFFIX = ".corrupt"
RETRY_MS = 3000  # after a failed write (a full disk): the game is written again this often
STALE_AFTER_SECONDS = 120.0  # a write takes milliseconds; younger files may be another
# running instance's write in progress, and are left alone


def default_autosave_path(settings: QSettings | None = None) -> Path:
    """Next to a settings file given explicitly in INI format (a self-contained profile, as
    tests and the smoke run use), else in the user's data folder."""
    if settings is not None and settings.format() == QSettings.Format.IniFormat:
        return Path(settings.fileName()).resolve().parent / AUTOSAVE_NAME
    from PySide6.QtCore import QStandardPaths  # here: its type costs PySide ~1 ms to make

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or ".") / AUTOSAVE_NAME


# --- at start -------------------------------------------------------------------------------
class StartCheck(NamedTuple):
    """What was found at start (named tuples, not dataclasses, here: this module is loaded
    before the first paint, and making a dataclass costs about a millisecond)."""

    listing: Listing  # the games in progress, and any file set aside
    problem: str | None = None  # why no game can be kept (a full disk, a read-only folder)


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


def check_at_start(data_folder: Path, save_folders: tuple[Path, ...] = ()) -> StartCheck:
    """On the start-up checker's thread, never raising: the temp files of killed writes go
    (in the data folder, the games' folder and `save_folders`), older versions' autosaves join
    the games in progress, the list is read, and a folder that cannot keep a game is named."""
    from bazaar_desktop.services.games_in_progress import (
        adopt_old_autosaves,
        games_folder,
        list_games,
    )
    from bazaar_desktop.services.own_files import folder_problem, make_private, set_aside_link

    folder = games_folder(data_folder)
    aside = set_aside_link(folder)  # the folder itself a link: set aside before anything
    make_private(data_folder)  # older versions made it rwxr-xr-x
    remove_stale_temp_files([data_folder, folder, *save_folders])
    adopt_old_autosaves(data_folder, folder)
    problem = folder_problem(folder)
    listing = list_games(folder)
    if aside is not None:
        listing.links_set_aside.insert(0, (folder, aside))
    return StartCheck(listing, what_to_do(problem) if problem is not None else None)


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
    match: Match[Any] | None  # None: remove the file
    path: Path  # the game's own file (held by this window)
    signed: bool  # signed with the profile's key (not a game opened from a changed file)


class _NextGame(NamedTuple):
    path: Path | None  # the kept game's file, or None: a new one
    lock: QLockFile | None
    signed: bool
    kept: bool = True  # False: a lesson (Learn to play), never kept in the list


class _WriterBridge(QObject):
    """Carries the writer thread's results to the GUI thread (queued signals)."""

    written = Signal(int, int)  # serial, decisions in the file (-1: removed)
    failed = Signal(int, str)  # serial, the problem
    link_set_aside = Signal(str, str)  # the file, where the planted link went


class Autosaver(QObject):
    """Writes the window's match to its own file after every decision, on a writer thread;
    see the module and games_in_progress.py."""

    written = Signal(int)  # decisions in the file just written
    removed = Signal()
    failed = Signal(str)  # at most once per game: why its autosave cannot be written
    kept_again = Signal()  # a game whose write failed is written again (space came back)
    link_set_aside = Signal(str, str)  # a link planted in a game's place: file, renamed to

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        """`path`: where older versions kept their one autosave; its folder is the
        data folder, which holds the games in progress and the save key."""
        super().__init__(parent)
        self.data_folder = path.parent
        self.folder = path.parent / "games-in-progress"  # games_in_progress.games_folder
        self._key: ProfileKey | None = None  # see `key`
        self.path: Path | None = None  # the file of the game on the table, once it is kept
        self._lock: QLockFile | None = None
        self._game: Match[Any] | None = None  # the match `path` is for
        self._next: _NextGame | None = None  # for the next match put on the table
        self._signed = True  # the game on the table's file is signed (see `continue_in`)
        self._kept = True  # the game on the table is kept at all (a lesson is not)
        self.enabled = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._hand_over)
        self._pending: Match[Any] | None = None
        self._last: tuple[Match[Any], int] | None = None  # the match and decisions handed over
        self._finished_for: Match[Any] | None = None
        self._serial = 0
        self._told: set[int] = set()
        # After a failed write the last good file stays; the game is written again until it
        # works (a full disk freed), without waiting for the next decision.
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._write_again)
        self._bridge = _WriterBridge()
        self._bridge.written.connect(self._on_written)
        self._bridge.failed.connect(self._on_failed)
        self._bridge.link_set_aside.connect(self.link_set_aside)
        self._cond = threading.Condition()
        self._job: _Job | None = None
        self._busy = False
        self._thread: threading.Thread | None = None

    @property
    def key(self) -> ProfileKey:
        """The profile's save key (its module is loaded when a game is first saved or read,
        not before the first paint)."""
        if self._key is None:
            from bazaar_desktop.services.save_key import ProfileKey

            self._key = ProfileKey(self.data_folder)
        return self._key

    # --- called by the window ---------------------------------------------------------------
    def continue_in(
        self, path: Path | None, lock: QLockFile | None, *, signed: bool, kept: bool = True
    ) -> None:
        """The next game put on the table is one continued: kept in `path` (locked by the
        caller), or None for a new file. `signed`: False for a game from a file that was not
        made here or changed since, so that its files never look made here (not counted).
        `kept`: False for a lesson, which is not kept at all."""
        if self._next is not None and self._next.lock is not None:
            self._next.lock.unlock()
        self._next = _NextGame(path, lock, signed, kept)

    def note(self, match: Match[Any] | None) -> None:
        """The match may have changed: write it soon (or remove its file if it is over)."""
        if match is None or not self.enabled:
            return
        if match is not self._game:
            self._switch_to(match)
        if not self._kept:
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
        """The game on the table is over or discarded on purpose: its file is removed."""
        self._timer.stop()
        self._pending = None
        self._last = None
        if self.path is not None and self.owned:
            self._submit(_Job(self._serial, None, self.path, self._signed))

    @property
    def owned(self) -> bool:
        """This window holds the lock of `path`: only then does it write or remove the file."""
        return self._lock is not None and self._lock.isLocked()

    def held_files(self) -> set[Path]:
        """The kept games this window holds (not "open elsewhere" in its own list)."""
        held = {self.path} if self.path is not None and self.owned else set()
        coming = self._next.path if self._next is not None else None
        return held | ({coming} if coming is not None else set())

    @property
    def keeping(self) -> bool:
        """The game on is kept in its file (the Quit question says so): no write of this game
        has failed, and its file is this window's, or not claimed yet (the first write, at the
        latest when the window closes, claims a new one)."""
        mine = self.path is None or self.owned
        return self.enabled and self._kept and mine and self._serial not in self._told

    @property
    def lesson(self) -> bool:
        """The game on the table is not kept on purpose (the walkthrough's practice game)."""
        return not self._kept

    def release(self, timeout: float = 5.0) -> None:
        """Write what is pending, then stop autosaving and let another window (or the next
        start) continue the game."""
        self.flush(timeout)
        self.enabled = False
        self._let_go()

    def flush(self, timeout: float = 5.0) -> bool:
        """Write what is pending now and wait for the writer (switching games, closing, tests)."""
        if self._timer.isActive():
            self._timer.stop()
            self._hand_over()
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    # --- which file the game on the table is kept in -----------------------------------------
    def _switch_to(self, match: Match[Any]) -> None:
        """Another game is on the table: the one before stays kept in its own file (written
        up to its last decision first), and this one gets its own."""
        self.flush()
        self._let_go()
        self._game = match
        self._serial += 1  # a new game (held, so its id is never reused)
        self._last = None
        coming, self._next = self._next, None
        self._signed = coming is None or coming.signed
        self._kept = coming is None or coming.kept
        if coming is not None and coming.path is not None:
            self.path, self._lock = coming.path, coming.lock

    def _let_go(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
        self._lock = None
        self.path = None

    def _claim_file(self) -> str | None:
        """A new file for the game on the table, held by this window; why not, else."""
        from bazaar_desktop.services.games_in_progress import (
            lock_game,
            new_game_file,
            same_game_file,
        )
        from bazaar_desktop.services.own_files import folder_problem, own_folder

        try:
            aside = own_folder(self.folder)  # a link in its place: the game is never kept there
        except OSError as exc:
            return what_to_do(exc)
        if aside is not None:
            self.link_set_aside.emit(self.folder.name, aside.name)
        problem = folder_problem(self.folder)
        if problem is not None:
            return what_to_do(problem)
        assert self._game is not None
        # A save of a game already kept (a second identical row) goes on in that
        # game's file, if no other window holds it.
        same = same_game_file(self.folder, self._game)
        lock = lock_game(same) if same is not None else None
        if same is not None and lock is not None:
            self.path, self._lock = same, lock
            return None
        path = new_game_file(self.folder)
        lock = lock_game(path)
        if lock is None:
            return what_to_do(OSError(13, "Permission denied", str(self.folder)))
        self.path, self._lock = path, lock
        return None

    # --- the hand-over to the writer thread ---------------------------------------------------
    def _hand_over(self) -> None:
        match = self._pending
        self._pending = None
        if match is None or match.is_over or match is not self._game:
            return
        if self.path is None:
            problem = self._claim_file()
            if problem is not None:
                self._on_failed(self._serial, problem)
                return
        self._last = (match, len(match.history))
        assert self.path is not None
        self._submit(_Job(self._serial, match.copy(), self.path, self._signed))

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

    def _run(self, job: _Job, *, retry: bool = True) -> None:
        """On the writer thread: write or remove the file; report back by queued signal."""
        if job.match is None:
            remove_quietly(job.path)
            self._bridge.written.emit(job.serial, -1)
            return
        from bazaar_engine.core.saves import LinkInTheWay, SaveError, write_save

        try:
            from bazaar_desktop.services.own_files import own_folder

            folder_aside = own_folder(job.path.parent)  # a link planted for the folder
            if folder_aside is not None:
                self._bridge.link_set_aside.emit(job.path.parent.name, folder_aside.name)
            # Not verified by loading it back: that would replay the whole game after every
            # decision. The write is atomic, and loading checks everything anyway. An app file:
            # never written through a link planted in its place.
            key = self.key.get() if job.signed else None
            write_save(job.path, job.match, verify=False, key=key, app_file=True)
        except LinkInTheWay as exc:
            from bazaar_desktop.services.own_files import is_link, set_aside_link

            aside = set_aside_link(job.path)
            if aside is not None:
                self._bridge.link_set_aside.emit(job.path.name, aside.name)
            if is_link(job.path) or not retry:  # it cannot be moved: told, not tried forever
                self._bridge.failed.emit(job.serial, str(exc))
                return
            self._run(job, retry=False)  # the link is gone: the game's own file is written now
            return
        except SaveError as exc:
            self._bridge.failed.emit(job.serial, str(exc))
            return
        except OSError as exc:
            self._bridge.failed.emit(job.serial, what_to_do(exc))
            return
        decisions = len(job.match.history)
        self._bridge.written.emit(job.serial, decisions)

    # --- back on the GUI thread ---------------------------------------------------------------
    def _on_written(self, serial: int, decisions: int) -> None:
        if decisions < 0:
            self.removed.emit()
            return
        self.written.emit(decisions)
        if serial in self._told and serial == self._serial:  # it failed before: told again
            self._told.discard(serial)
            self.kept_again.emit()

    def _on_failed(self, serial: int, problem: str) -> None:
        if serial == self._serial and self.enabled:
            self._retry.start()
        if serial in self._told:
            return
        self._told.add(serial)
        self.failed.emit(problem)

    def _write_again(self) -> None:
        """The game on the table, written again after a failed write (if it is still on)."""
        match = self._game
        if match is not None and self.enabled and not match.is_over:
            self._last = None
            self.note(match)
