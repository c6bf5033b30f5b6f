"""Basari's walkthrough: the start, a secret action card, a barter of the learner's and the
first round scored."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.coach.lessons import BOT_NAMES, Lesson, Step, ending, event_of, learners
from bazaar_desktop.viewmodels import basari as basari_vm

translate = QCoreApplication.translate


def _steps() -> list[Step]:
    return [*_first_turn(), *_round()]


def _first_turn() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Basari"),
            translate(
                "Walkthrough",
                "Three rounds at the market. Score points, collect gems for the majority "
                "bonuses, and finish laps. The most points after round 3 wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "Choose where to start"),
            translate(
                "Walkthrough",
                "Look at the archways on the board: each shows points and gems. Pick a number "
                "with the arrow keys (the archway lights up) and press Enter, or R for a "
                "random start.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "Your secret action card"),
            translate(
                "Walkthrough",
                "Each turn everyone secretly picks Die, Points or Gems: keys 1, 2 and 3. "
                "Points scores the archway's points, Gems takes its gems, the Die moves you "
                "and scores 6 minus the roll. Choose one now.",
            ),
            decisions=2,
        ),
    ]


def _round() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Barter for a card"),
            translate(
                "Walkthrough",
                "When you and one other pick the same card, you barter for it: R, Y, G and B "
                "add a gem to your offer (with Shift, one fewer), C fills in the cheapest "
                "offer, Enter offers, A accepts the offer on the table. Pick the card another "
                "is likely to pick, and barter.",
            ),
            until=learners(("offer_accepted", "forfeited"), "offerer", "to"),
            ever=True,
            tip=_likely_cards,
        ),
        Step(
            translate("Walkthrough", "The round ends with a lap"),
            translate(
                "Walkthrough",
                "The four carpets show how many gems are left and what the most gems of each "
                "colour score this round. The round ends when someone completes a lap: play "
                "on until it is scored.",
            ),
            until=event_of("round_scored"),
        ),
        Step(
            translate("Walkthrough", "The round is scored"),
            translate(
                "Walkthrough",
                "The scroll tells the scoring: the lap bonus, then each colour's majority, "
                "whose most gems score the chart's value and go back to the carpets. Esc or "
                "a click closes it; the log keeps it.",
            ),
        ),
        ending(),
    ]


def _likely_cards(view: Any) -> str:
    """Which card each bot is likely to pick now (Easy picks by the archway's value, with
    some noise): public knowledge, from the learner's view."""
    if getattr(view, "phase", "") != "choose_cards":
        return ""
    likely = [
        translate("Walkthrough", "{name} will likely pick {card}.").format(
            name=name, card=basari_vm.card_title(likely_card(view, seat))
        )
        for seat, name in enumerate(BOT_NAMES, start=1)
    ]
    return " ".join(likely)


def likely_card(view: Any, seat: int) -> str:
    """The card `seat` values most now ("die", "points" or "gems"), by the engine's public
    value model, the one Easy picks by (with noise)."""
    from bazaar_engine.bots.basari_values import Appraisal  # loaded when a lesson needs it

    values = Appraisal(view).action_values(seat)
    return ("die", "points", "gems")[values.index(max(values))]


LESSON = Lesson(seed=18_001, steps=_steps)  # what `lessons.lesson` finds
