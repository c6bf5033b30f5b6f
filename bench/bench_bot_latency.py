"""How long Easy and Medium take per decision, timed one at a time in a single process.

    python bench/bench_bot_latency.py                 # 200 games per game, every level
    python bench/bench_bot_latency.py --games 20 --only basta

`bench_bots.py` times decisions while its tournaments keep every core busy, so its slowest
figures include the moments a worker waited for the CPU. This bench plays bots against each
other in this one process and times each decision both by the wall clock and by the CPU time
the decision itself used (`time.thread_time`), so a slow decision can be told apart from a busy
machine. Target: Easy and Medium at most 20 ms per decision.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}
LEVELS = ("easy", "medium")
TARGET_MS = 20.0


def time_decisions(
    game_id: str, level: str, games: int, seed: int
) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds of every decision of `level` bots playing each other."""
    game = make_game(game_id)
    rng = random.Random(f"{seed}/{game_id}/{level}")
    wall: list[float] = []
    cpu: list[float] = []
    for index in range(games):
        bots = [make_bot(game_id, level, f"{seed}/{index}/{s}") for s in range(PLAYERS[game_id])]
        state = game.new_initial_state(len(bots))
        while not state.is_terminal():
            player = state.current_players()[0]
            if player == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            view = state.view(player)
            started_wall = time.perf_counter()
            started_cpu = time.thread_time()
            action = bots[player].choose(view, player)
            cpu.append(time.thread_time() - started_cpu)
            wall.append(time.perf_counter() - started_wall)
            state.apply(player, action)
    return wall, cpu


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(share * len(values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", action="append", choices=sorted(PLAYERS))
    args = parser.parse_args()
    print(f"{args.games} games per row, seed {args.seed}, one process; times in ms")
    print(
        f"{'game':<7} {'level':<7} {'decisions':>9} {'median':>7} {'p99':>6} "
        f"{'max wall':>9} {'max cpu':>8} {'ok':>3}"
    )
    for game_id in PLAYERS:
        if args.only and game_id not in args.only:
            continue
        for level in LEVELS:
            wall, cpu = time_decisions(game_id, level, args.games, args.seed)
            wall.sort()
            cpu.sort()
            ok = "yes" if cpu[-1] * 1000 <= TARGET_MS else "NO"
            print(
                f"{game_id:<7} {level:<7} {len(wall):>9} {percentile(wall, 0.5) * 1000:>7.2f} "
                f"{percentile(wall, 0.99) * 1000:>6.2f} {wall[-1] * 1000:>9.1f} "
                f"{cpu[-1] * 1000:>8.1f} {ok:>3}",
                flush=True,
            )


if __name__ == "__main__":
    main()
