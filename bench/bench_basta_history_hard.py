"""Experiment: does Basta!'s Hard get stronger when its deals follow the public play history?

    python bench/bench_basta_history_hard.py                     # 400 games, as bench_bots
    python bench/bench_basta_history_hard.py --games 40 --plain  # the ordinary Hard, for pairing

Hard plays against three Medium bots exactly as in `bench_bots.py` (same seeds, seats rotated,
0.3 s per decision), but each opponent's hand in its deals is drawn from the posterior of
`bench_basta_inference.HistoryModel`: `--proposals` biased deals per opponent, weighted by how
well they explain that opponent's plays since its hand last changed owner (each play recorded
with the table as it was, public facts only). The proposals are weighed inside Hard's time
budget. The driver here records the plays; the engine's view does not carry them, which is why
this is an experiment and not a level (docs/bots-basta.md has the result).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_basta_inference import HistoryModel, Play, PlayLog

from bazaar_engine.basta.game import BastaGame
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.basta_bots import HardBot, MediumBot
from bazaar_engine.bots.basta_search import BastaSearch, Dealer, biased_hand
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game

History = dict[int, list[list[Play]]]
MODEL = HistoryModel(eps=0.05, depth=3)


class PosteriorDealer(Dealer):
    """Hard's dealer, with each opponent's hand resampled by its play history."""

    def __init__(
        self,
        view: BastaState,
        seat: int,
        search: BastaSearch,
        history: History,
        proposals: int,
        rng: random.Random,
    ) -> None:
        super().__init__(view, seat, search.bias, search.known)
        self.options: dict[int, tuple[list[list[int]], list[float]]] = {}
        for other, size in enumerate(self.sizes):
            if other == seat or other in self.known or not history.get(other):
                continue
            hands = [biased_hand(list(self.unseen), size, self.bias, rng) for _ in range(proposals)]
            weights = [MODEL.weight(history[other], list(hand), rng) for hand in hands]
            if sum(weights) > 0:
                self.options[other] = (hands, weights)

    def deal_hand(self, other: int, size: int, pool: list[int], rng: random.Random) -> list[int]:
        if other in self.options:
            options, weights = self.options[other]
            for _ in range(20):  # a resampled hand that the cards left still allow
                hand = rng.choices(options, weights)[0]
                if all(pool[code] >= n for code, n in Counter(hand).items()):
                    for code in hand:
                        pool[code] -= 1
                    return list(hand)
        return super().deal_hand(other, size, pool, rng)


class HistorySearch(BastaSearch):
    history: History = {}
    proposals = 100

    def make_dealer(self, view: BastaState, seat: int, rng: random.Random) -> Dealer:
        return PosteriorDealer(view, seat, self, self.history, self.proposals, rng)


class HistoryHard(HardBot):
    """Hard with `HistorySearch`; the driver sets `history` before each decision."""

    history: History = {}
    proposals = 100

    def make_search(self, state: BastaState, seat: int) -> BastaSearch:
        search = HistorySearch(state.game, self.budget, self.weights)
        search.history = {other: turns for other, turns in self.history.items() if other != seat}
        search.proposals = self.proposals
        return search


def play_chunk(job: tuple[int, list[int], bool, int]) -> tuple[list[float], list[float]]:
    """Hard's win share per game and its decision times (seconds)."""
    seed, indices, plain, proposals = job
    game = cast(BastaGame, make_game("basta"))
    shares: list[float] = []
    times: list[float] = []
    for index in indices:
        entry_at_seat = [(s + index) % 4 for s in range(4)]
        bots: list[HardBot | MediumBot] = []
        for entry in entry_at_seat:
            name = f"{seed}/{index}/{entry}"
            if entry == 0:
                hard = HardBot(name) if plain else HistoryHard(name)
                if isinstance(hard, HistoryHard):
                    hard.proposals = proposals
                bots.append(hard)
            else:
                bots.append(MediumBot(name))
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
                bot.history = log.turns
            started = time.perf_counter()
            action = bot.choose(state.view(player), player)
            if entry_at_seat[player] == 0:
                times.append(time.perf_counter() - started)
            log.record(state, player, action)
            state.apply(player, action)
        winners = state.winners()
        shares.append(1.0 / len(winners) if entry_at_seat.index(0) in winners else 0.0)
    return shares, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--proposals", type=int, default=100)
    parser.add_argument("--plain", action="store_true", help="the ordinary Hard instead")
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    started = time.perf_counter()
    chunks = [list(range(w, args.games, args.workers * 4)) for w in range(args.workers * 4)]
    jobs = [(args.seed, chunk, args.plain, args.proposals) for chunk in chunks if chunk]
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(play_chunk, jobs)
    shares = [share for chunk_shares, _ in results for share in chunk_shares]
    times = sorted(t for _, chunk_times in results for t in chunk_times)
    n = len(shares)
    mean = sum(shares) / n
    half = 1.96 * math.sqrt(sum((s - mean) ** 2 for s in shares) / (n - 1) / n) if n > 1 else 0.0
    name = "plain Hard" if args.plain else f"history Hard ({args.proposals} proposals)"
    print(
        f"{name} vs 3 Medium: win share {mean:.3f} "
        f"({max(0.0, mean - half):.3f}-{min(1.0, mean + half):.3f}) over {n} games; "
        f"decisions median {times[len(times) // 2] * 1000:.0f} ms, slowest "
        f"{times[-1] * 1000:.0f} ms ({time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
