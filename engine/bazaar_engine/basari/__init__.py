"""Basari: dice, secret action cards and gem bartering (rules B1-B30)."""

from bazaar_engine.basari.actions import (
    Accept,
    BasariAction,
    ChooseCard,
    ChooseStart,
    Offer,
    RollDie,
    RollOff,
)
from bazaar_engine.basari.game import BasariGame
from bazaar_engine.basari.state import BasariState
from bazaar_engine.basari.state_fields import BarterInfo

__all__ = [
    "Accept",
    "BarterInfo",
    "BasariAction",
    "BasariGame",
    "BasariState",
    "ChooseCard",
    "ChooseStart",
    "Offer",
    "RollDie",
    "RollOff",
]
