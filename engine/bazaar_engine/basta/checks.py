"""Why a Basta! decision is refused: the checks behind `BastaState.check`, each raising one
`IllegalAction` in words a player understands. Functions over the state's `BastaFields`."""

from __future__ import annotations

from bazaar_engine.basta.actions import (
    BastaAction,
    ChooseFirstPlayer,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.basta.cards import CARD_CODES, CARD_NAMES, DOUBLE, card_label
from bazaar_engine.basta.state_fields import CHOOSE_EXCHANGE, FIRST_PLAYER, PLAY, BastaFields
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.game import CHANCE


def check_decision(f: BastaFields, player: int, action: BastaAction) -> None:
    """Refuse `action` unless it fits the decision `player` (whose decision it is) faces;
    the state then still compares it with its legal actions."""
    if player == CHANCE:
        _check_chance(f, action)
    elif isinstance(action, Draw | ChooseFirstPlayer):
        raise IllegalAction(
            RefusalCode.CARDS_ARE_DRAWN, "cards are drawn by the shuffle, not chosen"
        )
    elif f.phase == PLAY:
        _check_play(f, action)
    elif f.phase == CHOOSE_EXCHANGE:
        if not isinstance(action, ExchangeWith):
            raise IllegalAction(
                RefusalCode.CHOOSE_EXCHANGE_PARTNER,
                "first choose the player to exchange hands with",
            )
        _check_target(f, action.target)
        if action.target == player:
            raise IllegalAction(
                RefusalCode.EXCHANGE_WITH_ANOTHER, "choose another player to exchange with"
            )
    else:
        if not isinstance(action, LayDouble):
            raise IllegalAction(
                RefusalCode.CHOOSE_DOUBLE_RECEIVER,
                "first choose the player who receives the drawn Double",
            )
        _check_double_target(f, action.target)


def _check_chance(f: BastaFields, action: BastaAction) -> None:
    if f.phase == FIRST_PLAYER:
        if not isinstance(action, ChooseFirstPlayer):
            raise IllegalAction(
                RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW, "the first player must be drawn now"
            )
        _check_target(f, action.seat)
    elif not isinstance(action, Draw):
        raise IllegalAction(RefusalCode.CARD_IS_DRAWN_NOW, "a card must be drawn now")
    elif CARD_CODES[action.card] not in f.draw_source():
        raise IllegalAction(
            RefusalCode.NOT_IN_DRAW_PILE,
            f"the draw pile holds no {action.card} card",
            card=action.card,
        )


def _check_play(f: BastaFields, action: BastaAction) -> None:
    hand = f.hands[f.active]
    if isinstance(action, PlayCard):
        code = CARD_CODES[action.card]
        if code not in hand:
            raise IllegalAction(
                RefusalCode.CARD_NOT_IN_HAND,
                f"you don't hold {card_label(code)}",
                card=action.card,
            )
        if code == DOUBLE and f.double_receivers():
            raise IllegalAction(
                RefusalCode.DOUBLE_NEEDS_RECEIVER,
                "a Double is laid before another player: choose who",
            )
        if code == DOUBLE and any(card != DOUBLE for card in hand):
            raise IllegalAction(
                RefusalCode.NOBODY_CAN_RECEIVE_DOUBLE,
                "nobody can receive a Double now: play another card",
            )
    elif isinstance(action, LayDouble):
        if DOUBLE not in hand:
            raise IllegalAction(
                RefusalCode.CARD_NOT_IN_HAND, "you don't hold a Double", card=CARD_NAMES[DOUBLE]
            )
        _check_double_target(f, action.target)
    else:
        raise IllegalAction(
            RefusalCode.EXCHANGE_ONLY_AFTER_EXCHANGE,
            "you can exchange hands only right after playing an Exchange",
        )


def _check_target(f: BastaFields, seat: int) -> None:
    if not 0 <= seat < f.players:
        raise no_such_player(seat)


def _check_double_target(f: BastaFields, seat: int) -> None:
    _check_target(f, seat)
    if seat == f.active:
        raise IllegalAction(
            RefusalCode.DOUBLE_BEFORE_YOURSELF, "you cannot lay a Double before yourself"
        )
    if f.doubles[seat] and not f.multiple_doubles:
        raise IllegalAction(
            RefusalCode.ALREADY_HAS_DOUBLE,
            f"player {seat + 1} already has a Double in front of them",
            seat=seat,
        )
