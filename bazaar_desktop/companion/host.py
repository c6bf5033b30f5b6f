"""The table companion on the GUI thread: invites phones for the people's seats, sends each
phone its seat's frame after every update, and turns what a phone asks into decisions through
the adapter (the one authority: the engine applies every decision, a phone only asks).

It owns the server (`server.py`, a thread of its own) while a game has invited phones: the
server starts with the first invitation and stops when that game ends, another game begins or
the window closes. The server speaks to it by Qt signals only.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from bazaar_desktop.bridge.adapter import GameAdapter, Update
from bazaar_desktop.companion.frames import SeatContext, seat_frame
from bazaar_desktop.companion.games import JsonDict, companion_game
from bazaar_desktop.companion.protocol import new_pairing_code
from bazaar_desktop.companion.server import CompanionServer, SeatLink
from bazaar_desktop.services.background import Operation, Progress, describe
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Match
from bazaar_engine.core.resources import resources_dir

translate = QCoreApplication.translate
DEFAULT_PORT = 47800
NO_PHONE_SECONDS = 30  # then the desktop says what usually keeps phones away
STOP_AFTER_GAME_MS = 10_000  # the last frame (the results) reaches the phones first
LOG_LINES = 60  # a round's scoring stays on the phones for the next turns
Advisor = Callable[
    [State[Any], int, list[str]], tuple[str, str]
]  # (view, seat, names) -> move, why


def coach_advisor(view: State[Any], seat: int, names: list[str]) -> tuple[str, str]:
    """The coach's hint, as the desktop's Hint gives it (in the bots' process)."""
    from bazaar_desktop.coach.hint import process_advisor
    from bazaar_desktop.coach.texts import action_text, why_text
    from bazaar_desktop.services.bot_process import AdviceRequest

    advice = process_advisor(AdviceRequest(view, seat))
    return action_text(advice.best.action, names), why_text(advice.best.reasons, names)


def no_phone_text() -> str:
    return translate(
        "Companion",
        "No phone has connected yet. Usually the phones are on another network: a guest "
        "Wi-Fi that keeps devices apart, or mobile data instead of Wi-Fi. Put every phone on "
        "the same Wi-Fi as this computer, and let Bazaar through this computer's firewall. To "
        "check, type the address into the phone's browser: the Bazaar page should open.",
    )


class CompanionHost(QObject):
    changed = Signal()  # invitations, connections or the server's state changed
    note = Signal(str)  # something the host should read (no phone yet, links ended)

    def __init__(
        self,
        adapter: GameAdapter,
        language: str,
        parent: QObject | None = None,
        *,
        record: bool = False,
        advisor: Advisor = coach_advisor,
    ) -> None:
        super().__init__(parent)
        self.adapter = adapter
        self.language = language
        self.record = record
        self.advisor = advisor
        self.server: CompanionServer | None = None
        self._match: object | None = None
        self._decisions: dict[int, object | None] = {}  # seat -> decision its frame offers
        self._sent: dict[int, dict[str, Any]] = {}  # seat -> last frame
        self._log: list[str] = []
        # One hint pending per seat, and the last answer kept for its decision: a phone asking
        # again and again queues nothing (it delayed a bot's move from 2.6 s to 149 s).
        self._hinting: dict[int, _Hint] = {}
        self._answered: dict[int, tuple[Position, dict[str, Any]]] = {}  # seat -> (at, reply)
        self.stop_after_game_ms = STOP_AFTER_GAME_MS
        self.no_phone_timer = QTimer(self)
        self.no_phone_timer.setSingleShot(True)
        self.no_phone_timer.timeout.connect(self._check_phones)
        adapter.updated.connect(self._on_update)
        adapter.game_over.connect(self._on_game_over)

    # --- inviting and stopping ----------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def invite(self, address: str, port: int = DEFAULT_PORT) -> list[SeatLink]:
        """Links for every person's seat of the game on; starts the server on `address` (a
        new address, or a new game, gives new links). Raises OSError if it cannot listen."""
        match = self.adapter.match
        if match is None:
            return []
        if self.server is not None and (
            self._match is not match or not self.server.address.startswith(address + ":")
        ):
            self.stop()
        if self.server is None:
            self._match, self._log = match, []
            server = CompanionServer(
                self.adapter.game_id,
                resources_dir() / "companion",
                self.language,
                record=self.record,
            )
            server.message.connect(self._on_message)
            server.seats_changed.connect(self._on_seats_changed)
            server.start(address, port)
            self.server = server
            codes: set[str] = set()
            for seat in self.adapter.human_seats():
                code = new_pairing_code(codes)
                codes.add(code)
                server.invite(seat, match.seats[seat].name, code)
            self._publish_all()
            self.no_phone_timer.start(NO_PHONE_SECONDS * 1000)
        self.changed.emit()
        return self.server.links()

    def links(self) -> list[SeatLink]:
        return self.server.links() if self.server is not None else []

    def url(self, link: SeatLink) -> str:
        address = self.server.address if self.server is not None else ""
        return f"http://{address}/s/{link.token}"

    def release(self, seat: int) -> None:
        """The host frees a seat: its phone is cut off, the desktop plays it again."""
        if self.server is not None:
            self.server.release(seat)

    def stop(self) -> None:
        server, self.server = self.server, None
        self.no_phone_timer.stop()
        if server is not None:
            server.stop()
            server.message.disconnect(self._on_message)
            server.seats_changed.disconnect(self._on_seats_changed)
            self.stopped_server = server  # what it sent stays readable (tests, the bench)
        self._decisions, self._sent = {}, {}
        for pending in self._hinting.values():
            pending.operation.cancel()
        self._hinting, self._answered = {}, {}
        if self.adapter.phone_seats:
            self.adapter.set_phone_seats(frozenset())
        self.changed.emit()

    def _check_phones(self) -> None:
        if self.server is not None and not any(ln.ever_connected for ln in self.server.links()):
            self.note.emit(no_phone_text())

    # --- the game moves on --------------------------------------------------------------
    def _on_update(self, update: Update) -> None:
        if self.server is None:
            return
        if self.adapter.match is not self._match:  # another game: these links are over
            self.stop()
            self.note.emit(
                translate(
                    "Companion",
                    "A new game began: the phones' links of the last game no longer work. "
                    "Use Game > Invite phones for new codes.",
                )
            )
            return
        log_lines = companion_game(update.game_id).log_lines
        lines = log_lines(update.public_events, update.seats)
        self._log = (self._log + [text for text, _seat, _heading in lines])[-LOG_LINES:]
        self._publish_all()

    def _on_game_over(self, _update: Update) -> None:
        if self.server is not None:
            self._publish_all()
            QTimer.singleShot(self.stop_after_game_ms, self._stop_if_over)

    def _stop_if_over(self) -> None:
        match = self.adapter.match
        if self.server is not None and (match is None or match.is_over):
            self.stop()

    def _publish_all(self) -> None:
        server, match = self.server, self.adapter.match
        if server is None or match is None:
            return
        seats = match.seats
        changed: dict[int, dict[str, Any]] = {}
        for link in server.links():
            seat = link.seat
            can_undo_at, undo_note = self.adapter.undo_check(seat)
            ctx = SeatContext(
                game_id=self.adapter.game_id,
                seat_names=tuple(s.name for s in seats),
                seat_is_bot=tuple(s.is_bot for s in seats),
                thinking=self.adapter.thinking,
                decisions=len(match.history),
                can_undo=can_undo_at is not None,
                undo_note=undo_note,
                log=tuple(self._log),
            )
            built = seat_frame(match.state.view(seat), seats, seat, ctx)
            self._decisions[seat] = built.decision
            if self._sent.get(seat) != built.frame:
                self._sent[seat] = changed[seat] = built.frame
        server.publish(changed)

    def _on_seats_changed(self) -> None:
        server = self.server
        if server is None:
            return
        held = frozenset(ln.seat for ln in server.links() if ln.device is not None)
        if held != self.adapter.phone_seats:
            self.adapter.set_phone_seats(held)
        self.changed.emit()

    # --- what a phone asks --------------------------------------------------------------
    def _on_message(self, seat: int, connection: int, message: dict[str, Any]) -> None:
        server = self.server
        if server is None or self.adapter.match is not self._match:
            return
        if seat not in self.adapter.phone_seats or self.adapter.match is None:
            return  # released meanwhile
        kind, game = message["type"], companion_game(self.adapter.game_id)
        if kind in game.checks:  # the verdict on a choice begun on the phone
            server.reply(connection, game.checks[kind](self._decisions.get(seat), message))
        elif kind == "undo":
            self._undo(seat, connection)
        elif kind == "hint":
            self._hint(seat, connection)
        elif kind in game.moves:
            self._move(seat, connection, game.moves[kind], message)

    def _move(
        self,
        seat: int,
        connection: int,
        action_for: Callable[[JsonDict], object],
        message: dict[str, Any],
    ) -> None:
        assert self.server is not None
        try:
            action = action_for(message)
        except ValueError:
            why = translate("Companion", "There is no such card.")
        else:
            why = self.adapter.decide(seat, action)
        if why:
            self.server.reply(connection, {"type": "refused", "why": why})

    def _undo(self, seat: int, connection: int) -> None:
        assert self.server is not None
        index, why = self.adapter.undo_check(seat)
        if index is None or not self.adapter.undo(seat):
            self.server.reply(connection, {"type": "refused", "why": why})

    def _hint(self, seat: int, connection: int) -> None:
        match = self.adapter.match
        if match is None or seat not in match.state.current_players():
            reply = translate("Companion", "There is nothing for you to decide now.")
            if self.server is not None:
                self.server.reply(connection, {"type": "refused", "why": reply})
            return
        asked = _position(match)
        answered = self._answered.get(seat)
        if answered is not None and _same(answered[0], asked) and self.server is not None:
            self.server.reply(connection, answered[1])  # asked again: the same answer
            return
        pending = self._hinting.get(seat)
        if pending is not None:
            if _same(pending.asked, asked):
                self._hinting[seat] = pending._replace(connection=connection)
                return  # that very hint is on its way (to the connection asking last)
            pending.operation.cancel()  # about a position gone by
        view = match.state.view(seat)  # the hint knows what this seat knows, nothing more
        operation = self.adapter.background.run(
            partial(self._think, view, seat, [s.name for s in match.seats]),
            partial(self._hinted, seat, asked),
            partial(self._not_hinted, seat),
            wanted=partial(self._still_at, asked),  # else about a game gone by
            name="phone-hint",
        )
        self._hinting[seat] = _Hint(operation, asked, connection)

    def _think(
        self, view: State[Any], seat: int, names: list[str], progress: Progress
    ) -> tuple[str, str]:
        with abandoned_with(progress):  # cancelled: the search stops in the bots' process
            return self.advisor(view, seat, names)

    def _still_at(self, asked: Position) -> bool:
        """The position a phone's hint was asked about is still the one on the table."""
        match = self.adapter.match
        return self.server is not None and match is not None and _same(_position(match), asked)

    def _not_hinted(self, seat: int, error: Exception) -> None:
        pending = self._hinting.pop(seat, None)
        if pending is not None and self.server is not None:
            self.server.reply(pending.connection, {"type": "refused", "why": describe(error)})

    def _hinted(self, seat: int, asked: Position, answer: tuple[str, str]) -> None:
        pending = self._hinting.pop(seat, None)
        if pending is None or self.server is None:
            return
        move, why = answer
        reply = {"type": "hint", "move": move, "why": why, "seat": seat}
        self._answered[seat] = (asked, reply)
        self.server.reply(pending.connection, reply)


class _Hint(NamedTuple):
    """A phone's hint being worked out: its job, the state asked about, whom to tell."""

    operation: Operation[tuple[str, str]]
    asked: Position
    connection: int


Position = tuple[object, int]  # the match's state object and its decision count


def _position(match: Match[Any]) -> Position:
    """Where a match is: a move changes the count (the state changes in place), an undo the
    state object (replayed), so an undo and another choice are not the position asked about."""
    return (match.state, len(match.history))


def _same(one: Position, other: Position) -> bool:
    return one[0] is other[0] and one[1] == other[1]
