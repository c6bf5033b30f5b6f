"""Bot strength and speed: the tournaments behind docs/bots.md.

    python bench/bench_bots.py                      # every match-up, 400 games each
    python bench/bench_bots.py --games 40 --only basari   # a quick look
    python bench/bench_bots.py --only basari --first hard --beside 2   # Hard on a busy machine

Each match-up seats one entry of the level under test against copies of a weaker level; table
positions rotate so every seat is played equally. The games are spread over worker processes
(one per core). Prints, per match-up, the win share of the first entry with its 95% confidence
interval, and decision times per level (median and slowest), against the targets.

Hard thinks for a budget of CPU time (`bazaar_engine.bots.thinking`), so its strength should not
depend on what else runs. `--beside N` starts N CPU-bound processes for each match-up and stops
them after it (each also stops by itself after `--burn-limit` seconds); every row says the load
average during it and the share of a core the worker processes got, and for Hard's decisions
the CPU time they used and how many were cut short by the wall-clock ceiling.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.bots.basari_bots import HARD_BARTER_SECONDS, HARD_CARD_SECONDS
from bazaar_engine.bots.basari_bots import HardBot as BasariHard
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.basta_bots import HardBot as BastaHard
from bazaar_engine.bots.basta_search import Budget
from bazaar_engine.bots.mcts import SearchBudget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.bots.thinking import WALL_CEILING
from bazaar_engine.core.game import State
from bazaar_engine.games import make_game
from bazaar_engine.sim import play_match

# (game, seats: the first entry is the one measured, target win share)
MATCHUPS: list[tuple[str, tuple[str, ...], float]] = [
    ("basari", ("hard", "medium", "medium", "medium"), 0.40),
    ("basari", ("medium", "easy", "easy", "easy"), 0.40),
    ("basari", ("easy", "random", "random", "random"), 0.50),
    ("jewels", ("hard", "medium", "medium"), 0.50),
    ("basta", ("hard", "medium", "medium", "medium"), 0.40),
    ("jewels", ("medium", "easy", "easy"), 0.0),
    ("jewels", ("easy", "random", "random"), 0.0),
    ("basta", ("medium", "easy", "easy", "easy"), 0.0),
    ("basta", ("easy", "random", "random", "random"), 0.0),
]

# A CPU-bound process that stops by itself after argv[1] seconds (never left behind).
BURNER = "import sys, time\nend = time.time() + float(sys.argv[1])\nwhile time.time() < end: pass"
CEILING_HIT = 0.95 * WALL_CEILING  # a decision this long on the wall clock met the ceiling


class Timed(Bot):
    """A bot whose decisions are timed on the wall clock and in CPU time of this thread."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(0)
        self.bot = bot
        self.level = bot.level
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def choose(self, view: State[Any], seat: int) -> Any:
        wall, cpu = time.perf_counter(), time.thread_time()
        action = self.bot.choose(view, seat)
        self.cpu.append(time.thread_time() - cpu)
        self.wall.append(time.perf_counter() - wall)
        return action


Times = dict[str, tuple[list[float], list[float]]]  # level -> (wall seconds, CPU seconds)


def make_level(game_id: str, level: str, seed: str, scale: float) -> Bot:
    """The level's bot; Hard with its time budgets scaled by `scale` (1: as in the app)."""
    if level != "hard" or scale == 1.0:
        return make_bot(game_id, level, seed)
    if game_id == "basari":
        card = SearchBudget(seconds=HARD_CARD_SECONDS * scale)
        barter = SearchBudget(seconds=HARD_BARTER_SECONDS * scale)
        return BasariHard(seed, card_budget=card, barter_budget=barter)
    if game_id == "basta":
        default = Budget().seconds
        assert default is not None
        return BastaHard(seed, budget=Budget(seconds=default * scale))
    return make_bot(game_id, level, seed)  # Jewel Bazaar's Hard has no time budget


def play_chunk(
    job: tuple[str, tuple[str, ...], int, list[int], float],
) -> tuple[list[float], Times, float, float]:
    """Play the games with the given indices; return entry 0's win share per game, the
    decision times per level, and the worker's CPU and wall seconds."""
    game_id, levels, seed, indices, scale = job
    game = make_game(game_id)
    n = len(levels)
    shares: list[float] = []
    times: Times = {level: ([], []) for level in levels}
    cpu, wall = time.process_time(), time.perf_counter()
    for index in indices:
        entry_at_seat = [(s + index) % n for s in range(n)]
        bots = [
            Timed(make_level(game_id, levels[e], f"{seed}/{index}/{e}", scale))
            for e in entry_at_seat
        ]
        match = play_match(game, bots, random.Random(f"{seed}/{index}"))
        for bot in bots:
            times[bot.level][0].extend(bot.wall)
            times[bot.level][1].extend(bot.cpu)
        winners = match.state.winners()
        seat_of_entry0 = entry_at_seat.index(0)
        shares.append(1.0 / len(winners) if seat_of_entry0 in winners else 0.0)
    return shares, times, time.process_time() - cpu, time.perf_counter() - wall


