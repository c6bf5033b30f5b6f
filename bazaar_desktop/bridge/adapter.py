"""The adapter: the one place where the desktop application drives the rules engine.

It owns the `Match`, applies decisions (checked: an illegal one produces one message and
changes nothing), samples chance with its own seeded RNG, has bots think and tells the window
what happened through Qt signals (what they carry: `adapter_data.py`; what each seat is shown,
the curtain and the undo check: `adapter_views.py`); `viewmodels/` read the views it hands out.

Flow: a click becomes an action -> `submit` applies it -> `updated` carries the looking seat's
view and the new events -> the table redraws. Bots get only `state.view(seat)` (`bot_turns.py`).
Phones' seats (`phone_seats`, companion/) decide through `decide`; online: following.py.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from bazaar_desktop.bridge import adapter_views, following
from bazaar_desktop.bridge.adapter_data import (
    BotFactory,
    GameInfo,
    NewGameRequest,
    Note,
    PlayedMatch,
    SeatSpec,
    TableShown,
    Update,
    default_bot_factory,
    game_catalogue,
    game_names,
    is_file_problem,
    match_copy,
    preload_game,
    read_saved_game,
    replay_positions,
    save_job,
    saved_game_header,
    saves_available,
    wait_for_saves,
)
from bazaar_desktop.bridge.bot_turns import BotTurns
from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.services.background import Background, describe
from bazaar_desktop.services.i18n import bot_level_name
from bazaar_engine.bots.base import Bot, RandomBot
from bazaar_engine.core.entry import GameEntry
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import entry as game_entry
from bazaar_engine.games import make_game

if TYPE_CHECKING:
    from bazaar_desktop.remote.table import RemoteTable

__all__ = [  # the window, the tables and the tests import all of these from here
    "GameAdapter",
    "GameInfo",
    "NewGameRequest",
    "PlayedMatch",
    "SeatSpec",
    "Update",
    "default_bot_factory",
    "game_catalogue",
    "game_names",
    "is_file_problem",
    "match_copy",
    "preload_game",
    "read_saved_game",
    "replay_positions",
    "saved_game_header",
    "saves_available",
    "wait_for_saves",
]

Action = Any


class GameAdapter(QObject):
    """Owns one match at a time and drives it: humans through `submit`, bots and chance itself."""

    updated = Signal(object)  # Update
    illegal_action = Signal(str)  # why, in the window's language
    game_over = Signal(object)  # the final Update
    thinking_changed = Signal(object)  # tuple of seats whose bots are thinking
    paused_changed = Signal(bool)  # waiting for a person to continue after a bot's move

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory = default_bot_factory,
    ) -> None:
        super().__init__(parent)
        self._bot_factory = bot_factory
        self.entry: GameEntry | None = None  # the game's traits, from its engine entry
        self.background = Background(self)  # bots here; hints and reviews share it
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._advance)
        self.pace_ms = 0
        self.pause_after_bots = False  # stop after each bot's move until `continue_play`
        self.paused = False
        self.generation = 0
        self._bot_turns = BotTurns(
            self.background, lambda: self.generation, self.thinking_changed.emit, self._bot_moved
        )
        self.match: Match[Any] | None = None
        self.game_id = ""
        self.seed = 0
        self._rng = random.Random(0)
        self._arranged: Callable[[State[Any]], Any | None] | None = None  # a lesson's chance
        self.shown = TableShown()
        self.phone_seats: frozenset[int] = frozenset()  # seats a phone holds (companion/)
        self.remote: RemoteTable | None = None  # an online game: following.py

    # --- starting and stopping ----------------------------------------------------------
    def start(self, request: NewGameRequest) -> None:
        """Begin a new match; any bot still thinking about the old one is ignored."""
        game = make_game(request.game_id, request.options)
        game.check_player_count(len(request.seats))
        seats = [spec.seat() for spec in request.seats]
        seed = request.seed if request.seed is not None else random.SystemRandom().randrange(2**31)
        self._begin(request.game_id, Match(game, seats), seed)
        self._arranged = request.arranged_chance

    def _begin(
        self, game_id: str, match: Match[Any], seed: int, chance_seed: int | None = None
    ) -> None:
        """Play `match` from where it stands: a new one, or one read (and replayed, checked)
        on a worker thread, adopted as it is."""
        self.stop()
        self.leave_remote()
        self._arranged = None
        self.game_id = game_id
        self.seed = seed
        self._rng = random.Random(seed if chance_seed is None else chance_seed)
        self.match = match
        match.seed = seed
        # Which decisions are secret (pass-and-play curtain) and which events reveal a secret
        # (no undo past them): the game's traits, declared in its entry.
        self.entry = game_entry(game_id)
        seats = match.seats
        self.shown.notes = []
        self._bot_turns.bots = {
            seat: self._make_bot(game_id, seats[seat], seat, seed)
            for seat in range(len(seats))
            if seats[seat].is_bot
        }
        humans = self.human_seats()
        self.shown.looking = humans[0] if humans else None
        self.shown.curtain_for = None
        self.shown.curtain_lifted_at = None
        self.shown.over_announced = False
        # A loaded game's first update carries all its events, as when they were played.
        self.shown.pending_events = list(match.events)
        self.emit_update()
        self._schedule(0)

    def save(self, path: str, key: bytes | None = None) -> None:
        """Write the match to `path` now (atomically, signed with `key` if given); raises
        `SaveError` with a clear message. The window saves through `save_job`, off its thread."""
        self.save_job(path, key)()

    def save_job(self, path: str, key: bytes | None = None) -> Callable[[], None]:
        """The writing of the match as it is now to `path`, to be run on a worker thread."""
        return save_job(following.to_save(self), path, key)  # online: once over

    def load(self, path: str) -> None:
        """Continue a saved match; raises `ValueError` naming what is wrong with the file."""
        self.continue_match(read_saved_game(path))

    def continue_match(self, loaded: Match[Any]) -> None:
        """Play on from a loaded match with the same seats: its bots think again at once."""
        fresh = random.SystemRandom().randrange(2**31)  # chance from here on is fresh
        seed = loaded.seed if loaded.seed is not None else fresh  # the game's own, if known
        self._begin(loaded.game.id, loaded, seed, fresh)

    def _make_bot(self, game_id: str, seat: Seat, index: int, seed: int) -> Bot:
        level = seat.level or "random"
        try:
            return self._bot_factory(game_id, level, f"{seed}-{index}")
        except DataError:
            self.shown.notes.append(
                Note(
                    lambda: self.tr(
                        "{level} bots are not available yet; {name} plays random moves."
                    ).format(level=bot_level_name(level), name=seat.name)
                )
            )
            return RandomBot(f"{seed}-{index}")

    def stop(self) -> None:
        """Forget pending work: a bot still thinking stops, its answer dropped."""
        self.generation += 1
        self._bot_turns.stop()
        self._step_timer.stop()
        self._set_paused(False)

    # --- queries ------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        if self.match is None:
            return []
        if self.remote is not None:  # the people at this computer; the others are far away
            return list(self.remote.seats)
        return [i for i, seat in enumerate(self.match.seats) if not seat.is_bot]

    @property
    def thinking(self) -> tuple[int, ...]:
        return self._bot_turns.thinking

    def human_to_act(self) -> int | None:
        if self.match is None or self.match.is_over or following.waits_for_seats(self):
            return None
        humans = set(self.human_seats()) - self.phone_seats  # the people at the desktop
        return next((seat for seat in self.match.state.current_players() if seat in humans), None)

    def own_decisions(self, seat: int) -> int:
        """How far `seat` has come: its decisions so far (online, the table's count)."""
        return following.own_decisions(self, seat)

    # --- human decisions ----------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> bool:
        """A human's decision. Illegal: one `illegal_action` message and nothing changes."""
        if self.match is None:
            return False
        if self.shown.curtain_for is not None:
            self.illegal_action.emit(self.tr("Pass the device first."))
            return False
        if seat not in self.human_seats() or seat in self.phone_seats:
            self.illegal_action.emit(self.tr("That seat is not played by a person."))
            return False
        if self.remote is not None:  # the server answers: a new frame, or its refusal
            self.remote.decide(seat, action)
            return True
        why = self.decide(seat, action)
        if why:
            self.illegal_action.emit(why)
        return not why

    def decide(self, seat: int, action: Action) -> str:
        """A person's decision applied checked (also a phone's): "" or the refusal, worded."""
        assert self.match is not None
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as exc:
            return refusal_text(exc)
        self._record(events)
        self.emit_update()
        self._schedule(0)
        return ""

    def set_phone_seats(self, seats: frozenset[int]) -> None:
        """These seats' people decide on their phones: no curtain for them from now on."""
        self.phone_seats = seats
        self.shown.curtain_for = None if self.shown.curtain_for in seats else self.shown.curtain_for
        if self.match is not None:
            self.emit_update()

    def lift_curtain(self) -> None:
        """The device has been passed: show the table to the seat that must decide."""
        if self.match is None or self.shown.curtain_for is None:
            return
        seat, self.shown.curtain_for = self.shown.curtain_for, None
        self.shown.looking = seat
        self.shown.curtain_lifted_at = (seat, len(self.match.history))
        self.shown.pending_events = []
        self.emit_update()

    # --- undo ---------------------------------------------------------------------------
    def undo_point(self, phone: int | None = None) -> int | None:
        """The history index of the human decision that may be taken back now, if any."""
        return self.undo_check(phone)[0]

    def undo_check(self, phone: int | None = None) -> tuple[int | None, str]:
        """The decision "Undo my last choice" would take back (asked at the desktop, or on
        the `phone` of that seat), or None and why not (`adapter_views.undo_check`)."""
        return adapter_views.undo_check(self, phone)

    def undo(self, phone: int | None = None) -> bool:
        if self.remote is not None:
            if self.shown.looking is None or self.undo_point() is None:
                return False
            self.remote.undo(self.shown.looking)  # granted by the server: frames follow
            return True
        match = self.match
        index = self.undo_point(phone)
        if match is None or index is None:
            return False
        self.stop()
        match.undo_to(index)
        self.shown.pending_events = []
        self.emit_update()
        self._schedule(0)
        return True

    def is_reveal(self, kind: str) -> bool:
        return self.entry is not None and self.entry.is_reveal(kind)

    # --- pacing -------------------------------------------------------------------------
    def set_pace(self, milliseconds: int) -> None:
        """The pause after each bot or chance decision, so a person can follow (0 = none)."""
        self.pace_ms = max(0, milliseconds)

    def _schedule(self, milliseconds: int) -> None:
        self._step_timer.start(max(0, milliseconds))

    # --- the driver ---------------------------------------------------------------------
    def _advance(self) -> None:
        match = self.match
        if match is None or self.remote is not None:  # online, the server plays bots and chance
            return
        state = match.state
        deciding = state.current_players()
        if not deciding:
            self.announce_over()
            return
        if deciding == (CHANCE,):
            arranged = self._arranged(state) if self._arranged is not None else None
            outcome = arranged if arranged is not None else state.sample_chance(self._rng)
            events = match.apply(CHANCE, outcome)  # checked by the engine, arranged or not
            self._record(events)
            self.emit_update()
            self._schedule(self.pace_ms)
            return
        for seat in deciding:
            if self._bot_turns.wants(seat):  # a bot sees only what its seat may know
                self._bot_turns.ask(seat, state.view(seat))
        if self._refresh_curtain():
            self.emit_update()

    def _refresh_curtain(self) -> bool:
        return adapter_views.refresh_curtain(self)

    def _mistake_note(self, name: str, failed: str, refusal: IllegalAction | None) -> Note:
        """A bot's failed or refused move, worded when the log shows it (again on a switch)."""

        def words() -> str:
            why = refusal_text(refusal) if refusal is not None else failed
            return self.tr("{name}'s bot made a mistake ({why}); a random move was played.").format(
                name=name, why=why
            )

        return Note(words)

    def _bot_moved(self, seat: int, action: object, failure: Exception | None) -> None:
        match = self.match
        if match is None or seat not in match.state.current_players():
            return
        failed = describe(failure) if failure else ""  # else the engine's refusal of its move
        refusal: IllegalAction | None = None
        events: list[Event] = []
        if not failed:
            try:
                events = match.apply(seat, action)
            except IllegalAction as exc:
                refusal = exc
        if failed or refusal is not None:
            self.shown.notes.append(self._mistake_note(match.seats[seat].name, failed, refusal))
            events = match.apply(seat, match.state.random_action(seat, self._rng))
        self._record(events)
        self.emit_update()
        self._after_bot_move()

    def _after_bot_move(self) -> None:
        """Go on after the pause, or wait for a person when they asked to follow each bot
        (not when a person must decide next anyway, nor when the game is over)."""
        match = self.match
        waiting_for_bots = match is not None and not match.is_over and self.human_to_act() is None
        if self.pause_after_bots and waiting_for_bots:
            self._set_paused(True)
            return
        self._schedule(self.pace_ms)

    def continue_play(self) -> None:
        """A person has seen the bot's move: play on."""
        if self.paused:
            self._set_paused(False)
            self._schedule(0)

    def _set_paused(self, paused: bool) -> None:
        if paused != self.paused:
            self.paused = paused
            self.paused_changed.emit(paused)

    def _record(self, events: list[Event]) -> None:
        self.shown.pending_events.extend(events)

    def announce_over(self) -> None:
        """`game_over` with the final update, once a match (online: when the frame says so)."""
        if self.shown.over_announced:
            return
        self.shown.over_announced = True
        self.game_over.emit(self.snapshot())

    # --- what the window sees -----------------------------------------------------------
    def snapshot(self) -> Update:
        return adapter_views.seat_update(self)

    def emit_update(self) -> None:
        """`updated` with what the looking seat sees now; the events and notes it carries are
        then shown (online: after each frame, following.py)."""
        self._refresh_curtain()
        update = self.snapshot()
        self.shown.pending_events, self.shown.notes = [], []
        self.updated.emit(update)

    # --- an online game (following.py) ----------------------------------------------------
    def play_remote(self, remote: RemoteTable) -> None:
        """Show the table `remote` holds seats at from its first frame on (the server decides)."""
        self.stop()
        self.leave_remote()
        self.remote = remote
        self.match = None
        self.shown.notes, self.shown.pending_events = [], []
        remote.framed.connect(self._on_remote_frame)
        remote.refused.connect(self.illegal_action.emit)

    def leave_remote(self) -> None:
        """Close the online table's connections (its seats stay the person's, on the server)."""
        remote, self.remote = self.remote, None
        if remote is None:
            return
        remote.framed.disconnect(self._on_remote_frame)
        remote.refused.disconnect(self.illegal_action.emit)
        remote.close()
        self.match = None

    def _on_remote_frame(self, seat: int) -> None:
        following.on_frame(self, seat)
