"""A match: one game being played, with its seats, its whole decision history and its log.

This is what the simulator, the desktop adapter and save files share. The history includes
every chance outcome, so replaying it from the start reproduces the match exactly. The match
owns its operations: a decision (`apply`), taking decisions back (`undo_to`) and a copy; it also
keeps, per decision, where its events end and the standings it left (`score_marks`), so that a
match read on a worker thread can be adopted as it is, without a second replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, Game, State, replay

A = TypeVar("A")
SeatKind = Literal["human", "bot"]
ScoreMark = tuple[int, tuple[float, ...]]  # (the state's turn, its standings) after a decision


@dataclass(frozen=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    level: str | None = None  # bot level: "random", "easy", "medium", "hard"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class Match(Generic[A]):
    def __init__(self, game: Game[A], seats: list[Seat], state: State[A] | None = None) -> None:
        self.game = game
        self.seats = list(seats)
        self.state: State[A] = state if state is not None else game.new_initial_state(len(seats))
        self.history: list[tuple[int, A]] = []
        self.events: list[Event] = []
        self._step_ends: list[int] = []  # len(self.events) after each decision of the history
        # Before the first decision of the history, then after each one.
        self.score_marks: list[ScoreMark] = [_mark(self.state)]
        # The seed the match was dealt with, shown to the players; None when unknown.
        self.seed: int | None = None

    def apply(self, player: int, action: A) -> list[Event]:
        """Checked: raises `IllegalAction` and changes nothing if the action is not legal."""
        new_events = self.state.apply(player, action)
        self.history.append((player, action))
        self.events.extend(new_events)
        self._step_ends.append(len(self.events))
        self.score_marks.append(_mark(self.state))
        return new_events

    def undo_to(self, decisions: int) -> None:
        """Take back every decision after the first `decisions`: the state is replayed from
        the start (so it is exactly what those decisions made), history and log cut to match."""
        if not 0 <= decisions <= len(self.history):
            raise ValueError(f"the match has no position after {decisions} decisions")
        kept = self.history[:decisions]
        self.state = replay(self.game, len(self.seats), kept)
        self.history = kept
        self.events = self.events[: self._events_before(decisions)]
        self._step_ends = self._step_ends[:decisions]
        self.score_marks = self.score_marks[: decisions + 1]

    def step_events(self) -> list[list[Event]]:
        """The events of each decision of the history, in order."""
        starts = [0, *self._step_ends]
        return [self.events[start:end] for start, end in zip(starts, self._step_ends, strict=False)]

    def copy(self) -> Match[A]:
        """An independent copy: the state cloned, history, log and marks copied."""
        twin: Match[A] = Match(self.game, self.seats, self.state.clone())
        twin.history = list(self.history)
        twin.events = list(self.events)
        twin._step_ends = list(self._step_ends)
        twin.score_marks = list(self.score_marks)
        twin.seed = self.seed
        return twin

    def _events_before(self, decisions: int) -> int:
        return self._step_ends[decisions - 1] if decisions else 0

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def history_to_json(self) -> list[dict[str, Any]]:
        return [
            {"player": "chance" if p == CHANCE else p, "action": self.game.action_to_json(a)}
            for p, a in self.history
        ]


def _mark(state: State[Any]) -> ScoreMark:
    return state.turn, state.standings()
