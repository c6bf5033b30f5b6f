"""What the Basta! bots know and how they weigh a move: the shared core of every level.

The danger in Basta! is to face a total with no card that keeps it at 50 or under (T15). A card
that never raises the total is an *escape*: Zero, Direction change, Exchange, Double (when
someone can receive it) and Basta! (it sets 50, never more, T12). Minus 5 is half an escape:
from 45 or under it is safe whatever it draws, above that the forced draw may bust (T13).

A move is valued in chips (1 = taking a chip now) as
  - the chance that I bust now (an over-50 play forced on me, or a Minus 5 draw),
  + `attack` x the chance that the next player cannot stay under 50 on their turn,
  - what the cards I give up were worth keeping: escapes and low numbers save me later, high
    numbers are a burden best played while the total is low (`_hand_value`).
The chances come from `Odds`: a hand nobody has seen is a random draw from the cards the player
cannot see (pile + other hands), so they are hypergeometric in the counts of safe and unsafe
cards. Medium counts the cards exactly (the stack is public, and its own hand); Easy believes
the whole deck unseen; the search's playouts count the cards face up when the search starts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from bazaar_engine.basta.actions import EXCHANGES, LAY_DOUBLES, PLAYS, BastaAction
from bazaar_engine.basta.cards import (
    BASTA,
    CARD_CODES,
    DIRECTION_CHANGE,
    DOUBLE,
    EXCHANGE,
    HAND_SIZE,
    LIMIT,
    MINUS,
    MINUS_FIVE,
)
from bazaar_engine.basta.state import BastaState

# What a hand is worth keeping (T3: hands carry over from round to round). Counted in halves
# of an escape: Zero, Direction change, Exchange, Double and Basta! are 2, Minus 5 is 1.
ESCAPE_HALVES = (2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1)
# The chance to take the chip in a round by the escape halves held when it starts (measured in
# 4-player games of Medium bots, smoothed): the first escape matters most.
ROUND_RISK = (0.47, 0.30, 0.22, 0.15, 0.12, 0.10, 0.08, 0.07, 0.06, 0.05, 0.04)
# Low numbers help at high totals too; high ones are a burden best played while it is low.
NUMBER_KEEP = (0.0, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0.005, 0.003, 0.001, 0.0)


@dataclass(frozen=True)
class Weights:
    """How a level weighs the parts of a move's value (see the module note)."""

    attack: float = 0.3  # the next player busting now is worth this much to me
    hoard: float = 2.5  # scale of `ROUND_RISK`: what holding escapes is worth (tuned)
    number_keep: float = 1.0  # scale of `NUMBER_KEEP`
    far_double: float = 0.35  # a Double before a later player: this share of an attack
    step: int = 3  # what each player adds to the total on average near the top


@dataclass(slots=True)
class Table:
    """One seat's decision as it sees it: the public position plus its own hand (card codes)."""

    seat: int
    num_players: int
    total: int
    direction: int
    hand: list[int]
    plays_left: int
    doubles: tuple[int, ...]
    hand_counts: tuple[int, ...]
    chips: tuple[int, ...]
    pending: str | None
    receivers: tuple[int, ...]

    @classmethod
    def of(cls, state: BastaState, seat: int) -> Table:
        return cls(
            seat,
            state.num_players,
            state.total,
            state.direction,
            [CARD_CODES[name] for name in state.hand(seat)],
            state.cards_to_play,
            state.doubles_before,
            state.hand_counts,
            state.chips,
            state.pending_choice,
            state.double_receivers,
        )

    def next_seat(self, direction: int) -> int:
        return (self.seat + direction) % self.num_players

    def plays_of(self, seat: int, laid: int | None = None) -> int:
        """Cards `seat` must play on their next turn (T10), with a Double laid now."""
        return 1 + self.doubles[seat] + (laid == seat)


