"""Hard's search for Jewel Bazaar: expectimax over the next price cards.

Nothing is hidden in Jewel Bazaar except the order of the remaining price cards, which does not
exist yet: each reveal is a chance draw among them, all equally likely. So the search is exact
about chance: it tries every remaining card as the next one (and, two deep, every card after
that), rather than sampling futures.

- *Our turn*: every legal trade is a candidate (at most 35: a trade is named by the holding it
  leaves, see `jewels_policy`).
- *The other seats* trade by the playout policy, Medium's greedy trade on expected prices,
  in table order and against the stock as our trade left it (J10), so jewels we take are
  missing from their purchases.
- *Depth 1*: after the next card, each seat's wealth is its money plus its jewels at the new
  prices; our lead over the richest other seat, with the cards then left, is scored by
  `jewels_value.lead_value` (a share of the win learnt from self-play), exactly once no card
  is left.
- *Depth 2*: the best `breadth` trades of depth 1 are searched one round further: for each next
  card the seats before us trade, then we take our best trade by depth 1.

The search plays for the win, not for money. With a narrow lead, the trade that leaves our
holding equal to the leaders' tends to score best (their price moves are then ours too); level
or behind, trades that differ from theirs do, more boldly as the cards run out. Ties are broken
by the expected lead, then by fewer jewels held.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bazaar_engine.bots.jewels_policy import Counts, greedy_target, legal_targets
from bazaar_engine.bots.jewels_value import final_share, total_lead_value
from bazaar_engine.jewels.cards import CARDS, MIN_PRICE, NUM_KINDS
from bazaar_engine.jewels.state import JewelsState

_CACHE_LIMIT = 100_000


def wealth_now(view: JewelsState) -> list[int]:
    """Every seat's money plus its jewels at today's prices."""
    return [
        view.money[s] + sum(n * p for n, p in zip(view.holdings(s), view.prices, strict=True))
        for s in range(view.num_players)
    ]


@dataclass
class Position:
    """Everything that moves during the search, as plain lists (seat s, kind k at s * 3 + k)."""

    prices: list[int]
    stock: list[int]
    money: list[int]
    held: list[int]

    @classmethod
    def from_view(cls, view: JewelsState) -> Position:
        held = [count for seat in range(view.num_players) for count in view.holdings(seat)]
        return cls(list(view.prices), list(view.stock), list(view.money), held)

    def copy(self) -> Position:
        return Position(self.prices[:], self.stock[:], self.money[:], self.held[:])

    def holding(self, seat: int) -> Counts:
        base = seat * NUM_KINDS
        return self.held[base], self.held[base + 1], self.held[base + 2]

    def move(self, seat: int, target: Counts) -> None:
        """`seat` trades to `target` (J9, J14: at today's prices, through the stock)."""
        base = seat * NUM_KINDS
        for kind in range(NUM_KINDS):
            change = target[kind] - self.held[base + kind]
            if change:
                self.held[base + kind] = target[kind]
                self.stock[kind] -= change
                self.money[seat] -= change * self.prices[kind]

    def reveal(self, card: int) -> None:
        changes = CARDS[card]
        for kind in range(NUM_KINDS):
            self.prices[kind] = max(MIN_PRICE, self.prices[kind] + changes[kind])  # J7

    def wealth_after(self, card: int) -> list[int]:
        """Every seat's money plus jewels at the prices `card` would bring."""
        changes = CARDS[card]
        p0 = max(MIN_PRICE, self.prices[0] + changes[0])
        p1 = max(MIN_PRICE, self.prices[1] + changes[1])
        p2 = max(MIN_PRICE, self.prices[2] + changes[2])
        held = self.held
        return [
            money + held[3 * s] * p0 + held[3 * s + 1] * p1 + held[3 * s + 2] * p2
            for s, money in enumerate(self.money)
        ]

    def leads_after(self, seat: int, changes: list[Counts]) -> list[int]:
        """`seat`'s lead over the richest other seat after each of these price changes.

        With the 27-card deck prices stay within 1..19 (J5, J7), so the floor never binds and
        every jewel gains exactly its kind's change.
        """
        p0, p1, p2 = self.prices
        held = self.held
        money = self.money
        wealth = [
            money[s] + held[3 * s] * p0 + held[3 * s + 1] * p1 + held[3 * s + 2] * p2
            for s in range(len(money))
        ]
        m0, m1, m2 = held[3 * seat], held[3 * seat + 1], held[3 * seat + 2]
        leads: list[int] | None = None
        for other in range(len(money)):
            if other == seat:
                continue
            gap = wealth[seat] - wealth[other]
            d0, d1, d2 = m0 - held[3 * other], m1 - held[3 * other + 1], m2 - held[3 * other + 2]
            column = [gap + d0 * c0 + d1 * c1 + d2 * c2 for c0, c1, c2 in changes]
            leads = column if leads is None else list(map(min, leads, column))
        assert leads is not None, "a game has at least two seats"
        return leads


@dataclass(frozen=True)
class Turn:
    """Where a search stands in a round: the seat that trades `position`-th from `first`."""

    seat: int
    first: int
    position: int
    num_players: int

    def later_seats(self) -> list[int]:
        """The seats still to trade this round after ours."""
        n = self.num_players
        return [(self.first + i) % n for i in range(self.position + 1, n)]

    def next_round(self) -> Turn:
        first = (self.first + 1) % self.num_players  # J15
        return Turn(self.seat, first, (self.seat - first) % self.num_players, self.num_players)


class LookaheadSearch:
    def __init__(self, depth: int = 2, breadth: int = 6) -> None:
        if depth not in (1, 2) or breadth < 1:
            raise ValueError("the search looks one or two cards ahead, over at least one trade")
        self.depth = depth
        self.breadth = breadth
        self.last_deep = 0  # how many of `rank_targets`' last answer were valued deep (first)
        self._greedy: dict[tuple[int, ...], Counts] = {}

    def choose_target(self, view: JewelsState, seat: int) -> Counts:
        """The holding our trade should leave (see the module note)."""
        return self.rank_targets(view, seat)[0][0]

    def rank_targets(
        self, view: JewelsState, seat: int, include: Sequence[Counts] = ()
    ) -> list[tuple[Counts, float]]:
        """Every holding a legal trade can leave with its estimated share of the win, the one
        `choose_target` plays first. The best `breadth` (and any in `include`) are valued two
        cards deep, the rest one card deep."""
        held = view.holdings(seat)
        candidates = legal_targets(held, view.money[seat], view.prices, view.stock)
        remaining = view.remaining_cards
        if len(candidates) == 1 or not remaining:
            # Round 27: every price is 10 already, so no trade changes anybody's money.
            target = greedy_target(held, view.money[seat], view.prices, view.stock)
            self.last_deep = 1
            return [(target, final_share(wealth_now(view), seat))]
        first = view.first_player if view.first_player is not None else 0
        turn = Turn(seat, first, (seat - first) % view.num_players, view.num_players)
        position = Position.from_view(view)
        scored = self._one_card(position, turn, candidates, remaining)
        if self.depth == 1 or len(remaining) == 1:
            self.last_deep = len(scored)
            return [(target, share) for share, _, target in scored]
        deep = [
            entry
            for order, entry in enumerate(scored)
            if order < self.breadth or entry[2] in include
        ]
        valued = [
            (self._two_cards(position, turn, target, remaining), value, target)
            for value, _, target in deep
        ]
        valued.sort(key=lambda row: row[:2], reverse=True)  # stable: ties keep `scored` order
        self.last_deep = len(valued)
        searched = {target for _, _, target in deep}
        shallow = [(target, share) for share, _, target in scored if target not in searched]
        return [(target, after) for after, _, target in valued] + shallow

    # --- the two levels -------------------------------------------------------------------
    def _one_card(
        self, position: Position, turn: Turn, candidates: list[Counts], remaining: list[int]
    ) -> list[tuple[float, float, Counts]]:
        """(win share, expected lead, trade) after the next card, best first."""
        seat = turn.seat
        later = turn.later_seats()
        cards_left = len(remaining) - 1
        changes = [CARDS[card] for card in remaining]
        scored = []
        for order, target in enumerate(candidates):
            after = position.copy()
            after.move(seat, target)
            for other in later:
                after.move(other, self.greedy(after, other))
            if cards_left:
                leads = after.leads_after(seat, changes)
                share = total_lead_value(leads, cards_left)
                lead_sum = sum(leads)
            else:  # the last card: the game is then decided
                share = lead_sum = 0
                for card in remaining:
                    wealth = after.wealth_after(card)
                    share += final_share(wealth, seat)
                    lead_sum += wealth[seat] - max(w for s, w in enumerate(wealth) if s != seat)
            count = len(remaining)
            scored.append((share / count, lead_sum / count, -order, target))
        scored.sort(reverse=True)
        return [(share, lead, target) for share, lead, _, target in scored]

    def _two_cards(
        self, position: Position, turn: Turn, target: Counts, remaining: list[int]
    ) -> float:
        """Win share of `target` when we also choose our best trade after the next card."""
        after = position.copy()
        after.move(turn.seat, target)
        for other in turn.later_seats():
            after.move(other, self.greedy(after, other))
        nxt = turn.next_round()
        earlier = [(nxt.first + i) % nxt.num_players for i in range(nxt.position)]
        total = 0.0
        for card in remaining:
            world = after.copy()
            world.reveal(card)
            for other in earlier:
                world.move(other, self.greedy(world, other))
            mine = world.holding(turn.seat)
            candidates = legal_targets(mine, world.money[turn.seat], world.prices, world.stock)
            rest = [c for c in remaining if c != card]
            total += self._one_card(world, nxt, candidates, rest)[0][0]
        return total / len(remaining)

    # --- the other seats ------------------------------------------------------------------
    def greedy(self, position: Position, seat: int) -> Counts:
        """The playout policy's trade for `seat` (Medium's choice), remembered."""
        held = position.holding(seat)
        prices = position.prices
        stock = position.stock
        money = position.money[seat]
        wealth = money + held[0] * prices[0] + held[1] * prices[1] + held[2] * prices[2]
        # Only whether the stock covers a full hand matters, and wealth up to 4 of the dearest.
        key = (
            *held, *prices,
            min(wealth, 4 * max(prices)),
            min(stock[0], 4), min(stock[1], 4), min(stock[2], 4),
        )  # fmt: skip
        target = self._greedy.get(key)
        if target is None:
            if len(self._greedy) >= _CACHE_LIMIT:
                self._greedy.clear()
            target = greedy_target(held, money, prices, stock)
            self._greedy[key] = target
        return target
