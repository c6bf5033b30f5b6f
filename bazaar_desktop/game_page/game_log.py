"""The game log at the side: public lines only (it is built from public events and notes),
kept as the functions that render them so that a language switch renders them again. It also
keeps, for the pass-and-play curtain, what each person has not seen yet: the public lines since
they last looked at the table (another person may have swapped hands with them meanwhile)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from bazaar_desktop.bridge.adapter import PlayedMatch, Update
from bazaar_desktop.panels.log import LogLine, LogModel

if TYPE_CHECKING:
    from bazaar_desktop.tables.base import GameTable


class GameLog(QObject):
    """The log's lines for the table `table_of()` returns (none before a game)."""

    def __init__(self, table_of: Callable[[], GameTable | None], parent: QObject) -> None:
        super().__init__(parent)
        self._table_of = table_of
        self.model = LogModel(self)
        self._renderers: list[Callable[[], list[LogLine]]] = []  # see `add`
        # Every update's public lines, in order, as how to render them (in the language of the
        # moment when a person's news is shown: never stored words).
        self._told: list[Callable[[], list[LogLine]]] = []
        self._seen: dict[int, int] = {}  # seat -> how many of `_told` it has seen

    def clear(self) -> None:
        self.model.clear()
        self._renderers = []
        self._told = []
        self._seen = {}

    @property
    def is_empty(self) -> bool:
        return not self._renderers

    def add(self, render: Callable[[], list[LogLine]]) -> None:
        """Add `render`'s lines to the log; after a language switch they are rendered again."""
        lines = render()
        if lines:
            self._renderers.append(render)
            self.model.append(lines)

    def render_again(self) -> None:
        self.model.clear()
        self.model.append([line for render in self._renderers for line in render()])

    def add_update(self, update: Update) -> None:
        """The lines of `update` (kept without its score history: all the log needs); the
        person looking at the table (no curtain up) has seen them."""
        slim = dataclasses.replace(update, score_history=())
        self.add(lambda: self.lines_of(slim))
        self._told.append(lambda: self.lines_of(slim))
        if update.curtain_for is None and update.looking_seat is not None:
            self._seen[update.looking_seat] = len(self._told)

    def news_for(self, seat: int) -> list[LogLine]:
        """What `seat` has not seen: the public lines since that person last looked at the
        table (all of them, the game's start included, if they never have)."""
        return [line for render in self._told[self._seen.get(seat, 0) :] for line in render()]

    def lines_of(self, update: Update) -> list[LogLine]:
        lines = [LogLine(str(note), None, False) for note in update.notes]  # worded now
        table = self._table_of()
        if table is not None:
            lines += table.log_lines(update)
        return lines

    def opening_line(
        self, seats: Sequence[Any], seed: int, room: str = "", *, watching: bool = False
    ) -> LogLine:
        names = ", ".join(seat.name for seat in seats)
        if watching:  # online, at no seat
            text = self.tr("Watching an online game: {names}. Room {room}.").format(
                names=names, room=room
            )
        elif room:  # online: the server's chance has no seed to tell
            text = self.tr("Online game: {names}. Room {room}.").format(names=names, room=room)
        else:
            text = self.tr("New game: {names}. Seed {seed}.").format(names=names, seed=seed)
        return LogLine(text, None, True)

    def add_story(self, match: PlayedMatch) -> None:
        """A loaded game's log told again from its history, as everybody saw it (public)."""
        table = self._table_of()
        if table is None:
            return
        seats = tuple(match.seats)
        seed = match.seed
        events = tuple(event.seen_by(None) for event in match.events)

        def render() -> list[LogLine]:
            lines = [self.opening_line(seats, seed)] if seed is not None else []
            return lines + table.story_lines(events, seats)

        self.add(render)
