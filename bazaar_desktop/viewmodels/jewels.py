"""Jewel Bazaar's view-model: a state view read through the engine's read-only helpers.

Nothing here decides a rule. Whether a trade may be made is the engine's `check` (its message
is what the trade panel shows, J9-J14); the duty to buy is `must_buy` (J13); rankings come from
the money the engine keeps (J16, J17). Engine events become log lines and animation cues.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

# The games' nouns live in engine_texts; `as` re-exports them for tables and scenes (vmod.*).
from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.engine_words.jewels import change_text as change_text
from bazaar_desktop.engine_words.jewels import jewel_words as jewel_words
from bazaar_desktop.engine_words.jewels import kind_name as kind_name
from bazaar_desktop.engine_words.jewels import kind_plural as kind_plural
from bazaar_desktop.viewmodels.words import about, addressed, is_you, names_text, seat_name
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Seat
from bazaar_engine.jewels.actions import Trade
from bazaar_engine.jewels.cards import CARDS, MAX_JEWELS, NUM_ROUNDS, START_PRICE
from bazaar_engine.jewels.state import JewelsState

translate = QCoreApplication.translate
Counts = tuple[int, int, int]
NO_JEWELS: Counts = (0, 0, 0)
KINDS = 3  # sapphire, ruby, emerald: the engine's order
CHANGES = (1, 0, -1)  # how the remaining cards are counted, per kind


def _price_bounds() -> tuple[int, int]:
    """The lowest and highest price the deck can reach (J5, J7): 1 and 19 by default."""
    rises = max(sum(1 for card in CARDS if card[kind] > 0) for kind in range(KINDS))
    falls = max(sum(1 for card in CARDS if card[kind] < 0) for kind in range(KINDS))
    return max(1, START_PRICE - falls), START_PRICE + rises


PRICE_LOW, PRICE_HIGH = _price_bounds()


def describe_jewels(counts: Sequence[int]) -> str:
    """'2 sapphires + 1 ruby', or 'nothing'."""
    parts = [jewel_words(count, kind) for kind, count in enumerate(counts) if count]
    return " + ".join(parts) if parts else translate("Jewels", "nothing")


# --- the view-model ---------------------------------------------------------------------------
@dataclass(frozen=True)
class JewelPlayerVM:
    seat: int
    name: str
    is_bot: bool
    level: str | None
    money: int
    jewels: Counts
    is_first: bool  # first to trade this round (J8, J15)
    has_traded: bool  # traded already this round
    deciding: bool
    thinking: bool
    you: bool = False  # the walkthrough's learner: spoken to as "you"


@dataclass(frozen=True)
class TradeDecision:
    seat: int
    held: Counts
    money: int
    prices: Counts
    stock: Counts
    must_buy: bool  # J13: some purchase is possible, so one is required
    max_quantity: int  # the spin boxes' upper end (a player never holds more, J12)
    problem_for: Callable[[Counts, Counts], str | None] = field(compare=False)
    action_for: Callable[[Counts, Counts], object] = field(compare=False)


@dataclass(frozen=True)
class TradeTotals:
    income: int
    cost: int
    money_after: int
    jewels_after: int


def trade_totals(decision: TradeDecision, sell: Counts, buy: Counts) -> TradeTotals:
    """What a trade would take and give, at this round's prices (display only)."""
    income = sum(s * p for s, p in zip(sell, decision.prices, strict=True))
    cost = sum(b * p for b, p in zip(buy, decision.prices, strict=True))
    jewels = sum(decision.held) - sum(sell) + sum(buy)
    return TradeTotals(income, cost, decision.money + income - cost, jewels)


@dataclass(frozen=True)
class JewelsVM:
    prices: Counts
    changes: Counts | None  # this round's price card, None before the first reveal
    card: int | None
    remaining: tuple[Counts, ...]  # per kind: remaining cards showing +1, 0, -1
    cards_left: int
    stock: Counts
    start_stock: int
    players: tuple[JewelPlayerVM, ...]
    round_number: int
    rounds_total: int
    phase: str
    first_player: int | None
    to_move: int | None
    max_jewels: int
    price_low: int
    price_high: int
    start_price: int
    looking_seat: int | None
    human_to_act: int | None
    decision: TradeDecision | None
    is_over: bool


def _as_jewels(view: State[Any]) -> JewelsState:
    if not isinstance(view, JewelsState):
        raise TypeError("the Jewel Bazaar table was given another game's state")
    return view


