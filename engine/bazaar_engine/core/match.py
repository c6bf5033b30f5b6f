"""A match: one game being played, with its seats, its whole decision history and its log.

This is what the simulator, the desktop adapter and save files share. The history includes
every chance outcome, so replaying it from the start reproduces the match exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, Game, State

A = TypeVar("A")
SeatKind = Literal["human", "bot"]


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
        # The seed the match was dealt with, shown to the players; None when unknown.
        self.seed: int | None = None

    def apply(self, player: int, action: A) -> list[Event]:
        """Checked: raises `IllegalAction` and changes nothing if the action is not legal."""
        new_events = self.state.apply(player, action)
        self.history.append((player, action))
        self.events.extend(new_events)
        return new_events

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def history_to_json(self) -> list[dict[str, Any]]:
        return [
            {"player": "chance" if p == CHANCE else p, "action": self.game.action_to_json(a)}
            for p, a in self.history
        ]
