"""Carrying out Basta! decisions: a card taken and its effect (T6-T13: Exchange, Double,
the Minus 5 chain), going over 50 (T14), the end of a turn, drawing up and the pile refilled.
Functions over the state's `BastaFields`; `BastaState` hands each decision to one of the
public ones (`draw`, `play`, `lay_double`, `exchange`, `choose_first_player`)."""

from __future__ import annotations

from bisect import insort
from typing import Any

from bazaar_engine.basta.cards import (
    BASTA,
    CARD_NAMES,
    CHIPS_TO_END,
    DIRECTION_CHANGE,
    DOUBLE,
    EXCHANGE,
    HAND_SIZE,
    LIMIT,
    MINUS,
    MINUS_FIVE,
)
from bazaar_engine.basta.state_fields import (
    CHAIN,
    CHOOSE_DOUBLE,
    CHOOSE_EXCHANGE,
    DEAL,
    DRAW_REPLACEMENT,
    DRAW_UP,
    OVER,
    PLAY,
    BastaFields,
)
from bazaar_engine.core.events import Event


def draw(f: BastaFields, code: int, events: list[Event] | None) -> None:
    """A chance draw of `code` from the pile: into the drawer's hand, or played at once in a
    Minus 5 chain (T13)."""
    f.pile.remove(code)
    if f.phase == CHAIN:
        _chain_card(f, code, events)
    else:
        _take_card(f, code, events)


def play(f: BastaFields, code: int, events: list[Event] | None) -> None:
    """The active player plays `code` from their hand, with its effect."""
    f.hands[f.active].remove(code)
    f.plays_left -= 1
    _resolve(f, code, False, events)


def lay_double(f: BastaFields, target: int, events: list[Event] | None) -> None:
    """T10: a Double from the hand, or T13: the one a Minus 5 drew, before `target`."""
    chained = f.phase == CHOOSE_DOUBLE
    if f.phase == PLAY:
        f.hands[f.active].remove(DOUBLE)
        f.plays_left -= 1
    f.doubles[target] += 1
    if events is not None:
        data: dict[str, Any] = {"card": "double", "target": target}
        if chained:
            data["chained"] = True
        events.append(Event("double_laid", f.active, data))
    _after_play(f, events)


def exchange(f: BastaFields, target: int, events: list[Event] | None) -> None:
    """T11: the active player swaps hands with `target`."""
    hands = f.hands
    active = f.active
    hands[active], hands[target] = hands[target], hands[active]
    if events is not None:
        events.append(Event("hands_exchanged", active, {"with": target}))
    _after_play(f, events)


def choose_first_player(f: BastaFields, seat: int, events: list[Event] | None) -> None:
    """T4: chance has drawn who begins; the deal follows."""
    f.next_player = seat
    f.phase = DEAL
    if events is not None:
        events.append(Event("first_player_chosen", seat))


def _take_card(f: BastaFields, code: int, events: list[Event] | None) -> None:
    """A drawn card goes into the drawer's hand (deal, replacement or draw-up)."""
    drawer = f.drawer
    hand = f.hands[drawer]
    insort(hand, code)
    if events is not None:
        count = {"pile_count": len(f.pile)}
        data = {"card": CARD_NAMES[code], **count}
        events.append(Event("card_drawn", drawer, data, drawer, count))
    phase = f.phase
    if len(hand) < HAND_SIZE and (phase == DEAL or _refill_pile(f, events)):
        return  # keep drawing into this hand
    if phase == DEAL and drawer + 1 < f.players:
        f.drawer = drawer + 1  # T3: the next seat's 5 cards
    elif phase == DRAW_REPLACEMENT:
        f.phase = CHOOSE_EXCHANGE  # T11: hand filled, now the swap
    else:
        _start_turn(f, f.next_player, events)


def _chain_card(f: BastaFields, code: int, events: list[Event] | None) -> None:
    """T13: the card a Minus 5 drew is played at once."""
    if events is not None:
        events.append(Event("chain_card_drawn", f.active, {"card": CARD_NAMES[code]}))
    _resolve(f, code, True, events)


