"""The settings kept in memory by a QSettings and written to their file by Bazaar itself.

QSettings is kept as the app's settings object (every part of the window reads and writes
through it) but never touches the file: it would follow a link planted in the file's place
while Bazaar runs (it writes the link's target), turn a value stored as a Python object into
one (it unpickles it), and wait 30 s for a lock left by another computer. Here instead:

- the file is read with O_NOFOLLOW (`ini_text.read_ini`): a value stored as an object is left
  out and said, the file's other settings are kept;
- it is written as the games are: a new owner-only file beside it (O_EXCL | O_NOFOLLOW, in
  the folder opened without following a link), then renamed over it. A rename replaces a link
  planted meanwhile; it never writes through it;
- each write first reads the file again and keeps what another copy of Bazaar changed in it
  (as QSettings does), under a lock the system drops with its holder (flock): a leftover lock
  file holds nothing. A lock held by a live program is waited for at most a second, then the
  file is written without it and that is said.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import time
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Signal

from bazaar_desktop.services.ini_text import TextValue, read_ini, write_ini
from bazaar_desktop.services.own_files import (
    NO_FOLLOW,
    PRIVATE,
    link_note,
    make_private,
    read_private,
    set_aside_link,
)
from bazaar_desktop.services.settings_file import (
    MAX_SETTINGS_BYTES,
    SettingsReset,
    default_settings_path,
    keep_damaged,
    raw_problem,
    reset_note,
)

WRITE_LOCK_SUFFIX = ".write-lock"  # flock'ed while the file is read again and replaced
LOCK_PATIENCE_S = 1.0  # a lock held longer than this is a stuck program: written without it
_LOCK_RETRY_S = 0.02
_STORES = itertools.count()
_INI = QSettings.Format.IniFormat
try:
    import fcntl
except ImportError:  # Windows: the settings are in the registry there (`open_settings`)
    fcntl = None  # type: ignore[assignment]


def as_text(value: object) -> TextValue:
    """A value as the file keeps it: text, a list of texts, or None."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return [str(as_text(item) or "") for item in value]
    return str(value)


