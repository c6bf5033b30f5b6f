"""What Basari's events say in the log: one line per event, several for a round's scoring.

The words only: which events are public, and to whom, is the engine's and the adapter's
business; `basari.log_lines` strings these lines together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.engine_words.basari import colour_name, describe_gems
from bazaar_desktop.viewmodels.words import is_you, names_text, seat_name
from bazaar_engine.basari.data import COLOURS
from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate


def card_title(card: str) -> str:
    titles = {
        "die": translate("Basari", "Die"),
        "points": translate("Basari", "Points"),
        "gems": translate("Basari", "Gems"),
    }
    return titles.get(card, card)


def scoring_lines(data: Any, seats: Sequence[Seat]) -> list[str]:
    """Round scoring step by step, from a `round_scored` event: laps, majorities, gems back."""
    lines = [translate("Basari", "Round {round} scoring").format(round=data["round"])]
    lapped = list(data["lapped"])
    if lapped:
        lines.append(
            translate("Basari", "Lap bonus +{bonus}: {names}").format(
                bonus=data["lap_bonus"], names=names_text(seats, lapped)
            )
        )
    else:
        lines.append(translate("Basari", "Lap bonus: nobody"))
    returned = data["gems_returned"]
    for majority in data["majorities"]:
        colour = COLOURS.index(str(majority["colour"]))
        holders = list(majority["holders"])
        if not holders:
            lines.append(
                translate(
                    "Basari", "{colour} (chart {value}): nobody holds any, nobody scores"
                ).format(colour=colour_name(colour).capitalize(), value=majority["value"])
            )
            continue
        back = returned[holders[0]][colour]
        if len(holders) == 1:
            text = translate(
                "Basari",
                "{colour} (chart {value}): {name} has the most ({most}), +{points}, returns {back}",
            )
        else:
            text = translate(
                "Basari",
                "{colour} (chart {value}): {name} tie with {most} each, +{points} each, "
                "return {back} each",
            )
        lines.append(
            text.format(
                colour=colour_name(colour).capitalize(),
                value=majority["value"],
                name=names_text(seats, holders),
                most=majority["most"],
                points=majority["points_each"],
                back=back,
            )
        )
    return lines


def describe_roll_and_move(roll: Any, move: Any, seats: Sequence[Seat]) -> str:
    you = is_you(seats, move["seat"])
    if roll["purpose"] == "die_action":
        text = (
            translate("Basari", "You roll {value} for the Die action: on to archway {archway}.")
            if you
            else translate(
                "Basari", "{name} rolls {value} for the Die action: on to archway {archway}."
            )
        )
    elif you:
        text = translate("Basari", "You roll {value}: on to archway {archway}.")
    else:
        text = translate("Basari", "{name} rolls {value}: on to archway {archway}.")
    return text.format(
        name=seat_name(seats, move["seat"]), value=roll["value"], archway=int(move["to"]) + 1
    )


def describe(kind: str, data: Any, seats: Sequence[Seat]) -> str | list[str] | None:
    """The log's words for one public event: a line, several (a round's scoring) or None."""
    who = seat_name(seats, data.get("seat", data.get("a")))
    if is_you(seats, data.get("seat", -1)) or kind == "barter_started":
        worded = _describe_yours(kind, data, seats)  # the walkthrough's learner: "you"
        if worded is not None:
            return worded
    for kinds, words in _DESCRIBERS:
        if kind in kinds:
            return words(kind, data, seats, who)
    return None


def _describe_yours(kind: str, data: Any, seats: Sequence[Seat]) -> str | None:
    """The learner's own moves, said to them ("You roll 4."), and a barter they are in;
    None where the usual words do."""
    card = card_title(str(data.get("card", "")))
    if kind == "barter_started":
        a, b = data["a"], data["b"]
        if is_you(seats, a):
            text = translate("Basari", "Barter for {card}: you offer first, {b} answers.")
        elif is_you(seats, b):
            text = translate("Basari", "Barter for {card}: {a} offers first, you answer.")
        else:
            return None
        return text.format(card=card, a=seat_name(seats, a), b=seat_name(seats, b))
    texts = {
        "start_chosen": translate("Basari", "You start at archway {archway}.")
        if not data.get("random")
        else translate("Basari", "You start at archway {archway} (drawn at random)."),
        "die_rolled": translate("Basari", "You roll {value}.")
        if data.get("purpose") != "die_action"
        else translate("Basari", "You roll {value} for the Die action."),
        "moved": translate("Basari", "You move {steps} to archway {archway}."),
        "lap_completed": translate("Basari", "You complete a lap: the round ends after this turn."),
        "card_chosen": translate("Basari", "You have chosen a card."),
        "action_performed": translate("Basari", "You carry out the {card} action."),
        "gems_taken": translate("Basari", "You take {gems}.")
        if not data.get("short")
        else translate("Basari", "You take {gems} (a carpet ran short)."),
        "offer_made": translate("Basari", "You offer {gems} to {other}.")
        if data.get("opening")
        else translate("Basari", "You raise: {gems} to {other}."),
        "offer_accepted": translate("Basari", "You accept {gems} from {other}."),
        "forfeited": translate("Basari", "You have no gems and give {card} up to {other}.")
        if data.get("reason") == "no_gems"
        else translate("Basari", "You offer nothing and give {card} up to {other}."),
    }
    if kind == "points_gained":
        if str(data["reason"]) == "lap_bonus" or str(data["reason"]).startswith("majority_"):
            return None  # told in the round scoring lines
        return translate(
            "Basari", "You gain %n point(s) ({total} in all).", None, int(data["amount"])
        ).format(total=data["total"])
    if kind not in texts:
        return None
    archway = data.get("archway", data.get("to", -1))
    return texts[kind].format(
        archway=int(archway) + 1 if isinstance(archway, int) else archway,
        value=data.get("value", ""),
        steps=data.get("steps", ""),
        card=card,
        gems=describe_gems(data["gems"]) if "gems" in data else "",
        other=seat_name(seats, data.get("to", data.get("offerer", -1))),
    )


def _describe_turn(kind: str, data: Any, seats: Sequence[Seat], who: str) -> str | list[str] | None:
    """The start, the turn's roll and the move."""
    if kind == "start_chosen":
        if data.get("random"):
            text = translate("Basari", "{name} starts at archway {archway} (drawn at random).")
        else:
            text = translate("Basari", "{name} starts at archway {archway}.")
        return text.format(name=who, archway=int(data["archway"]) + 1)
    if kind == "turn_started":
        return translate("Basari", "Round {round}, turn {turn}").format(
            round=data["round"], turn=data["turn"]
        )
    if kind == "die_rolled":
        if data["purpose"] == "die_action":
            text = translate("Basari", "{name} rolls {value} for the Die action.")
        else:
            text = translate("Basari", "{name} rolls {value}.")
        return text.format(name=who, value=data["value"])
    if kind == "moved":
        return translate("Basari", "{name} moves {steps} to archway {archway}.").format(
            name=who, steps=data["steps"], archway=int(data["to"]) + 1
        )
    if kind == "lap_completed":
        return translate(
            "Basari", "{name} completes a lap: the round ends after this turn."
        ).format(name=who)
    return None


