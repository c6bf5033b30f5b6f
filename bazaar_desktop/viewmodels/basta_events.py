"""What Basta!'s events say in the log, one line per event worth telling."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.viewmodels.words import about, is_you, names_text, seat_name
from bazaar_engine.core.events import Event
from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate


def card_long_name(card: str) -> str:
    """The card in a sentence ("a 7", "an Exchange", "a Direction change")."""
    names = {
        "zero": translate("Basta", "a Zero"),
        "direction_change": translate("Basta", "a Direction change"),
        "exchange": translate("Basta", "an Exchange"),
        "double": translate("Basta", "a Double"),
        "basta": translate("Basta", "a Basta!"),
        "minus_five": translate("Basta", "a Minus 5"),
        "8": translate("Basta", "an 8"),
    }
    return names.get(card, translate("Basta", "a {value}").format(value=card))


def describe(event: Event, seats: Sequence[Seat]) -> str | None:  # noqa: C901, PLR0912 (one branch per event kind)
    """The log's line for one public event, or None for an event the log leaves out."""
    data = event.data
    who = seat_name(seats, event.player)
    kind = event.kind
    you = is_you(seats, event.player)  # the walkthrough's learner: "you play", not "You plays"
    if kind == "first_player_chosen":
        if you:
            return translate("Basta", "You are drawn to begin.")
        return translate("Basta", "{name} is drawn to begin.").format(name=who)
    if kind == "round_started":
        if you:
            return translate("Basta", "Round {round}: you begin at 0").format(round=data["round"])
        return translate("Basta", "Round {round}: {name} begins at 0").format(
            round=data["round"], name=who
        )
    if kind in ("hands_exchanged", "double_laid"):
        return _between(event, seats)
    if kind == "card_played":
        card = str(data["card"])
        if data.get("no_effect"):
            return translate(
                "Basta", "{name}'s Double goes onto the stack: nobody can receive it."
            ).format(name=who)
        if data.get("chained"):
            text = translate("Basta", "… the pile gives {card}: total {total}.")
        elif you:
            text = translate("Basta", "You play {card}: total {total}.")
        else:
            text = translate("Basta", "{name} plays {card}: total {total}.")
        return text.format(name=who, card=card_long_name(card), total=data["total"])
    if kind == "direction_changed":
        if int(data["direction"]) > 0:
            return translate("Basta", "Play now goes clockwise.")
        return translate("Basta", "Play now goes counter-clockwise.")
    if kind == "chip_taken":
        return about(
            seats,
            event.player,
            translate("Basta", "{name} goes over 50 ({total}) and takes a chip ({chips} in all)."),
            translate("Basta", "You go over 50 ({total}) and take a chip ({chips} in all)."),
        ).format(name=who, total=data["total"], chips=data["chips"])
    if kind == "doubles_to_stack":
        if data.get("void"):
            return translate("Basta", "The rest of {name}'s Double is void.").format(name=who)
        return None
    if kind == "reshuffled":
        return translate(
            "Basta", "The stack is shuffled into a new draw pile ({count} cards)."
        ).format(count=data["pile_count"])
    if kind == "game_over":
        return translate("Basta", "The game is over: {names} won.").format(
            names=names_text(seats, list(data["winners"]))
        )
    return None


def _between(event: Event, seats: Sequence[Seat]) -> str:
    """An Exchange or a Double between two players; "you" where one is the learner."""
    data = event.data
    if event.kind == "hands_exchanged":
        other = data["with"]
        if is_you(seats, event.player):
            text = translate("Basta", "You swap hands with {other}.")
        elif is_you(seats, other):
            text = translate("Basta", "{name} swaps hands with you.")
        else:
            text = translate("Basta", "{name} swaps hands with {other}.")
    else:
        other = data["target"]
        chained = bool(data.get("chained"))
        if is_you(seats, event.player):
            text = (
                translate("Basta", "… the pile gives a Double: you lay it before {other}.")
                if chained
                else translate("Basta", "You lay a Double before {other}.")
            )
        elif is_you(seats, other):
            text = (
                translate("Basta", "… the pile gives a Double: {name} lays it before you.")
                if chained
                else translate("Basta", "{name} lays a Double before you.")
            )
        elif chained:
            text = translate("Basta", "… the pile gives a Double: {name} lays it before {other}.")
        else:
            text = translate("Basta", "{name} lays a Double before {other}.")
    return text.format(name=seat_name(seats, event.player), other=seat_name(seats, other))
