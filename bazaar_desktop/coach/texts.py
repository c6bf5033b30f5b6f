"""The coach's words: its reason codes and the moves it names, in the window's language.

The engine's coach (`bazaar_engine.bots.coach`) gives codes with integer parameters; every code
in its `REASON_CODES` has a sentence here (a test checks it, and that each is translated).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_desktop.viewmodels import basta as basta_vm
from bazaar_desktop.viewmodels import jewels as jewels_vm
from bazaar_engine.basari.actions import Accept, ChooseCard, ChooseStart, Offer
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard
from bazaar_engine.bots.coach import Reason
from bazaar_engine.jewels.actions import Trade

translate = QCoreApplication.translate


# One template per code; {name} fills in a seat's name, {colour}/{kind} a gem or jewel.
def _templates() -> dict[str, str]:
    """Every reason code -> its sentence in the window's language (placeholders in braces)."""
    return {**_basari_templates(), **_jewels_templates(), **_basta_templates()}


def _basari_templates() -> dict[str, str]:
    return {
        "basari.start": translate(
            "Coach", "Archway {archway} shows {points} points and a good run ahead."
        ),
        "basari.points": translate("Coach", "Points: {points} points on your archway now."),
        "basari.gems_lead": translate(
            "Coach", "Gems: you would lead {colour} by {lead} before round scoring."
        ),
        "basari.gems_tie": translate("Coach", "Gems: you would draw level in {colour}."),
        "basari.gems_behind": translate(
            "Coach", "Gems: {count} {colour}, still {behind} behind the most {colour}."
        ),
        "basari.gems_none": translate(
            "Coach", "Gems: the carpets have none of your archway's gems left."
        ),
        "basari.die": translate(
            "Coach", "Die: a low roll scores, and you move on to better archways."
        ),
        "basari.die_lap": translate(
            "Coach", "Die: the roll may complete your lap (bonus {bonus})."
        ),
        "basari.contested": translate(
            "Coach", "Others are likely to pick it too ({percent}%): expect a barter."
        ),
        "basari.uncontested": translate("Coach", "Few others are likely to pick it ({percent}%)."),
        "basari.accept": translate("Coach", "Take the gems: worth about {gain} points to you."),
        "basari.give_up": translate(
            "Coach", "The action is worth only about {worth} points to you: let it go."
        ),
        "basari.offer": translate(
            "Coach", "{gems} gems cost you about {cost} points; the action is worth about {worth}."
        ),
    }


def _jewels_templates() -> dict[str, str]:
    return {
        "jewels.buy": translate(
            "Coach", "Buy {count} {kind}: the cards to come move its price {change} by the end."
        ),
        "jewels.sell": translate(
            "Coach", "Sell {count} {kind}: the cards to come move its price {change} by the end."
        ),
        "jewels.hold": translate("Coach", "Keep what you hold this round."),
        "jewels.copy_leader": translate(
            "Coach", "You lead by {lead}: holding what the richest rival holds keeps the gap."
        ),
        "jewels.ahead": translate("Coach", "You are {lead} ahead of the richest rival."),
        "jewels.behind": translate(
            "Coach", "You are {behind} behind the richest rival: take a chance."
        ),
    }