class SettingsStore(QSettings):
    """The settings of the file at `path`, held in memory (a QSettings without a file) and
    written by `sync` as the module says. `fileName()` names the real file."""

    file_note = Signal(str)  # a problem met while writing: one line

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        # QSettings shares the values of one file name between all its objects: each store
        # has a name of its own, in no folder anything can be written to (/dev/null is none).
        super().__init__(f"/dev/null/bazaar-{os.getpid()}-{next(_STORES)}", _INI, parent)
        self.path = path
        self.start_notes: list[str] = []  # what was wrong with the file when it was read
        self._on_disk: dict[str, TextValue] = {}  # the file's values as last read or written
        self._rewrite = False  # the file holds what must go (a value stored as an object)
        self._told_lock = False
        self._load()
        app = QCoreApplication.instance()
        if app is not None:  # QSettings writes when it is destroyed: too late for Python
            app.aboutToQuit.connect(self.sync)

    def fileName(self) -> str:
        return str(self.path)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:  # QSettings's own delayed write
            self.sync()
            return True
        return super().event(event)

    # --- reading ----------------------------------------------------------------------
    def _load(self) -> None:
        make_private(self.path)  # an older version's rw-r--r-- file
        aside = set_aside_link(self.path)
        if aside is not None:
            reset = SettingsReset("it was a link to another file", aside)
            self.start_notes.append(reset_note(reset))
            return
        values = self._read_file(at_start=True)
        for key, value in (values or {}).items():
            super().setValue(key, value)
        self._on_disk = dict(values or {})

    def _read_file(self, at_start: bool = False) -> dict[str, TextValue] | None:
        """The file's values; None if it cannot be read now (a link, gone, unreadable). A
        garbage file is kept aside as damaged (told: at start in `start_notes`)."""
        try:
            raw = read_private(self.path, MAX_SETTINGS_BYTES + 1)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                self._set_aside_link()
            return None
        problem = raw_problem(raw)
        read = read_ini(raw.decode("utf-8", "replace")) if problem is None else None
        if read is None or read.malformed:
            why = problem or QCoreApplication.translate("MainWindow", "it is not a settings file")
            self._tell(reset_note(keep_damaged(self.path, why)), at_start)
            return None
        if read.objects:
            self._rewrite = True
            self._tell(self._objects_note(read.objects), at_start)
        return read.values

    def _objects_note(self, keys: list[str]) -> str:
        return QCoreApplication.translate(
            "MainWindow",
            "The setting {keys} held a value stored as a program object, which Bazaar never "
            "reads; it was ignored and the other settings were kept.",
        ).format(keys=", ".join(key[:60] for key in keys[:3]))

    def _tell(self, note: str, at_start: bool) -> None:
        if at_start:
            self.start_notes.append(note)
        else:
            self.file_note.emit(note)

    def _set_aside_link(self) -> None:
        aside = set_aside_link(self.path)
        if aside is not None:
            self.file_note.emit(link_note(self.path, aside))

    # --- writing ----------------------------------------------------------------------
    def sync(self) -> None:
        """Write what changed here since the file was last read or written, keeping what
        another copy of Bazaar changed in it meanwhile."""
        super().sync()  # writes nowhere (no such folder), and lets QSettings ask again
        mine = {key: as_text(self.value(key)) for key in self.allKeys()}
        changed = {
            k for k in mine.keys() | self._on_disk.keys() if mine.get(k) != self._on_disk.get(k)
        }
        if not changed and not self._rewrite:
            return  # (what another copy wrote is read at the next write)
        with self._write_lock():
            theirs = self._read_file()
            if theirs is None:
                theirs = dict(self._on_disk)  # unreadable now: what it held before
            merged = {k: v for k, v in theirs.items() if k not in changed}
            merged.update({k: mine[k] for k in changed if k in mine})
            needed = merged != theirs or self._rewrite or not os.path.lexists(self.path)
            if needed and not self._write(merged):
                return
        self._take_theirs(theirs, changed)
        self._on_disk = merged

    def _take_theirs(self, theirs: dict[str, TextValue], changed: set[str]) -> None:
        """Values another copy of Bazaar wrote: seen here too (QSettings would, at a sync)."""
        for key in theirs.keys() | self._on_disk.keys():
            if key in changed or theirs.get(key) == self._on_disk.get(key):
                continue
            if key in theirs:
                super().setValue(key, theirs[key])
            else:
                super().remove(key)

    def _write(self, values: dict[str, TextValue]) -> bool:
        """Replace the file by a new one holding `values`; False (and said) if it failed."""
        data = write_ini(values).encode("utf-8")
        if os.path.islink(self.path):  # planted: said, though the rename would replace it
            self._set_aside_link()
        try:
            write_beside(self.path, data)
        except OSError as exc:
            self.file_note.emit(
                QCoreApplication.translate(
                    "MainWindow", "The settings could not be written ({why})."
                ).format(why=exc.strerror or str(exc))
            )
            return False
        self._rewrite = False
        return True

    @contextlib.contextmanager
    def _write_lock(self) -> Iterator[None]:
        """Hold the write lock while the file is read again and replaced; after
        LOCK_PATIENCE_S without it, go on without it (said once)."""
        lock = self.path.with_name(self.path.name + WRITE_LOCK_SUFFIX)
        fd = _open_lock(lock)
        held = fd is not None and _flock_within(fd, LOCK_PATIENCE_S)
        if fd is not None and not held and not self._told_lock:
            self._told_lock = True
            self.file_note.emit(
                QCoreApplication.translate(
                    "MainWindow",
                    "Another program holds the lock of the settings file ({file}); the "
                    "settings were written without waiting for it.",
                ).format(file=lock.name)
            )
        try:
            yield
        finally:
            if fd is not None:
                os.close(fd)  # (and the lock with it)


def _open_lock(lock: Path) -> int | None:
    """The lock file, made owner-only if missing; None if it cannot be (a link, a folder)."""
    try:
        if not lock.parent.is_dir():
            return None
        flags = os.O_RDWR | os.O_CREAT | NO_FOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
        return os.open(lock, flags, PRIVATE)
    except OSError:
        return None


def _flock_within(fd: int, patience_s: float) -> bool:
    if fcntl is None:
        return False
    deadline = time.monotonic() + patience_s
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(_LOCK_RETRY_S)
        except OSError:
            return False  # no locks on this file system: written without


def write_beside(path: Path, data: bytes) -> None:
    """Write `data` to a new owner-only file beside `path` and rename it over `path`. The
    folder is opened without following a link, the new file is made with O_EXCL |
    O_NOFOLLOW: no link, planted when or wherever, is written through."""
    from bazaar_desktop.services.own_files import make_folder

    make_folder(path.parent)
    folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | NO_FOLLOW)
    try:
        temporary = f".{path.name}.{os.urandom(6).hex()}.tmp"
        fd = os.open(
            temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NO_FOLLOW, PRIVATE, dir_fd=folder
        )
        try:
            with open(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temporary, path.name, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary, dir_fd=folder)
            raise
    finally:
        os.close(folder)


def open_settings() -> tuple[QSettings, list[str]]:
    """The app's settings, and what was wrong with their file: one line each. On Linux and
    the BSDs Bazaar reads and writes the file itself (`SettingsStore`); elsewhere they are
    the system's (the registry, a property list)."""
    path = default_settings_path()
    if path is None:
        return QSettings(), []
    store = SettingsStore(path)
    return store, list(store.start_notes)
