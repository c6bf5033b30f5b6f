"""Movement (B7-B9): start archways, the turn's movement rolls, and merchants moving round the
board, counting laps by distance. Functions over the state's `BasariFields`.
"""

from __future__ import annotations

from bazaar_engine.basari.state_fields import NO_SEAT, PHASE_CHOOSE, PHASE_MOVE, BasariFields
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE


def place_start(
    f: BasariFields, first_player: int, player: int, archway: int, events: list[Event] | None
) -> None:
    """B7: the pending seat's start disk and merchant go on `archway`; after the last seat
    round the table from `first_player`, the first turn begins."""
    seat = f.pending  # with random starts `player` is CHANCE
    f.starts[seat] = archway
    f.positions[seat] = archway
    if events is not None:
        data = {"seat": seat, "archway": archway, "random": player == CHANCE}
        events.append(Event("start_chosen", seat, data))
    following = (seat + 1) % f.players
    if following != first_player:
        f.pending = following
    else:
        start_turn(f, events)


def start_turn(f: BasariFields, events: list[Event] | None) -> None:
    f.turn += 1
    f.phase = PHASE_MOVE
    f.pending = 0
    if events is not None:
        events.append(Event("turn_started", None, {"turn": f.turn, "round": f.round}))


def movement_roll(f: BasariFields, value: int, events: list[Event] | None) -> None:
    """B8: the pending seat moves by its roll; after the last seat the cards are chosen."""
    seat = f.pending
    f.move_rolls[seat] = value
    if events is not None:
        data = {"seat": seat, "value": value, "purpose": "movement"}
        events.append(Event("die_rolled", seat, data))
    move(f, seat, value, events)
    if seat + 1 < f.players:
        f.pending = seat + 1
    else:
        f.pending = NO_SEAT
        f.phase = PHASE_CHOOSE
        f.waiting = tuple(range(f.players))


def move(f: BasariFields, seat: int, steps: int, events: list[Event] | None) -> None:
    size = f.size
    before = f.positions[seat]
    after = (before + steps) % size
    f.positions[seat] = after
    done = f.progress[seat]
    f.progress[seat] = done + steps  # B9: laps count by distance this round
    if events is not None:
        path = [(before + step) % size for step in range(1, steps + 1)]
        data = {"seat": seat, "from": before, "to": after, "steps": steps, "path": path}
        data["lap_progress"] = done + steps
        events.append(Event("moved", seat, data))
        if done < size <= done + steps:
            lap = {"seat": seat, "start": f.starts[seat], "archway": after}
            events.append(Event("lap_completed", seat, lap))
