"""Does a hint name one move, the same one each time, and is it a good one?

    python bench/bench_hint_agreement.py                   # 50 positions per game, 3 seeds
    python bench/bench_hint_agreement.py --positions 10 --only basta
    python bench/bench_hint_agreement.py --positions 0 --follow 40 --only basari

Medium bots play each other; at seat 0's decisions with a real choice (more than one move
considered) the coach is asked with the app's hint budget (`HINT_BUDGET`, CPU time under a
wall-clock ceiling) three times, each with another seed, as if the position had been asked
about in three different ways. (In the app the seed comes from the position, so the same view
gets the same seed; three seeds measure how much the answer rests on luck.) Per game it
prints how often the three first moves are the same (target: 90% of positions), how often a
hint declared moves about equal (target: at most 20% of hints), how many moves a hint named at
most, and the load average and the CPU share of a core the searching thread got.

With `--follow N` it also plays N games in which seat 0 plays every hint's move (asked as the
app asks: the position's own seed) against Medium bots, seats rotating, and prints the
follower's share of the wins with its 95% interval. On a machine so busy that the hint's
wall-clock ceiling cuts its search short, `--ceiling S` shows the coach at its full CPU budget.

With `--regret ROUNDS` (Basari) every move of each position is also valued long: a first look
of 1,500 iterations and every move on the same ROUNDS worlds, by Hard's own measure (three
turns ahead; `coach_basari.long_values`). It prints what the hints' moves lose against the best
so valued, in points of win chance, in all and by phase: far less noisy than a follower's games
(a hint that names another of two moves worth the same loses nothing).

    python bench/bench_hint_agreement.py --positions 100 --only basari --ceiling 20 --regret 1000
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots import coach_race
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.coach import HINT_BUDGET, CoachBudget, advise
from bazaar_engine.bots.coach_basari import long_values
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game
from bazaar_engine.sim import play_match

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}
SAME_FIRST_TARGET = 0.90
TIES_TARGET = 0.20


def positions(game_id: str, count: int, seed: int) -> list[State[Any]]:
    """Seat 0's views at one in three of its decisions in Medium-vs-Medium games."""
    game = make_game(game_id)
    rng = random.Random(f"{seed}/{game_id}")
    found: list[State[Any]] = []
    index = 0
    while len(found) < count:
        bots = [make_bot(game_id, "medium", f"{seed}/{index}/{s}") for s in range(4)]
        index += 1
        state = game.new_initial_state(PLAYERS[game_id])
        while not state.is_terminal() and len(found) < count:
            players = state.current_players()
            if players[0] == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if 0 in players and rng.random() < 1 / 3:
                found.append(state.view(0))
            player = players[-1]
            state.apply(player, bots[player].choose(state.view(player), player))
    return found


def measure(
    game_id: str, count: int, seeds: int, seed: int, budget: CoachBudget, regret: int = 0
) -> str:
    same = ties = asked = most_named = 0
    cpu = wall = 0.0
    started = time.perf_counter()
    loads = []
    losses: dict[str, list[float]] = {}
    for view in positions(game_id, 4 * count, seed):
        if asked == count:
            break
        answers = []
        for run in range(seeds):
            wall0, cpu0 = time.perf_counter(), time.thread_time()
            answers.append(advise(view, 0, budget, seed=f"agreement-{run}"))
            cpu += time.thread_time() - cpu0
            wall += time.perf_counter() - wall0
            if answers[0].forced:
                break
        if answers[0].forced:
            continue  # one sensible move: nothing to agree on
        asked += 1
        loads.append(os.getloadavg()[0])
        same += len({repr(a.best.action) for a in answers}) == 1
        ties += sum(a.about_equal for a in answers)
        most_named = max(most_named, *(len(a.equally_good) for a in answers))
        if regret and isinstance(view, BasariState):
            values = long_values(view, 0, regret, random.Random(f"regret-{asked}"))
            top = max(values.values())
            phase = losses.setdefault(view.phase, [])
            phase += [top - values[a.best.action] for a in answers]
    same_share, tie_share = same / asked, ties / (seeds * asked)
    ok = same_share >= SAME_FIRST_TARGET and tie_share <= TIES_TARGET
    return (
        f"{game_id:8}{asked:>10}{same:>12}{same_share:>8.2f}{tie_share:>11.2f}{most_named:>7}"
        f"  {'yes' if ok else 'NO ':3}{min(loads):>7.1f}-{max(loads):<5.1f}{cpu / wall:>6.2f}"
        f"   ({time.perf_counter() - started:.0f} s)"
    ) + (_losses(losses, regret) if losses else "")


