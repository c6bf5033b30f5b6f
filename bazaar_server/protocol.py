"""What travels between a table server and its clients, checked before anything else sees it.

Every message from a client is hostile until proven otherwise: one JSON text of at most
`MAX_MESSAGE_BYTES`, nested no deeper than `MAX_DEPTH` (measured before parsing, so a deep
document never reaches the parser's recursion), one object of a known `type` whose fields have
the right types and ranges. A message that fails is a `ProtocolError`: the server sends
`error {reason}` and closes that connection. A well-formed message may still be refused (a
decision out of turn, a wrong room code): `refused {reason}`, and the connection stays.
The field names and kinds here are the contract with the desktop (docs/server.md, Protocol).
No Qt and no engine are imported: the client uses this module too.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable, Mapping
from enum import StrEnum
from importlib import metadata
from typing import Any, Final

PROTOCOL: Final = 1  # bumped when a message changes meaning; both ends must speak the same
MAX_MESSAGE_BYTES: Final = 16 * 1024  # a client's message (a decision is well under 1 KiB)
MAX_DEPTH: Final = 6  # {"type": "create", "seats": [{...}]} is 3 deep; nothing honest is 6
MAX_SEATS: Final = 6
MAX_NAME: Final = 24
TOKEN_BYTES: Final = 24  # secrets.token_urlsafe(24): a seat's 192-bit secret
TOKEN_PATTERN: Final = re.compile(r"^[A-Za-z0-9_-]{32}$")
ROOM_ALPHABET: Final = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read aloud safely
ROOM_LENGTH: Final = 6
ROOM_PATTERN: Final = re.compile(rf"^[{ROOM_ALPHABET}]{{{ROOM_LENGTH}}}$")
GAME_PATTERN: Final = re.compile(r"^[a-z][a-z0-9_]{0,19}$")
LEVEL_PATTERN: Final = re.compile(r"^[a-z]{1,12}$")
CLOCK_RANGE: Final = (5, 3600)  # seconds per decision, when a table has a clock
PATH: Final = "/ws"

# Close codes (4000-4999 are the application's own); the close reason says more.
CLOSE_PROTOCOL: Final = 4008  # a message no honest client sends
CLOSE_VERSION: Final = 4009  # a Bazaar that cannot play with this server
CLOSE_RATE: Final = 4029  # too many messages, connections or wrong codes from one source
CLOSE_TIMEOUT: Final = 4030  # no hello in time, or silent for too long
CLOSE_FULL: Final = 4031  # the server is at its limit of connections
CLOSE_STOPPING: Final = 4012


class Refused(StrEnum):
    """Why the server says no (a `refused` message's `code`, beside its English `reason`), for
    a client to word in its player's language; the engine's refusals carry the engine's own
    codes (`RefusalCode`) instead. Values never change meaning; a new reason is a new member."""

    BUSY = "server.busy"
    NOT_RECORDED = "server.not_recorded"
    SLOW_DOWN = "server.slow_down"
    NO_ROOM = "server.no_room"
    NO_SECRET = "server.no_secret"
    SEATS_TAKEN = "server.seats_taken"
    NO_SPECTATORS = "server.no_spectators"
    SIT_FIRST = "server.sit_first"
    BOT_PLAYS = "server.bot_plays"
    NOT_OVER = "server.not_over"
    HISTORY_AT_END = "server.history_at_end"
    WAITS = "server.waits"
    MOVED_ON = "server.moved_on"  # params: n, the decision now to be made
    HOST_ONLY = "server.host_only"
    NOT_PERSON = "server.not_person"
    PLAYER_HERE = "server.player_here"
    UNDO = "server.undo"  # params: why, an `UndoRefusal` member's name
    FULL = "server.full"
    TOO_MANY_TABLES = "server.too_many_tables"
    NOT_HANDED = "server.not_handed"


# The English words of each (what the server says, and a client without a translation shows).
REFUSED_WORDS: Final[dict[Refused, str]] = {
    Refused.BUSY: "the table is busy, try again",
    Refused.NOT_RECORDED: "the server could not record that decision; try again",
    Refused.SLOW_DOWN: "too many messages: slow down",
    Refused.NO_ROOM: "no table has that room code",
    Refused.NO_SECRET: "no seat has that secret on this server",
    Refused.SEATS_TAKEN: "every seat at that table is taken",
    Refused.NO_SPECTATORS: "this table does not allow spectators",
    Refused.SIT_FIRST: "take a seat first",
    Refused.BOT_PLAYS: "a bot plays this seat now",
    Refused.NOT_OVER: "the game is not over yet",
    Refused.HISTORY_AT_END: "the game's history is given when the game is over",
    Refused.WAITS: "the table waits for every seat to be taken",
    Refused.MOVED_ON: "the game has moved on: decision {n} is now to be made",
    Refused.HOST_ONLY: "only the table's host may do that",
    Refused.NOT_PERSON: "that is not a person's seat",
    Refused.PLAYER_HERE: "that seat's player is here",
    Refused.UNDO: "undo is not possible now",  # said in the `UndoRefusal`'s own words
    Refused.FULL: "the server has as many tables as it can hold; try again later",
    Refused.TOO_MANY_TABLES: "too many tables from your address",
    Refused.NOT_HANDED: "that seat was not handed to a bot",
}


class Refusal(Exception):
    """A request that cannot be granted; its text is said to the asker (nothing hidden). The
    engine's refusal also carries its `code` and `params` (the same facts as its words), for
    a client to word in its player's language."""

    def __init__(self, reason: str, code: str | None = None, params: Any = None) -> None:
        super().__init__(reason)
        self.code, self.params = code, dict(params or {})

    @classmethod
    def because(cls, code: Refused, **params: Any) -> Refusal:
        """The server's own refusal: its code, its params, and its English words."""
        return cls(REFUSED_WORDS[code].format(**params), code.value, params)

    def message(self) -> dict[str, Any]:
        """The `refused` message that says it."""
        answer: dict[str, Any] = {"type": "refused", "reason": str(self)}
        if self.code is not None:
            answer["code"], answer["params"] = self.code, self.params
        return answer


def bazaar_version() -> str:
    """This installation's Bazaar version (the wheel's), or "0" when run from a bare tree."""
    try:
        return metadata.version("bazaar")
    except metadata.PackageNotFoundError:
        return "0"


def series(version: str) -> str:
    """The versions that play together: the same major.minor ("0.1" for "0.1.3")."""
    return ".".join(version.split(".")[:2])


def version_problem(protocol: int, version: str, server_version: str) -> str | None:
    """None when a client of `version` speaking `protocol` may play here, else the reason,
    naming the versions that can play together."""
    if protocol == PROTOCOL and series(version) == series(server_version):
        return None
    return (
        f"this server plays with Bazaar {series(server_version)}.x (protocol {PROTOCOL}); "
        f"your Bazaar {version[:20]} speaks protocol {protocol}: install Bazaar "
        f"{series(server_version)}.x to play here"
    )


class ProtocolError(ValueError):
    """A message no honest client sends; its text is the reason given (short, plain ASCII)."""


def new_token() -> str:
    """A seat's secret: 192 random bits, URL-safe (32 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_room(taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A room code: six characters of `ROOM_ALPHABET` (typed case-insensitively)."""
    while True:
        room = "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))
        if room not in taken:
            return room


def normal_room(text: str) -> str:
    """A typed room code as stored: upper case, spaces and dashes dropped."""
    return text.upper().replace(" ", "").replace("-", "")


WEB_SEAT_PATH: Final = "/play"  # a seat's web page; its secret follows in the fragment


def seat_link(host: str, port: int, token: str, *, tls: bool) -> str:
    """The link a seat's holder opens (or pastes into Bazaar) to take that seat."""
    return f"{'bazaars' if tls else 'bazaar'}://{host}:{port}/seat/{token}"


def web_link(host: str, port: int, token: str, *, tls: bool) -> str:
    """The same seat opened in a browser (the server's web table, `transport/pages.py`). The
    secret is in the fragment: a browser never sends it in a request, so it reaches no log or
    referrer."""
    return f"{'https' if tls else 'http'}://{host}:{port}{WEB_SEAT_PATH}#{token}"


def parse_link(link: str) -> tuple[str, int, str, bool]:
    """(host, port, token, tls) of a seat link; `ProtocolError` if it is not one."""
    match = re.match(r"^(bazaars?)://([^/\s:]+|\[[0-9a-fA-F:]+\]):(\d{1,5})/seat/([^/\s]+)$", link)
    if not match or not TOKEN_PATTERN.match(match.group(4)):
        raise ProtocolError("not a Bazaar seat link")
    return match.group(2), int(match.group(3)), match.group(4), match.group(1) == "bazaars"


def json_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (strings skipped), counted without parsing."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


# The fields of each message a client sends: name -> kind; a kind ending in "?" is optional.
# Kinds: int, seat, text (a name), room, token, game, options, seats, bool, clock, action.
CLIENT_MESSAGES: Final[dict[str, dict[str, str]]] = {
    "hello": {"protocol": "int", "version": "version"},
    "create": {
        "game": "game",
        "options": "options?",
        "seats": "seats",
        "spectators": "bool?",
        "clock": "clock?",
        "sit": "seat?",
    },
    "join": {"room": "room", "name": "text?"},
    "sit": {"token": "token"},
    "watch": {"room": "room"},
    "decide": {"n": "int", "action": "action"},
    "undo": {},
    "hand_to_bot": {"seat": "seat"},
    "give_back": {"seat": "seat"},
    "again": {},
    "history": {},
    "hint": {},
    "ping": {},
}

# What the server sends (for the reader of this file and the client: no check needed there).
SERVER_MESSAGES: Final = (
    "welcome",  # {protocol, server_version}
    "created",  # {table, room, seats: [{seat, token, link, web}]}; the creator then sits
    "seated",  # {table, room, seat, token, link, web}
    "watching",  # {table, room}
    "frame",  # {table, game, seat, n, view, events, public, can_undo}
    "refused",  # {of?, n?, reason}: of: the type of the request refused; the connection stays
    "error",  # {reason}: then the server closes
    "pong",  # {}
    "again",  # {table, room, token, link, web}: play again at a new table (same seats)
    "hint",  # {n, action}: the coach's move for the asker's decision n (its seat only)
    "history",  # {table, save}: the whole finished game in the save format (only once over)
)


def parse_message(text: str | bytes) -> dict[str, Any]:
    """The message as a checked dict, or `ProtocolError` saying what is wrong."""
    data = json_object(text, MAX_MESSAGE_BYTES, MAX_DEPTH, ProtocolError)
    kind = data.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown message type")
    return checked_fields(data, fields, _field, ProtocolError, f" in {kind}")


def json_object(
    text: str | bytes, most_bytes: int, most_depth: int, error: type[ValueError]
) -> dict[str, Any]:
    """A text frame's JSON object, its size and nesting checked before it is parsed (json.loads
    recurses: a thousand brackets would raise RecursionError). Shared with the phones' server
    (bazaar_desktop/companion), each raising its own `error`."""
    if isinstance(text, bytes):
        raise error("binary messages are not accepted")
    if len(text) > most_bytes or len(text.encode("utf-8", "replace")) > most_bytes:
        raise error(f"message too large (at most {most_bytes} bytes)")
    if json_depth(text) > most_depth:
        raise error(f"message nested too deeply (at most {most_depth} levels)")
    try:
        data = json.loads(text)
    except ValueError:
        raise error("not JSON") from None
    if not isinstance(data, dict):
        raise error("not a JSON object")
    return data


def checked_fields(
    data: Mapping[str, Any],
    fields: Mapping[str, str],
    check: Callable[[str, Any, str], Any],
    error: type[ValueError],
    where: str = "",
) -> dict[str, Any]:
    """`data` with exactly the `fields` (name -> kind; a kind ending in "?" is optional), each
    value passed through `check(name, value, kind)`; `error` names the first field wrong."""
    if set(data) - set(fields) - {"type"}:
        raise error(f"unexpected field{where}")
    checked: dict[str, Any] = {"type": data["type"]}
    for name, field_kind in fields.items():
        if name not in data:
            if field_kind.endswith("?"):
                continue
            raise error(f"missing field {name}{where}")
        checked[name] = check(name, data[name], field_kind.rstrip("?"))
    return checked


def _field(name: str, value: Any, kind: str) -> Any:
    checker = _CHECKS[kind]
    checked = checker(value)
    if checked is _BAD:
        raise ProtocolError(f"bad {name}")
    return checked


_BAD: Final = object()


def _int(value: Any) -> Any:
    return value if type(value) is int and abs(value) <= 10**9 else _BAD


def _seat(value: Any) -> Any:
    return value if type(value) is int and 0 <= value < MAX_SEATS else _BAD


def _text(value: Any) -> Any:
    if not isinstance(value, str):
        return _BAD
    name = " ".join(value.split())  # no control characters or runs of spaces
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return _BAD
    return name


def _version(value: Any) -> Any:
    return value if isinstance(value, str) and re.match(r"^[0-9A-Za-z.+-]{1,20}$", value) else _BAD


def _room(value: Any) -> Any:
    if not isinstance(value, str) or len(value) > 20:
        return _BAD
    room = normal_room(value)
    return room if ROOM_PATTERN.match(room) else _BAD


def _token(value: Any) -> Any:
    return value if isinstance(value, str) and TOKEN_PATTERN.match(value) else _BAD


def _game(value: Any) -> Any:
    return value if isinstance(value, str) and GAME_PATTERN.match(value) else _BAD


def _options(value: Any) -> Any:
    """Game options: a flat object of short scalars (the game checks names and types)."""
    if not isinstance(value, dict) or len(value) > 20:
        return _BAD
    for key, item in value.items():
        if len(key) > 40 or not _scalar(item):
            return _BAD
    return value


def _scalar(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= 40
    return value is None or isinstance(value, bool | float) or _int(value) is not _BAD


def _seats(value: Any) -> Any:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        return _BAD
    seats: list[dict[str, str]] = []
    for seat in value:
        if not isinstance(seat, dict):
            return _BAD
        if seat.get("kind") == "person" and set(seat) <= {"kind", "name"}:
            name = _text(seat["name"]) if "name" in seat else ""
            if name is _BAD:
                return _BAD
            seats.append({"kind": "person", "name": name})
        elif seat.get("kind") == "bot" and set(seat) == {"kind", "level"}:
            level = seat["level"]
            if not isinstance(level, str) or not LEVEL_PATTERN.match(level):
                return _BAD
            seats.append({"kind": "bot", "level": level})
        else:
            return _BAD
    return seats


def _bool(value: Any) -> Any:
    return value if isinstance(value, bool) else _BAD


def _clock(value: Any) -> Any:
    if value is None:
        return None
    low, high = CLOCK_RANGE
    return value if type(value) is int and low <= value <= high else _BAD


def _action(value: Any) -> Any:
    """An action's JSON (the game decodes it strictly): an object with a short `type`."""
    if not isinstance(value, dict) or len(value) > 16 or not isinstance(value.get("type"), str):
        return _BAD
    return value


_CHECKS: Final[Mapping[str, Any]] = {
    "int": _int,
    "seat": _seat,
    "text": _text,
    "version": _version,
    "room": _room,
    "token": _token,
    "game": _game,
    "options": _options,
    "seats": _seats,
    "bool": _bool,
    "clock": _clock,
    "action": _action,
}


def dumps(message: Mapping[str, Any]) -> str:
    """A message as sent: compact JSON."""
    return json.dumps(message, separators=(",", ":"))