def start_burners(count: int, limit: float) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", BURNER, str(limit)]) for _ in range(count)]


def stop_burners(burners: list[subprocess.Popen[bytes]]) -> None:
    for burner in burners:
        burner.terminate()
    for burner in burners:
        burner.wait(timeout=10)


def run_matchup(
    pool: Any, args: argparse.Namespace, game_id: str, levels: tuple[str, ...]
) -> tuple[list[float], Times, str]:
    """Entry 0's win shares, the decision times, and the load note of one match-up."""
    burners = start_burners(args.beside, args.burn_limit)
    started = time.perf_counter()
    try:
        chunks = [list(range(w, args.games, args.workers * 4)) for w in range(args.workers * 4)]
        jobs = [(game_id, levels, args.seed, chunk, args.hard_scale) for chunk in chunks if chunk]
        shares: list[float] = []
        times: Times = {}
        cpu = wall = 0.0
        loads: list[float] = []
        for chunk_shares, chunk_times, chunk_cpu, chunk_wall in pool.imap(play_chunk, jobs):
            loads.append(os.getloadavg()[0])
            shares.extend(chunk_shares)
            cpu += chunk_cpu
            wall += chunk_wall
            for level, (walls, cpus) in chunk_times.items():
                times.setdefault(level, ([], []))[0].extend(walls)
                times[level][1].extend(cpus)
    finally:
        stop_burners(burners)
    note = (
        f"({time.perf_counter() - started:.0f} s, beside {args.beside} burners, load "
        f"{min(loads):.1f}-{max(loads):.1f}, worker CPU share {cpu / wall:.2f})"
    )
    return shares, times, note


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", action="append", help="only these game ids")
    parser.add_argument("--first", help="only match-ups measuring this level")
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--beside", type=int, default=0, help="CPU-bound processes beside")
    parser.add_argument("--burn-limit", type=float, default=3600.0)
    parser.add_argument(
        "--hard-scale", type=float, default=1.0, help="scale Hard's CPU budgets (1: the app's)"
    )
    args = parser.parse_args()
    print(
        f"{args.games} games per match-up, seed {args.seed}, {args.workers} worker processes, "
        f"{args.beside} CPU-bound processes beside, Hard's budgets x{args.hard_scale}, "
        f"load at start {os.getloadavg()[0]:.1f}"
    )
    header = f"{'game':<7} {'seats':<28} {'win share':>9} {'95% CI':>13} {'target':>7} {'ok':>3}"
    print(header)
    all_times: dict[tuple[str, str], tuple[list[float], list[float]]] = {}
    with multiprocessing.Pool(args.workers) as pool:
        for game_id, levels, target in MATCHUPS:
            if (args.only and game_id not in args.only) or args.first not in (None, levels[0]):
                continue
            shares, times, note = run_matchup(pool, args, game_id, levels)
            for level, (walls, cpus) in times.items():
                all_times.setdefault((game_id, level), ([], []))[0].extend(walls)
                all_times[(game_id, level)][1].extend(cpus)
            n = len(shares)
            mean = sum(shares) / n
            var = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
            half = 1.96 * math.sqrt(var / n)
            ok = "yes" if mean >= target else "NO"
            print(
                f"{game_id:<7} {','.join(levels):<28} {mean:>9.3f} "
                f"{f'{max(0, mean - half):.3f}-{min(1, mean + half):.3f}':>13} "
                f"{target:>7.2f} {ok:>3}   {note}",
                flush=True,
            )
    print_times(all_times)


def print_times(all_times: dict[tuple[str, str], tuple[list[float], list[float]]]) -> None:
    print()
    print(
        f"{'game':<7} {'level':<7} {'decisions':>9} {'median ms':>10} {'max ms':>9} "
        f"{'median cpu ms':>14} {'at ceiling':>10}"
    )
    for (game_id, level), (walls, cpus) in sorted(all_times.items()):
        if not walls or level == "random":
            continue
        walls, cpus = sorted(walls), sorted(cpus)
        ceiling = sum(1 for w in walls if w >= CEILING_HIT)
        print(
            f"{game_id:<7} {level:<7} {len(walls):>9} {walls[len(walls) // 2] * 1000:>10.2f} "
            f"{walls[-1] * 1000:>9.1f} {cpus[len(cpus) // 2] * 1000:>14.2f} {ceiling:>10}"
        )


if __name__ == "__main__":
    main()
