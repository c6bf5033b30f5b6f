"""Field checks on untrusted save data: each field's presence, type and length, the nesting
depth, and game code run on that data, every problem raised as a one-line `SaveError`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.saves.records import MAX_DEPTH, SaveError

T = TypeVar("T")


_WANTED = {"dict": "an object", "list": "a list", "str": "a text"}


def json_type(value: object) -> str:
    if isinstance(value, bool):
        return "true/false value"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "list"
    if value is None:
        return "null"
    return "object"


def check_keys(data: dict[str, Any], required: set[str], optional: set[str], where: str) -> None:
    missing = sorted(required - set(data))
    if missing:
        raise SaveError(f"{where} is missing {', '.join(map(repr, missing))}")
    extra = sorted(set(data) - required - optional)
    if extra:
        raise SaveError(
            f"{where} has unexpected keys: {', '.join(repr(k[:40]) for k in extra)}"[:200]
        )


def require(data: dict[str, Any], key: str, kind: type[T], where: str = "the save") -> T:
    if key not in data:
        raise SaveError(f"{where} is missing {key!r}")
    value = data[key]
    if not isinstance(value, kind):
        wanted = _WANTED.get(kind.__name__, kind.__name__)
        raise SaveError(f"{where}: {key!r} must be {wanted}, not a {json_type(value)}")
    return value


def require_int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise SaveError(f"the save: {key!r} must be a whole number, not a {json_type(value)}")
    return value


def require_text(data: dict[str, Any], key: str, limit: int, where: str = "the save") -> str:
    value = require(data, key, str, where)
    if len(value) > limit:
        raise SaveError(f"{where}: {key!r} is too long (at most {limit} characters)")
    return value


def short_number(value: int) -> str:
    text = str(value)
    return text if len(text) <= 12 else text[:12] + "…"


def check_depth(data: object) -> None:
    """Refuse deeply nested data up front, so no recursive code below can overflow the stack."""
    stack: list[tuple[object, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError(f"the save is nested too deeply (more than {MAX_DEPTH} levels)")
        children: Iterator[object]
        if isinstance(value, dict):
            children = iter(value.values())
        elif isinstance(value, list):
            children = iter(value)
        else:
            continue
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))


def guard(call: Callable[[], T], context: str) -> T:
    """Run game code on untrusted data, turning whatever it raises into a `SaveError`."""
    try:
        return call()
    except SaveError:
        raise
    except (DataError, IllegalAction) as exc:
        raise SaveError(f"{context}: {exc}") from exc
    except RecursionError as exc:
        raise SaveError(f"{context}: the data is nested too deeply") from exc
    except Exception as exc:  # a game refusing hostile data the wrong way
        raise SaveError(f"{context}: the data is not valid ({type(exc).__name__})") from exc
