"""The adapter's online part (issue 33): a table a server plays. The window keeps its one
`GameAdapter` (many parts hold its signals); `GameAdapter.play_remote` points it at a server's
table, whose frames then stand in for the engine's moves: `match` holds the looking seat's
view and the table's seats, never a history, and decisions go to the server
(`remote.table.RemoteTable`). Functions of the adapter, kept here so its local play reads on
its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.adapter_data import Note
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import entry as game_entry

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameAdapter


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
    later = adapter.match is not None and frame.n > adapter._remote_n
    if adapter.match is not None and frame.n < adapter._remote_n:
        adapter.generation += 1  # a decision taken back (the tables forget what followed it)
    adapter._remote_n = frame.n
    if adapter.match is None:
        adapter.game_id = frame.game_id
        adapter._entry = game_entry(frame.game_id)
        adapter.match = Match(remote.game, list(frame.seats), frame.view)
        adapter._looking, adapter._curtain_for, adapter._curtain_lifted_at = seat, None, None
        adapter._over_announced = False
        adapter._away = frozenset()
        adapter.generation += 1
    adapter.match.seats = list(frame.seats)
    if seat == adapter._looking:  # the log follows the seat looking (the others' are alike)
        adapter._pending_events.extend(frame.events)
        note_away(adapter, frame.seats, frame.connected)
        if later:  # the results' chart, from what this seat may know
            adapter.match.score_marks.append((frame.view.turn, frame.view.standings()))
    if len({remote.frames[mine].n for mine in remote.seats}) > 1:
        return  # two seats here: drawn when both have seen this decision (the curtain
        # must not go up for a seat from a view one decision old)
    looking = adapter._looking if adapter._looking in remote.frames else seat
    adapter.match.state = remote.frames[looking].view
    adapter._emit_update()
    if frame.over:
        adapter._announce_over()


def _away_note(name: str) -> Note:
    """Worded when the log shows it, so again after a language switch."""
    translate = QCoreApplication.translate
    return Note(
        lambda: translate("GameAdapter", "{name} is away: the table waits.").format(name=name)
    )


def _back_note(name: str) -> Note:
    translate = QCoreApplication.translate
    return Note(lambda: translate("GameAdapter", "{name} is back.").format(name=name))


def note_away(adapter: GameAdapter, seats: tuple[Seat, ...], connected: tuple[bool, ...]) -> None:
    """Who went away (the table waits for them) and who came back, in the log."""
    away = frozenset(i for i, here in enumerate(connected) if not here)
    for seat in sorted(away - adapter._away):
        adapter._notes.append(_away_note(seats[seat].name))
    for seat in sorted(adapter._away - away):
        adapter._notes.append(_back_note(seats[seat].name))
    adapter._away = away


def bots_to_act(adapter: GameAdapter) -> tuple[int, ...]:
    match, remote = adapter.match, adapter.remote
    if match is None or remote is None or match.is_over:
        return ()
    frame = remote.frames.get(adapter._looking if adapter._looking is not None else -1)
    to_act = frame.to_act if frame is not None else ()
    return tuple(seat for seat in to_act if match.seats[seat].is_bot)
