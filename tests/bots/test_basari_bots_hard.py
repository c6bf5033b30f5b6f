"""Basari's Hard bot: its worlds, its pruned barter candidates, its rollouts' end and score."""

from __future__ import annotations

import random

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
from bazaar_engine.basari.actions import CARD_INDEX
from bazaar_engine.basari.offers import minimal_raises
from bazaar_engine.bots.basari_bots import HardBot
from bazaar_engine.bots.basari_search import BasariPlayout, PredictedWorlds
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.bots.mcts import SearchBudget
from bazaar_engine.core.game import CHANCE

GAME = BasariGame()
SIZE = GAME.board.size


def card_table(players: int = 4) -> BasariState:
    """Card choice (B10) of turn 1, merchants spread over the board."""
    state = GAME.new_initial_state(players)
    for seat in range(players):
        state.apply(seat, ChooseStart(7 * seat))
    for roll in range(players):
        state.apply(CHANCE, RollDie(roll + 2))
    assert state.phase == "choose_cards"
    return state


def points_barter(offer: tuple[int, int, int, int] | None) -> BasariState:
    """3 players; seats 0 and 1 barter over Points on archway 0 (7 points); seat 0 is A."""
    state = GAME.new_initial_state(3)
    for seat in range(3):
        state.apply(seat, ChooseStart(SIZE - 1))
    for _ in range(3):
        state.apply(CHANCE, RollDie(1))
    data = state.to_json()
    data["points"] = [9, 2, 0]
    state = GAME.state_from_json(data)
    for seat, card in enumerate(("points", "points", "gems")):
        state.apply(seat, ChooseCard(card))
    if offer is not None:
        state.apply(0, Offer(offer))
    return state


def test_hard_is_reproducible_with_an_iteration_budget() -> None:
    view = card_table().view(1)
    budget = SearchBudget(iterations=40, seconds=None)
    first = HardBot("seed", card_budget=budget).choose(view, 1)
    again = HardBot("seed", card_budget=budget).choose(view, 1)
    assert first == again


def test_b10_worlds_fill_hidden_cards_by_prediction_and_keep_the_rest() -> None:
    state = card_table()
    state.apply(0, ChooseCard("gems"))
    state.apply(1, ChooseCard("die"))
    view = state.view(2)
    playout = BasariPlayout()
    worlds = PredictedWorlds(GAME, playout)
    predicted = playout.card_distributions(view)
    rng = random.Random(3)
    counts = {0: [0, 0, 0], 1: [0, 0, 0]}
    samples = 1500
    for _ in range(samples):
        world = worlds.determinize(view, rng)
        for seat in (0, 1):
            card = world.chosen_card(seat)
            assert card is not None
            counts[seat][CARD_INDEX[card]] += 1
        assert world.chosen_card(2) is None and world.current_players() == (2, 3)
        public = world.view(2).to_json()
        assert public == view.to_json()  # only the hidden cards were filled in
    for seat in (0, 1):
        for index in range(3):
            assert counts[seat][index] / samples == pytest.approx(predicted[seat][index], abs=0.05)


def test_b20_hard_considers_accepting_and_a_few_minimal_raises_within_its_value() -> None:
    state = points_barter((0, 0, 0, 1))
    view = state.view(1)
    playout = BasariPlayout()
    candidates = playout.barter_candidates(view, 1)
    assert candidates[0] == Accept()
    raises = candidates[1:]
    assert 1 <= len(raises) <= playout.settings.raise_candidates
    app = Appraisal(view)
    worth = app.action_values(1)[CARD_INDEX["points"]]
    for action in raises:
        assert isinstance(action, Offer)
        assert action.gems in minimal_raises(view.gems(1), (0, 0, 0, 1))
        assert app.gem_loss(1, action.gems) <= worth


def test_b18_hard_may_open_with_nothing_or_one_gem() -> None:
    view = points_barter(None).view(0)
    candidates = BasariPlayout().barter_candidates(view, 0)
    assert candidates[0] == Offer((0, 0, 0, 0))  # forfeit
    assert all(isinstance(c, Offer) and sum(c.gems) == 1 for c in candidates[1:])
    action = HardBot(1, barter_budget=SearchBudget(iterations=30, seconds=None)).choose(view, 0)
    assert action in candidates


def test_b29_rollouts_stop_at_the_round_end_and_score_the_leader_higher() -> None:
    playout = BasariPlayout()
    start = card_table(3)
    state = start.clone()
    rng = random.Random(0)
    while not playout.stop_rollout(state, start, 0):
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            state.apply(player, playout.playout_action(state, player, rng))
    assert state.turn - start.turn <= playout.settings.horizon_turns
    shares = [playout.evaluate(state, seat) for seat in range(3)]
    assert sum(shares) == pytest.approx(1.0)
    leader = max(range(3), key=lambda seat: Appraisal(state).standing(seat))
    assert shares[leader] == max(shares)
    data = state.to_json()
    data["points"] = [p + (60 if seat == 2 else 0) for seat, p in enumerate(data["points"])]
    far_ahead = GAME.state_from_json(data)
    assert playout.evaluate(far_ahead, 2) > 0.9
