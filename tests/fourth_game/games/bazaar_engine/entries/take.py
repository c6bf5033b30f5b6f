"""Take, the tests' tiny fourth game: a pile of stones; two players in turn take 1 or 2; who
takes the last one wins. Its entry, rules, bots and coach, all here (a game may keep them in a
package of their own; the entry names them as "module:name")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from bazaar_engine.bots.base import Bot
from bazaar_engine.core.entry import GameEntry
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import ONLOOKER, Game, State


@dataclass(frozen=True)
class TakeStones:
    count: int


class TakeState(State[TakeStones]):
    game: TakeGame

    def __init__(self, game: TakeGame, pile: int, to_move: int = 0, taken: int = 0) -> None:
        self.game, self.num_players = game, 2
        self.pile, self.to_move, self.taken = pile, to_move, taken

    def current_players(self) -> tuple[int, ...]:
        return () if self.pile == 0 else (self.to_move,)

    def chance_outcomes(self) -> list[tuple[TakeStones, float]]:
        return []

    def legal_actions(self, player: int) -> list[TakeStones]:
        if player not in self.current_players():
            return []
        return [TakeStones(n) for n in (1, 2) if n <= self.pile]

    def _apply(self, player: int, action: TakeStones, events: list[Event] | None) -> None:
        self.pile -= action.count
        self.taken += 1
        if events is not None:
            events.append(Event("stones_taken", player, {"count": action.count}))
            if self.pile == 0:
                events.append(Event("game_over", None, {"winners": [player]}))
        if self.pile:
            self.to_move = 1 - player

    def scores(self) -> tuple[float, ...]:
        return tuple(float(seat in self.winners()) for seat in range(2))

    def winners(self) -> tuple[int, ...]:
        return (self.to_move,) if self.pile == 0 else ()

    @property
    def turn(self) -> int:
        return self.taken

    def view(self, seat: int) -> Self:
        seen = self.clone()
        seen.viewer = seat
        return seen

    def onlooker_view(self) -> Self:
        seen = self.clone()
        seen.viewer = ONLOOKER
        return seen

    def clone(self) -> Self:
        return type(self)(self.game, self.pile, self.to_move, self.taken)

    def to_json(self) -> dict[str, Any]:
        return {"pile": self.pile, "to_move": self.to_move, "taken": self.taken}


class TakeGame(Game[TakeStones]):
    id = "take"
    name = "Take"
    min_players = 2
    max_players = 2
    action_types: ClassVar[tuple[type[Any], ...]] = (TakeStones,)

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return {"pile": 5}

    def new_initial_state(self, num_players: int) -> TakeState:
        self.check_player_count(num_players)
        return TakeState(self, self.options["pile"])

    def state_from_json(self, data: object) -> TakeState:
        if not isinstance(data, dict) or set(data) != {"pile", "to_move", "taken"}:
            raise DataError("not a state of Take")
        return TakeState(self, int(data["pile"]), int(data["to_move"]), int(data["taken"]))

    def determinize(self, view: State[TakeStones], rng: random.Random) -> TakeState:
        assert isinstance(view, TakeState)
        state = view.clone()
        state.viewer = None
        return state


class FirstMove(Bot):
    """The only bot level: takes the first legal count."""

    def choose(self, state: State[Any], seat: int) -> Any:
        return state.legal_actions(seat)[0]


LEVELS = {level: lambda *_: FirstMove() for level in ("easy", "medium", "hard")}


def advice(*_args: Any, **_kwargs: Any) -> Any:
    raise NotImplementedError("Take has no coach")


ENTRY = GameEntry(
    id="take",
    name="Take",
    order=4,
    game="bazaar_engine.entries.take:TakeGame",
    bots="bazaar_engine.entries.take",
    coach="bazaar_engine.entries.take:advice",
    best_score="high",
    secret_decision=lambda _state, _deciding: False,
    revealing_events=frozenset(),
)
