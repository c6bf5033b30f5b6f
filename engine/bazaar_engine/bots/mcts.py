"""Determinised open-loop Monte Carlo tree search over one seat's own decisions.

The searching seat sees only its view. Each iteration:

1. *Determinise*: `Game.determinize(view, rng)` fills in what the seat cannot see (other hands,
   other seats' secret cards) at random, consistently with the view. So the search never uses
   hidden information: every hidden part is a fresh guess each iteration.
2. *Descend*: the tree branches only on the seat's own decisions (open loop: a node is the
   sequence of the seat's own actions). Chance is sampled; the other seats act by the game's
   playout policy. This avoids "strategy fusion" on opponents' hidden choices: an opponent in
   the tree never sees a sampled hidden card of ours, because its moves come from the policy
   applied to the determinised state, never from statistics keyed on our secret.
   Because a sampled world may allow different actions, each child counts how often it was
   *available* (ISMCTS-style UCB with availability counts).
3. *Roll out* with the playout policy until the game ends or the policy says stop, then score:
   the seat's share of the win at the end, else the policy's evaluation in [0, 1].
4. *Back up* the score along the seat's own decisions.

The move played is the most visited root action. With an iteration budget the search is fully
reproducible from the bot's seed; with a time budget (the default for play: CPU time of the
searching thread under a wall-clock ceiling, `thinking.py`) it is nearly so.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.thinking import WALL_CEILING, stopwatch
from bazaar_engine.core.game import CHANCE, Game, State


class PlayoutPolicy(Protocol):
    """The game-specific knowledge a search needs. All methods work on FULL states.

    A policy must decide for `player` only from what `player` could know in that state (its
    own hand, public information) — never from another seat's secret in the sampled world.
    """

    def candidates(self, state: State[Any], seat: int) -> list[Any]:
        """The actions the search considers for `seat` (all legal, maybe a pruned subset)."""
        ...

    def playout_action(self, state: State[Any], player: int, rng: random.Random) -> Any:
        """A quick, reasonable legal action for `player` (used for everyone in rollouts)."""
        ...

    def evaluate(self, state: State[Any], seat: int) -> float:
        """Estimated share of the win for `seat` in [0, 1] when a rollout stops early."""
        ...

    def stop_rollout(self, state: State[Any], start: State[Any], steps: int) -> bool:
        """Whether to stop this rollout here and evaluate instead of playing on."""
        ...


@dataclass
class SearchBudget:
    iterations: int | None = None  # fixed count: reproducible (tests, benchmarks)
    seconds: float | None = 0.35  # CPU seconds of the searching thread, for play
    wall_ceiling: float = WALL_CEILING  # ... but never more than this on the wall clock
    max_tree_depth: int = 3  # own decisions per iteration that use the tree
    # The policy's horizon (`stop_rollout`) ends the descent through the tree too, not only
    # the rollout after it: a play then looks no further than the policy says.
    tree_within_horizon: bool = False
    exploration: float = 0.7

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search needs an iteration or a time budget")


@dataclass(frozen=True, slots=True)
class RootStat:
    """One of the searching seat's moves after a search: how often it was tried, how it did."""

    action: Any
    visits: int
    mean: float  # mean score of its iterations: an estimated share of the win in [0, 1]
    error: float = math.inf  # standard error of `mean` (inf below two visits)


class SearchTree:
    """A node of the tree over the searching seat's own decisions (the root: the search)."""

    __slots__ = ("availability", "children", "squares", "value", "visits")

    def __init__(self) -> None:
        self.children: dict[Hashable, SearchTree] = {}
        self.visits = 0
        self.value = 0.0
        self.squares = 0.0  # sum of squared scores: the spread of the mean (`RootStat.error`)
        self.availability = 0

    def stat(self, action: Any) -> RootStat:
        n = self.visits
        mean = self.value / n if n else 0.0
        if n < 2:
            return RootStat(action, n, mean)
        variance = max(0.0, (self.squares - n * mean * mean) / (n - 1))
        return RootStat(action, n, mean, math.sqrt(variance / n))


# Where an iteration draws its next random number: for `who` (a seat, or CHANCE) about to act
# in `state`. The coach's race keys the draws by the moment of the game, so that its contenders'
# worlds stay common after their first moves differ (`coach_basari.MomentDraws`).
Draws = Callable[[State[Any], int], random.Random]


def _one_stream(rng: random.Random) -> Draws:
    """Every draw from `rng` (an ordinary iteration)."""
    return lambda _state, _who: rng


