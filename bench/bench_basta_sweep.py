"""Basta! Hard against three Medium bots: a sweep of the gate and of history-weighted deals.

    python bench/bench_basta_sweep.py --games 200                 # every setting
    python bench/bench_basta_sweep.py --games 40 --worlds 60 --settings 1.5 0 0h

A setting is a gate (`BastaSearch.gate`: Hard leaves Medium's move only when another beats it
by this many standard errors of the paired differences) and, with an "h", deals weighted by
each opponent's public play history (`bench_basta_history_hard.PosteriorDealer`: the plays it
made and avoided since its hand last changed owner, under "plays Medium's move, else any
card"). Hard thinks for a fixed number of deals (`--worlds`), so the figures do not depend on
the machine's load, and every setting plays the same game seeds (seats rotated), so a
setting's difference from the first one is measured on paired games. Games are played in
rounds of all settings, and the table is printed after each round, with the load average, so
a run stopped early still reports every setting on the same games.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import sys
import time
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_basta_history_hard import HistoryHard
from bench_basta_inference import PlayLog

from bazaar_engine.basta.game import BastaGame
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.basta_bots import HardBot, MediumBot
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game


class GatedHard(HardBot):
    gate = 1.5

    def make_search(self, state: BastaState, seat: int) -> BastaSearch:
        search = super().make_search(state, seat)
        search.gate = self.gate
        return search


class GatedHistoryHard(HistoryHard):
    gate = 1.5

    def make_search(self, state: BastaState, seat: int) -> BastaSearch:
        search = super().make_search(state, seat)
        search.gate = self.gate
        return search


def make_hard(setting: str, name: str, worlds: int, proposals: int) -> HardBot:
    budget = Budget(worlds=worlds, seconds=None)
    if setting.endswith("h"):
        hard: HardBot = GatedHistoryHard(name, budget)
        assert isinstance(hard, GatedHistoryHard)
        hard.gate = float(setting[:-1])
        hard.proposals = proposals
        return hard
    gated = GatedHard(name, budget)
    gated.gate = float(setting)
    return gated


def play_game(setting: str, seed: int, index: int, worlds: int, proposals: int) -> float:
    """Hard's share of the win in game `index` (the same deal for every setting)."""
    game = cast(BastaGame, make_game("basta"))
    entry_at_seat = [(s + index) % 4 for s in range(4)]
    bots: list[Bot] = []
    for entry in entry_at_seat:
        name = f"{seed}/{index}/{entry}"
        bots.append(make_hard(setting, name, worlds, proposals) if entry == 0 else MediumBot(name))
    log = PlayLog(4)
    rng = random.Random(f"{seed}/{index}")
    state = game.new_initial_state(4)
    while state.current_players():
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        bot = bots[player]
        if isinstance(bot, HistoryHard):
            bot.history = log.turns  # public plays only: the card and the table as it was
        action = bot.choose(state.view(player), player)
        log.record(state, player, action)
        state.apply(player, action)
    winners = state.winners()
    return 1.0 / len(winners) if entry_at_seat.index(0) in winners else 0.0


def play_job(job: tuple[str, int, list[int], int, int]) -> tuple[str, dict[int, float], float]:
    setting, seed, indices, worlds, proposals = job
    cpu = time.process_time()
    shares = {i: play_game(setting, seed, i, worlds, proposals) for i in indices}
    return setting, shares, time.process_time() - cpu


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and 1.96 standard errors."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


def report(settings: list[str], results: dict[str, dict[int, float]], cpu: dict[str, float]) -> str:
    common = sorted(set.intersection(*(set(results[s]) for s in settings)))
    if not common:
        return ""
    base = settings[0]
    lines = [
        f"{len(common)} games per setting; load average {os.getloadavg()[0]:.1f}",
        f"{'setting':>8} {'win share':>10} {'± 1.96 SE':>9} {'vs ' + base:>10} {'± 1.96 SE':>9} "
        f"{'cpu s/game':>10}",
    ]
    for setting in settings:
        mean, half = interval([results[setting][i] for i in common])
        diff, diff_half = interval([results[setting][i] - results[base][i] for i in common])
        per_game = cpu[setting] / len(results[setting])
        lines.append(
            f"{setting:>8} {mean:>10.3f} {half:>9.3f} {diff:>+10.3f} {diff_half:>9.3f} "
            f"{per_game:>10.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--worlds", type=int, default=100, help="deals per decision")
    parser.add_argument("--proposals", type=int, default=60, help="per opponent, history only")
    parser.add_argument("--round", type=int, default=20, help="games per setting per round")
    parser.add_argument("--settings", nargs="+", default=["1.5", "1", "0.5", "0", "1.5h", "0h"])
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    print(
        f"Basta! Hard vs 3 Medium, {args.worlds} deals per decision, seed {args.seed}, "
        f"{args.workers} workers, load at start {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    results: dict[str, dict[int, float]] = {s: {} for s in args.settings}
    cpu = dict.fromkeys(args.settings, 0.0)
    started = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for first in range(0, args.games, args.round):
            games = list(range(first, min(args.games, first + args.round)))
            per_job = max(1, len(games) // args.workers)
            jobs = [
                (s, args.seed, games[i : i + per_job], args.worlds, args.proposals)
                for s in args.settings
                for i in range(0, len(games), per_job)
            ]
            for setting, shares, seconds in pool.imap_unordered(play_job, jobs):
                results[setting].update(shares)
                cpu[setting] += seconds
            print(report(args.settings, results, cpu), flush=True)
            print(f"({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
