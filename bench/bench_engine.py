"""Engine throughput: full random games per second, checked API vs fast path.

    python bench/bench_engine.py [--seconds 5]

Runs on one core (this process). The checked API is `State.apply` (validation + events); the
fast path is `State.apply_unchecked` (what search and rollouts use). Prints one line per
game and path; copy the figures into docs/performance.md.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.game import play_random_game
from engine.games import make_game

# (game id, players, fast-path target games/s, checked target games/s or None)
CASES = [("basari", 4, 1000, 150), ("jewels", 3, 500, None), ("basta", 4, 500, None)]


def games_per_second(game_id: str, players: int, checked: bool, seconds: float) -> float:
    game = make_game(game_id)
    rng = random.Random(12345)
    played = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline or played < 10:
        play_random_game(game.new_initial_state(players), rng, checked=checked)
        played += 1
    return played / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument("--game", action="append", help="only these game ids")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core")
    print(f"{'game':<8} {'players':>7} {'path':<8} {'games/s':>9} {'target':>8}")
    for game_id, players, fast_target, checked_target in CASES:
        if args.game and game_id not in args.game:
            continue
        for checked, target in ((False, fast_target), (True, checked_target)):
            rate = games_per_second(game_id, players, checked, args.seconds)
            path = "checked" if checked else "fast"
            target_text = f">={target}" if target else "-"
            print(f"{game_id:<8} {players:>7} {path:<8} {rate:>9.1f} {target_text:>8}", flush=True)


if __name__ == "__main__":
    main()
