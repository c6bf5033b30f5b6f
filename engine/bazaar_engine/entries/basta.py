"""Basta!: push the running total, never past 50 (rules T1-T17)."""

from __future__ import annotations

from typing import Any

from bazaar_engine.core.entry import GameEntry


def _secret(state: Any, deciding: tuple[int, ...]) -> bool:
    """A turn shows its player's hand: pass-and-play hands the device over (curtain) when a
    person's turn begins. Later choices in the same turn (the second card under a Double, an
    Exchange's target) stay with the same person, so no curtain then."""
    if state.phase != "play" or state.whose_turn is None:
        return False
    return bool(state.cards_to_play == 1 + state.doubles_before[state.whose_turn])


ENTRY = GameEntry(
    id="basta",
    name="Basta!",
    order=3,
    game="bazaar_engine.basta.game:BastaGame",
    bots="bazaar_engine.bots.basta_bots",
    coach="bazaar_engine.bots.coach_basta:basta_advice",
    best_score="low",
    secret_decision=_secret,
    # A hand was seen (Exchange) or a card drawn: a choice before it may not be taken back.
    revealing_events=frozenset({"hands_exchanged", "card_drawn", "chain_card_drawn"}),
)
