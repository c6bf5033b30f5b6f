"""Engine throughput: full random games per second, checked API vs fast path.

    python bench/bench_engine.py [--seconds 5]

Runs on one core (this process). The checked API is `State.apply` (validation + events); the
fast path is `State.apply_unchecked` (what search and rollouts use). Rates are games per
second of this process's CPU time (what one core does, even when other work shares the
machine) and, beside it, of wall-clock time. Copy the figures into docs/performance.md.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.core.game import play_random_game
from bazaar_engine.games import make_game

# (game id, players, fast-path target games/s, checked target games/s or None)
CASES = [("basari", 4, 1000, 150), ("jewels", 3, 500, None), ("basta", 4, 500, None)]


def games_per_second(
    game_id: str, players: int, checked: bool, seconds: float
) -> tuple[float, float]:
    """(games per CPU second, games per wall-clock second)."""
    game = make_game(game_id)
    rng = random.Random(12345)
    played = 0
    started, started_cpu = time.perf_counter(), time.process_time()
    deadline = started + seconds
    while time.perf_counter() < deadline or played < 10:
        play_random_game(game.new_initial_state(players), rng, checked=checked)
        played += 1
    cpu = time.process_time() - started_cpu
    return played / cpu, played / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core")
    print(f"{'game':<8} {'players':>7} {'path':<8} {'games/s':>9} {'(wall)':>9} {'target':>8}")
    for game_id, players, fast_target, checked_target in CASES:
        if args.game and game_id not in args.game:
            continue
        for checked, target in ((False, fast_target), (True, checked_target)):
            rate, wall_rate = games_per_second(game_id, players, checked, args.seconds)
            path = "checked" if checked else "fast"
            target_text = f">={target}" if target else "-"
            print(
                f"{game_id:<8} {players:>7} {path:<8} {rate:>9.1f} {wall_rate:>9.1f} "
                f"{target_text:>8}",
                flush=True,
            )


if __name__ == "__main__":
    main()
