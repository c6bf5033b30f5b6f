"""Basta!'s decisions. Cards are named as in `bazaar_engine.basta.cards` ("7", "exchange", ...);
seats are 0-based (messages say "player 1" for seat 0)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bazaar_engine.basta.cards import CARD_CODES, CARD_NAMES


def _check_card(card: str) -> None:
    if card not in CARD_CODES:
        raise ValueError(f"{card[:40]!r} is not a Basta! card")


@dataclass(frozen=True, slots=True)
class PlayCard:
    """The active player plays `card` from hand onto the stack (T5, T7-T9, T11-T13).

    A Double is laid with `LayDouble` instead; ``PlayCard("double")`` is only legal when the
    hand holds nothing but Doubles and nobody can receive one (it then goes onto the stack)."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self.card)


@dataclass(frozen=True, slots=True)
class LayDouble:
    """Lay a Double before player `target` (T10): from hand, or the Double a Minus 5 drew."""

    target: int


@dataclass(frozen=True, slots=True)
class ExchangeWith:
    """After an Exchange (and its replacement draw, T11): swap whole hands with `target`."""

    target: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: `card` comes off the draw pile, with probability proportional to its copies
    left there. It goes into a hand (deal, replacement, draw back up to 5) or, in a Minus 5
    chain, is played at once (T13)."""

    card: str

    def __post_init__(self) -> None:
        _check_card(self.card)


@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer:
    """Chance, at setup when option ``first_player`` is -1 (T4): `seat` begins."""

    seat: int


BastaAction = PlayCard | LayDouble | ExchangeWith | Draw | ChooseFirstPlayer

# Shared instances: the fast path hands these out instead of building new ones.
PLAYS: Final = tuple(PlayCard(name) for name in CARD_NAMES)
DRAWS: Final = tuple(Draw(name) for name in CARD_NAMES)
LAY_DOUBLES: Final = tuple(LayDouble(seat) for seat in range(6))
EXCHANGES: Final = tuple(ExchangeWith(seat) for seat in range(6))
FIRST_PLAYERS: Final = tuple(ChooseFirstPlayer(seat) for seat in range(6))
