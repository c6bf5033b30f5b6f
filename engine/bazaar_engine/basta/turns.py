"""Carrying out Basta! decisions: a card taken and its effect (T6-T13: Exchange, Double,
the Minus 5 chain), going over 50 (T14), the end of a turn, drawing up and the pile refilled."""

from __future__ import annotations

from bisect import insort
from typing import Any

from bazaar_engine.basta.actions import (
    BastaAction,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.basta.cards import (
    BASTA,
    CARD_CODES,
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


class BastaTurns(BastaFields):
    """Applying decisions."""

    def _apply(self, player: int, action: BastaAction, events: list[Event] | None) -> None:
        if isinstance(action, Draw):
            code = CARD_CODES[action.card]
            self._pile.remove(code)
            if self._phase == CHAIN:
                self._chain_card(code, events)
            else:
                self._take_card(code, events)
        elif isinstance(action, PlayCard):
            code = CARD_CODES[action.card]
            self._hands[self._active].remove(code)
            self._plays_left -= 1
            self._resolve(code, False, events)
        elif isinstance(action, LayDouble):
            if self._phase == PLAY:
                self._hands[self._active].remove(DOUBLE)
                self._plays_left -= 1
            self._lay_double(action.target, events)
        elif isinstance(action, ExchangeWith):
            self._exchange(action.target, events)
        else:
            self._next_player = action.seat
            self._phase = DEAL
            if events is not None:
                events.append(Event("first_player_chosen", action.seat))

    def _take_card(self, code: int, events: list[Event] | None) -> None:
        """A drawn card goes into the drawer's hand (deal, replacement or draw-up)."""
        drawer = self._drawer
        hand = self._hands[drawer]
        insort(hand, code)
        if events is not None:
            count = {"pile_count": len(self._pile)}
            data = {"card": CARD_NAMES[code], **count}
            events.append(Event("card_drawn", drawer, data, drawer, count))
        phase = self._phase
        if len(hand) < HAND_SIZE and (phase == DEAL or self._refill_pile(events)):
            return  # keep drawing into this hand
        if phase == DEAL and drawer + 1 < self.num_players:
            self._drawer = drawer + 1  # T3: the next seat's 5 cards
        elif phase == DRAW_REPLACEMENT:
            self._phase = CHOOSE_EXCHANGE  # T11: hand filled, now the swap
        else:
            self._start_turn(self._next_player, events)

    def _chain_card(self, code: int, events: list[Event] | None) -> None:
        """T13: the card a Minus 5 drew is played at once."""
        if events is not None:
            events.append(Event("chain_card_drawn", self._active, {"card": CARD_NAMES[code]}))
        self._resolve(code, True, events)

    def _resolve(self, code: int, chained: bool, events: list[Event] | None) -> None:
        """A played card's effect (T7-T9, T11-T13); the card has left the hand or pile."""
        if code <= 10:  # T7 numbers, T8 Zero
            self._stack.append(code)
            self._total += code
            self._announce(code, chained, events)
            if self._total > LIMIT:
                self._go_over(events)
            else:
                self._after_play(events)
        elif code == MINUS_FIVE:  # T13
            self._stack.append(code)
            self._total = max(0, self._total - MINUS)
            self._announce(code, chained, events)
            if self._refill_pile(events):
                self._phase = CHAIN
            else:  # cannot happen with a valid deck: the Minus 5 itself is on the stack
                self._after_play(events)
        elif code == BASTA:  # T12
            self._stack.append(code)
            self._total = LIMIT
            self._announce(code, chained, events)
            self._after_play(events)
        elif code == DIRECTION_CHANGE:  # T9
            self._stack.append(code)
            self._direction = -self._direction
            self._announce(code, chained, events)
            if events is not None:
                events.append(
                    Event("direction_changed", self._active, {"direction": self._direction})
                )
            self._after_play(events)
        elif code == EXCHANGE:  # T11, or T13 without a replacement draw
            self._stack.append(code)
            self._announce(code, chained, events)
            self._begin_exchange(chained, events)
        elif chained and self.double_receivers:  # T13: a drawn Double is laid if possible
            self._phase = CHOOSE_DOUBLE
        else:  # a Double nobody can receive: onto the stack with no effect
            self._stack.append(code)
            self._announce(code, chained, events, no_effect=True)
            self._after_play(events)

    def _announce(
        self, code: int, chained: bool, events: list[Event] | None, no_effect: bool = False
    ) -> None:
        if events is None:
            return
        data: dict[str, Any] = {"card": CARD_NAMES[code], "total": self._total}
        if chained:
            data["chained"] = True
        if no_effect:
            data["no_effect"] = True
        events.append(Event("card_played", self._active, data))

    def _begin_exchange(self, chained: bool, events: list[Event] | None) -> None:
        hand = self._hands[self._active]
        self._drawer = self._active
        if not chained and len(hand) < HAND_SIZE and self._refill_pile(events):
            self._phase = DRAW_REPLACEMENT
        else:
            self._phase = CHOOSE_EXCHANGE

    def _exchange(self, target: int, events: list[Event] | None) -> None:
        hands = self._hands
        active = self._active
        hands[active], hands[target] = hands[target], hands[active]
        if events is not None:
            events.append(Event("hands_exchanged", active, {"with": target}))
        self._after_play(events)

    def _lay_double(self, target: int, events: list[Event] | None) -> None:
        chained = self._phase == CHOOSE_DOUBLE
        self._doubles[target] += 1
        if events is not None:
            data: dict[str, Any] = {"card": "double", "target": target}
            if chained:
                data["chained"] = True
            events.append(Event("double_laid", self._active, data))
        self._after_play(events)

    def _after_play(self, events: list[Event] | None) -> None:
        if self._plays_left > 0 and self._hands[self._active]:
            self._phase = PLAY  # T10: the next card of a Double
        else:  # [decision] an empty hand ends the turn even if a Double asked for more
            self._end_turn((self._active + self._direction) % self.num_players, events)

    def _go_over(self, events: list[Event] | None) -> None:
        """T15, T16: a chip; the round ends (or the game, at the 4th chip)."""
        active = self._active
        self._chips[active] += 1
        if events is not None:
            data = {"total": self._total, "chips": self._chips[active]}
            events.append(Event("chip_taken", active, data))
        if self._chips[active] >= CHIPS_TO_END:  # T16: at once
            self._phase = OVER
            if events is not None:
                result = {"winners": list(self.winners()), "chips": list(self._chips)}
                events.append(Event("game_over", None, result))
            return
        self._total = 0
        self._round += 1
        self._round_pending = True
        self._end_turn(active, events)  # the rest of a Double is void; they begin the next round

    def _end_turn(self, next_player: int, events: list[Event] | None) -> None:
        """T10: the active player's Doubles go onto the stack; then T5: draw back up to 5."""
        active = self._active
        doubles = self._doubles[active]
        void = self._plays_left > 0  # cards a Double still asked for are forgotten (T15)
        self._plays_left = 0
        if doubles:
            self._stack.extend([DOUBLE] * doubles)
            self._doubles[active] = 0
            if events is not None:
                data = {"count": doubles, "void": void}
                events.append(Event("doubles_to_stack", active, data))
        self._next_player = next_player
        self._drawer = active
        if len(self._hands[active]) < HAND_SIZE and self._refill_pile(events):
            self._phase = DRAW_UP
        else:
            self._start_turn(next_player, events)

    def _start_turn(self, seat: int, events: list[Event] | None) -> None:
        self._active = seat
        self._turns += 1
        self._plays_left = 1 + self._doubles[seat]  # T10 (variant: one more per extra Double)
        if events is not None:
            if self._round_pending:
                events.append(Event("round_started", seat, {"round": self._round}))
            events.append(Event("turn_started", seat, {"cards_to_play": self._plays_left}))
        self._round_pending = False
        if self._hands[seat]:
            self._phase = PLAY
        else:  # [decision] nothing to play (only after freak exchanges): the turn lapses
            self._end_turn((seat + self._direction) % self.num_players, events)

    def _refill_pile(self, events: list[Event] | None) -> bool:
        """T6: before a draw from an empty pile, the whole stack becomes the new pile.
        False when there is nothing left to draw at all."""
        if self._pile:
            return True
        if not self._stack:
            return False
        self._pile = sorted(self._stack)
        self._stack = []
        if events is not None:
            events.append(Event("reshuffled", None, {"pile_count": len(self._pile)}))
        return True
