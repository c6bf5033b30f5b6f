"""Whether a seat may take its last decisions back at a live table, by the engine's undo rule
(`bazaar_engine.core.undo`), and to which point: asked for every seat's frame, so each
decision's events are built once per position."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bazaar_engine.core.events import Event
from bazaar_engine.core.match import Match
from bazaar_engine.core.undo import TableNow, UndoRefusal, undo_check
from bazaar_server.protocol import Refusal, Refused


class UndoRule:
    def __init__(self, match: Match[Any], is_reveal: Callable[[str], bool]) -> None:
        self.match = match
        self.is_reveal = is_reveal
        self._steps_key: tuple[int, int, int] = (-1, -1, -1)
        self._steps: list[list[Event]] = []

    def back_to(self, seat: int, people: frozenset[int], epoch: int) -> int:
        """The history index `seat`'s undo would go back to (the people at the table being
        `people`), or `Refusal` saying why not. `epoch` changes when decisions are taken back."""
        table = TableNow(people, None, None, None).asked_on(seat, people)
        index, why = undo_check(self.match.history, self._steps_of(epoch), self.is_reveal, table)
        if index is None:
            refusal = why or UndoRefusal.NOTHING  # its English words, its name for the client
            raise Refusal(refusal.value, Refused.UNDO.value, {"why": refusal.name})
        return index

    def _steps_of(self, epoch: int) -> list[list[Event]]:
        key = (len(self.match.history), epoch, len(self.match.events))
        if self._steps_key != key:
            self._steps_key, self._steps = key, self.match.step_events()
        return self._steps
