"""The action phase (B10-B23): secret cards chosen and revealed, the B12 queue worked through,
each card's action carried out, and barters (roll-off, offers, acceptance) for shared cards.
Functions over the state's `BasariFields`; the game gives the board's points and gems.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bazaar_engine.basari.actions import CARD_NAMES, DIE, POINTS
from bazaar_engine.basari.data import Gems
from bazaar_engine.basari.movement import move
from bazaar_engine.basari.offers import NOTHING
from bazaar_engine.basari.scoring import end_action_phase, gain
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
    BasariFields,
)
from bazaar_engine.core.events import Event

if TYPE_CHECKING:
    from bazaar_engine.basari.game import BasariGame


def choose(
    f: BasariFields, game: BasariGame, seat: int, card: int, events: list[Event] | None
) -> None:
    f.cards[seat] = card  # B10: hidden from the other seats' views
    waiting = f.waiting
    if waiting[0] == seat:
        f.waiting = waiting[1:]
    else:
        index = waiting.index(seat)
        f.waiting = waiting[:index] + waiting[index + 1 :]
    if events is not None:
        private = {"seat": seat, "card": CARD_NAMES[card]}
        public = {"seat": seat, "chosen": True}
        events.append(Event("card_chosen", seat, private, private_to=seat, public_data=public))
    if not f.waiting:
        _reveal(f, events)
        _resolve(f, game, events)


def _reveal(f: BasariFields, events: list[Event] | None) -> None:
    cards = f.cards
    f.revealed = cards
    f.cards = [NO_CARD] * f.players
    f.action_rolls = [0] * f.players
    by_card: list[list[int]] = [[], [], []]
    for seat, card in enumerate(cards):
        by_card[card].append(seat)
    # B11 + B12: uncontested actions first, then barters, each in card order Die, Points, Gems.
    queue = [(card, seats[0], NO_SEAT) for card, seats in enumerate(by_card) if len(seats) == 1]
    for card, seats in enumerate(by_card):
        if len(seats) == 2:
            queue.append((card, seats[0], seats[1]))
    f.queue = queue
    if events is not None:
        names = [CARD_NAMES[card] for card in cards]
        events.append(Event("cards_revealed", None, {"cards": names}))
        for card, seats in enumerate(by_card):
            if len(seats) >= 3:  # B11: three or four on one card cancel it
                data = {"card": CARD_NAMES[card], "seats": seats}
                events.append(Event("action_cancelled", None, data))


def _resolve(f: BasariFields, game: BasariGame, events: list[Event] | None) -> None:
    """Work through the B12 queue until a decision is needed or the turn is over."""
    queue = f.queue
    while queue:
        card, first, second = queue.pop(0)
        if second == NO_SEAT:
            if _perform(f, game, card, first, "alone", events):
                return
        elif _start_barter(f, game, card, first, second, events):
            return
    end_action_phase(f, game.chart, events)


def _perform(
    f: BasariFields, game: BasariGame, card: int, seat: int, how: str, events: list[Event] | None
) -> bool:
    """Carry out an action (B13-B15); True if it now waits for the Die action's roll."""
    position = f.positions[seat]
    if events is not None:
        data = {"seat": seat, "card": CARD_NAMES[card], "archway": position, "how": how}
        events.append(Event("action_performed", seat, data))
    if card == DIE:
        f.phase = PHASE_DIE
        f.actor = seat
        return True
    if card == POINTS:
        gain(f, seat, game.archway_points[position], "points_action", events)  # B14
    else:
        _take_gems(f, game, seat, position, events)
    return False


def _take_gems(
    f: BasariFields, game: BasariGame, seat: int, position: int, events: list[Event] | None
) -> None:
    shown = game.archway_gems[position]
    carpets = f.carpets
    hands = f.hands
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


def die_action_roll(
    f: BasariFields, game: BasariGame, value: int, events: list[Event] | None
) -> None:
    seat = f.actor  # B15: move the roll, gain 6 - roll
    f.action_rolls[seat] = value
    f.actor = NO_SEAT
    if events is not None:
        data = {"seat": seat, "value": value, "purpose": "die_action"}
        events.append(Event("die_rolled", seat, data))
    move(f, seat, value, events)
    gain(f, seat, 6 - value, "die_action", events)
    _resolve(f, game, events)


