"""The Basta! state's fields as one typed record (`BastaFields`) and the phases that name
them. The rule modules (`turns`, `checks`) are functions over the record; `state.BastaState`
owns one and answers the protocol; `serialize` reads and writes it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from bazaar_engine.basta.cards import DOUBLE

# Phases. Below OVER a seat decides; above it chance does.
PLAY: Final = 0  # the active player plays a card (or lays a Double)
CHOOSE_EXCHANGE: Final = 1  # T11/T13: choose whom to swap hands with
CHOOSE_DOUBLE: Final = 2  # T13: choose who receives the Double a Minus 5 drew
OVER: Final = 3
FIRST_PLAYER: Final = 4  # chance picks who begins (option first_player = -1, T4)
DEAL: Final = 5  # chance deals 5 cards to each seat in turn (T3)
DRAW_REPLACEMENT: Final = 6  # T11: the Exchange's player fills their hand before swapping
DRAW_UP: Final = 7  # T5: end of turn, back up to 5
CHAIN: Final = 8  # T13: the card drawn is played at once
PHASE_NAMES: Final = (
    "play",
    "choose_exchange",
    "choose_double",
    "over",
    "first_player",
    "deal",
    "draw_replacement",
    "draw_up",
    "chain",
)


@dataclass(eq=False)
class BastaFields:
    """Everything a Basta! position holds, as ints and lists of card codes.

    The pile and each hand are sorted lists of card codes (multisets: no deck order exists);
    a view holds `HIDDEN` for each card it may not see, and in `unseen` what those are
    together. The rule modules change the lists in place, so a copy (`copy`) copies each.
    """

    players: int
    multiple_doubles: bool  # the T10 variant: more than one Double before a seat
    phase: int
    active: int
    direction: int  # +1 clockwise (seat order), -1 counter-clockwise (T4, T9)
    total: int
    plays_left: int  # cards the active player still has to play this turn (T10)
    next_player: int
    drawer: int  # the seat receiving chance draws in DEAL and the draw phases
    turns: int
    round: int
    round_pending: bool  # "round_started" is announced when its first turn begins
    chips: list[int]
    hands: list[list[int]]  # each kept sorted
    pile: list[int]  # sorted
    stack: list[int]  # bottom first; the top is the last card
    doubles: list[int]  # Doubles lying before each seat (T10)
    unseen: list[int] | None  # views only: pile + other hands, sorted

    @classmethod
    def new(
        cls, players: int, deck: Sequence[int], multiple_doubles: bool, first_player: int | None
    ) -> BastaFields:
        """A new game before the deal; `first_player` None means chance picks it (T4)."""
        return cls(
            players=players,
            multiple_doubles=multiple_doubles,
            phase=FIRST_PLAYER if first_player is None else DEAL,
            active=0,
            direction=1,
            total=0,
            plays_left=0,
            next_player=0 if first_player is None else first_player,
            drawer=0,
            turns=0,
            round=1,
            round_pending=True,
            chips=[0] * players,
            hands=[[] for _ in range(players)],
            pile=[code for code, copies in enumerate(deck) for _ in range(copies)],
            stack=[],
            doubles=[0] * players,
            unseen=None,
        )

    def copy(self) -> BastaFields:
        """An independent copy (search clones states by the thousand: no generic deepcopy;
        built by the constructor, whose instances read their attributes fastest)."""
        unseen = self.unseen
        return BastaFields(
            self.players,
            self.multiple_doubles,
            self.phase,
            self.active,
            self.direction,
            self.total,
            self.plays_left,
            self.next_player,
            self.drawer,
            self.turns,
            self.round,
            self.round_pending,
            self.chips[:],
            [hand[:] for hand in self.hands],
            self.pile[:],
            self.stack[:],
            self.doubles[:],
            None if unseen is None else unseen[:],
        )

    def draw_source(self) -> list[int]:
        """What a draw comes from: the pile, or for a view the unseen pool (its belief)."""
        return self.pile if self.unseen is None else self.unseen

    def double_receivers(self) -> tuple[int, ...]:
        """Seats that may receive a Double from the active player now (T10)."""
        multiple = self.multiple_doubles
        doubles = self.doubles
        active = self.active
        return tuple(
            seat
            for seat in range(self.players)
            if seat != active and (multiple or not doubles[seat])
        )

    def card_census(self, kinds: int) -> list[int]:
        """Copies of each of `kinds` card codes across hands, pile, stack, Doubles lying out
        and a drawn Double awaiting its receiver (full states only): always the deck (T2)."""
        counts = [0] * kinds
        cards = list(self.pile) + self.stack
        for hand in self.hands:
            cards.extend(hand)
        for code in cards:
            counts[code] += 1
        counts[DOUBLE] += sum(self.doubles) + (self.phase == CHOOSE_DOUBLE)
        return counts

    def winners(self) -> tuple[int, ...]:
        """At the end, the seats with the fewest chips (T17: ties share the win); else ()."""
        if self.phase != OVER:
            return ()
        fewest = min(self.chips)
        return tuple(seat for seat, chips in enumerate(self.chips) if chips == fewest)
