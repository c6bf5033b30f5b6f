"""Basta! Hard's gate and history-weighted deals, judged move by move against the true deal.

    python bench/bench_basta_gate_oracle.py --decisions 300
    python bench/bench_basta_gate_oracle.py --decisions 40 --worlds 100 --oracle 100

A tournament needs hundreds of games to see a change of a few hundredths in Basta!'s win
share (bench_basta_sweep.py). This bench asks a narrower question with far less noise: at a
decision, which move would each setting play, and how good is that move *in the true
position*? Four Medium bots play; at seat 0's decisions Hard's search runs from seat 0's view
(`--worlds` deals, blind as always; with "h" the deals are weighted by each opponent's public
play history, as in `bench_basta_history_hard.PosteriorDealer`), and each gate picks its move
from the same deals. Every candidate is then played out `--oracle` times from the TRUE state
(the real hidden hands; only the future draws are random, the same for every candidate), by
the search's own playout and round-end score. A setting's gain is the oracle value of its
move less that of Medium's move, averaged over the decisions (± 1.96 standard errors of the
paired differences). The oracle's playout is the search's model of the table, not the Medium
bots themselves: this ranks the settings; tournaments give the win share. "moves changed" is
the share of decisions where the setting's move is worth something else than Medium's.
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

from bench_basta_history_hard import HistorySearch
from bench_basta_inference import PlayLog

from bazaar_engine.basta.actions import BastaAction
from bazaar_engine.basta.game import BastaGame
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.basta_bots import MediumBot
from bazaar_engine.bots.basta_policy import Odds, Planner, Table, Weights, unseen_counts
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game

GATES = (0.0, 0.5, 1.0, 1.5, 2.0)


def oracle(state: BastaState, seat: int, moves: list[BastaAction], playouts: int) -> list[float]:
    """Each move's mean score from the true state, on the same random future draws."""
    search = BastaSearch(state.game, Budget(worlds=1, seconds=None))
    search.playout_planner = Planner(Weights(), Odds(unseen_counts(state.view(seat), seat)))
    totals = [0.0] * len(moves)
    for k in range(playouts):
        for i, move in enumerate(moves):
            world = state.clone()
            world.apply_unchecked(seat, move)
            totals[i] += search.playout(world, seat, state.chips, [], random.Random(k))
    return [total / playouts for total in totals]


def picks(search: BastaSearch, view: BastaState, moves: list[BastaAction], seed: str) -> list[int]:
    """The move each gate plays, from one set of deals."""
    rows = search.evaluate(view, 0, moves, random.Random(seed))
    chosen = []
    for gate in GATES:
        search.gate = gate
        chosen.append(search.pick(rows))
    return chosen


def play_job(job: tuple[int, int, int, int, int]) -> list[dict[str, float]]:
    """Rows of (setting -> oracle gain over Medium's move) for seat 0's decisions of one game."""
    seed, index, worlds, playouts, proposals = job
    game = cast(BastaGame, make_game("basta"))
    bots = [MediumBot(f"{seed}/{index}/{s}") for s in range(4)]
    log = PlayLog(4)
    rng = random.Random(f"{seed}/{index}")
    state = game.new_initial_state(4)
    found: list[dict[str, float]] = []
    budget = Budget(worlds=worlds, seconds=None)
    while state.current_players():
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        view = state.view(player)
        action = bots[player].choose(view, player)
        if player == 0:
            planner = Planner(Weights(), Odds(unseen_counts(view, 0)))
            moves = [move for _, move in planner.ranked(Table.of(view, 0))]
            if len(moves) > 1:
                values = oracle(state, 0, moves, playouts)
                row = {}
                blind = picks(BastaSearch(game, budget), view, moves, f"b/{index}/{state.turn}")
                history = HistorySearch(game, budget)
                history.history = {s: t for s, t in log.turns.items() if s != 0}
                history.proposals = proposals
                weighted = picks(history, view, moves, f"h/{index}/{state.turn}")
                for gate, b, h in zip(GATES, blind, weighted, strict=True):
                    row[f"{gate:g}"] = values[b] - values[0]
                    row[f"{gate:g}h"] = values[h] - values[0]
                row["best"] = max(values) - values[0]
                found.append(row)
        log.record(state, player, action)
        state.apply(player, action)
    return found


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and 1.96 standard errors."""
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / n)


BASE = "1.5"  # Hard's gate now, without history: the setting the others are compared with


def report(rows: list[dict[str, float]]) -> str:
    lines = [
        f"{len(rows)} decisions; load average {os.getloadavg()[0]:.1f}",
        f"{'setting':>8} {'gain':>8} {'± 1.96 SE':>9} {'vs ' + BASE:>8} {'± 1.96 SE':>9} "
        f"{'moves changed':>13}",
    ]
    for setting in rows[0]:
        gain, half = interval([row[setting] for row in rows])
        diff, diff_half = interval([row[setting] - row[BASE] for row in rows])
        moved = sum(1 for row in rows if row[setting] != 0.0) / len(rows)
        lines.append(
            f"{setting:>8} {gain:>+8.4f} {half:>9.4f} {diff:>+8.4f} {diff_half:>9.4f} "
            f"{moved:>13.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--worlds", type=int, default=150)
    parser.add_argument("--oracle", type=int, default=150, help="playouts per move")
    parser.add_argument("--proposals", type=int, default=60)
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    print(
        f"Basta! Hard's settings at seat 0's decisions of Medium games: {args.worlds} deals, "
        f"{args.oracle} true-state playouts per move; load at start {os.getloadavg()[0]:.1f}",
        flush=True,
    )
    started = time.perf_counter()
    rows: list[dict[str, float]] = []
    jobs = [(args.seed, index, args.worlds, args.oracle, args.proposals) for index in range(400)]
    with multiprocessing.Pool(args.workers) as pool:
        for done, found in enumerate(pool.imap(play_job, jobs)):
            rows.extend(found)
            if done % 4 == 3 or len(rows) >= args.decisions:
                print(report(rows), f"({time.perf_counter() - started:.0f} s)", flush=True)
            if len(rows) >= args.decisions:
                pool.terminate()
                break


if __name__ == "__main__":
    main()
