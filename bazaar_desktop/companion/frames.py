"""What a seat's phone is sent: built here and nowhere else, from `state.view(seat)` only.

`seat_frame` reads the seat's view through the game's own view-model (the one the desktop
table draws from, built as that seat looking and deciding), so a frame can hold nothing the
seat's view hides: no other hand, no chosen card before the reveal, no pile order. The words
in it (refusals, what a card would do, the verdict on an offer) are the desktop's, in the
desktop's language. Pure functions: no widget, no server, no match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bazaar_desktop.engine_texts import colour_name, kind_name
from bazaar_desktop.panels.basari_barter import offer_verdict
from bazaar_desktop.viewmodels import basari, basta, jewels

JsonDict = dict[str, Any]


@dataclass(frozen=True)
class SeatFrame:
    """The frame for one seat and the decision it offers (kept by the host to judge the
    phone's next message against the same choices)."""

    frame: JsonDict
    decision: object | None


@dataclass(frozen=True)
class SeatContext:
    """What a frame needs besides the view: who sits where and the table's public state."""

    game_id: str
    seat_names: tuple[str, ...]
    seat_is_bot: tuple[bool, ...]
    thinking: tuple[int, ...]
    decisions: int  # how many decisions the match has had (the phone sees the game move)
    can_undo: bool
    undo_note: str
    log: tuple[str, ...]  # the last public log lines


def seat_frame(view: Any, seats: Sequence[Any], seat: int, ctx: SeatContext) -> SeatFrame:
    """The frame for `seat`, from `view` = state.view(seat)."""
    builders = {"basari": _basari, "basta": _basta, "jewels": _jewels}
    body, decision = builders[ctx.game_id](view, seats, seat, ctx)
    frame: JsonDict = {
        "type": "frame",
        "game": ctx.game_id,
        "seat": seat,
        "name": ctx.seat_names[seat],
        "n": ctx.decisions,
        "can_undo": ctx.can_undo,
        "undo_note": ctx.undo_note,
        "log": list(ctx.log),
        **body,
    }
    return SeatFrame(frame, decision)


# --- Basari ------------------------------------------------------------------------------------
def _basari(view: Any, seats: Sequence[Any], seat: int, ctx: SeatContext) -> tuple[JsonDict, Any]:
    vm = basari.build(view, seats, seat, seat, ctx.thinking)
    me = vm.players[seat]
    here = vm.archways[me.position] if me.position >= 0 else None
    body: JsonDict = {
        "colours": [colour_name(c) for c in range(4)],
        "cards": {card: basari.card_title(card) for card in basari.CARDS},
        "round": vm.round_number,
        "rounds": vm.rounds_total,
        "phase": vm.phase,
        "over": vm.is_over,
        "carpets": list(vm.carpets),
        "me": {
            "gems": list(me.gems),
            "points": me.points,
            "archway": me.position + 1 if here else None,
            "archway_points": here.points if here else None,
            "archway_gems": list(here.gems) if here else None,
            "card": me.secret_card,
        },
        "players": [
            {
                "name": p.name,
                "bot": p.is_bot,
                "points": p.points,
                "gems": list(p.gems),
                "archway": p.position + 1 if p.position >= 0 else None,
                "chosen": p.has_chosen,
                "revealed": p.revealed_card,
                "deciding": p.deciding,
                "thinking": p.thinking,
            }
            for p in vm.players
        ],
        "barter": _basari_barter(vm),
        "decision": _basari_decision(vm.decision, vm, seats),
        "standings": _basari_standings(view, seats) if vm.is_over else None,
    }
    return body, vm.decision


def _basari_barter(vm: basari.BasariVM) -> JsonDict | None:
    barter = vm.barter
    if barter is None:
        return None
    names = [p.name for p in vm.players]
    return {
        "card": basari.card_title(barter.card),
        "between": [names[s] for s in barter.seats],
        "offer": list(barter.offer) if barter.offer is not None else None,
        "offerer": names[barter.offerer] if barter.offerer is not None else None,
    }


def _basari_decision(decision: Any, vm: basari.BasariVM, seats: Sequence[Any]) -> JsonDict | None:
    if isinstance(decision, basari.StartDecision):
        return {
            "kind": "start",
            "choices": [
                {"archway": a, "points": vm.archways[a].points, "gems": list(vm.archways[a].gems)}
                for a in sorted(decision.choices)
            ],
        }
    if isinstance(decision, basari.CardDecision):
        return {
            "kind": "card",
            "options": [
                {"card": o.card, "enabled": o.enabled, "reason": o.reason, "hint": o.hint}
                for o in decision.options
            ],
        }
    if isinstance(decision, basari.BarterDecision):
        start = decision.suggestion
        return {
            "kind": "barter",
            "card": basari.card_title(decision.card),
            "other": seats[decision.other].name,
            "hand": list(decision.hand),
            "on_table": list(decision.on_table) if decision.on_table is not None else None,
            "can_raise": decision.can_raise,
            "suggestion": list(start),
            "verdict": offer_check(decision, start)["verdict"],
        }
    return None


def offer_check(decision: Any, gems: tuple[int, ...]) -> JsonDict:
    """The verdict on offering `gems`: the barter panel's words ("✓ … beats …")."""
    if not isinstance(decision, basari.BarterDecision) or len(gems) != 4:
        return {"type": "verdict", "verdict": "", "ok": False}
    offer = (gems[0], gems[1], gems[2], gems[3])
    problem = decision.problem_for(offer) if decision.can_raise else None
    ok = decision.can_raise and problem is None and sum(offer) > 0
    return {
        "type": "verdict",
        "gems": list(offer),
        "verdict": offer_verdict(decision, offer, problem) if decision.can_raise else "",
        "ok": ok,
    }


def _basari_standings(view: Any, seats: Sequence[Any]) -> list[JsonDict]:
    result = basari.outcome(view, seats)
    return [
        {"place": s.place, "name": s.name, "score": s.points, "gems": list(s.gems)}
        for s in result.standings
    ]


# --- Basta! ------------------------------------------------------------------------------------
def _basta(view: Any, seats: Sequence[Any], seat: int, ctx: SeatContext) -> tuple[JsonDict, Any]:
    vm = basta.build(view, seats, seat, seat, ctx.thinking)
    body: JsonDict = {
        "round": vm.round_number,
        "over": vm.is_over,
        "total": vm.total,
        "limit": vm.limit,
        "direction": vm.direction,
        "stack": [basta.card_title(card) for card in vm.stack_recent],
        "pile": vm.pile_count,
        "phase": vm.phase,
        "me": {
            "hand": [{"card": c, "title": basta.card_title(c)} for c in (vm.hand or ())],
            "chips": vm.players[seat].chips,
            "doubles": vm.players[seat].doubles,
        },
        "players": [
            {
                "name": p.name,
                "bot": p.is_bot,
                "cards": p.hand_count,
                "chips": p.chips,
                "doubles": p.doubles,
                "active": p.active,
                "deciding": p.deciding,
                "thinking": p.thinking,
            }
            for p in vm.players
        ],
        "decision": _basta_decision(vm.decision),
        "standings": _basta_standings(view, seats) if vm.is_over else None,
    }
    return body, vm.decision


def _basta_decision(decision: Any) -> JsonDict | None:
    if isinstance(decision, basta.PlayDecision):
        return {
            "kind": "play",
            "number": decision.card_number,
            "of": decision.cards_this_turn,
            "cards": [
                {
                    "card": c.card,
                    "title": basta.card_title(c.card),
                    "playable": c.action is not None,
                    "targets": sorted(c.targets),
                    "hint": c.hint,
                    "over": c.over,
                }
                for c in decision.cards
            ],
        }
    if isinstance(decision, basta.TargetDecision):
        return {"kind": decision.kind, "targets": sorted(decision.targets)}
    return None


def _basta_standings(view: Any, seats: Sequence[Any]) -> list[JsonDict]:
    result = basta.outcome(view, seats)
    return [{"place": s.place, "name": s.name, "score": s.chips} for s in result.standings]


# --- Jewel Bazaar ------------------------------------------------------------------------------
def _jewels(view: Any, seats: Sequence[Any], seat: int, ctx: SeatContext) -> tuple[JsonDict, Any]:
    vm = jewels.build(view, seats, seat, seat, ctx.thinking)
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
        "standings": _jewels_standings(vm) if vm.is_over else None,
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


def _jewels_standings(vm: jewels.JewelsVM) -> list[JsonDict]:
    order = sorted(vm.players, key=lambda p: -p.money)
    return [
        {"place": 1 + sum(o.money > p.money for o in vm.players), "name": p.name, "score": p.money}
        for p in order
    ]
