"""The coach: Hard's search turned into advice a person can read (docs/coach.md).

`advise(view, seat)` runs the same search the Hard bot of the view's game plays by and returns
every move it considered, ranked, each with its estimated share of the win and short *reason
codes* with integer parameters (``Reason("basari.gems_lead", (("colour", 3), ("lead", 2)))``).
The engine never writes the sentence: the desktop turns a code into words in the window's
language, as it does for the engine's error codes.

Like a bot, the coach gets only `state.view(seat)`: it cannot use what the seat may not know.
With an iteration budget (`CoachBudget(iterations=...)`) the advice is reproducible from the
seed, and a test checks it does not change when the hidden parts are dealt differently.

The first candidate is the move Hard would make (for Basta!, Hard keeps Medium's move unless
another is clearly better, so the first is not always the one with the highest value). A move
named in `include` is valued too even when the search would not consider it (the review of a
game values the move a person actually made).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State

ReasonParams = tuple[tuple[str, int], ...]

# Every code the coach gives, with its parameters; the desktop has a sentence for each
# (bazaar_desktop/coach/texts.py, checked by a test).
REASON_CODES: dict[str, tuple[str, ...]] = {
    "basari.start": ("archway", "points"),
    "basari.points": ("points",),
    "basari.gems_lead": ("colour", "count", "lead"),
    "basari.gems_tie": ("colour", "count"),
    "basari.gems_behind": ("colour", "count", "behind"),
    "basari.gems_none": (),
    "basari.die": (),
    "basari.die_lap": ("bonus",),
    "basari.contested": ("percent",),
    "basari.uncontested": ("percent",),
    "basari.accept": ("gain",),
    "basari.give_up": ("worth",),
    "basari.offer": ("gems", "cost", "worth"),
    "jewels.buy": ("kind", "count", "change"),
    "jewels.sell": ("kind", "count", "change"),
    "jewels.hold": (),
    "jewels.copy_leader": ("lead",),
    "jewels.ahead": ("lead",),
    "jewels.behind": ("behind",),
    "basta.number": ("total", "percent"),
    "basta.chip": ("total",),
    "basta.basta": ("percent",),
    "basta.minus_five": ("percent",),
    "basta.exchange": (),
    "basta.exchange_with": ("seat",),
    "basta.double": ("seat",),
    "basta.escape": ("total",),
    "basta.keeps_escapes": ("count",),
    "basta.other": (),
}


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is good or bad, as a stable code and integer parameters (never a sentence)."""

    code: str
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
    candidates: tuple[Candidate, ...]  # Hard's choice first, then the rest by value

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

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
        """How much less `action` is estimated to win than Hard's choice (never below 0);
        None if the advice did not value it."""
        candidate = self.candidate_for(action)
        if candidate is None:
            return None
        return max(0.0, self.best.value - candidate.value)


@dataclass(frozen=True, slots=True)
class CoachBudget:
    """How long the coach thinks: wall-clock seconds (play) or a fixed count of search
    iterations, or of deals in Basta! (reproducible: tests, reviews of saved games)."""

    seconds: float | None = 0.5
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.iterations is None:
            raise ValueError("the coach needs a time or an iteration budget")


HINT_BUDGET = CoachBudget(seconds=0.4)  # a hint answers within a second (bench/bench_hints.py)


def advise(
    view: State[Any],
    seat: int,
    budget: CoachBudget = HINT_BUDGET,
    seed: int | str = 0,
    include: Sequence[Any] = (),
) -> Advice:
    """Ranked candidate moves for `seat`, decided from `view` (= real_state.view(seat))."""
    if seat not in view.current_players():
        raise DataError(f"seat {seat} has no decision to advise on")
    rng = random.Random(seed)
    game_id = view.game.id
    if game_id == "basari":
        from bazaar_engine.bots.coach_basari import basari_advice

        return basari_advice(view, seat, budget, rng, include)
    if game_id == "jewels":
        from bazaar_engine.bots.coach_jewels import jewels_advice

        return jewels_advice(view, seat, include)
    if game_id == "basta":
        from bazaar_engine.bots.coach_basta import basta_advice

        return basta_advice(view, seat, budget, rng, include)
    raise DataError(f"no coach for game {game_id[:40]!r}")


def ranked(best: Candidate, others: Sequence[Candidate]) -> tuple[Candidate, ...]:
    """`best` first, then the others by value (ties keep their order)."""
    rest = sorted((c for c in others if c is not best), key=lambda c: -c.value)
    return (best, *rest)


def percent(share: float) -> int:
    return round(100 * share)


def is_legal(state: State[Any], seat: int, action: Any) -> bool:
    """Whether `seat` may play `action` now (for moves the coach is asked to value)."""
    try:
        state.check(seat, action)
    except ValueError:
        return False
    return True
