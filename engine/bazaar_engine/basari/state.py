"""The Basari state: plain lists of ints plus the rules that change them (B1-B30).

Phases, in the order a game runs through them:

* ``setup``        — B7: each seat in turn chooses a start archway (or chance places it).
* ``movement``     — B8: one chance die roll per seat, in seat order; each roll moves at once.
* ``choose_cards`` — B10: a simultaneous secret decision of every seat still to choose.
* then the B12 resolution queue, which may stop at:
  ``die_action`` (chance: the Die action's roll, B15), ``roll_off`` (chance: a tied barter,
  B17) and ``barter`` (offers and acceptance, B18-B23);
* when the queue is empty the turn ends; B24-B28 score a round if a lap was completed;
* ``game_over``    — after the third round's scoring (B29, B30).

The class is built in layers, each a module with one job, each subclassing the one before:
``state_fields`` (the fields and their read-only views), ``movement`` (B7-B9), ``scoring``
(B24-B30), ``action_phase`` (B10-B23: cards, actions, barters) and this module (whose decision
it is, legality, applying, views). Every name callers imported from here still is here.
"""

from __future__ import annotations

import random
from typing import Any

from bazaar_engine.basari.action_phase import BasariActionPhase
from bazaar_engine.basari.actions import (
    ACCEPT,
    CARD_ACTIONS,
    CARD_INDEX,
    ROLL_OFFS,
    ROLLS,
    Accept,
    BasariAction,
    ChooseCard,
    ChooseStart,
    Offer,
    RollDie,
    RollOff,
    offer_action,
)
from bazaar_engine.basari.data import Gems
from bazaar_engine.basari.offers import (
    all_offers,
    can_raise,
    legal_raises,
    minimal_raises,
    offer_problem,
    random_opening,
    random_raise,
)
from bazaar_engine.basari.state_fields import (
    CHANCE_ONLY,
    HIDDEN_CARD,
    NO_CARD,
    NO_SEAT,
    PHASE_BARTER,
    PHASE_CHOOSE,
    PHASE_DIE,
    PHASE_MOVE,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_ROLL_OFF,
    PHASE_SETUP,
    REASON_MORE_POINTS,
    REASON_NAMES,
    REASON_ROLL_OFF,
    REASON_TIED,
    SEAT_TUPLES,
    TIE_BREAK_NAMES,
    TIE_BREAK_WORDS,
    BarterInfo,
)
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, ONLOOKER

# The names the state module always had: callers import them from here.
__all__ = [
    "CHANCE_ONLY",
    "HIDDEN_CARD",
    "NO_CARD",
    "NO_SEAT",
    "PHASE_BARTER",
    "PHASE_CHOOSE",
    "PHASE_DIE",
    "PHASE_MOVE",
    "PHASE_NAMES",
    "PHASE_OVER",
    "PHASE_ROLL_OFF",
    "PHASE_SETUP",
    "REASON_MORE_POINTS",
    "REASON_NAMES",
    "REASON_ROLL_OFF",
    "REASON_TIED",
    "SEAT_TUPLES",
    "TIE_BREAK_NAMES",
    "TIE_BREAK_WORDS",
    "BarterInfo",
    "BasariState",
]