def _resolve(f: BastaFields, code: int, chained: bool, events: list[Event] | None) -> None:
    """A played card's effect (T7-T9, T11-T13); the card has left the hand or pile."""
    if code <= 10:  # T7 numbers, T8 Zero
        f.stack.append(code)
        f.total += code
        _announce(f, code, chained, events)
        if f.total > LIMIT:
            _go_over(f, events)
        else:
            _after_play(f, events)
    elif code == MINUS_FIVE:  # T13
        f.stack.append(code)
        f.total = max(0, f.total - MINUS)
        _announce(f, code, chained, events)
        if _refill_pile(f, events):
            f.phase = CHAIN
        else:  # cannot happen with a valid deck: the Minus 5 itself is on the stack
            _after_play(f, events)
    elif code == BASTA:  # T12
        f.stack.append(code)
        f.total = LIMIT
        _announce(f, code, chained, events)
        _after_play(f, events)
    elif code == DIRECTION_CHANGE:  # T9
        f.stack.append(code)
        f.direction = -f.direction
        _announce(f, code, chained, events)
        if events is not None:
            events.append(Event("direction_changed", f.active, {"direction": f.direction}))
        _after_play(f, events)
    elif code == EXCHANGE:  # T11, or T13 without a replacement draw
        f.stack.append(code)
        _announce(f, code, chained, events)
        _begin_exchange(f, chained, events)
    elif chained and f.double_receivers():  # T13: a drawn Double is laid if possible
        f.phase = CHOOSE_DOUBLE
    else:  # a Double nobody can receive: onto the stack with no effect
        f.stack.append(code)
        _announce(f, code, chained, events, no_effect=True)
        _after_play(f, events)


def _announce(
    f: BastaFields, code: int, chained: bool, events: list[Event] | None, no_effect: bool = False
) -> None:
    if events is None:
        return
    data: dict[str, Any] = {"card": CARD_NAMES[code], "total": f.total}
    if chained:
        data["chained"] = True
    if no_effect:
        data["no_effect"] = True
    events.append(Event("card_played", f.active, data))


def _begin_exchange(f: BastaFields, chained: bool, events: list[Event] | None) -> None:
    hand = f.hands[f.active]
    f.drawer = f.active
    if not chained and len(hand) < HAND_SIZE and _refill_pile(f, events):
        f.phase = DRAW_REPLACEMENT
    else:
        f.phase = CHOOSE_EXCHANGE


def _after_play(f: BastaFields, events: list[Event] | None) -> None:
    if f.plays_left > 0 and f.hands[f.active]:
        f.phase = PLAY  # T10: the next card of a Double
    else:  # [decision] an empty hand ends the turn even if a Double asked for more
        _end_turn(f, (f.active + f.direction) % f.players, events)


def _go_over(f: BastaFields, events: list[Event] | None) -> None:
    """T15, T16: a chip; the round ends (or the game, at the 4th chip)."""
    active = f.active
    f.chips[active] += 1
    if events is not None:
        data = {"total": f.total, "chips": f.chips[active]}
        events.append(Event("chip_taken", active, data))
    if f.chips[active] >= CHIPS_TO_END:  # T16: at once
        f.phase = OVER
        if events is not None:
            result = {"winners": list(f.winners()), "chips": list(f.chips)}
            events.append(Event("game_over", None, result))
        return
    f.total = 0
    f.round += 1
    f.round_pending = True
    _end_turn(f, active, events)  # the rest of a Double is void; they begin the next round


def _end_turn(f: BastaFields, next_player: int, events: list[Event] | None) -> None:
    """T10: the active player's Doubles go onto the stack; then T5: draw back up to 5."""
    active = f.active
    doubles = f.doubles[active]
    void = f.plays_left > 0  # cards a Double still asked for are forgotten (T15)
    f.plays_left = 0
    if doubles:
        f.stack.extend([DOUBLE] * doubles)
        f.doubles[active] = 0
        if events is not None:
            data = {"count": doubles, "void": void}
            events.append(Event("doubles_to_stack", active, data))
    f.next_player = next_player
    f.drawer = active
    if len(f.hands[active]) < HAND_SIZE and _refill_pile(f, events):
        f.phase = DRAW_UP
    else:
        _start_turn(f, next_player, events)


def _start_turn(f: BastaFields, seat: int, events: list[Event] | None) -> None:
    f.active = seat
    f.turns += 1
    f.plays_left = 1 + f.doubles[seat]  # T10 (variant: one more per extra Double)
    if events is not None:
        if f.round_pending:
            events.append(Event("round_started", seat, {"round": f.round}))
        events.append(Event("turn_started", seat, {"cards_to_play": f.plays_left}))
    f.round_pending = False
    if f.hands[seat]:
        f.phase = PLAY
    else:  # [decision] nothing to play (only after freak exchanges): the turn lapses
        _end_turn(f, (seat + f.direction) % f.players, events)


def _refill_pile(f: BastaFields, events: list[Event] | None) -> bool:
    """T6: before a draw from an empty pile, the whole stack becomes the new pile.
    False when there is nothing left to draw at all."""
    if f.pile:
        return True
    if not f.stack:
        return False
    f.pile = sorted(f.stack)
    f.stack = []
    if events is not None:
        events.append(Event("reshuffled", None, {"pile_count": len(f.pile)}))
    return True
