"""Jewel Bazaar's walkthrough: the prices, the four-jewel limit, the others' trades, and a
trade the engine refuses (buying and selling one kind), filled in by the step."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.coach.lessons import LEARNER, Counts, Lesson, Step, ending, event_of

translate = QCoreApplication.translate


def _steps() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Jewel Bazaar"),
            translate(
                "Walkthrough",
                "Buy sapphires, rubies and emeralds cheap and hold them while their prices "
                "rise. After 27 rounds every jewel is sold at 10; the most money wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "The prices"),
            translate(
                "Walkthrough",
                "The board shows each jewel's price. Every round a price card moves them; "
                "the cards still to come are known to all, so count them.",
            ),
        ),
        Step(
            translate("Walkthrough", "Four jewels at most"),
            translate(
                "Walkthrough",
                "Nobody holds more than four jewels: the line under the fields counts yours "
                'after the trade ("… of 4 jewels"), and no field goes past four. Tab moves '
                "between the Sell and Buy fields; type a number or use the arrow keys. When "
                "the line allows the trade, press Enter.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "The others trade"),
            translate(
                "Walkthrough",
                "Omar and Zeynep trade after you, against the same stock; then the next price "
                "card comes. The log on the right shows every trade and every new price.",
            ),
            until=event_of("round_started"),
        ),
        Step(
            translate("Walkthrough", "Buy or sell a kind, not both"),
            translate(
                "Walkthrough",
                "Filled in now: selling one of your jewels and buying one of the same kind. "
                "The line says no: in one trade you may buy or sell a kind, not both. Make "
                "your trade for this round, then press Enter.",
            ),
            decisions=2,
            trial=_same_kind,
        ),
        ending(until=event_of("round_started")),
    ]


def _same_kind(view: Any) -> tuple[Counts, Counts] | None:
    held = view.holdings(LEARNER)
    kind = next((kind for kind, count in enumerate(held) if count > 0), None)
    if kind is None:
        return None
    both = tuple(1 if index == kind else 0 for index in range(3))
    return (both[0], both[1], both[2]), (both[0], both[1], both[2])


LESSON = Lesson(seed=18_002, steps=_steps)  # what `lessons.lesson` finds
