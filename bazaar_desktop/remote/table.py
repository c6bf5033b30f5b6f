"""The seats this window holds at a table on a server, and what the server last showed each:
`RemoteTable` keeps one `TableLink` per seat (two people at one computer hold two), reads
every frame into a `SeatFrame` (the seat's view rebuilt by the game's own
`state_from_json`, its events as that seat may see them) and says so by signal; the
adapter (`adapter.py`) draws them as it draws a local game. Nothing here decides: a decision
is asked of the server, which answers with a new frame or refuses in the engine's words.

A window that watches (`watch`) holds no seat: one connection, whose frames are the
onlooker's (kept under the seat `ONLOOKER`), and nothing to ask but to go on watching."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.remote.link import Message, TableLink, seat_token, socket_url
from bazaar_desktop.remote.refusals import server_words
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import ONLOOKER, Game, State
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.reasons import RefusalCode
from bazaar_engine.core.saves import SaveError, match_from_json
from bazaar_engine.games import make_game


def event_from_json(data: object) -> Event:
    """An event as `Event.to_json` wrote it (masked already for the seat it was sent to)."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ValueError("not an event")
    player, private_to = data.get("player"), data.get("private_to")
    return Event(
        data["kind"],
        player if isinstance(player, int) else None,
        dict(data.get("data") or {}),
        private_to if isinstance(private_to, int) else None,
        dict(data.get("public_data") or {}),
    )


def refusal_words(message: Mapping[str, Any]) -> str:
    """A `refused` in the window's language: the engine's code and params worded as a local
    refusal is (`engine_texts.refusal_text`), the server's own (`refusals.server_words`);
    else the server's English words."""
    reason = str(
        message.get("reason") or QCoreApplication.translate("Online", "The server refused.")
    )
    params = message.get("params")
    if isinstance(params, Mapping):
        said = server_words(str(message.get("code")), params)
        if said is not None:  # the server's own refusal
            return said
    try:
        code = RefusalCode(str(message.get("code")))
        facts = {k: tuple(v) if isinstance(v, list) else v for k, v in dict(params or {}).items()}
        return refusal_text(IllegalAction(code, reason, **facts))
    except (TypeError, ValueError):  # no code (not the engine's refusal), or an unknown one
        return reason


@dataclass(frozen=True)
class SeatFrame:
    """One frame of the server, as one of this window's seats received it."""

    seat: int  # ONLOOKER for a spectator's frame (its view is the onlooker's)
    n: int  # decisions made at the table so far
    game_id: str
    view: State[Any]
    events: tuple[Event, ...]
    seats: tuple[Seat, ...]  # the table's seats: names, person or bot
    connected: tuple[bool, ...]
    to_act: tuple[int, ...]
    over: bool
    can_undo: bool
    host: int | None = None  # the seat that may hand an away seat to a bot
    stand_ins: tuple[int, ...] = ()  # person seats a bot plays for now (the host's choice)
    waiting: tuple[int, ...] = ()  # person seats not yet taken: the game has not started
    clock: TurnClock | None = None  # the table's turn clock, if it has one
    clock_moves: tuple[tuple[int, int], ...] = ()  # (decision index, seat) the clock made


@dataclass(frozen=True)
class TurnClock:
    """A clocked table's time for the decision now: `seconds` a decision, `left` when the
    frame came (None: it does not run, nobody in person is to act), counted down from `at`
    (this computer's monotonic clock)."""

    seconds: int
    left: float | None
    at: float

    def left_now(self) -> float | None:
        if self.left is None:
            return None
        return max(0.0, self.left - (time.monotonic() - self.at))


def _clock(value: object) -> TurnClock | None:
    if not isinstance(value, Mapping) or not isinstance(value.get("seconds"), int):
        return None
    left = value.get("left")
    return TurnClock(
        int(value["seconds"]),
        float(left) if isinstance(left, int | float) else None,
        time.monotonic(),
    )


