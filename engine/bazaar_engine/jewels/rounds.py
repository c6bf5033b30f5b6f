"""How a Jewel Bazaar game moves on: a price card revealed (J7), a trade carried out (J9,
J14), the round ended (J15) and, after the last, the final sale (J16) and the ranking (J17).
Functions over the state's `JewelsFields`; what a trade may be is `rules`."""

from __future__ import annotations

from typing import Any

from bazaar_engine.core.events import Event
from bazaar_engine.jewels.cards import CARDS, FINAL_PRICE, MIN_PRICE, NUM_KINDS, NUM_ROUNDS
from bazaar_engine.jewels.state_fields import OVER, REVEAL, TRADE, JewelsFields


def choose_first_player(f: JewelsFields, seat: int, events: list[Event] | None) -> None:
    """J6: chance has drawn who begins; the first price card follows."""
    f.first = seat
    f.phase = REVEAL
    if events is not None:
        events.append(Event("first_player_chosen", seat, {"seat": seat}))


def reveal(f: JewelsFields, card: int, events: list[Event] | None) -> None:
    """J7: turn up a price card and move the prices, never below 1."""
    f.remaining.remove(card)
    f.revealed.append(card)
    prices = f.prices
    changes = CARDS[card]
    for kind in range(NUM_KINDS):
        prices[kind] = max(MIN_PRICE, prices[kind] + changes[kind])
    f.phase = TRADE
    f.traded = 0
    if events is not None:
        first = f.first
        events.append(Event("round_started", first, {"round": f.round, "first_player": first}))
        data = {"round": f.round, "card": card, "changes": list(changes)}
        events.append(Event("price_revealed", None, {**data, "prices": list(prices)}))


def trade(
    f: JewelsFields,
    player: int,
    sell: tuple[int, ...],
    buy: tuple[int, ...],
    events: list[Event] | None,
) -> None:
    """J9, J14: sales first (jewels back to the stock), then purchases."""
    held = f.held
    stock = f.stock
    prices = f.prices
    base = player * NUM_KINDS
    change = 0
    for kind in range(NUM_KINDS):
        count = buy[kind] - sell[kind]  # J11: at most one of the two is non-zero
        if count:
            held[base + kind] += count
            stock[kind] -= count
            change -= count * prices[kind]
    f.money[player] += change
    if events is not None:
        events.append(_trade_event(f, player, sell, buy))
    f.traded += 1
    if f.traded == f.players:
        _end_round(f, events)


def _trade_event(
    f: JewelsFields, player: int, sell: tuple[int, ...], buy: tuple[int, ...]
) -> Event:
    prices = f.prices
    data = {
        "round": f.round,
        "sold": list(sell),
        "bought": list(buy),
        "received": sum(s * p for s, p in zip(sell, prices, strict=True)),
        "paid": sum(b * p for b, p in zip(buy, prices, strict=True)),
        "money": f.money[player],
    }
    return Event("trade_made", player, data)


def _end_round(f: JewelsFields, events: list[Event] | None) -> None:
    if f.round == NUM_ROUNDS:  # J16
        _final_sale(f, events)
        return
    f.round += 1
    f.first = (f.first + 1) % f.players  # J15
    f.traded = 0
    f.phase = REVEAL


def _final_sale(f: JewelsFields, events: list[Event] | None) -> None:
    """J16: every jewel is worth 10 again and everybody sells everything."""
    f.prices = [FINAL_PRICE] * NUM_KINDS
    held = f.held
    for seat in range(f.players):
        base = seat * NUM_KINDS
        sold = held[base : base + NUM_KINDS]
        received = FINAL_PRICE * sum(sold)
        for kind in range(NUM_KINDS):
            f.stock[kind] += sold[kind]
            held[base + kind] = 0
        f.money[seat] += received
        if events is not None and received:
            data = {"sold": sold, "price": FINAL_PRICE, "received": received}
            events.append(Event("final_sale", seat, {**data, "money": f.money[seat]}))
    f.phase = OVER
    f.traded = 0
    if events is not None:
        events.append(Event("game_over", None, _game_over_data(f)))


def _game_over_data(f: JewelsFields) -> dict[str, Any]:
    """J17: ranking by money; tied seats share a place (1, 1, 3...)."""
    money = f.money
    order = sorted(range(f.players), key=lambda seat: (-money[seat], seat))
    ranking = [
        {"seat": seat, "money": money[seat], "place": 1 + sum(m > money[seat] for m in money)}
        for seat in order
    ]
    return {"ranking": ranking, "winners": list(f.winners()), "money": list(money)}