def _describe_cards(
    kind: str, data: Any, seats: Sequence[Seat], who: str
) -> str | list[str] | None:
    """The secret cards, their actions and what they bring."""
    if kind == "card_chosen":
        return translate("Basari", "{name} has chosen a card.").format(name=who)
    if kind == "cards_revealed":
        shown = ", ".join(
            translate("Basari", "{name}: {card}").format(
                name=seat_name(seats, seat), card=card_title(card)
            )
            for seat, card in enumerate(data["cards"])
        )
        return translate("Basari", "Cards revealed — {cards}.").format(cards=shown)
    if kind == "action_cancelled":
        return translate("Basari", "{card} is cancelled: {names} all chose it.").format(
            card=card_title(str(data["card"])), names=names_text(seats, data["seats"])
        )
    if kind == "action_performed":
        return translate("Basari", "{name} carries out the {card} action.").format(
            name=who, card=card_title(str(data["card"]))
        )
    if kind == "points_gained":
        reason = str(data["reason"])
        if reason == "lap_bonus" or reason.startswith("majority_"):
            return None  # told in the round scoring lines
        return translate(
            "Basari", "{name} gains %n point(s) ({total} in all).", None, int(data["amount"])
        ).format(name=who, total=data["total"])
    if kind == "gems_taken":
        if data.get("short"):
            text = translate("Basari", "{name} takes {gems} (a carpet ran short).")
        else:
            text = translate("Basari", "{name} takes {gems}.")
        return text.format(name=who, gems=describe_gems(data["gems"]))
    return None


