"""Hard's judgement of a lead: the share of the win it tends to bring, by cards left.

The *lead* is measured just after a price card is revealed, when every jewel is worth exactly
today's price (anyone may sell at it): the seat's money plus jewels at today's prices, minus
the same for its richest opponent. Nothing about holdings matters at that moment, since every
seat trades next anyway.

`LEAD_PER_MILLE` holds the win share, in per mille, that the Hard bot itself went on to get from
each lead with each number of cards left, in games against two Medium bots. The table comes
from self-play (`python -m bazaar_engine.bots.jewels_value` plays the games and prints a new table):
leads are counted per number of cards left, pooled with the neighbouring counts, and forced to
grow with the lead. Beyond ±`MAX_LEAD` the nearest column is used. With no cards left the game
is decided and `final_share` says exactly how.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterable, Sequence

from bazaar_engine.jewels.cards import NUM_CARDS
from bazaar_engine.jewels.state import JewelsState

MAX_LEAD = 14
_PRIOR_WEIGHT = 2.0  # pseudo-games that pull thin cells towards "a lead wins, a deficit loses"

# Row c - 1 is c cards left; columns are leads -MAX_LEAD..MAX_LEAD; values are per mille.
# fmt: off
LEAD_PER_MILLE: tuple[tuple[int, ...], ...] = (
    (  0,   0,   0,   0,   0,   0,   0,   0,   0,   4,   9,  23,  46, 162, 478,
     889, 936, 992, 999, 999, 999, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0,   0,   0,   0,   5,   5,   5,  24,  56,  83, 228, 479,
     867, 918, 984, 997, 999, 999, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0,   1,   3,   7,   7,   7,   7,  82, 115, 164, 346, 490,
     831, 882, 969, 992, 999, 999, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0,   3,   4,  18,  18,  18,  41, 130, 166, 240, 398, 508,
     808, 852, 952, 985, 994, 999, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0,   8,   8,  31,  31,  31,  65, 152, 217, 267, 433, 528,
     791, 827, 932, 978, 989, 998, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   1,   3,  10,  12,  43,  49,  49, 109, 171, 227, 303, 439, 543,
     775, 812, 911, 968, 982, 996, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   1,   3,  11,  15,  17,  45,  77,  77, 106, 215, 259, 318, 459, 542,
     757, 804, 894, 957, 978, 993, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   2,   5,  12,  15,  32,  54,  94,  96, 136, 246, 275, 338, 469, 548,
     737, 797, 885, 944, 973, 992, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   5,  10,  10,  22,  36,  65,  99, 139, 170, 262, 269, 361, 479, 540,
     722, 783, 871, 932, 965, 988, 996, 999, 999, 999, 999, 999, 999, 999),
    (  0,  14,  16,  17,  28,  50,  82, 123, 144, 218, 268, 268, 368, 453, 532,
     712, 767, 853, 921, 955, 982, 995, 999, 999, 999, 999, 999, 999, 999),
    (  0,  16,  21,  26,  37,  63,  93, 141, 175, 224, 265, 265, 383, 451, 521,
     708, 747, 832, 915, 942, 974, 994, 999, 999, 999, 999, 999, 999, 999),
    (  1,  21,  28,  35,  52,  76, 111, 147, 157, 208, 300, 313, 376, 444, 528,
     703, 736, 822, 906, 929, 968, 989, 999, 999, 999, 999, 999, 999, 999),
    (  2,  17,  39,  39,  78,  78, 113, 151, 161, 212, 293, 329, 396, 463, 531,
     692, 733, 813, 894, 923, 962, 982, 999, 999, 999, 999, 999, 999, 999),
    (  4,  21,  43,  48,  88,  88, 114, 143, 143, 221, 303, 355, 396, 462, 551,
     679, 740, 809, 885, 916, 957, 972, 998, 999, 999, 999, 999, 999, 999),
    (  6,  16,  35,  50,  85,  85, 118, 161, 161, 257, 300, 360, 398, 467, 544,
     670, 737, 808, 878, 910, 952, 966, 990, 999, 999, 999, 999, 999, 999),
    (  6,  14,  37,  51,  81,  96, 134, 167, 189, 276, 312, 363, 402, 459, 556,
     665, 719, 815, 871, 913, 946, 958, 977, 997, 999, 999, 999, 999, 999),
    (  6,  13,  39,  48,  90,  95, 152, 190, 206, 297, 321, 364, 393, 448, 545,
     663, 712, 821, 858, 917, 942, 956, 974, 996, 999, 999, 999, 999, 999),
    (  6,  18,  47,  75,  94, 114, 165, 200, 223, 303, 315, 347, 421, 441, 554,
     657, 718, 815, 847, 906, 941, 959, 971, 992, 999, 999, 999, 999, 999),
    (  7,  21,  49,  85,  98, 131, 164, 218, 218, 306, 310, 364, 434, 445, 554,
     654, 717, 810, 837, 893, 944, 965, 975, 999, 999, 999, 999, 999, 999),
    (  9,  31,  69,  84,  84, 144, 157, 234, 238, 309, 337, 367, 457, 488, 543,
     650, 709, 805, 830, 887, 947, 966, 974, 999, 999, 999, 999, 999, 999),
    ( 11,  32,  72,  72,  96, 152, 158, 232, 266, 303, 365, 386, 451, 504, 569,
     647, 705, 796, 829, 884, 948, 964, 992, 999, 999, 999, 999, 999, 999),
    ( 13,  31,  64,  64, 102, 150, 173, 222, 285, 313, 372, 387, 453, 527, 587,
     644, 711, 787, 831, 877, 947, 966, 999, 999, 999, 999, 999, 999, 999),
    ( 14,  14,  42,  42, 139, 139, 204, 208, 285, 313, 362, 402, 461, 528, 590,
     642, 718, 774, 833, 870, 954, 967, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,  47,  47, 136, 136, 209, 209, 270, 312, 351, 410, 472, 542, 593,
     642, 705, 773, 832, 883, 959, 977, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0, 111, 111, 204, 204, 265, 304, 351, 414, 477, 544, 587,
     642, 704, 769, 830, 885, 973, 999, 999, 999, 999, 999, 999, 999, 999),
    (  0,   0,   0,   0,   0,   0,   0,   0,   0, 304, 334, 412, 480, 546, 588,
     641, 688, 769, 830, 890, 999, 999, 999, 999, 999, 999, 999, 999, 999),
)
# fmt: on


def lead_value(lead: int, cards_left: int) -> float:
    """Estimated share of the win with this lead when `cards_left` (1..26) cards remain."""
    column = max(-MAX_LEAD, min(MAX_LEAD, lead)) + MAX_LEAD
    return LEAD_PER_MILLE[cards_left - 1][column] / 1000


def total_lead_value(leads: Iterable[int], cards_left: int) -> float:
    """The sum of `lead_value(lead, cards_left)` over `leads` (the search's inner loop)."""
    row = LEAD_PER_MILLE[cards_left - 1]
    top = MAX_LEAD
    return (
        sum(row[(top if lead > top else -top if lead < -top else lead) + top] for lead in leads)
        / 1000
    )


def final_share(wealth: Sequence[int], seat: int) -> float:
    """J17: `seat`'s share of the win when `wealth` is final (tied leaders share it)."""
    best = max(wealth)
    if wealth[seat] < best:
        return 0.0
    return 1.0 / sum(1 for w in wealth if w == best)


# --- regenerating the table ------------------------------------------------------------------
Sample = tuple[int, int, float]  # (cards left, lead, the seat's final win share)


def fit_table(samples: Sequence[Sample]) -> list[list[int]]:
    """Win share per mille per (cards left 1..26, lead -MAX_LEAD..MAX_LEAD), smoothed."""
    counts: dict[tuple[int, int], list[float]] = {}
    for cards_left, lead, share in samples:
        if cards_left == 0:
            continue
        cell = counts.setdefault((cards_left, max(-MAX_LEAD, min(MAX_LEAD, lead))), [0.0, 0.0])
        cell[0] += 1
        cell[1] += share
    table = []
    for cards_left in range(1, NUM_CARDS):
        row = []
        for lead in range(-MAX_LEAD, MAX_LEAD + 1):
            prior = 1.0 if lead > 0 else 0.0 if lead < 0 else 0.4
            games, shares = _PRIOR_WEIGHT, _PRIOR_WEIGHT * prior
            for near in range(max(1, cards_left - 1), min(NUM_CARDS - 1, cards_left + 1) + 1):
                games_here, shares_here = counts.get((near, lead), (0.0, 0.0))
                games += games_here
                shares += shares_here
            row.append(shares / games)
        zero = MAX_LEAD  # a bigger lead is never worse: make each row grow away from 0
        for i in range(zero + 1, len(row)):
            row[i] = max(row[i], row[i - 1])
        for i in range(zero - 1, -1, -1):
            row[i] = min(row[i], row[i + 1])
        table.append([min(999, round(1000 * value)) for value in row])
    return table


def collect_samples(games: int, seed: int, first_game: int = 0) -> list[Sample]:
    """Leads after every reveal, with the final win share, from Hard (one card deep) against
    two Medium bots, the Hard seat rotating round the table."""
    from bazaar_engine.bots.base import Bot
    from bazaar_engine.bots.jewels_bots import HardJewelsBot, MediumJewelsBot
    from bazaar_engine.core.game import CHANCE
    from bazaar_engine.jewels.game import JewelsGame

    game = JewelsGame()
    samples: list[Sample] = []
    for index in range(first_game, first_game + games):
        hard_seat = index % 3
        bots: list[Bot] = [MediumJewelsBot(f"{seed}/{index}/{seat}") for seat in range(3)]
        bots[hard_seat] = HardJewelsBot(f"{seed}/{index}", depth=1)
        state: JewelsState = game.new_initial_state(3)
        rng = random.Random(f"{seed}/{index}")
        leads: list[tuple[int, int]] = []
        while not state.is_terminal():
            player = state.current_players()[0]
            if player == CHANCE:
                state.apply_unchecked(CHANCE, state.sample_chance(rng))
                wealth = [state.money[s] + _jewel_value(state, s) for s in range(3)]
                lead = wealth[hard_seat] - max(w for s, w in enumerate(wealth) if s != hard_seat)
                leads.append((len(state.remaining_cards), lead))
            else:
                state.apply(player, bots[player].choose(state.view(player), player))
        share = final_share(state.money, hard_seat)
        samples.extend((cards_left, lead, share) for cards_left, lead in leads)
    return samples


def _jewel_value(state: JewelsState, seat: int) -> int:
    return sum(h * p for h, p in zip(state.holdings(seat), state.prices, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description="Print a new LEAD_PER_MILLE table.")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    for row in fit_table(collect_samples(args.games, args.seed)):
        cells = [f"{cell:3d}" for cell in row]
        print("    (" + ", ".join(cells[: MAX_LEAD + 1]) + ",")
        print("     " + ", ".join(cells[MAX_LEAD + 1 :]) + "),")


if __name__ == "__main__":
    main()
