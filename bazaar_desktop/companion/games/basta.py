"""Basta! on a phone: the running total, the seat's own hand (no other) and its decision (a
card to play, whom to lay a Double before or swap hands with), through Basta!'s view-model."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bazaar_desktop.companion.games import CompanionGame, JsonDict
from bazaar_desktop.viewmodels import basta
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard


def _body(
    view: Any, seats: Sequence[Any], seat: int, thinking: tuple[int, ...]
) -> tuple[JsonDict, Any]:
    vm = basta.build(view, seats, seat, seat, thinking)
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
        "decision": _decision(vm.decision),
        "standings": _standings(view, seats) if vm.is_over else None,
    }
    return body, vm.decision


def _decision(decision: Any) -> JsonDict | None:
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


def _standings(view: Any, seats: Sequence[Any]) -> list[JsonDict]:
    result = basta.outcome(view, seats)
    return [{"place": s.place, "name": s.name, "score": s.chips} for s in result.standings]


COMPANION = CompanionGame(  # what `games.companion_game` finds
    fields={"play": {"card": "card"}, "lay": {"target": "seat"}, "exchange": {"target": "seat"}},
    moves={
        # ValueError for a name that is no Basta! card
        "play": lambda message: PlayCard(message["card"]),
        "lay": lambda message: LayDouble(message["target"]),
        "exchange": lambda message: ExchangeWith(message["target"]),
    },
    checks={},
    body=_body,
    log_lines=basta.log_lines,
)
