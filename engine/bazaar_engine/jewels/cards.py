"""Jewel kinds and the price deck (J2, J5).

The deck is every combination of (-1, 0, +1) for the three kinds exactly once: 27 cards, so
each kind gets nine +1, nine 0 and nine -1, as the source requires. A card is named by its
index 0..26 in `CARDS`; only which cards remain is ever known, never an order.
"""

from __future__ import annotations

from bazaar_engine.core.errors import DataError

KINDS: tuple[str, str, str] = ("sapphire", "ruby", "emerald")
KIND_PLURALS: tuple[str, str, str] = ("sapphires", "rubies", "emeralds")
NUM_KINDS = 3

START_MONEY = 30  # J3
START_PRICE = 10  # J4
MIN_PRICE = 1  # J7 [decision]
MAX_JEWELS = 4  # J12
FINAL_PRICE = 10  # J16

_STEPS = (-1, 0, 1)
CARDS: tuple[tuple[int, int, int], ...] = tuple(
    (s, r, e) for s in _STEPS for r in _STEPS for e in _STEPS
)
NUM_CARDS = len(CARDS)  # J5: 27, one per round
NUM_ROUNDS = NUM_CARDS


def card_changes(card: int) -> tuple[int, int, int]:
    """The price changes (sapphire, ruby, emerald) printed on price card `card` (0..26)."""
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < NUM_CARDS:
        raise DataError(f"there is no price card {card!r}")
    return CARDS[card]


def jewel_words(count: int, kind: int) -> str:
    """'1 ruby', '3 rubies', 'no rubies': counts as a player reads them."""
    if count == 0:
        return f"no {KIND_PLURALS[kind]}"
    return f"{count} {KINDS[kind] if count == 1 else KIND_PLURALS[kind]}"
