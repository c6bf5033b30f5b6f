"""The coach's words: its reason codes and the moves it names, in the window's language.

The engine's coach (`bazaar_engine.bots.coach`) gives codes with integer parameters; every code
(a `CoachReason`) has a sentence here (a test checks it, and that each is translated); the
params are filled in by the same `engine_texts.fill` that words the engine's refusals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.engine_texts import fill, seat_name
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_desktop.viewmodels import basta as basta_vm
from bazaar_desktop.viewmodels import jewels as jewels_vm
from bazaar_engine.basari.actions import Accept, ChooseCard, ChooseStart, Offer
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard
from bazaar_engine.bots.coach import Advice, Reason
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.jewels.actions import Trade

translate = QCoreApplication.translate


# One template per code; `engine_texts.fill` words the params ({name} for `seat`, {colour} ...).
def _templates() -> dict[CoachReason, str]:
    """Every reason code -> its sentence in the window's language (placeholders in braces)."""
    return {**_basari_templates(), **_jewels_templates(), **_basta_templates()}


def _basari_templates() -> dict[CoachReason, str]:
    return {
        CoachReason.BASARI_START: translate(
            "Coach", "Archway {archway_number} shows {points} points and a good run ahead."
        ),
        CoachReason.BASARI_POINTS: translate(
            "Coach", "Points: {points} points on your archway now."
        ),
        CoachReason.BASARI_GEMS_LEAD: translate(
            "Coach", "Gems: you would lead {colour} by {lead} before round scoring."
        ),
        CoachReason.BASARI_GEMS_TIE: translate("Coach", "Gems: you would draw level in {colour}."),
        CoachReason.BASARI_GEMS_BEHIND: translate(
            "Coach", "Gems: {count} {colour}, still {behind} behind the most {colour}."
        ),
        CoachReason.BASARI_GEMS_NONE: translate(
            "Coach", "Gems: the carpets have none of your archway's gems left."
        ),
        CoachReason.BASARI_DIE: translate(
            "Coach", "Die: a low roll scores, and you move on to better archways."
        ),
        CoachReason.BASARI_DIE_LAP: translate(
            "Coach", "Die: the roll may complete your lap (bonus {bonus})."
        ),
        CoachReason.BASARI_CONTESTED: translate(
            "Coach", "Others are likely to pick it too ({percent}%): expect a barter."
        ),
        CoachReason.BASARI_UNCONTESTED: translate(
            "Coach", "Few others are likely to pick it ({percent}%)."
        ),
    }


def _counted(code: CoachReason, params: dict[str, Any]) -> tuple[str, dict[str, str]] | None:
    """The sentences that follow a number's plural forms ("1 gem costs you about 1 point"),
    and the counted words they take in; None for the other codes (`_templates`)."""
    number = int(params.get("count", 0))
    if code is CoachReason.BASARI_ACCEPT:
        number = int(params["gain"])
        text = translate("Coach", "Take the gems: worth about %n point(s) to you.", None, number)
    elif code is CoachReason.BASARI_GIVE_UP:
        number = int(params["worth"])
        text = translate(
            "Coach", "The action is worth only about %n point(s) to you: let it go.", None, number
        )
    elif code is CoachReason.BASARI_OFFER:
        text = translate(
            "Coach",
            "%n gem(s) cost you about {cost_points}; the action is worth about {worth_points}.",
            None,
            number,
        )
    else:
        return None
    words = {
        "cost_points": points_text(int(params.get("cost", 0))),
        "worth_points": points_text(int(params.get("worth", 0))),
    }
    return text, words


def points_text(points: int) -> str:
    """ "1 point", "5 points", in the window's language."""
    return translate("Coach", "%n point(s)", None, points)


def _jewels_templates() -> dict[CoachReason, str]:
    return {
        CoachReason.JEWELS_BUY: translate(
            "Coach", "Buy {count} {kind}: the cards to come move its price {change} by the end."
        ),
        CoachReason.JEWELS_SELL: translate(
            "Coach", "Sell {count} {kind}: the cards to come move its price {change} by the end."
        ),
        CoachReason.JEWELS_HOLD: translate("Coach", "Keep what you hold this round."),
        CoachReason.JEWELS_COPY_LEADER: translate(
            "Coach", "You lead by {lead}: holding what the richest rival holds keeps the gap."
        ),
        CoachReason.JEWELS_AHEAD: translate("Coach", "You are {lead} ahead of the richest rival."),
        CoachReason.JEWELS_BEHIND: translate(
            "Coach", "You are {behind} behind the richest rival: take a chance."
        ),
    }


def _basta_templates() -> dict[CoachReason, str]:
    return {
        CoachReason.BASTA_NUMBER: translate(
            "Coach", "The total goes to {total}; the next player is stuck {percent}% of the time."
        ),
        CoachReason.BASTA_CHIP: translate(
            "Coach", "The total would go to {total}: over 50 costs a chip."
        ),
        CoachReason.BASTA_BASTA: translate(
            "Coach", "Basta! sets 50; the next player is stuck {percent}% of the time."
        ),
        CoachReason.BASTA_MINUS_FIVE: translate(
            "Coach", "Minus 5 draws a card: {percent}% that it takes you over 50."
        ),
        CoachReason.BASTA_EXCHANGE: translate(
            "Coach", "Exchange: you give your hand away and take another."
        ),
        CoachReason.BASTA_EXCHANGE_WITH: translate("Coach", "Swap hands with {name}."),
        CoachReason.BASTA_DOUBLE: translate("Coach", "{name} must then play two cards."),
        CoachReason.BASTA_ESCAPE: translate(
            "Coach", "The total stays at {total} or falls: a safe card."
        ),
        CoachReason.BASTA_KEEPS_ESCAPES: translate(
            "Coach", "You keep {count} escape cards for later."
        ),
        CoachReason.BASTA_OTHER: translate("Coach", "A legal move."),
    }


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """One reason as a sentence, its params filled in as a refusal's are (`engine_texts.fill`)."""
    params = dict(reason.params)
    counted = _counted(reason.code, params)
    if counted is not None:
        return fill(counted[0], params, names, **counted[1])
    template = _templates().get(reason.code)
    if template is None:
        return ""
    return fill(template, params, names)


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
    return translate("Coach", "Lay a Double before {name}").format(
        name=seat_name(action.target, names)
    )


def _exchange(action: ExchangeWith, names: Sequence[str]) -> str:
    return translate("Coach", "Exchange hands with {name}").format(
        name=seat_name(action.target, names)
    )


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


def choice_text(advice: Advice, names: Sequence[str]) -> str:
    """The advised move, or the moves the search cannot tell apart: "Choose the Gems card or
    Choose the Points card: about equal here"."""
    if not advice.about_equal:
        return action_text(advice.best.action, names)
    moves = [action_text(c.action, names) for c in advice.equally_good]
    joined = translate("Coach", "{moves} or {last}").format(
        moves=", ".join(moves[:-1]), last=moves[-1]
    )
    return translate("Coach", "{moves}: about equal here").format(moves=joined)


def value_text(value: float) -> str:
    """An estimated share of the win, as people say it."""
    return translate("Coach", "{percent}% to win").format(percent=round(100 * value))


def loss_text(loss: float) -> str:
    return translate("Coach", "\u2212{points} points of win chance").format(
        points=max(1, round(100 * loss))
    )
