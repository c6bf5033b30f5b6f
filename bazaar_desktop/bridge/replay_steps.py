"""The positions of a replay: every decision's position built once, by one replay of the
match's history, and each shown as an `Update` from the view "View as" chose: a seat's,
everything (`EVERYTHING`, a finished game only) or the table's public one (`PUBLIC`). The
viewer that draws them is `replay_viewer.py`."""

from __future__ import annotations

from typing import Any

from bazaar_desktop.bridge.adapter import Update, replay_positions
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Match

EVERYTHING = -1  # the "View as" choice that shows the whole state (a finished game only)
PUBLIC = -2  # the "View as" choice that shows what every seat sees (any game)


class ReplayPositions:
    """Every position of a match, from one replay; the table's updates built on demand."""

    def __init__(self, match: Match[Any]) -> None:
        self.game_id = match.game.id
        self.game_name = match.game.name
        self.seats = tuple(match.seats)
        self.finished = match.is_over
        steps = replay_positions(match)
        self._states: list[State[Any]] = [state for state, _ in steps]
        self._events: list[tuple[Event, ...]] = [tuple(events) for _, events in steps]
        # Who made each decision (None before the first; negative for chance).
        self.deciders: tuple[int | None, ...] = (None, *(player for player, _ in match.history))
        self._scores = [
            (state.turn, tuple(float(score) for score in state.scores())) for state in self._states
        ]
        self._updates: dict[tuple[int, int], Update] = {}

    @property
    def decisions(self) -> int:
        return len(self._states) - 1

    def may_show_everything(self) -> bool:
        return self.finished

    def offered_views(self) -> tuple[int, ...]:
        """The "View as" choices: the public table always; seats and everything at the end."""
        if not self.finished:
            return (PUBLIC,)
        return (PUBLIC, *range(len(self.seats)), EVERYTHING)

    def update(self, step: int, seat: int) -> Update:
        """Position `step` (0 = the start) as `seat` saw it, or everything (`EVERYTHING`)."""
        key = (step, seat)
        cached = self._updates.get(key)
        if cached is None:
            cached = self._build(step, seat)
            self._updates[key] = cached
        return cached

    def events_seen(self, step: int, seat: int) -> tuple[Event, ...]:
        if seat == EVERYTHING:
            return self._events[step]
        onlooker = None if seat == PUBLIC else seat
        return tuple(event.seen_by(onlooker) for event in self._events[step])

    def public_update(self, step: int, base_seat: int = 0) -> Update:
        """Position `step` as an onlooker sees it, drawn from `base_seat`'s view: the tables
        show an onlooker (no looking seat) nothing of any seat's own secrets, so every base
        seat gives the same picture (the privacy tests check exactly that)."""
        state = self._states[step]
        return self._update(step, state.view(base_seat), None, None, self.events_seen(step, PUBLIC))

    def _build(self, step: int, seat: int) -> Update:
        if not 0 <= step <= self.decisions:
            raise IndexError(f"no step {step}")
        if seat not in self.offered_views():  # secrets of a game still on stay secret
            raise ValueError("a seat's view or everything is shown only once the game is over")
        if seat == PUBLIC:
            return self.public_update(step)
        state = self._states[step]
        if seat == EVERYTHING:
            view, looking, acting = state.clone(), None, None
        else:
            # The seat "acts" so that tables show its hand as its player saw it; a decision
            # widget is never shown here, and nothing is connected to the table's choices.
            view, looking, acting = state.view(seat), seat, seat
        return self._update(step, view, looking, acting, self.events_seen(step, seat))

    def _update(
        self,
        step: int,
        view: State[Any],
        looking: int | None,
        acting: int | None,
        events: tuple[Event, ...],
    ) -> Update:
        state = self._states[step]
        return Update(
            generation=0,
            game_id=self.game_id,
            seats=self.seats,
            view=view,
            looking_seat=looking,
            events=events,
            public_events=events,
            deciding=state.current_players(),
            human_to_act=acting,
            curtain_for=None,
            thinking=(),
            can_undo=False,
            is_over=state.is_terminal(),
            score_history=tuple(self._scores[: step + 1]),
            seed=0,
        )