def _losses(losses: dict[str, list[float]], rounds: int) -> str:
    """What the hints' moves lose against the best move, by the long evaluation: in points of
    win chance, the mean and its standard error, in all and by phase."""

    def figure(values: list[float]) -> str:
        mean = sum(values) / len(values)
        spread = math.sqrt(sum((v - mean) ** 2 for v in values) / max(len(values) - 1, 1))
        return f"{100 * mean:.2f} ± {100 * spread / math.sqrt(len(values)):.2f}"

    every = [loss for values in losses.values() for loss in values]
    phases = ", ".join(f"{p} {figure(v)} ({len(v)})" for p, v in sorted(losses.items()))
    head = f"loss against the best move ({rounds} common worlds)"
    return f"\n  {head}: {figure(every)} points; {phases}"


class Follower(Bot):
    """Plays the hint's move, asked as the app asks (the position's own seed)."""

    level = "follower"

    def __init__(self, budget: CoachBudget) -> None:
        super().__init__(0)
        self.budget = budget

    def choose(self, view: State[Any], seat: int) -> Any:
        return advise(view, seat, self.budget).best.action


def follow_games(job: tuple[str, int, list[int], CoachBudget]) -> list[float]:
    """The follower's share of the win in each of the games with these indices."""
    game_id, seed, indices, budget = job
    game = make_game(game_id)
    n = PLAYERS[game_id]
    shares = []
    for index in indices:
        follower_seat = index % n
        bots: list[Bot] = [make_bot(game_id, "medium", f"{seed}/{index}/{s}") for s in range(n)]
        bots[follower_seat] = Follower(budget)
        match = play_match(game, bots, random.Random(f"{seed}/{index}"))
        winners = match.state.winners()
        shares.append(1.0 / len(winners) if follower_seat in winners else 0.0)
    return shares


def follow(game_id: str, games: int, seed: int, budget: CoachBudget, workers: int) -> str:
    """The follower's win share over `games` games, with a line so far every 10 games (a run
    stopped early still says what it found)."""
    started = time.perf_counter()
    jobs = [(game_id, seed, [index], budget) for index in range(games)]
    shares: list[float] = []
    with multiprocessing.Pool(workers) as pool:
        for result in pool.imap_unordered(follow_games, jobs):
            shares += result
            if len(shares) % 10 == 0 and len(shares) < games:
                print(f"  {_win_share(game_id, shares, started)}", flush=True)
    return _win_share(game_id, shares, started)


def _win_share(game_id: str, shares: list[float], started: float) -> str:
    n = len(shares)
    mean = sum(shares) / n
    variance = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(variance / n)
    return (
        f"{game_id:8} following every hint vs {PLAYERS[game_id] - 1} Medium: {n} games, "
        f"win share {mean:.3f} ± {half:.3f}   ({time.perf_counter() - started:.0f} s, "
        f"load {os.getloadavg()[0]:.1f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2028)
    parser.add_argument("--only", choices=sorted(PLAYERS))
    parser.add_argument("--ceiling", type=float, help="wall-clock ceiling instead of the app's")
    parser.add_argument("--follow", type=int, default=0, help="games following every hint")
    parser.add_argument("--workers", type=int, default=2, help="processes for --follow")
    parser.add_argument("--switch", type=float, help="SWITCH_ERRORS to try instead of the race's")
    parser.add_argument(
        "--regret",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="Basari: value every move on ROUNDS common worlds; print what the hints lose",
    )
    args = parser.parse_args()
    if args.switch is not None:  # an experiment: the race reads the constant at each call
        coach_race.SWITCH_ERRORS = args.switch
    budget = HINT_BUDGET
    if args.ceiling is not None:
        budget = replace(budget, wall_ceiling=args.ceiling)
    games = [args.only] if args.only else sorted(PLAYERS)
    print(
        f"hint budget: {budget.seconds} s of CPU (ceiling {budget.wall_ceiling} s), "
        f"{args.seeds} seeds per position, switch at {coach_race.SWITCH_ERRORS} standard "
        f"errors; targets: the same first move in "
        f"{SAME_FIRST_TARGET:.0%} of positions, ties in at most {TIES_TARGET:.0%} of hints"
    )
    if args.positions:
        print(
            f"{'game':8}{'positions':>10}{'same first':>12}{'share':>8}{'tie shown':>11}"
            f"{'named':>7}  ok {'load':>9}{'cpu share':>11}"
        )
        for game_id in games:
            print(
                measure(game_id, args.positions, args.seeds, args.seed, budget, args.regret),
                flush=True,
            )
    if args.follow:
        for game_id in games:
            print(follow(game_id, args.follow, args.seed, budget, args.workers), flush=True)


if __name__ == "__main__":
    main()
