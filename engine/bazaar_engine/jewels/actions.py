"""Jewel Bazaar's decisions. Counts are always (sapphire, ruby, emerald)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ChooseFirstPlayer:
    """Chance, at setup when the first player is drawn at random (J6): `seat` goes first."""

    seat: int


@dataclass(frozen=True, slots=True)
class RevealPrice:
    """Chance, at the start of each round (J7): price card `card` (0..26) is turned up."""

    card: int


@dataclass(frozen=True, slots=True)
class Trade:
    """A player's whole turn (J14): jewels sold per kind, then jewels bought per kind.

    ``Trade((0, 0, 0), (0, 0, 0))`` is a pass, legal only when no purchase is possible (J13).
    """

    sell: tuple[int, int, int]
    buy: tuple[int, int, int]


PASS = Trade((0, 0, 0), (0, 0, 0))
