"""The engine's words in the language the window speaks: its nouns and its refusals.

The engine explains itself in English (`engine/` never imports Qt) and says the same as data:
an `IllegalAction` carries a stable `code` (a `RefusalCode`) and `params` (seat numbers, gem counts,
jewel kinds...). `refusal_text` words a refusal from its code and params through Qt's
translations. The nouns the refusals need (gem colours, jewel kinds, Basta! cards) live here
too, and the view-models take them from here, so this module depends on no view-model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication

from bazaar_engine.core.errors import IllegalAction, Param, RefusalCode

translate = QCoreApplication.translate

Params = Mapping[str, Param]
Render = Callable[[Params], str]


# --- Basari: gems -------------------------------------------------------------------------------
def colour_name(colour: int) -> str:
    names = (
        translate("Basari", "red"),
        translate("Basari", "yellow"),
        translate("Basari", "green"),
        translate("Basari", "blue"),
    )
    return names[colour]


def describe_gems(gems: Sequence[int]) -> str:
    """ "2 red + 1 blue", or "nothing"."""
    parts = [
        translate("Basari", "{count} {colour}").format(count=count, colour=colour_name(colour))
        for colour, count in enumerate(gems)
        if count
    ]
    if not parts:
        return translate("Basari", "nothing")
    return " + ".join(parts)


# --- Jewel Bazaar: jewels -----------------------------------------------------------------------
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


# --- Basta!: cards ------------------------------------------------------------------------------
def basta_card_title(card: str) -> str:
    """A Basta! card's name as printed on it ("7", "Exchange", "Basta!")."""
    titles = {
        "zero": translate("Basta", "Zero"),
        "direction_change": translate("Basta", "Reverse"),
        "exchange": translate("Basta", "Exchange"),
        "double": translate("Basta", "Double"),
        "basta": translate("Basta", "Basta!"),
        "minus_five": translate("Basta", "Minus 5"),
    }
    return titles.get(card, card)


# --- refusals -----------------------------------------------------------------------------------
def refusal_text(refusal: IllegalAction) -> str:
    """Why the engine refused, in the current language (its English if the code is unknown)."""
    render = _renderers().get(refusal.code)
    if render is None:
        return str(refusal)
    try:
        return render(refusal.params)
    except (KeyError, IndexError, TypeError):  # params this module cannot read: say it in English
        return str(refusal)


def translated_codes() -> frozenset[RefusalCode]:
    """The codes `refusal_text` words itself (the tests require every `RefusalCode`)."""
    return frozenset(_renderers())


def _number(params: Params, key: str) -> int:
    value = params[key]
    if not isinstance(value, int):
        raise TypeError(f"{key} is not a number")
    return value


def _word(params: Params, key: str) -> str:
    return str(params[key])


def _counts(params: Params, key: str) -> tuple[int, ...]:
    value = params[key]
    if not isinstance(value, tuple):
        raise TypeError(f"{key} is not a tuple of counts")
    return value


def _player(seat: int) -> str:
    return translate("EngineText", "player {number}").format(number=seat + 1)


def _players(seats: Sequence[int]) -> str:
    """ "player 1", "player 1 and player 3", "player 1, player 2 and player 4"."""
    names = [_player(seat) for seat in seats]
    if len(names) < 2:
        return "".join(names)
    return translate("EngineText", "{others} and {last}").format(
        others=", ".join(names[:-1]), last=names[-1]
    )


def _one_colour(colour: int, count: int) -> str:
    counts = [0, 0, 0, 0]
    counts[colour] = count
    return describe_gems(counts)


def _beat(params: Params) -> str:
    """The head of a refused raise: what the offer must beat."""
    gems = describe_gems(_counts(params, "gems"))
    if params.get("same"):
        return translate(
            "EngineText", "your offer must beat {gems} (offering the same gems is not a raise)"
        ).format(gems=gems)
    return translate("EngineText", "your offer must beat {gems}").format(gems=gems)


def _must_sell_to_buy(params: Params) -> str:
    room, money = params["room"], params["money"]
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
    return text.format(after=_number(params, "count"), most=_number(params, "most"))


@cache
def _renderers() -> dict[RefusalCode, Render]:
    """One wording per code. Each text is spelled out in a translate() call for lupdate."""
    return {**_any_game(), **_basari(), **_jewels(), **_basta()}


