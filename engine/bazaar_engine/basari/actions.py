"""Basari's decisions. Frequently used ones are pre-built so the fast path never constructs them.

Player decisions: `ChooseStart` (B7), `ChooseCard` (B10), `Offer` and `Accept` (B18-B23).
Chance outcomes: `RollDie` (B8, B15), `RollOff` (B17), and `ChooseStart` for random starts.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_NAMES = ("die", "points", "gems")  # index = card; also the B12 resolution order
DIE, POINTS, GEMS = 0, 1, 2
CARD_INDEX = {name: index for index, name in enumerate(CARD_NAMES)}


@dataclass(frozen=True, slots=True)
class ChooseStart:
    """Place start disk and merchant on an archway (B7); a chance outcome with random starts."""

    archway: int


@dataclass(frozen=True, slots=True)
class RollDie:
    """A die shows `value` (chance): a movement roll (B8) or a Die action roll (B15)."""

    value: int


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """The secret action card: "die", "points" or "gems" (B10)."""

    card: str


@dataclass(frozen=True, slots=True)
class Offer:
    """Offer gems (red, yellow, green, blue) in a barter (B18, B20); all zeros = forfeit."""

    gems: tuple[int, int, int, int]

    def __post_init__(self) -> None:
        gems = self.gems
        if type(gems) is not tuple or len(gems) != 4:
            raise ValueError("an offer lists exactly 4 gem counts: red, yellow, green, blue")
        if any(type(n) is not int for n in gems):
            raise ValueError("gem counts must be whole numbers")


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept the offer on the table: take the gems, give up the action (B19)."""


@dataclass(frozen=True, slots=True)
class RollOff:
    """The winner of a tied barter's roll-off becomes player A (B17; chance)."""

    winner: int


BasariAction = ChooseStart | RollDie | ChooseCard | Offer | Accept | RollOff
ACTION_TYPES = (ChooseStart, RollDie, ChooseCard, Offer, Accept, RollOff)

ACCEPT = Accept()
ROLLS = tuple(RollDie(value) for value in range(1, 7))
CARD_ACTIONS = tuple(ChooseCard(name) for name in CARD_NAMES)
ROLL_OFFS = tuple(RollOff(seat) for seat in range(4))

_OFFER_CACHE: dict[tuple[int, int, int, int], Offer] = {}
_OFFER_CACHE_LIMIT = 50_000


def offer_action(gems: tuple[int, int, int, int]) -> Offer:
    """The `Offer` for these gems, shared between calls (offers repeat a lot in rollouts)."""
    action = _OFFER_CACHE.get(gems)
    if action is None:
        action = Offer(gems)
        if len(_OFFER_CACHE) < _OFFER_CACHE_LIMIT:
            _OFFER_CACHE[gems] = action
    return action
