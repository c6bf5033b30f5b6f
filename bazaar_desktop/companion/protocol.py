"""What a phone may say, checked before anything else sees it (no Qt, no engine).

Every message from a phone is hostile until proven otherwise: it must be one JSON object of at
most `MAX_MESSAGE_BYTES`, of a known `type` whose fields have the right types and ranges, and
no more than `RateLimit` allows. A message that fails is a `ProtocolError`: the server closes
that connection with its reason and nothing else happens. A well-formed message may still be
an illegal move: that is for the engine to refuse (in the desktop's words), not for this file.
"""

from __future__ import annotations

import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bazaar_desktop.companion.limits import MAX_JSON_DEPTH
from bazaar_server.protocol import checked_fields, json_object

MAX_MESSAGE_BYTES = 2048
TOKEN_BYTES = 24  # secrets.token_urlsafe(24): 192 random bits per seat and game
TOKEN_PATTERN = re.compile(r"^[A-Za-z0-9_-]{32}$")
PAIRING_DIGITS = 6
CARD_PATTERN = re.compile(r"^[a-z0-9_]{1,20}$")
MAX_COUNT = 99  # no gem, jewel or card count in any game comes near it
MAX_SEAT = 5
MAX_ARCHWAY = 63

# The fields of the messages every game's phone sends: name -> kind ("device?", "lang?", ...);
# each game declares its own messages in its part of the companion (`games/<id>.py`).
COMMON_FIELDS: dict[str, dict[str, str]] = {
    "hello": {"device": "device?", "lang": "lang?"},
    "ping": {},
    "undo": {},
    "hint": {},
}


@dataclass(frozen=True)
class Schema:
    """What a phone of one game may send besides the common messages: the game's own message
    types and their fields (name -> kind: "count4", "count3", "seat", "archway", "card"), and
    the types only other games' phones send (refused with a clearer reason than unknown)."""

    own: Mapping[str, Mapping[str, str]]
    elsewhere: frozenset[str] = frozenset()


class ProtocolError(ValueError):
    """A message no honest page sends; its text is the close reason (short, plain ASCII)."""


def new_token() -> str:
    """A seat's secret: 192 random bits, URL-safe (32 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_pairing_code(taken: set[str]) -> str:
    """A short code to type on the landing page instead of scanning: six random digits."""
    while True:
        code = "".join(secrets.choice("0123456789") for _ in range(PAIRING_DIGITS))
        if code not in taken:
            return code


def parse_message(text: str | bytes, schema: Schema) -> dict[str, Any]:
    """The message as a checked dict, or `ProtocolError` saying what is wrong."""
    data = json_object(text, MAX_MESSAGE_BYTES, MAX_JSON_DEPTH, ProtocolError)
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("unknown message type")
    fields = COMMON_FIELDS.get(kind, schema.own.get(kind))
    if fields is None and kind in schema.elsewhere:
        raise ProtocolError("message type not used in this game")
    if fields is None:
        raise ProtocolError("unknown message type")
    return checked_fields(data, fields, _field, ProtocolError)


def _field(name: str, value: Any, kind: str) -> Any:
    if kind in ("count4", "count3"):
        size = 4 if kind == "count4" else 3
        if not (isinstance(value, list) and len(value) == size and all(_small(v) for v in value)):
            raise ProtocolError(f"bad {name}")
        return tuple(value)
    valid = _FIELD_CHECKS.get(kind)
    if valid is None:
        raise AssertionError(kind)
    if not valid(value):
        raise ProtocolError(f"bad {name}")
    return value


def _is_device(value: Any) -> bool:
    return value is None or bool(isinstance(value, str) and TOKEN_PATTERN.match(value))


# The kinds of field kept as they come, each with its check.
_FIELD_CHECKS: dict[str, Callable[[Any], bool]] = {
    "seat": lambda value: _small(value, MAX_SEAT),
    "archway": lambda value: _small(value, MAX_ARCHWAY),
    "card": lambda value: bool(isinstance(value, str) and CARD_PATTERN.match(value)),
    "device": _is_device,
    "lang": lambda value: bool(isinstance(value, str) and re.match(r"^[A-Za-z-]{0,20}$", value)),
}


def _small(value: Any, most: int = MAX_COUNT) -> bool:
    return type(value) is int and 0 <= value <= most  # bool is no count


@dataclass
class RateLimit:
    """A token bucket: `burst` messages at once, then `per_second` on average. An honest page
    sends a message per tap (and one per counter change in a barter): far below it."""

    per_second: float = 12.0
    burst: float = 30.0
    _level: float = field(default=-1.0)
    _stamp: float = field(default=0.0)

    def allow(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        if self._level < 0:
            self._level, self._stamp = self.burst, now
        self._level = min(self.burst, self._level + (now - self._stamp) * self.per_second)
        self._stamp = now
        if self._level < 1:
            return False
        self._level -= 1
        return True
