"""Jewel Bazaar: trade sapphires, rubies and emeralds while the prices move (rules J1-J17)."""

from __future__ import annotations

from typing import Any

from bazaar_engine.core.entry import GameEntry


def _secret(state: Any, deciding: tuple[int, ...]) -> bool:
    """Nothing is secret in Jewel Bazaar: pass-and-play never needs a curtain."""
    return False


ENTRY = GameEntry(
    id="jewels",
    name="Jewel Bazaar",
    order=2,
    game="bazaar_engine.jewels.game:JewelsGame",
    bots="bazaar_engine.bots.jewels_bots",
    coach="bazaar_engine.bots.coach_jewels:jewels_advice",
    best_score="high",
    secret_decision=_secret,
    revealing_events=frozenset({"price_revealed"}),
)
