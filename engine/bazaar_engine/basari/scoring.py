"""Scoring (B24-B30): points gained, a round scored by lap bonus and gem majorities, the next
round, the end of the game and its ranking with the B30 tie-break. Functions over the state's
`BasariFields`.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.basari.data import COLOURS, ROUNDS, BonusChart
from bazaar_engine.basari.movement import start_turn
from bazaar_engine.basari.state_fields import (
    PHASE_OVER,
    TIE_BREAK_NAMES,
    TIE_BREAK_WORDS,
    BasariFields,
)
from bazaar_engine.core.events import Event


def gain(f: BasariFields, seat: int, amount: int, reason: str, events: list[Event] | None) -> None:
    f.points[seat] += amount
    if events is not None:
        data = {"seat": seat, "amount": amount, "reason": reason, "total": f.points[seat]}
        events.append(Event("points_gained", seat, data))


def end_action_phase(f: BasariFields, chart: BonusChart, events: list[Event] | None) -> None:
    size = f.size
    for done in f.progress:
        if done >= size:  # B24: a lap this round ends it, after the whole action phase
            _score_round(f, chart, events)
            if f.round == ROUNDS:  # B29
                _finish(f, events)
                return
            _next_round(f, events)
            break
    start_turn(f, events)


def _score_round(f: BasariFields, chart: BonusChart, events: list[Event] | None) -> None:
    size = f.size
    seats = range(f.players)
    lapped = [seat for seat in seats if f.progress[seat] >= size]
    for seat in lapped:  # B25
        gain(f, seat, chart.lap_bonus, "lap_bonus", events)
    values = chart.rounds[f.round - 1]
    hands = f.hands
    returned = [[0, 0, 0, 0] for _ in seats]
    majorities: list[dict[str, Any]] = []
    for colour in range(4):  # B26
        counts = hands[colour::4]
        most = max(counts)
        holders = [seat for seat in seats if counts[seat] == most] if most else []
        share = (values[colour] // len(holders)) if holders else 0
        give_back = 3 if len(holders) == 1 else 2
        for seat in holders:  # [decision] a "majority" of zero scores nothing
            gain(f, seat, share, "majority_" + COLOURS[colour], events)
            back = min(give_back, most)  # too few gems: return all, still score
            hands[4 * seat + colour] -= back
            f.carpets[colour] += back
            returned[seat][colour] = back
        majorities.append(
            {"colour": COLOURS[colour], "value": values[colour], "most": most}
            | {"holders": holders, "points_each": share}
        )
    if events is not None:
        data = {"round": f.round, "lap_bonus": chart.lap_bonus, "lapped": lapped}
        data |= {"majorities": majorities, "gems_returned": returned}
        data["points"] = list(f.points)
        events.append(Event("round_scored", None, data))


def _next_round(f: BasariFields, events: list[Event] | None) -> None:
    f.starts = f.positions[:]  # B28
    f.progress = [0] * f.players
    f.round += 1
    if events is not None:
        data = {"round": f.round, "starts": list(f.starts)}
        events.append(Event("round_started", None, data))


def _finish(f: BasariFields, events: list[Event] | None) -> None:
    f.phase = PHASE_OVER
    if events is not None:
        ranked = [
            {"seat": seat, "place": place, "points": f.points[seat]}
            | {"gems": list(f.gems(seat)), "total_gems": sum(f.gems(seat))}
            for seat, place in ranking(f)
        ]
        decided_by, explanation = tie_break(f)
        data = {"ranking": ranked, "winners": list(winners(f))}
        data |= {"decided_by": decided_by, "explanation": explanation}
        events.append(Event("game_over", None, data))


def _rank_key(f: BasariFields, seat: int) -> tuple[int, ...]:
    gems = f.gems(seat)
    return (f.points[seat], sum(gems), *gems)  # B30


def ranking(f: BasariFields) -> list[tuple[int, int]]:
    """(seat, place) best first; equal B30 keys share a place. Meaningful at any time."""
    keys = [_rank_key(f, seat) for seat in range(f.players)]
    order = sorted(range(f.players), key=lambda seat: keys[seat], reverse=True)
    return [(seat, 1 + sum(k > keys[seat] for k in keys)) for seat in order]


def separating(f: BasariFields, upper: int, lower: int) -> str:
    """The first B30 criterion (a `TIE_BREAK_NAMES` entry) on which two seats differ, or
    "shared" when they are equal on all of them."""
    pairs = zip(TIE_BREAK_NAMES, _rank_key(f, upper), _rank_key(f, lower), strict=True)
    for name, high, low in pairs:
        if high != low:
            return name
    return "shared"


def tie_break(f: BasariFields) -> tuple[str, str]:
    """What decided first place (B30): a criterion name and a sentence for players.

    The best seat is set apart from the others by the criterion that separates it from
    the runner-up, who shares the longest run of equal B30 keys with it.
    """
    first, second = (seat for seat, _ in ranking(f)[:2])
    name = separating(f, first, second)
    if name == "points":
        return name, f"player {first + 1} has the most points"
    if name != "shared":
        words = TIE_BREAK_WORDS[TIE_BREAK_NAMES.index(name)]
        return name, f"tied on points, player {first + 1} wins by {words} (B30)"
    best = _rank_key(f, first)
    leaders = [seat for seat in range(f.players) if _rank_key(f, seat) == best]
    names = " and ".join(f"player {seat + 1}" for seat in leaders)
    return "shared", f"{names} are tied on points and on every gem count: they share the win"


def winners(f: BasariFields) -> tuple[int, ...]:
    if f.phase != PHASE_OVER:
        return ()
    keys = [_rank_key(f, seat) for seat in range(f.players)]
    best = max(keys)
    return tuple(seat for seat in range(f.players) if keys[seat] == best)
