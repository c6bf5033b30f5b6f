"""Basta!'s words: its cards' titles, its params, its refusals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import EngineWords, Params, Wording, word
from bazaar_engine.core.errors import RefusalCode

translate = QCoreApplication.translate


# --- cards ------------------------------------------------------------------------------
def basta_card_title(card: str) -> str:
    """A Basta! card's name as printed on it ("7", "Exchange", "Basta!")."""
    titles = {
        "zero": translate("Basta", "Zero"),
        "direction_change": translate("Basta", "Direction change"),
        "exchange": translate("Basta", "Exchange"),
        "double": translate("Basta", "Double"),
        "basta": translate("Basta", "Basta!"),
        "minus_five": translate("Basta", "Minus 5"),
    }
    return titles.get(card, card)


def _params(params: Params) -> dict[str, object]:
    """`card` -> {card} (a Basta! card's title)."""
    return {"card": basta_card_title(word(params, "card"))} if "card" in params else {}


# --- refusals -----------------------------------------------------------------------------------
def _refusals() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.CARDS_ARE_DRAWN: translate(
            "EngineText", "cards are drawn by the shuffle, not chosen"
        ),
        RefusalCode.CARD_IS_DRAWN_NOW: translate("EngineText", "a card must be drawn now"),
        RefusalCode.NOT_IN_DRAW_PILE: translate("EngineText", "the draw pile holds no {card} card"),
        RefusalCode.CHOOSE_EXCHANGE_PARTNER: translate(
            "EngineText", "first choose the player to exchange hands with"
        ),
        RefusalCode.EXCHANGE_WITH_ANOTHER: translate(
            "EngineText", "choose another player to exchange with"
        ),
        RefusalCode.EXCHANGE_ONLY_AFTER_EXCHANGE: translate(
            "EngineText", "you can exchange hands only right after playing an Exchange"
        ),
        RefusalCode.CHOOSE_DOUBLE_RECEIVER: translate(
            "EngineText", "first choose the player who receives the drawn Double"
        ),
        RefusalCode.DOUBLE_NEEDS_RECEIVER: translate(
            "EngineText", "a Double is laid before another player: choose who"
        ),
        RefusalCode.NOBODY_CAN_RECEIVE_DOUBLE: translate(
            "EngineText", "nobody can receive a Double now: play another card"
        ),
        RefusalCode.CARD_NOT_IN_HAND: translate("EngineText", "you hold no {card} card"),
        RefusalCode.DOUBLE_BEFORE_YOURSELF: translate(
            "EngineText", "you cannot lay a Double before yourself"
        ),
        RefusalCode.ALREADY_HAS_DOUBLE: translate(
            "EngineText", "{player} already has a Double in front of them"
        ),
    }


WORDS = EngineWords(refusals=_refusals, params=_params)
