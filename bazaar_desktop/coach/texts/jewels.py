"""The coach's words for Jewel Bazaar: its reasons and its move (a trade, or a pass)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.coach.texts import CoachWords
from bazaar_desktop.viewmodels import jewels as jewels_vm
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.jewels.actions import Trade

translate = QCoreApplication.translate


def _templates() -> dict[CoachReason, str]:
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


WORDS = CoachWords(templates=_templates, actions=((Trade, _trade),))  # what `texts` finds
