"""The engine's one vocabulary of reasons: why it refuses a decision, why the coach likes one.

Both are data, as in python-chess, never sentences for players: a stable code (a `StrEnum`
member whose value is its name in lower case) with params named the same way everywhere
(`seat`, `colour`, `kind`, `card`, `count`, `archway` ... docs/architecture.md lists them,
with one table of the refusal codes and one of the coach's). An interface words a code and its
params itself, in the player's language (the desktop: `bazaar_desktop/bridge/engine_texts.py`).

- `RefusalCode`: why `IllegalAction` refuses a decision (`engine/bazaar_engine/core/errors.py`).
- `CoachReason`: why the coach (`bots/coach.py`) says a move is good or bad.
"""

from __future__ import annotations

from enum import StrEnum

Param = int | str | tuple[int, ...]  # bool is an int: flags are params too


class RefusalCode(StrEnum):
    """Why the engine refuses a decision: one stable code per kind of refusal.

    The values are what saves, logs and other programs may rely on, so a value never changes
    meaning; add a member for a new reason. Params used by each code are listed in
    docs/architecture.md.
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
    MUST_SELL_TO_BUY = "must_sell_to_buy"  # make_room, raise_money (flags: what selling must do)

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


class CoachReason(StrEnum):
    """Why the coach says a move is good or bad; `REASON_PARAMS` lists each one's params.

    Values follow `RefusalCode`'s style (the member's name in lower case), prefixed by the game.
    """

    BASARI_START = "basari_start"
    BASARI_POINTS = "basari_points"
    BASARI_GEMS_LEAD = "basari_gems_lead"
    BASARI_GEMS_TIE = "basari_gems_tie"
    BASARI_GEMS_BEHIND = "basari_gems_behind"
    BASARI_GEMS_NONE = "basari_gems_none"
    BASARI_DIE = "basari_die"
    BASARI_DIE_LAP = "basari_die_lap"
    BASARI_CONTESTED = "basari_contested"
    BASARI_UNCONTESTED = "basari_uncontested"
    BASARI_ACCEPT = "basari_accept"
    BASARI_GIVE_UP = "basari_give_up"
    BASARI_OFFER = "basari_offer"
    BASARI_FURTHER_AHEAD = "basari_further_ahead"
    JEWELS_BUY = "jewels_buy"
    JEWELS_SELL = "jewels_sell"
    JEWELS_HOLD = "jewels_hold"
    JEWELS_COPY_LEADER = "jewels_copy_leader"
    JEWELS_AHEAD = "jewels_ahead"
    JEWELS_BEHIND = "jewels_behind"
    BASTA_NUMBER = "basta_number"
    BASTA_CHIP = "basta_chip"
    BASTA_BASTA = "basta_basta"
    BASTA_MINUS_FIVE = "basta_minus_five"
    BASTA_EXCHANGE = "basta_exchange"
    BASTA_EXCHANGE_WITH = "basta_exchange_with"
    BASTA_DOUBLE = "basta_double"
    BASTA_ESCAPE = "basta_escape"
    BASTA_KEEPS_ESCAPES = "basta_keeps_escapes"
    BASTA_BETTER_HAND = "basta_better_hand"
    BASTA_OTHER = "basta_other"


# The params each coach reason carries (ints; names and meanings as in docs/architecture.md).
REASON_PARAMS: dict[CoachReason, tuple[str, ...]] = {
    CoachReason.BASARI_START: ("archway", "points"),
    CoachReason.BASARI_POINTS: ("points",),
    CoachReason.BASARI_GEMS_LEAD: ("colour", "count", "lead"),
    CoachReason.BASARI_GEMS_TIE: ("colour", "count"),
    CoachReason.BASARI_GEMS_BEHIND: ("colour", "count", "behind"),
    CoachReason.BASARI_GEMS_NONE: (),
    CoachReason.BASARI_DIE: (),
    CoachReason.BASARI_DIE_LAP: ("bonus",),
    CoachReason.BASARI_CONTESTED: ("percent",),
    CoachReason.BASARI_UNCONTESTED: ("percent",),
    CoachReason.BASARI_ACCEPT: ("gain",),
    CoachReason.BASARI_GIVE_UP: ("worth",),
    CoachReason.BASARI_OFFER: ("count", "cost", "worth"),
    CoachReason.BASARI_FURTHER_AHEAD: (),
    CoachReason.JEWELS_BUY: ("kind", "count", "change"),
    CoachReason.JEWELS_SELL: ("kind", "count", "change"),
    CoachReason.JEWELS_HOLD: (),
    CoachReason.JEWELS_COPY_LEADER: ("lead",),
    CoachReason.JEWELS_AHEAD: ("lead",),
    CoachReason.JEWELS_BEHIND: ("behind",),
    CoachReason.BASTA_NUMBER: ("total", "percent"),
    CoachReason.BASTA_CHIP: ("total",),
    CoachReason.BASTA_BASTA: ("percent",),
    CoachReason.BASTA_MINUS_FIVE: ("percent",),
    CoachReason.BASTA_EXCHANGE: (),
    CoachReason.BASTA_EXCHANGE_WITH: ("seat",),
    CoachReason.BASTA_DOUBLE: ("seat",),
    CoachReason.BASTA_ESCAPE: ("total",),
    CoachReason.BASTA_KEEPS_ESCAPES: ("count",),
    CoachReason.BASTA_BETTER_HAND: (),
    CoachReason.BASTA_OTHER: (),
}
