"""Basta!'s walkthrough: the hand, a Double, an Exchange and going over 50. The deal is
arranged: the learner is dealt a Double and an Exchange, drawn through the engine's chance like
any card."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.coach.lessons import LEARNER, Lesson, Step, ending, event_of, learners
from bazaar_engine.basta.actions import DRAWS
from bazaar_engine.basta.cards import CARD_CODES

translate = QCoreApplication.translate

# The learner's first hand, so that the lesson can show a Double and an Exchange.
BASTA_HAND = ("double", "exchange", "3", "6", "9")


def _steps() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Basta!"),
            translate(
                "Walkthrough",
                "Play cards onto a running total. Whoever cannot keep it at 50 or under takes "
                "a chip; when someone has 4 chips, the fewest chips wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "Your hand"),
            translate(
                "Walkthrough",
                "Your cards lie face up for you only. Pick one with the left and right arrow "
                "keys (or 1 to 5): the panel says what it would do. Enter plays it.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "The Double"),
            translate(
                "Walkthrough",
                "You hold a Double. Pick it and press Enter, then choose whom to lay it before "
                "(their number): that player must play two cards on their next turn.",
            ),
            until=learners(("double_laid",)),
            ever=True,
        ),
        Step(
            translate("Walkthrough", "The Exchange"),
            translate(
                "Walkthrough",
                "Now the Exchange: play it and choose a player; you swap hands with them. "
                "Take a hand with low cards or escapes.",
            ),
            until=learners(("hands_exchanged",), "with"),
            ever=True,
        ),
        Step(
            translate("Walkthrough", "Over 50"),
            translate(
                "Walkthrough",
                "Zero, Direction change, Exchange, Double and Basta! never push the total up: "
                "keep them for when it is high. Minus 5 helps, but draws a card that counts. "
                "Play on: whoever takes the total over 50 takes a chip, and the round ends.",
            ),
            until=event_of("chip_taken"),
        ),
        ending(),
    ]


def _deal(state: Any) -> Any | None:
    """The learner's first five cards are `BASTA_HAND` (the first seat is dealt first, T3);
    None for every other draw (the seeded generator draws it)."""
    if state.phase != "deal":
        return None
    held = len(state.hand(LEARNER))
    if held >= len(BASTA_HAND):
        return None
    wanted = DRAWS[CARD_CODES[BASTA_HAND[held]]]
    offered = {action for action, _ in state.chance_outcomes()}
    return wanted if wanted in offered else None


LESSON = Lesson(seed=18_003, steps=_steps, arranged_chance=_deal)  # what `lessons.lesson` finds