def _flags(value: object, count: int) -> tuple[bool, ...]:
    """`connected` or `away` as one flag per seat (a list of flags, or a list of seats)."""
    if isinstance(value, list) and len(value) == count and all(isinstance(v, bool) for v in value):
        return tuple(value)
    listed = {v for v in value if isinstance(v, int)} if isinstance(value, list) else set()
    return tuple(seat in listed for seat in range(count))


def read_frame(game: Game[Any], message: Mapping[str, Any]) -> SeatFrame:
    """A `frame` message read and checked; `ValueError` (a `DataError`) if it cannot be."""
    public = message.get("public") or {}
    names = [str(name) for name in public.get("names") or []]
    kinds = list(public.get("kinds") or ["person"] * len(names))
    levels = list(public.get("levels") or [None] * len(names))
    seats = tuple(
        Seat(name, "bot", str(level or "bot")) if kind == "bot" else Seat(name, "human")
        for name, kind, level in zip(names, kinds, levels, strict=False)
    )
    connected = _flags(public.get("connected", [True] * len(seats)), len(seats))
    away = _flags(public.get("away", []), len(seats))
    to_act = public.get("to_act") or []
    return SeatFrame(
        seat=ONLOOKER if message["seat"] is None else int(message["seat"]),
        n=int(message.get("n") or 0),
        game_id=str(message["game"]),
        view=game.state_from_json(message["view"]),
        events=tuple(event_from_json(event) for event in message.get("events") or []),
        seats=seats,
        connected=tuple(c and not a for c, a in zip(connected, away, strict=False)),
        to_act=tuple(seat for seat in to_act if isinstance(seat, int)),
        over=bool(public.get("over")),
        can_undo=bool(message.get("can_undo")),
        host=public.get("host") if isinstance(public.get("host"), int) else None,
        stand_ins=_seats(public.get("stand_ins")),
        waiting=_seats(public.get("waiting")),
        clock=_clock(public.get("clock")),
        clock_moves=_pairs(public.get("clock_moves")),
    )


def _pairs(value: object) -> tuple[tuple[int, int], ...]:
    """`clock_moves`: [decision index, seat] pairs."""
    if not isinstance(value, list):
        return ()
    return tuple(
        (int(pair[0]), int(pair[1]))
        for pair in value
        if isinstance(pair, list) and len(pair) == 2 and all(isinstance(v, int) for v in pair)
    )


def _seats(value: object) -> tuple[int, ...]:
    return tuple(v for v in value if isinstance(v, int)) if isinstance(value, list) else ()


@dataclass
class _Place:
    """One of this window's seats and its connection; its token once seated."""

    link: TableLink
    token: str = ""


