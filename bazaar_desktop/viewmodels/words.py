"""Words the three games' view-models share: players' names in running text, and "you" for
the person a walkthrough speaks to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Learner(Seat):
    """A person the app speaks to as "you" (the walkthrough's learner): the texts about this
    seat are worded in the second person ("Your move", "You play a 3"), never with the seat's
    name as a third person ("You plays a 3"). A save keeps it as a plain person.

    Its name is "You" in the window's language of the moment, whatever it was made with: the
    log and the players' list say "You", not "Du", after a switch from German to English."""

    @property  # type: ignore[misc]  # a field made a property: the name of the moment
    def name(self) -> str:
        return translate("Walkthrough", "You")

    @name.setter
    def name(self, _made_with: str) -> None:
        """The name it is made with is not kept (the dataclass sets it)."""


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
