"""A client's messages as typed records: what the request handler and the tables are given,
never the raw JSON. `read_request` is the one parser, at the edge where a frame is read
(`transport.app`): the frame's size, nesting and schema are checked by `protocol.parse_message`
(one clear `ProtocolError` when wrong), then the checked fields become one of the records below.
The wire format is `protocol.CLIENT_MESSAGES`'s, unchanged: the desktop, the phones' pages and
the web table speak it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from bazaar_server import protocol as p


@dataclass(frozen=True, slots=True)
class SeatAsked:
    """One seat of a new table: a person's (a name, or "" for "Player N") or a bot's (a level)."""

    kind: Literal["person", "bot"]
    name: str = ""
    level: str = ""


@dataclass(frozen=True, slots=True)
class Hello:
    TYPE: ClassVar[str] = "hello"
    protocol: int
    version: str


@dataclass(frozen=True, slots=True)
class Create:
    TYPE: ClassVar[str] = "create"
    game: str
    seats: tuple[SeatAsked, ...]
    options: Mapping[str, Any] | None = None  # flat, short scalars: the game checks them
    spectators: bool = False
    clock: int | None = None  # seconds a decision may take (None: no clock)
    sit: int | None = None  # the seat its creator takes (else the first person's)


@dataclass(frozen=True, slots=True)
class Join:
    TYPE: ClassVar[str] = "join"
    room: str
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Sit:
    TYPE: ClassVar[str] = "sit"
    token: str


@dataclass(frozen=True, slots=True)
class Watch:
    TYPE: ClassVar[str] = "watch"
    room: str


@dataclass(frozen=True, slots=True)
class Decide:
    TYPE: ClassVar[str] = "decide"
    n: int  # the decisions made before it (a late one is refused, not applied)
    action: Mapping[str, Any]  # the game decodes it strictly


@dataclass(frozen=True, slots=True)
class HandToBot:
    TYPE: ClassVar[str] = "hand_to_bot"
    seat: int


@dataclass(frozen=True, slots=True)
class GiveBack:
    TYPE: ClassVar[str] = "give_back"
    seat: int


@dataclass(frozen=True, slots=True)
class Undo:
    TYPE: ClassVar[str] = "undo"


@dataclass(frozen=True, slots=True)
class Again:
    TYPE: ClassVar[str] = "again"


@dataclass(frozen=True, slots=True)
class History:
    TYPE: ClassVar[str] = "history"


@dataclass(frozen=True, slots=True)
class Hint:
    TYPE: ClassVar[str] = "hint"


@dataclass(frozen=True, slots=True)
class Ping:
    TYPE: ClassVar[str] = "ping"


# What a client asks of a table: to make, join, sit at or watch one, or (`SeatRequest`) of its
# own seat's table; hello and ping are the connection's own.
SeatRequest = Decide | Hint | Undo | HandToBot | GiveBack | Again | History
Request = Create | Join | Sit | Watch | SeatRequest
ClientMessage = Hello | Ping | Request


def _seats(checked: list[dict[str, str]]) -> tuple[SeatAsked, ...]:
    return tuple(
        SeatAsked("bot", level=seat["level"])
        if seat["kind"] == "bot"
        else SeatAsked("person", name=seat["name"])
        for seat in checked
    )


_RECORDS: Mapping[str, Callable[[dict[str, Any]], ClientMessage]] = {
    "hello": lambda m: Hello(m["protocol"], m["version"]),
    "create": lambda m: Create(
        m["game"],
        _seats(m["seats"]),
        m.get("options"),
        m.get("spectators", False),
        m.get("clock"),
        m.get("sit"),
    ),
    "join": lambda m: Join(m["room"], m.get("name")),
    "sit": lambda m: Sit(m["token"]),
    "watch": lambda m: Watch(m["room"]),
    "decide": lambda m: Decide(m["n"], m["action"]),
    "hand_to_bot": lambda m: HandToBot(m["seat"]),
    "give_back": lambda m: GiveBack(m["seat"]),
    "undo": lambda _m: Undo(),
    "again": lambda _m: Again(),
    "history": lambda _m: History(),
    "hint": lambda _m: Hint(),
    "ping": lambda _m: Ping(),
}


def read_request(text: str | bytes) -> ClientMessage:
    """One frame from a client as its typed record, or `ProtocolError` saying what is wrong
    (too large, nested too deep, not JSON, an unknown type, a field missing, extra or bad)."""
    checked = p.parse_message(text)
    return _RECORDS[checked["type"]](checked)
