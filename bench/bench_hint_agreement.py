"""Does a hint change its mind? The coach asked three times about the same position.

    python bench/bench_hint_agreement.py                   # 50 positions per game, 3 seeds
    python bench/bench_hint_agreement.py --positions 10 --only basta

Medium bots play each other; at seat 0's decisions with a real choice (more than one move
considered) the coach is asked with the app's hint budget (`HINT_BUDGET`, CPU time under a
wall-clock ceiling) three times, each with another seed, as if the position had been asked
about in three different ways. (In the app the seed comes from the position, so the same view
gets the same seed; three seeds measure how much the answer rests on luck.) Per game it
prints how often the three first moves are the same, and how often the three answers agree:
each answer's first move is among every other answer's moves declared about equal
(`Advice.equally_good`); plus how often a tie was declared, and the load average and the CPU
share of a core the searching thread got. On a machine so busy that the hint's wall-clock
ceiling cuts its search short, `--ceiling S` shows the coach at its full CPU budget.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dataclasses import replace

from bazaar_engine.bots import coach_basari, coach_basta
from bazaar_engine.bots.coach import HINT_BUDGET, TIE_ERRORS, Advice, CoachBudget, advise
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}
TARGET = 0.95


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


def agree(answers: list[Advice]) -> bool:
    """No answer contradicts another: each first move is about equal in every answer."""
    return all(a.is_equally_good(b.best.action) for a in answers for b in answers)


def measure(game_id: str, count: int, seeds: int, seed: int, budget: CoachBudget) -> str:
    same = agreed = ties = asked = 0
    cpu = wall = 0.0
    started = time.perf_counter()
    loads = []
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
        agreed += agree(answers)
        ties += sum(a.about_equal for a in answers)
    share = agreed / asked
    return (
        f"{game_id:8}{asked:>10}{same:>12}{agreed:>8}{share:>8.2f}  "
        f"{'yes' if share >= TARGET else 'NO ':3}{ties / (seeds * asked):>10.2f}"
        f"{min(loads):>7.1f}-{max(loads):<5.1f}{cpu / wall:>6.2f}"
        f"   ({time.perf_counter() - started:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2028)
    parser.add_argument("--only", choices=sorted(PLAYERS))
    parser.add_argument("--ceiling", type=float, help="wall-clock ceiling instead of the app's")
    parser.add_argument("--tie", type=float, help="TIE_ERRORS to try instead of the coach's")
    args = parser.parse_args()
    if args.tie is not None:  # an experiment: the advisers read the constant at each call
        for module in (coach_basari, coach_basta):
            module.TIE_ERRORS = args.tie  # type: ignore[attr-defined]
    budget = HINT_BUDGET
    if args.ceiling is not None:
        budget = replace(budget, wall_ceiling=args.ceiling)
    print(
        f"hint budget: {budget.seconds} s of CPU (ceiling {budget.wall_ceiling} s), "
        f"{args.seeds} seeds per position, ties within {args.tie or TIE_ERRORS} standard errors; "
        f"target: the answers agree in {TARGET:.0%}"
    )
    print(
        f"{'game':8}{'positions':>10}{'same first':>12}{'agree':>8}{'share':>8}  ok "
        f"{'tie shown':>10}{'load':>9}{'cpu share':>11}"
    )
    for game_id in [args.only] if args.only else sorted(PLAYERS):
        print(measure(game_id, args.positions, args.seeds, args.seed, budget), flush=True)


if __name__ == "__main__":
    main()