def unseen_counts(state: BastaState, seat: int) -> list[int]:
    """Copies of each card `seat` cannot see (pile + other hands): the cards nobody has seen
    (`public_unseen`) less the seat's own hand."""
    counts = public_unseen(state)
    for name in state.hand(seat):
        counts[CARD_CODES[name]] -= 1
    return [max(0, copies) for copies in counts]


def public_unseen(state: BastaState) -> list[int]:
    """Copies of each card not face up on the table: the deck less the stack and the Doubles
    lying out (all public), i.e. the pile and every hand together."""
    counts = list(state.game.deck)
    for name in state.stack_cards:
        counts[CARD_CODES[name]] -= 1
    counts[DOUBLE] -= sum(state.doubles_before) + (state.pending_choice == "double")
    return [max(0, copies) for copies in counts]


class Odds:
    """Chances about cards a player cannot see, from the counts of each unseen card."""

    def __init__(self, unseen: Sequence[int]) -> None:
        counts = [float(c) for c in unseen]
        self.size = sum(counts)
        size = self.size or 1.0
        numbers = counts[:11]
        # bust_minus_five[t]: a Minus 5 played at total t draws a number that busts (T13).
        self.bust_minus_five = [
            sum(numbers[max(0, LIMIT + MINUS - t + 1) :]) / size if t > LIMIT - MINUS else 0.0
            for t in range(LIMIT + 1)
        ]
        # unsafe[t]: unseen cards that cannot be played safely at t (Minus 5 in part).
        self.unsafe = [
            sum(numbers[LIMIT - t + 1 :]) + counts[MINUS_FIVE] * self.bust_minus_five[t]
            for t in range(LIMIT + 1)
        ]
        self.unsafe_share = [u / size for u in self.unsafe]
        # A random unseen card: the chances it is worth 0, 1 or 2 escape halves, and its
        # expected `NUMBER_KEEP`.
        halves = [0.0, 0.0, 0.0]
        for code, copies in enumerate(counts):
            halves[ESCAPE_HALVES[code]] += copies / size
        self.draw_halves = (halves[0], halves[1], halves[2])
        self.draw_number_keep = sum(c * k for c, k in zip(numbers, NUMBER_KEEP, strict=True)) / size
        # The total after a Minus 5 at t and its forced draw, when that does not bust.
        self.after_minus_five = [self._after_minus_five(counts, t) for t in range(LIMIT + 1)]
        self._stuck: dict[tuple[int, int], float] = {}

    @staticmethod
    def _after_minus_five(counts: Sequence[float], total: int) -> int:
        base = max(0, total - MINUS)
        weight = 0.0
        rise = 0.0
        for code, copies in enumerate(counts):
            if code <= 10:
                if base + code > LIMIT:
                    continue
                rise += copies * code
            elif code == BASTA:
                rise += copies * (LIMIT - base)
            weight += copies
        return min(LIMIT, base + round(rise / weight)) if weight else base

    def stuck(self, total: int, plays: int) -> float:
        """The chance that an unseen hand of 5 cannot make `plays` safe plays at `total`
        (for 2 or more plays: fewer than 2 safe cards, a slight underestimate)."""
        key = (total, plays)
        cached = self._stuck.get(key)
        if cached is None:
            needed = 1 if plays <= 1 else 2
            cached = _fewer_safe_than(self.size, self.unsafe[total], HAND_SIZE, needed)
            self._stuck[key] = cached
        return cached

    def hand_stuck(self, hand: Sequence[int], total: int, draws: int) -> float:
        """The chance that `hand` plus `draws` unseen cards has no safe play at `total`."""
        room = LIMIT - total
        chance = 1.0
        for code in hand:
            if code <= 10:
                if code <= room:
                    return 0.0
            elif code == MINUS_FIVE:
                chance = min(chance, self.bust_minus_five[total])
            else:
                return 0.0
        return chance * self.unsafe_share[total] ** draws if draws else chance


