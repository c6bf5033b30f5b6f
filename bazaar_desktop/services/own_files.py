"""The app's own files (games in progress, statistics, settings, the save key, results not
yet counted): never written or read through a symbolic link planted in their folder.

A link found where one of these files belongs is renamed (``NAME.link-set-aside``, the link
itself: its target is never opened, written or removed) and the caller says so in one status
line (`link_note`). New files are made owner-only (rw-------, or less if the umask is
stricter) with O_NOFOLLOW | O_EXCL, so nothing is created at the end of a dangling link.
On Windows the modes only set or clear the read-only bit (the per-user profile folders'
ACLs keep other accounts out) and there is no O_NOFOLLOW (a symbolic link needs Developer
Mode or an administrator to plant); the set-aside of links found works there too.
Plain Python, no Qt: used on worker threads."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path

LINK_SUFFIX = ".link-set-aside"
LINKS_KEPT = 3  # set-aside links kept per file; a link planted again and again is removed
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX; Windows has no planted-link problem here
PRIVATE = 0o600


def is_link(path: Path) -> bool:
    try:
        return stat.S_ISLNK(os.lstat(path).st_mode)
    except OSError:
        return False


def set_aside_link(path: Path) -> Path | None:
    """If `path` is a symbolic link, rename the link (never its target) out of the way and
    return where it went; None if it is no link, could not be moved, or was removed: once
    LINKS_KEPT links of this name are kept, a further one is deleted (the link itself), so
    links planted again and again never pile up, nor their notes."""
    if not is_link(path):
        return None
    names = [path.name + LINK_SUFFIX]
    names += [f"{path.name}{LINK_SUFFIX}-{n}" for n in range(2, LINKS_KEPT + 1)]
    free = next((name for name in names if not os.path.lexists(path.with_name(name))), None)
    try:
        if free is None:
            os.unlink(path)  # unlink never follows a link: its target is untouched
            return None
        os.rename(path, path.with_name(free))  # rename moves the link itself
    except OSError:
        return None
    return path.with_name(free)


def link_note(path: Path, aside: Path) -> str:
    """The one status line for a link set aside (English; the desktop translates it)."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "MainWindow",
        "{file} was a link to another file; it was renamed {aside}, and nothing was written "
        "through it.",
    ).format(file=path.name, aside=aside.name)


def write_new_private(path: Path, data: bytes) -> None:
    """Create `path` owner-only with `data`, failing (FileExistsError) if anything, a link
    included, is already there; a partly written file is removed."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NO_FOLLOW, PRIVATE)
    try:
        with open(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise


def read_private(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of `path`, never through a link (OSError ELOOP if it is one)."""
    with open(os.open(path, os.O_RDONLY | NO_FOLLOW), "rb") as handle:
        return handle.read(limit)


def remove_if_empty(path: Path) -> None:
    """Remove `path` if it is an empty regular file (one made just now that got nothing)."""
    with contextlib.suppress(OSError):
        info = os.lstat(path)
        if stat.S_ISREG(info.st_mode) and info.st_size == 0:
            os.unlink(path)


def make_folder(folder: Path) -> None:
    """Make `folder` and any missing folder above it owner-only (rwx------): the data folder
    holds the profile's games, statistics and key (mkdir's `parents` would make them
    rwxr-xr-x). One that is there is left as it is. OSError if it cannot be made."""
    missing = []
    here = folder
    while not os.path.lexists(here) and here.parent != here:
        missing.append(here)
        here = here.parent
    for level in reversed(missing):
        with contextlib.suppress(FileExistsError):
            os.mkdir(level, 0o700)
    if not folder.is_dir():  # a file in its place (or above it): said as mkdir says it
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(folder))


def own_folder(folder: Path) -> Path | None:
    """The app's own folder (games in progress, results waiting) made owner-only if missing;
    a link in its place is set aside first (never followed: the files made in it would land
    in its target): returns where the link went, else None. OSError if it cannot be made."""
    aside = set_aside_link(folder)
    make_folder(folder)
    return aside


def folder_problem(folder: Path) -> OSError | None:
    """Can a game be kept in `folder`? A page is written and removed; a full disk or a
    read-only one says so (OSError), so the person hears it before playing, not after."""
    probe = folder / f".probe-{os.urandom(4).hex()}.tmp"
    try:
        make_folder(folder)  # the games: nobody else's
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL | NO_FOLLOW, 0o600)
        try:
            page = b"\0" * 4096  # a small autosave's size
            if os.write(fd, page) < len(page):  # a short write: no room left
                return OSError(28, "No space left on device", str(folder))
        finally:
            os.close(fd)
    except OSError as exc:
        return exc
    finally:
        with contextlib.suppress(OSError):
            os.unlink(probe)
    return None


def make_private(path: Path) -> None:
    """Make the regular file or folder at `path` owner-only (QSettings makes its file and
    QLockFile its lock rw-r--r--; older versions made the data folder rwxr-xr-x); a link or
    a missing file is left alone."""
    with contextlib.suppress(OSError):
        info = os.lstat(path)
        ours = stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode)
        if ours and stat.S_IMODE(info.st_mode) & 0o077:
            os.chmod(path, stat.S_IMODE(info.st_mode) & 0o700)
