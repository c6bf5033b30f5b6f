"""Jewel Bazaar: trade sapphires, rubies and emeralds while the prices move (rules J1-J17)."""

from engine.jewels.actions import PASS, ChooseFirstPlayer, RevealPrice, Trade
from engine.jewels.cards import CARDS, KINDS, NUM_ROUNDS, card_changes
from engine.jewels.game import JewelsGame
from engine.jewels.state import JewelsAction, JewelsState

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
