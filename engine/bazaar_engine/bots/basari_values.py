"""What things are worth in Basari, in points, from the public table: the bots' value model.

Everything here is computed from public information only (positions, lap progress, points,
everybody's gems, carpets, the round): a view gives the same appraisal as the full state.

* **Gems** are worth what they add to a seat's expected majority bonus (B26). For each colour a
  seat's share of this round's chart value is a softmax over the seats' gem counts: sharp when
  the round is about to end, soft when many turns remain (gems will still change hands). When
  the round surely ends after this action phase (someone has lapped, B24) the share is exact:
  the whole value for a sole leader, the value split and rounded down on a tie. Gems kept after
  the 3 (or 2) returned also count for later rounds, at a discount and with a softer share.
* **Laps** (B25): the chance of completing a lap before the round ends, times the lap bonus;
  a seat ahead of the others on lap progress is likely to lap first.
* **Actions** (B13-B15): Points = the archway's points; Gems = the gems shown (as far as the
  carpets hold them); Die = the mean over the roll of 6 - roll points, the change in lap chance,
  half the change in how good the next landing archways are and, when the roll would end the
  round at once, the change in majority bonus that brings.

A seat's *standing* is points + expected majority bonus + expected lap bonus.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bazaar_engine.basari.actions import DIE, GEMS, POINTS
from bazaar_engine.basari.data import Gems
from bazaar_engine.basari.offers import SINGLE_GEMS
from bazaar_engine.basari.state import BasariState

CARDS = (DIE, POINTS, GEMS)
ROLL_CHANCE = 1.0 / 6.0
ENDING_PHASES = ("choose_cards", "die_action", "roll_off", "barter")


@dataclass(frozen=True, slots=True)
class ValueWeights:
    """The tunable numbers of the value model (defaults tuned on bot-vs-bot games)."""

    sharpness: float = 1.4  # softmax slope of a majority with one turn left
    future_sharpness: float = 0.8  # softmax slope for the rounds after this one
    future_discount: float = 0.8  # later rounds' majorities are far off and uncertain
    tiebreak_per_gem: float = 0.02  # B30: gems break ties on points
    progress_per_turn: float = 4.5  # how fast the leading merchant advances per turn
    lap_spread: float = 2.5  # how uncertain "who laps first" is, per sqrt(turn)
    position_weight: float = 0.5  # how much the next landing archways matter to the Die action


DEFAULT_WEIGHTS = ValueWeights()


class Appraisal:
    """The value model applied to one moment of the game (build one per decision)."""

    def __init__(self, state: BasariState, weights: ValueWeights = DEFAULT_WEIGHTS) -> None:
        game = state.game
        self.weights = weights
        self.n = n = state.num_players
        self.size = size = game.board.size
        self.round = state.round_number
        self.positions = state.positions
        self.progress = state.lap_progress
        self.points = state.points
        self.hands = state.all_gems
        self.carpets = state.carpets
        self.arch_points = game.archway_points
        self.arch_gems = game.archway_gems
        chart = game.chart
        self.lap_bonus = chart.lap_bonus
        self.values_now = chart.rounds[self.round - 1]
        later = [0.0, 0.0, 0.0, 0.0]
        discount = 1.0
        for values in chart.rounds[self.round :]:
            discount *= weights.future_discount
            for colour in range(4):
                later[colour] += discount * values[colour]
        self.values_later = later
        most = max(self.progress)
        self.ends_now = most >= size and state.phase in ENDING_PHASES
        # Turns of gem-taking still to come after this action phase (B24).
        self.turns_left = (
            0.0
            if self.ends_now
            else 1.0 + max(0.0, (size - most - 3.5) / weights.progress_per_turn)
        )
        self.beta = weights.sharpness / math.sqrt(max(self.turns_left, 1.0))
        self._lap_spread = weights.lap_spread * math.sqrt(max(self.turns_left, 0.01))
        self._rival_progress = [
            max(p for other, p in enumerate(self.progress) if other != seat) for seat in range(n)
        ]
        # Per seat and colour: count held -> expected bonus (a seat's bonus is a sum over colours).
        self._colour_memo: list[list[dict[int, float]]] = [[{}, {}, {}, {}] for _ in range(n)]
        self._prepare_majorities()
        self.base_majority = [self.majority(seat, self.hands[seat]) for seat in range(n)]
        self._best_archway: list[dict[int, float]] = [{} for _ in range(n)]
        self._unit_values: list[list[float] | None] = [None] * n
        self._action_values: list[list[float] | None] = [None] * n
        self._standings: list[float | None] = [None] * n

    # --- majorities (B26) -------------------------------------------------------------------
    def _prepare_majorities(self) -> None:
        n, hands, beta = self.n, self.hands, self.beta
        far = self.weights.future_sharpness
        # Per colour: softmax weights now, and expected counts after the returns.
        self._exp_now = [[math.exp(beta * hands[s][c]) for c in range(4)] for s in range(n)]
        totals = [sum(self._exp_now[s][c] for s in range(n)) for c in range(4)]
        post = [
            [hands[s][c] - 3.0 * self._exp_now[s][c] / totals[c] for c in range(4)]
            for s in range(n)
        ]
        if self.ends_now:
            post = [[float(x) for x in self._exact_post(s)] for s in range(n)]
        exp_far = [[math.exp(far * post[s][c]) for c in range(4)] for s in range(n)]
        far_totals = [sum(exp_far[s][c] for s in range(n)) for c in range(4)]
        self._others_now = [[totals[c] - self._exp_now[s][c] for c in range(4)] for s in range(n)]
        self._others_far = [[far_totals[c] - exp_far[s][c] for c in range(4)] for s in range(n)]
        counts = [[hands[s][c] for s in range(n)] for c in range(4)]
        self._counts = counts

    def _exact_post(self, seat: int) -> list[int]:
        """`seat`'s gems after this round's returns, if the round ended with today's hands."""
        out = []
        for colour in range(4):
            column = self._counts_column(colour)
            x, most = column[seat], max(column)
            holders = column.count(most)
            back = 0 if x != most or most == 0 else min(3 if holders == 1 else 2, x)
            out.append(x - back)
        return out

    def _counts_column(self, colour: int) -> list[int]:
        return [hand[colour] for hand in self.hands]

    def majority(self, seat: int, hand: Gems) -> float:
        """Expected majority bonus of `seat` holding `hand` (others' gems as they are)."""
        memo = self._colour_memo[seat]
        total = 0.0
        for colour in range(4):
            x = hand[colour]
            known = memo[colour]
            value = known.get(x)
            if value is None:
                value = self._colour_value(seat, colour, x, self.ends_now)
                known[x] = value
            total += value
        return total + self.weights.tiebreak_per_gem * (hand[0] + hand[1] + hand[2] + hand[3])

    def _colour_value(self, seat: int, colour: int, x: int, exact: bool) -> float:
        """Expected bonus of `seat` from `colour` when holding `x` gems of it; `exact`: the
        round is scored after this action phase."""
        if exact:
            now, post, others_far = self._exact_colour(seat, colour, x)
        else:
            mine = math.exp(self.beta * x) if x else 1.0
            frac = mine / (mine + self._others_now[seat][colour])
            now = self.values_now[colour] * frac
            post = x - 3.0 * frac
            others_far = self._others_far[seat][colour]
        later = self.values_later[colour]
        if later:
            mine_far = math.exp(self.weights.future_sharpness * post)
            now += later * mine_far / (mine_far + others_far)
        return now

    def _exact_colour(self, seat: int, colour: int, x: int) -> tuple[float, float, float]:
        """(bonus now, own count after returns, others' far softmax sum) at a sure round end."""
        others = [hand[colour] for s, hand in enumerate(self.hands) if s != seat]
        most = max(others)
        far = self.weights.future_sharpness
        value = self.values_now[colour]
        if x > most:
            now, back = float(value), min(3, x)
            others_post = others
        elif x == most and x > 0:
            tied = 1 + others.count(most)
            now, back = float(value // tied), min(2, x)
            others_post = [o - min(2, o) if o == most else o for o in others]
        else:
            now, back = 0.0, 0
            holders = others.count(most) if most else 0
            give = 3 if holders == 1 else 2
            others_post = [o - min(give, o) if o == most and most else o for o in others]
        others_far = sum(math.exp(far * o) for o in others_post)
        return now, float(x - back), others_far

    def gem_gain(self, seat: int, gems: Gems) -> float:
        """What receiving `gems` is worth to `seat`."""
        hand = self.hands[seat]
        new = (hand[0] + gems[0], hand[1] + gems[1], hand[2] + gems[2], hand[3] + gems[3])
        return self.majority(seat, new) - self.base_majority[seat]

    def gem_loss(self, seat: int, gems: Gems) -> float:
        """What paying `gems` costs `seat` (gems it holds)."""
        hand = self.hands[seat]
        new = (hand[0] - gems[0], hand[1] - gems[1], hand[2] - gems[2], hand[3] - gems[3])
        return self.base_majority[seat] - self.majority(seat, new)

    def gems_available(self, archway: int) -> Gems:
        """B13: the gems a Gems action on `archway` would take from today's carpets."""
        shown, carpets = self.arch_gems[archway], self.carpets
        return (
            min(shown[0], carpets[0]),
            min(shown[1], carpets[1]),
            min(shown[2], carpets[2]),
            min(shown[3], carpets[3]),
        )

    # --- laps (B9, B24, B25) -------------------------------------------------------------------
    def lap_chance(self, seat: int, progress: int) -> float:
        """Chance that `seat`, with `progress` archways moved, laps before the round ends."""
        if progress >= self.size:
            return 1.0
        if self.ends_now:
            return 0.0
        ahead = progress - self._rival_progress[seat]
        return 1.0 / (1.0 + math.exp(-(ahead + 0.5) / self._lap_spread))

    # --- actions (B13-B15) ----------------------------------------------------------------
    def unit_values(self, seat: int) -> list[float]:
        """What one more gem of each colour is worth to `seat`."""
        units = self._unit_values[seat]
        if units is None:
            units = [self.gem_gain(seat, single) for single in SINGLE_GEMS]
            self._unit_values[seat] = units
        return units

    def best_at(self, seat: int, archway: int) -> float:
        """The better of Points and Gems for `seat` on `archway` (gems valued one by one: a
        quick estimate for archways the seat may reach later)."""
        archway %= self.size
        cache = self._best_archway[seat]
        value = cache.get(archway)
        if value is None:
            u = self.unit_values(seat)
            shown, carpets = self.arch_gems[archway], self.carpets
            gems = (
                min(shown[0], carpets[0]) * u[0]
                + min(shown[1], carpets[1]) * u[1]
                + min(shown[2], carpets[2]) * u[2]
                + min(shown[3], carpets[3]) * u[3]
            )
            points = float(self.arch_points[archway])
            value = points if points > gems else gems
            cache[archway] = value
        return value

    def position_value(self, seat: int, archway: int) -> float:
        """How good the archways one movement roll from `archway` are, on average."""
        return sum(self.best_at(seat, archway + roll) for roll in range(1, 7)) * ROLL_CHANCE

    def action_values(self, seat: int) -> list[float]:
        """What each action (indexed by card: die, points, gems) is worth to `seat` now."""
        cached = self._action_values[seat]
        if cached is None:
            position = self.positions[seat]
            cached = [0.0, 0.0, 0.0]
            cached[POINTS] = float(self.arch_points[position])
            cached[GEMS] = self.gem_gain(seat, self.gems_available(position))
            cached[DIE] = self.die_value(seat)
            self._action_values[seat] = cached
        return cached

    def die_value(self, seat: int) -> float:
        position, progress = self.positions[seat], self.progress[seat]
        lap_now = self.lap_chance(seat, progress)
        weight = self.weights.position_weight
        # best[k] = best action on the archway k steps ahead; a landing archway's value is
        # the mean of the six after it, so a window slides along `best`.
        best = [self.best_at(seat, position + k) for k in range(13)] if weight else []
        window = sum(best[1:7]) if weight else 0.0
        here = window
        ending_gain = 0.0
        if not self.ends_now and progress + 6 >= self.size:
            ending_gain = self.exact_majority_gain(seat)
        total = 0.0
        for roll in range(1, 7):
            value = 6 - roll + self.lap_bonus * (self.lap_chance(seat, progress + roll) - lap_now)
            if weight:
                window += best[roll + 6] - best[roll]
                value += weight * (window - here) * ROLL_CHANCE
            if progress < self.size <= progress + roll:
                value += ending_gain  # B24: this roll ends the round after this action phase
            total += value
        return total * ROLL_CHANCE

    def exact_majority_gain(self, seat: int) -> float:
        """How much more (or less) majority bonus `seat` gets if the round ends this turn."""
        hand = self.hands[seat]
        exact = sum(self._colour_value(seat, c, hand[c], True) for c in range(4))
        return exact + self.weights.tiebreak_per_gem * sum(hand) - self.base_majority[seat]

    # --- standings --------------------------------------------------------------------------
    def standing(self, seat: int) -> float:
        """Points + expected majority bonus + expected lap bonus."""
        value = self._standings[seat]
        if value is None:
            lap = self.lap_bonus * self.lap_chance(seat, self.progress[seat])
            value = self.points[seat] + self.base_majority[seat] + lap
            self._standings[seat] = value
        return value
