"""The action phase (B10-B23): secret cards chosen and revealed, the B12 queue worked through,
each card's action carried out, and barters (roll-off, offers, acceptance) for shared cards.
"""

from __future__ import annotations

from bazaar_engine.basari.actions import (
    CARD_NAMES,
    DIE,
    POINTS,
)
from bazaar_engine.basari.data import Gems
from bazaar_engine.basari.offers import (
    NOTHING,
)
from bazaar_engine.basari.scoring import BasariScoring
from bazaar_engine.basari.state_fields import (
    NO_CARD,
    NO_SEAT,
    PHASE_BARTER,
    PHASE_DIE,
    PHASE_ROLL_OFF,
    REASON_MORE_POINTS,
    REASON_NAMES,
    REASON_ROLL_OFF,
    REASON_TIED,
)
from bazaar_engine.core.events import Event


class BasariActionPhase(BasariScoring):
    """Cards, their actions, and barters."""

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
