"""The signature of a save (format 3): an HMAC-SHA256, with a key of the person's profile,
over everything in the file but the signature itself (the sealed part and the readable
fields alike), so that a file edited outside Bazaar, or made on another computer, is known.

The key is not this module's business: the desktop keeps one per profile (owner-only, in its
data folder) and passes it in; the engine never looks for it. A file that does not match still
loads (it is a valid game), but the caller is told, and the desktop does not count its result.
This keeps edits from going unnoticed, not from someone who can read the profile's key (see
docs/save-format.md)."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping
from typing import Any, Final

SIGNATURE_FIELD: Final = "signature"
SCHEME: Final = "hmac-sha256:"
SIGNED: Final = "signed"  # made with this key and unchanged since
UNSIGNED: Final = "unsigned"  # no signature: an older Bazaar's file, or one written without a key
MISMATCH: Final = "mismatch"  # changed since, or signed with another profile's key
SIGNATURE_CHARS: Final = len(SCHEME) + 64


def _canonical(data: Mapping[str, Any]) -> bytes:
    """The signed bytes: the parsed file but its signature, in one canonical JSON form (the
    same whichever way the file's text was laid out)."""
    unsigned = {key: value for key, value in data.items() if key != SIGNATURE_FIELD}
    text = json.dumps(unsigned, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8")


def signature(data: Mapping[str, Any], key: bytes) -> str:
    """The signature of save data (the file's form) with `key`."""
    return SCHEME + hmac.new(key, _canonical(data), hashlib.sha256).hexdigest()


def signed(data: Mapping[str, Any], key: bytes) -> dict[str, Any]:
    """`data` with its signature as the last field."""
    out = {k: v for k, v in data.items() if k != SIGNATURE_FIELD}
    out[SIGNATURE_FIELD] = signature(out, key)
    return out


def check(data: Mapping[str, Any], key: bytes) -> str:
    """SIGNED, UNSIGNED or MISMATCH for the parsed file `data` (its form is checked on load)."""
    found = data.get(SIGNATURE_FIELD)
    if found is None:
        return UNSIGNED
    if not isinstance(found, str):
        return MISMATCH
    return SIGNED if hmac.compare_digest(found, signature(data, key)) else MISMATCH


def form_problem(value: object) -> str | None:
    """Why a `signature` field is not one Bazaar writes, or None."""
    if (
        isinstance(value, str)
        and len(value) == SIGNATURE_CHARS
        and value.startswith(SCHEME)
        and all(c in "0123456789abcdef" for c in value[len(SCHEME) :])
    ):
        return None
    return "the save's 'signature' is not one Bazaar writes (it was edited or damaged)"
