"""How Basari's Easy and Medium bots decide: card prediction, card choice, barters, start.

All values are points from the acting seat's side (see `basari_values`). A seat judges an
outcome by its *lead*: its own gain minus a weighted share of each opponent's gain (an
opponent ahead weighs more). So taking a card an opponent needs, to cancel or barter it away
from them, has a value too.

**Card choice (B10-B12).** Each seat's value of each action is known from the public table. A
seat expects each opponent to pick a card with softmax probabilities over that opponent's own
action values (`prediction_depth` 1 would have the opponents predict too: it played worse).
Per card, the chance that 0, 1, 2 or more opponents join gives the chance of acting alone, of
a barter, or of a cancellation (B11). A barter is estimated as won by the seat that values the
action more, paying about half the other's value (where offers stop under the barter rule
below). The card with the best expected lead is chosen.

**Barters (B18-B23).** The *action value* is the seat's value of carrying out the action. The
*offer value* of gems is what paying them costs the seat in expected majority bonus
(`Appraisal.gem_loss`). A seat never offers gems whose offer value exceeds its action value.
Facing an offer it compares accepting (the gems, minus the lead the opponent gains by acting)
with the best minimal raise (the action, minus the gems, minus what the gems give the
opponent); it raises only if that is better, so it accepts whenever the offer is worth more
than the action. Opening, it offers the cheapest single gem, or nothing (forfeit) when even
that is not worth it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from bazaar_engine.basari.actions import ACCEPT, CARD_INDEX, Accept, Offer, offer_action
from bazaar_engine.basari.data import Gems
from bazaar_engine.basari.offers import NOTHING, minimal_raises
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_values import CARDS, Appraisal

Distribution = list[float]


@dataclass(frozen=True, slots=True)
class PolicySettings:
    opponent_weight: float = 0.65  # how much an opponent's gain counts against the seat
    leader_weight: float = 0.6  # extra weight for opponents standing ahead (tanh-scaled)
    temperature: float = 1.5  # softmax temperature (points) of predicted card choices
    barter_price: float = 0.5  # a barter's winner pays this share of the loser's action value
    prediction_depth: int = 0  # 0: others pick by their action values; 1: they think one level on


DEFAULT_SETTINGS = PolicySettings()


def opponent_weights(app: Appraisal, seat: int, settings: PolicySettings) -> list[float]:
    """How much each other seat's gain counts against `seat` (0 for `seat` itself)."""
    mine = app.standing(seat)
    out = []
    for other in range(app.n):
        if other == seat:
            out.append(0.0)
            continue
        ahead = math.tanh((app.standing(other) - mine) / 10.0)
        out.append(settings.opponent_weight * (1.0 + settings.leader_weight * ahead))
    return out


def barter_split(value_i: float, value_j: float, price: float = 0.5) -> tuple[float, float]:
    """Expected gains of two seats bartering for an action they value `value_i`, `value_j`:
    the keener one acts and pays `price` times the other's value (see the module note)."""
    value_i, value_j = max(value_i, 0.0), max(value_j, 0.0)
    if value_i >= value_j:
        return value_i - value_j * price, value_j * price
    return value_i * price, value_j - value_i * price


def card_scores(
    app: Appraisal,
    seat: int,
    predictions: Sequence[Distribution],
    weights: Sequence[float],
    price: float = 0.5,
) -> list[float]:
    """Expected lead of `seat` from each card, against the others' predicted choices.

    Only the card a seat picks changes with its choice, so each score is the card's expected
    outcome with the seat in, minus the same card's expected outcome without it. With the seat
    in: alone it acts, with one other it barters, with more it is cancelled (B11). Without it:
    one other acts alone, two others barter (the seat loses a share of their gains).
    """
    values = [app.action_values(s) for s in range(app.n)]
    others = [s for s in range(app.n) if s != seat]
    scores = []
    for card in CARDS:
        mine = values[seat][card]
        probs = [predictions[o][card] for o in others]
        gains = [values[o][card] for o in others]
        stay_out = [1.0 - p for p in probs]
        nobody = math.prod(stay_out)
        score = nobody * mine
        for i, other in enumerate(others):
            if not probs[i]:
                continue
            rest = math.prod(q for k, q in enumerate(stay_out) if k != i)
            only = probs[i] * rest
            w = weights[other]
            my_gain, their_gain = barter_split(mine, gains[i], price)
            # With the seat: a barter. Without: the other acts alone.
            score += only * (my_gain - w * their_gain + w * gains[i])
            for k in range(i + 1, len(others)):
                pair = probs[i] * probs[k]
                if not pair:
                    continue
                pair *= math.prod(q for m, q in enumerate(stay_out) if m not in (i, k))
                gain_i, gain_k = barter_split(gains[i], gains[k], price)
                # Without the seat the two barter; with it the card is cancelled.
                score += pair * (w * gain_i + weights[others[k]] * gain_k)
        scores.append(score)
    return scores


