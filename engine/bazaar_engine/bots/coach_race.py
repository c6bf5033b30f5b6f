"""The coach's race: the leading few moves played against each other until one stands out.

A search spread over every move leaves the best few within each other's noise (an earlier coach
said "about equal" in nine Basari hints of ten). Once a first look has found the contenders, the
rest of the hint's budget is spent on them alone: every round plays each contender still in the
race on the *same* world (the same deal of the hidden parts, the same chance: common random
numbers, so the luck of the world cancels out of their difference), and every few rounds a
contender clearly behind the leader (by `DROP_ERRORS` standard errors of the paired difference,
over at least `MIN_ROUNDS` rounds) leaves the race. It ends when one contender is left, when the
ones left are provably about equal (`tight_tie`), or when the budget is spent. The first
contender is a choice made without chance (the game's own rule of thumb: Medium's move, the
start its quick score likes best); it stays the coach's move unless the race drives it out or
another surely leads it by more than a margin (`keep`) at the end, so a close call gets the same
answer however often it is asked.

Two moves are *about equal* only when the estimate says so with confidence: the difference is
within `TIE_MARGIN` (half a point of win chance: well under the smallest difference a player
would care about, `MARGIN`) even at `TIE_ERRORS` standard errors either way. A difference the
search could not settle in its budget is not a tie: the coach names the leader.

Moves can also win exactly as often: in Basta!, whichever number card goes over 50 the same
player takes the chip, so every deal scores them alike. Each play therefore reports a *second
measure* from the same simulation (Basta!: what the hand kept at the end of the round is
worth; Basari: how far ahead of the others the seat stands where the play ended). Among moves
tied in win chance, one that is surely better by the second measure (`SWITCH_ERRORS` standard
errors of the paired difference) is the coach's move, and the others are no longer about
equal to it ("wins as often, and keeps the better hand"): moves are about equal only when
neither measure tells them apart.

Deterministic for a given seed: with an iteration budget the rounds are counted, and every
world comes from the race's own `rng`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bazaar_engine.bots.thinking import stopwatch

MARGIN = 0.01  # one point of win chance: a smaller difference does not matter to a player
# Moves are called about equal only when surely within half of that: a claim a player can
# trust, and the race runs on where it is not sure. With a whole point, Basari's one-turn plays
# (`coach_basari.COACH_SETTINGS`) proved "about equal" in 36% of hints over 60 positions; with
# half a point in 20%, and the moves named lost less (0.10 points of win chance against 0.16).
TIE_MARGIN = MARGIN / 2
TIE_ERRORS = 2.0  # the estimate must be this sure of a tie to call moves about equal
DROP_ERRORS = 2.5  # a contender this many standard errors behind the leader leaves the race
# The best contender replaces the first choice when it leads it by this many standard errors
# at the end. At 1.5 (Hard's gate in Basta!) three seeds named the same move in 16 of 20
# positions in Basari and in Basta!; at 2.5 in 19 of 20 (bench/bench_hint_agreement.py).
SWITCH_ERRORS = 2.5
# The first choice gives way only to a lead sure to be more than a margin (`race`'s `keep`): a
# lead surely there but smaller would be named on some asks and not on others. A point by
# default; a game whose rule of thumb is measured to lose more by it passes less (Basari: half).
KEEP_MARGIN = MARGIN
CHECK_EVERY = 8  # rounds between two looks at the standings
# Rounds two moves must both have played before one may drive the other out of the race, or
# replace it as the coach's move, or the two be called about equal: a standard error from
# fewer paired rounds is itself too rough (at 8 rounds, three seeds named the same Basari move
# in 77 of 100 positions; most differences came from a first choice dropped at the first look).
MIN_ROUNDS = 16
MAX_CONTENDERS = 3  # moves raced (the coach's first look at every move picks them)
MAX_EQUALS = 3  # moves named as about equal at most, the coach's own first
SECOND_FLOOR = 1e-9  # a second measure's difference below this is rounding, not a difference

# One play: a contender's score (its share of the win) and a second measure, higher better,
# that breaks a tie in the score (0.0 where a game has none).
Outcome = tuple[float, float]
# One round: each given contender's outcome on one common world drawn from the rng.
PlayRound = Callable[[Sequence[int], random.Random], Sequence[Outcome]]


@dataclass(frozen=True, slots=True)
class RaceBudget:
    """What the race may spend: CPU seconds under a wall-clock ceiling, or a count of plays
    (one contender on one world), or both (whichever ends first)."""

    seconds: float | None
    plays: int | None
    wall_ceiling: float


@dataclass(frozen=True, slots=True)
class RaceResult:
    """The contenders (their indices in the list raced) the coach's move first, then the
    ones about equal to it (`equals` of them), then the ones as good in win chance but parted
    by the second measure (`parted`), then the others by their mean."""

    order: tuple[int, ...]
    means: tuple[float, ...]  # each contender's mean score over the rounds it played
    equals: int  # how many after the first are about equal to it
    rounds: int
    # How many after the equal ones win as often as the first, but are surely worse by the
    # second measure (the first is named for it).
    parted: int = 0


def paired(rows: Sequence[dict[int, float]], a: int, b: int) -> tuple[float, float]:
    """`a`'s mean score less `b`'s over the rounds both played, and its standard error."""
    diffs = [row[a] - row[b] for row in rows if a in row and b in row]
    n = len(diffs)
    if n == 0:
        return 0.0, math.inf
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(variance / n)


def tight_tie(difference: float, error: float) -> bool:
    """The two moves are within `TIE_MARGIN` of each other, and the estimate is sure of it."""
    return abs(difference) + TIE_ERRORS * error < TIE_MARGIN


def _both_played(rows: Sequence[dict[int, float]], a: int, b: int) -> int:
    return sum(1 for row in rows if a in row and b in row)


def _tied(rows: Sequence[dict[int, float]], a: int, b: int) -> bool:
    """`tight_tie` over at least `MIN_ROUNDS` rounds both played (a few identical scores
    from a starved search are no proof)."""
    return _both_played(rows, a, b) >= MIN_ROUNDS and tight_tie(*paired(rows, a, b))


def _beats(
    rows: Sequence[dict[int, float]], leader: int, other: int, errors: float, keep: float
) -> bool:
    """`leader` is ahead of `other` by more than `errors` standard errors over at least
    `MIN_ROUNDS` rounds both played; where `other` is the first choice, surely by more than
    `keep`: a lead not sure to be worth that is no reason to name another move than the one
    chosen without chance (docs/coach.md, "Steady and strong")."""
    if _both_played(rows, leader, other) < MIN_ROUNDS:
        return False
    lead, error = paired(rows, leader, other)
    return lead - errors * error > (keep if other == 0 else 0.0)


def _means(rows: Sequence[dict[int, float]], count: int) -> list[float]:
    sums = [0.0] * count
    plays = [0] * count
    for row in rows:
        for index, score in row.items():
            sums[index] += score
            plays[index] += 1
    return [sums[i] / plays[i] if plays[i] else -math.inf for i in range(count)]


def _look(rows: list[dict[int, float]], alive: list[int], count: int, keep: float) -> bool:
    """Drop the contenders clearly behind the leader; True once the race is settled."""
    means = _means(rows, count)
    leader = max(alive, key=lambda i: (means[i], -i))
    for other in list(alive):
        if other != leader and _beats(rows, leader, other, DROP_ERRORS, keep):
            alive.remove(other)
    return len(alive) == 1 or all(_tied(rows, leader, other) for other in alive if other != leader)


def _winner(
    rows: Sequence[dict[int, float]], alive: list[int], means: list[float], keep: float
) -> int:
    """The first choice, unless it was driven out of the race or the best of the others
    beats it (`_beats`, by `SWITCH_ERRORS`): a lead the race could not establish does not
    change the move (asked again, with other worlds, the same move is named)."""
    leader = max(alive, key=lambda i: (means[i], -i))
    if 0 not in alive or leader == 0:
        return leader
    return leader if _beats(rows, leader, 0, SWITCH_ERRORS, keep) else 0


def _second_best(
    rows: Sequence[dict[int, float]],
    seconds: Sequence[dict[int, float]],
    winner: int,
    alive: list[int],
    count: int,
) -> int:
    """Among the contenders tied with `winner` in win chance (`_tied`), the one surely better
    than it by the second measure (by `SWITCH_ERRORS`), or `winner` itself."""
    tied = [i for i in alive if i != winner and _tied(rows, winner, i)]
    means = _means(seconds, count)
    best = max((winner, *tied), key=lambda i: (means[i], i == winner))
    return best if _parted(seconds, best, winner, SWITCH_ERRORS) else winner


def _parted(seconds: Sequence[dict[int, float]], better: int, other: int, errors: float) -> bool:
    """`better` is ahead of `other` by the second measure, by more than `errors` standard
    errors (a difference the same on every world has none) over `MIN_ROUNDS` rounds."""
    if _both_played(seconds, better, other) < MIN_ROUNDS:
        return False
    lead, error = paired(seconds, better, other)
    return lead > max(errors * error, SECOND_FLOOR)


def race(
    count: int,
    play: PlayRound,
    budget: RaceBudget,
    rng: random.Random,
    rows: Sequence[dict[int, Outcome]] = (),
    keep: float = KEEP_MARGIN,
) -> RaceResult:
    """Race `count` contenders (indices 0..count-1; 0 is the coach's first choice, a move
    chosen without chance), going on from `rows` already played on common worlds (at least
    one round is played). The winner is the first choice unless another beats it (`_winner`:
    surely, by more than `keep`), or wins as often and is surely better by the second measure
    (`_second_best`)."""
    scores = [{i: share for i, (share, _) in row.items()} for row in rows]
    seconds = [{i: second for i, (_, second) in row.items()} for row in rows]
    played_before = len(scores)
    alive = list(range(count))
    clock = stopwatch(budget.seconds, budget.wall_ceiling)
    plays = 0
    while len(alive) > 1 or len(scores) == played_before:  # one round even for one contender
        started = len(scores) > played_before
        if started and budget.plays is not None and plays + len(alive) > budget.plays:
            break
        if started and clock is not None and clock.expired():
            break
        outcomes = play(alive, rng)
        scores.append({i: share for i, (share, _) in zip(alive, outcomes, strict=True)})
        seconds.append({i: second for i, (_, second) in zip(alive, outcomes, strict=True)})
        plays += len(alive)
        if len(scores) % CHECK_EVERY == 0 and _look(scores, alive, count, keep):
            break
    means = _means(scores, count)
    winner = _second_best(scores, seconds, _winner(scores, alive, means, keep), alive, count)
    tied = [i for i in alive if i != winner and _tied(scores, winner, i)]
    parted = [i for i in tied if _parted(seconds, winner, i, TIE_ERRORS)]
    close = sorted((i for i in tied if i not in parted), key=lambda i: -means[i])
    close = close[: MAX_EQUALS - 1]
    parted.sort(key=lambda i: -means[i])
    rest = sorted(
        (i for i in range(count) if i != winner and i not in close and i not in parted),
        key=lambda i: -means[i],
    )
    order = (winner, *close, *parted, *rest)
    return RaceResult(order, tuple(means), len(close), len(scores), len(parted))
