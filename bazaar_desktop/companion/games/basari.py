"""Basari on a phone: the seat's board, its archway and gems, the barter, and its decision
(a start, a secret card, an offer), from the seat's view through Basari's view-model; the
verdict on an offer in the barter panel's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bazaar_desktop.companion.games import CompanionGame, JsonDict
from bazaar_desktop.engine_words.basari import colour_name
from bazaar_desktop.panels.basari_barter import offer_verdict
from bazaar_desktop.viewmodels import basari
from bazaar_engine.basari.actions import ACCEPT, ChooseCard, ChooseStart, offer_action


def _body(
    view: Any, seats: Sequence[Any], seat: int, thinking: tuple[int, ...]
) -> tuple[JsonDict, Any]:
    vm = basari.build(view, seats, seat, seat, thinking)
    me = vm.players[seat]
    here = vm.archways[me.position] if me.position >= 0 else None
    choosing = vm.phase == "choose_cards"
    body: JsonDict = {
        "colours": [colour_name(c) for c in range(4)],
        "cards": {card: basari.card_title(card) for card in basari.CARDS},
        "round": vm.round_number,
        "rounds": vm.rounds_total,
        "turn": vm.turn,
        "lap_size": vm.board_size,  # a lap: this many archways (the desktop's "lap 22/32")
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
            "lap": me.lap_progress,
        },
        "players": [
            {
                "name": p.name,
                "bot": p.is_bot,
                "points": p.points,
                "gems": list(p.gems),
                "archway": p.position + 1 if p.position >= 0 else None,
                "lap": p.lap_progress,
                "chosen": p.has_chosen,
                # A card name only after this turn's reveal: during a secret choice the row
                # says only whether the seat has chosen (last turn's cards would read as
                # this turn's secrets).
                "revealed": None if choosing else p.revealed_card,
                "deciding": p.deciding,
                "thinking": p.thinking,
            }
            for p in vm.players
        ],
        "barter": _barter(vm),
        "decision": _decision(vm.decision, vm, seats),
        "standings": _standings(view, seats) if vm.is_over else None,
    }
    return body, vm.decision


def _barter(vm: basari.BasariVM) -> JsonDict | None:
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


def _decision(decision: Any, vm: basari.BasariVM, seats: Sequence[Any]) -> JsonDict | None:
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
    # The verdict's colour: an allowed offer is good, nothing included ("✓ You may offer
    # nothing."); the page keeps Offer for a non-empty one (nothing has its own button).
    ok = decision.can_raise and problem is None
    return {
        "type": "verdict",
        "gems": list(offer),
        "verdict": offer_verdict(decision, offer, problem) if decision.can_raise else "",
        "ok": ok,
    }


def _standings(view: Any, seats: Sequence[Any]) -> list[JsonDict]:
    result = basari.outcome(view, seats)
    return [
        {"place": s.place, "name": s.name, "score": s.points, "gems": list(s.gems)}
        for s in result.standings
    ]


COMPANION = CompanionGame(  # what `games.companion_game` finds
    fields={
        "start": {"archway": "archway"},
        "card": {"card": "card"},
        "offer": {"gems": "count4"},
        "accept": {},
        "check_offer": {"gems": "count4"},
    },
    moves={
        "start": lambda message: ChooseStart(message["archway"]),
        "card": lambda message: ChooseCard(message["card"]),
        "offer": lambda message: offer_action(message["gems"]),
        "accept": lambda _message: ACCEPT,
    },
    checks={"check_offer": lambda decision, message: offer_check(decision, message["gems"])},
    body=_body,
    log_lines=basari.log_lines,
)
