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
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bazaar_engine.basari.actions import (
    ACCEPT,
    CARD_ACTIONS,
    CARD_INDEX,
    CARD_NAMES,
    DIE,
    POINTS,
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
from bazaar_engine.basari.data import COLOURS, ROUNDS, Board, Gems
from bazaar_engine.basari.offers import (
    NOTHING,
    all_offers,
    can_raise,
    legal_raises,
    minimal_raises,
    offer_problem,
    random_opening,
    random_raise,
)
from bazaar_engine.core.errors import IllegalAction, RefusalCode, no_such_player
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, State

if TYPE_CHECKING:
    from bazaar_engine.basari.game import BasariGame

PHASE_SETUP, PHASE_MOVE, PHASE_CHOOSE, PHASE_DIE, PHASE_ROLL_OFF, PHASE_BARTER, PHASE_OVER = range(
    7
)
PHASE_NAMES = ("setup", "movement", "choose_cards", "die_action", "roll_off", "barter", "game_over")

NO_SEAT = -1
NO_CARD = -1
HIDDEN_CARD = -2  # in a view: this seat has chosen, but the viewer may not know what (B10)

# Why a seat is player A in a barter (B17); "tied" = the roll-off is still to come.
REASON_MORE_POINTS, REASON_ROLL_OFF, REASON_TIED = range(3)
REASON_NAMES = ("more_points", "roll_off", "tied")

CHANCE_ONLY = (CHANCE,)
SEAT_TUPLES = tuple((seat,) for seat in range(4))
TIE_BREAK_NAMES = ("points", "gems", "red", "yellow", "green", "blue")
TIE_BREAK_WORDS = (
    "most points",
    "most gems in total",
    "most red gems",
    "most yellow gems",
    "most green gems",
    "most blue gems",
)


@dataclass(frozen=True)
class BarterInfo:
    """The barter in progress (read-only, for GUIs and bots)."""

    card: str
    seats: tuple[int, int]  # the two seats that chose `card`
    a: int | None  # player A (B17); None while the roll-off is still to come
    b: int | None
    reason: str  # "more_points", "roll_off" or "tied" (roll-off pending)
    offer: Gems | None  # the offer on the table; None before A's opening offer
    offerer: int | None
    responder: int | None  # who must answer now (A for the opening offer)


class BasariState(State[BasariAction]):
    game: BasariGame

    def __init__(self, game: BasariGame, num_players: int) -> None:
        self.game = game
        self.num_players = num_players
        self.viewer = None
        self._size = game.board.size
        self._phase = PHASE_SETUP
        self._round = 1
        self._turn = 0
        # setup: the seat placing its start (from option first_player on, round the table);
        # movement: the seat to roll
        self._pending: int = game.options["first_player"]
        self._positions = [NO_SEAT] * num_players
        self._starts = [NO_SEAT] * num_players
        self._progress = [0] * num_players  # distance moved this round (B9)
        self._points = [0] * num_players
        # B6: 3 gems of each colour per seat, the rest on the carpets. Flat: seat*4 + colour.
        self._hands = [3] * (4 * num_players)
        self._carpets = [25 - 3 * num_players] * 4
        self._cards = [NO_CARD] * num_players  # secret choices of this action phase
        self._revealed: list[int] | None = None  # the cards of the last reveal
        self._queue: list[tuple[int, int, int]] = []  # (card, seat, other seat or NO_SEAT)
        self._actor = NO_SEAT  # whose Die action waits for its roll
        self._barter_card = NO_CARD
        self._barter_a = NO_SEAT
        self._barter_b = NO_SEAT
        self._barter_reason = REASON_MORE_POINTS
        self._offer: Gems | None = None
        self._offerer = NO_SEAT
        self._responder = NO_SEAT
        self._move_rolls = [0] * num_players  # each seat's last movement roll (0 = none yet)
        self._action_rolls = [0] * num_players  # Die action rolls of the last reveal (0 = none)
        self._waiting: tuple[int, ...] = ()  # choose_cards: seats still to choose

    # --- whose decision -------------------------------------------------------------------
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

    # --- decisions ------------------------------------------------------------------------
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

    # --- applying -------------------------------------------------------------------------
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

    def _place_start(self, player: int, archway: int, events: list[Event] | None) -> None:
        seat = self._pending  # B7 (with random starts `player` is CHANCE)
        self._starts[seat] = archway
        self._positions[seat] = archway
        if events is not None:
            data = {"seat": seat, "archway": archway, "random": player == CHANCE}
            events.append(Event("start_chosen", seat, data))
        following = (seat + 1) % self.num_players
        if following != self.game.options["first_player"]:
            self._pending = following
        else:
            self._start_turn(events)

    def _start_turn(self, events: list[Event] | None) -> None:
        self._turn += 1
        self._phase = PHASE_MOVE
        self._pending = 0
        if events is not None:
            events.append(Event("turn_started", None, {"turn": self._turn, "round": self._round}))

    def _movement_roll(self, value: int, events: list[Event] | None) -> None:
        seat = self._pending  # B8
        self._move_rolls[seat] = value
        if events is not None:
            data = {"seat": seat, "value": value, "purpose": "movement"}
            events.append(Event("die_rolled", seat, data))
        self._move(seat, value, events)
        if seat + 1 < self.num_players:
            self._pending = seat + 1
        else:
            self._pending = NO_SEAT
            self._phase = PHASE_CHOOSE
            self._waiting = tuple(range(self.num_players))

    def _move(self, seat: int, steps: int, events: list[Event] | None) -> None:
        size = self._size
        before = self._positions[seat]
        after = (before + steps) % size
        self._positions[seat] = after
        done = self._progress[seat]
        self._progress[seat] = done + steps  # B9: laps count by distance this round
        if events is not None:
            path = [(before + step) % size for step in range(1, steps + 1)]
            data = {"seat": seat, "from": before, "to": after, "steps": steps, "path": path}
            data["lap_progress"] = done + steps
            events.append(Event("moved", seat, data))
            if done < size <= done + steps:
                lap = {"seat": seat, "start": self._starts[seat], "archway": after}
                events.append(Event("lap_completed", seat, lap))

    def _choose(self, seat: int, card: int, events: list[Event] | None) -> None:
        self._cards[seat] = card  # B10: hidden from the other seats' views
        waiting = self._waiting
        if waiting[0] == seat:
            self._waiting = waiting[1:]
        else:
            index = waiting.index(seat)
            self._waiting = waiting[:index] + waiting[index + 1 :]
        if events is not None:
            private = {"seat": seat, "card": CARD_NAMES[card]}
            public = {"seat": seat, "chosen": True}
            events.append(Event("card_chosen", seat, private, private_to=seat, public_data=public))
        if not self._waiting:
            self._reveal(events)
            self._resolve(events)

    def _reveal(self, events: list[Event] | None) -> None:
        cards = self._cards
        self._revealed = cards
        self._cards = [NO_CARD] * self.num_players
        self._action_rolls = [0] * self.num_players
        by_card: list[list[int]] = [[], [], []]
        for seat, card in enumerate(cards):
            by_card[card].append(seat)
        # B11 + B12: uncontested actions first, then barters, each in card order Die, Points, Gems.
        queue = [(card, seats[0], NO_SEAT) for card, seats in enumerate(by_card) if len(seats) == 1]
        for card, seats in enumerate(by_card):
            if len(seats) == 2:
                queue.append((card, seats[0], seats[1]))
        self._queue = queue
        if events is not None:
            names = [CARD_NAMES[card] for card in cards]
            events.append(Event("cards_revealed", None, {"cards": names}))
            for card, seats in enumerate(by_card):
                if len(seats) >= 3:  # B11: three or four on one card cancel it
                    data = {"card": CARD_NAMES[card], "seats": seats}
                    events.append(Event("action_cancelled", None, data))

    def _resolve(self, events: list[Event] | None) -> None:
        """Work through the B12 queue until a decision is needed or the turn is over."""
        queue = self._queue
        while queue:
            card, first, second = queue.pop(0)
            if second == NO_SEAT:
                if self._perform(card, first, "alone", events):
                    return
            elif self._start_barter(card, first, second, events):
                return
        self._end_action_phase(events)

    def _perform(self, card: int, seat: int, how: str, events: list[Event] | None) -> bool:
        """Carry out an action (B13-B15); True if it now waits for the Die action's roll."""
        position = self._positions[seat]
        if events is not None:
            data = {"seat": seat, "card": CARD_NAMES[card], "archway": position, "how": how}
            events.append(Event("action_performed", seat, data))
        if card == DIE:
            self._phase = PHASE_DIE
            self._actor = seat
            return True
        if card == POINTS:
            self._gain(seat, self.game.archway_points[position], "points_action", events)  # B14
        else:
            self._take_gems(seat, position, events)
        return False

    def _gain(self, seat: int, amount: int, reason: str, events: list[Event] | None) -> None:
        self._points[seat] += amount
        if events is not None:
            data = {"seat": seat, "amount": amount, "reason": reason, "total": self._points[seat]}
            events.append(Event("points_gained", seat, data))

    def _take_gems(self, seat: int, position: int, events: list[Event] | None) -> None:
        shown = self.game.archway_gems[position]
        carpets = self._carpets
        hands = self._hands
        base = 4 * seat
        taken = [0, 0, 0, 0]
        for colour in range(4):
            wanted = shown[colour]
            if wanted:
                got = min(wanted, carpets[colour])  # B13: a short carpet gives what it has
                carpets[colour] -= got
                hands[base + colour] += got
                taken[colour] = got
        if events is not None:
            data = {"seat": seat, "archway": position, "gems": taken, "shown": list(shown)}
            data["short"] = taken != list(shown)
            events.append(Event("gems_taken", seat, data))

    def _die_action_roll(self, value: int, events: list[Event] | None) -> None:
        seat = self._actor  # B15: move the roll, gain 6 - roll
        self._action_rolls[seat] = value
        self._actor = NO_SEAT
        if events is not None:
            data = {"seat": seat, "value": value, "purpose": "die_action"}
            events.append(Event("die_rolled", seat, data))
        self._move(seat, value, events)
        self._gain(seat, 6 - value, "die_action", events)
        self._resolve(events)

    # --- bartering ------------------------------------------------------------------------
    def _start_barter(self, card: int, first: int, second: int, events: list[Event] | None) -> bool:
        """B17: A has more points; a tie needs a roll-off. True if a decision is now due."""
        points = self._points
        if points[first] == points[second]:
            self._phase = PHASE_ROLL_OFF
            self._barter_card = card
            self._barter_a = first
            self._barter_b = second
            self._barter_reason = REASON_TIED
            if events is not None:
                data = {"card": CARD_NAMES[card], "seats": [first, second], "points": points[first]}
                events.append(Event("barter_tied", None, data))
            return True
        if points[first] > points[second]:
            return self._open_barter(card, first, second, REASON_MORE_POINTS, events)
        return self._open_barter(card, second, first, REASON_MORE_POINTS, events)

    def _roll_off(self, winner: int, events: list[Event] | None) -> None:
        card = self._barter_card
        loser = self._barter_a + self._barter_b - winner
        if events is not None:
            data = {"card": CARD_NAMES[card], "winner": winner, "loser": loser}
            events.append(Event("roll_off", winner, data))
        if not self._open_barter(card, winner, loser, REASON_ROLL_OFF, events):
            self._resolve(events)

    def _open_barter(
        self, card: int, a: int, b: int, reason: int, events: list[Event] | None
    ) -> bool:
        if events is not None:
            data = {"card": CARD_NAMES[card], "a": a, "b": b, "reason": REASON_NAMES[reason]}
            data["points"] = [self._points[a], self._points[b]]
            events.append(Event("barter_started", a, data))
        hands = self._hands
        base = 4 * a
        if not (hands[base] or hands[base + 1] or hands[base + 2] or hands[base + 3]):
            # B18: A without gems forfeits at once; B acts, nothing is exchanged.
            self._forfeit(card, a, b, "no_gems", events)
            return self._perform(card, b, "forfeit", events)
        self._phase = PHASE_BARTER
        self._barter_card = card
        self._barter_a = a
        self._barter_b = b
        self._barter_reason = reason
        self._offer = None
        self._offerer = NO_SEAT
        self._responder = a
        return True

    def _forfeit(self, card: int, a: int, b: int, why: str, events: list[Event] | None) -> None:
        self._clear_barter()
        if events is not None:
            data = {"seat": a, "to": b, "card": CARD_NAMES[card], "reason": why}
            events.append(Event("forfeited", a, data))

    def _clear_barter(self) -> None:
        self._barter_card = NO_CARD
        self._barter_a = NO_SEAT
        self._barter_b = NO_SEAT
        self._barter_reason = REASON_MORE_POINTS
        self._offer = None
        self._offerer = NO_SEAT
        self._responder = NO_SEAT

    def _make_offer(self, seat: int, gems: Gems, events: list[Event] | None) -> None:
        opening = self._offer is None
        if opening and gems == NOTHING:  # B18: an opening of nothing forfeits
            card, b = self._barter_card, self._barter_b
            self._forfeit(card, seat, b, "offered_nothing", events)
            if not self._perform(card, b, "forfeit", events):
                self._resolve(events)
            return
        other = self._barter_a + self._barter_b - seat
        self._offer = gems
        self._offerer = seat
        self._responder = other
        if events is not None:
            data = {"seat": seat, "to": other, "gems": list(gems), "opening": opening}
            data["card"] = CARD_NAMES[self._barter_card]
            events.append(Event("offer_made", seat, data))

    def _accept(self, seat: int, events: list[Event] | None) -> None:
        offerer = self._offerer  # B19: the offerer pays and acts; the accepter takes the gems
        gems = self._offer
        assert gems is not None
        card = self._barter_card
        hands = self._hands
        paid, got = 4 * offerer, 4 * seat
        for colour in range(4):
            count = gems[colour]
            hands[paid + colour] -= count
            hands[got + colour] += count
        if events is not None:
            data = {"seat": seat, "offerer": offerer, "gems": list(gems), "card": CARD_NAMES[card]}
            events.append(Event("offer_accepted", seat, data))
        self._clear_barter()
        if not self._perform(card, offerer, "barter", events):
            self._resolve(events)

    # --- round and game end ---------------------------------------------------------------
    def _end_action_phase(self, events: list[Event] | None) -> None:
        size = self._size
        for done in self._progress:
            if done >= size:  # B24: a lap this round ends it, after the whole action phase
                self._score_round(events)
                if self._round == ROUNDS:  # B29
                    self._finish(events)
                    return
                self._next_round(events)
                break
        self._start_turn(events)

    def _score_round(self, events: list[Event] | None) -> None:
        chart = self.game.chart
        size = self._size
        seats = range(self.num_players)
        lapped = [seat for seat in seats if self._progress[seat] >= size]
        for seat in lapped:  # B25
            self._gain(seat, chart.lap_bonus, "lap_bonus", events)
        values = chart.rounds[self._round - 1]
        hands = self._hands
        returned = [[0, 0, 0, 0] for _ in seats]
        majorities: list[dict[str, Any]] = []
        for colour in range(4):  # B26
            counts = hands[colour::4]
            most = max(counts)
            holders = [seat for seat in seats if counts[seat] == most] if most else []
            share = (values[colour] // len(holders)) if holders else 0
            give_back = 3 if len(holders) == 1 else 2
            for seat in holders:  # [decision] a "majority" of zero scores nothing
                self._gain(seat, share, "majority_" + COLOURS[colour], events)
                back = min(give_back, most)  # too few gems: return all, still score
                hands[4 * seat + colour] -= back
                self._carpets[colour] += back
                returned[seat][colour] = back
            majorities.append(
                {"colour": COLOURS[colour], "value": values[colour], "most": most}
                | {"holders": holders, "points_each": share}
            )
        if events is not None:
            data = {"round": self._round, "lap_bonus": chart.lap_bonus, "lapped": lapped}
            data |= {"majorities": majorities, "gems_returned": returned}
            data["points"] = list(self._points)
            events.append(Event("round_scored", None, data))

    def _next_round(self, events: list[Event] | None) -> None:
        self._starts = self._positions[:]  # B28
        self._progress = [0] * self.num_players
        self._round += 1
        if events is not None:
            data = {"round": self._round, "starts": list(self._starts)}
            events.append(Event("round_started", None, data))

    def _finish(self, events: list[Event] | None) -> None:
        self._phase = PHASE_OVER
        if events is not None:
            ranking = [
                {"seat": seat, "place": place, "points": self._points[seat]}
                | {"gems": list(self.gems(seat)), "total_gems": sum(self.gems(seat))}
                for seat, place in self.ranking()
            ]
            decided_by, explanation = self.tie_break()
            data = {"ranking": ranking, "winners": list(self.winners())}
            data |= {"decided_by": decided_by, "explanation": explanation}
            events.append(Event("game_over", None, data))

    def _rank_key(self, seat: int) -> tuple[int, ...]:
        gems = self.gems(seat)
        return (self._points[seat], sum(gems), *gems)  # B30

    def ranking(self) -> list[tuple[int, int]]:
        """(seat, place) best first; equal B30 keys share a place. Meaningful at any time."""
        keys = [self._rank_key(seat) for seat in range(self.num_players)]
        order = sorted(range(self.num_players), key=lambda seat: keys[seat], reverse=True)
        return [(seat, 1 + sum(k > keys[seat] for k in keys)) for seat in order]

    def separating(self, upper: int, lower: int) -> str:
        """The first B30 criterion (a `TIE_BREAK_NAMES` entry) on which two seats differ, or
        "shared" when they are equal on all of them."""
        pairs = zip(TIE_BREAK_NAMES, self._rank_key(upper), self._rank_key(lower), strict=True)
        for name, high, low in pairs:
            if high != low:
                return name
        return "shared"

    def tie_break(self) -> tuple[str, str]:
        """What decided first place (B30): a criterion name and a sentence for players.

        The best seat is set apart from the others by the criterion that separates it from
        the runner-up, who shares the longest run of equal B30 keys with it.
        """
        first, second = (seat for seat, _ in self.ranking()[:2])
        name = self.separating(first, second)
        if name == "points":
            return name, f"player {first + 1} has the most points"
        if name != "shared":
            words = TIE_BREAK_WORDS[TIE_BREAK_NAMES.index(name)]
            return name, f"tied on points, player {first + 1} wins by {words} (B30)"
        best = self._rank_key(first)
        leaders = [seat for seat in range(self.num_players) if self._rank_key(seat) == best]
        names = " and ".join(f"player {seat + 1}" for seat in leaders)
        return "shared", f"{names} are tied on points and on every gem count: they share the win"

    def scores(self) -> tuple[float, ...]:
        return tuple(float(points) for points in self._points)

    def winners(self) -> tuple[int, ...]:
        if self._phase != PHASE_OVER:
            return ()
        keys = [self._rank_key(seat) for seat in range(self.num_players)]
        best = max(keys)
        return tuple(seat for seat in range(self.num_players) if keys[seat] == best)

    @property
    def turn(self) -> int:
        """Movement phases started."""
        return self._turn

    # --- read-only helpers for GUIs and bots ----------------------------------------------
    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def round_number(self) -> int:
        """1, 2 or 3 (stays 3 once the game is over)."""
        return self._round

    @property
    def positions(self) -> tuple[int, ...]:
        """Each merchant's archway (-1 while not yet placed)."""
        return tuple(self._positions)

    @property
    def start_disks(self) -> tuple[int, ...]:
        return tuple(self._starts)

    @property
    def lap_progress(self) -> tuple[int, ...]:
        """Archways moved this round per seat; a lap is complete at `board.size` (B9)."""
        return tuple(self._progress)

    @property
    def laps_completed(self) -> tuple[bool, ...]:
        return tuple(done >= self._size for done in self._progress)

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self._points)

    def gems(self, seat: int) -> Gems:
        hands, base = self._hands, 4 * seat
        return hands[base], hands[base + 1], hands[base + 2], hands[base + 3]

    @property
    def all_gems(self) -> tuple[Gems, ...]:
        return tuple(self.gems(seat) for seat in range(self.num_players))

    @property
    def carpets(self) -> Gems:
        carpets = self._carpets
        return carpets[0], carpets[1], carpets[2], carpets[3]

    def has_chosen(self, seat: int) -> bool:
        """Whether `seat` has chosen its card in the current action phase (public)."""
        return self._phase == PHASE_CHOOSE and self._cards[seat] != NO_CARD

    def chosen_card(self, seat: int) -> str | None:
        """The card `seat` chose before the reveal, if this state may know it."""
        card = self._cards[seat] if self._phase == PHASE_CHOOSE else NO_CARD
        return CARD_NAMES[card] if card >= 0 else None

    @property
    def revealed_cards(self) -> tuple[str, ...] | None:
        """The cards of the last reveal (None before the first)."""
        if self._revealed is None:
            return None
        return tuple(CARD_NAMES[card] for card in self._revealed)

    @property
    def pending_actions(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """What remains of this action phase's B12 queue: (card, seats) in order."""
        return tuple(
            (CARD_NAMES[card], (a,) if b == NO_SEAT else (a, b)) for card, a, b in self._queue
        )

    @property
    def barter(self) -> BarterInfo | None:
        if self._phase not in (PHASE_BARTER, PHASE_ROLL_OFF):
            return None
        tied = self._phase == PHASE_ROLL_OFF
        a, b = self._barter_a, self._barter_b
        return BarterInfo(
            card=CARD_NAMES[self._barter_card],
            seats=(min(a, b), max(a, b)),
            a=None if tied else a,
            b=None if tied else b,
            reason=REASON_NAMES[self._barter_reason],
            offer=self._offer,
            offerer=None if self._offerer == NO_SEAT else self._offerer,
            responder=None if tied else self._responder,
        )

    @property
    def die_roller(self) -> int | None:
        """The seat whose die is about to be rolled (movement or Die action), if any."""
        if self._phase == PHASE_MOVE:
            return self._pending
        if self._phase == PHASE_DIE:
            return self._actor
        return None

    @property
    def movement_rolls(self) -> tuple[int, ...]:
        """Each seat's latest movement roll (0 = none yet); `die_roller` says who rolls next."""
        return tuple(self._move_rolls)

    @property
    def action_rolls(self) -> tuple[int, ...]:
        """The Die action rolls of the last action phase, per seat (0 = none)."""
        return tuple(self._action_rolls)

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

    # --- information ----------------------------------------------------------------------
    def view(self, seat: int) -> BasariState:
        if not 0 <= seat < self.num_players:
            raise no_such_player(seat)
        copy = self.clone()
        copy.viewer = seat
        if self._phase == PHASE_CHOOSE:  # B10: only that others have chosen, not what
            copy._cards = [
                card if other == seat or card == NO_CARD else HIDDEN_CARD
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

    # --- persistence ----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (serial imports state)
