"""`BastaState`: one game of Basta! in progress.

Secret: the cards in each hand and the draw pile. The pile is an unordered multiset (a sorted
list of card codes); every draw is a chance choice among its cards, so no deck order exists.
Everything else is public: the total, the direction, the face-up stack (every card on it was
seen when played), the Doubles lying before players, hand and pile sizes, chips.

A turn (T5): the active player plays as many cards as they must (1, or more under Doubles,
T10), each with its effect; then they draw back up to 5 and the next player begins. Decisions
inside a turn are separate actions: `PlayCard`/`LayDouble` from hand, `ExchangeWith` after an
Exchange, `LayDouble` for a Double a Minus 5 drew, and chance `Draw`s (deal, replacement,
draw-up, and the Minus 5 chain where the drawn card is played at once).

The position is one record, `BastaFields` (state_fields); the rules are modules of functions
over it: `turns` (carrying out decisions) and `checks` (why a decision is refused). This class
owns the record and answers the protocol: whose decision it is, what is legal, applying it,
what each seat may see, and read-only views for the GUI and bots.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final, Self

from bazaar_engine.basta.actions import (
    DRAWS,
    EXCHANGES,
    FIRST_PLAYERS,
    LAY_DOUBLES,
    PLAYS,
    BastaAction,
    Draw,
    ExchangeWith,
    LayDouble,
    PlayCard,
)
from bazaar_engine.basta.cards import CARD_CODES, CARD_NAMES, DOUBLE, HIDDEN, counts_to_json
from bazaar_engine.basta.checks import check_decision
from bazaar_engine.basta.state_fields import (
    CHOOSE_DOUBLE,
    CHOOSE_EXCHANGE,
    FIRST_PLAYER,
    OVER,
    PHASE_NAMES,
    PLAY,
    BastaFields,
)
from bazaar_engine.basta.turns import choose_first_player, draw, exchange, lay_double, play
from bazaar_engine.core.errors import IllegalAction, RefusalCode
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, ONLOOKER, State

if TYPE_CHECKING:
    from bazaar_engine.basta.game import BastaGame

_CHANCE_ONLY: Final = (CHANCE,)
_SEATS: Final = tuple((seat,) for seat in range(6))


def _whose(viewer: int) -> str:
    return "an onlooker's" if viewer == ONLOOKER else f"player {viewer + 1}'s"


class BastaState(State[BastaAction]):
    """A Basta! position: its `fields` record, whose decision it is, which decisions are
    legal, applying them (by `turns`), and what each seat may see."""

    game: BastaGame

    def __init__(
        self,
        game: BastaGame,
        num_players: int,
        first_player: int | None,
        fields: BastaFields | None = None,
    ) -> None:
        """A new game before the deal (`first_player` None: chance picks it, T4), or the
        position `fields` holds (see `serialize`)."""
        self.game = game
        self.num_players = num_players
        self.viewer = None
        if fields is None:
            multiple: bool = game.options["multiple_doubles"]
            fields = BastaFields.new(num_players, game.deck, multiple, first_player)
        # The position, changed in place by the rule modules; read it, never write it.
        self.fields = fields

    # --- read-only views for the GUI and bots ---------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.fields.phase]

    @property
    def total(self) -> int:
        return self.fields.total

    @property
    def direction(self) -> int:
        """+1 = clockwise (seat 1, 2, 3...), -1 = counter-clockwise."""
        return self.fields.direction

    @property
    def round_number(self) -> int:
        return self.fields.round

    @property
    def whose_turn(self) -> int | None:
        """The active player, or None before the first turn and after the end."""
        f = self.fields
        if f.phase == OVER or f.turns == 0:
            return None
        return f.active

    def hand(self, seat: int) -> tuple[str, ...]:
        """`seat`'s cards in card order; a view only shows its own seat's hand."""
        if self.viewer is not None and seat != self.viewer:
            raise ValueError(f"player {seat + 1}'s hand is secret in this view")
        return tuple(CARD_NAMES[code] for code in self.fields.hands[seat])

    @property
    def hand_counts(self) -> tuple[int, ...]:
        return tuple(len(hand) for hand in self.fields.hands)

    @property
    def stack_top(self) -> str | None:
        stack = self.fields.stack
        return CARD_NAMES[stack[-1]] if stack else None

    @property
    def stack_count(self) -> int:
        return len(self.fields.stack)

    @property
    def stack_cards(self) -> tuple[str, ...]:
        """The face-up stack, bottom first (public: every card on it was seen when played)."""
        return tuple(CARD_NAMES[code] for code in self.fields.stack)

    @property
    def pile_count(self) -> int:
        return len(self.fields.pile)

    def unseen_pool(self) -> dict[str, int]:
        """Cards the viewer cannot see (draw pile + other hands), as ``{name: copies}``.

        On a full state this is the draw pile plus every hand (an onlooker's pool)."""
        f = self.fields
        if f.unseen is not None:
            return counts_to_json(f.unseen)
        cards = list(f.pile)
        for hand in f.hands:
            cards.extend(hand)
        return counts_to_json(cards)

    @property
    def doubles_before(self) -> tuple[int, ...]:
        """How many Doubles lie before each seat (at most 1 unless the variant is on)."""
        return tuple(self.fields.doubles)

    @property
    def cards_to_play(self) -> int:
        """Cards the active player still has to play this turn (0 between turns)."""
        f = self.fields
        return f.plays_left if f.phase in (PLAY, CHOOSE_EXCHANGE, CHOOSE_DOUBLE) else 0

    @property
    def chips(self) -> tuple[int, ...]:
        return tuple(self.fields.chips)

    @property
    def pending_choice(self) -> str | None:
        """ "exchange" or "double" while the active player must choose a target, else None."""
        phase = self.fields.phase
        if phase == CHOOSE_EXCHANGE:
            return "exchange"
        if phase == CHOOSE_DOUBLE:
            return "double"
        return None

    @property
    def double_receivers(self) -> tuple[int, ...]:
        """Seats that may receive a Double from the active player now (T10)."""
        return self.fields.double_receivers()

    def card_census(self) -> list[int]:
        """Copies of each card code across hands, pile, stack, Doubles lying out and a drawn
        Double awaiting its receiver (full states only): always the deck (T2)."""
        return self.fields.card_census(len(self.game.deck))

    def scores(self) -> tuple[float, ...]:
        """Penalty chips: lower is better (T17)."""
        return tuple(float(chips) for chips in self.fields.chips)

    def winners(self) -> tuple[int, ...]:
        return self.fields.winners()

    @property
    def turn(self) -> int:
        return self.fields.turns

    # --- whose decision, and which ---------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        f = self.fields
        phase = f.phase
        if phase > OVER:
            return _CHANCE_ONLY
        if phase == OVER:
            return ()
        return _SEATS[f.active]

    def chance_outcomes(self) -> list[tuple[BastaAction, float]]:
        f = self.fields
        if f.phase == FIRST_PLAYER:
            share = 1.0 / f.players
            return [(FIRST_PLAYERS[seat], share) for seat in range(f.players)]
        if f.phase <= OVER:
            return []
        source = f.draw_source()
        counts: dict[int, int] = {}
        for code in source:
            counts[code] = counts.get(code, 0) + 1
        size = len(source)
        return [(DRAWS[code], copies / size) for code, copies in sorted(counts.items())]

    def sample_chance(self, rng: random.Random) -> BastaAction:
        f = self.fields
        if f.phase == FIRST_PLAYER:
            return FIRST_PLAYERS[rng.randrange(f.players)]
        source = f.draw_source()
        return DRAWS[source[rng.randrange(len(source))]]

    def legal_actions(self, player: int) -> list[BastaAction]:
        f = self.fields
        phase = f.phase
        if phase > OVER:
            return [action for action, _ in self.chance_outcomes()] if player == CHANCE else []
        if phase == OVER or player != f.active:
            return []
        if phase == PLAY and self.viewer is not None and player != self.viewer:
            return []  # their plays are in their hand, which this view does not show
        if phase == PLAY:
            return self._legal_plays()
        if phase == CHOOSE_EXCHANGE:
            return [EXCHANGES[seat] for seat in range(f.players) if seat != player]
        return [LAY_DOUBLES[seat] for seat in f.double_receivers()]

    def _legal_plays(self) -> list[BastaAction]:
        f = self.fields
        plays: list[BastaAction] = []
        previous = HIDDEN
        for code in f.hands[f.active]:  # sorted, so equal cards are neighbours
            if code == previous:
                continue
            previous = code
            if code != DOUBLE:
                plays.append(PLAYS[code])
                continue
            plays.extend(LAY_DOUBLES[seat] for seat in f.double_receivers())  # T10
        if not plays:  # [decision] only unlayable Doubles in hand: one goes onto the stack
            plays.append(PLAYS[DOUBLE])
        return plays

    def random_action(self, player: int, rng: random.Random) -> BastaAction:
        legal = self.legal_actions(player)
        return legal[rng.randrange(len(legal))]

    def check(self, player: int, action: BastaAction) -> None:
        if player not in self.current_players():
            raise self._not_your_turn(player)
        check_decision(self.fields, player, action)
        if action not in self.legal_actions(player):
            raise IllegalAction(RefusalCode.MOVE_NOT_ALLOWED, "that move is not allowed now")

    # --- applying: each decision to its rule ------------------------------------------------
    def _apply(self, player: int, action: BastaAction, events: list[Event] | None = None) -> None:
        f = self.fields
        if isinstance(action, Draw):
            draw(f, CARD_CODES[action.card], events)
        elif isinstance(action, PlayCard):
            play(f, CARD_CODES[action.card], events)
        elif isinstance(action, LayDouble):
            lay_double(f, action.target, events)
        elif isinstance(action, ExchangeWith):
            exchange(f, action.target, events)
        else:
            choose_first_player(f, action.seat, events)

    # The fast path is `_apply` without events; aliased to save a call per decision.
    apply_unchecked = _apply

    # --- information ------------------------------------------------------------------------
    def clone(self) -> Self:
        copy = self.__class__.__new__(self.__class__)
        # Set one by one, not by `__dict__.update`: an object whose `__dict__` was never
        # asked for keeps its attributes inline, and search reads them faster.
        copy.game = self.game
        copy.num_players = self.num_players
        copy.viewer = self.viewer
        copy.fields = self.fields.copy()
        return copy

    def view(self, seat: int) -> Self:
        return self._seen_by(seat)

    def onlooker_view(self) -> Self:
        """No hand and no pile card shown: only their sizes, the stack, Doubles and chips."""
        return self._seen_by(ONLOOKER)

    def _seen_by(self, viewer: int) -> Self:
        """A copy showing `viewer` (a seat, or ONLOOKER: none) only its own hand, if any."""
        if self.viewer is not None and self.viewer != viewer:
            raise ValueError(f"this is {_whose(self.viewer)} view, not {_whose(viewer)}")
        copy = self.clone()
        if self.viewer is not None:
            return copy
        f, seen = self.fields, copy.fields
        unseen = list(f.pile)
        for other, hand in enumerate(f.hands):
            if other != viewer:
                unseen.extend(hand)
                seen.hands[other] = [HIDDEN] * len(hand)
        unseen.sort()
        seen.unseen = unseen
        seen.pile = [HIDDEN] * len(f.pile)
        copy.viewer = viewer
        return copy

    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (it imports state)
