"""The seat of the person a walkthrough speaks to as "you": made by the adapter for a lesson's
learner (`SeatSpec.learner`), read by the view-models' words (`viewmodels/words.py`)."""

from __future__ import annotations

from dataclasses import dataclass

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
