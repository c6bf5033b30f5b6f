"""The coach's vocabulary: reasons, candidates, advice and budgets (see `coach`).

Kept apart from `coach.advise` so that the per-game advisers (`coach_basari`, ...) import
these types without importing the module that imports them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from bazaar_engine.bots.coach_race import MAX_EQUALS, RaceBudget, RaceResult
from bazaar_engine.bots.thinking import WALL_CEILING
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import REASON_PARAMS, CoachReason

ReasonParams = tuple[tuple[str, int], ...]

# Every code the coach gives, with its params (`reasons.REASON_PARAMS`); the desktop has a
# sentence for each (bazaar_desktop/coach/texts.py, checked by a test).
REASON_CODES = REASON_PARAMS


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is good or bad, as a stable code and integer parameters (never a sentence)."""

    code: CoachReason
    params: ReasonParams = ()

    def param(self, name: str) -> int:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)


@dataclass(frozen=True, slots=True)
class Candidate:
    action: Any
    value: float  # estimated share of the win for the advised seat, in [0, 1]
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Advice:
    seat: int
    # The coach's move first, the moves about equal to it next, then the others compared
    # with it as carefully (raced against it, or searched as deep), by value; then the rest.
    candidates: tuple[Candidate, ...]
    # The coach's move and the moves provably about equal to it (`coach_race.tight_tie`), at
    # most `MAX_EQUALS`: a prefix of `candidates`. Just the coach's move when it stands out.
    equally_good: tuple[Candidate, ...] = ()
    compared: int = 0  # how many of `candidates` are valued alike (0: all of them)

    def __post_init__(self) -> None:
        if not self.equally_good:
            object.__setattr__(self, "equally_good", self.candidates[:1])
        if not self.compared:
            object.__setattr__(self, "compared", len(self.candidates))

    @property
    def alternatives(self) -> tuple[Candidate, ...]:
        """The moves weighed against the coach's as carefully, not about equal to it, best
        first (each valued below it: a value from a shallower look is not comparable)."""
        shown = len(self.equally_good)
        return tuple(
            c for c in self.candidates[shown : self.compared] if c.value <= self.best.value
        )

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    @property
    def about_equal(self) -> bool:
        """More than one move is as good as Hard's choice, as far as the search can tell."""
        return len(self.equally_good) > 1

    def is_equally_good(self, action: Any) -> bool:
        return any(candidate.action == action for candidate in self.equally_good)

    @property
    def forced(self) -> bool:
        """Only one move was worth considering (or legal): nothing to advise."""
        return len(self.candidates) == 1

    def candidate_for(self, action: Any) -> Candidate | None:
        for candidate in self.candidates:
            if candidate.action == action:
                return candidate
        return None

    def loss_of(self, action: Any) -> float | None:
        """How much less `action` is estimated to win than Hard's choice (never below 0, and 0
        for a move about equal to it); None if the advice did not value it."""
        candidate = self.candidate_for(action)
        if candidate is None:
            return None
        if self.is_equally_good(action):
            return 0.0
        return max(0.0, self.best.value - candidate.value)


@dataclass(frozen=True, slots=True)
class CoachBudget:
    """How long the coach thinks: CPU seconds of the searching thread under a wall-clock
    ceiling (`thinking.py`: a busy machine gets the same advice, a little later), or a fixed
    count of search iterations, or of deals in Basta! (reproducible: tests)."""

    seconds: float | None = 0.5
    iterations: int | None = None
    wall_ceiling: float = WALL_CEILING

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("the coach needs a time or an iteration budget")


# A hint answers within a second (bench/bench_hints.py), on a busy machine with less search.
HINT_BUDGET = CoachBudget(seconds=0.4, wall_ceiling=0.75)


# The share of a hint's budget its first look at every move gets; the race between the leading
# few (`coach_race`) gets the rest.
FIRST_LOOK = 0.5


def split_budget(
    budget: CoachBudget, first_look: float = FIRST_LOOK
) -> tuple[CoachBudget, RaceBudget]:
    """The first look's budget (a `first_look` share) and the race's (CPU time, ceiling and
    count each shared)."""
    seconds = iterations = None
    race_seconds = plays = None
    if budget.seconds is not None:
        seconds = budget.seconds * first_look
        race_seconds = budget.seconds - seconds
    if budget.iterations is not None:
        iterations = max(1, round(budget.iterations * first_look))
        plays = max(1, budget.iterations - iterations)
    first = CoachBudget(seconds, iterations, budget.wall_ceiling * first_look)
    return first, RaceBudget(race_seconds, plays, budget.wall_ceiling * (1 - first_look))


def ranked(best: Candidate, others: Sequence[Candidate]) -> tuple[Candidate, ...]:
    """`best` first, then the others by value (ties keep their order)."""
    rest = sorted((c for c in others if c is not best), key=lambda c: -c.value)
    return (best, *rest)


def advice_with_ties(
    seat: int, best: Candidate, others: Sequence[Candidate], tied: Callable[[Candidate], bool]
) -> Advice:
    """The advice: `best`, then the candidates `tied` with it (at most `MAX_EQUALS` in all,
    the closest), then the rest, each group by value."""
    rest = ranked(best, others)[1:]
    equals = tuple(c for c in rest if tied(c))[: MAX_EQUALS - 1]
    return Advice(seat, (best, *equals, *(c for c in rest if c not in equals)), (best, *equals))


def raced_advice(
    seat: int,
    contenders: Sequence[Candidate],
    result: RaceResult,
    others: Sequence[Candidate],
    second_reason: Reason | None = None,
) -> Advice:
    """The advice after a race (`coach_race.race`) between `contenders` (valued there by
    their race means): its winner, the contenders about equal to it, the other contenders,
    then the moves that were not raced by the value the first look gave them.

    Where the winner was named over moves as good in win chance by the race's second measure
    (`RaceResult.parted`), `second_reason` says so on the winner, and those moves are shown at
    the winner's estimate at most (the race found them within a point of it: listed below it,
    they must not show more)."""
    raced = [replace(contenders[i], value=result.means[i]) for i in result.order]
    equals = 1 + result.equals
    if result.parted and second_reason is not None:
        best = raced[0]
        raced[0] = replace(best, reasons=(*best.reasons, second_reason))
        for k in range(equals, equals + result.parted):
            raced[k] = replace(raced[k], value=min(raced[k].value, best.value))
    rest = sorted((c for c in others if c not in contenders), key=lambda c: -c.value)
    return Advice(seat, (*raced, *rest), tuple(raced[:equals]), len(raced))


def position_seed(view: State[Any], seat: int) -> str:
    """A seed from the position alone: the same view gets the same seed, so the same hint.
    Made from the view's canonical JSON (what the seat sees, never a hidden part)."""
    text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{seat}:{text}".encode()).hexdigest()[:32]


def percent(share: float) -> int:
    return round(100 * share)


def is_legal(state: State[Any], seat: int, action: Any) -> bool:
    """Whether `seat` may play `action` now (for moves the coach is asked to value)."""
    try:
        state.check(seat, action)
    except ValueError:
        return False
    return True
