"""Which seat: a join takes the first person seat nobody has taken, a secret names its own
(each chosen from the seats as the store has them, again after a lost compare-and-set); and the
seats of a rematch."""

from __future__ import annotations

from collections.abc import Callable

from bazaar_engine.core.game import rematch_options
from bazaar_server.protocol import Refused
from bazaar_server.requests.messages import Create, SeatAsked
from bazaar_server.store.interface import Seats
from bazaar_server.tables.live_table import LiveTable, Refusal

Chooser = Callable[[Seats], int]


def the_seat(seat: int) -> Chooser:
    return lambda _seats: seat


def first_free(seats: Seats) -> int:
    """A join's seat: the first person seat nobody has taken (as the store has the seats)."""
    for i, s in enumerate(seats):
        if s["kind"] == "person" and not s.get("taken"):
            return i
    raise Refusal.because(Refused.SEATS_TAKEN)


def rematch_request(old: LiveTable) -> Create:
    """A `create` for the same game, options (the next player starts), seats (names, bots'
    levels), spectators, clock."""
    seats = tuple(
        SeatAsked("bot", level=s["level"]) if s["kind"] == "bot" else SeatAsked("person", s["name"])
        for s in old.seats
    )
    return Create(
        game=old.record.game,
        seats=seats,
        options=rematch_options(old.game.options, len(seats)),  # the next player starts
        spectators=old.record.spectators,
        clock=old.record.clock,
    )
