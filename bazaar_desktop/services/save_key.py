"""The profile's save key: what signs the sealed part of every save written here (HMAC, see
`bazaar_engine.core.save_signature`), so that a save edited outside Bazaar, or made on another
computer, is known when it is opened (it opens, with one note, and its result is not counted
in the statistics).

The key is 32 random bytes kept as hex in ``save-key`` in the data folder, owner-only, made on
first use (O_EXCL: two copies of the app starting at once agree on one key) and never read
through a link (a planted link is set aside and a new key made). Anyone who can read the
profile's files can read the key too: this keeps edits from going unnoticed, not a determined
person on the same account (docs/save-format.md). Plain Python: used on worker threads."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from bazaar_desktop.services.own_files import (
    make_folder,
    read_private,
    set_aside_link,
    write_new_private,
)

if TYPE_CHECKING:
    from bazaar_engine.core.saves import SignedMatch

KEY_FILE = "save-key"
KEY_BYTES = 32


class ProfileKey:
    """The key of the profile whose data folder is `folder`, made on first use."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / KEY_FILE
        self._key: bytes | None = None
        self._lock = threading.Lock()
        self.set_aside: Path | None = None  # a link found in the key's place, for one note

    def get(self) -> bytes | None:
        """The key, or None if the data folder cannot hold one (saves are then unsigned)."""
        with self._lock:
            if self._key is None:
                with contextlib.suppress(OSError, ValueError):
                    self._key = self._read_or_make()
            return self._key

    def _read_or_make(self) -> bytes:
        aside = set_aside_link(self.path)
        if aside is not None:
            self.set_aside = aside
        for _attempt in range(2):
            try:
                key = bytes.fromhex(read_private(self.path, 4 * KEY_BYTES).decode("ascii"))
            except FileNotFoundError:
                make_folder(self.path.parent)
                with contextlib.suppress(FileExistsError):  # another copy made it just now
                    write_new_private(self.path, os.urandom(KEY_BYTES).hex().encode("ascii"))
                continue
            if len(key) != KEY_BYTES:
                raise ValueError("not a save key")
            return key
        raise ValueError("no save key")


def read_signed_game(path: str | Path, key: bytes | None, *, app_file: bool = False) -> SignedMatch:
    """A save read, validated and replayed, with whether this profile signed it (no key: every
    file counts as not signed here). Raises `SaveError` (a `ValueError`)."""
    from bazaar_engine.core.save_signature import UNSIGNED
    from bazaar_engine.core.saves import SignedMatch, read_save, read_signed_save

    if key is None:
        return SignedMatch(read_save(path, app_file=app_file), UNSIGNED)
    return read_signed_save(path, key, app_file=app_file)


def made_here(found: SignedMatch) -> bool:
    """Signed with this profile's key and unchanged since: its result may be counted."""
    from bazaar_engine.core.save_signature import SIGNED

    return found.signature == SIGNED


def is_planted_link(exc: Exception) -> bool:
    """The error of reading or writing one of the app's files that is a symbolic link."""
    from bazaar_engine.core.saves import LinkInTheWay

    return isinstance(exc, LinkInTheWay)
