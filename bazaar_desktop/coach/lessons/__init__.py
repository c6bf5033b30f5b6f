"""The walkthrough's lessons: what each step says, and when it is done.

A lesson plays a real game of the real engine against Easy bots. Its steps wait for what
they promise: a decision of the learner's (`decisions`), or a thing that happened at the table
(`until`, over the public events since the lesson began), so "You know the first round" comes
only once that round is over, and a rule is shown happening (a barter of the learner's, a round
scored; in Basta! a Double, an Exchange and going over 50; in Jewel Bazaar a trade the engine
refuses, filled in by the step, `trial`). A lesson may arrange the deal (`arranged_chance`):
Basta!'s learner is dealt a Double and an Exchange, drawn through the engine's chance like any
card.

Each game's lesson is its own module here, named by its game id (`lessons/<id>.py`, whose
`LESSON` is a `Lesson`), found as the tables are (`game_modules.py`); this module holds what
the lessons share.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.bridge.game_modules import added_game_folders, game_modules, game_part
from bazaar_engine.core.events import Event

translate = QCoreApplication.translate

SEATS = 3  # the smallest table every game allows: a short game
BOT_NAMES = ("Omar", "Zeynep")
LEARNER = 0

Counts = tuple[int, int, int]


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    decisions: int | None = None  # wait until the learner has made this many decisions
    until: Callable[[Event], bool] | None = None  # wait until such an event happens
    ever: bool = False  # `until` counts from the lesson's start, not from the step's
    tip: Callable[[Any], str] | None = None  # a line from the learner's view of the table
    trial: Callable[[Any], tuple[Counts, Counts] | None] | None = None  # a trade to fill in


@dataclass(frozen=True)
class Lesson:
    """One game's walkthrough: its game's seed (the same game every time, seat 0 the
    learner), its steps in the window's language, and the chance it arranges (an outcome the
    engine offers, or None to let the seeded generator draw)."""

    seed: int
    steps: Callable[[], list[Step]]
    arranged_chance: Callable[[Any], Any | None] | None = None


__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
# game id -> its lesson's module, for every registered game that has one
LESSONS: dict[str, str] = game_modules(__name__)


def lesson(game_id: str) -> Lesson:
    found: Lesson = game_part(__name__, game_id, "LESSON")
    return found


def learn_request(game_id: str) -> NewGameRequest:
    """The walkthrough's game: the learner against Easy bots, with the walkthrough's seed."""
    you = SeatSpec(translate("Walkthrough", "You"), False, learner=True)
    bots = tuple(SeatSpec(name, True, "easy") for name in BOT_NAMES[: SEATS - 1])
    its = lesson(game_id)
    return NewGameRequest(game_id, (you, *bots), {}, its.seed, arranged_chance=its.arranged_chance)


def steps(game_id: str) -> list[Step]:
    """The steps for `game_id`, in the window's language."""
    return lesson(game_id).steps()


def ending(until: Callable[[Event], bool] | None = None) -> Step:
    return Step(
        translate("Walkthrough", "You know the first round"),
        translate(
            "Walkthrough",
            "Play on to the end: the log on the right tells what happened, H gives a hint, "
            "and the results offer a review of your decisions. Press N to close this card.",
        ),
        until=until,
    )


def learners(kinds: tuple[str, ...], *keys: str) -> Callable[[Event], bool]:
    """An event of one of `kinds` that the learner made, or is named in under `keys`."""

    def happened(event: Event) -> bool:
        if event.kind not in kinds:
            return False
        seats = [event.player, event.data.get("seat"), *(event.data.get(key) for key in keys)]
        return LEARNER in seats

    return happened


def event_of(*kinds: str) -> Callable[[Event], bool]:
    """An event of one of `kinds`, whoever made it."""
    return lambda event: event.kind in kinds