def _any_game() -> dict[RefusalCode, Render]:
    return {
        RefusalCode.GAME_OVER: lambda p: translate("EngineText", "the game is over"),
        RefusalCode.NOT_YOUR_DECISION: lambda p: translate(
            "EngineText", "it is not player {number}'s decision now"
        ).format(number=_number(p, "seat") + 1),
        RefusalCode.WAITING_FOR_PLAYERS: lambda p: translate(
            "EngineText", "it is not your decision now: waiting for {players}"
        ).format(players=_players(_counts(p, "seats"))),
        RefusalCode.WAITING_FOR_CHANCE: lambda p: translate(
            "EngineText",
            "it is not your decision: waiting for a die roll or other chance outcome",
        ),
        RefusalCode.NOT_A_CHANCE_DECISION: lambda p: translate(
            "EngineText", "this is not a chance decision"
        ),
        RefusalCode.NO_SUCH_PLAYER: lambda p: translate(
            "EngineText", "there is no player {number} in this game"
        ).format(number=_number(p, "seat") + 1),
        RefusalCode.NO_SUCH_SEAT: lambda p: translate(
            "EngineText", "there is no seat {value} in this game"
        ).format(value=_word(p, "value")),
        RefusalCode.VIEW_NOT_PLAYABLE: lambda p: translate(
            "EngineText", "a player's view cannot be played on; use the real game"
        ),
        RefusalCode.MOVE_NOT_ALLOWED: lambda p: translate(
            "EngineText", "that move is not allowed now"
        ),
        RefusalCode.NOT_THIS_GAMES_ACTION: lambda p: translate(
            "EngineText", "that is not a decision of this game"
        ),
        RefusalCode.IMPOSSIBLE_CHANCE_OUTCOME: lambda p: translate(
            "EngineText", "that chance outcome cannot happen now"
        ),
        RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW: lambda p: translate(
            "EngineText", "the first player must be drawn now"
        ),
    }


def _basari() -> dict[RefusalCode, Render]:
    return {
        RefusalCode.CHOOSE_START: lambda p: translate(
            "EngineText", "choose the archway where your merchant starts"
        ),
        RefusalCode.NO_SUCH_ARCHWAY: lambda p: translate(
            "EngineText", "there is no archway {archway}: archways are numbered 0 to {last}"
        ).format(archway=_number(p, "archway"), last=_number(p, "last")),
        RefusalCode.CHOOSE_ACTION_CARD: lambda p: translate(
            "EngineText", "choose one of your action cards: die, points or gems"
        ),
        RefusalCode.NO_SUCH_ACTION_CARD: lambda p: translate(
            "EngineText", "there is no card called {card}: choose die, points or gems"
        ).format(card=repr(_word(p, "card"))),
        RefusalCode.CARD_ALREADY_CHOSEN: lambda p: translate(
            "EngineText", "you have already chosen your card this turn"
        ),
        RefusalCode.ROLL_OFF_BETWEEN: lambda p: translate(
            "EngineText", "the roll-off is between {players}"
        ).format(players=_players(_counts(p, "seats"))),
        RefusalCode.DIE_SHOWS_ONE_TO_SIX: lambda p: translate(
            "EngineText", "a die roll shows 1 to 6"
        ),
        RefusalCode.NO_OFFER_TO_ACCEPT: lambda p: translate(
            "EngineText",
            "there is no offer to accept yet: make an opening offer (offer nothing to give up "
            "the action)",
        ),
        RefusalCode.OPEN_WITH_AN_OFFER: lambda p: translate(
            "EngineText", "you open the barter: make an offer (nothing gives up the action)"
        ),
        RefusalCode.ACCEPT_OR_RAISE: lambda p: translate(
            "EngineText", "you are bartering: accept the offer or raise it"
        ),
        RefusalCode.CANNOT_RAISE: lambda p: translate(
            "EngineText", "you cannot raise {gems} with your gems: accept the offer"
        ).format(gems=describe_gems(_counts(p, "gems"))),
        RefusalCode.NEGATIVE_OFFER: lambda p: translate(
            "EngineText", "an offer cannot hold a negative number of gems"
        ),
        RefusalCode.NO_GEMS_OF_COLOUR: lambda p: translate(
            "EngineText", "you have no {colour} gems to offer"
        ).format(colour=colour_name(_number(p, "colour"))),
        RefusalCode.TOO_FEW_GEMS_OF_COLOUR: lambda p: translate(
            "EngineText", "you only have {gems}"
        ).format(gems=_one_colour(_number(p, "colour"), _number(p, "count"))),
        RefusalCode.OFFER_MORE_GEMS: lambda p: translate(
            "EngineText", "{beat}: offer more than {total} gems"
        ).format(beat=_beat(p), total=_number(p, "total")),
        RefusalCode.OFFER_MORE_OR_BETTER_GEMS: lambda p: translate(
            "EngineText",
            "{beat}: offer more gems, or as many ({total}) with more red; with as many red, "
            "more yellow; then green, then blue decide",
        ).format(beat=_beat(p), total=_number(p, "total")),
    }


