"""The coach for Basari: Hard's open-loop search (`basari_search`) over every root move, then a
race between the leading few (`coach_race`).

Values are the search's mean scores (a share of the win); the reasons come from the public
value model (`basari_values.Appraisal`) and Medium's prediction of the others' cards, so they
use nothing the seat cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bazaar_engine.basari.actions import (
    CARD_ACTIONS,
    CARD_INDEX,
    DIE,
    GEMS,
    POINTS,
    Accept,
    ChooseCard,
    ChooseStart,
    Offer,
)
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_policy import (
    DEFAULT_SETTINGS,
    best_index,
    decide_barter,
    medium_card_scores,
    predict_cards,
)
from bazaar_engine.bots.basari_search import BasariPlayout, HardSettings, PredictedWorlds
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.bots.coach_race import MAX_CONTENDERS, Outcome, race
from bazaar_engine.bots.coach_types import (
    FIRST_LOOK,
    Advice,
    Candidate,
    CoachBudget,
    Reason,
    is_legal,
    percent,
    raced_advice,
    split_budget,
)
from bazaar_engine.bots.mcts import OpenLoopSearch, RootStat, SearchBudget
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import State
from bazaar_engine.core.reasons import CoachReason

CONTESTED = 0.4  # another seat picks the same card at least this often: a barter is likely
# A card or a barter has three or four moves, raced anyway: a quarter of the budget finds them
# and the race, which decides, gets the rest. (Alone, with a point to keep, it changed little:
# a loss of 0.48 ± 0.09 points a hint against 0.42 ± 0.08; docs/coach.md.) Among 32 start
# archways the first look needs its half.
RACE_FIRST_LOOK = 0.25
# Medium's card, the race's first choice, gives way to a lead sure to be over half a point of
# win chance (`coach_race.race`'s `keep`; a point by default). Over the same 60 positions the
# hints' moves lost 0.40 points of win chance each against a long evaluation with a point, 0.23
# with three quarters, 0.10-0.16 with a half; a follower of the hints won 0.61 (90 games) with
# three quarters, 0.70 with a half (120 games: as often as the coach before the race). With
# plays that stop one turn ahead (`COACH_SETTINGS`) a half also names the same move for three
# seeds in 92-93 positions of 100 (docs/coach.md, "All three targets in Basari").
KEEP = 0.005


# The coach's plays look one turn ahead where Hard's look three, in the tree too
# (`SearchBudget.tree_within_horizon`; the tree's three own decisions alone took a play two
# turns on): a play costs a fifth as much (callgrind, a fixed count of plays) and varies less
# (fewer dice and choices after the move), so the race plays five times the rounds. Three
# seeds then name the same move in 93-95 positions of 100, against 84 with the tree's depth
# alone, and the moves named lose as little against a long three-turn evaluation (Hard's own
# measure, `long_values`). Not from setup: a one-turn play ends there before anyone moves.
# A play that stops before the next movement roll counts half of how good the archways a roll
# ahead are (as Medium values a Die card's move): a follower of the hints then won 0.73 of 200
# games against 3 Medium, 0.69 without, 0.72 with the coach before the race (docs/coach.md,
# "All three targets in Basari").
COACH_SETTINGS = HardSettings(horizon_turns=1, next_action_weight=0.5)


class _CoachPlayout(BasariPlayout):
    """Hard's playout policy, except that the coach's own root may hold more moves: every
    start archway at setup (Hard ranks them by a quick score and searches one), and the moves
    named in `include` wherever they are legal."""

    def __init__(self, include: Sequence[Any], settings: HardSettings = COACH_SETTINGS) -> None:
        super().__init__(settings)
        self.include = list(include)

    def candidates(self, state: State[Any], seat: int) -> list[Any]:
        basari = _basari(state)
        if basari.phase == "setup":
            return basari.legal_actions(seat)
        found = super().candidates(state, seat)
        for action in self.include:
            if action not in found and is_legal(basari, seat, action):
                found.append(action)
        return found


def _basari(state: State[Any]) -> BasariState:
    if not isinstance(state, BasariState):
        raise DataError("not a Basari state")
    return state


def _budget(budget: CoachBudget, phase: str) -> SearchBudget:
    """Hard's tree depth; the coach's time, or its iterations (half of them in a barter, as
    Hard gives a barter half the time of a card)."""
    iterations = budget.iterations
    if iterations is not None and phase == "barter":
        iterations = max(1, iterations // 2)
    return SearchBudget(
        iterations=iterations,
        seconds=budget.seconds,
        max_tree_depth=3,
        wall_ceiling=budget.wall_ceiling,
        tree_within_horizon=phase != "setup",
    )


class MomentDraws:
    """One random stream per moment of a world (turn, phase, and who acts): two contenders
    that meet the same moment draw the same die roll and the same choices for the others,
    however many numbers their different first moves drew before. With one stream for the
    whole world, their paired difference varied 11% more (SD over 12 positions), as if the
    race had played a fifth fewer rounds."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.streams: dict[tuple[int, str, int], random.Random] = {}

    def __call__(self, state: State[Any], who: int) -> random.Random:
        basari = _basari(state)
        key = (basari.turn, basari.phase, who)
        stream = self.streams.get(key)
        if stream is None:
            stream = random.Random(f"{self.seed}/{key[0]}/{key[1]}/{key[2]}")
            self.streams[key] = stream
        return stream


