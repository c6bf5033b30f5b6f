"""Basta! cards and the deck data (T2).

Inside the engine a card is a small int (its code); everywhere a person or a file sees it, it
is its name: ``"1"``..``"10"``, ``"zero"``, ``"direction_change"``, ``"exchange"``,
``"double"``, ``"basta"``, ``"minus_five"``. Codes sort into a natural hand order: Zero, the
numbers, then the other specials. A number card's code is its value.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Final

from bazaar_engine.core.errors import DataError

ZERO: Final = 0
DIRECTION_CHANGE: Final = 11
EXCHANGE: Final = 12
DOUBLE: Final = 13
BASTA: Final = 14
MINUS_FIVE: Final = 15
NUM_KINDS: Final = 16
HIDDEN: Final = -1  # a card a view may not see

HAND_SIZE: Final = 5  # T3, T5
LIMIT: Final = 50  # T15: a total above this costs a chip
MINUS: Final = 5  # T13
CHIPS_TO_END: Final = 4  # T16
CHIPS_IN_BOX: Final = 20  # T2

SPECIAL_NAMES: Final = ("zero", "direction_change", "exchange", "double", "basta", "minus_five")
CARD_NAMES: Final[tuple[str, ...]] = (
    "zero",
    *(str(value) for value in range(1, 11)),
    "direction_change",
    "exchange",
    "double",
    "basta",
    "minus_five",
)
CARD_CODES: Final[dict[str, int]] = {name: code for code, name in enumerate(CARD_NAMES)}

_LABELS: Final = {
    ZERO: "a Zero",
    8: "an 8",
    DIRECTION_CHANGE: "a Direction change",
    EXCHANGE: "an Exchange",
    DOUBLE: "a Double",
    BASTA: "a Basta!",
    MINUS_FIVE: "a Minus 5",
}

MAX_COPIES: Final = 60  # of one kind: far above any sensible deck, keeps bad data out
MAX_DECK: Final = 200


def card_label(code: int) -> str:
    """The card as a player names it in a sentence: "a 7", "an Exchange"."""
    return _LABELS.get(code, f"a {code}")


def deck_from_data(data: object, source: str = "deck") -> tuple[int, ...]:
    """Validate deck data (see `bazaar_resources/basta-deck.json`); returns copies per card code."""
    if not isinstance(data, Mapping):
        raise DataError(f"{source}: a deck must be a JSON object")
    unknown = set(data) - {"note", "numbers", "specials"}
    if unknown:
        raise DataError(f"{source}: unexpected keys {', '.join(sorted(map(str, unknown)))[:80]}")
    if "note" in data and not isinstance(data["note"], str):
        raise DataError(f"{source}: 'note' must be a text")
    counts = [0] * NUM_KINDS
    numbers = tuple(CARD_NAMES[1:11])
    for section, names in (("numbers", numbers), ("specials", SPECIAL_NAMES)):
        for name, copies in _section(data, section, names, source).items():
            counts[CARD_CODES[name]] = copies
    size = sum(counts)
    if size > MAX_DECK:
        raise DataError(f"{source}: {size} cards is more than a deck of {MAX_DECK} can hold")
    if not any(counts[value] for value in range(1, 11)):
        raise DataError(f"{source}: the deck needs number cards")
    return tuple(counts)


def _section(
    data: Mapping[object, object], section: str, names: Sequence[str], source: str
) -> dict[str, int]:
    part = data.get(section)
    if not isinstance(part, Mapping):
        raise DataError(f"{source}: {section!r} must be an object of card counts")
    unknown = set(part) - set(names)
    if unknown:
        text = ", ".join(sorted(map(str, unknown)))[:80]
        raise DataError(f"{source}: unknown card(s) in {section!r}: {text}")
    counts: dict[str, int] = {}
    for name, copies in part.items():
        if isinstance(copies, bool) or not isinstance(copies, int):
            raise DataError(f"{source}: the count of {name!r} must be a whole number")
        if not 0 <= copies <= MAX_COPIES:
            raise DataError(f"{source}: the count of {name!r} must be 0 to {MAX_COPIES}")
        counts[str(name)] = copies
    return counts


def min_deck_size(deck: Sequence[int], num_players: int) -> int:
    """Cards needed so a draw never finds pile and stack both empty: full hands, every Double
    lying out, and one card more."""
    return HAND_SIZE * num_players + deck[DOUBLE] + 1


def deck_fingerprint(deck: Sequence[int]) -> str:
    """A short, stable fingerprint of the deck's make-up (for save files)."""
    named = {CARD_NAMES[code]: copies for code, copies in enumerate(deck) if copies}
    text = json.dumps(named, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def counts_to_json(cards: Sequence[int]) -> dict[str, int]:
    """A multiset of card codes as ``{name: copies}`` in card order (canonical)."""
    counts = [0] * NUM_KINDS
    for code in cards:
        counts[code] += 1
    return {CARD_NAMES[code]: copies for code, copies in enumerate(counts) if copies}