def build(
    view: State[Any],
    seats: Sequence[Seat],
    looking_seat: int | None,
    human_to_act: int | None,
    thinking: Sequence[int],
) -> JewelsVM:
    state = _as_jewels(view)
    revealed = state.revealed_cards
    card = revealed[-1] if revealed else None
    remaining = state.remaining_cards
    per_kind = tuple(
        _counts(
            sum(1 for c in remaining if state.card_changes(c)[kind] == change) for change in CHANGES
        )
        for kind in range(KINDS)
    )
    first = state.first_player
    to_move = state.player_to_move
    n = state.num_players
    done = (to_move - first) % n if to_move is not None and first is not None else 0
    players = tuple(
        JewelPlayerVM(
            seat=seat,
            name=seats[seat].name,
            is_bot=seats[seat].is_bot,
            level=seats[seat].level,
            money=state.money[seat],
            jewels=state.holdings(seat),
            is_first=first == seat and not state.is_terminal(),
            has_traded=first is not None and to_move is not None and (seat - first) % n < done,
            deciding=seat == to_move,
            thinking=seat in thinking,
            you=is_you(seats, seat),
        )
        for seat in range(n)
    )
    return JewelsVM(
        prices=state.prices,
        changes=state.card_changes(card) if card is not None else None,
        card=card,
        remaining=per_kind,
        cards_left=len(remaining),
        stock=state.stock,
        start_stock=state.start_stock,
        players=players,
        round_number=min(state.round_number, NUM_ROUNDS),
        rounds_total=NUM_ROUNDS,
        phase=state.phase,
        first_player=first,
        to_move=to_move,
        max_jewels=MAX_JEWELS,
        price_low=PRICE_LOW,
        price_high=PRICE_HIGH,
        start_price=START_PRICE,
        looking_seat=looking_seat,
        human_to_act=human_to_act,
        decision=_decision(state, human_to_act),
        is_over=state.is_terminal(),
    )


def _counts(values: Any) -> Counts:
    a, b, c = values
    return int(a), int(b), int(c)


def _decision(state: JewelsState, seat: int | None) -> TradeDecision | None:
    if seat is None or seat not in state.current_players():
        return None

    def problem_for(sell: Counts, buy: Counts) -> str | None:
        try:
            state.check(seat, Trade(sell, buy))  # the engine's own words (J9-J14)
        except IllegalAction as exc:
            return refusal_text(exc)
        return None

    def action_for(sell: Counts, buy: Counts) -> object:
        return Trade(sell, buy)

    return TradeDecision(
        seat=seat,
        held=state.holdings(seat),
        money=state.money[seat],
        prices=state.prices,
        stock=state.stock,
        must_buy=state.must_buy(seat),
        max_quantity=MAX_JEWELS,
        problem_for=problem_for,
        action_for=action_for,
    )


# --- results ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    place: int
    seat: int
    name: str
    money: int
    final_sale: int  # money the J16 sale brought in


@dataclass(frozen=True)
class Outcome:
    standings: tuple[Standing, ...]
    winners: tuple[int, ...]


def outcome(view: State[Any], seats: Sequence[Seat], final_sales: dict[int, int]) -> Outcome:
    state = _as_jewels(view)
    money = state.money
    order = sorted(range(state.num_players), key=lambda seat: (-money[seat], seat))
    standings = tuple(
        Standing(
            place=1 + sum(other > money[seat] for other in money),  # J17: ties share a place
            seat=seat,
            name=seats[seat].name,
            money=money[seat],
            final_sale=final_sales.get(seat, 0),
        )
        for seat in order
    )
    return Outcome(standings, state.winners())


# --- animation cues ----------------------------------------------------------------------------
@dataclass(frozen=True)
class PriceCue:
    changes: Counts
    prices: Counts


@dataclass(frozen=True)
class TradeCue:
    seat: int
    sold: Counts
    bought: Counts


Cue = PriceCue | TradeCue


def cues(events: Sequence[Event]) -> list[Cue]:
    out: list[Cue] = []
    for event in events:
        data = event.data
        if event.kind == "price_revealed":
            out.append(PriceCue(_counts(data["changes"]), _counts(data["prices"])))
        elif event.kind == "trade_made" and event.player is not None:
            out.append(TradeCue(event.player, _counts(data["sold"]), _counts(data["bought"])))
        elif event.kind == "final_sale" and event.player is not None:
            out.append(TradeCue(event.player, _counts(data["sold"]), NO_JEWELS))
    return out


# --- words -------------------------------------------------------------------------------------
def card_text(changes: Sequence[int]) -> str:
    """'sapphire +1, ruby ±0, emerald -1' (with a true minus sign)."""
    return ", ".join(
        translate("Jewels", "{kind} {change}").format(kind=kind_name(k), change=change_text(c))
        for k, c in enumerate(changes)
    )


