"""How much can a Basta! player learn about the other hands from what they played?

    python bench/bench_basta_inference.py              # 40 games of four Medium bots
    python bench/bench_basta_inference.py --games 10 --proposals 100 --depth 8

Hard's search is only as good as its guess of the hidden hands (docs/bots-basta.md: with the
true hands the same search wins 0.53 against three Medium bots, with hands dealt blind about
0.34). This bench measures the guess itself. Four Medium bots play; at each decision of seat 1
every other hand is guessed three ways, and the bench counts the cards guessed right (out of 5):

- blind: a random deal from the cards seat 1 cannot see;
- biased: Hard's deal (`HAND_BIAS`: low numbers kept, high ones played early);
- history: the biased deal re-weighted by every play the opponent made since its hand last
  changed owner (an Exchange), under the model "plays Medium's move, else (with chance `eps`)
  any card": sampling-importance-resampling over `--proposals` deals, walking back `--depth`
  turns, the cards drawn after each turn chosen at random among the hand.

Only public facts go into the history guess (each play, the total and the table at the time).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bazaar_engine.basta.actions import BastaAction, ExchangeWith, LayDouble, PlayCard
from bazaar_engine.basta.cards import CARD_CODES, DOUBLE
from bazaar_engine.basta.game import BastaGame
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.basta_bots import MediumBot
from bazaar_engine.bots.basta_policy import (
    ESCAPE_HALVES,
    Odds,
    Planner,
    Table,
    Weights,
    public_unseen,
    unseen_counts,
)
from bazaar_engine.bots.basta_search import HAND_BIAS, biased_hand
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game

# One play from hand: the table as the player saw it (its hand left out), the cards nobody had
# seen then, and the card played.
Play = tuple[Table, list[int], int]


class HistoryModel:
    def __init__(self, eps: float, depth: int) -> None:
        self.eps = eps
        self.depth = depth
        self.weights = Weights()

    def likelihood(self, play: Play, hand: list[int]) -> float:
        """P(this play | the player held `hand`) under "Medium's move, else any card"."""
        table, public, code = play
        counts = list(public)
        for card in hand:
            counts[card] -= 1
        if min(counts) < 0:
            return 0.0
        table = Table(
            table.seat,
            table.num_players,
            table.total,
            table.direction,
            sorted(hand),
            table.plays_left,
            table.doubles,
            table.hand_counts,
            table.chips,
            None,
            table.receivers,
        )
        best = Planner(self.weights, Odds(counts)).best(table)
        best_code = DOUBLE if isinstance(best, LayDouble) else CARD_CODES[cast(PlayCard, best).card]
        return (1 - self.eps) * (best_code == code) + self.eps / len(set(hand))

    def weight(self, turns: list[list[Play]], hand: list[int], rng: random.Random) -> float:
        """A one-path estimate of P(the plays | the hand now), walking back turn by turn."""
        weight = 1.0
        now = list(hand)
        for turn in reversed(turns[-self.depth :]):
            if len(now) < len(turn):
                break
            rng.shuffle(now)  # which cards were drawn after this turn: a random pick
            before = now[len(turn) :] + [code for _, _, code in turn]
            held = list(before)
            for play in turn:
                weight *= self.likelihood(play, held)
                held.remove(play[2])
            now = before
        return weight


class PlayLog:
    """Each seat's plays from hand, turn by turn, since its hand last changed owner: what the
    whole table saw (the card, and the table as the player faced it)."""

    def __init__(self, num_players: int) -> None:
        self.turns: dict[int, list[list[Play]]] = {seat: [] for seat in range(num_players)}
        self._turn_of: dict[int, int] = {}

    def record(self, state: BastaState, player: int, action: BastaAction) -> None:
        """Call before `action` is applied to `state`."""
        if state.phase == "play" and isinstance(action, PlayCard | LayDouble):
            code = DOUBLE if isinstance(action, LayDouble) else CARD_CODES[action.card]
            play = (Table.of(state, player), public_unseen(state), code)
            if self._turn_of.get(player) == state.turn:  # the second card of a Double turn
                self.turns[player][-1].append(play)
            else:
                self.turns[player].append([play])
                self._turn_of[player] = state.turn
        if isinstance(action, ExchangeWith):  # both hands change owner: start afresh
            for seat in (player, action.target):
                self.turns[seat] = []
                self._turn_of.pop(seat, None)


def overlap(guess: list[int], true: Counter[int]) -> int:
    return sum((Counter(guess) & true).values())


def escape_error(guess: list[int], true: Counter[int]) -> int:
    """How far the guess is from the true hand in escapes held (counted in halves)."""
    held = sum(ESCAPE_HALVES[code] * copies for code, copies in true.items())
    return abs(sum(ESCAPE_HALVES[code] for code in guess) - held)


def measure(games: int, seed: int, proposals: int, model: HistoryModel) -> dict[str, float]:
    game = cast(BastaGame, make_game("basta"))
    rng = random.Random(seed)
    right = {"blind": 0, "biased": 0, "history": 0}
    escapes_off = {"blind": 0, "biased": 0, "history": 0}
    guesses = 0
    for index in range(games):
        state = game.new_initial_state(4)
        bots = [MediumBot(f"{seed}/{index}/{s}") for s in range(4)]
        log = PlayLog(4)
        while state.current_players():
            player = state.current_players()[0]
            if player == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if player == 0 and state.pending_choice is None:
                pool = unseen_counts(state.view(0), 0)
                for other in (1, 2, 3):
                    true = Counter(CARD_CODES[name] for name in state.hand(other))
                    size = sum(true.values())
                    history = resample(
                        [biased_hand(list(pool), size, HAND_BIAS, rng) for _ in range(proposals)],
                        log.turns[other],
                        model,
                        rng,
                    )
                    for name, guess in (
                        ("blind", biased_hand(list(pool), size, (1.0,) * len(pool), rng)),
                        ("biased", biased_hand(list(pool), size, HAND_BIAS, rng)),
                        ("history", history),
                    ):
                        right[name] += overlap(guess, true)
                        escapes_off[name] += escape_error(guess, true)
                    guesses += 1
            action = bots[player].choose(state.view(player), player)
            log.record(state, player, action)
            state.apply(player, action)
    return (
        {name: count / guesses for name, count in right.items()}
        | {f"{name} escapes": off / guesses for name, off in escapes_off.items()}
        | {"guesses": guesses}
    )


def resample(
    hands: list[list[int]], turns: list[list[Play]], model: HistoryModel, rng: random.Random
) -> list[int]:
    weights = [model.weight(turns, list(hand), rng) for hand in hands]
    return rng.choices(hands, weights)[0] if sum(weights) > 0 else hands[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--proposals", type=int, default=30)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--eps", type=float, default=0.05)
    args = parser.parse_args()
    started = time.perf_counter()
    figures = measure(args.games, args.seed, args.proposals, HistoryModel(args.eps, args.depth))
    print(
        f"{args.games} games, {figures['guesses']:.0f} hands guessed; cards right out of 5: "
        f"blind {figures['blind']:.2f}, biased {figures['biased']:.2f}, "
        f"history {figures['history']:.2f}; escape halves off by: blind "
        f"{figures['blind escapes']:.2f}, biased {figures['biased escapes']:.2f}, history "
        f"{figures['history escapes']:.2f} (eps {args.eps}, depth {args.depth}, "
        f"{args.proposals} proposals; {time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
