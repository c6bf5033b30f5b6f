"""The Basta! state's fields, the phases that name them, and what anybody may read of them
(read-only properties for the GUI and bots, the card census, scores and winners). The rules
that change the fields are the layers above: `turns`, then `state`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bazaar_engine.basta.actions import (
    BastaAction,
)
from bazaar_engine.basta.cards import (
    CARD_NAMES,
    DOUBLE,
    counts_to_json,
)
from bazaar_engine.core.game import State

if TYPE_CHECKING:
    from bazaar_engine.basta.game import BastaGame


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


class BastaFields(State[BastaAction]):
    """The fields of a Basta! position, and read-only views of them."""

    game: BastaGame

    def __init__(self, game: BastaGame, num_players: int, first_player: int | None) -> None:
        """A new game before the deal; `first_player` None means chance picks it (T4)."""
        self.game = game
        self.num_players = num_players
        self.viewer = None
        self._multiple_doubles: bool = game.options["multiple_doubles"]
        self._phase = FIRST_PLAYER if first_player is None else DEAL
        self._active = 0
        self._direction = 1  # +1 clockwise (seat order), -1 counter-clockwise (T4, T9)
        self._total = 0
        self._plays_left = 0  # cards the active player still has to play this turn (T10)
        self._next_player = 0 if first_player is None else first_player
        self._drawer = 0  # the seat receiving chance draws in DEAL and the draw phases
        self._turns = 0
        self._round = 1
        self._round_pending = True  # "round_started" is announced when its first turn begins
        self._chips = [0] * num_players
        self._hands: list[list[int]] = [[] for _ in range(num_players)]  # each kept sorted
        self._pile = [code for code, copies in enumerate(game.deck) for _ in range(copies)]
        self._stack: list[int] = []  # bottom first; the top is the last card
        self._doubles = [0] * num_players  # Doubles lying before each seat (T10)
        self._unseen: list[int] | None = None  # views only: pile + other hands, sorted

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def total(self) -> int:
        return self._total

    @property
    def direction(self) -> int:
        """+1 = clockwise (seat 1, 2, 3...), -1 = counter-clockwise."""
        return self._direction

    @property
    def round_number(self) -> int:
        return self._round

    @property
    def whose_turn(self) -> int | None:
        """The active player, or None before the first turn and after the end."""
        if self._phase == OVER or self._turns == 0:
            return None
        return self._active

    def hand(self, seat: int) -> tuple[str, ...]:
        """`seat`'s cards in card order; a view only shows its own seat's hand."""
        if self.viewer is not None and seat != self.viewer:
            raise ValueError(f"player {seat + 1}'s hand is secret in this view")
        return tuple(CARD_NAMES[code] for code in self._hands[seat])

    @property
    def hand_counts(self) -> tuple[int, ...]:
        return tuple(len(hand) for hand in self._hands)

    @property
    def stack_top(self) -> str | None:
        return CARD_NAMES[self._stack[-1]] if self._stack else None

    @property
    def stack_count(self) -> int:
        return len(self._stack)

    @property
    def stack_cards(self) -> tuple[str, ...]:
        """The face-up stack, bottom first (public: every card on it was seen when played)."""
        return tuple(CARD_NAMES[code] for code in self._stack)

    @property
    def pile_count(self) -> int:
        return len(self._pile)

    def unseen_pool(self) -> dict[str, int]:
        """Cards the viewer cannot see (draw pile + other hands), as ``{name: copies}``.

        On a full state this is the draw pile plus every hand (an onlooker's pool)."""
        if self._unseen is not None:
            return counts_to_json(self._unseen)
        cards = list(self._pile)
        for hand in self._hands:
            cards.extend(hand)
        return counts_to_json(cards)

    @property
    def doubles_before(self) -> tuple[int, ...]:
        """How many Doubles lie before each seat (at most 1 unless the variant is on)."""
        return tuple(self._doubles)

    @property
    def cards_to_play(self) -> int:
        """Cards the active player still has to play this turn (0 between turns)."""
        return self._plays_left if self._phase in (PLAY, CHOOSE_EXCHANGE, CHOOSE_DOUBLE) else 0

    @property
    def chips(self) -> tuple[int, ...]:
        return tuple(self._chips)

    @property
    def pending_choice(self) -> str | None:
        """ "exchange" or "double" while the active player must choose a target, else None."""
        if self._phase == CHOOSE_EXCHANGE:
            return "exchange"
        if self._phase == CHOOSE_DOUBLE:
            return "double"
        return None

    @property
    def double_receivers(self) -> tuple[int, ...]:
        """Seats that may receive a Double from the active player now (T10)."""
        multiple = self._multiple_doubles
        doubles = self._doubles
        active = self._active
        return tuple(
            seat
            for seat in range(self.num_players)
            if seat != active and (multiple or not doubles[seat])
        )

    def card_census(self) -> list[int]:
        """Copies of each card code across hands, pile, stack, Doubles lying out and a drawn
        Double awaiting its receiver (full states only): always the deck (T2)."""
        counts = [0] * len(self.game.deck)
        cards = list(self._pile) + self._stack
        for hand in self._hands:
            cards.extend(hand)
        for code in cards:
            counts[code] += 1
        counts[DOUBLE] += sum(self._doubles) + (self._phase == CHOOSE_DOUBLE)
        return counts

    def _draw_source(self) -> list[int]:
        """What a draw comes from: the pile, or for a view the unseen pool (its belief)."""
        return self._pile if self._unseen is None else self._unseen

    def scores(self) -> tuple[float, ...]:
        """Penalty chips: lower is better (T17)."""
        return tuple(float(chips) for chips in self._chips)

    def winners(self) -> tuple[int, ...]:
        if self._phase != OVER:
            return ()
        fewest = min(self._chips)  # T17: ties share the win
        return tuple(seat for seat, chips in enumerate(self._chips) if chips == fewest)

    @property
    def turn(self) -> int:
        return self._turns
