"""The coach for Basta!: Hard's search (`basta_search`) with every move's playout scores kept.

Every legal move is played out on the same random deals of the hidden hands for half the
budget; then Medium's move, Hard's choice (Medium's move unless another is clearly better on
those deals) and the best few by mean race on more deals (`coach_race`): Medium's move is the
coach's unless the race drives it out. A value is a move's mean score (a share of the win).
The reasons come from the seat's own table (`Table`: its hand and the public position) and
card counting (`Odds` over the cards the seat cannot see).

Unlike the Hard bot the coach keeps no memory between decisions, so after an Exchange it does
not use the cards the seat knows it gave away: its deals treat them as unseen (less advice,
never more knowledge than the seat has).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bazaar_engine.basta.actions import BastaAction, ExchangeWith, LayDouble, PlayCard
from bazaar_engine.basta.cards import (
    BASTA,
    CARD_CODES,
    DIRECTION_CHANGE,
    EXCHANGE,
    LIMIT,
    MINUS_FIVE,
    ZERO,
)
from bazaar_engine.basta.state import BastaState
from bazaar_engine.bots.basta_policy import (
    ESCAPE_HALVES,
    Odds,
    Planner,
    Table,
    Weights,
    unseen_counts,
)
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.bots.coach_race import MAX_CONTENDERS, Outcome, race
from bazaar_engine.bots.coach_types import (
    Advice,
    Candidate,
    CoachBudget,
    Reason,
    is_legal,
    percent,
    raced_advice,
    split_budget,
)
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import CoachReason

HARD_WEIGHTS = Weights()  # the Hard bot's (basta_bots.HardBot)


def _basta(view: State[Any]) -> BastaState:
    if not isinstance(view, BastaState):
        raise DataError("not a Basta! state")
    return view


def basta_advice(
    view: State[Any], seat: int, budget: CoachBudget, rng: random.Random, include: Sequence[Any]
) -> Advice:
    state = _basta(view)
    table = Table.of(state, seat)
    odds = Odds(unseen_counts(state, seat))
    moves: list[BastaAction] = [action for _, action in Planner(HARD_WEIGHTS, odds).ranked(table)]
    moves += [a for a in include if a not in moves and is_legal(state, seat, a)]
    if len(moves) == 1:
        return Advice(seat, (Candidate(moves[0], 0.0, reasons(table, odds, moves[0])),))
    first_look, race_budget = split_budget(budget)
    search_budget = Budget(
        first_look.iterations, first_look.seconds, wall_ceiling=first_look.wall_ceiling
    )
    search = BastaSearch(state.game, search_budget, HARD_WEIGHTS)
    planner = Planner(HARD_WEIGHTS, odds)

    def hand_kept(end: BastaState) -> float:
        """The second measure: what the seat's hand is worth where the playout stopped (at
        the end of the round, the hand it takes into the next), by Hard's own weights."""
        return planner.hand_value([CARD_CODES[name] for name in end.hand(seat)])

    measured = search.evaluate_measured(state, seat, moves, rng, hand_kept)
    rows = [[score for score, _ in row] for row in measured]
    means = [sum(column) / len(rows) for column in zip(*rows, strict=True)]
    candidates = [
        Candidate(move, mean, reasons(table, odds, move))
        for move, mean in zip(moves, means, strict=True)
    ]
    # Race Medium's move (the first: chosen without chance), Hard's choice and the best few by
    # mean, on more deals (the first look's too).
    hard = search.pick(rows)
    best = sorted((i for i in range(1, len(moves)) if i != hard), key=lambda i: -means[i])
    raced = [0, *([hard] if hard else []), *best][:MAX_CONTENDERS]
    dealer = search.make_dealer(state, seat, rng)

    def play_round(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        chosen = [moves[raced[i]] for i in alive]
        return search.play_deal_measured(dealer, seat, chosen, world, hand_kept)

    first_rows = [{i: row[move] for i, move in enumerate(raced)} for row in measured]
    result = race(len(raced), play_round, race_budget, rng, first_rows)
    better_hand = Reason(CoachReason.BASTA_BETTER_HAND)
    return raced_advice(seat, [candidates[i] for i in raced], result, candidates, better_hand)


# --- reasons ------------------------------------------------------------------------------------
def reasons(table: Table, odds: Odds, action: BastaAction) -> tuple[Reason, ...]:
    found = [_main_reason(table, odds, action)]
    kept = _escapes_kept(table, action)
    if kept:
        found.append(Reason(CoachReason.BASTA_KEEPS_ESCAPES, (("count", kept),)))
    return tuple(found)


def _main_reason(table: Table, odds: Odds, action: BastaAction) -> Reason:
    if isinstance(action, ExchangeWith):
        return Reason(CoachReason.BASTA_EXCHANGE_WITH, (("seat", action.target),))
    if isinstance(action, LayDouble):
        return Reason(CoachReason.BASTA_DOUBLE, (("seat", action.target),))
    if not isinstance(action, PlayCard):
        return Reason(CoachReason.BASTA_OTHER)
    code = CARD_CODES[action.card]
    total = table.total
    nxt = table.next_seat(table.direction)
    if code <= 10:
        after = total + code
        if after > LIMIT:
            return Reason(CoachReason.BASTA_CHIP, (("total", after),))
        chance = percent(odds.stuck(after, table.plays_of(nxt)))
        return Reason(CoachReason.BASTA_NUMBER, (("total", after), ("percent", chance)))
    if code == BASTA:
        return Reason(
            CoachReason.BASTA_BASTA, (("percent", percent(odds.stuck(LIMIT, table.plays_of(nxt)))),)
        )
    if code == MINUS_FIVE:
        return Reason(
            CoachReason.BASTA_MINUS_FIVE, (("percent", percent(odds.bust_minus_five[total])),)
        )
    if code == EXCHANGE:
        return Reason(CoachReason.BASTA_EXCHANGE)
    if code in (ZERO, DIRECTION_CHANGE):
        return Reason(CoachReason.BASTA_ESCAPE, (("total", total),))
    return Reason(CoachReason.BASTA_OTHER)


def _escapes_kept(table: Table, action: BastaAction) -> int:
    """Whole escapes left in the hand after this move (T5: they save a later turn)."""
    hand = list(table.hand)
    if isinstance(action, PlayCard) and CARD_CODES[action.card] in hand:
        hand.remove(CARD_CODES[action.card])
    elif isinstance(action, LayDouble) and CARD_CODES["double"] in hand:
        hand.remove(CARD_CODES["double"])
    elif isinstance(action, ExchangeWith):
        return 0  # the hand goes to another seat
    return sum(ESCAPE_HALVES[code] for code in hand) // 2
