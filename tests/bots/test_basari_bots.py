"""Basari's Easy and Medium bots, and the value model behind them (rules B7-B26).

Positions are built by playing the setup and movement, then editing the state's JSON and
rebuilding it through `BasariGame.state_from_json` (so each one passes a save's checks).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bazaar_engine.basari import (
    Accept,
    BasariGame,
    BasariState,
    ChooseCard,
    ChooseStart,
    Offer,
    RollDie,
)
from bazaar_engine.basari.actions import DIE, GEMS, POINTS
from bazaar_engine.basari.offers import beats, minimal_raises
from bazaar_engine.bots.basari_bots import LEVELS, EasyBot, HardBot, MediumBot
from bazaar_engine.bots.basari_policy import (
    DEFAULT_SETTINGS,
    card_scores,
    medium_card_scores,
    opponent_weights,
    predict_cards,
)
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.bots.base import Bot, RandomBot
from bazaar_engine.bots.mcts import SearchBudget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.sim import play_match

GAME = BasariGame()
SIZE = GAME.board.size
SEVEN_POINTS_GREEN = 0  # archway 0: 7 points, 2 green
SEVEN_POINTS_YELLOW_BLUE = 8  # archway 8: 7 points, 1 yellow + 1 blue
SIX_POINTS_RED_BLUE = 2  # archway 2: 6 points, 1 red + 1 blue


def table(
    positions: list[int],
    progress: list[int] | None = None,
    points: list[int] | None = None,
    gems: list[tuple[int, int, int, int]] | None = None,
    round_number: int = 1,
) -> BasariState:
    """A state in the card-choice phase (B10) with these merchants, laps, points and gems."""
    n = len(positions)
    state = GAME.new_initial_state(n)
    for seat in range(n):
        state.apply(seat, ChooseStart(0))
    for _ in range(n):
        state.apply(CHANCE, RollDie(1))
    data = state.to_json()
    progress = progress or [5] * n
    data["positions"] = positions
    data["progress"] = progress
    data["starts"] = [(p - q) % SIZE for p, q in zip(positions, progress, strict=True)]
    if points is not None:
        data["points"] = points
    if gems is not None:
        data["gems"] = [list(hand) for hand in gems]
        data["carpets"] = [25 - sum(hand[c] for hand in gems) for c in range(4)]
    data["round"] = round_number
    return GAME.state_from_json(data)


def barter_on_points(
    points: list[int], gems: list[tuple[int, int, int, int]], archway: int
) -> BasariState:
    """3 players: seats 0 and 1 both chose Points on `archway`, seat 2 chose Gems (B11)."""
    state = table([archway, archway, 16], points=points, gems=gems)
    for seat, card in enumerate(("points", "points", "gems")):
        state.apply(seat, ChooseCard(card))
    assert state.phase == "barter"
    return state


# --- the levels play legal games ----------------------------------------------------------
def quick_hard(seed: int | str) -> HardBot:
    budget = SearchBudget(iterations=12, seconds=None)
    return HardBot(seed, card_budget=budget, barter_budget=budget)


def test_registry_builds_every_level() -> None:
    assert set(LEVELS) == {"easy", "medium", "hard"}
    for level in ("easy", "medium", "hard"):
        bot = make_bot("basari", level, 1)
        assert bot.level == level


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("starts", ["choose", "random"])
def test_b1_easy_and_medium_play_whole_legal_games(players: int, starts: str) -> None:
    game = BasariGame({"start_positions": starts})
    levels = [EasyBot, MediumBot, RandomBot, MediumBot][:players]
    bots: list[Bot] = [level(f"legal/{seat}") for seat, level in enumerate(levels)]
    match = play_match(game, bots, random.Random(players))  # every move checked
    assert match.is_over
    assert match.state.winners()


def test_b1_hard_plays_a_whole_legal_game() -> None:
    bots: list[Bot] = [quick_hard(1), MediumBot(2), EasyBot(3)]
    match = play_match(GAME, bots, random.Random(5))
    assert match.is_over


# --- B10: a bot decides from its view only ------------------------------------------------
@pytest.mark.parametrize("make", [EasyBot, MediumBot, quick_hard])
def test_b10_choice_does_not_depend_on_others_hidden_cards(make: Any) -> None:
    base = table([3, 8, 21, 28], progress=[3, 8, 21, 28])
    worlds = []
    for cards in (("die", "die"), ("gems", "points")):
        world = base.clone()
        world.apply(0, ChooseCard(cards[0]))
        world.apply(1, ChooseCard(cards[1]))
        worlds.append(world)
    views = [world.view(2) for world in worlds]
    assert views[0] == views[1]  # the hidden cards are not in the views
    choices = [make("same seed").choose(view, 2) for view in views]
    assert choices[0] == choices[1]


# --- B13-B15, B24-B26: the value model ----------------------------------------------------
def test_b13_gems_action_is_worth_only_what_the_carpets_hold() -> None:
    # Seat 0 holds every green gem but one: archway 0 shows 2 green, the carpet has 1 left.
    hands = [(3, 3, 21, 3), (3, 3, 0, 3), (3, 3, 3, 3)]
    state = table([SEVEN_POINTS_GREEN, SEVEN_POINTS_GREEN, 5], gems=hands)
    app = Appraisal(state)
    assert app.gems_available(SEVEN_POINTS_GREEN) == (0, 0, 1, 0)
    assert app.action_values(1)[GEMS] == pytest.approx(app.gem_gain(1, (0, 0, 1, 0)))


def test_b26_a_gem_that_wins_a_majority_is_worth_more_than_one_that_does_not() -> None:
    hands = [(3, 3, 3, 3), (3, 3, 3, 3), (8, 3, 3, 3)]
    app = Appraisal(table([5, 5, 5], gems=hands))
    red, yellow = app.unit_values(0)[0], app.unit_values(0)[1]
    assert yellow > red  # red is out of reach (8 vs 3), yellow breaks a tie


def test_b24_gems_count_more_when_the_round_ends_after_this_turn() -> None:
    # Round 3 (no later majorities), same hands; in the second table seat 1 has lapped, so the
    # majorities are scored after this action phase.
    hands = [(3, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)]
    positions = [SIX_POINTS_RED_BLUE, 5, 9]
    early = Appraisal(table(positions, progress=[5, 10, 5], gems=hands, round_number=3))
    ending = Appraisal(table(positions, progress=[5, 33, 5], gems=hands, round_number=3))
    assert ending.ends_now and not early.ends_now
    assert ending.unit_values(0)[0] > early.unit_values(0)[0]
    # Taking 1 red + 1 blue makes seat 0 the sole red and blue leader right before the
    # scoring: worth more than the archway's 6 points; early in the round it is worth less.
    assert ending.action_values(0)[GEMS] > ending.action_values(0)[POINTS]
    assert early.action_values(0)[GEMS] < early.action_values(0)[POINTS]


def test_b15_b25_die_action_is_worth_more_when_it_can_win_the_lap_bonus() -> None:
    # Seat 1 has lapped: the round ends after this turn. Seat 0 is 2 archways short of a lap,
    # so a Die roll of 2 or more laps (B9) and earns the lap bonus (B25).
    near = Appraisal(table([5, 5, 5], progress=[SIZE - 2, SIZE + 1, 5]))
    far = Appraisal(table([5, 5, 5], progress=[12, SIZE + 1, 5]))
    bonus = GAME.chart.lap_bonus
    assert near.action_values(0)[DIE] - far.action_values(0)[DIE] == pytest.approx(
        bonus * 5 / 6, abs=2.0
    )


# --- B10-B12: Medium predicts the others' cards -------------------------------------------
def test_b11_medium_steers_clear_of_a_card_the_others_will_crowd() -> None:
    # Everybody stands on a 7-point archway: alone, Points would be Medium's best action, but
    # three opponents are likely to pick Points too, which would cancel it.
    state = table([SEVEN_POINTS_YELLOW_BLUE] + [SEVEN_POINTS_GREEN] * 3)
    app = Appraisal(state)
    values = app.action_values(0)
    assert max(range(3), key=lambda card: values[card]) == POINTS
    predictions = predict_cards(app, DEFAULT_SETTINGS)
    assert all(predictions[seat][POINTS] > 0.5 for seat in (1, 2, 3))
    scores = medium_card_scores(app, 0)
    assert scores[POINTS] < values[POINTS] / 2
    assert MediumBot(0).choose(state.view(0), 0) != ChooseCard("points")


def test_b11_easy_ignores_the_crowd_and_errs_now_and_then() -> None:
    # The same table: Easy goes by its own (noisy) values, so mostly Points, not always.
    state = table([SEVEN_POINTS_YELLOW_BLUE] + [SEVEN_POINTS_GREEN] * 3)
    picks = [EasyBot(seed).choose(state.view(0), 0) for seed in range(60)]
    share = picks.count(ChooseCard("points")) / len(picks)
    assert 0.6 < share < 1.0


def test_b11_taking_a_card_an_opponent_needs_has_value() -> None:
    # 3 players. Seat 1 is sure to pick Points; Medium (seat 0) joining it forces a barter:
    # compared with leaving seat 1 alone, that denies seat 1 part of its points.
    state = table([SEVEN_POINTS_YELLOW_BLUE, SEVEN_POINTS_GREEN, 5])
    app = Appraisal(state)
    weights = opponent_weights(app, 0, DEFAULT_SETTINGS)
    sure = [[1 / 3] * 3, [0.0, 1.0, 0.0], [1.0, 0.0, 0.0]]
    scores = card_scores(app, 0, sure, weights)
    seven = float(GAME.board.archways[SEVEN_POINTS_YELLOW_BLUE].points)
    # Both value the action at 7: each gains about half of it in the barter, and seat 1's
    # lost gain counts for seat 0 too.
    assert scores[POINTS] == pytest.approx(seven / 2 + weights[1] * seven / 2)


# --- B18-B23: barters ---------------------------------------------------------------------
def test_b19_medium_accepts_an_offer_worth_more_than_the_action() -> None:
    hands = [(6, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)]
    state = barter_on_points([10, 0, 0], hands, archway=1)  # archway 1: 4 points
    state.apply(0, Offer((4, 0, 0, 0)))  # A (more points) offers 4 red for 4 points
    bot = MediumBot(0)
    assert bot.choose(state.view(1), 1) == Accept()
    assert bot.last_barter is not None
    app = Appraisal(state.view(1))
    assert app.gem_gain(1, (4, 0, 0, 0)) > bot.last_barter.action_value


def test_b20_medium_raises_minimally_when_the_action_is_worth_more() -> None:
    hands = [(3, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)]
    state = barter_on_points([10, 0, 0], hands, archway=SEVEN_POINTS_GREEN)
    state.apply(0, Offer((0, 0, 0, 1)))  # 1 blue for 7 points
    bot = MediumBot(0)
    action = bot.choose(state.view(1), 1)
    assert isinstance(action, Offer)
    assert action.gems in minimal_raises(state.gems(1), (0, 0, 0, 1))
    assert beats(action.gems, (0, 0, 0, 1))  # B21
    assert bot.last_barter is not None
    assert bot.last_barter.offer_value <= bot.last_barter.action_value


def test_b18_medium_opens_cheaply_or_gives_up_a_worthless_action() -> None:
    hands = [(3, 3, 3, 3), (3, 3, 3, 3), (3, 3, 3, 3)]
    state = barter_on_points([10, 0, 0], hands, archway=SEVEN_POINTS_GREEN)
    opening = MediumBot(0).choose(state.view(0), 0)
    assert isinstance(opening, Offer) and sum(opening.gems) == 1  # B18: one cheap gem
    # The same barter over Gems where the carpets hold none of the gems shown: worth nothing.
    hands = [(3, 3, 12, 3), (3, 3, 13, 3), (3, 3, 0, 3)]
    state = table([SEVEN_POINTS_GREEN] * 3, points=[10, 0, 0], gems=hands)
    for seat, card in enumerate(("gems", "gems", "points")):
        state.apply(seat, ChooseCard(card))
    assert Appraisal(state).action_values(0)[GEMS] == pytest.approx(0.0)
    assert MediumBot(0).choose(state.view(0), 0) == Offer((0, 0, 0, 0))


class BarterRecorder(Bot):
    """Wraps a bot; checks each of its offers against its action value (B18-B20)."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(0)
        self.bot = bot
        self.offers = 0

    def choose(self, view: State[Any], seat: int) -> Any:
        action = self.bot.choose(view, seat)
        if isinstance(action, Offer) and sum(action.gems) > 0:
            assert isinstance(view, BasariState)
            app = Appraisal(view)
            cost = app.gem_loss(seat, action.gems)
            last = getattr(self.bot, "last_barter", None)
            if last is not None:  # Easy and Medium report the valuation they used
                assert last.action == action
                assert last.offer_value == pytest.approx(cost)
                value = last.action_value
            else:
                info = view.barter
                assert info is not None
                value = app.action_values(seat)[("die", "points", "gems").index(info.card)]
            assert cost <= value + 1e-9
            self.offers += 1
        return action


@pytest.mark.parametrize("make", [EasyBot, MediumBot, quick_hard])
def test_b18_b20_offers_never_cost_more_than_the_action_is_worth(make: Any) -> None:
    recorders = [BarterRecorder(make(f"cap/{seat}")) for seat in range(4)]
    games = 1 if make is quick_hard else 3
    for index in range(games):
        play_match(GAME, recorders, random.Random(index))
    assert sum(r.offers for r in recorders) > 0
