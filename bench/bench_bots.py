"""Bot strength and speed: the tournaments behind docs/bots.md.

    python bench/bench_bots.py                      # every match-up, 400 games each
    python bench/bench_bots.py --games 40 --only basari   # a quick look

Each match-up seats one entry of the level under test against copies of a weaker level; table
positions rotate so every seat is played equally. The games are spread over worker processes
(one per core). Prints, per match-up, the win share of the first entry with its 95% confidence
interval, and decision times per level (median and slowest), against the targets.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.bots.registry import make_bot
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


def play_chunk(
    job: tuple[str, tuple[str, ...], int, list[int]],
) -> tuple[list[float], dict[str, list[float]]]:
    """Play the games with the given indices; return entry 0's win share per game and the
    decision times (seconds) per level."""
    game_id, levels, seed, indices = job
    game = make_game(game_id)
    n = len(levels)
    shares: list[float] = []
    times: dict[str, list[float]] = {level: [] for level in levels}
    for index in indices:
        entry_at_seat = [(s + index) % n for s in range(n)]
        bots = [make_bot(game_id, levels[e], f"{seed}/{index}/{e}") for e in entry_at_seat]

        def record(seat: int, seconds: float, entry_at_seat: list[int] = entry_at_seat) -> None:
            times[levels[entry_at_seat[seat]]].append(seconds)

        match = play_match(game, bots, random.Random(f"{seed}/{index}"), record)
        winners = match.state.winners()
        seat_of_entry0 = entry_at_seat.index(0)
        shares.append(1.0 / len(winners) if seat_of_entry0 in winners else 0.0)
    return shares, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", action="append", help="only these game ids")
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    print(f"{args.games} games per match-up, seed {args.seed}, {args.workers} worker processes")
    header = f"{'game':<7} {'seats':<28} {'win share':>9} {'95% CI':>13} {'target':>7} {'ok':>3}"
    print(header)
    all_times: dict[tuple[str, str], list[float]] = {}
    with multiprocessing.Pool(args.workers) as pool:
        for game_id, levels, target in MATCHUPS:
            if args.only and game_id not in args.only:
                continue
            started = time.perf_counter()
            chunks = [list(range(w, args.games, args.workers * 4)) for w in range(args.workers * 4)]
            jobs = [(game_id, levels, args.seed, chunk) for chunk in chunks if chunk]
            shares: list[float] = []
            for chunk_shares, chunk_times in pool.map(play_chunk, jobs):
                shares.extend(chunk_shares)
                for level, values in chunk_times.items():
                    all_times.setdefault((game_id, level), []).extend(values)
            n = len(shares)
            mean = sum(shares) / n
            var = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
            half = 1.96 * math.sqrt(var / n)
            ok = "yes" if mean >= target else "NO"
            print(
                f"{game_id:<7} {','.join(levels):<28} {mean:>9.3f} "
                f"{f'{max(0, mean - half):.3f}-{min(1, mean + half):.3f}':>13} "
                f"{target:>7.2f} {ok:>3}   ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
    print()
    print(f"{'game':<7} {'level':<7} {'decisions':>9} {'median ms':>10} {'max ms':>9}")
    for (game_id, level), values in sorted(all_times.items()):
        values.sort()
        if not values or level == "random":
            continue
        print(
            f"{game_id:<7} {level:<7} {len(values):>9} {values[len(values) // 2] * 1000:>10.2f} "
            f"{values[-1] * 1000:>9.1f}"
        )


if __name__ == "__main__":
    main()
