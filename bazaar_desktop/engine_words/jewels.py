"""Jewel Bazaar's words: its jewels and price changes, its params, its refusals."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import EngineWords, Params, Wording, fill, number
from bazaar_engine.core.errors import RefusalCode

translate = QCoreApplication.translate


# --- jewels -----------------------------------------------------------------------
def kind_name(kind: int) -> str:
    names = (
        translate("Jewels", "sapphire"),
        translate("Jewels", "ruby"),
        translate("Jewels", "emerald"),
    )
    return names[kind]


def kind_plural(kind: int) -> str:
    names = (
        translate("Jewels", "sapphires"),
        translate("Jewels", "rubies"),
        translate("Jewels", "emeralds"),
    )
    return names[kind]


def jewel_words(count: int, kind: int) -> str:
    """'1 ruby', '3 rubies'."""
    word = kind_name(kind) if count == 1 else kind_plural(kind)
    return translate("Jewels", "{count} {jewels}").format(count=count, jewels=word)


def change_text(change: int) -> str:
    """A price change as the table shows it: "+2", a minus sign and 1, "±0"."""
    if change > 0:
        return translate("Jewels", "+{n}").format(n=change)
    if change < 0:
        return translate("Jewels", "\u2212{n}").format(n=-change)
    return translate("Jewels", "±0")


def _params(params: Params) -> dict[str, object]:
    """`kind` -> {kind} ("ruby", or "rubies" unless `count` is 1), {kinds} ("rubies"), with
    `count` also {jewels} ("2 rubies"); `change` -> {change} ("+2")."""
    words: dict[str, object] = {}
    if "kind" in params:
        words |= _kind_words(params)
    if "change" in params:
        words["change"] = change_text(number(params, "change"))
    return words


def _kind_words(params: Params) -> dict[str, object]:
    kind = number(params, "kind")
    plural = kind_plural(kind)
    words: dict[str, object] = {"kinds": plural}
    if "count" not in params:
        return words | {"kind": plural}
    count = number(params, "count")
    single = count == 1
    return words | {
        "kind": kind_name(kind) if single else plural,
        "jewels": jewel_words(count, kind),
    }


# --- refusals -----------------------------------------------------------------------------------
def _too_many_jewels(params: Params) -> str:
    if params["sold"]:
        text = translate(
            "EngineText", "that would give you {after} jewels; you may hold at most {most}"
        )
    else:
        text = translate(
            "EngineText",
            "that would give you {after} jewels; you may hold at most {most}, so sell some first",
        )
    return fill(text, params, after=number(params, "count"))


def _must_sell_to_buy(params: Params) -> str:
    room, money = params["make_room"], params["raise_money"]
    if room and money:
        return translate(
            "EngineText",
            "you must buy at least one jewel, so you must sell to make room and raise money "
            "for a purchase",
        )
    if room:
        return translate(
            "EngineText",
            "you must buy at least one jewel, so you must sell to make room for a purchase",
        )
    return translate(
        "EngineText",
        "you must buy at least one jewel, so you must sell to raise money for a purchase",
    )


def _refusals() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.TRADE_ON_YOUR_TURN: translate(
            "EngineText", "on your turn you trade: sell and then buy jewels"
        ),
        RefusalCode.TRADE_NAMES_THREE_KINDS: translate(
            "EngineText", "a trade names how many of each of the three kinds"
        ),
        RefusalCode.PRICE_CARD_IS_REVEALED_NOW: translate(
            "EngineText", "a price card must be revealed now"
        ),
        RefusalCode.NO_SUCH_PRICE_CARD: translate("EngineText", "there is no price card {value}"),
        RefusalCode.PRICE_CARD_ALREADY_REVEALED: translate(
            "EngineText", "price card {price_card} has already been revealed"
        ),
        RefusalCode.NEGATIVE_TRADE: translate(
            "EngineText", "you cannot trade a negative number of jewels"
        ),
        RefusalCode.NO_JEWELS_TO_SELL: translate("EngineText", "you have no {kinds} to sell"),
        RefusalCode.TOO_FEW_JEWELS_TO_SELL: translate(
            "EngineText", "you only have {jewels} to sell"
        ),
        RefusalCode.SELL_AND_BUY_SAME_KIND: translate(
            "EngineText", "you cannot sell and buy {kinds} in the same round"
        ),
        RefusalCode.NO_JEWELS_LEFT: translate("EngineText", "no {kinds} are left"),
        RefusalCode.TOO_FEW_JEWELS_LEFT: translate("EngineText", "only {jewels} left"),
        RefusalCode.CANNOT_AFFORD: translate(
            "EngineText", "you cannot afford it: it costs {cost} Grand and you have {money}"
        ),
        RefusalCode.CANNOT_AFFORD_AFTER_SALES: translate(
            "EngineText",
            "you cannot afford it: it costs {cost} Grand and you would have {money} after "
            "your sales",
        ),
        RefusalCode.TOO_MANY_JEWELS: _too_many_jewels,
        RefusalCode.MUST_BUY: translate("EngineText", "you must buy at least one jewel"),
        RefusalCode.MUST_SELL_TO_BUY: _must_sell_to_buy,
    }


WORDS = EngineWords(refusals=_refusals, params=_params)
