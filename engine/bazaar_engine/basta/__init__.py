"""Basta!: the card game where the total must not go over 50 (rules T1-T17)."""

from bazaar_engine.basta.actions import (
    BastaAction,
    ChooseFirstPlayer,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.basta.cards import CARD_NAMES
from bazaar_engine.basta.game import BastaGame
from bazaar_engine.basta.state import BastaState

__all__ = [
    "CARD_NAMES",
    "BastaAction",
    "BastaGame",
    "BastaState",
    "ChooseFirstPlayer",
    "Draw",
    "ExchangeWith",
    "LayDouble",
    "PlayCard",
]
