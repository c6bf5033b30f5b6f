"""Jewel Bazaar on a phone: the prices, the stock, the seat's money and jewels and its trade,
through Jewel Bazaar's view-model; what a trade would do, with the engine's verdict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bazaar_desktop.companion.games import CompanionGame, JsonDict
from bazaar_desktop.engine_words.jewels import kind_name
from bazaar_desktop.viewmodels import jewels
from bazaar_engine.jewels.actions import Trade


def _body(
    view: Any, seats: Sequence[Any], seat: int, thinking: tuple[int, ...]
) -> tuple[JsonDict, Any]:
    vm = jewels.build(view, seats, seat, seat, thinking)
    me = vm.players[seat]
    decision = vm.decision
    body: JsonDict = {
        "kinds": [kind_name(k) for k in range(3)],
        "round": vm.round_number,
        "rounds": vm.rounds_total,
        "over": vm.is_over,
        "prices": list(vm.prices),
        "changes": list(vm.changes) if vm.changes is not None else None,
        "stock": list(vm.stock),
        "max_jewels": vm.max_jewels,
        "me": {"money": me.money, "jewels": list(me.jewels)},
        "players": [
            {
                "name": p.name,
                "bot": p.is_bot,
                "money": p.money,
                "jewels": list(p.jewels),
                "first": p.is_first,
                "traded": p.has_traded,
                "deciding": p.deciding,
                "thinking": p.thinking,
            }
            for p in vm.players
        ],
        "decision": None
        if decision is None
        else {
            "kind": "trade",
            "held": list(decision.held),
            "money": decision.money,
            "must_buy": decision.must_buy,
            "max": decision.max_quantity,
            "verdict": trade_check(decision, (0, 0, 0), (0, 0, 0))["verdict"],
        },
        "standings": _standings(vm) if vm.is_over else None,
    }
    return body, decision


def trade_check(decision: Any, sell: tuple[int, ...], buy: tuple[int, ...]) -> JsonDict:
    """What a trade would do (money after) and the engine's verdict on it, in its words."""
    if not isinstance(decision, jewels.TradeDecision) or len(sell) != 3 or len(buy) != 3:
        return {"type": "trade_verdict", "verdict": "", "ok": False}
    s = (sell[0], sell[1], sell[2])
    b = (buy[0], buy[1], buy[2])
    problem = decision.problem_for(s, b)
    totals = jewels.trade_totals(decision, s, b)
    return {
        "type": "trade_verdict",
        "sell": list(s),
        "buy": list(b),
        "income": totals.income,
        "cost": totals.cost,
        "money_after": totals.money_after,
        "verdict": problem or "",
        "ok": problem is None,
    }


def _standings(vm: jewels.JewelsVM) -> list[JsonDict]:
    order = sorted(vm.players, key=lambda p: -p.money)
    return [
        {"place": 1 + sum(o.money > p.money for o in vm.players), "name": p.name, "score": p.money}
        for p in order
    ]


COMPANION = CompanionGame(  # what `games.companion_game` finds
    fields={
        "trade": {"sell": "count3", "buy": "count3"},
        "check_trade": {"sell": "count3", "buy": "count3"},
    },
    moves={"trade": lambda message: Trade(message["sell"], message["buy"])},
    checks={
        "check_trade": lambda decision, message: trade_check(
            decision, message["sell"], message["buy"]
        )
    },
    body=_body,
    log_lines=jewels.log_lines,
)
