"""Words the three games' view-models share: players' names in running text, and "you" for
the person a walkthrough speaks to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.learner import Learner
from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate


def is_you(seats: Sequence[Seat], seat: object) -> bool:
    """Whether `seat` is the learner, spoken to as "you"."""
    index = seat if isinstance(seat, int) else -1
    return 0 <= index < len(seats) and isinstance(seats[index], Learner)


def about(seats: Sequence[Seat], seat: object, third: str, second: str) -> str:
    """`second` (worded to "you") when `seat` is the learner, else `third` (with {name})."""
    return second if is_you(seats, seat) else third


def addressed(you: bool, template: str) -> str:
    """A line that calls a person by name first ("{name}: choose…", "{name}, where does your
    merchant start?"), said to the learner without the name: "Choose…", "Where does your
    merchant start?" (the rest of such a line already speaks to them, in every language)."""
    if not you:
        return template
    for lead in ("{name}: ", "{name}, "):
        if template.startswith(lead):
            rest = template[len(lead) :]
            marks = len(rest) - len(rest.lstrip("¿¡"))  # Spanish opens a question with ¿
            return rest[:marks] + rest[marks : marks + 1].upper() + rest[marks + 1 :]
    return template


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
