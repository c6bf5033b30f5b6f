"""Why a Basari decision is refused: the checks behind `BasariState.check`, each raising one
`IllegalAction` in words a player understands. Functions over the state's `BasariFields`.
"""

from __future__ import annotations

from bazaar_engine.basari.actions import (
    CARD_INDEX,
    Accept,
    BasariAction,
    ChooseCard,
    ChooseStart,
    Offer,
    RollDie,
    RollOff,
)
from bazaar_engine.basari.offers import offer_problem
from bazaar_engine.basari.state_fields import (
    CHANCE_ONLY,
    NO_CARD,
    PHASE_CHOOSE,
    PHASE_OVER,
    PHASE_ROLL_OFF,
    PHASE_SETUP,
    BasariFields,
)
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.game import CHANCE


def check_decision(f: BasariFields, player: int, action: BasariAction) -> None:
    """Refuse `action` unless it fits the decision `player` (whose decision it is) faces."""
    phase = f.phase
    if player == CHANCE:
        _check_chance(f, action)
    elif phase == PHASE_SETUP:
        _check_start(f, action)
    elif phase == PHASE_CHOOSE:
        if type(action) is not ChooseCard:
            raise IllegalAction(
                RefusalCode.CHOOSE_ACTION_CARD,
                "choose one of your action cards: die, points or gems",
            )
        if action.card not in CARD_INDEX:
            card = action.card[:20]
            raise IllegalAction(
                RefusalCode.NO_SUCH_ACTION_CARD,
                f"there is no {card!r} card: choose die, points or gems",
                card=card,
            )
    else:
        _check_barter(f, player, action)


def _check_start(f: BasariFields, action: BasariAction) -> None:
    if type(action) is not ChooseStart:
        raise IllegalAction(
            RefusalCode.CHOOSE_START, "choose the archway where your merchant starts"
        )
    if not 0 <= action.archway < f.size:
        last = f.size - 1
        raise IllegalAction(
            RefusalCode.NO_SUCH_ARCHWAY,
            f"there is no archway {action.archway}: archways are numbered 0 to {last}",
            archway=action.archway,
            last=last,
        )


def _check_chance(f: BasariFields, action: BasariAction) -> None:
    phase = f.phase
    if phase == PHASE_SETUP:
        _check_start(f, action)
    elif phase == PHASE_ROLL_OFF:
        seats = (f.barter_a, f.barter_b)
        if type(action) is not RollOff or action.winner not in seats:
            raise IllegalAction(
                RefusalCode.ROLL_OFF_BETWEEN,
                f"the roll-off is between player {seats[0] + 1} and player {seats[1] + 1}",
                seats=seats,
            )
    elif type(action) is not RollDie or not 1 <= action.value <= 6:
        raise IllegalAction(RefusalCode.DIE_SHOWS_ONE_TO_SIX, "a die roll shows 1 to 6")


def _check_barter(f: BasariFields, player: int, action: BasariAction) -> None:
    if type(action) is Accept:
        if f.offer is None:
            raise IllegalAction(
                RefusalCode.NO_OFFER_TO_ACCEPT,
                "there is no offer to accept yet: make an opening offer "
                "(offer nothing to give up the action)",
            )
    elif type(action) is Offer:
        problem = offer_problem(f.gems(player), f.offer, action.gems)
        if problem is not None:
            raise problem
    elif f.offer is None:
        raise IllegalAction(
            RefusalCode.OPEN_WITH_AN_OFFER,
            "you open the barter: make an offer (nothing gives up the action)",
        )
    else:
        raise IllegalAction(
            RefusalCode.ACCEPT_OR_RAISE, "you are bartering: accept the offer or raise it"
        )


def not_your_turn(f: BasariFields, waiting: tuple[int, ...], player: int) -> IllegalAction:
    """The refusal for a decision by `player` while `waiting` (the seats, or chance, whose
    decision it is) must decide."""
    phase = f.phase
    if phase == PHASE_OVER:
        return IllegalAction(RefusalCode.GAME_OVER, "the game is over")
    if player != CHANCE and not 0 <= player < f.players:
        return no_such_player(player)
    if phase == PHASE_CHOOSE and player != CHANCE and f.cards[player] != NO_CARD:
        return IllegalAction(
            RefusalCode.CARD_ALREADY_CHOSEN, "you have already chosen your card this turn"
        )
    if waiting == CHANCE_ONLY:
        return IllegalAction(
            RefusalCode.WAITING_FOR_CHANCE,
            "it is not your decision: waiting for a die roll or other chance outcome",
        )
    if player == CHANCE:
        return IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")
    names = " and ".join(f"player {seat + 1}" for seat in waiting)
    return IllegalAction(
        RefusalCode.WAITING_FOR_PLAYERS,
        f"it is not your decision now: waiting for {names}",
        seats=waiting,
    )
