"""The error types every game and every interface shares, and the engine's reason codes.

A refusal is data, as in python-chess: `IllegalAction` carries a stable `code` (a `RefusalCode`)
and `params` (simple values: ints, strings, tuples of ints) besides its English message.
The English is for logs and the command line; an interface words the refusal itself from the
code and params (the desktop: `bazaar_desktop/engine_texts.py`), in the player's language.
docs/architecture.md lists the codes and their params.
"""

from __future__ import annotations

from enum import StrEnum

Param = int | str | tuple[int, ...]  # bool is an int: flags are params too


class RefusalCode(StrEnum):
    """Why the engine refuses a decision: one stable code per kind of refusal.

    The values are what saves, logs and other programs may rely on, so a value never changes
    meaning; add a member for a new reason. The coach's hint reasons are meant to share this
    vocabulary. Params used by each code are listed in docs/architecture.md.
    """

    # any game: whose decision it is
    GAME_OVER = "game_over"
    NOT_YOUR_DECISION = "not_your_decision"  # seat
    WAITING_FOR_PLAYERS = "waiting_for_players"  # seats
    WAITING_FOR_CHANCE = "waiting_for_chance"
    NOT_A_CHANCE_DECISION = "not_a_chance_decision"
    NO_SUCH_PLAYER = "no_such_player"  # seat
    NO_SUCH_SEAT = "no_such_seat"  # value (the bad seat as written)
    VIEW_NOT_PLAYABLE = "view_not_playable"
    MOVE_NOT_ALLOWED = "move_not_allowed"
    NOT_THIS_GAMES_ACTION = "not_this_games_action"
    IMPOSSIBLE_CHANCE_OUTCOME = "impossible_chance_outcome"
    FIRST_PLAYER_IS_DRAWN_NOW = "first_player_is_drawn_now"

    # Basari
    CHOOSE_START = "choose_start"
    NO_SUCH_ARCHWAY = "no_such_archway"  # archway, last
    CHOOSE_ACTION_CARD = "choose_action_card"
    NO_SUCH_ACTION_CARD = "no_such_action_card"  # card (as written, cut to 20 characters)
    CARD_ALREADY_CHOSEN = "card_already_chosen"
    ROLL_OFF_BETWEEN = "roll_off_between"  # seats
    DIE_SHOWS_ONE_TO_SIX = "die_shows_one_to_six"
    NO_OFFER_TO_ACCEPT = "no_offer_to_accept"
    OPEN_WITH_AN_OFFER = "open_with_an_offer"
    ACCEPT_OR_RAISE = "accept_or_raise"
    CANNOT_RAISE = "cannot_raise"  # gems (the offer on the table)
    NEGATIVE_OFFER = "negative_offer"
    NO_GEMS_OF_COLOUR = "no_gems_of_colour"  # colour
    TOO_FEW_GEMS_OF_COLOUR = "too_few_gems_of_colour"  # colour, count (held)
    OFFER_MORE_GEMS = "offer_more_gems"  # gems, total, same
    OFFER_MORE_OR_BETTER_GEMS = "offer_more_or_better_gems"  # gems, total, same

    # Jewel Bazaar
    TRADE_ON_YOUR_TURN = "trade_on_your_turn"
    TRADE_NAMES_THREE_KINDS = "trade_names_three_kinds"
    PRICE_CARD_IS_REVEALED_NOW = "price_card_is_revealed_now"
    NO_SUCH_PRICE_CARD = "no_such_price_card"  # value (as written)
    PRICE_CARD_ALREADY_REVEALED = "price_card_already_revealed"  # price_card
    NEGATIVE_TRADE = "negative_trade"
    NO_JEWELS_TO_SELL = "no_jewels_to_sell"  # kind
    TOO_FEW_JEWELS_TO_SELL = "too_few_jewels_to_sell"  # kind, count (held)
    SELL_AND_BUY_SAME_KIND = "sell_and_buy_same_kind"  # kind
    NO_JEWELS_LEFT = "no_jewels_left"  # kind
    TOO_FEW_JEWELS_LEFT = "too_few_jewels_left"  # kind, count (in stock)
    CANNOT_AFFORD = "cannot_afford"  # cost, money
    CANNOT_AFFORD_AFTER_SALES = "cannot_afford_after_sales"  # cost, money (after the sales)
    TOO_MANY_JEWELS = "too_many_jewels"  # count (after the trade), most, sold
    MUST_BUY = "must_buy"
    MUST_SELL_TO_BUY = "must_sell_to_buy"  # room, money (flags: what selling must achieve)

    # Basta!
    CARDS_ARE_DRAWN = "cards_are_drawn"
    CARD_IS_DRAWN_NOW = "card_is_drawn_now"
    NOT_IN_DRAW_PILE = "not_in_draw_pile"  # card
    CHOOSE_EXCHANGE_PARTNER = "choose_exchange_partner"
    EXCHANGE_WITH_ANOTHER = "exchange_with_another"
    EXCHANGE_ONLY_AFTER_EXCHANGE = "exchange_only_after_exchange"
    CHOOSE_DOUBLE_RECEIVER = "choose_double_receiver"
    DOUBLE_NEEDS_RECEIVER = "double_needs_receiver"
    NOBODY_CAN_RECEIVE_DOUBLE = "nobody_can_receive_double"
    CARD_NOT_IN_HAND = "card_not_in_hand"  # card
    DOUBLE_BEFORE_YOURSELF = "double_before_yourself"
    ALREADY_HAS_DOUBLE = "already_has_double"  # seat


class IllegalAction(ValueError):
    """A decision the rules do not allow right now.

    The message is written for a player ("you cannot afford it") in English, for logs and the
    command line; `code` and `params` say the same as data, for an interface to word in any
    language. The state that refused the action is left exactly as it was. The validators
    (`trade_problem`, `offer_problem`) return one unraised, so a panel can show why before
    anything is tried.
    """

    def __init__(self, code: RefusalCode, message: str, **params: Param) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Param] = params

    def __reduce__(self) -> tuple[object, ...]:
        # Pickle (a bot process) with the code and params, not only the message.
        return (_rebuild, (self.code, str(self), self.params))


def no_such_player(seat: int) -> IllegalAction:
    """The refusal for a seat number outside the game (every game words it the same)."""
    return IllegalAction(
        RefusalCode.NO_SUCH_PLAYER, f"there is no player {seat + 1} in this game", seat=seat
    )


def _rebuild(code: RefusalCode, message: str, params: dict[str, Param]) -> IllegalAction:
    return IllegalAction(code, message, **params)


class DataError(ValueError):
    """Rules data (a board, a chart, a deck) or a serialised state that is malformed."""
