"""Sealing: open save data to the file's form (history, snapshot and seed in one compressed
field, maybe signed) and back, refusing a damaged sealed field in one line."""

from __future__ import annotations

import base64
import binascii
import zlib
from collections.abc import Mapping
from typing import Any

from bazaar_engine.core import save_signature
from bazaar_engine.core.saves.fields import json_type
from bazaar_engine.core.saves.json_text import parse_json
from bazaar_engine.core.saves.records import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_SAVE_BYTES,
    MAX_TEXT_CHARS,
    OPEN_FORMAT_VERSION,
    SEALED_KEYS,
    SEALED_NOTE,
    SEALED_OPTIONAL_KEYS,
    SEALED_VERSIONS,
    SaveError,
    dump,
    dumps_open_save,
)


def sealed_save(data: Mapping[str, Any], key: bytes | None = None) -> dict[str, Any]:
    """The file's form of open save data: history and snapshot in the sealed field, signed
    with `key` when one is given (format 3)."""
    if "sealed" in data:
        return dict(data)  # sealed already
    sealed_keys = (*SEALED_KEYS, *(key for key in SEALED_OPTIONAL_KEYS if key in data))
    hidden = {key: data[key] for key in sealed_keys}
    packed = zlib.compress(dump(hidden).encode("utf-8"), 9)
    out = {key: value for key, value in data.items() if key not in sealed_keys}
    out["version"] = FORMAT_VERSION
    out["sealed_note"] = SEALED_NOTE
    out["sealed"] = base64.b64encode(packed).decode("ascii")
    return out if key is None else save_signature.signed(out, key)


def opened_save(data: object) -> object:
    """Open data as `match_from_json` checks it: a sealed (format 2) save's field unpacked in
    place; anything else is returned unchanged, to be checked there. Raises `SaveError` for a
    sealed field that is damaged, in one line."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        return data
    version = data.get("version")
    if type(version) is not int or version not in SEALED_VERSIONS:
        return data
    _check_signature_form(data, version)
    if "sealed" not in data:
        raise SaveError("the save is missing 'sealed' (its decisions and position)")
    clear = sorted(key for key in (*SEALED_KEYS, *SEALED_OPTIONAL_KEYS) if key in data)
    if clear:
        raise SaveError(f"the save holds {clear[0]!r} both sealed and in the clear")
    hidden = _unseal(data["sealed"])
    hidden_too = ("sealed", "sealed_note", save_signature.SIGNATURE_FIELD)
    out = {key: value for key, value in data.items() if key not in hidden_too}
    note = data.get("sealed_note", SEALED_NOTE)
    if not isinstance(note, str) or len(note) > MAX_TEXT_CHARS * 2:
        raise SaveError("the save: 'sealed_note' must be a short text")
    out["version"] = OPEN_FORMAT_VERSION
    out.update(hidden)
    return out


def _check_signature_form(data: dict[str, Any], version: int) -> None:
    if save_signature.SIGNATURE_FIELD not in data:
        return
    if version < 3:
        raise SaveError("the save has a 'signature', which its format (2) never had")
    problem = save_signature.form_problem(data[save_signature.SIGNATURE_FIELD])
    if problem is not None:
        raise SaveError(problem)


def _unseal(sealed: object) -> dict[str, Any]:
    damaged = "the sealed part of the save is damaged"
    if not isinstance(sealed, str):
        raise SaveError(f"the save: 'sealed' must be a text, not a {json_type(sealed)}")
    try:
        packed = base64.b64decode(sealed.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error) as exc:
        raise SaveError(f"{damaged} (it is not base64 text)") from exc
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_SAVE_BYTES + 1)
    except zlib.error as exc:
        raise SaveError(f"{damaged} (it does not decompress)") from exc
    if len(raw) > MAX_SAVE_BYTES or inflater.unconsumed_tail:
        raise SaveError("the sealed part of the save is too large")
    if not inflater.eof or inflater.unused_data:
        raise SaveError(f"{damaged} (it is cut short or has extra data)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{damaged} (it is not UTF-8 text)") from exc
    try:
        hidden = parse_json(text)
    except SaveError as exc:
        raise SaveError(f"{damaged}: {exc}") from exc
    if not isinstance(hidden, dict) or set(hidden) - set(SEALED_OPTIONAL_KEYS) != set(SEALED_KEYS):
        raise SaveError(f"{damaged} (it must hold exactly 'history' and 'snapshot')")
    return hidden


def dumps_save(data: Mapping[str, Any], key: bytes | None = None) -> str:
    """JSON text for a save file, sealed (`sealed_save`, signed with `key` if given): a line per
    top-level key and per seat. `dumps_open_save` writes the open form, for tools and tests."""
    return dumps_open_save(sealed_save(data, key))
