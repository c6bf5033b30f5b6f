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
                "is likely to pick, and barter. If all three of you pick the same card, nobody "
                "gets it: try again next turn.",
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
    """The card to pick for a barter: the one exactly one bot is likely to pick, and that bot
    (public knowledge, from the learner's view). A card both bots pick makes three of a kind,
    which nobody gets (B16), and the step would have to wait for another turn."""
    if getattr(view, "phase", "") != "choose_cards":
        return ""
    card, seat, chance = advised_card(view)
    words = {"name": BOT_NAMES[seat - 1], "other": BOT_NAMES[2 - seat]}
    words["card"] = basari_vm.card_title(card)
    if chance >= 0.5:
        text = translate(
            "Walkthrough",
            "{name} will likely pick {card} and {other} will not: pick {card} to barter with "
            "{name}.",
        )
    else:
        text = translate(
            "Walkthrough",
            "{name} and {other} may well pick the same card; {card} is your best chance to "
            "barter with one of them ({name}).",
        )
    return text.format(**words)


CARDS = ("die", "points", "gems")


def advised_card(view: Any) -> tuple[str, int, float]:
    """(card, bot seat, chance): the card most likely picked by exactly one of the two Easy
    bots, by the chances of their picks (the public value of each card plus Easy's noise), the
    bot more likely to pick it, and the chance that exactly one does."""
    first, second = (pick_chances(view, seat) for seat in (1, 2))
    alone = [a * (1 - b) + b * (1 - a) for a, b in zip(first, second, strict=True)]
    best = alone.index(max(alone))
    return CARDS[best], 1 if first[best] >= second[best] else 2, alone[best]


def pick_chances(view: Any, seat: int, samples: int = 4000) -> list[float]:
    """How often an Easy bot in `seat` picks each card: its public values with Easy's noise,
    sampled with a fixed seed (the same advice for the same table, every time)."""
    import random

    from bazaar_engine.bots.basari_bots import EasyBot  # loaded when a lesson needs it
    from bazaar_engine.bots.basari_values import Appraisal

    values = Appraisal(view).action_values(seat)
    rng = random.Random(seat)
    picks = [0, 0, 0]
    for _ in range(samples):
        noisy = [v + rng.gauss(0.0, EasyBot.card_noise) for v in values]
        picks[noisy.index(max(noisy))] += 1
    return [count / samples for count in picks]


LESSON = Lesson(seed=18_001, steps=_steps)  # what `lessons.lesson` finds