class OpenLoopSearch:
    def __init__(self, game: Game[Any], policy: PlayoutPolicy, budget: SearchBudget) -> None:
        self.game = game
        self.policy = policy
        self.budget = budget
        self.last_iterations = 0
        # Where the last iteration's play ended (the coach reads a second measure off it).
        self.last_leaf: State[Any] | None = None

    def choose(self, view: State[Any], seat: int, rng: random.Random) -> Any:
        candidates = self.policy.candidates(view, seat)
        if len(candidates) == 1:
            self.last_iterations = 0
            return candidates[0]
        return self.rank(view, seat, rng, candidates)[0].action

    def rank(
        self,
        view: State[Any],
        seat: int,
        rng: random.Random,
        candidates: list[Any] | None = None,
    ) -> list[RootStat]:
        """Every root candidate with its visits and mean score, the move played first.

        Ordered as `choose` picks: most visited, ties broken by value, then by the candidates'
        own order. The coach (`coach.py`) shows this list; `choose` plays its head."""
        if candidates is None:
            candidates = self.policy.candidates(view, seat)
        return self.root_stats(self.grow(view, seat, rng, candidates), candidates)

    def grow(
        self, view: State[Any], seat: int, rng: random.Random, candidates: list[Any]
    ) -> SearchTree:
        """A tree searched for the budget (no search at all for a single candidate)."""
        root = SearchTree()
        clock = stopwatch(self.budget.seconds, self.budget.wall_ceiling)
        iterations = 0
        draw = _one_stream(rng)
        while len(candidates) > 1:
            if self.budget.iterations is not None and iterations >= self.budget.iterations:
                break
            if clock is not None and iterations > 0 and clock.expired():
                break
            self._iterate(view, seat, root, rng, draw)
            iterations += 1
        self.last_iterations = iterations
        return root

    @staticmethod
    def root_stats(root: SearchTree, candidates: list[Any]) -> list[RootStat]:
        """The candidates as `rank` orders them: most visited first."""
        stats = []
        for order, action in enumerate(candidates):
            child = root.children.get(action)
            if child is None:
                stats.append((-1, 0.0, -order, RootStat(action, 0, 0.0)))
            else:
                stats.append((child.visits, child.value, -order, child.stat(action)))
        stats.sort(key=lambda row: row[:3], reverse=True)
        return [row[3] for row in stats]

    def sample(
        self,
        view: State[Any],
        seat: int,
        root: SearchTree,
        action: Any,
        rng: random.Random,
        draws: Draws | None = None,
    ) -> float:
        """One more iteration of `root`'s search whose first own move is `action` (the coach
        races its leading moves this way, each on the same worlds: the same `rng` state, and
        after the deal the same `draws` where given); its score."""
        return self._iterate(view, seat, root, rng, draws or _one_stream(rng), first=action)

    def _iterate(
        self,
        view: State[Any],
        seat: int,
        root: SearchTree,
        rng: random.Random,
        draw: Draws,
        first: Any = None,
    ) -> float:
        state = self.game.determinize(view, rng)
        path = [root]
        node = root
        depth = 0
        start = state.clone()
        steps = 0

        # Descent: through the tree on our own decisions, policy for everyone else.
        within = self.budget.tree_within_horizon
        while depth < self.budget.max_tree_depth:
            players = state.current_players()
            if not players or (within and depth and self.policy.stop_rollout(state, start, steps)):
                break
            if players[0] == CHANCE or seat not in players:
                steps += self._policy_step(state, players[0], draw)
                continue
            forced = first if depth == 0 else None
            action = self._own_move(node, state, seat, draw(state, seat), forced)
            state.apply_unchecked(seat, action)
            steps += 1
            node = node.children[action]
            path.append(node)
            depth += 1
        reward = self._roll_out(state, start, seat, steps, draw)
        for visited in path:
            visited.visits += 1
            visited.value += reward
            visited.squares += reward * reward
        self.last_leaf = state
        return reward

    def _policy_step(self, state: State[Any], player: int, draw: Draws) -> int:
        """Chance or another seat acts, by the playout policy; the steps it counts."""
        if player == CHANCE:
            state.apply_unchecked(CHANCE, state.sample_chance(draw(state, CHANCE)))
            return 0
        action = self.policy.playout_action(state, player, draw(state, player))
        state.apply_unchecked(player, action)
        return 1

    def _roll_out(
        self, state: State[Any], start: State[Any], seat: int, steps: int, draw: Draws
    ) -> float:
        """Play on by the policy until the game ends or the policy stops it; the score."""
        while True:
            players = state.current_players()
            if not players:
                return state.returns()[seat]
            if self.policy.stop_rollout(state, start, steps):
                return self.policy.evaluate(state, seat)
            steps += self._policy_step(state, players[0], draw)

    def _own_move(
        self, node: SearchTree, state: State[Any], seat: int, rng: random.Random, forced: Any
    ) -> Any:
        """The seat's move at `node`: `forced` if given, else by the tree's UCB."""
        if forced is not None:
            node.children.setdefault(forced, SearchTree())
            return forced
        return self._select(node, self.policy.candidates(state, seat), rng)

    def _select(self, node: SearchTree, available: list[Any], rng: random.Random) -> Any:
        untried = [a for a in available if a not in node.children]
        for action in available:
            child = node.children.get(action)
            if child is not None:
                child.availability += 1
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = SearchTree()
            child.availability = 1
            node.children[action] = child
            return action
        c = self.budget.exploration

        def ucb(action: Any) -> float:
            child = node.children[action]
            return child.value / child.visits + c * math.sqrt(
                math.log(max(child.availability, 1)) / child.visits
            )

        return max(available, key=ucb)


class SearchBot(Bot):
    """A bot that plays by `OpenLoopSearch`: the 'hard' level of every game."""

    level = "hard"

    def __init__(
        self,
        game: Game[Any],
        policy: PlayoutPolicy,
        budget: SearchBudget | None = None,
        seed: int | str = 0,
    ) -> None:
        super().__init__(seed)
        self.search = OpenLoopSearch(game, policy, budget or SearchBudget())

    def choose(self, view: State[Any], seat: int) -> Any:
        return self.search.choose(view, seat, self.rng)
