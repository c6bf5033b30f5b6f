"""How much Hard thinks on a busy machine: CPU-time budget against the old wall-clock one.

    python bench/bench_thinking.py                 # 20 positions per game, 0 and 2 burners
    python bench/bench_thinking.py --positions 5 --beside 0 1 --budgets cpu-uncapped

Hard's searches (Basari: a card choice, 0.3 s; Basta!: a decision, 0.3 s) are run on the same
positions of Medium-vs-Medium games with Hard's budget (CPU time of the thread, under the
1.8 s wall-clock ceiling, `bazaar_engine.bots.thinking`), with the same CPU time and no ceiling
(Hard wherever the ceiling is not reached), and with the wall-clock budget it had before
(0.3 s on the wall clock, however little of it the thread ran). Each is done
with 0 and then N CPU-bound processes beside (started and stopped here, each also stopping by
itself). With the same seed and the same number of iterations a search makes the same choice,
so the iterations per decision say how strong Hard is. Prints, per game, budget and number of
processes beside: the mean iterations (or deals), the CPU share of a core the searching thread
got, how many searches the ceiling cut short, and the load average.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_bots import start_burners, stop_burners

from bazaar_engine.basari.game import BasariGame
from bazaar_engine.basari.state import BasariState
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.basari_search import BasariPlayout, PredictedWorlds
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.bots.mcts import OpenLoopSearch, SearchBudget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.bots.thinking import WALL_CEILING
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game

SECONDS = 0.3
# (CPU seconds, wall-clock ceiling): Hard's; the same without the ceiling (what Hard does on a
# machine where the ceiling is not reached); the wall-clock budget of before.
BUDGETS = {
    "cpu": (SECONDS, WALL_CEILING),
    "cpu-uncapped": (SECONDS, 60.0),
    "wall": (1000.0, SECONDS),
}


def positions(game_id: str, count: int) -> list[tuple[State[Any], int]]:
    game = make_game(game_id)
    rng = random.Random(f"thinking/{game_id}")
    found: list[tuple[State[Any], int]] = []
    index = 0
    while len(found) < count:
        bots = [make_bot(game_id, "medium", f"t/{index}/{s}") for s in range(4)]
        index += 1
        state = game.new_initial_state(4)
        while not state.is_terminal() and len(found) < count:
            players = state.current_players()
            if players[0] == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = players[-1]
            card_choice = not isinstance(state, BasariState) or state.phase == "choose_cards"
            if card_choice and rng.random() < 0.2:
                found.append((state.view(seat), seat))
            for player in players:
                state.apply(player, bots[player].choose(state.view(player), player))
                if state.current_players() != players:
                    break
    return found


def search_once(view: State[Any], seat: int, cpu: float, ceiling: float) -> int:
    """One of Hard's searches with this budget; how many iterations (deals) it made."""
    rng = random.Random(0)
    if isinstance(view, BastaState):
        basta = BastaSearch(view.game, Budget(seconds=cpu, wall_ceiling=ceiling))
        basta.choose(view, seat, rng)
        return basta.last_worlds
    playout = BasariPlayout()
    budget = SearchBudget(seconds=cpu, wall_ceiling=ceiling, max_tree_depth=3)
    search = OpenLoopSearch(PredictedWorlds(cast(BasariGame, view.game), playout), playout, budget)
    search.choose(view, seat, rng)
    return search.last_iterations


def measure(game_id: str, found: list[tuple[State[Any], int]], budget: str, beside: int) -> str:
    cpu, ceiling = BUDGETS[budget]
    iterations: list[int] = []
    cut = 0
    used = wall = 0.0
    for view, seat in found:
        wall0, cpu0 = time.perf_counter(), time.thread_time()
        iterations.append(search_once(view, seat, cpu, ceiling))
        spent = time.perf_counter() - wall0
        used += time.thread_time() - cpu0
        wall += spent
        cut += budget != "wall" and spent >= 0.95 * ceiling
    mean = sum(iterations) / len(iterations)
    return (
        f"{game_id:7} {budget:12} {beside:>7} {len(found):>9} {mean:>11.0f} {used / wall:>10.2f} "
        f"{cut:>10} {os.getloadavg()[0]:>6.1f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--beside", type=int, nargs="+", default=[0, 2])
    parser.add_argument("--burn-limit", type=float, default=900.0)
    parser.add_argument("--budgets", nargs="+", choices=sorted(BUDGETS), default=list(BUDGETS))
    args = parser.parse_args()
    found = {game_id: positions(game_id, args.positions) for game_id in ("basari", "basta")}
    print(f"Hard's searches, {SECONDS} s each; load at start {os.getloadavg()[0]:.1f}")
    print(
        f"{'game':7} {'budget':12} {'beside':>7} {'positions':>9} {'iterations':>11} "
        f"{'cpu share':>10} {'at ceiling':>10} {'load':>6}"
    )
    for beside in args.beside:
        burners = start_burners(beside, args.burn_limit)
        try:
            time.sleep(2 if beside else 0)  # let the burners take their share
            for game_id, at in found.items():
                for budget in args.budgets:
                    print(measure(game_id, at, budget, beside), flush=True)
        finally:
            stop_burners(burners)


if __name__ == "__main__":
    main()