def softmax(scores: Sequence[float], temperature: float) -> Distribution:
    top = max(scores)
    exps = [math.exp((s - top) / temperature) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def predict_cards(app: Appraisal, settings: PolicySettings) -> list[Distribution]:
    """Every seat's predicted card distribution, from the public table only."""
    temperature = settings.temperature
    predictions = [softmax(app.action_values(s), temperature) for s in range(app.n)]
    for _ in range(settings.prediction_depth):
        predictions = [
            softmax(
                card_scores(
                    app, s, predictions, opponent_weights(app, s, settings), settings.barter_price
                ),
                temperature,
            )
            for s in range(app.n)
        ]
    return predictions


def medium_card_scores(
    app: Appraisal, seat: int, settings: PolicySettings = DEFAULT_SETTINGS
) -> list[float]:
    predictions = predict_cards(app, settings)
    weights = opponent_weights(app, seat, settings)
    return card_scores(app, seat, predictions, weights, settings.barter_price)


def best_index(scores: Sequence[float], rng: random.Random) -> int:
    """The best score; exact ties broken at random."""
    top = max(scores)
    best = [i for i, s in enumerate(scores) if s >= top - 1e-9]
    return best[0] if len(best) == 1 else best[int(rng.random() * len(best))]


# --- barters ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class BarterDecision:
    """A barter move with the valuation behind it (all in points, from the seat's side)."""

    action: Offer | Accept
    action_value: float  # what carrying out the action is worth to the seat
    offer_value: float  # what the gems offered cost the seat (0 for Accept or nothing)


def decide_barter(
    state: BasariState,
    app: Appraisal,
    seat: int,
    settings: PolicySettings = DEFAULT_SETTINGS,
    action_value: float | None = None,
    quick: bool = False,
) -> BarterDecision:
    """Medium's barter move (B18-B23); `action_value` overrides the seat's own valuation.

    `quick` (for rollouts) considers a single raise, the cheapest bundle of one gem more than
    the offer on the table, instead of every minimal raise.
    """
    info = state.barter
    assert info is not None and info.a is not None and info.b is not None
    card = CARD_INDEX[info.card]
    other = info.a + info.b - seat
    mine = app.action_values(seat)[card] if action_value is None else action_value
    theirs = app.action_values(other)[card]
    weight = opponent_weights(app, seat, settings)[other]
    hand = state.gems(seat)
    on_table = info.offer

    raises = quick_raises(app, seat, hand, on_table) if quick else minimal_raises(hand, on_table)
    affordable = []
    for gems in raises:
        cost = app.gem_loss(seat, gems)
        if cost <= mine:  # never offer more than the action is worth
            lead = mine - cost - weight * app.gem_gain(other, gems)
            affordable.append((lead, cost, gems))
    best = max(affordable, default=None)
    if on_table is None:  # B18: open, or forfeit by offering nothing
        if best is not None and best[0] > -weight * theirs:
            return BarterDecision(offer_action(best[2]), mine, best[1])
        return BarterDecision(offer_action(NOTHING), mine, 0.0)
    accept_lead = app.gem_gain(seat, on_table) - weight * (theirs - app.gem_loss(other, on_table))
    if best is not None and best[0] > accept_lead:
        return BarterDecision(offer_action(best[2]), mine, best[1])
    return BarterDecision(ACCEPT, mine, 0.0)


def quick_raises(app: Appraisal, seat: int, hand: Gems, on_table: Gems | None) -> list[Gems]:
    """The cheapest bundle (by one-gem values) of one gem more than `on_table` (B21: more
    gems is always higher), or nothing if the hand is too small."""
    count = 1 + (sum(on_table) if on_table is not None else 0)
    if sum(hand) < count:
        return []
    units = app.unit_values(seat)
    out = [0, 0, 0, 0]
    for colour in sorted(range(4), key=units.__getitem__):
        take = min(hand[colour], count)
        out[colour] = take
        count -= take
        if not count:
            break
    return [(out[0], out[1], out[2], out[3])]


# --- start archway (B7) -------------------------------------------------------------------
START_MARGIN = 0.3  # points: starts this close to the best one are as good to a bot


def start_scores(app: Appraisal, seat: int) -> list[float]:
    """How good each archway is to start on: the archways the first roll can reach."""
    return [app.position_value(seat, archway) for archway in range(app.size)]


def pick_start(scores: Sequence[float], rng: random.Random, margin: float = START_MARGIN) -> int:
    """An archway among the near-best (within `margin` points of the best), drawn with the
    bot's seeded `rng`: bots of one level do not all crowd onto the same archway, a game
    with the same seed still plays the same, and no start worse than `margin` is taken."""
    top = max(scores)
    near = [index for index, score in enumerate(scores) if score >= top - margin]
    return near[int(rng.random() * len(near))]