def _describe_barter(  # noqa: C901, PLR0912 (one branch per barter event kind)
    kind: str, data: Any, seats: Sequence[Seat], who: str
) -> str | list[str] | None:
    """A barter, from the tie to the accepted offer."""
    if kind == "barter_tied":
        return translate(
            "Basari", "{names} both chose {card} and are tied on points: a roll-off."
        ).format(names=names_text(seats, data["seats"]), card=card_title(str(data["card"])))
    if kind == "roll_off":
        if is_you(seats, data["winner"]):
            return translate("Basari", "You win the roll-off.")
        return translate("Basari", "{name} wins the roll-off.").format(
            name=seat_name(seats, data["winner"])
        )
    if kind == "barter_started":
        return translate("Basari", "Barter for {card}: {a} offers first, {b} answers.").format(
            card=card_title(str(data["card"])),
            a=seat_name(seats, data["a"]),
            b=seat_name(seats, data["b"]),
        )
    if kind == "forfeited":
        if is_you(seats, data["to"]):
            text = translate("Basari", "{name} gives {card} up to you.")
        elif data["reason"] == "no_gems":
            text = translate("Basari", "{name} has no gems and gives {card} up to {other}.")
        else:
            text = translate("Basari", "{name} offers nothing and gives {card} up to {other}.")
        return text.format(
            name=who, card=card_title(str(data["card"])), other=seat_name(seats, data["to"])
        )
    if kind == "offer_made":
        if is_you(seats, data["to"]):
            text = translate("Basari", "{name} offers {gems} to you.")
        elif data.get("opening"):
            text = translate("Basari", "{name} offers {gems} to {other}.")
        else:
            text = translate("Basari", "{name} raises: {gems} to {other}.")
        return text.format(
            name=who, gems=describe_gems(data["gems"]), other=seat_name(seats, data["to"])
        )
    if kind == "offer_accepted":
        if is_you(seats, data["offerer"]):
            return translate("Basari", "{name} accepts {gems} from you.").format(
                name=who, gems=describe_gems(data["gems"])
            )
        return translate("Basari", "{name} accepts {gems} from {other}.").format(
            name=who, gems=describe_gems(data["gems"]), other=seat_name(seats, data["offerer"])
        )
    return None


def _describe_round(
    kind: str, data: Any, seats: Sequence[Seat], who: str
) -> str | list[str] | None:
    """The round's scoring and the game's end."""
    if kind == "round_scored":
        return scoring_lines(data, seats)
    if kind == "round_started":
        return translate(
            "Basari", "Round {round} begins: start disks move to the merchants."
        ).format(round=data["round"])
    if kind == "game_over":
        return translate("Basari", "The game is over: {names} won.").format(
            names=names_text(seats, data["winners"])
        )
    return None


Describer = Callable[[str, Any, Sequence[Seat], str], str | list[str] | None]

# Each group of events and the function that words them.
_DESCRIBERS: tuple[tuple[frozenset[str], Describer], ...] = (
    (
        frozenset(("start_chosen", "turn_started", "die_rolled", "moved", "lap_completed")),
        _describe_turn,
    ),
    (
        frozenset(
            (
                "card_chosen",
                "cards_revealed",
                "action_cancelled",
                "action_performed",
                "points_gained",
                "gems_taken",
            )
        ),
        _describe_cards,
    ),
    (
        frozenset(
            (
                "barter_tied",
                "roll_off",
                "barter_started",
                "forfeited",
                "offer_made",
                "offer_accepted",
            )
        ),
        _describe_barter,
    ),
    (frozenset(("round_scored", "round_started", "game_over")), _describe_round),
)
