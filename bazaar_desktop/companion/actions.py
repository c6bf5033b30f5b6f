"""A phone's checked message as the engine action it asks for (the companion's one seam to
the engine's action types). Nothing is judged here: the engine's `check` refuses an illegal
action in its own words, exactly as it refuses a click on the desktop."""

from __future__ import annotations

from typing import Any

from bazaar_engine.basari.actions import ACCEPT, ChooseCard, ChooseStart, offer_action
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard
from bazaar_engine.jewels.actions import Trade

MOVES = {"start", "card", "offer", "accept", "play", "lay", "exchange", "trade"}


def phone_action(message: dict[str, Any]) -> object:
    """The action for a move message (its fields checked by `protocol.parse_message`);
    `ValueError` when the message names no such thing (a card that does not exist)."""
    kind = message["type"]
    if kind == "start":
        return ChooseStart(message["archway"])
    if kind == "card":
        return ChooseCard(message["card"])
    if kind == "offer":
        return offer_action(message["gems"])
    if kind == "accept":
        return ACCEPT
    if kind == "play":
        return PlayCard(message["card"])  # ValueError for a name that is no Basta! card
    if kind == "lay":
        return LayDouble(message["target"])
    if kind == "exchange":
        return ExchangeWith(message["target"])
    if kind == "trade":
        return Trade(message["sell"], message["buy"])
    raise ValueError(f"not a move: {kind}")
