"""Movement (B7-B9): start archways, the turn's movement rolls, and merchants moving round the
board, counting laps by distance.
"""

from __future__ import annotations

from bazaar_engine.basari.state_fields import (
    NO_SEAT,
    PHASE_CHOOSE,
    PHASE_MOVE,
    BasariFields,
)
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE


class BasariMovement(BasariFields):
    """Setup and the movement phase."""

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
