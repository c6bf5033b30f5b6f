"""What to tell a person when the computer refuses a file operation: words and a way out,
never an errno ("[Errno 17] File exists: '/home/ana/.local/share/Bazaar'").

`what_to_do(exc)` turns an `OSError` into one short English sentence naming the file or folder
and what the person can do about it. It is used for save files, the autosave and statistics;
the command line prints it as it is, the desktop shows it inside its own translated sentence.
"""

from __future__ import annotations

import errno
import os

_MAX_SHOWN = 80  # characters of a path shown in a message


def _shown(path: object) -> str:
    if path is None:
        return "the file"
    text = os.fspath(path) if isinstance(path, str | os.PathLike) else str(path)
    return repr(text if len(text) <= _MAX_SHOWN else "…" + text[-_MAX_SHOWN:])


def what_to_do(exc: OSError) -> str:
    """A sentence for `exc` in user words, e.g. "a file is in the way of the folder …"."""
    where = _shown(exc.filename)
    code = exc.errno
    if code in (errno.EEXIST, errno.ENOTDIR):
        return f"a file is in the way where a folder is needed ({where}); move or rename it"
    if code in (errno.EACCES, errno.EPERM):
        return f"there is no permission to use {where}; check its permissions or pick another place"
    if code == errno.EROFS:
        return f"{where} is on a disk that cannot be written; pick another place"
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full; free some space and try again"
    if code == errno.ENOENT:
        return f"{where} does not exist; check the folder is still there"
    if code == errno.EISDIR:
        return f"{where} is a folder, not a file; pick a file name"
    if code == errno.ENAMETOOLONG:
        return "the file name is too long; pick a shorter one"
    if code in (errno.EBUSY, errno.ETXTBSY):
        return f"{where} is in use by another program; close it and try again"
    reason = (exc.strerror or type(exc).__name__).lower()
    return f"{where} could not be used ({reason}); try another place"
