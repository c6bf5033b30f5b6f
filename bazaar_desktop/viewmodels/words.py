"""Words the three games' view-models share: players' names in running text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate


def seat_name(seats: Sequence[Seat], seat: object) -> str:
    """The name of the player in `seat`; "?" for anything that is not a seat of this game
    (an event's data read from a file is not trusted to hold one)."""
    index = seat if isinstance(seat, int) else -1
    return seats[index].name if 0 <= index < len(seats) else "?"


def names_text(seats: Sequence[Seat], indices: Sequence[Any]) -> str:
    """Several players' names as a sentence says them: "A, B and C"."""
    names = [seat_name(seats, i) for i in indices]
    if len(names) <= 1:
        return "".join(names)
    return translate("Words", "{first} and {last}").format(
        first=", ".join(names[:-1]), last=names[-1]
    )


def thinking_names(seats: Sequence[Seat], thinking: Sequence[int]) -> str:
    """Who is thinking now, for the status line and the waiting panel."""
    return names_text(seats, list(thinking))
