"""The walkthrough's lessons: what each step says, and when it is done.

A lesson plays a real game of the real engine against Easy bots. Its steps wait for what
they promise: a decision of the learner's (`decisions`), or a thing that happened at the table
(`until`, over the public events since the lesson began), so "You know the first round" comes
only once that round is over, and a rule is shown happening (a barter of the learner's, a round
scored; in Basta! a Double, an Exchange and going over 50; in Jewel Bazaar a trade the engine
refuses, filled in by the step, `trial`). Basta!'s deal is arranged (`arranged_chance`): the
learner is dealt a Double and an Exchange, drawn through the engine's chance like any card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_engine.basta.actions import DRAWS
from bazaar_engine.basta.cards import CARD_CODES
from bazaar_engine.core.events import Event

translate = QCoreApplication.translate

# The same game every time (seat 0 is the learner).
SEEDS = {"basari": 18_001, "jewels": 18_002, "basta": 18_003}
SEATS = 3  # the smallest table every game allows: a short game
BOT_NAMES = ("Omar", "Zeynep")
LEARNER = 0
# Basta!: the learner's first hand, so that the lesson can show a Double and an Exchange.
BASTA_HAND = ("double", "exchange", "3", "6", "9")

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


def learn_request(game_id: str) -> NewGameRequest:
    """The walkthrough's game: the learner against Easy bots, with the walkthrough's seed."""
    you = SeatSpec(translate("Walkthrough", "You"), False, learner=True)
    bots = tuple(SeatSpec(name, True, "easy") for name in BOT_NAMES[: SEATS - 1])
    arranged = _basta_deal if game_id == "basta" else None
    return NewGameRequest(game_id, (you, *bots), {}, SEEDS[game_id], arranged_chance=arranged)


def _basta_deal(state: Any) -> Any | None:
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


def steps(game_id: str) -> list[Step]:
    """The steps for `game_id`, in the window's language."""
    return {"basari": _basari, "jewels": _jewels, "basta": _basta}[game_id]()


def _ending(until: Callable[[Event], bool] | None = None) -> Step:
    return Step(
        translate("Walkthrough", "You know the first round"),
        translate(
            "Walkthrough",
            "Play on to the end: the log on the right tells what happened, H gives a hint, "
            "and the results offer a review of your decisions. Press N to close this card.",
        ),
        until=until,
    )


def _learners(kinds: tuple[str, ...], *keys: str) -> Callable[[Event], bool]:
    """An event of one of `kinds` that the learner made, or is named in under `keys`."""

    def happened(event: Event) -> bool:
        if event.kind not in kinds:
            return False
        seats = [event.player, event.data.get("seat"), *(event.data.get(key) for key in keys)]
        return LEARNER in seats

    return happened


def _kind(*kinds: str) -> Callable[[Event], bool]:
    return lambda event: event.kind in kinds


# --- Basari ---------------------------------------------------------------------------------
def _basari() -> list[Step]:
    return [*_basari_first_turn(), *_basari_round()]


def _basari_first_turn() -> list[Step]:
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


def _basari_round() -> list[Step]:
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
            until=_learners(("offer_accepted", "forfeited"), "offerer", "to"),
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
            until=_kind("round_scored"),
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
        _ending(),
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


# --- Jewel Bazaar ---------------------------------------------------------------------------
def _jewels() -> list[Step]:
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
            until=_kind("round_started"),
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
        _ending(until=_kind("round_started")),
    ]


def _same_kind(view: Any) -> tuple[Counts, Counts] | None:
    held = view.holdings(LEARNER)
    kind = next((kind for kind, count in enumerate(held) if count > 0), None)
    if kind is None:
        return None
    both = tuple(1 if index == kind else 0 for index in range(3))
    return (both[0], both[1], both[2]), (both[0], both[1], both[2])


# --- Basta! ---------------------------------------------------------------------------------
def _basta() -> list[Step]:
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
            until=_learners(("double_laid",)),
            ever=True,
        ),
        Step(
            translate("Walkthrough", "The Exchange"),
            translate(
                "Walkthrough",
                "Now the Exchange: play it and choose a player; you swap hands with them. "
                "Take a hand with low cards or escapes.",
            ),
            until=_learners(("hands_exchanged",), "with"),
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
            until=_kind("chip_taken"),
        ),
        _ending(),
    ]
