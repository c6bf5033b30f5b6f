"""How long a hint takes (within 1 s), per game, as the app asks for it.

    python bench/bench_hints.py                  # 40 hints per game
    python bench/bench_hints.py --hints 10 --only basta

Medium bots play each other; at seat 0's decisions (one in three, at random) the coach is asked
for a hint on seat 0's view with the app's budget (`HINT_BUDGET`) through the bots' worker
process, exactly as Game > Hint does (a pipe round trip plus the search), and the wall time of
each request is recorded. The worker is started once before timing (the app starts it with the
first bot move or hint). Forced decisions (one sensible move) answer at once and are counted
too: a person may ask about them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_desktop.services.bot_process import AdviceRequest, BotProcess
from bazaar_engine.bots.coach import HINT_BUDGET
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}
TARGET_S = 1.0


def time_hints(game_id: str, hints: int, seed: int, worker: BotProcess) -> list[float]:
    game = make_game(game_id)
    rng = random.Random(f"{seed}/{game_id}")
    seconds: list[float] = []
    index = 0
    while len(seconds) < hints:
        bots = [make_bot(game_id, "medium", f"{seed}/{index}/{s}") for s in range(4)]
        index += 1
        state = game.new_initial_state(PLAYERS[game_id])
        while not state.is_terminal() and len(seconds) < hints:
            players = state.current_players()
            if players[0] == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if 0 in players and rng.random() < 1 / 3:
                started = time.perf_counter()
                worker.advise(AdviceRequest(state.view(0), 0, HINT_BUDGET, f"bench-{index}"))
                seconds.append(time.perf_counter() - started)
            player = players[-1]
            state.apply(player, bots[player].choose(state.view(player), player))
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hints", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", choices=sorted(PLAYERS))
    args = parser.parse_args()
    worker = BotProcess.shared()
    time_hints("jewels", 1, args.seed, worker)  # the worker starts and imports the coach
    print(
        f"hint budget: {HINT_BUDGET.seconds} s of CPU, ceiling {HINT_BUDGET.wall_ceiling} s; "
        f"target: every hint within {TARGET_S} s"
    )
    print(f"{'game':8}{'hints':>7}{'median s':>10}{'max s':>8}  ok")
    for game_id in [args.only] if args.only else sorted(PLAYERS):
        seconds = sorted(time_hints(game_id, args.hints, args.seed, worker))
        median = statistics.median(seconds)
        top = seconds[-1]
        ok = "yes" if top <= TARGET_S else "no"
        print(f"{game_id:8}{len(seconds):>7}{median:>10.3f}{top:>8.3f}  {ok}")


if __name__ == "__main__":
    main()