class BasariState(BasariActionPhase):
    """A Basari position: whose decision it is, which decisions are legal, applying them
    (the rules are in the layers below: state_fields, movement, scoring, action_phase), and
    what each seat may see."""

    def current_players(self) -> tuple[int, ...]:
        phase = self._phase
        if phase == PHASE_CHOOSE:
            return self._waiting
        if phase == PHASE_BARTER:
            return SEAT_TUPLES[self._responder]
        if phase == PHASE_SETUP:
            return CHANCE_ONLY if self.game.random_starts else SEAT_TUPLES[self._pending]
        if phase == PHASE_OVER:
            return ()
        return CHANCE_ONLY

    def chance_outcomes(self) -> list[tuple[BasariAction, float]]:
        phase = self._phase
        if phase in (PHASE_MOVE, PHASE_DIE):
            return [(roll, 1 / 6) for roll in ROLLS]
        if phase == PHASE_ROLL_OFF:
            return [(ROLL_OFFS[self._barter_a], 0.5), (ROLL_OFFS[self._barter_b], 0.5)]
        if phase == PHASE_SETUP and self.game.random_starts:
            return [(start, 1 / self._size) for start in self.game.start_actions]
        return []

    def sample_chance(self, rng: random.Random) -> BasariAction:
        phase = self._phase
        if phase in (PHASE_MOVE, PHASE_DIE):
            return ROLLS[int(rng.random() * 6)]
        if phase == PHASE_ROLL_OFF:
            return ROLL_OFFS[self._barter_a if rng.random() < 0.5 else self._barter_b]
        if phase == PHASE_SETUP and self.game.random_starts:
            return self.game.start_actions[int(rng.random() * self._size)]
        raise IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")

    def legal_actions(self, player: int) -> list[BasariAction]:
        if player not in self.current_players():
            return []
        phase = self._phase
        if phase == PHASE_SETUP:
            return list(self.game.start_actions)
        if phase in (PHASE_MOVE, PHASE_DIE):
            return list(ROLLS)
        if phase == PHASE_ROLL_OFF:
            return [ROLL_OFFS[self._barter_a], ROLL_OFFS[self._barter_b]]
        if phase == PHASE_CHOOSE:
            return list(CARD_ACTIONS)
        hand = self.gems(player)
        if self._offer is None:
            return [Offer(gems) for gems in all_offers(hand)]  # B18, nothing included
        actions: list[BasariAction] = [ACCEPT]  # B19
        actions.extend(Offer(gems) for gems in legal_raises(hand, self._offer))  # B20-B22
        return actions

    def check(self, player: int, action: BasariAction) -> None:
        if player not in self.current_players():
            raise self._not_your_turn(player)
        phase = self._phase
        if player == CHANCE:
            self._check_chance(action)
        elif phase == PHASE_SETUP:
            self._check_start(action)
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
            self._check_barter(player, action)

    def _check_start(self, action: BasariAction) -> None:
        if type(action) is not ChooseStart:
            raise IllegalAction(
                RefusalCode.CHOOSE_START, "choose the archway where your merchant starts"
            )
        if not 0 <= action.archway < self._size:
            last = self._size - 1
            raise IllegalAction(
                RefusalCode.NO_SUCH_ARCHWAY,
                f"there is no archway {action.archway}: archways are numbered 0 to {last}",
                archway=action.archway,
                last=last,
            )

    def _check_chance(self, action: BasariAction) -> None:
        phase = self._phase
        if phase == PHASE_SETUP:
            self._check_start(action)
        elif phase == PHASE_ROLL_OFF:
            seats = (self._barter_a, self._barter_b)
            if type(action) is not RollOff or action.winner not in seats:
                raise IllegalAction(
                    RefusalCode.ROLL_OFF_BETWEEN,
                    f"the roll-off is between player {seats[0] + 1} and player {seats[1] + 1}",
                    seats=seats,
                )
        elif type(action) is not RollDie or not 1 <= action.value <= 6:
            raise IllegalAction(RefusalCode.DIE_SHOWS_ONE_TO_SIX, "a die roll shows 1 to 6")

    def _check_barter(self, player: int, action: BasariAction) -> None:
        if type(action) is Accept:
            if self._offer is None:
                raise IllegalAction(
                    RefusalCode.NO_OFFER_TO_ACCEPT,
                    "there is no offer to accept yet: make an opening offer "
                    "(offer nothing to give up the action)",
                )
        elif type(action) is Offer:
            problem = offer_problem(self.gems(player), self._offer, action.gems)
            if problem is not None:
                raise problem
        elif self._offer is None:
            raise IllegalAction(
                RefusalCode.OPEN_WITH_AN_OFFER,
                "you open the barter: make an offer (nothing gives up the action)",
            )
        else:
            raise IllegalAction(
                RefusalCode.ACCEPT_OR_RAISE, "you are bartering: accept the offer or raise it"
            )

    def _not_your_turn(self, player: int) -> IllegalAction:
        phase = self._phase
        if phase == PHASE_OVER:
            return IllegalAction(RefusalCode.GAME_OVER, "the game is over")
        if player != CHANCE and not 0 <= player < self.num_players:
            return no_such_player(player)
        if phase == PHASE_CHOOSE and player != CHANCE and self._cards[player] != NO_CARD:
            return IllegalAction(
                RefusalCode.CARD_ALREADY_CHOSEN, "you have already chosen your card this turn"
            )
        waiting = self.current_players()
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

    def random_action(self, player: int, rng: random.Random) -> BasariAction:
        phase = self._phase
        if phase == PHASE_CHOOSE and 0 <= player < self.num_players:
            if self._cards[player] == NO_CARD:
                return CARD_ACTIONS[int(rng.random() * 3)]
        elif phase == PHASE_BARTER and player == self._responder:
            base = 4 * player
            hands = self._hands
            hand = (hands[base], hands[base + 1], hands[base + 2], hands[base + 3])
            offer = self._offer
            if offer is None:
                return offer_action(random_opening(hand, rng))
            # Accept half the time, else raise: a uniform pick over thousands of raises would
            # make random barters (and rollouts) drag on.
            if rng.random() < 0.5:
                return ACCEPT
            raised = random_raise(hand, offer, rng)
            return ACCEPT if raised is None else offer_action(raised)
        elif phase == PHASE_SETUP and player == self._pending and not self.game.random_starts:
            return self.game.start_actions[int(rng.random() * self._size)]
        raise self._not_your_turn(player)

    def _apply(self, player: int, action: BasariAction, events: list[Event] | None = None) -> None:
        if type(action) is RollDie:
            if self._phase == PHASE_MOVE:
                self._movement_roll(action.value, events)
            else:
                self._die_action_roll(action.value, events)
        elif type(action) is ChooseCard:
            self._choose(player, CARD_INDEX[action.card], events)
        elif type(action) is Offer:
            self._make_offer(player, action.gems, events)
        elif type(action) is Accept:
            self._accept(player, events)
        elif type(action) is RollOff:
            self._roll_off(action.winner, events)
        elif type(action) is ChooseStart:
            self._place_start(player, action.archway, events)
        else:  # pragma: no cover - the union is exhaustive
            raise IllegalAction(RefusalCode.NOT_THIS_GAMES_ACTION, "that is not a Basari decision")

    # The fast path is `_apply` without events; aliased to save a call per decision.
    apply_unchecked = _apply

    def offer_problem(self, seat: int, gems: Gems) -> IllegalAction | None:
        """The validator behind `check` for offers: why `seat` may not offer `gems`, or None."""
        if self._phase != PHASE_BARTER or seat != self._responder:
            return self._not_your_turn(seat)
        return offer_problem(self.gems(seat), self._offer, gems)

    def can_raise(self, seat: int) -> bool:
        """B23: False when `seat` must accept."""
        if self._phase != PHASE_BARTER or seat != self._responder:
            return False
        return self._offer is None or can_raise(self.gems(seat), self._offer)

    def minimal_raises(self, seat: int) -> list[Offer]:
        """For bots: the cheapest legal offers (no gem can be dropped and still beat the offer).

        For the opening offer: the single gems the seat holds (offering nothing forfeits).
        """
        if self._phase != PHASE_BARTER or seat != self._responder:
            return []
        return [Offer(gems) for gems in minimal_raises(self.gems(seat), self._offer)]

    def view(self, seat: int) -> BasariState:
        if not 0 <= seat < self.num_players:
            raise no_such_player(seat)
        return self._seen_by(seat)

    def onlooker_view(self) -> BasariState:
        """While the cards are chosen: only who has chosen, no card (B10); the rest is public."""
        return self._seen_by(ONLOOKER)

    def _seen_by(self, viewer: int) -> BasariState:
        copy = self.clone()
        copy.viewer = viewer
        if self._phase == PHASE_CHOOSE:  # B10: only that others have chosen, not what
            copy._cards = [
                card if other == viewer or card == NO_CARD else HIDDEN_CARD
                for other, card in enumerate(self._cards)
            ]
        return copy

    def clone(self) -> BasariState:
        copy = object.__new__(BasariState)
        copy.__dict__.update(self.__dict__)
        copy._positions = self._positions[:]
        copy._starts = self._starts[:]
        copy._progress = self._progress[:]
        copy._points = self._points[:]
        copy._hands = self._hands[:]
        copy._carpets = self._carpets[:]
        copy._cards = self._cards[:]
        copy._queue = self._queue[:]
        copy._move_rolls = self._move_rolls[:]
        copy._action_rolls = self._action_rolls[:]
        # `_revealed` is replaced, never changed in place, so it may be shared.
        return copy

    def fill_hidden_cards(self, rng: random.Random) -> None:
        """For `determinize`: give every hidden card a uniformly random value."""
        self._cards = [
            int(rng.random() * 3) if card == HIDDEN_CARD else card for card in self._cards
        ]
        self.viewer = None

    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (serial imports state)
