"""Basari: dice, secret action cards and gem bartering (rules B1-B30)."""

from __future__ import annotations

from typing import Any

from bazaar_engine.core.entry import GameEntry


def _secret(state: Any, deciding: tuple[int, ...]) -> bool:
    """B10: the action cards are chosen in secret, all seats at once."""
    return bool(state.phase == "choose_cards")


ENTRY = GameEntry(
    id="basari",
    name="Basari",
    order=1,
    game="bazaar_engine.basari.game:BasariGame",
    bots="bazaar_engine.bots.basari_bots",
    coach="bazaar_engine.bots.coach_basari:basari_advice",
    best_score="high",
    secret_decision=_secret,
    revealing_events=frozenset({"cards_revealed"}),
    unlisted_phases=frozenset({"barter"}),  # up to some 30,000 offers: a quarter of a second
)