def basari_advice(
    view: State[Any], seat: int, budget: CoachBudget, rng: random.Random, include: Sequence[Any]
) -> Advice:
    """Hard's search over every move for part of the budget, then a race between the leading few
    (`coach_race`) for the rest: each round plays them on one world, through the same tree."""
    state = _basari(view)
    share = FIRST_LOOK if state.phase == "setup" else RACE_FIRST_LOOK
    first_look, race_budget = split_budget(budget, share)
    playout = _CoachPlayout(include)
    search = OpenLoopSearch(
        PredictedWorlds(state.game, playout), playout, _budget(first_look, state.phase)
    )
    moves = playout.candidates(state, seat)
    tree = search.grow(state, seat, rng, moves)
    stats = search.root_stats(tree, moves)
    app = Appraisal(state)
    candidates = [
        Candidate(stat.action, stat.mean, reasons(state, app, seat, stat.action)) for stat in stats
    ]
    if len(candidates) == 1:
        return Advice(seat, tuple(candidates))
    contenders = [candidates[i] for i in _contenders(state, stats, playout, seat)]

    def play_round(alive: Sequence[int], world: random.Random) -> list[Outcome]:
        seed = world.getrandbits(64)
        outcomes = []
        for i in alive:
            share = search.sample(
                state, seat, tree, contenders[i].action, random.Random(seed), MomentDraws(seed)
            )
            assert search.last_leaf is not None
            outcomes.append((share, _lead(playout, search.last_leaf, seat)))
        return outcomes

    if state.phase == "barter" and race_budget.plays is not None:  # as `_budget` halves
        race_budget = replace(race_budget, plays=max(1, race_budget.plays // 2))
    result = race(len(contenders), play_round, race_budget, rng, keep=KEEP)
    further_ahead = Reason(CoachReason.BASARI_FURTHER_AHEAD)
    return raced_advice(seat, contenders, result, candidates, further_ahead)


def _lead(playout: BasariPlayout, leaf: State[Any], seat: int) -> float:
    """The race's second measure: how far `seat` stands ahead of the best other seat where a
    play ended, in points (points, expected majority and lap bonus: `Appraisal.standing`)."""
    basari = _basari(leaf)
    if basari.is_terminal():
        points = basari.points
        return points[seat] - max(p for other, p in enumerate(points) if other != seat)
    standings = playout.standings(basari, playout.appraisal(basari))
    return standings[seat] - max(v for other, v in enumerate(standings) if other != seat)


def long_values(
    view: State[Any], seat: int, rounds: int, rng: random.Random, look: int = 1500
) -> dict[Any, float]:
    """Every move the coach considers, valued long by Hard's own three-turn measure: a first
    look of `look` iterations, then every move on the same `rounds` worlds. A yardstick
    for what a hint's move loses against the best (bench/bench_hint_agreement.py --regret),
    far beyond a hint's budget."""
    state = _basari(view)
    playout = _CoachPlayout((), HardSettings())
    moves = playout.candidates(state, seat)
    budget = _budget(CoachBudget(None, look, wall_ceiling=3600.0), state.phase)
    budget = replace(budget, tree_within_horizon=False)  # Hard's own measure
    search = OpenLoopSearch(PredictedWorlds(state.game, playout), playout, budget)
    tree = search.grow(state, seat, rng, moves)
    sums = [0.0] * len(moves)
    for _ in range(rounds):
        seed = rng.getrandbits(64)
        for i, move in enumerate(moves):
            sums[i] += search.sample(state, seat, tree, move, random.Random(seed))
    return {move: total / rounds for move, total in zip(moves, sums, strict=True)}


def _contenders(
    state: BasariState, stats: Sequence[RootStat], playout: BasariPlayout, seat: int
) -> list[int]:
    """The moves to race, by index in `stats`: the rule-of-thumb move first (`_first_choice`),
    then Hard's choice (the most visited) and the best by mean of those tried twice."""
    liked = _first_choice(state, playout, seat)
    actions = [stat.action for stat in stats]
    if liked not in actions:  # a barter move outside Hard's candidates: Hard's first then
        liked = playout.candidates(state, seat)[0]
    first = actions.index(liked)
    tried = sorted(
        (i for i, stat in enumerate(stats) if i != first and stat.visits >= 2),
        key=lambda i: -stats[i].mean,
    )
    hard = [0] if first != 0 else []
    others = [i for i in tried if i not in hard]
    # A first look too short to try any other move twice (32 starts) still races the next
    # most visited: a race of one would value nothing.
    rest = [i for i in range(len(stats)) if i != first and i not in hard and i not in others]
    return [first, *hard, *others, *rest][:MAX_CONTENDERS]


def _first_choice(state: BasariState, playout: BasariPlayout, seat: int) -> Any:
    """The move chosen without chance: Medium's card or barter move, the start Hard's quick
    score likes best (its first among equals)."""
    app = playout.appraisal(state)
    if state.phase == "choose_cards":
        scores = medium_card_scores(app, seat, DEFAULT_SETTINGS)
        return CARD_ACTIONS[best_index(scores, random.Random(0))]
    if state.phase == "barter":
        return decide_barter(state, app, seat, DEFAULT_SETTINGS).action
    return BasariPlayout.candidates(playout, state, seat)[0]


# --- reasons ------------------------------------------------------------------------------------
def reasons(state: BasariState, app: Appraisal, seat: int, action: Any) -> tuple[Reason, ...]:
    if isinstance(action, ChooseCard):
        return _card_reasons(app, seat, CARD_INDEX[action.card])
    if isinstance(action, Offer):
        return _offer_reasons(state, app, seat, action)
    if isinstance(action, Accept):
        offer = state.barter
        gems = offer.offer if offer is not None and offer.offer is not None else (0, 0, 0, 0)
        return (Reason(CoachReason.BASARI_ACCEPT, (("gain", round(app.gem_gain(seat, gems))),)),)
    if isinstance(action, ChooseStart):
        return (
            Reason(
                CoachReason.BASARI_START,
                (("archway", action.archway), ("points", app.arch_points[action.archway])),
            ),
        )
    return ()


def _card_reasons(app: Appraisal, seat: int, card: int) -> tuple[Reason, ...]:
    position = app.positions[seat]
    found: list[Reason] = []
    if card == POINTS:
        found.append(Reason(CoachReason.BASARI_POINTS, (("points", app.arch_points[position]),)))
    elif card == GEMS:
        found.append(_gems_reason(app, seat, app.gems_available(position)))
    elif card == DIE:
        if app.progress[seat] < app.size <= app.progress[seat] + 6:
            found.append(Reason(CoachReason.BASARI_DIE_LAP, (("bonus", app.lap_bonus),)))
        else:
            found.append(Reason(CoachReason.BASARI_DIE))
    found.append(_contest_reason(app, seat, card))
    return tuple(found)


def _gems_reason(app: Appraisal, seat: int, gems: tuple[int, int, int, int]) -> Reason:
    """The colour these gems help most, and where the seat would then stand in it."""
    if not any(gems):
        return Reason(CoachReason.BASARI_GEMS_NONE)
    units = app.unit_values(seat)
    colour = max((c for c in range(4) if gems[c]), key=lambda c: gems[c] * units[c])
    mine = app.hands[seat][colour] + gems[colour]
    rival = max(hand[colour] for other, hand in enumerate(app.hands) if other != seat)
    params = (("colour", colour), ("count", gems[colour]))
    if mine > rival:
        return Reason(CoachReason.BASARI_GEMS_LEAD, (*params, ("lead", mine - rival)))
    if mine == rival:
        return Reason(CoachReason.BASARI_GEMS_TIE, params)
    return Reason(CoachReason.BASARI_GEMS_BEHIND, (*params, ("behind", rival - mine)))


def _contest_reason(app: Appraisal, seat: int, card: int) -> Reason:
    """Whether the others are expected to pick this card too (B16: a barter follows)."""
    predictions = predict_cards(app, DEFAULT_SETTINGS)
    chance = max((predictions[other][card] for other in range(app.n) if other != seat), default=0.0)
    code = CoachReason.BASARI_CONTESTED if chance >= CONTESTED else CoachReason.BASARI_UNCONTESTED
    return Reason(code, (("percent", percent(chance)),))


def _offer_reasons(
    state: BasariState, app: Appraisal, seat: int, action: Offer
) -> tuple[Reason, ...]:
    info = state.barter
    if info is None:
        return ()
    worth = app.action_values(seat)[CARD_INDEX[info.card]]
    if not any(action.gems):
        return (Reason(CoachReason.BASARI_GIVE_UP, (("worth", round(worth)),)),)
    cost = app.gem_loss(seat, action.gems)
    return (
        Reason(
            CoachReason.BASARI_OFFER,
            (("count", sum(action.gems)), ("cost", round(cost)), ("worth", round(worth))),
        ),
    )