def log_lines(events: Sequence[Event], seats: Sequence[Seat]) -> list[tuple[str, int | None, bool]]:
    """(text, seat, is_heading) per event worth a line."""
    out: list[tuple[str, int | None, bool]] = []
    for event in events:
        line = _describe(event, seats)
        if line is None:
            continue
        heading = event.kind in ("round_started", "game_over")
        # A new price card is the bazaar's news, nobody's move.
        seat = None if heading or event.kind == "price_revealed" else event.player
        out.append((line, seat, heading))
    return out


def _describe(event: Event, seats: Sequence[Seat]) -> str | None:
    """The log's words for one public event, or None for an event the log leaves out."""
    data = event.data
    kind = event.kind
    if kind == "first_player_chosen":  # the learner said "you" to
        return about(
            seats,
            data["seat"],
            translate("Jewels", "{name} is drawn to trade first."),
            translate("Jewels", "You are drawn to trade first."),
        ).format(name=seat_name(seats, data["seat"]))
    if kind == "round_started":
        return about(
            seats,
            data["first_player"],
            translate("Jewels", "Round {round} of {rounds}: {name} trades first"),
            translate("Jewels", "Round {round} of {rounds}: you trade first"),
        ).format(
            round=data["round"], rounds=NUM_ROUNDS, name=seat_name(seats, data["first_player"])
        )
    if kind == "price_revealed":
        prices = data["prices"]
        return translate("Jewels", "Price card: {card}. Prices now {a} / {b} / {c}.").format(
            card=card_text(data["changes"]), a=prices[0], b=prices[1], c=prices[2]
        )
    if kind == "trade_made":
        return _trade_line(event, seats)
    if kind == "final_sale":
        return translate("Jewels", "{name} sells {jewels} at {price} for {received} Grand.").format(
            name=seat_name(seats, event.player),
            jewels=describe_jewels(data["sold"]),
            price=data["price"],
            received=data["received"],
        )
    if kind == "game_over":
        return translate("Jewels", "The game is over: {names} won.").format(
            names=names_text(seats, list(data["winners"]))
        )
    return None


def _trade_line(event: Event, seats: Sequence[Seat]) -> str:
    data = event.data
    name = seat_name(seats, event.player)
    sold, bought = data["sold"], data["bought"]
    if is_you(seats, event.player):
        text = _your_trade(sold, bought)
    elif sum(sold) and sum(bought):
        text = translate(
            "Jewels",
            "{name} sells {sold} (+{received}) and buys {bought} (\u2212{paid}): {money} Grand.",
        )
    elif sum(bought):
        text = translate("Jewels", "{name} buys {bought} (\u2212{paid}): {money} Grand.")
    elif sum(sold):
        text = translate("Jewels", "{name} only sells {sold} (+{received}): {money} Grand.")
    else:
        text = translate("Jewels", "{name} cannot buy and passes.")
    return text.format(
        name=name,
        sold=describe_jewels(sold),
        bought=describe_jewels(bought),
        received=data["received"],
        paid=data["paid"],
        money=data["money"],
    )


def _your_trade(sold: Sequence[int], bought: Sequence[int]) -> str:
    """The learner's trade, said to them."""
    if sum(sold) and sum(bought):
        return translate(
            "Jewels",
            "You sell {sold} (+{received}) and buy {bought} (\u2212{paid}): {money} Grand.",
        )
    if sum(bought):
        return translate("Jewels", "You buy {bought} (\u2212{paid}): {money} Grand.")
    if sum(sold):
        return translate("Jewels", "You only sell {sold} (+{received}): {money} Grand.")
    return translate("Jewels", "You cannot buy and pass.")


def status_text(vm: JewelsVM, thinking: Sequence[int], seats: Sequence[Seat]) -> str:
    """Whose decision it is and what is expected, in one line."""
    if vm.is_over:
        return translate("Jewels", "The game is over.")
    decision = vm.decision
    if decision is not None:
        name = seats[decision.seat].name
        if decision.must_buy:
            text = translate(
                "Jewels",
                "{name}: sell if you like, then buy at least one jewel — Enter confirms.",
            )
        else:
            text = translate(
                "Jewels",
                "{name}: no purchase is possible this round — sell or pass, Enter confirms.",
            )
        return addressed(is_you(seats, decision.seat), text).format(name=name)
    if thinking:
        return translate("Jewels", "{names} thinking…").format(
            names=names_text(seats, list(thinking))
        )
    if vm.phase == "reveal":
        return translate("Jewels", "Turning up the price card for round {round}…").format(
            round=vm.round_number
        )
    if vm.phase == "setup":
        return translate("Jewels", "Drawing the first player…")
    if vm.to_move is not None:
        return translate("Jewels", "Waiting for {name} to trade.").format(
            name=seats[vm.to_move].name
        )
    return translate("Jewels", "…")
