"""The Jewel Bazaar state's fields as one typed record (`JewelsFields`) and the phases that
name them. `rounds` changes the record (reveals, trades, the final sale), `rules` answers what
a trade may be; `state.JewelsState` owns one and answers the protocol; `serialize` reads and
writes it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bazaar_engine.jewels.cards import NUM_CARDS, NUM_KINDS, START_MONEY, START_PRICE

# Phases of play: who decides next.
SETUP: Final = 0  # chance draws the first player (option first_player = -1)
REVEAL: Final = 1  # chance reveals the round's price card
TRADE: Final = 2  # a player trades
OVER: Final = 3
PHASE_NAMES: Final = ("setup", "reveal", "trade", "over")


@dataclass(eq=False)
class JewelsFields:
    """Everything a Jewel Bazaar position holds, as ints and lists of ints (all public).

    The rules change the lists in place, so a copy (`copy`) copies each.
    """

    players: int
    start_stock: int  # jewels of each kind in the bazaar at the start (option stock)
    phase: int
    round: int  # 1..27; a round begins with its price card (J7)
    first: int  # this round's first player (J15); -1 until chance has drawn it
    traded: int  # players who have traded this round
    prices: list[int]
    stock: list[int]
    money: list[int]
    held: list[int]  # seat s, kind k at s * 3 + k
    remaining: list[int]  # price cards not yet revealed, sorted: a set, never an order
    revealed: list[int]  # in the order they came up

    @classmethod
    def new(cls, players: int, start_stock: int, first_player: int | None) -> JewelsFields:
        """A new game; `first_player` None means chance draws it (J6)."""
        return cls(
            players=players,
            start_stock=start_stock,
            phase=SETUP if first_player is None else REVEAL,
            round=1,
            first=-1 if first_player is None else first_player,
            traded=0,
            prices=[START_PRICE] * NUM_KINDS,
            stock=[start_stock] * NUM_KINDS,
            money=[START_MONEY] * players,
            held=[0] * (NUM_KINDS * players),
            remaining=list(range(NUM_CARDS)),
            revealed=[],
        )

    def copy(self) -> JewelsFields:
        """An independent copy (search clones states by the thousand: no generic deepcopy;
        built by the constructor, whose instances read their attributes fastest)."""
        return JewelsFields(
            self.players,
            self.start_stock,
            self.phase,
            self.round,
            self.first,
            self.traded,
            self.prices[:],
            self.stock[:],
            self.money[:],
            self.held[:],
            self.remaining[:],
            self.revealed[:],
        )

    def holdings(self, seat: int) -> tuple[int, int, int]:
        """`seat`'s jewels per kind."""
        held, base = self.held, seat * NUM_KINDS
        return held[base], held[base + 1], held[base + 2]

    def winners(self) -> tuple[int, ...]:
        """At the end, the seats with the most money (J17: ties share the win); else ()."""
        if self.phase != OVER:
            return ()
        best = max(self.money)
        return tuple(seat for seat, money in enumerate(self.money) if money == best)
