"""The engine's words in the language the window speaks: its nouns and its refusals.

The engine explains itself in English (`engine/` never imports Qt) and says the same as data:
an `IllegalAction` carries a stable `code` (a `RefusalCode`) and `params` (seat numbers, gem
counts, jewel kinds...). `refusal_text` words a refusal from its code and params through Qt's
translations; `fill` turns params into words the same way for a refusal and for a coach reason
(`coach/texts.py`), the two halves of one vocabulary (`bazaar_engine/core/reasons.py`). The
nouns the refusals need (gem colours, jewel kinds, Basta! cards) live here too, and the
view-models take them from here, so this module depends on no view-model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from bazaar_engine.core.errors import IllegalAction, Param, RefusalCode

translate = QCoreApplication.translate

Params = Mapping[str, Param]


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


def change_text(change: int) -> str:
    """A price change as the table shows it: "+2", a minus sign and 1, "±0"."""
    if change > 0:
        return translate("Jewels", "+{n}").format(n=change)
    if change < 0:
        return translate("Jewels", "\u2212{n}").format(n=-change)
    return translate("Jewels", "±0")


# --- Basta!: cards ------------------------------------------------------------------------------
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


# --- filling a template from a code's params (refusals and the coach alike) -----------------
def fill(template: str, params: Params, names: Sequence[str] = (), **extra: object) -> str:
    """`template` with its placeholders filled from the params of a refusal or a coach reason.

    The params mean the same in both (docs/architecture.md), so they become the same words:
    see `param_words`. `names` are the seats' names where the caller knows them; `extra` holds
    words a wording derives itself.
    """
    return template.format(**param_words(params, names), **extra)


def param_words(params: Params, names: Sequence[str] = ()) -> dict[str, object]:
    """The params as they are, plus the words a template may use for them:
    `seat` -> {number} (from 1), {player} ("player 2"), {name} (the seat's name, else {player});
    `seats` -> {players}; `gems` -> {gems} ("2 red + 1 blue"); `colour` -> {colour} ("green"),
    with `count` and no `gems` also {gems} ("2 green"); `kind` -> {kind} ("ruby", or "rubies"
    unless `count` is 1), {kinds} ("rubies"), with `count` also {jewels} ("2 rubies");
    `card` -> {card} (a Basta! card's title); `change` -> {change} ("+2");
    `archway` -> {archway_number} (from 1, as the board shows them), with `last` also
    {last_number}."""
    words: dict[str, object] = dict(params)
    if "seat" in params:
        words |= _seat_words(_number(params, "seat"), names)
    if "seats" in params:
        words["players"] = _players(_counts(params, "seats"))
    if "gems" in params:
        words["gems"] = describe_gems(_counts(params, "gems"))
    if "colour" in params:
        words |= _colour_words(params)
    if "kind" in params:
        words |= _kind_words(params)
    if "card" in params:
        words["card"] = basta_card_title(_word(params, "card"))
    if "change" in params:
        words["change"] = change_text(_number(params, "change"))
    if "archway" in params:
        words["archway_number"] = _number(params, "archway") + 1
        if "last" in params:
            words["last_number"] = _number(params, "last") + 1
    return words


def _seat_words(seat: int, names: Sequence[str]) -> dict[str, object]:
    return {"number": seat + 1, "player": _player(seat), "name": seat_name(seat, names)}


def seat_name(seat: int, names: Sequence[str]) -> str:
    """The seat's name where `names` has it, else "player 2"."""
    return names[seat] if 0 <= seat < len(names) else _player(seat)


def _colour_words(params: Params) -> dict[str, object]:
    colour = _number(params, "colour")
    words: dict[str, object] = {"colour": colour_name(colour)}
    if "count" in params and "gems" not in params:
        words["gems"] = _one_colour(colour, _number(params, "count"))
    return words


def _kind_words(params: Params) -> dict[str, object]:
    kind = _number(params, "kind")
    plural = kind_plural(kind)
    words: dict[str, object] = {"kinds": plural}
    if "count" not in params:
        return words | {"kind": plural}
    count = _number(params, "count")
    single = count == 1
    return words | {
        "kind": kind_name(kind) if single else plural,
        "jewels": jewel_words(count, kind),
    }


# --- refusals -----------------------------------------------------------------------------------
# A code's wording: a template `fill` completes, or, where the words depend on the params'
# values, a function of the params.
Render = Callable[[Params], str]
Wording = str | Render


def refusal_text(refusal: IllegalAction) -> str:
    """Why the engine refused, in the current language (its English if the code is unknown)."""
    wording = _wordings().get(refusal.code)
    if wording is None:
        return str(refusal)
    try:
        return (
            fill(wording, refusal.params) if isinstance(wording, str) else wording(refusal.params)
        )
    except (KeyError, IndexError, TypeError):  # params this module cannot read: say it in English
        return str(refusal)


def translated_codes() -> frozenset[RefusalCode]:
    """The codes `refusal_text` words itself (the tests require every `RefusalCode`)."""
    return frozenset(_wordings())


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
    if params.get("same"):
        text = translate(
            "EngineText", "your offer must beat {gems} (offering the same gems is not a raise)"
        )
    else:
        text = translate("EngineText", "your offer must beat {gems}")
    return fill(text, params)


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
    return fill(text, params, after=_number(params, "count"))


def _no_such_action_card(params: Params) -> str:
    # Basari's `card` is the bad name as written: quoted, not a card title.
    text = translate("EngineText", "there is no card called {card}: choose die, points or gems")
    return text.format(card=repr(_word(params, "card")))


def _offer_more(params: Params) -> str:
    return fill(
        translate("EngineText", "{beat}: offer more than {total} gems"), params, beat=_beat(params)
    )


def _offer_more_or_better(params: Params) -> str:
    text = translate(
        "EngineText",
        "{beat}: offer more gems, or as many ({total}) with more red; with as many red, "
        "more yellow; then green, then blue decide",
    )
    return fill(text, params, beat=_beat(params))


def _wordings() -> dict[RefusalCode, Wording]:
    """One wording per code, in the current language (so made anew on each call). Each text is
    spelled out in a translate() call for lupdate."""
    return {**_any_game(), **_basari(), **_jewels(), **_basta()}


def _any_game() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.GAME_OVER: translate("EngineText", "the game is over"),
        RefusalCode.NOT_YOUR_DECISION: translate(
            "EngineText", "it is not player {number}'s decision now"
        ),
        RefusalCode.WAITING_FOR_PLAYERS: translate(
            "EngineText", "it is not your decision now: waiting for {players}"
        ),
        RefusalCode.WAITING_FOR_CHANCE: translate(
            "EngineText",
            "it is not your decision: waiting for a die roll or other chance outcome",
        ),
        RefusalCode.NOT_A_CHANCE_DECISION: translate("EngineText", "this is not a chance decision"),
        RefusalCode.NO_SUCH_PLAYER: translate(
            "EngineText", "there is no player {number} in this game"
        ),
        RefusalCode.NO_SUCH_SEAT: translate("EngineText", "there is no seat {value} in this game"),
        RefusalCode.VIEW_NOT_PLAYABLE: translate(
            "EngineText", "a player's view cannot be played on; use the real game"
        ),
        RefusalCode.MOVE_NOT_ALLOWED: translate("EngineText", "that move is not allowed now"),
        RefusalCode.NOT_THIS_GAMES_ACTION: translate(
            "EngineText", "that is not a decision of this game"
        ),
        RefusalCode.IMPOSSIBLE_CHANCE_OUTCOME: translate(
            "EngineText", "that chance outcome cannot happen now"
        ),
        RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW: translate(
            "EngineText", "the first player must be drawn now"
        ),
    }


def _basari() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.CHOOSE_START: translate(
            "EngineText", "choose the archway where your merchant starts"
        ),
        RefusalCode.NO_SUCH_ARCHWAY: translate(
            "EngineText",
            "there is no archway {archway_number}: archways are numbered 1 to {last_number}",
        ),
        RefusalCode.CHOOSE_ACTION_CARD: translate(
            "EngineText", "choose one of your action cards: die, points or gems"
        ),
        RefusalCode.NO_SUCH_ACTION_CARD: _no_such_action_card,
        RefusalCode.CARD_ALREADY_CHOSEN: translate(
            "EngineText", "you have already chosen your card this turn"
        ),
        RefusalCode.ROLL_OFF_BETWEEN: translate("EngineText", "the roll-off is between {players}"),
        RefusalCode.DIE_SHOWS_ONE_TO_SIX: translate("EngineText", "a die roll shows 1 to 6"),
        RefusalCode.NO_OFFER_TO_ACCEPT: translate(
            "EngineText",
            "there is no offer to accept yet: make an opening offer (offer nothing to give up "
            "the action)",
        ),
        RefusalCode.OPEN_WITH_AN_OFFER: translate(
            "EngineText", "you open the barter: make an offer (nothing gives up the action)"
        ),
        RefusalCode.ACCEPT_OR_RAISE: translate(
            "EngineText", "you are bartering: accept the offer or raise it"
        ),
        RefusalCode.CANNOT_RAISE: translate(
            "EngineText", "you cannot raise {gems} with your gems: accept the offer"
        ),
        RefusalCode.NEGATIVE_OFFER: translate(
            "EngineText", "an offer cannot hold a negative number of gems"
        ),
        RefusalCode.NO_GEMS_OF_COLOUR: translate(
            "EngineText", "you have no {colour} gems to offer"
        ),
        RefusalCode.TOO_FEW_GEMS_OF_COLOUR: translate("EngineText", "you only have {gems}"),
        RefusalCode.OFFER_MORE_GEMS: _offer_more,
        RefusalCode.OFFER_MORE_OR_BETTER_GEMS: _offer_more_or_better,
    }


def _jewels() -> dict[RefusalCode, Wording]:
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


def _basta() -> dict[RefusalCode, Wording]:
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
