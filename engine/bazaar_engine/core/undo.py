"""Which decision "Undo my last choice" may take back, and why not: the rule the desktop and
the table server share (they word the reasons; here they are `UndoRefusal` members).

Never past a chance result or a revealed secret (undoing must not let anyone see something
and choose again). With one person at the table, bots' decisions since do not matter. With two
or more (pass-and-play), a person may take back only their own last decision, while the device
is still theirs: no other person has decided since and, where a curtain was lifted for them,
it was lifted before that decision. A seat held elsewhere (a phone, another computer) is never
the asker's. The reasons name nobody and nothing another seat did."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE


class UndoRefusal(Enum):
    """Why not, with the English words (the desktop translates its own)."""

    PASS_FIRST = "Pass the device first."
    IT_STANDS = "A die roll, a draw or a reveal came after that choice: it stands."
    NOT_YOURS = "Only the person who made a choice may take it back, before passing the device on."
    NOTHING = "There is no choice of yours to take back."


@dataclass(frozen=True)
class TableNow:
    """What the undo rule needs to know of the table besides the match's history."""

    humans: frozenset[int]  # the seats people play
    looking: int | None  # the seat holding the device now
    curtain_for: int | None  # the seat a curtain waits for, if one is up
    curtain_lifted_at: tuple[int, int] | None  # (seat, history length) when last lifted
    elsewhere: frozenset[int] = frozenset()  # seats held by other devices (phones): not ours

    def asked_on(self, phone: int | None, phones: frozenset[int]) -> TableNow:
        """The table as seen by who asks: the desktop (`phone` None), or a seat's own device
        (a phone, another computer), its own for the whole game (never passed on, no curtain)."""
        if phone is None:
            return replace(self, elsewhere=phones)
        return TableNow(self.humans, phone, None, None, phones - {phone})


def undo_check(
    history: Sequence[tuple[int, Any]],
    step_events: Sequence[Sequence[Event]],
    is_reveal: Callable[[str], bool],
    table: TableNow,
) -> tuple[int | None, UndoRefusal | None]:
    """The history index "Undo my last choice" would take back, or None and why not."""
    if table.curtain_for is not None:
        return None, UndoRefusal.PASS_FIRST
    shared_table = len(table.humans) >= 2
    for index in range(len(history) - 1, -1, -1):
        player = history[index][0]
        if player == CHANCE or any(is_reveal(event.kind) for event in step_events[index]):
            return None, UndoRefusal.IT_STANDS
        if player not in table.humans:
            continue
        if player in table.elsewhere or (shared_table and not _owns_decision(table, player, index)):
            return None, UndoRefusal.NOT_YOURS
        return index, None
    return None, UndoRefusal.NOTHING


def _owns_decision(table: TableNow, player: int, index: int) -> bool:
    """Pass-and-play: decision `index` was made by the person holding the device now, after
    the device was handed to them."""
    if player != table.looking:
        return False
    lifted = table.curtain_lifted_at
    return lifted is None or lifted[0] != player or lifted[1] <= index
