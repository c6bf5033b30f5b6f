"""The generic open-loop search, on a tiny game whose best move is known.

Take-away: a pile of stones, players alternately take 1-3, whoever takes the last one wins.
Leaving a multiple of 4 to the opponent wins: from 9 stones the only winning move is 1, from 10
it is 2 and from 11 it is 3.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Self

import pytest

from bazaar_engine.bots.mcts import OpenLoopSearch, SearchBot, SearchBudget
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import ONLOOKER, Game, State


@dataclass(frozen=True)
class Take:
    stones: int


class TakeAwayState(State[Take]):
    game: TakeAway

    def __init__(self, game: TakeAway, pile: int) -> None:
        self.game = game
        self.num_players = 2
        self.pile = pile
        self.to_move = 0
        self.last_taker: int | None = None
        self.moves = 0

    def current_players(self) -> tuple[int, ...]:
        return () if self.pile == 0 else (self.to_move,)

    def chance_outcomes(self) -> list[tuple[Take, float]]:
        return []

    def legal_actions(self, player: int) -> list[Take]:
        if player != self.to_move or self.pile == 0:
            return []
        return [Take(n) for n in (1, 2, 3) if n <= self.pile]

    def _apply(self, player: int, action: Take, events: list[Event] | None) -> None:
        self.pile -= action.stones
        self.last_taker = player
        self.to_move = 1 - player
        self.moves += 1

    def scores(self) -> tuple[float, ...]:
        return tuple(1.0 if s == self.last_taker and self.pile == 0 else 0.0 for s in (0, 1))

    def winners(self) -> tuple[int, ...]:
        return (self.last_taker,) if self.pile == 0 and self.last_taker is not None else ()

    @property
    def turn(self) -> int:
        return self.moves

    def view(self, seat: int) -> Self:
        copy = self.clone()
        copy.viewer = seat
        return copy

    def onlooker_view(self) -> Self:
        copy = self.clone()
        copy.viewer = ONLOOKER
        return copy

    def clone(self) -> Self:
        copy = type(self)(self.game, self.pile)
        copy.to_move, copy.last_taker, copy.moves = self.to_move, self.last_taker, self.moves
        return copy

    def to_json(self) -> dict[str, Any]:
        return {"pile": self.pile, "to_move": self.to_move}


class TakeAway(Game[Take]):
    id = "take_away"
    name = "Take-away"
    min_players = max_players = 2
    action_types = (Take,)

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return {"pile": 9}

    def new_initial_state(self, num_players: int) -> TakeAwayState:
        return TakeAwayState(self, int(self.options["pile"]))

    def state_from_json(self, data: object) -> TakeAwayState:
        raise NotImplementedError

    def determinize(self, view: State[Take], rng: random.Random) -> State[Take]:
        return view.clone()


class RandomPlayouts:
    def candidates(self, state: State[Any], seat: int) -> list[Any]:
        return state.legal_actions(seat)

    def playout_action(self, state: State[Any], player: int, rng: random.Random) -> Any:
        return state.random_action(player, rng)

    def evaluate(self, state: State[Any], seat: int) -> float:
        return 0.5

    def stop_rollout(self, state: State[Any], start: State[Any], steps: int) -> bool:
        return False


@pytest.mark.parametrize(("pile", "winning_take"), [(9, 1), (10, 2), (11, 3)])
def test_search_finds_the_only_winning_move(pile: int, winning_take: int) -> None:
    game = TakeAway({"pile": pile})
    state = game.new_initial_state(2)
    search = OpenLoopSearch(
        game, RandomPlayouts(), SearchBudget(iterations=3000, seconds=None, max_tree_depth=6)
    )
    assert search.choose(state.view(0), 0, random.Random(1)) == Take(winning_take)


def test_search_takes_an_immediate_win() -> None:
    game = TakeAway({"pile": 3})
    state = game.new_initial_state(2)
    search = OpenLoopSearch(game, RandomPlayouts(), SearchBudget(iterations=300, seconds=None))
    assert search.choose(state.view(0), 0, random.Random(2)) == Take(3)


def test_same_seed_same_choice_with_an_iteration_budget() -> None:
    game = TakeAway({"pile": 14})
    state = game.new_initial_state(2)
    budget = SearchBudget(iterations=200, seconds=None)
    picks = {
        SearchBot(game, RandomPlayouts(), budget, seed=5).choose(state.view(0), 0) for _ in range(3)
    }
    assert len(picks) == 1