def _start_barter(
    f: BasariFields,
    game: BasariGame,
    card: int,
    first: int,
    second: int,
    events: list[Event] | None,
) -> bool:
    """B17: A has more points; a tie needs a roll-off. True if a decision is now due."""
    points = f.points
    if points[first] == points[second]:
        f.phase = PHASE_ROLL_OFF
        f.barter_card = card
        f.barter_a = first
        f.barter_b = second
        f.barter_reason = REASON_TIED
        if events is not None:
            data = {"card": CARD_NAMES[card], "seats": [first, second], "points": points[first]}
            events.append(Event("barter_tied", None, data))
        return True
    if points[first] > points[second]:
        return _open_barter(f, game, card, first, second, REASON_MORE_POINTS, events)
    return _open_barter(f, game, card, second, first, REASON_MORE_POINTS, events)


def roll_off(f: BasariFields, game: BasariGame, winner: int, events: list[Event] | None) -> None:
    card = f.barter_card
    loser = f.barter_a + f.barter_b - winner
    if events is not None:
        data = {"card": CARD_NAMES[card], "winner": winner, "loser": loser}
        events.append(Event("roll_off", winner, data))
    if not _open_barter(f, game, card, winner, loser, REASON_ROLL_OFF, events):
        _resolve(f, game, events)


def _open_barter(
    f: BasariFields,
    game: BasariGame,
    card: int,
    a: int,
    b: int,
    reason: int,
    events: list[Event] | None,
) -> bool:
    if events is not None:
        data = {"card": CARD_NAMES[card], "a": a, "b": b, "reason": REASON_NAMES[reason]}
        data["points"] = [f.points[a], f.points[b]]
        events.append(Event("barter_started", a, data))
    hands = f.hands
    base = 4 * a
    if not (hands[base] or hands[base + 1] or hands[base + 2] or hands[base + 3]):
        # B18: A without gems forfeits at once; B acts, nothing is exchanged.
        _forfeit(f, card, a, b, "no_gems", events)
        return _perform(f, game, card, b, "forfeit", events)
    f.phase = PHASE_BARTER
    f.barter_card = card
    f.barter_a = a
    f.barter_b = b
    f.barter_reason = reason
    f.offer = None
    f.offerer = NO_SEAT
    f.responder = a
    return True


def _forfeit(
    f: BasariFields, card: int, a: int, b: int, why: str, events: list[Event] | None
) -> None:
    _clear_barter(f)
    if events is not None:
        data = {"seat": a, "to": b, "card": CARD_NAMES[card], "reason": why}
        events.append(Event("forfeited", a, data))


def _clear_barter(f: BasariFields) -> None:
    f.barter_card = NO_CARD
    f.barter_a = NO_SEAT
    f.barter_b = NO_SEAT
    f.barter_reason = REASON_MORE_POINTS
    f.offer = None
    f.offerer = NO_SEAT
    f.responder = NO_SEAT


def make_offer(
    f: BasariFields, game: BasariGame, seat: int, gems: Gems, events: list[Event] | None
) -> None:
    opening = f.offer is None
    if opening and gems == NOTHING:  # B18: an opening of nothing forfeits
        card, b = f.barter_card, f.barter_b
        _forfeit(f, card, seat, b, "offered_nothing", events)
        if not _perform(f, game, card, b, "forfeit", events):
            _resolve(f, game, events)
        return
    other = f.barter_a + f.barter_b - seat
    f.offer = gems
    f.offerer = seat
    f.responder = other
    if events is not None:
        data = {"seat": seat, "to": other, "gems": list(gems), "opening": opening}
        data["card"] = CARD_NAMES[f.barter_card]
        events.append(Event("offer_made", seat, data))


def accept(f: BasariFields, game: BasariGame, seat: int, events: list[Event] | None) -> None:
    offerer = f.offerer  # B19: the offerer pays and acts; the accepter takes the gems
    gems = f.offer
    assert gems is not None
    card = f.barter_card
    hands = f.hands
    paid, got = 4 * offerer, 4 * seat
    for colour in range(4):
        count = gems[colour]
        hands[paid + colour] -= count
        hands[got + colour] += count
    if events is not None:
        data = {"seat": seat, "offerer": offerer, "gems": list(gems), "card": CARD_NAMES[card]}
        events.append(Event("offer_accepted", seat, data))
    _clear_barter(f)
    if not _perform(f, game, card, offerer, "barter", events):
        _resolve(f, game, events)
