"""Hostile text to JSON data: a save's bytes or text parsed within the limits (size, lists and
objects, numbers, decisions, repeated keys) before anything else looks at it."""

from __future__ import annotations

import json
import math
import re
from typing import Any, NoReturn

from bazaar_engine.core.saves.records import (
    DECISION_KEYS,
    MAX_CONTAINERS,
    MAX_DECISIONS,
    MAX_NUMBER_DIGITS,
    MAX_SAVE_BYTES,
    SaveError,
)


def save_text(raw: bytes | str) -> str:
    if isinstance(raw, bytes):
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError("the file is too large to be a save file")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise SaveError("the file is not a save file (it is not UTF-8 text)") from exc
    else:
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError("the text is too large to be a save file")
        text = raw
    return text


def _check_container_count(text: str) -> None:
    """Every JSON list or object costs memory once parsed; count their openings first (an
    upper bound: brackets inside texts count too, which real saves hardly have)."""
    if text.count("{") + text.count("[") > MAX_CONTAINERS:
        raise SaveError(
            "the file is not a save file (it holds more lists and objects than any save)"
        )


def parse_json(text: str) -> Any:
    _check_container_count(text)
    # Numbers are checked by a Python hook only in a file that has a long run of digits: the
    # hook costs a call per number, and a real save's numbers are short.
    checked_int = _parse_int if _LONG_DIGIT_RUN.search(text) else int
    try:
        return json.loads(
            text,
            parse_int=checked_int,
            parse_float=_parse_float,
            parse_constant=_refuse_constant,
            object_pairs_hook=_DecisionCounter(),
        )
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"the file is not a save file (not valid JSON: {exc.msg} "
            f"at line {exc.lineno}, column {exc.colno})"
        ) from exc
    except RecursionError as exc:
        raise SaveError("the file is not a save file (its JSON is nested too deeply)") from exc
    except ValueError as exc:
        if isinstance(exc, SaveError):
            raise
        raise SaveError(f"the file is not a save file ({exc})") from exc


_LONG_DIGIT_RUN = re.compile(f"[0-9]{{{MAX_NUMBER_DIGITS + 1}}}")


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_DIGITS:
        raise SaveError("the file holds a number too large for any save")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS:
        raise SaveError("the file holds a number too large for any save")
    value = float(text)
    if not math.isfinite(value):
        raise SaveError("the file holds a number too large for any save")
    return value


def _refuse_constant(text: str) -> NoReturn:
    raise SaveError(f"the file holds {text[:20]}, which is not a number a save may hold")


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):  # the slow search only when a key is repeated
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise SaveError(f"the file repeats the key {key[:40]!r}")
            seen.add(key)
    return out


class _DecisionCounter:
    """The parser's object hook: refuses repeated keys, and counts decisions (objects of a
    "player" and an "action") as they are parsed, so a file with too many is refused before
    the rest is read."""

    def __init__(self) -> None:
        self.decisions = 0

    def __call__(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out = _unique_keys(pairs)
        if len(out) == len(DECISION_KEYS) and DECISION_KEYS.issubset(out):
            self.decisions += 1
            if self.decisions > MAX_DECISIONS:
                raise SaveError(f"the save has more than {MAX_DECISIONS} decisions")
        return out
