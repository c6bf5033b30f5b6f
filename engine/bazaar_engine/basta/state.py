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
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING, Any, Final, Self

from bazaar_engine.basta.actions import (
    DRAWS,
    EXCHANGES,
    FIRST_PLAYERS,
    LAY_DOUBLES,
    PLAYS,
    BastaAction,
    ChooseFirstPlayer,
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
    HIDDEN,
    LIMIT,
    MINUS,
    MINUS_FIVE,
    card_label,
    counts_to_json,
)
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, State

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

_CHANCE_ONLY: Final = (CHANCE,)
_SEATS: Final = tuple((seat,) for seat in range(6))


class BastaState(State[BastaAction]):
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

    # --- read-only helpers for the GUI and bots -------------------------------------------
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

    # --- whose decision -------------------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        phase = self._phase
        if phase > OVER:
            return _CHANCE_ONLY
        if phase == OVER:
            return ()
        return _SEATS[self._active]

    def chance_outcomes(self) -> list[tuple[BastaAction, float]]:
        if self._phase == FIRST_PLAYER:
            share = 1.0 / self.num_players
            return [(FIRST_PLAYERS[seat], share) for seat in range(self.num_players)]
        if self._phase <= OVER:
            return []
        source = self._draw_source()
        counts: dict[int, int] = {}
        for code in source:
            counts[code] = counts.get(code, 0) + 1
        size = len(source)
        return [(DRAWS[code], copies / size) for code, copies in sorted(counts.items())]

    def _draw_source(self) -> list[int]:
        """What a draw comes from: the pile, or for a view the unseen pool (its belief)."""
        return self._pile if self._unseen is None else self._unseen

    def sample_chance(self, rng: random.Random) -> BastaAction:
        if self._phase == FIRST_PLAYER:
            return FIRST_PLAYERS[rng.randrange(self.num_players)]
        source = self._draw_source()
        return DRAWS[source[rng.randrange(len(source))]]

    # --- decisions ------------------------------------------------------------------------
    def legal_actions(self, player: int) -> list[BastaAction]:
        phase = self._phase
        if phase > OVER:
            return [action for action, _ in self.chance_outcomes()] if player == CHANCE else []
        if phase == OVER or player != self._active:
            return []
        if phase == PLAY:
            return self._legal_plays()
        if phase == CHOOSE_EXCHANGE:
            return [EXCHANGES[seat] for seat in range(self.num_players) if seat != player]
        return [LAY_DOUBLES[seat] for seat in self.double_receivers]

    def _legal_plays(self) -> list[BastaAction]:
        plays: list[BastaAction] = []
        previous = HIDDEN
        for code in self._hands[self._active]:  # sorted, so equal cards are neighbours
            if code == previous:
                continue
            previous = code
            if code != DOUBLE:
                plays.append(PLAYS[code])
                continue
            plays.extend(LAY_DOUBLES[seat] for seat in self.double_receivers)  # T10
        if not plays:  # [decision] only unlayable Doubles in hand: one goes onto the stack
            plays.append(PLAYS[DOUBLE])
        return plays

    def random_action(self, player: int, rng: random.Random) -> BastaAction:
        legal = self.legal_actions(player)
        return legal[rng.randrange(len(legal))]

    def check(self, player: int, action: BastaAction) -> None:
        if player not in self.current_players():
            raise self._not_your_turn(player)
        if player == CHANCE:
            self._check_chance(action)
        elif isinstance(action, Draw | ChooseFirstPlayer):
            raise IllegalAction(
                RefusalCode.CARDS_ARE_DRAWN, "cards are drawn by the shuffle, not chosen"
            )
        elif self._phase == PLAY:
            self._check_play(action)
        elif self._phase == CHOOSE_EXCHANGE:
            if not isinstance(action, ExchangeWith):
                raise IllegalAction(
                    RefusalCode.CHOOSE_EXCHANGE_PARTNER,
                    "first choose the player to exchange hands with",
                )
            self._check_target(action.target)
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
            self._check_double_target(action.target)
        if action not in self.legal_actions(player):
            raise IllegalAction(RefusalCode.MOVE_NOT_ALLOWED, "that move is not allowed now")

    def _check_chance(self, action: BastaAction) -> None:
        if self._phase == FIRST_PLAYER:
            if not isinstance(action, ChooseFirstPlayer):
                raise IllegalAction(
                    RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW, "the first player must be drawn now"
                )
            self._check_target(action.seat)
        elif not isinstance(action, Draw):
            raise IllegalAction(RefusalCode.CARD_IS_DRAWN_NOW, "a card must be drawn now")
        elif CARD_CODES[action.card] not in self._draw_source():
            raise IllegalAction(
                RefusalCode.NOT_IN_DRAW_PILE,
                f"the draw pile holds no {action.card} card",
                card=action.card,
            )

    def _check_play(self, action: BastaAction) -> None:
        hand = self._hands[self._active]
        if isinstance(action, PlayCard):
            code = CARD_CODES[action.card]
            if code not in hand:
                raise IllegalAction(
                    RefusalCode.CARD_NOT_IN_HAND,
                    f"you don't hold {card_label(code)}",
                    card=action.card,
                )
            if code == DOUBLE and self.double_receivers:
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
            self._check_double_target(action.target)
        else:
            raise IllegalAction(
                RefusalCode.EXCHANGE_ONLY_AFTER_EXCHANGE,
                "you can exchange hands only right after playing an Exchange",
            )

    def _check_target(self, seat: int) -> None:
        if not 0 <= seat < self.num_players:
            raise no_such_player(seat)

    def _check_double_target(self, seat: int) -> None:
        self._check_target(seat)
        if seat == self._active:
            raise IllegalAction(
                RefusalCode.DOUBLE_BEFORE_YOURSELF, "you cannot lay a Double before yourself"
            )
        if self._doubles[seat] and not self._multiple_doubles:
            raise IllegalAction(
                RefusalCode.ALREADY_HAS_DOUBLE,
                f"player {seat + 1} already has a Double in front of them",
                seat=seat,
            )

    # --- carrying out decisions -----------------------------------------------------------
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

    # --- results --------------------------------------------------------------------------
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

    # --- information ----------------------------------------------------------------------
    def clone(self) -> Self:
        copy = self.__class__.__new__(self.__class__)
        copy.__dict__.update(self.__dict__)
        copy._chips = self._chips[:]
        copy._hands = [hand[:] for hand in self._hands]
        copy._pile = self._pile[:]
        copy._stack = self._stack[:]
        copy._doubles = self._doubles[:]
        if self._unseen is not None:
            copy._unseen = self._unseen[:]
        return copy

    def view(self, seat: int) -> Self:
        if self.viewer is not None and self.viewer != seat:
            raise ValueError(f"this is player {self.viewer + 1}'s view, not player {seat + 1}'s")
        copy = self.clone()
        if self.viewer is not None:
            return copy
        unseen = list(self._pile)
        for other, hand in enumerate(self._hands):
            if other != seat:
                unseen.extend(hand)
                copy._hands[other] = [HIDDEN] * len(hand)
        unseen.sort()
        copy._unseen = unseen
        copy._pile = [HIDDEN] * len(self._pile)
        copy.viewer = seat
        return copy

    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (serial imports state)