def _fewer_safe_than(size: float, unsafe: float, hand_size: int, needed: int) -> float:
    """P(fewer than `needed` (1 or 2) safe cards among `hand_size` drawn without replacement)."""
    hand_size = min(hand_size, int(size))
    if hand_size <= 0:
        return 1.0
    none_safe = 1.0
    for i in range(hand_size):
        none_safe *= max(0.0, unsafe - i) / (size - i)
    if needed <= 1:
        return none_safe
    # P(exactly one safe) = h * S * B(B-1)..(B-h+2) / (N(N-1)..(N-h+1))
    one_safe = hand_size * (size - unsafe) / (size - hand_size + 1)
    for i in range(hand_size - 1):
        one_safe *= max(0.0, unsafe - i) / (size - i)
    return min(1.0, none_safe + one_safe)


@lru_cache(maxsize=8)
def deck_odds(deck: tuple[int, ...]) -> Odds:
    """Odds from the whole deck: what a player who does not count cards believes."""
    return Odds(deck)


class Planner:
    """Values the legal moves of the deciding seat (see the module note).

    Every value is "what happens now" plus `_hand_value` of the hand I keep (refilled to 5 at
    the end of the turn, T5), so cards given up are paid for by what the hand loses."""

    def __init__(self, weights: Weights, odds: Odds) -> None:
        self.weights = weights
        self.odds = odds
        self.attack = weights.attack
        self.number_keep = [weights.number_keep * keep for keep in NUMBER_KEEP]
        self.draw_number_keep = odds.draw_number_keep * weights.number_keep
        # kept_risk[draws][halves]: the scaled `ROUND_RISK` of a hand holding `halves` that
        # draws `draws` more random cards.
        risk = [weights.hoard * r for r in ROUND_RISK]
        top = len(risk) - 1
        self.kept_risk = [risk]
        for _ in range(HAND_SIZE):
            fewer = self.kept_risk[-1]
            q0, q1, q2 = odds.draw_halves
            self.kept_risk.append(
                [
                    q0 * fewer[h] + q1 * fewer[min(h + 1, top)] + q2 * fewer[min(h + 2, top)]
                    for h in range(top + 1)
                ]
            )
        self.random_hand = self._hand_value([])

    # --- what a hand is worth ---------------------------------------------------------------
    def hand_value(self, hand: Sequence[int]) -> float:
        """What keeping `hand` is worth, in chips: its escapes and low numbers, and the cards
        it will draw back up to 5."""
        return self._hand_value(hand)

    def _hand_value(self, hand: Sequence[int], without: int = -1) -> float:
        """`hand` (less one `without` card) after the end-of-turn draw back up to 5 (T5),
        counting the odds of the cards drawn."""
        halves = 0
        numbers = 0.0
        size = 0
        for code in hand:
            if code == without:
                without = -1
                continue
            size += 1
            if code <= 10:
                numbers += self.number_keep[code]
            halves += ESCAPE_HALVES[code]
        draws = max(0, HAND_SIZE - size)
        risks = self.kept_risk[min(draws, HAND_SIZE)]
        return numbers + draws * self.draw_number_keep - risks[min(halves, len(risks) - 1)]

    # --- the moves --------------------------------------------------------------------------
    def ranked(self, table: Table) -> list[tuple[float, BastaAction]]:
        """Every legal move with its value, best first (ties keep card order)."""
        scored: list[tuple[float, BastaAction]]
        if table.pending == "exchange":
            scored = [
                (self._exchange_with(table, seat), EXCHANGES[seat])
                for seat in range(table.num_players)
                if seat != table.seat
            ]
        elif table.pending == "double":  # T13: the Double a Minus 5 drew
            after = self._hand_value(table.hand)
            if table.plays_left > 0:  # in a Double turn another card follows
                after -= self.odds.hand_stuck(table.hand, table.total, 0)
            scored = [
                (self._double(table, table.total, table.direction, seat) + after, LAY_DOUBLES[seat])
                for seat in table.receivers
            ]
        else:
            scored = self._plays(table)
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def best(self, table: Table) -> BastaAction:
        """The best move; the quick path for playouts (no sorting, no lists of pairs)."""
        if table.pending is not None or table.plays_left > 1:
            return self.ranked(table)[0][1]
        hand = table.hand
        total = table.total
        direction = table.direction
        # The kept hand's value for each card played, from the whole hand's sums (T5: one draw).
        halves = 0
        numbers = 0.0
        for code in hand:
            halves += ESCAPE_HALVES[code]
            if code <= 10:
                numbers += self.number_keep[code]
        draws = min(HAND_SIZE, max(0, HAND_SIZE - len(hand) + 1))
        risks = self.kept_risk[draws]
        top = len(risks) - 1
        numbers += draws * self.draw_number_keep
        best_value = -1e9
        best: BastaAction | None = None
        previous = -1
        for code in hand:
            if code == previous:
                continue
            previous = code
            after = (numbers - self.number_keep[code] if code <= 10 else numbers) - risks[
                min(halves - ESCAPE_HALVES[code], top)
            ]
            if code == DOUBLE:
                value, double = self._best_double(table, total, direction, after)
                if value > best_value:
                    best_value, best = value, double
                continue
            if code == EXCHANGE:
                value = self._exchange(table, total, table.next_seat(direction), hand)
            else:
                value = self._effect(table, code, total, direction, after, None)
            if value > best_value:
                best_value, best = value, PLAYS[code]
        return best if best is not None else PLAYS[DOUBLE]

    def _best_double(
        self, table: Table, total: int, direction: int, after: float
    ) -> tuple[float, BastaAction | None]:
        """The best seat to lay the Double on, first of equals (-inf when nobody can take it)."""
        best_value = -math.inf
        best: BastaAction | None = None
        for seat in table.receivers:
            value = self._double(table, total, direction, seat) + after
            if value > best_value:
                best_value, best = value, LAY_DOUBLES[seat]
        return best_value, best

    def _plays(self, table: Table) -> list[tuple[float, BastaAction]]:
        scored: list[tuple[float, BastaAction]] = []
        two = table.plays_left > 1
        previous = -1
        for code in table.hand:
            if code == previous:
                continue
            previous = code
            rest = list(table.hand)
            rest.remove(code)
            if code == DOUBLE:
                for seat in table.receivers:
                    if two:
                        value = self._then(table, table.total, table.direction, rest, seat)
                    else:
                        value = self._double(table, table.total, table.direction, seat)
                        value += self._hand_value(rest)
                    scored.append((value, LAY_DOUBLES[seat]))
                continue
            if two and code != EXCHANGE:
                value = self._first_of_two(table, code, rest)
            else:
                value = self._single(table, code, table.total, table.direction, table.hand)
                if two:  # an Exchange first: the next card comes from an unknown hand
                    value -= self.odds.stuck(table.total, 1)
            scored.append((value, PLAYS[code]))
        if not scored:  # only Doubles nobody can receive: one goes onto the stack
            scored.append((0.0, PLAYS[DOUBLE]))
        return scored

    def _single(
        self,
        table: Table,
        code: int,
        total: int,
        direction: int,
        hand: Sequence[int],
        laid: int | None = None,
    ) -> float:
        """Play `code` from `hand` as the last card of my turn (after a Double `laid`)."""
        if code == EXCHANGE:
            return self._exchange(table, total, table.next_seat(direction), hand)
        return self._effect(table, code, total, direction, self._hand_value(hand, code), laid)

    def _effect(
        self, table: Table, code: int, total: int, direction: int, after: float, laid: int | None
    ) -> float:
        """A card other than Exchange and Double as my last, keeping a hand worth `after`."""
        odds = self.odds
        nxt = table.next_seat(direction)
        if code <= 10 or code == BASTA:  # T7, T8, T12
            total = LIMIT if code == BASTA else total + code
            if total > LIMIT:  # T15: a chip; the hand I keep starts the next round
                return -1.0 + after
            return self.attack * odds.stuck(total, table.plays_of(nxt, laid)) + after
        if code == DIRECTION_CHANGE:  # T9: the player before me goes next
            back = table.next_seat(-direction)
            return self.attack * odds.stuck(total, table.plays_of(back, laid)) + after
        # Minus 5 (T13): the forced draw may bust
        bust = odds.bust_minus_five[total]
        attack = self.attack * odds.stuck(odds.after_minus_five[total], table.plays_of(nxt, laid))
        return -bust + (1.0 - bust) * attack + after

    def _double(self, table: Table, total: int, direction: int, target: int) -> float:
        """Lay a Double before `target` (T10) as the last card; the hand kept not counted."""
        odds = self.odds
        nxt = table.next_seat(direction)
        value = self.attack * odds.stuck(total, table.plays_of(nxt, target))
        if target != nxt:  # they face it later, when the total has grown
            turns_before = (target - table.seat) * direction % table.num_players - 1
            later = min(LIMIT, total + self.weights.step * turns_before)
            value += self.attack * self.weights.far_double * odds.stuck(later, 2)
        return value

    # --- Exchange (T11) -----------------------------------------------------------------------
    def _exchange(self, table: Table, total: int, nxt: int, hand: Sequence[int]) -> float:
        """Play an Exchange: my hand, refilled, goes to the best partner and I get an unknown
        one (worth what a random hand is worth)."""
        odds = self.odds
        rest = list(hand)
        rest.remove(EXCHANGE)
        plays = table.plays_of(nxt)
        attack = odds.stuck(total, plays)
        if plays == 1:  # giving my hand to the next player
            attack = max(attack, odds.hand_stuck(rest, total, HAND_SIZE - len(rest)))
        return self.attack * attack + self.random_hand

    def _exchange_with(self, table: Table, target: int) -> float:
        """Whom to swap with: my hand goes to them, their unknown one comes to me."""
        odds = self.odds
        total = table.total
        nxt = table.next_seat(table.direction)
        plays = table.plays_of(nxt)
        attack = odds.stuck(total, plays)
        if target == nxt and plays == 1:
            attack = max(attack, odds.hand_stuck(table.hand, total, 0))
        value = self.attack * attack + 0.01 * table.hand_counts[target]  # more cards: choice
        # A good hand is best given to the player with the most chips, a bad one to the leader.
        good = self._hand_value(table.hand) > self.random_hand
        return value + 0.001 * (table.chips[target] if good else -table.chips[target])

    # --- Double turns (T10) -------------------------------------------------------------------
    def _first_of_two(self, table: Table, code: int, rest: list[int]) -> float:
        """`code` first, then my best last card from `rest`."""
        total = table.total
        direction = table.direction
        if code <= 10 or code == BASTA:
            total = LIMIT if code == BASTA else total + code
            if total > LIMIT:  # the rest of the Double is void (T15)
                return -1.0 + self._hand_value(rest)
        elif code == DIRECTION_CHANGE:
            direction = -direction
        elif code == MINUS_FIVE:
            bust = self.odds.bust_minus_five[total]
            then = self._then(table, self.odds.after_minus_five[total], direction, rest, None)
            return bust * (-1.0 + self._hand_value(rest)) + (1.0 - bust) * then
        return self._then(table, total, direction, rest, None)

    def _then(
        self, table: Table, total: int, direction: int, hand: list[int], laid: int | None
    ) -> float:
        """My best last card from `hand` at `total`."""
        best = -1e9
        for code in set(hand):
            if code == DOUBLE:
                rest = list(hand)
                rest.remove(DOUBLE)
                after = self._hand_value(rest)
                for seat in table.receivers:
                    if seat != laid:
                        best = max(best, self._double(table, total, direction, seat) + after)
                continue
            best = max(best, self._single(table, code, total, direction, hand, laid))
        return best if best > -1e9 else self._hand_value(hand)