def _jewels() -> dict[RefusalCode, Render]:
    return {
        RefusalCode.TRADE_ON_YOUR_TURN: lambda p: translate(
            "EngineText", "on your turn you trade: sell and then buy jewels"
        ),
        RefusalCode.TRADE_NAMES_THREE_KINDS: lambda p: translate(
            "EngineText", "a trade names how many of each of the three kinds"
        ),
        RefusalCode.PRICE_CARD_IS_REVEALED_NOW: lambda p: translate(
            "EngineText", "a price card must be revealed now"
        ),
        RefusalCode.NO_SUCH_PRICE_CARD: lambda p: translate(
            "EngineText", "there is no price card {value}"
        ).format(value=_word(p, "value")),
        RefusalCode.PRICE_CARD_ALREADY_REVEALED: lambda p: translate(
            "EngineText", "price card {card} has already been revealed"
        ).format(card=_number(p, "price_card")),
        RefusalCode.NEGATIVE_TRADE: lambda p: translate(
            "EngineText", "you cannot trade a negative number of jewels"
        ),
        RefusalCode.NO_JEWELS_TO_SELL: lambda p: translate(
            "EngineText", "you have no {kinds} to sell"
        ).format(kinds=kind_plural(_number(p, "kind"))),
        RefusalCode.TOO_FEW_JEWELS_TO_SELL: lambda p: translate(
            "EngineText", "you only have {jewels} to sell"
        ).format(jewels=jewel_words(_number(p, "count"), _number(p, "kind"))),
        RefusalCode.SELL_AND_BUY_SAME_KIND: lambda p: translate(
            "EngineText", "you cannot sell and buy {kinds} in the same round"
        ).format(kinds=kind_plural(_number(p, "kind"))),
        RefusalCode.NO_JEWELS_LEFT: lambda p: translate("EngineText", "no {kinds} are left").format(
            kinds=kind_plural(_number(p, "kind"))
        ),
        RefusalCode.TOO_FEW_JEWELS_LEFT: lambda p: translate(
            "EngineText", "only {jewels} left"
        ).format(jewels=jewel_words(_number(p, "count"), _number(p, "kind"))),
        RefusalCode.CANNOT_AFFORD: lambda p: translate(
            "EngineText", "you cannot afford it: it costs {cost} Grand and you have {have}"
        ).format(cost=_number(p, "cost"), have=_number(p, "money")),
        RefusalCode.CANNOT_AFFORD_AFTER_SALES: lambda p: translate(
            "EngineText",
            "you cannot afford it: it costs {cost} Grand and you would have {have} after "
            "your sales",
        ).format(cost=_number(p, "cost"), have=_number(p, "money")),
        RefusalCode.TOO_MANY_JEWELS: _too_many_jewels,
        RefusalCode.MUST_BUY: lambda p: translate("EngineText", "you must buy at least one jewel"),
        RefusalCode.MUST_SELL_TO_BUY: _must_sell_to_buy,
    }


def _basta() -> dict[RefusalCode, Render]:
    return {
        RefusalCode.CARDS_ARE_DRAWN: lambda p: translate(
            "EngineText", "cards are drawn by the shuffle, not chosen"
        ),
        RefusalCode.CARD_IS_DRAWN_NOW: lambda p: translate(
            "EngineText", "a card must be drawn now"
        ),
        RefusalCode.NOT_IN_DRAW_PILE: lambda p: translate(
            "EngineText", "the draw pile holds no {card} card"
        ).format(card=basta_card_title(_word(p, "card"))),
        RefusalCode.CHOOSE_EXCHANGE_PARTNER: lambda p: translate(
            "EngineText", "first choose the player to exchange hands with"
        ),
        RefusalCode.EXCHANGE_WITH_ANOTHER: lambda p: translate(
            "EngineText", "choose another player to exchange with"
        ),
        RefusalCode.EXCHANGE_ONLY_AFTER_EXCHANGE: lambda p: translate(
            "EngineText", "you can exchange hands only right after playing an Exchange"
        ),
        RefusalCode.CHOOSE_DOUBLE_RECEIVER: lambda p: translate(
            "EngineText", "first choose the player who receives the drawn Double"
        ),
        RefusalCode.DOUBLE_NEEDS_RECEIVER: lambda p: translate(
            "EngineText", "a Double is laid before another player: choose who"
        ),
        RefusalCode.NOBODY_CAN_RECEIVE_DOUBLE: lambda p: translate(
            "EngineText", "nobody can receive a Double now: play another card"
        ),
        RefusalCode.CARD_NOT_IN_HAND: lambda p: translate(
            "EngineText", "you hold no {card} card"
        ).format(card=basta_card_title(_word(p, "card"))),
        RefusalCode.DOUBLE_BEFORE_YOURSELF: lambda p: translate(
            "EngineText", "you cannot lay a Double before yourself"
        ),
        RefusalCode.ALREADY_HAS_DOUBLE: lambda p: translate(
            "EngineText", "{player} already has a Double in front of them"
        ).format(player=_player(_number(p, "seat"))),
    }