def _basta_templates() -> dict[str, str]:
    return {
        "basta.number": translate(
            "Coach", "The total goes to {total}; the next player is stuck {percent}% of the time."
        ),
        "basta.chip": translate("Coach", "The total would go to {total}: over 50 costs a chip."),
        "basta.basta": translate(
            "Coach", "Basta! sets 50; the next player is stuck {percent}% of the time."
        ),
        "basta.minus_five": translate(
            "Coach", "Minus 5 draws a card: {percent}% that it takes you over 50."
        ),
        "basta.exchange": translate("Coach", "Exchange: you give your hand away and take another."),
        "basta.exchange_with": translate("Coach", "Swap hands with {name}."),
        "basta.double": translate("Coach", "{name} must then play two cards."),
        "basta.escape": translate("Coach", "The total stays at {total} or falls: a safe card."),
        "basta.keeps_escapes": translate("Coach", "You keep {count} escape cards for later."),
        "basta.other": translate("Coach", "A legal move."),
    }


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """One reason as a sentence; the parameters named `colour`, `kind` and `seat` become words."""
    template = _templates().get(reason.code)
    if template is None:
        return ""
    values: dict[str, Any] = dict(reason.params)
    if "colour" in values:
        values["colour"] = basari_vm.colour_name(values["colour"])
    if "kind" in values:
        count = values.get("count", 2)
        kind = values["kind"]
        values["kind"] = jewels_vm.kind_name(kind) if count == 1 else jewels_vm.kind_plural(kind)
    if "change" in values:
        values["change"] = jewels_vm.change_text(values["change"])
    if "seat" in values:
        seat = values["seat"]
        values["name"] = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    return template.format(**values)


def why_text(reasons: Sequence[Reason], names: Sequence[str]) -> str:
    """The reasons of a move as one short paragraph."""
    return " ".join(text for text in (reason_text(r, names) for r in reasons) if text)


def action_text(action: Any, names: Sequence[str]) -> str:
    """The move in words: "Play the Gems card", "Sell 1 ruby, buy 2 emeralds"."""
    for kind, describe in _DESCRIBERS:
        if isinstance(action, kind):
            return describe(action, names)
    return str(action)


def _card(action: ChooseCard, _names: Sequence[str]) -> str:
    return translate("Coach", "Choose the {card} card").format(
        card=basari_vm.card_title(action.card)
    )


def _start(action: ChooseStart, _names: Sequence[str]) -> str:
    return translate("Coach", "Start at archway {number}").format(number=action.archway + 1)


def _offer(action: Offer, _names: Sequence[str]) -> str:
    if not any(action.gems):
        return translate("Coach", "Offer nothing (give the action up)")
    return translate("Coach", "Offer {gems}").format(gems=basari_vm.describe_gems(action.gems))


def _accept(_action: Accept, _names: Sequence[str]) -> str:
    return translate("Coach", "Accept the offer")


def _trade(action: Trade, _names: Sequence[str]) -> str:
    if not any(action.sell) and not any(action.buy):
        return translate("Coach", "Pass (no trade)")
    if not any(action.buy):
        return translate("Coach", "Sell {sold}").format(sold=jewels_vm.describe_jewels(action.sell))
    if not any(action.sell):
        return translate("Coach", "Buy {bought}").format(
            bought=jewels_vm.describe_jewels(action.buy)
        )
    return translate("Coach", "Sell {sold}, buy {bought}").format(
        sold=jewels_vm.describe_jewels(action.sell), bought=jewels_vm.describe_jewels(action.buy)
    )


def _play(action: PlayCard, _names: Sequence[str]) -> str:
    return translate("Coach", "Play {card}").format(card=basta_vm.card_long_name(action.card))


def _double(action: LayDouble, names: Sequence[str]) -> str:
    return translate("Coach", "Lay a Double before {name}").format(name=_name(names, action.target))


def _exchange(action: ExchangeWith, names: Sequence[str]) -> str:
    return translate("Coach", "Exchange hands with {name}").format(name=_name(names, action.target))


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)


_DESCRIBERS: tuple[tuple[type, Callable[[Any, Sequence[str]], str]], ...] = (
    (ChooseCard, _card),
    (ChooseStart, _start),
    (Offer, _offer),
    (Accept, _accept),
    (Trade, _trade),
    (PlayCard, _play),
    (LayDouble, _double),
    (ExchangeWith, _exchange),
)


def value_text(value: float) -> str:
    """An estimated share of the win, as people say it."""
    return translate("Coach", "{percent}% to win").format(percent=round(100 * value))


def loss_text(loss: float) -> str:
    return translate("Coach", "\u2212{points} points of win chance").format(
        points=max(1, round(100 * loss))
    )
