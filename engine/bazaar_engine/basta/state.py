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

The class is built in layers, each a module with one job: `state_fields` (the fields, the
phases, read-only views, results), `turns` (carrying out decisions) and this module (whose
decision it is, legality, views). Every name callers imported from here still is here.
"""

from __future__ import annotations

import random
from typing import Any, Final, Self

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
    CARD_CODES,
    CARD_NAMES,
    DOUBLE,
    HIDDEN,
    card_label,
)
from bazaar_engine.basta.state_fields import (
    CHAIN,
    CHOOSE_DOUBLE,
    CHOOSE_EXCHANGE,
    DEAL,
    DRAW_REPLACEMENT,
    DRAW_UP,
    FIRST_PLAYER,
    OVER,
    PHASE_NAMES,
    PLAY,
)
from bazaar_engine.basta.turns import BastaTurns
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.game import CHANCE, ONLOOKER

_CHANCE_ONLY: Final = (CHANCE,)
_SEATS: Final = tuple((seat,) for seat in range(6))

# The names the state module always had: callers import them from here.
__all__ = [
    "CHAIN",
    "CHOOSE_DOUBLE",
    "CHOOSE_EXCHANGE",
    "DEAL",
    "DRAW_REPLACEMENT",
    "DRAW_UP",
    "FIRST_PLAYER",
    "OVER",
    "PHASE_NAMES",
    "PLAY",
    "BastaState",
]


def _whose(viewer: int) -> str:
    return "an onlooker's" if viewer == ONLOOKER else f"player {viewer + 1}'s"


class BastaState(BastaTurns):
    """A Basta! position: whose decision it is, which decisions are legal, and what each seat
    may see (applying them: `turns`)."""

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

    def sample_chance(self, rng: random.Random) -> BastaAction:
        if self._phase == FIRST_PLAYER:
            return FIRST_PLAYERS[rng.randrange(self.num_players)]
        source = self._draw_source()
        return DRAWS[source[rng.randrange(len(source))]]

    def legal_actions(self, player: int) -> list[BastaAction]:
        phase = self._phase
        if phase > OVER:
            return [action for action, _ in self.chance_outcomes()] if player == CHANCE else []
        if phase == OVER or player != self._active:
            return []
        if phase == PLAY and self.viewer is not None and player != self.viewer:
            return []  # their plays are in their hand, which this view does not show
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
        unseen = list(self._pile)
        for other, hand in enumerate(self._hands):
            if other != viewer:
                unseen.extend(hand)
                copy._hands[other] = [HIDDEN] * len(hand)
        unseen.sort()
        copy._unseen = unseen
        copy._pile = [HIDDEN] * len(self._pile)
        copy.viewer = viewer
        return copy

    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (serial imports state)
