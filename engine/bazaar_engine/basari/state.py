"""The Basari state: a record of plain ints (`BasariFields`) and the rules that change it
(B1-B30).

Phases, in the order a game runs through them:

* ``setup``        — B7: each seat in turn chooses a start archway (or chance places it).
* ``movement``     — B8: one chance die roll per seat, in seat order; each roll moves at once.
* ``choose_cards`` — B10: a simultaneous secret decision of every seat still to choose.
* then the B12 resolution queue, which may stop at:
  ``die_action`` (chance: the Die action's roll, B15), ``roll_off`` (chance: a tied barter,
  B17) and ``barter`` (offers and acceptance, B18-B23);
* when the queue is empty the turn ends; B24-B28 score a round if a lap was completed;
* ``game_over``    — after the third round's scoring (B29, B30).

The rules are modules of functions over the record, one job each: ``movement`` (B7-B9),
``scoring`` (B24-B30), ``action_phase`` (B10-B23: cards, actions, barters), ``offers`` (what
a barter offer may be) and ``checks`` (why a decision is refused). This class owns the record
and answers the protocol: whose decision it is, what is legal, applying it (each decision
handed to its rule), what each seat may see, and read-only views for GUIs and bots.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

# The B30 results are methods of the same names here, so their module keeps its name.
import bazaar_engine.basari.scoring as scoring
from bazaar_engine.basari.action_phase import (
    accept,
    choose,
    die_action_roll,
    make_offer,
    roll_off,
)
from bazaar_engine.basari.actions import (
    ACCEPT,
    CARD_ACTIONS,
    CARD_INDEX,
    CARD_NAMES,
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
from bazaar_engine.basari.checks import check_decision, not_your_turn
from bazaar_engine.basari.data import Board, Gems
from bazaar_engine.basari.movement import movement_roll, place_start
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
    REASON_NAMES,
    SEAT_TUPLES,
    BarterInfo,
    BasariFields,
)
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import ONLOOKER, State

if TYPE_CHECKING:
    from bazaar_engine.basari.game import BasariGame


class BasariState(State[BasariAction]):
    """A Basari position: its `fields` record, whose decision it is, which decisions are
    legal, applying them (by the rule modules), and what each seat may see."""

    game: BasariGame

    def __init__(
        self, game: BasariGame, num_players: int, fields: BasariFields | None = None
    ) -> None:
        """A new game before setup, or the position `fields` holds (see `serialize`)."""
        self.game = game
        self.num_players = num_players
        self.viewer = None
        if fields is None:
            fields = BasariFields.new(num_players, game.board.size, game.options["first_player"])
        # The position, changed in place by the rule modules; read it, never write it.
        self.fields = fields

    # --- read-only views for GUIs and bots -------------------------------------------------
    @property
    def turn(self) -> int:
        """Movement phases started."""
        return self.fields.turn

    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.fields.phase]

    @property
    def round_number(self) -> int:
        """1, 2 or 3 (stays 3 once the game is over)."""
        return self.fields.round

    @property
    def positions(self) -> tuple[int, ...]:
        """Each merchant's archway (-1 while not yet placed)."""
        return tuple(self.fields.positions)

    @property
    def start_disks(self) -> tuple[int, ...]:
        return tuple(self.fields.starts)

    @property
    def lap_progress(self) -> tuple[int, ...]:
        """Archways moved this round per seat; a lap is complete at `board.size` (B9)."""
        return tuple(self.fields.progress)

    @property
    def laps_completed(self) -> tuple[bool, ...]:
        size = self.fields.size
        return tuple(done >= size for done in self.fields.progress)

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self.fields.points)

    def gems(self, seat: int) -> Gems:
        return self.fields.gems(seat)

    @property
    def all_gems(self) -> tuple[Gems, ...]:
        f = self.fields
        return tuple(f.gems(seat) for seat in range(f.players))

    @property
    def carpets(self) -> Gems:
        carpets = self.fields.carpets
        return carpets[0], carpets[1], carpets[2], carpets[3]

    def scores(self) -> tuple[float, ...]:
        return tuple(float(points) for points in self.fields.points)

    def has_chosen(self, seat: int) -> bool:
        """Whether `seat` has chosen its card in the current action phase (public)."""
        f = self.fields
        return f.phase == PHASE_CHOOSE and f.cards[seat] != NO_CARD

    def chosen_card(self, seat: int) -> str | None:
        """The card `seat` chose before the reveal, if this state may know it."""
        f = self.fields
        card = f.cards[seat] if f.phase == PHASE_CHOOSE else NO_CARD
        return CARD_NAMES[card] if card >= 0 else None

    @property
    def revealed_cards(self) -> tuple[str, ...] | None:
        """The cards of the last reveal (None before the first)."""
        revealed = self.fields.revealed
        return None if revealed is None else tuple(CARD_NAMES[card] for card in revealed)

    @property
    def pending_actions(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """What remains of this action phase's B12 queue: (card, seats) in order."""
        return tuple(
            (CARD_NAMES[card], (a,) if b == NO_SEAT else (a, b)) for card, a, b in self.fields.queue
        )

    @property
    def barter(self) -> BarterInfo | None:
        f = self.fields
        if f.phase not in (PHASE_BARTER, PHASE_ROLL_OFF):
            return None
        tied = f.phase == PHASE_ROLL_OFF
        a, b = f.barter_a, f.barter_b
        return BarterInfo(
            card=CARD_NAMES[f.barter_card],
            seats=(min(a, b), max(a, b)),
            a=None if tied else a,
            b=None if tied else b,
            reason=REASON_NAMES[f.barter_reason],
            offer=f.offer,
            offerer=None if f.offerer == NO_SEAT else f.offerer,
            responder=None if tied else f.responder,
        )

    @property
    def die_roller(self) -> int | None:
        """The seat whose die is about to be rolled (movement or Die action), if any."""
        f = self.fields
        if f.phase == PHASE_MOVE:
            return f.pending
        if f.phase == PHASE_DIE:
            return f.actor
        return None

    @property
    def movement_rolls(self) -> tuple[int, ...]:
        """Each seat's latest movement roll (0 = none yet); `die_roller` says who rolls next."""
        return tuple(self.fields.move_rolls)

    @property
    def action_rolls(self) -> tuple[int, ...]:
        """The Die action rolls of the last action phase, per seat (0 = none)."""
        return tuple(self.fields.action_rolls)

    def ranking(self) -> list[tuple[int, int]]:
        """(seat, place) best first; equal B30 keys share a place. Meaningful at any time."""
        return scoring.ranking(self.fields)

    def separating(self, upper: int, lower: int) -> str:
        """The first B30 criterion (a `TIE_BREAK_NAMES` entry) on which two seats differ, or
        "shared" when they are equal on all of them."""
        return scoring.separating(self.fields, upper, lower)

    def tie_break(self) -> tuple[str, str]:
        """What decided first place (B30): a criterion name and a sentence for players."""
        return scoring.tie_break(self.fields)

    def winners(self) -> tuple[int, ...]:
        return scoring.winners(self.fields)

    # --- whose decision, and which ---------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        f = self.fields
        phase = f.phase
        if phase == PHASE_CHOOSE:
            return f.waiting
        if phase == PHASE_BARTER:
            return SEAT_TUPLES[f.responder]
        if phase == PHASE_SETUP:
            return CHANCE_ONLY if self.game.random_starts else SEAT_TUPLES[f.pending]
        if phase == PHASE_OVER:
            return ()
        return CHANCE_ONLY

    def chance_outcomes(self) -> list[tuple[BasariAction, float]]:
        f = self.fields
        phase = f.phase
        if phase in (PHASE_MOVE, PHASE_DIE):
            return [(roll, 1 / 6) for roll in ROLLS]
        if phase == PHASE_ROLL_OFF:
            return [(ROLL_OFFS[f.barter_a], 0.5), (ROLL_OFFS[f.barter_b], 0.5)]
        if phase == PHASE_SETUP and self.game.random_starts:
            return [(start, 1 / f.size) for start in self.game.start_actions]
        return []

    def sample_chance(self, rng: random.Random) -> BasariAction:
        f = self.fields
        phase = f.phase
        if phase in (PHASE_MOVE, PHASE_DIE):
            return ROLLS[int(rng.random() * 6)]
        if phase == PHASE_ROLL_OFF:
            return ROLL_OFFS[f.barter_a if rng.random() < 0.5 else f.barter_b]
        if phase == PHASE_SETUP and self.game.random_starts:
            return self.game.start_actions[int(rng.random() * f.size)]
        raise IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")

    def legal_actions(self, player: int) -> list[BasariAction]:
        if player not in self.current_players():
            return []
        f = self.fields
        phase = f.phase
        if phase == PHASE_SETUP:
            return list(self.game.start_actions)
        if phase in (PHASE_MOVE, PHASE_DIE):
            return list(ROLLS)
        if phase == PHASE_ROLL_OFF:
            return [ROLL_OFFS[f.barter_a], ROLL_OFFS[f.barter_b]]
        if phase == PHASE_CHOOSE:
            return list(CARD_ACTIONS)
        hand = f.gems(player)
        if f.offer is None:
            return [Offer(gems) for gems in all_offers(hand)]  # B18, nothing included
        actions: list[BasariAction] = [ACCEPT]  # B19
        actions.extend(Offer(gems) for gems in legal_raises(hand, f.offer))  # B20-B22
        return actions

    def check(self, player: int, action: BasariAction) -> None:
        if player not in self.current_players():
            raise self._not_your_turn(player)
        check_decision(self.fields, player, action)

    def _not_your_turn(self, player: int) -> IllegalAction:
        return not_your_turn(self.fields, self.current_players(), player)

    def random_action(self, player: int, rng: random.Random) -> BasariAction:
        f = self.fields
        phase = f.phase
        if phase == PHASE_CHOOSE and 0 <= player < f.players:
            if f.cards[player] == NO_CARD:
                return CARD_ACTIONS[int(rng.random() * 3)]
        elif phase == PHASE_BARTER and player == f.responder:
            hands, base = f.hands, 4 * player  # inline `f.gems`: rollouts spend their time here
            hand = (hands[base], hands[base + 1], hands[base + 2], hands[base + 3])
            offer = f.offer
            if offer is None:
                return offer_action(random_opening(hand, rng))
            # Accept half the time, else raise: a uniform pick over thousands of raises would
            # make random barters (and rollouts) drag on.
            if rng.random() < 0.5:
                return ACCEPT
            raised = random_raise(hand, offer, rng)
            return ACCEPT if raised is None else offer_action(raised)
        elif phase == PHASE_SETUP and player == f.pending and not self.game.random_starts:
            return self.game.start_actions[int(rng.random() * f.size)]
        raise self._not_your_turn(player)

    # --- applying: each decision to its rule ------------------------------------------------
    def _apply(self, player: int, action: BasariAction, events: list[Event] | None = None) -> None:
        f = self.fields
        if type(action) is RollDie:
            if f.phase == PHASE_MOVE:
                movement_roll(f, action.value, events)
            else:
                die_action_roll(f, self.game, action.value, events)
        elif type(action) is ChooseCard:
            choose(f, self.game, player, CARD_INDEX[action.card], events)
        elif type(action) is Offer:
            make_offer(f, self.game, player, action.gems, events)
        elif type(action) is Accept:
            accept(f, self.game, player, events)
        elif type(action) is RollOff:
            roll_off(f, self.game, action.winner, events)
        elif type(action) is ChooseStart:
            first: int = self.game.options["first_player"]
            place_start(f, first, player, action.archway, events)
        else:  # pragma: no cover - the union is exhaustive
            raise IllegalAction(RefusalCode.NOT_THIS_GAMES_ACTION, "that is not a Basari decision")

    # The fast path is `_apply` without events; aliased to save a call per decision.
    apply_unchecked = _apply

    # --- barter helpers for GUIs and bots ---------------------------------------------------
    def offer_problem(self, seat: int, gems: Gems) -> IllegalAction | None:
        """The validator behind `check` for offers: why `seat` may not offer `gems`, or None."""
        f = self.fields
        if f.phase != PHASE_BARTER or seat != f.responder:
            return self._not_your_turn(seat)
        return offer_problem(f.gems(seat), f.offer, gems)

    def can_raise(self, seat: int) -> bool:
        """B23: False when `seat` must accept."""
        f = self.fields
        if f.phase != PHASE_BARTER or seat != f.responder:
            return False
        return f.offer is None or can_raise(f.gems(seat), f.offer)

    def minimal_raises(self, seat: int) -> list[Offer]:
        """For bots: the cheapest legal offers (no gem can be dropped and still beat the offer).

        For the opening offer: the single gems the seat holds (offering nothing forfeits).
        """
        f = self.fields
        if f.phase != PHASE_BARTER or seat != f.responder:
            return []
        return [Offer(gems) for gems in minimal_raises(f.gems(seat), f.offer)]

    # --- information ------------------------------------------------------------------------
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
        f = self.fields
        if f.phase == PHASE_CHOOSE:  # B10: only that others have chosen, not what
            copy.fields.cards = [
                card if other == viewer or card == NO_CARD else HIDDEN_CARD
                for other, card in enumerate(f.cards)
            ]
        return copy

    def clone(self) -> BasariState:
        copy = object.__new__(BasariState)
        # Set one by one, not by `__dict__.update`: an object whose `__dict__` was never
        # asked for keeps its attributes inline, and search reads them faster.
        copy.game = self.game
        copy.num_players = self.num_players
        copy.viewer = self.viewer
        copy.fields = self.fields.copy()
        return copy

    def fill_hidden_cards(self, rng: random.Random) -> None:
        """For `determinize`: give every hidden card a uniformly random value."""
        f = self.fields
        f.cards = [int(rng.random() * 3) if card == HIDDEN_CARD else card for card in f.cards]
        self.viewer = None

    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (it imports state)
