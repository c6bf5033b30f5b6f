"""The trading rules J9-J14 as pure functions of one player's position.

A position is the player's jewels per kind (`held`), their money, the round's prices and the
bazaar's stock. A trade is (sold per kind, bought per kind); sales happen first (J14).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bazaar_engine.core.errors import IllegalAction, RefusalCode
from bazaar_engine.jewels.cards import KIND_PLURALS, MAX_JEWELS, NUM_KINDS, jewel_words

Counts = tuple[int, int, int]
NO_JEWELS: Counts = (0, 0, 0)


def can_buy_kind(
    held: Sequence[int], money: int, prices: Sequence[int], stock: Sequence[int], kind: int
) -> bool:
    """Whether some legal trade buys a jewel of `kind` (J10-J12).

    Selling every jewel of the other kinds gives the most money and room; `kind` itself may
    not be sold in a round it is bought (J11).
    """
    if stock[kind] <= 0 or held[kind] >= MAX_JEWELS:
        return False
    funds = money
    for other in range(NUM_KINDS):
        if other != kind:
            funds += held[other] * prices[other]
    return funds >= prices[kind]


def purchase_possible(
    held: Sequence[int], money: int, prices: Sequence[int], stock: Sequence[int]
) -> bool:
    """J13: the must-buy duty holds exactly when some legal trade includes a purchase."""
    return any(can_buy_kind(held, money, prices, stock, kind) for kind in range(NUM_KINDS))


def _duty_refusal(
    held: Sequence[int], money: int, prices: Sequence[int], stock: Sequence[int]
) -> IllegalAction:
    """Why a trade without a purchase is refused, saying what selling must achieve (J13)."""
    room = sum(held) >= MAX_JEWELS
    funds = not any(stock[kind] > 0 and prices[kind] <= money for kind in range(NUM_KINDS))
    if room and funds:
        need = "make room and raise money"
    elif room:
        need = "make room"
    elif funds:
        need = "raise money"
    else:
        return IllegalAction(RefusalCode.MUST_BUY, "you must buy at least one jewel")
    return IllegalAction(
        RefusalCode.MUST_SELL_TO_BUY,
        f"you must buy at least one jewel, so you must sell to {need} for a purchase",
        make_room=room,
        raise_money=funds,
    )


def trade_problem(
    held: Sequence[int],
    money: int,
    prices: Sequence[int],
    stock: Sequence[int],
    sell: Sequence[int],
    buy: Sequence[int],
) -> IllegalAction | None:
    """The first rule the trade breaks, as an unraised refusal, or None if it is legal."""
    if min(sell) < 0 or min(buy) < 0:
        return IllegalAction(
            RefusalCode.NEGATIVE_TRADE, "you cannot trade a negative number of jewels"
        )
    problem = _kinds_problem(held, stock, sell, buy)
    if problem is not None:
        return problem
    income = sum(s * p for s, p in zip(sell, prices, strict=True))
    cost = sum(b * p for b, p in zip(buy, prices, strict=True))
    if cost > money + income:  # J10, with sales first (J14)
        return _cannot_afford(cost, money, income)
    after = sum(held) - sum(sell) + sum(buy)
    if after > MAX_JEWELS:  # J12
        hint = "" if sum(sell) else ", so sell some first"
        return IllegalAction(
            RefusalCode.TOO_MANY_JEWELS,
            f"that would give you {after} jewels; you may hold at most {MAX_JEWELS}{hint}",
            count=after,
            most=MAX_JEWELS,
            sold=bool(sum(sell)),
        )
    if not sum(buy) and purchase_possible(held, money, prices, stock):  # J13
        if sum(sell):
            return IllegalAction(RefusalCode.MUST_BUY, "you must buy at least one jewel")
        return _duty_refusal(held, money, prices, stock)
    return None


def _kinds_problem(
    held: Sequence[int], stock: Sequence[int], sell: Sequence[int], buy: Sequence[int]
) -> IllegalAction | None:
    """The first kind-by-kind rule the trade breaks: J9 for every kind, then J11, then J10."""
    for kind in range(NUM_KINDS):  # J9: only jewels you hold can be sold
        if sell[kind] > held[kind]:
            return _too_few_to_sell(held[kind], kind)
    for kind in range(NUM_KINDS):  # J11
        if sell[kind] and buy[kind]:
            return IllegalAction(
                RefusalCode.SELL_AND_BUY_SAME_KIND,
                f"you cannot sell and buy {KIND_PLURALS[kind]} in the same round",
                kind=kind,
            )
    for kind in range(NUM_KINDS):  # J10: not more than the stock holds
        if buy[kind] > stock[kind]:
            return _too_few_left(stock[kind], kind)
    return None


def _too_few_to_sell(held: int, kind: int) -> IllegalAction:
    if not held:
        return IllegalAction(
            RefusalCode.NO_JEWELS_TO_SELL, f"you have no {KIND_PLURALS[kind]} to sell", kind=kind
        )
    return IllegalAction(
        RefusalCode.TOO_FEW_JEWELS_TO_SELL,
        f"you only have {jewel_words(held, kind)} to sell",
        kind=kind,
        count=held,
    )


def _too_few_left(stock: int, kind: int) -> IllegalAction:
    if stock == 0:
        return IllegalAction(
            RefusalCode.NO_JEWELS_LEFT, f"no {KIND_PLURALS[kind]} are left", kind=kind
        )
    verb = "is" if stock == 1 else "are"
    return IllegalAction(
        RefusalCode.TOO_FEW_JEWELS_LEFT,
        f"only {jewel_words(stock, kind)} {verb} left",
        kind=kind,
        count=stock,
    )


def _cannot_afford(cost: int, money: int, income: int) -> IllegalAction:
    if income:
        return IllegalAction(
            RefusalCode.CANNOT_AFFORD_AFTER_SALES,
            f"you cannot afford it: it costs {cost} Grand and you would have {money + income} "
            "after your sales",
            cost=cost,
            money=money + income,
        )
    return IllegalAction(
        RefusalCode.CANNOT_AFFORD,
        f"you cannot afford it: it costs {cost} Grand and you have {money}",
        cost=cost,
        money=money,
    )


def legal_trades(
    held: Sequence[int], money: int, prices: Sequence[int], stock: Sequence[int]
) -> list[tuple[Counts, Counts]]:
    """Every legal (sell, buy), sales in increasing order, then purchases."""
    h0, h1, h2 = held
    p0, p1, p2 = prices
    duty = purchase_possible(held, money, prices, stock)
    total = h0 + h1 + h2
    trades: list[tuple[Counts, Counts]] = []
    for s0 in range(h0 + 1):
        for s1 in range(h1 + 1):
            for s2 in range(h2 + 1):
                sell = (s0, s1, s2)
                funds = money + s0 * p0 + s1 * p1 + s2 * p2
                room = MAX_JEWELS - total + s0 + s1 + s2
                # J11: a kind sold this round cannot be bought; J10: stock and money
                max0 = 0 if s0 else min(stock[0], room)
                max1 = 0 if s1 else stock[1]
                max2 = 0 if s2 else stock[2]
                for b0 in range(max0 + 1):
                    left0 = funds - b0 * p0
                    if left0 < 0:
                        break
                    for b1 in range(min(max1, room - b0) + 1):
                        left1 = left0 - b1 * p1
                        if left1 < 0:
                            break
                        for b2 in range(min(max2, room - b0 - b1, left1 // p2) + 1):
                            if duty and not (b0 or b1 or b2):
                                continue  # J13
                            trades.append((sell, (b0, b1, b2)))
    return trades


def sample_trade(
    held: Sequence[int],
    money: int,
    prices: Sequence[int],
    stock: Sequence[int],
    rng: random.Random,
) -> tuple[Counts, Counts]:
    """A random legal trade, fast: every legal trade can come out, not all equally likely.

    Picks a kind that can be bought, random sales of the other kinds topped up until one jewel
    of it fits (J12) and is paid for (J10), then a random number of further purchases.
    """
    rand = rng.random
    buyable = [k for k in range(NUM_KINDS) if can_buy_kind(held, money, prices, stock, k)]
    sell = [int(rand() * (held[0] + 1)), int(rand() * (held[1] + 1)), int(rand() * (held[2] + 1))]
    if not buyable:  # J13 lapses: pass or sell only
        return (sell[0], sell[1], sell[2]), NO_JEWELS
    first = buyable[int(rand() * len(buyable))]
    sell[first] = 0  # J11
    funds = money + sell[0] * prices[0] + sell[1] * prices[1] + sell[2] * prices[2]
    count = held[0] + held[1] + held[2] - sell[0] - sell[1] - sell[2]
    while count >= MAX_JEWELS or funds < prices[first]:
        # can_buy_kind guarantees that selling the other kinds makes the purchase possible
        unsold = [k for k in range(NUM_KINDS) if k != first and held[k] > sell[k]]
        kind = unsold[int(rand() * len(unsold))]
        sell[kind] += 1
        funds += prices[kind]
        count -= 1
    buy = [0, 0, 0]
    buy[first] = 1
    funds -= prices[first]
    count += 1
    for _ in range(int(rand() * (MAX_JEWELS - count + 1))):
        options = [
            k for k in range(NUM_KINDS) if not sell[k] and buy[k] < stock[k] and prices[k] <= funds
        ]
        if not options:
            break
        kind = options[int(rand() * len(options))]
        buy[kind] += 1
        funds -= prices[kind]
    return (sell[0], sell[1], sell[2]), (buy[0], buy[1], buy[2])
