"""What Hard remembers between its turns: the hand it gave away in an Exchange (T11).

A view forgets swapped hands (only the table and the seat's own hand are in it), but a player
who swaps knows exactly what the partner received. Those cards stay in the partner's hand until
played, and every played card lands face up on the stack, so the cards still known are the
given ones less everything played onto the stack since (less too much is safe: the rest is
certainly still there). The memory is dropped when it could mislead: after a reshuffle (the
stack is gone, T6), after any other Exchange (hands moved again), or in a new game. Doubles
are never counted as known: a laid Double goes before a player, not onto the stack.
"""

from __future__ import annotations

from collections import Counter

from bazaar_engine.basta.cards import CARD_CODES, DOUBLE, EXCHANGE
from bazaar_engine.basta.state import BastaState


class HandMemory:
    def __init__(self) -> None:
        self._partner: int | None = None
        self._given: Counter[int] = Counter()
        self._stack: tuple[str, ...] = ()
        self._turn = -1

    def known(self, view: BastaState) -> dict[int, list[int]]:
        """Cards certainly in other hands now, by seat."""
        if view.turn < self._turn:  # a new game with the same bot
            self.forget()
        self._turn = view.turn
        if self._partner is None:
            return {}
        stack = view.stack_cards
        mark = len(self._stack)
        if len(stack) < mark or stack[:mark] != self._stack:  # reshuffled (T6)
            self.forget()
            return {}
        played = Counter(CARD_CODES[name] for name in stack[mark:])
        if played[EXCHANGE]:  # hands may have moved again, unseen
            self.forget()
            return {}
        still = self._given - played
        return {self._partner: sorted(still.elements())} if still else {}

    def gave(self, view: BastaState, seat: int, partner: int) -> None:
        """`seat` swaps its hand (as in `view`) with `partner`'s now."""
        hand = Counter(CARD_CODES[name] for name in view.hand(seat))
        del hand[DOUBLE]
        self._partner = partner
        self._given = hand
        self._stack = view.stack_cards
        self._turn = view.turn

    def forget(self) -> None:
        self._partner = None
        self._given = Counter()
        self._stack = ()
