"""The coach's words for Basta!: its reasons and its moves (a card, a Double laid before a
player, an Exchange of hands)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import seat_name
from bazaar_desktop.coach.texts import CoachWords
from bazaar_desktop.viewmodels import basta as basta_vm
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard
from bazaar_engine.core.reasons import CoachReason

translate = QCoreApplication.translate


def _templates() -> dict[CoachReason, str]:
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
        CoachReason.BASTA_BETTER_HAND: translate(
            "Coach",
            "Other moves here win as often; this one leaves you a better hand for the next round.",
        ),
        CoachReason.BASTA_OTHER: translate("Coach", "A legal move."),
    }


def _counted(code: CoachReason, params: dict[str, Any]) -> tuple[str, dict[str, str]] | None:
    """The sentences that follow a number's plural forms ("You keep 1 escape card for
    later."); None for the other codes (`_templates`)."""
    if code is not CoachReason.BASTA_KEEPS_ESCAPES:
        return None
    count = int(params.get("count", 0))
    return translate("Coach", "You keep %n escape card(s) for later.", None, count), {}


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


WORDS = CoachWords(  # what `texts` finds
    templates=_templates,
    actions=((PlayCard, _play), (LayDouble, _double), (ExchangeWith, _exchange)),
    counted=_counted,
)
