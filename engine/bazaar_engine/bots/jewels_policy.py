"""What the Jewel Bazaar bots know about the market, and the greedy trade they build on.

Why expected prices are simple here (J5, J16): the 27 cards hold every combination of changes
once, so each kind's changes over the whole deck sum to 0 and after the last card every price
is back at 10. With R cards left, the expected next change of a kind is the mean of the
remaining cards' changes, which is (10 - price) / R, and its expected price path runs in a
straight line back to 10, where the final sale takes place.

Buying and selling happen at the same price, so a jewel held through one more round earns
exactly that round's change: the expected gain of a holding is the holding times the expected
changes, and within one round every kind's expected change has the same divisor R. So the kinds
rank by 10 - price, an integer, which keeps the greedy trade exact and fast.

A trade is named by the holding it leaves (its *target*): selling and buying one kind in the
same turn is not allowed (J11), so sell = what the target drops, buy = what it adds.
"""

from __future__ import annotations

from collections.abc import Sequence

from bazaar_engine.jewels.actions import Trade
from bazaar_engine.jewels.cards import CARDS, MAX_JEWELS, NUM_KINDS

Counts = tuple[int, int, int]

# Every holding a player may have (J12): 35 of them, fewest jewels first.
TARGETS: tuple[Counts, ...] = tuple(
    sorted(
        (
            (a, b, c)
            for a in range(MAX_JEWELS + 1)
            for b in range(MAX_JEWELS + 1)
            for c in range(MAX_JEWELS + 1)
            if a + b + c <= MAX_JEWELS
        ),
        key=lambda t: (sum(t), t),
    )
)

# Key weights: expected gain first, then less money tied up in jewels, then fewer jewels moved.
_GAIN_WEIGHT = 1 << 20
_CAPITAL_WEIGHT = 1 << 5


def changes_to_come(remaining: Sequence[int]) -> Counts:
    """Per kind, the sum of the remaining cards' changes: a jewel's expected gain if held to
    the end. Divided by the number of cards left, it is the expected next change (their mean)."""
    totals = [0, 0, 0]
    for card in remaining:
        changes = CARDS[card]
        for kind in range(NUM_KINDS):
            totals[kind] += changes[kind]
    return totals[0], totals[1], totals[2]


def trade_to(held: Sequence[int], target: Sequence[int]) -> Trade:
    """The trade that turns `held` into `target` (sales and purchases never share a kind)."""
    sell = tuple(max(h - t, 0) for h, t in zip(held, target, strict=True))
    buy = tuple(max(t - h, 0) for h, t in zip(held, target, strict=True))
    return Trade((sell[0], sell[1], sell[2]), (buy[0], buy[1], buy[2]))


def target_of(held: Sequence[int], trade: Trade) -> Counts:
    """The holding a trade leaves."""
    return (
        held[0] - trade.sell[0] + trade.buy[0],
        held[1] - trade.sell[1] + trade.buy[1],
        held[2] - trade.sell[2] + trade.buy[2],
    )


def duty_to_buy(
    held: Sequence[int], wealth: int, prices: Sequence[int], stock: Sequence[int]
) -> bool:
    """J13: some purchase is possible, i.e. selling every other kind would pay for one jewel."""
    for kind in range(NUM_KINDS):
        h = held[kind]
        if stock[kind] > 0 and h < MAX_JEWELS and wealth - h * prices[kind] >= prices[kind]:
            return True
    return False


def legal_targets(
    held: Sequence[int], money: int, prices: Sequence[int], stock: Sequence[int]
) -> list[Counts]:
    """Every holding a legal trade can leave (J9-J13), in `TARGETS` order.

    With sales first (J14) a trade is affordable exactly when the target's value at today's
    prices is at most the player's wealth (money + jewels at today's prices).
    """
    h0, h1, h2 = held
    p0, p1, p2 = prices
    wealth = money + h0 * p0 + h1 * p1 + h2 * p2
    u0, u1, u2 = h0 + stock[0], h1 + stock[1], h2 + stock[2]
    duty = duty_to_buy(held, wealth, prices, stock)
    return [
        t
        for t in TARGETS
        if t[0] <= u0
        and t[1] <= u1
        and t[2] <= u2
        and t[0] * p0 + t[1] * p1 + t[2] * p2 <= wealth
        and not (duty and t[0] <= h0 and t[1] <= h1 and t[2] <= h2)
    ]


def greedy_target(
    held: Sequence[int],
    money: int,
    prices: Sequence[int],
    stock: Sequence[int],
    gains: Sequence[float] | None = None,
) -> Counts:
    """The legal holding with the best expected gain (Medium's choice, and the playout policy).

    `gains` are the per-jewel values of each kind, by default 10 - price (see the module note).
    Ties go to less money tied up in jewels, then to fewer jewels moved, then to `TARGETS` order.
    """
    h0, h1, h2 = held
    p0, p1, p2 = prices
    g0, g1, g2 = gains if gains is not None else (10 - p0, 10 - p1, 10 - p2)
    wealth = money + h0 * p0 + h1 * p1 + h2 * p2
    u0, u1, u2 = h0 + stock[0], h1 + stock[1], h2 + stock[2]
    duty = duty_to_buy(held, wealth, prices, stock)
    best = held[0], held[1], held[2]  # kept only if nothing is legal, which never happens
    best_key: float | None = None
    for target in TARGETS:
        t0, t1, t2 = target
        if t0 > u0 or t1 > u1 or t2 > u2:
            continue
        capital = t0 * p0 + t1 * p1 + t2 * p2
        if capital > wealth or (duty and t0 <= h0 and t1 <= h1 and t2 <= h2):
            continue
        moved = abs(t0 - h0) + abs(t1 - h1) + abs(t2 - h2)
        key = (t0 * g0 + t1 * g1 + t2 * g2) * _GAIN_WEIGHT - capital * _CAPITAL_WEIGHT - moved
        if best_key is None or key > best_key:
            best_key = key
            best = target
    return best
