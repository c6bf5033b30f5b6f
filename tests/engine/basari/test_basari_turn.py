"""A turn: movement and action phases, B8-B16."""

from __future__ import annotations

import random

import pytest
from basari_helpers import GAME, SIZE, choose, edit, kinds, of_kind, roll, started

from bazaar_engine.basari import Accept, ChooseCard, Offer, RollDie
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.game import CHANCE


def test_b8_each_seat_rolls_a_chance_die_in_seat_order_and_moves() -> None:
    state = started(4, starts=[0, 10, 20, 30])
    for seat, value in enumerate([3, 6, 1, 4]):
        assert state.current_players() == (CHANCE,)
        assert state.die_roller == seat
        outcomes = state.chance_outcomes()
        assert [a for a, _ in outcomes] == [RollDie(v) for v in range(1, 7)]
        assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
        events = roll(state, value)
        assert kinds(events)[:2] == ["die_rolled", "moved"]
        assert events[0].data == {"seat": seat, "value": value, "purpose": "movement"}
    assert state.positions == (3, 16, 21, 2)
    assert state.movement_rolls == (3, 6, 1, 4)
    assert state.phase == "choose_cards"


def test_b8_sharing_an_archway_has_no_effect() -> None:
    state = started(3, starts=[0, 2, 4])
    roll(state, 2, 0 + 2, 0 + 2)  # 0 -> 2, 2 -> 4, 4 -> 6: seat 0 lands on seat 1's start
    assert state.positions == (2, 4, 6)
    assert state.points == (0, 0, 0) and state.all_gems == ((3, 3, 3, 3),) * 3


def test_b8_a_die_roll_must_be_1_to_6() -> None:
    state = started(3)
    with pytest.raises(IllegalAction, match="1 to 6"):
        state.apply(CHANCE, RollDie(7))
    with pytest.raises(IllegalAction, match="not your decision"):
        state.apply(0, RollDie(3))


def test_b9_lap_completes_when_landing_on_the_start_disk() -> None:
    state = edit(started(3, starts=[4, 0, 0]), progress=[SIZE - 3, 0, 0], positions=[1, 0, 0])
    events = roll(state, 3, 1, 1)
    assert state.positions[0] == 4 == state.start_disks[0]
    assert of_kind(events, "lap_completed")[0].player == 0
    assert state.laps_completed == (True, False, False)


def test_b9_no_lap_one_archway_short() -> None:
    state = edit(started(3), progress=[SIZE - 4, 0, 0], positions=[SIZE - 4, 0, 0])
    events = roll(state, 3, 1, 1)
    assert "lap_completed" not in kinds(events)
    assert state.lap_progress[0] == SIZE - 1 and state.laps_completed[0] is False


def test_b9_passing_the_start_disk_completes_a_lap() -> None:
    state = edit(started(3), progress=[SIZE - 2, 0, 0], positions=[SIZE - 2, 0, 0])
    events = roll(state, 5, 1, 1)
    assert [e.player for e in of_kind(events, "lap_completed")] == [0]


def test_b10_card_choice_is_simultaneous_and_secret() -> None:
    state = started(4)
    roll(state, 1, 2, 3, 4)
    assert state.current_players() == (0, 1, 2, 3)
    events = state.apply(2, ChooseCard("gems"))
    assert state.current_players() == (0, 1, 3)
    chosen = events[0]
    assert chosen.kind == "card_chosen" and chosen.private_to == 2
    assert chosen.seen_by(0).data == {"seat": 2, "chosen": True}  # others see only that
    assert chosen.seen_by(2).data["card"] == "gems"
    view = state.view(0)
    assert view.has_chosen(2) and view.chosen_card(2) is None
    assert "gems" not in str(view.to_json()["cards"])
    assert state.view(2).chosen_card(2) == "gems"
    with pytest.raises(IllegalAction, match="already chosen"):
        state.apply(2, ChooseCard("die"))


