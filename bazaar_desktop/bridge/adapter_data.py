"""What the adapter and the window say to each other, and the games on offer: a new game's
request (`NewGameRequest`, `SeatSpec`), what one update carries (`Update`), the catalogue of
games with their bot levels (`GameInfo`), how their bots are made, and save files read and
copied for the window. The adapter (`adapter.py`) drives the match itself and re-exports all
of this (the games' names and whether saves exist come from `game_list.py`, which the window
reads before the adapter is made); with `undo_rule.py` these modules are the desktop's seam
to the engine."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

from bazaar_desktop.bridge.game_list import game_names as game_names  # re-exported
from bazaar_desktop.bridge.game_list import saves_available as saves_available
from bazaar_desktop.bridge.learner import Learner
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.registry import BOT_LEVELS, make_bot
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import State, rematch_options
from bazaar_engine.core.match import Match, Seat, SeatKind
from bazaar_engine.games import GAME_IDS, display_name, game_class

if TYPE_CHECKING:  # saves may not be installed (`saves_available`): imported where used
    from bazaar_engine.core.saves import SignedMatch as SignedMatch  # re-exported

PlayedMatch: TypeAlias = Match[Any]  # a match as the window holds it (any game's)


def is_file_problem(exc: BaseException) -> bool:
    """Whether `exc` says what is wrong with a save file (a `SaveError`, in words a person
    can act on); any other error is a bug, named by its type only."""
    try:
        from bazaar_engine.core.saves import SaveError
    except ImportError:  # saves are not installed: nothing is a file problem
        return False
    return isinstance(exc, SaveError)


def save_job(match: Match[Any], path: str, key: bytes | None) -> Callable[[], None]:
    """Write a copy of `match` (taken now) to `path`, when called on a worker thread: the
    file is checked by loading it back (a replay of the whole game) before it replaces the
    old one. Saves are written one at a time, and one asked for later is never overwritten
    by one asked for sooner."""
    from bazaar_engine.core.saves import write_save

    copy = match.copy()
    number = _SAVES.ask()

    def write() -> None:
        with _SAVES.turn(number) as newest:
            if newest:
                write_save(path, copy, key=key)

    return write


def wait_for_saves(seconds: float) -> bool:
    """Wait up to `seconds` for the saves asked for to be written (the window closing)."""
    return _SAVES.settled(seconds)


class _SaveOrder:
    """The saves asked for, in order (see `save_job`). The counters have a lock of their own,
    never held while a file is written: asking for a save never waits for one."""

    def __init__(self) -> None:
        import threading

        self._one_at_a_time = threading.Lock()
        self._counts = threading.Condition()
        self.asked = 0  # saves asked for so far
        self.newest_written = 0  # the number of the newest save on disk
        self.pending = 0

    def ask(self) -> int:
        with self._counts:
            self.asked += 1
            self.pending += 1
            return self.asked

    @contextlib.contextmanager
    def turn(self, number: int) -> Iterator[bool]:
        """One save at a time; True unless a newer save is on disk already."""
        with self._one_at_a_time:
            try:
                newest = number > self.newest_written
                yield newest
                if newest:
                    self.newest_written = number
            finally:
                with self._counts:
                    self.pending -= 1
                    self._counts.notify_all()

    def settled(self, seconds: float) -> bool:
        with self._counts:
            return self._counts.wait_for(lambda: self.pending == 0, seconds)


_SAVES = _SaveOrder()


def saved_game_header(path: str) -> tuple[str, list[str]]:
    """The game id and seat names of a save file (fully validated); `ValueError` if bad."""
    match = read_saved_game(path)
    return match.game.id, [seat.name for seat in match.seats]


def read_saved_game(path: str) -> Match[Any]:
    """A save file read, validated and replayed; `ValueError` (a `SaveError`) naming the
    problem in one line if it cannot be used."""
    from bazaar_engine.core.saves import read_save

    return read_save(path)


def replay_positions(match: Match[Any]) -> list[tuple[State[Any], list[Event]]]:
    """Every position of `match` from the start, with the events that led to it (one replay)."""
    from bazaar_engine.core.saves import replay_steps

    return list(replay_steps(match))


def table_view(state: State[Any], looking: int | None, phone_seats: frozenset[int]) -> State[Any]:
    """What the desktop is drawn from: the looking seat's view; while no seat there looks, a
    bots-only table whole, or, with phones at the table, the onlooker's view (no hand, no
    chosen card: `Update.looking_seat` is None), as a window watching an online table is."""
    if looking is not None:
        return state.view(looking)
    if not phone_seats:
        return state.clone()
    return state.onlooker_view()


def match_copy(match: Match[Any]) -> Match[Any]:
    """An independent copy of `match` (its state cloned, its history, log and marks copied)."""
    return match.copy()


# --- what the dialogs may know about the games ----------------------------------------------
@dataclass(frozen=True)
class GameInfo:
    game_id: str
    name: str
    min_players: int
    max_players: int
    default_options: dict[str, Any]
    bot_levels: tuple[str, ...]  # the levels that exist now for this game
    missing_levels: tuple[str, ...]  # levels named by the app but not built yet


def _available_levels(game_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    present: list[str] = []
    missing: list[str] = []
    for level in BOT_LEVELS:
        try:
            make_bot(game_id, level, 0)
        except DataError:
            missing.append(level)
        else:
            present.append(level)
    return tuple(present), tuple(missing)


def game_catalogue(game_ids: Sequence[str] | None = None) -> list[GameInfo]:
    """Every registered game whose rules module can be imported now."""
    infos = []
    for game_id in game_ids or GAME_IDS:
        try:
            cls = game_class(game_id)
        except (ImportError, AttributeError, DataError):
            continue  # that game's engine has not landed (yet)
        levels, missing = _available_levels(game_id)
        infos.append(
            GameInfo(
                game_id,
                display_name(game_id),
                cls.min_players,
                cls.max_players,
                dict(cls.default_options()),
                levels,
                missing,
            )
        )
    return infos


@dataclass(frozen=True)
class SeatSpec:
    name: str
    is_bot: bool = False
    level: str = "random"
    learner: bool = False  # the person a walkthrough speaks to as "you" (learner.Learner)

    def seat(self) -> Seat:
        """The engine's seat for this spec (a Learner for the walkthrough's person)."""
        kind: SeatKind = "bot" if self.is_bot else "human"
        level = self.level if self.is_bot else None
        return (Learner if self.learner else Seat)(self.name, kind, level)


@dataclass(frozen=True)
class NewGameRequest:
    game_id: str
    seats: tuple[SeatSpec, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    # A lesson's arranged chance (the walkthrough's deal): an outcome among the state's legal
    # chance outcomes, applied as any other; None leaves the draw to the seeded generator.
    arranged_chance: Callable[[State[Any]], Any | None] | None = None


def rematch_request(game_id: str, seats: Sequence[Any], options: dict[str, Any]) -> NewGameRequest:
    """Play again: the same people and bots at the same levels, each in the same seat and
    colour, a new seed, and the next player starts: the first-player option
    moves on one seat (Basari's: who places a start archway first, B7)."""
    specs = [SeatSpec(seat.name, seat.is_bot, seat.level or "random") for seat in seats]
    return NewGameRequest(game_id, tuple(specs), rematch_options(options, len(specs)), None)


@dataclass(frozen=True)
class Note:
    """An adapter's remark for the log ("Bea is away: the table waits."), kept as how to
    word it, not as words: the log words it again after a language switch, in the new
    language (a stored text kept the language it was written in). `str(note)` words it now."""

    render: Callable[[], str]

    def __str__(self) -> str:
        return self.render()


@dataclass(frozen=True)
class Update:
    """What the window needs after every change. `view` is only read by `viewmodels/`."""

    generation: int
    game_id: str
    seats: tuple[Seat, ...]
    view: State[Any]
    looking_seat: int | None  # whose view this is (None: a bots-only table, or an onlooker)
    events: tuple[Event, ...]  # new since the last update, as the looking seat may see them
    public_events: tuple[Event, ...]  # the same events as everybody may see them (the log)
    deciding: tuple[int, ...]  # the state's current players (CHANCE = -1)
    human_to_act: int | None  # the human whose input is awaited now
    curtain_for: int | None  # pass-and-play: hand the device to this seat first
    thinking: tuple[int, ...]
    can_undo: bool
    is_over: bool
    score_history: tuple[tuple[int, tuple[float, ...]], ...]  # (turn, scores) per decision
    seed: int
    notes: tuple[Note, ...] = ()  # adapter remarks for the log (e.g. a missing bot level)
    undo_note: str = ""  # why "Undo my last choice" is not possible now (empty if it is)
    room: str = ""  # an online table's room code (its chance is the server's: no seed here)
    seats_here: tuple[int, ...] | None = None  # online: the seats this window holds
    phone_seats: frozenset[int] = frozenset()  # the people deciding on their phones
    stand_ins: tuple[int, ...] = ()  # online: the person seats a bot plays for now
    away: tuple[int, ...] = ()  # online: the person seats whose person is away (not connected)
    watching: bool = False  # online: this window watches the table (no seat: the onlooker's view)

    def people_here(self) -> int:
        """How many people decide at this screen: two or more is pass-and-play (online, the
        people at other computers do not count; nor, here, those deciding on their phones)."""
        if self.seats_here is not None:
            return len(self.seats_here)
        seats = enumerate(self.seats)
        return sum(not seat.is_bot and i not in self.phone_seats for i, seat in seats)


@dataclass
class TableShown:
    """What the adapter shows and to whom, between two updates: read and set by the adapter,
    by what each seat is shown (`adapter_views.py`) and by the online part (`following.py`)."""

    looking: int | None = None  # whose view is shown (None: a bots-only table, an onlooker)
    curtain_for: int | None = None  # pass-and-play: the seat the device goes to next
    curtain_lifted_at: tuple[int, int] | None = None  # (seat, decision count)
    notes: list[Note] = field(default_factory=list)  # the log's remarks for the next update
    pending_events: list[Event] = field(default_factory=list)  # events not yet shown
    over_announced: bool = False  # `game_over` was sent for this match
    away: frozenset[int] = frozenset()  # online: seats whose person is not connected
    stand_ins: frozenset[int] = frozenset()  # online: person seats a bot plays for
    frame_n: int = 0  # online: the decision count of the last frame shown


# --- the bots of a game ----------------------------------------------------------------
BotFactory = Callable[[str, str, str], Bot]


def preload_game(game_id: str) -> None:
    """Import `game_id`'s rules and bots now (the window does it on a worker thread after
    start), so that starting its first game does not wait for them. Raises what they raise."""
    from bazaar_desktop.services import bot_process  # noqa: F401  (multiprocessing, for the bots)

    game_class(game_id)
    for level in BOT_LEVELS:  # a table checks its bots' levels when it starts
        make_bot(game_id, level, "preload")


def default_bot_factory(game_id: str, level: str, seed: str) -> Bot:
    """Random moves are instant and stay here; real levels think in the bots' process."""
    if level == "random":
        return make_bot(game_id, level, seed)
    from bazaar_desktop.services.bot_process import (
        ProcessBot,  # multiprocessing: not needed at start
    )

    return ProcessBot(game_id, level, seed)
