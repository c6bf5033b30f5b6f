"""Jewel Bazaar: trade sapphires, rubies and emeralds while the prices move (rules J1-J17)."""

from bazaar_engine.jewels.actions import PASS, ChooseFirstPlayer, RevealPrice, Trade
from bazaar_engine.jewels.cards import CARDS, KINDS, NUM_ROUNDS, card_changes
from bazaar_engine.jewels.game import JewelsGame
from bazaar_engine.jewels.state import JewelsAction, JewelsState

__all__ = [
    "CARDS",
    "KINDS",
    "NUM_ROUNDS",
    "PASS",
    "ChooseFirstPlayer",
    "JewelsAction",
    "JewelsGame",
    "JewelsState",
    "RevealPrice",
    "Trade",
    "card_changes",
]
