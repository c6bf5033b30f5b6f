"""Actions are small frozen dataclasses; this module turns them into JSON and back.

An action's fields may be ``int``, ``bool``, ``str``, ``None``-able versions of those, or
tuples of ints. The JSON form is ``{"type": ClassName, field: value, ...}``. Decoding is
strict, because saves come from disk and may be hostile: unknown types, missing or extra
keys and wrong value types are all refused with a `DataError` that names the problem.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from typing import Any

from bazaar_engine.core.errors import DataError

MAX_INT = 10**9  # no legitimate action field is anywhere near this


def action_to_json(action: object) -> dict[str, Any]:
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        raise TypeError(f"not an action dataclass: {action!r}")
    out: dict[str, Any] = {"type": type(action).__name__}
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def _check_int(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"{where} must be a whole number, not {type(value).__name__}")
    if abs(value) > MAX_INT:
        raise DataError(f"{where} is out of range")
    return value


def _decode_field(value: object, hint: object, where: str) -> object:
    origin = typing.get_origin(hint)
    if hint in (int, bool, str):
        return _decode_scalar(value, hint, where)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(hint)
        if value is None and type(None) in args:
            return None
        non_none = [a for a in args if a is not type(None)]
        if len(non_none) == 1:
            return _decode_field(value, non_none[0], where)
    if origin is tuple:
        return _decode_tuple(value, typing.get_args(hint), where)
    raise TypeError(f"unsupported action field type {hint!r}")  # a programming error, not data


def _decode_scalar(value: object, hint: object, where: str) -> object:
    if hint is int:
        return _check_int(value, where)
    if hint is bool:
        if not isinstance(value, bool):
            raise DataError(f"{where} must be true or false")
        return value
    if not isinstance(value, str) or len(value) > 200:
        raise DataError(f"{where} must be a short text")
    return value


def _decode_tuple(value: object, args: tuple[Any, ...], where: str) -> tuple[object, ...]:
    if not isinstance(value, list | tuple) or len(value) > 1000:
        raise DataError(f"{where} must be a short list")
    item_hint = args[0] if args else int
    if len(args) == 2 and args[1] is Ellipsis:
        return tuple(_decode_field(v, item_hint, f"{where}[{i}]") for i, v in enumerate(value))
    if len(args) != len(value):
        raise DataError(f"{where} must have {len(args)} entries")
    pairs = enumerate(zip(args, value, strict=True))
    return tuple(_decode_field(v, a, f"{where}[{i}]") for i, (a, v) in pairs)


def action_from_json(data: object, action_types: Sequence[type[Any]]) -> Any:
    """Decode one action; `action_types` are the dataclasses a game accepts."""
    if not isinstance(data, Mapping):
        raise DataError("an action must be a JSON object")
    by_name = {t.__name__: t for t in action_types}
    type_name = data.get("type")
    if not isinstance(type_name, str) or type_name not in by_name:
        raise DataError(f"unknown action type {str(type_name)[:40]!r}")
    cls = by_name[type_name]
    hints = typing.get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    extra = set(data) - set(names) - {"type"}
    if extra:
        names_text = ", ".join(sorted(map(str, extra)))[:80]
        raise DataError(f"{type_name} has unexpected keys: {names_text}")
    kwargs: dict[str, object] = {}
    for name in names:
        if name not in data:
            raise DataError(f"{type_name} is missing {name!r}")
        kwargs[name] = _decode_field(data[name], hints[name], f"{type_name}.{name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:  # a dataclass __post_init__ may validate further
        raise DataError(f"{type_name}: {exc}") from exc
