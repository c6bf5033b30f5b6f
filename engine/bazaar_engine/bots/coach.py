"""The coach: Hard's search turned into advice a person can read (docs/coach.md).

`advise(view, seat)` runs the same search the Hard bot of the view's game plays by and returns
every move it considered, ranked, each with its estimated share of the win and short *reason
codes* with integer parameters
(``Reason(CoachReason.BASARI_GEMS_LEAD, (("colour", 3), ("count", 1), ("lead", 2)))``).
The engine never writes the sentence: the desktop turns a code into words in the window's
language, as it does for the engine's error codes.

Like a bot, the coach gets only `state.view(seat)`: it cannot use what the seat may not know.
Unless a seed is given, the search's seed comes from the position (`position_seed`: the view's
canonical serialisation), so the same view asked twice gets the same hint; with an iteration
budget (`CoachBudget(iterations=...)`) the advice is exactly reproducible, and a test checks it
does not change when the hidden parts are dealt differently.

Part of the budget looks at every move as Hard's search does; the rest races the leading few
against each other on common worlds (`coach_race`) until one stands out. The first candidate
is the race's winner: the coach's move. Moves are `Advice.equally_good` only when provably
within half a point of win chance of it (`coach_race.TIE_MARGIN`), three at most. A move named in
`include` is valued too even when the search would not consider it (the review of a game
values the move a person actually made).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bazaar_engine import games
from bazaar_engine.bots.coach_race import MARGIN, MAX_EQUALS
from bazaar_engine.bots.coach_types import (
    HINT_BUDGET,
    REASON_CODES,
    Advice,
    Candidate,
    CoachBudget,
    Reason,
    ReasonParams,
    is_legal,
    percent,
    position_seed,
    ranked,
)
from bazaar_engine.core.entry import load
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State

__all__ = [
    "HINT_BUDGET",
    "MARGIN",
    "MAX_EQUALS",
    "REASON_CODES",
    "Advice",
    "Candidate",
    "CoachBudget",
    "Reason",
    "ReasonParams",
    "advise",
    "is_legal",
    "percent",
    "position_seed",
    "ranked",
]


def advise(
    view: State[Any],
    seat: int,
    budget: CoachBudget = HINT_BUDGET,
    seed: int | str | None = None,
    include: Sequence[Any] = (),
) -> Advice:
    """Ranked candidate moves for `seat`, decided from `view` (= real_state.view(seat)); the
    seed is the position's own unless one is given."""
    if seat not in view.current_players():
        raise DataError(f"seat {seat} has no decision to advise on")
    rng = random.Random(position_seed(view, seat) if seed is None else seed)
    game_id = view.game.id
    if game_id not in games.ENTRIES:
        raise DataError(f"no coach for game {game_id[:40]!r}")
    game_advice: Callable[..., Advice] = load(games.ENTRIES[game_id].coach)
    return game_advice(view, seat, budget, rng, include)