def test_b10_cards_revealed_together_once_all_are_in() -> None:
    state = started(4)
    roll(state, 1, 2, 3, 4)
    events = choose(state, "die", "points", "gems", "gems")
    assert kinds(events).count("cards_revealed") == 1
    reveal = of_kind(events, "cards_revealed")[0]
    assert reveal.data["cards"] == ["die", "points", "gems", "gems"]
    assert kinds(events).index("cards_revealed") == 4  # after the four secret choices
    assert state.revealed_cards == ("die", "points", "gems", "gems")


def test_b10_unknown_card_is_refused() -> None:
    state = started(3)
    roll(state, 1, 1, 1)
    with pytest.raises(IllegalAction, match="no 'joker' card"):
        state.apply(0, ChooseCard("joker"))
    with pytest.raises(IllegalAction, match="choose one of your action cards"):
        state.apply(0, Accept())


def test_b11_one_player_on_a_card_carries_it_out() -> None:
    state = started(3)
    roll(state, 1, 2, 3)  # archways 1 (4 points), 2 (red + blue), 3
    events = choose(state, "points", "gems", "die")
    performed = [
        (e.data["seat"], e.data["card"], e.data["how"]) for e in of_kind(events, "action_performed")
    ]
    assert performed == [(2, "die", "alone")]
    assert state.phase == "die_action"


def test_b11_two_players_on_a_card_barter() -> None:
    state = edit(started(3), points=[5, 3, 0])
    roll(state, 1, 1, 1)
    events = choose(state, "gems", "gems", "points")
    started_barter = of_kind(events, "barter_started")[0]
    assert (started_barter.data["a"], started_barter.data["b"]) == (0, 1)
    assert state.phase == "barter" and state.current_players() == (0,)


def test_b11_faq_three_players_on_a_card_cancel_it() -> None:
    # FAQ: three players all choose the same card: cancelled, no barter.
    state = started(4)
    roll(state, 1, 2, 3, 4)
    events = choose(state, "points", "points", "points", "gems")
    cancelled = of_kind(events, "action_cancelled")
    assert [(e.data["card"], e.data["seats"]) for e in cancelled] == [("points", [0, 1, 2])]
    assert "barter_started" not in kinds(events)
    assert state.points == (0, 0, 0, 0)
    assert state.all_gems[:3] == ((3, 3, 3, 3),) * 3  # nothing exchanged
    assert state.phase == "movement" and state.turn == 2


def test_b11_four_players_on_one_card_cancel_it() -> None:
    state = started(4)
    roll(state, 1, 2, 3, 4)
    events = choose(state, "die", "die", "die", "die")
    assert of_kind(events, "action_cancelled")[0].data["seats"] == [0, 1, 2, 3]
    assert state.points == (0, 0, 0, 0) and state.phase == "movement"


def test_b12_uncontested_actions_first_in_order_die_points_gems() -> None:
    state = started(3)
    roll(state, 1, 2, 3)
    events = choose(state, "gems", "points", "die")
    assert [e.data["card"] for e in of_kind(events, "action_performed")] == ["die"]
    events = roll(state, 2)  # the Die action
    assert [e.data["card"] for e in of_kind(events, "action_performed")] == ["points", "gems"]


def test_b12_barters_come_after_uncontested_actions() -> None:
    state = edit(started(4), points=[0, 2, 1, 0])
    roll(state, 1, 2, 3, 4)
    events = choose(state, "points", "die", "die", "gems")
    order = [e.kind for e in events if e.kind in ("action_performed", "barter_started")]
    assert order == ["action_performed", "action_performed", "barter_started"]
    assert [e.data["card"] for e in of_kind(events, "action_performed")] == ["points", "gems"]
    assert state.barter is not None and state.barter.card == "die"


