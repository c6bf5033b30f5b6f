"""The coach's words for Basari: its reasons, the ones that follow a number's plural forms
(gems, points), and its moves (a start, a card, an offer, accepting)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.coach.texts import CoachWords, points_text
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_engine.basari.actions import Accept, ChooseCard, ChooseStart, Offer
from bazaar_engine.core.reasons import CoachReason

translate = QCoreApplication.translate


def _templates() -> dict[CoachReason, str]:
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
        CoachReason.BASARI_FURTHER_AHEAD: translate(
            "Coach",
            "Other moves here win about as often; this one leaves you further ahead in points "
            "and bonuses.",
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


WORDS = CoachWords(  # what `texts` finds
    templates=_templates,
    actions=((ChooseCard, _card), (ChooseStart, _start), (Offer, _offer), (Accept, _accept)),
    counted=_counted,
)
