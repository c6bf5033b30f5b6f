"""The coach for Jewel Bazaar: Hard's exact expectimax (`jewels_search`), every trade valued.

Nothing is hidden in Jewel Bazaar but the order of the price cards still to come, and the
search is exact about that, so the advice needs no budget and no randomness. The reasons name
what the remaining cards will do to each price by the end (the sum of their changes, J7: known
to everybody who counts the cards) and how the trade stands against the richest other seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bazaar_engine.bots.coach_race import MAX_EQUALS
from bazaar_engine.bots.coach_types import Advice, Candidate, Reason
from bazaar_engine.bots.jewels_policy import Counts, changes_to_come, trade_to
from bazaar_engine.bots.jewels_search import LookaheadSearch, wealth_now
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import CoachReason
from bazaar_engine.jewels.actions import Trade
from bazaar_engine.jewels.cards import NUM_KINDS
from bazaar_engine.jewels.state import JewelsState

EXACTLY_EQUAL = 1e-9  # shares of the win this close are the same number, rounded


def _jewels(view: State[Any]) -> JewelsState:
    if not isinstance(view, JewelsState):
        raise DataError("not a Jewel Bazaar state")
    return view


def target_of(held: Sequence[int], trade: Trade) -> Counts:
    """The holding `trade` leaves (J14: sales, then purchases)."""
    after = [held[k] - trade.sell[k] + trade.buy[k] for k in range(NUM_KINDS)]
    return after[0], after[1], after[2]


def jewels_advice(
    view: State[Any], seat: int, _budget: object, _rng: object, include: Sequence[Any]
) -> Advice:
    """The whole lookahead, always (it is exact and fast: no budget, no chance to draw)."""
    state = _jewels(view)
    held = state.holdings(seat)
    wanted = [target_of(held, a) for a in include if isinstance(a, Trade)]
    search = LookaheadSearch()
    valued = search.rank_targets(state, seat, wanted)
    candidates = tuple(
        Candidate(trade_to(held, target), share, reasons(state, seat, target))
        for target, share in valued
    )
    # The trades valued two cards deep come first, best first; a one-card value of the rest is
    # no comparison to them. The expectimax is exact: only trades worth exactly as much are
    # equal.
    deep = search.last_deep
    best = candidates[0]
    equals = [c for c in candidates[1:deep] if abs(c.value - best.value) <= EXACTLY_EQUAL]
    return Advice(seat, candidates, (best, *equals[: MAX_EQUALS - 1]), deep)


def reasons(state: JewelsState, seat: int, target: Counts) -> tuple[Reason, ...]:
    held = state.holdings(seat)
    to_come = changes_to_come(state.remaining_cards)
    found: list[Reason] = []
    for kind in range(NUM_KINDS):
        change = target[kind] - held[kind]
        params = (("kind", kind), ("count", abs(change)), ("change", to_come[kind]))
        if change > 0:
            found.append(Reason(CoachReason.JEWELS_BUY, params))
        elif change < 0:
            found.append(Reason(CoachReason.JEWELS_SELL, params))
    if not found:
        found.append(Reason(CoachReason.JEWELS_HOLD))
    found.append(_standing(state, seat, target))
    return tuple(found)


def _standing(state: JewelsState, seat: int, target: Counts) -> Reason:
    """Where the seat stands against the richest other seat, and whether the trade copies
    that seat's jewels (then their price moves are ours too)."""
    wealth = wealth_now(state)
    rival = max((s for s in range(state.num_players) if s != seat), key=lambda s: wealth[s])
    lead = wealth[seat] - wealth[rival]
    if lead > 0 and target == state.holdings(rival):
        return Reason(CoachReason.JEWELS_COPY_LEADER, (("lead", lead),))
    if lead >= 0:
        return Reason(CoachReason.JEWELS_AHEAD, (("lead", lead),))
    return Reason(CoachReason.JEWELS_BEHIND, (("behind", -lead),))
