"""The adapter's online part: a table a server plays. The window keeps its one
`GameAdapter` (many parts hold its signals); `GameAdapter.play_remote` points it at a server's
table, whose frames then stand in for the engine's moves: `match` holds the looking seat's
view and the table's seats, never a history, and decisions go to the server
(`remote.table.RemoteTable`). Functions of the adapter, kept here so its local play reads on
its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from bazaar_desktop.bridge.adapter_data import Note
from bazaar_engine.core.game import ONLOOKER
from bazaar_engine.core.match import Match
from bazaar_engine.games import entry as game_entry

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameAdapter
    from bazaar_desktop.remote.table import SeatFrame


# The adapter's words: its translation context is named, as lupdate cannot tell it from
# `adapter.tr` outside the class.


def own_decisions(adapter: GameAdapter, seat: int) -> int:
    """How far `seat` has come: its decisions so far (online, the table's decision count:
    the server holds the history). A hint is about one such point."""
    if adapter.remote is not None:
        frame = adapter.remote.frames.get(seat)
        return frame.n if frame is not None else 0
    match = adapter.match
    return 0 if match is None else sum(1 for player, _ in match.history if player == seat)


def waits_for_seats(adapter: GameAdapter) -> bool:
    """Online, the game has not started: some person seats are not taken yet. Nobody is
    asked to decide then (the server would refuse it); the frame that starts it asks."""
    remote = adapter.remote
    return remote is not None and any(frame.waiting for frame in remote.frames.values())


def to_save(adapter: GameAdapter) -> Match[Any]:
    """The match a save holds: online, the whole game the server gives once it is over."""
    from bazaar_engine.core.saves import SaveError

    if adapter.match is None:
        raise SaveError(QCoreApplication.translate("GameAdapter", "There is no game to save."))
    if adapter.remote is None:
        return adapter.match
    if adapter.remote.played is None:
        raise SaveError(
            QCoreApplication.translate("GameAdapter", "An online game is kept by its server.")
        )
    return adapter.remote.played


def on_frame(adapter: GameAdapter, seat: int) -> None:
    remote = adapter.remote
    if remote is None or remote.game is None:
        return
    frame = remote.frames[seat]
    if any(mine not in remote.frames for mine in remote.seats):
        return  # two seats here: the table is drawn once each has its own view
    later = adapter.match is not None and frame.n > adapter.shown.frame_n
    if adapter.match is not None and frame.n < adapter.shown.frame_n:
        adapter.generation += 1  # a decision taken back (the tables forget what followed it)
        note_taken_back(adapter, frame)
    adapter.shown.frame_n = frame.n
    if adapter.match is None:
        adapter.game_id = frame.game_id
        adapter.entry = game_entry(frame.game_id)
        adapter.match = Match(remote.game, list(frame.seats), frame.view)
        # Watching, no seat looks: the table is drawn as an onlooker sees it.
        adapter.shown.looking = None if remote.watching else seat
        adapter.shown.curtain_for, adapter.shown.curtain_lifted_at = None, None
        adapter.shown.over_announced = False
        adapter.shown.away = adapter.shown.stand_ins = frozenset()
        adapter.generation += 1
    adapter.match.seats = list(frame.seats)
    follows = ONLOOKER if remote.watching else adapter.shown.looking
    if seat == follows:  # the log follows the seat looking (the others' are alike)
        adapter.shown.pending_events.extend(frame.events)
        note_seats(adapter, frame, remote.seats)
        note_clock_moves(adapter, frame, said=later)
        if later:  # the results' chart, from what this seat may know
            adapter.match.score_marks.append((frame.view.turn, frame.view.standings()))
    if len({remote.frames[mine].n for mine in remote.seats}) > 1:
        return  # two seats here: drawn when both have seen this decision (the curtain
        # must not go up for a seat from a view one decision old)
    looking = follows if follows in remote.frames else seat
    adapter.match.state = remote.frames[looking].view
    adapter.emit_update()
    if frame.over:
        adapter.announce_over()


def _note(words: object, **names: str) -> Note:
    """A log line worded when the log shows it, so again after a language switch."""
    return Note(lambda: QCoreApplication.translate("GameAdapter", str(words)).format(**names))


# The words of the seats' changes, marked for translation here and worded by `_note`.
AWAY = QT_TRANSLATE_NOOP("GameAdapter", "{name} is away: the table waits.")
AWAY_CLOCKED = QT_TRANSLATE_NOOP(
    "GameAdapter", "{name} is away: the turn clock decides for them when their time runs out."
)
BACK = QT_TRANSLATE_NOOP("GameAdapter", "{name} is back.")
STAND_IN = QT_TRANSLATE_NOOP("GameAdapter", "The host lets a bot play for {name}.")
STAND_IN_MINE = QT_TRANSLATE_NOOP(
    "GameAdapter",
    "A bot plays your seat ({name}) while you were away; the host can give it back to you.",
)
GIVEN_BACK = QT_TRANSLATE_NOOP("GameAdapter", "The host gives {name}'s seat back.")
TAKEN_BACK_MINE = QT_TRANSLATE_NOOP("GameAdapter", "Last choice taken back.")
TAKEN_BACK = QT_TRANSLATE_NOOP("GameAdapter", "{name} took back their last choice.")
TAKEN_BACK_SOMEONE = QT_TRANSLATE_NOOP("GameAdapter", "A choice was taken back.")


def away_seats(frame: SeatFrame) -> tuple[int, ...]:
    """The person seats whose person went away from a game going on: taken once (not still
    awaited), not played by a bot for them; none once the game is over (nobody is waited
    for then)."""
    if frame.over:
        return ()
    return tuple(
        seat
        for seat, here in enumerate(frame.connected)
        if not here
        and seat < len(frame.seats)
        and not frame.seats[seat].is_bot
        and seat not in frame.waiting
    )


def note_seats(adapter: GameAdapter, frame: SeatFrame, mine: tuple[int, ...]) -> None:
    """What changed at the seats, in the log, each line true: who went away (and what the
    table does meanwhile), who came back, whose seat a bot plays (the host's choice; the
    person it belongs to is told the host can give it back) and whose it gave back."""
    names = [seat.name for seat in frame.seats]
    away, stand_ins = frozenset(away_seats(frame)), frozenset(frame.stand_ins)
    gone = AWAY_CLOCKED if frame.clock is not None else AWAY
    for seat in sorted(stand_ins - adapter.shown.stand_ins):
        adapter.shown.notes.append(
            _note(STAND_IN_MINE if seat in mine else STAND_IN, name=names[seat])
        )
    for seat in sorted(adapter.shown.stand_ins - stand_ins):
        adapter.shown.notes.append(_note(GIVEN_BACK, name=names[seat]))
    for seat in sorted(away - adapter.shown.away):
        adapter.shown.notes.append(_note(gone, name=names[seat]))
    for seat in sorted(adapter.shown.away - away):
        if seat not in stand_ins and not frame.over:  # back in person, not a bot for them
            adapter.shown.notes.append(_note(BACK, name=names[seat]))
    adapter.shown.away, adapter.shown.stand_ins = away, stand_ins


def clock_move_words(name: str) -> str:
    """The log's (and the replay's) line after a decision the clock made."""
    return QCoreApplication.translate(
        "Online", "{name}'s time ran out: the turn clock decided for them."
    ).format(name=name)


def _clock_note(name: str) -> Note:
    return Note(lambda: clock_move_words(name))


def note_clock_moves(adapter: GameAdapter, frame: SeatFrame, *, said: bool) -> None:
    """After a decision the turn clock made for a person, the log says it was the clock's
    (`said`: with this frame's events; the first frame's past ones are only noted as known)."""
    remote = adapter.remote
    if remote is None:
        return
    for move in frame.clock_moves:
        seat = move[1]
        if move in remote.clock_told or not 0 <= seat < len(frame.seats):
            continue
        remote.clock_told.add(move)
        if said:
            adapter.shown.notes.append(_clock_note(frame.seats[seat].name))


def note_taken_back(adapter: GameAdapter, frame: SeatFrame) -> None:
    """A decision taken back, told once in every window's log: "Last choice taken back." in
    the window that asked, the person's name in the others (the one to decide again, when
    the frame names one person elsewhere)."""
    remote = adapter.remote
    if remote is None:
        return
    if remote.undo_asked:
        remote.undo_asked = False
        adapter.shown.notes.append(_note(TAKEN_BACK_MINE))
        return
    others = [seat for seat in frame.to_act if seat not in remote.seats]
    if len(others) == 1 and others[0] < len(frame.seats):
        adapter.shown.notes.append(_note(TAKEN_BACK, name=frame.seats[others[0]].name))
    else:
        adapter.shown.notes.append(_note(TAKEN_BACK_SOMEONE))


def bots_to_act(adapter: GameAdapter) -> tuple[int, ...]:
    match, remote = adapter.match, adapter.remote
    if match is None or remote is None or match.is_over:
        return ()
    frame = remote.public_frame()
    to_act = frame.to_act if frame is not None else ()
    return tuple(seat for seat in to_act if match.seats[seat].is_bot)