def test_b12_faq_die_barter_before_gems_barter() -> None:
    # FAQ: four players, two on Die and two on Gems: the Die barter is resolved first.
    state = edit(started(4), points=[4, 3, 2, 1])
    roll(state, 1, 2, 3, 4)
    choose(state, "gems", "die", "gems", "die")
    barter = state.barter
    assert barter is not None and barter.card == "die" and (barter.a, barter.b) == (1, 3)
    assert state.pending_actions == (("gems", (0, 2)),)
    state.apply(1, Offer((1, 0, 0, 0)))
    state.apply(3, Accept())
    roll(state, 2)  # seat 1's Die action
    barter = state.barter
    assert barter is not None and barter.card == "gems" and (barter.a, barter.b) == (0, 2)


def test_b13_gems_action_takes_the_archway_gems() -> None:
    state = started(3)
    roll(state, 1, 2, 3)  # seat 1 on archway 2: 1 red + 1 blue
    assert GAME.board.archways[2].gems == (1, 0, 0, 1)
    choose(state, "points", "gems", "die")
    events = roll(state, 1)
    taken = of_kind(events, "gems_taken")[0]
    assert taken.data["gems"] == [1, 0, 0, 1] and taken.data["short"] is False
    assert state.gems(1) == (4, 3, 3, 4)
    assert state.carpets == (15, 16, 16, 15)


def test_b13_short_carpet_gives_only_what_it_has() -> None:
    state = started(3)
    data_carpets = [0, 16, 16, 16]  # no red left on its carpet
    state = edit(state, carpets=data_carpets, gems=[[3, 3, 3, 3], [3, 3, 3, 3], [19, 3, 3, 3]])
    roll(state, 1, 2, 3)
    choose(state, "points", "gems", "die")
    events = roll(state, 1)
    taken = of_kind(events, "gems_taken")[0]
    assert taken.data["gems"] == [0, 0, 0, 1] and taken.data["short"] is True
    assert state.gems(1) == (3, 3, 3, 4) and state.carpets[0] == 0


def test_b14_points_action_gains_the_archway_value() -> None:
    state = started(3)
    roll(state, 1, 2, 3)
    choose(state, "points", "gems", "die")
    events = roll(state, 1)
    gained = [
        e.data for e in of_kind(events, "points_gained") if e.data["reason"] == "points_action"
    ]
    assert gained == [{"seat": 0, "amount": 4, "reason": "points_action", "total": 4}]


def test_b15_die_action_rolls_moves_and_gains_six_minus_roll() -> None:
    state = started(3)
    roll(state, 1, 2, 3)
    choose(state, "points", "gems", "die")
    assert state.current_players() == (CHANCE,) and state.die_roller == 2
    events = roll(state, 4)
    assert state.positions[2] == 7  # 3 + 4
    assert state.points[2] == 2  # 6 - 4
    assert state.action_rolls == (0, 0, 4)
    assert of_kind(events, "die_rolled")[0].data["purpose"] == "die_action"


def test_b15_die_action_movement_completes_a_lap() -> None:
    state = edit(started(3), progress=[SIZE - 3, 0, 0], positions=[SIZE - 3, 0, 0])
    roll(state, 1, 1, 1)
    choose(state, "die", "points", "gems")
    events = roll(state, 2)
    assert of_kind(events, "lap_completed")[0].player == 0


def test_b16_each_player_carries_out_at_most_one_action_per_turn() -> None:
    rng = random.Random(7)
    for _ in range(30):
        state = started(4)
        performed: list[int] = []
        while state.turn == 1:
            player = state.current_players()[0]
            action = (
                state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
            )
            events = state.apply(player, action)
            performed += [e.data["seat"] for e in of_kind(events, "action_performed")]
        assert len(performed) == len(set(performed)) <= 3


def test_turn_counts_movement_phases_started() -> None:
    state = GAME.new_initial_state(3)
    assert state.turn == 0
    state = started(3)
    assert state.turn == 1
    roll(state, 1, 1, 1)
    choose(state, "die", "die", "die")
    assert state.turn == 2 and state.phase == "movement"