class RemoteTable(QObject):
    """This window's seats at one table of a server (see the module's doc)."""

    table_ready = Signal(str, object)  # game id, seat names: the first frame is on its way
    framed = Signal(int)  # a new frame for this seat (in `frames`)
    refused = Signal(str)  # the server's (the engine's) words
    connection = Signal(str)  # "open", "reconnecting", "closed", "failed"
    seated = Signal(int, str, str)  # seat, token, link: this window holds the seat
    watched = Signal()  # the server lets this window watch: the onlooker's frames follow
    created = Signal(object)  # the `created` message: the room code and every seat's link
    problem = Signal(str)  # an `error` from the server: it closed the connection
    history_ready = Signal()  # the finished game's whole history came (in `played`)
    play_again = Signal(object)  # {seat: token} at the new table of `again`, every seat here
    # A seat could not be taken: why (`link.connect_kind`, or a refusal's code), and detail
    # (the error's text, or the refusal in the window's words)
    cannot_take = Signal(str, str)
    held = Signal(str)  # a request's type, held until the connection is back

    def __init__(self, address: str, options: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.url = socket_url(address)
        self.options = dict(options or {})
        self.room = ""
        self.table_id = ""
        self.frames: dict[int, SeatFrame] = {}
        self.game: Game[Any] | None = None
        self.away: frozenset[int] = frozenset()
        self.played: Match[Any] | None = None  # the whole game, once over (its history)
        self._history_asked = False
        self._again: dict[int, str] = {}  # the new table's tokens heard so far, by seat
        self.asked_again = False  # this window asked for the rematch (Play again)
        self.undo_asked = False  # this window asked to take its last decision back
        self.clock_moves: tuple[tuple[int, int], ...] = ()  # the clock's decisions, last heard
        self.clock_told: set[tuple[int, int]] = set()  # those the log has said
        self.again_seats: list[dict[str, Any]] = []  # the host's: every seat's new link
        self._places: list[_Place] = []
        self._seat_place: dict[int, _Place] = {}
        self.watching = False  # this window watches: no seat, the onlooker's frames
        self._closed = False

    # --- taking seats -------------------------------------------------------------------------
    @classmethod
    def from_link(cls, link: str) -> RemoteTable:
        """The seat a seat link (`bazaar://HOST:PORT/seat/TOKEN`) names; `ValueError` if it is
        not one."""
        token = seat_token(link)
        if token is None:
            raise ValueError(link)
        table = cls(link)
        table.add_place(token=token)
        return table

    def watch(self, room: str) -> None:
        """Watch the table of `room` (if it allows spectators): no seat, one connection."""
        self.watching = True
        self.add_place(join={"type": "watch", "room": room.strip().upper()})

    def add_place(
        self, *, token: str = "", join: Message | None = None, create: Message | None = None
    ) -> None:
        """One more seat for this window, on a connection of its own (opened now), taken by
        its token, or by joining with the room code (or watching: `watch`), or as the maker
        of the table."""
        first = create or join or {"type": "sit", "token": token}
        link = TableLink(self.url, first, self)
        place = _Place(link, token)
        self._places.append(place)
        link.received.connect(lambda message: self._on_message(place, message))
        link.state_changed.connect(self._on_state)
        link.unreachable.connect(self._on_unreachable)
        link.held.connect(self.held)
        link.open()

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(self._seat_place))

    def public_frame(self) -> SeatFrame | None:
        """The latest frame of the table's public facts (who is away, whom a bot plays): the
        onlooker's when watching, else the first seat's."""
        key = ONLOOKER if self.watching else (self.seats[0] if self.seats else None)
        return self.frames.get(key) if key is not None else None

    def token_of(self, seat: int) -> str:
        place = self._seat_place.get(seat)
        return place.token if place is not None else ""

    # --- asking the server -------------------------------------------------------------------
    def decide(self, seat: int, action: object) -> None:
        place, frame = self._seat_place.get(seat), self.frames.get(seat)
        if place is None or frame is None or self.game is None:
            return
        move = self.game.action_to_json(action)
        place.link.send({"type": "decide", "n": frame.n, "action": move})

    def ask_again(self) -> None:
        """Play again: the server makes a new table with the same seats (once the game is
        over) and tells every seat's holder its new seat (`again`)."""
        if self._places:
            self.asked_again = True  # this window goes at once; the others are asked
            self._places[0].link.send({"type": "again"})

    def hand_to_bot(self, seat: int, *, back: bool = False) -> None:
        """The host's: an away person's seat played by a bot, or given back (`back`)."""
        if self._places:
            kind = "give_back" if back else "hand_to_bot"
            self._places[0].link.send({"type": kind, "seat": seat})

    def undo(self, seat: int) -> None:
        place = self._seat_place.get(seat)
        if place is not None:
            self.undo_asked = True  # the log says "Last choice taken back" when it is
            place.link.send({"type": "undo"})

    def close(self) -> None:
        self._closed = True
        for place in self._places:
            place.link.close()

    # --- what the server says ----------------------------------------------------------------
    def _on_message(self, place: _Place, message: dict[str, Any]) -> None:
        if self._closed:
            return
        kind = message.get("type")
        if kind == "created":
            self.room = str(message.get("room") or "")
            self.table_id = str(message.get("table") or "")
            self.created.emit(message)  # the maker is seated next; the dialog invites
        elif kind in ("seated", "watching"):
            self._on_taken(place, message)
        elif kind == "frame":
            self._on_frame(place, message)
        elif kind == "history":
            self._on_history(message)
        elif kind == "again":
            self._on_again(message)
        elif kind == "refused" and self._refuses_seat(place, message):
            self.cannot_take.emit(str(message.get("code") or ""), refusal_words(message))
        elif kind == "refused":
            self.refused.emit(refusal_words(message))
        elif kind == "error":
            self.problem.emit(
                str(
                    message.get("reason")
                    or QCoreApplication.translate("Online", "The server closed the link.")
                )
            )

    def _on_taken(self, place: _Place, message: dict[str, Any]) -> None:
        """A seat taken (`seated`), or watching granted (`watching`): frames follow."""
        self.table_id = str(message.get("table") or self.table_id)
        self.room = str(message.get("room") or self.room)
        if message.get("type") == "watching":
            self.watched.emit()
            return
        seat = int(message.get("seat", -1))
        place.token = str(message.get("token") or place.token)
        self._seat_place[seat] = place
        self.seated.emit(seat, place.token, str(message.get("link") or ""))

    def _on_frame(self, place: _Place, message: dict[str, Any]) -> None:
        try:
            if self.game is None:
                self.game = make_game(str(message["game"]), self.options or message.get("options"))
            frame = read_frame(self.game, message)
        except (KeyError, TypeError, ValueError) as exc:
            self.problem.emit(
                QCoreApplication.translate(
                    "Online", "A message from the server could not be read: {why}"
                ).format(why=exc)
            )
            return
        if frame.seat != ONLOOKER:
            self._seat_place.setdefault(frame.seat, place)
        last = self.frames.get(frame.seat)
        if last is not None and frame.n <= last.n:  # a seat taken back, a decision taken back:
            frame = dataclasses.replace(frame, events=())  # its events were told already
        first = not self.frames
        self.frames[frame.seat] = frame
        self.clock_moves = frame.clock_moves
        self.away = frozenset(i for i, here in enumerate(frame.connected) if not here)
        if first:
            self.table_ready.emit(frame.game_id, [seat.name for seat in frame.seats])
        # The whole game, to keep, replay and review: a seat's, asked once it is over (the
        # server gives it to those who played).
        if frame.over and not self._history_asked and not self.watching:
            self._history_asked = True
            place.link.send({"type": "history"})
        self.framed.emit(frame.seat)

    def _on_again(self, message: dict[str, Any]) -> None:
        """Each of this window's seats hears its new seat; once all have, the window goes."""
        self._again[int(message.get("seat", -1))] = str(message.get("token") or "")
        if isinstance(message.get("seats"), list):  # the host's: the invitations anew
            self.again_seats = list(message["seats"])
            self.room = str(message.get("room") or self.room)
        if set(self._seat_place) <= set(self._again):
            tokens, self._again = self._again, {}
            self.play_again.emit(tokens)

    def _on_history(self, message: dict[str, Any]) -> None:
        """The finished game as a save holds it, replayed (and so checked) by the engine."""
        self.clock_moves = _pairs(message.get("clock_moves")) or self.clock_moves
        try:
            self.played = match_from_json(message.get("save"))
        except SaveError as exc:
            self.problem.emit(
                QCoreApplication.translate(
                    "Online", "A message from the server could not be read: {why}"
                ).format(why=exc)
            )
            return
        self.history_ready.emit()

    def _refuses_seat(self, place: _Place, message: dict[str, Any]) -> bool:
        """A refusal of the request that was to seat `place` (sit, join, create)."""
        seated = any(held is place for held in self._seat_place.values())
        taking = ("sit", "join", "create", "watch")
        return not seated and message.get("of") in taking

    def _on_unreachable(self, kind: str, detail: str) -> None:
        if not self._closed:
            self.cannot_take.emit(kind, detail)

    def _on_state(self, state: str) -> None:
        if not self._closed:
            self.connection.emit(state)
