"""Components and setup: B1-B7, options and rules data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from basari_helpers import GAME, SIZE, choose, edit, roll, started

from bazaar_engine.basari import BasariGame, ChooseCard, ChooseStart, Offer, RollDie
from bazaar_engine.basari.offers import beats
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.game import CHANCE
from bazaar_engine.games import make_game


def test_b1_three_or_four_players() -> None:
    assert GAME.new_initial_state(3).num_players == 3
    assert GAME.new_initial_state(4).num_players == 4
    for count in (2, 5):
        with pytest.raises(DataError, match="3 to 4 players"):
            GAME.new_initial_state(count)


def test_b1_colour_value_red_yellow_green_blue() -> None:
    red, yellow, green, blue = (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)
    assert beats(red, yellow) and beats(yellow, green) and beats(green, blue)
    assert not beats(blue, green)


def test_b1_registry_finds_basari() -> None:
    game = make_game("basari")
    assert isinstance(game, BasariGame)
    assert (game.id, game.name, game.min_players, game.max_players) == ("basari", "Basari", 3, 4)


def test_b2_hundred_gems_on_carpets_and_hands() -> None:
    for players in (3, 4):
        state = GAME.new_initial_state(players)
        carpets = state.carpets
        hands = state.all_gems
        for colour in range(4):
            assert carpets[colour] + sum(hand[colour] for hand in hands) == 25


def test_b3_default_board_is_a_loop_of_32_archways() -> None:
    board = GAME.board
    assert board.size == SIZE == 32
    assert all(4 <= a.points <= 7 for a in board.archways)
    assert all(2 <= sum(a.gems) <= 4 for a in board.archways)


def test_b3_moving_clockwise_wraps_around_the_loop() -> None:
    state = started(3, starts=[30, 0, 0])
    events = roll(state, 4, 1, 1)
    assert state.positions == (2, 1, 1)
    moved = next(e for e in events if e.kind == "moved" and e.player == 0)
    assert moved.data["path"] == [31, 0, 1, 2]


def test_b3_other_layouts_and_charts_load_as_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = {"name": "small", "archways": [{"points": 5, "gems": {"red": 1}}] * 8}
    chart = {"lap_bonus": 7, "rounds": [{"red": 1, "yellow": 1, "green": 1, "blue": 1}] * 3}
    (tmp_path / "small-board.json").write_text(json.dumps(board))
    (tmp_path / "flat-chart.json").write_text(json.dumps(chart))
    monkeypatch.setenv("BAZAAR_RESOURCES", str(tmp_path))
    game = BasariGame({"board": "small-board.json", "bonus_chart": "flat-chart.json"})
    assert game.board.size == 8 and game.chart.lap_bonus == 7
    assert game.rules_data_version() != GAME.rules_data_version()


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ([], "must be a JSON object"),
        ({"archways": []}, "6 to 200 archways"),
        ({"archways": [{"points": 5, "gems": {"red": 1}}] * 5}, "6 to 200 archways"),
        ({"archways": [{"points": -1, "gems": {"red": 1}}] * 8}, "archway 0 points"),
        ({"archways": [{"points": 5, "gems": {"pink": 1}}] * 8}, "unknown key"),
        ({"archways": [{"points": 5, "gems": {}}] * 8}, "between 1 and 12 gems"),
        ({"archways": [{"points": True, "gems": {"red": 1}}] * 8}, "whole number"),
        ({"archways": [{"points": 5}] * 8}, "missing gems"),
        ({"clockwise": False, "archways": [{"points": 5, "gems": {"red": 1}}] * 8}, "clockwise"),
    ],
)
def test_b3_bad_board_data_is_refused_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, board: object, message: str
) -> None:
    (tmp_path / "bad.json").write_text(json.dumps(board))
    (tmp_path / "basari-bonus-chart.json").write_text(
        (
            Path(__file__).parents[3] / "resources" / "bazaar_resources" / "basari-bonus-chart.json"
        ).read_text()
    )
    monkeypatch.setenv("BAZAAR_RESOURCES", str(tmp_path))
    with pytest.raises(DataError, match=message):
        BasariGame({"board": "bad.json"})


@pytest.mark.parametrize(
    ("chart", "message"),
    [
        ({"lap_bonus": 10, "rounds": []}, "exactly 3 rounds"),
        ({"rounds": [{"red": 1, "yellow": 1, "green": 1, "blue": 1}] * 3}, "missing lap_bonus"),
        ({"lap_bonus": 10, "rounds": [{"red": 1, "yellow": 1, "green": 1}] * 3}, "missing blue"),
        ({"lap_bonus": "10", "rounds": []}, "whole number"),
    ],
)
def test_b27_bad_chart_data_is_refused_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chart: object, message: str
) -> None:
    (tmp_path / "bad.json").write_text(json.dumps(chart))
    (tmp_path / "basari-board.json").write_text(
        (
            Path(__file__).parents[3] / "resources" / "bazaar_resources" / "basari-board.json"
        ).read_text()
    )
    monkeypatch.setenv("BAZAAR_RESOURCES", str(tmp_path))
    with pytest.raises(DataError, match=message):
        BasariGame({"bonus_chart": "bad.json"})


@pytest.mark.parametrize(
    "name",
    [
        "../basari-board.json",
        "/etc/passwd.json",
        "sub/board.json",
        "board.txt",
        "a\\b.json",
        ".json",
    ],
)
def test_option_file_names_must_be_plain_json_names(name: str) -> None:
    with pytest.raises(DataError, match=r"plain name of a \.json file"):
        BasariGame({"board": name})


def test_options_refuse_unknown_values() -> None:
    with pytest.raises(DataError, match="'choose' or 'random'"):
        BasariGame({"start_positions": "left"})
    with pytest.raises(DataError, match="unknown option"):
        BasariGame({"speed": 3})
    with pytest.raises(DataError, match="cannot read"):
        BasariGame({"board": "no-such-board.json"})


def test_rules_data_version_is_a_short_stable_fingerprint() -> None:
    version = GAME.rules_data_version()
    assert version == BasariGame().rules_data_version()
    assert version.startswith("basari-") and len(version) < 30


def test_b4_each_player_has_three_action_cards_and_a_die() -> None:
    state = started(3)
    assert len(state.legal_actions(CHANCE)) == 6  # the first seat's die
    roll(state, 1, 2, 3)
    for seat in range(3):
        assert state.legal_actions(seat) == [
            ChooseCard("die"),
            ChooseCard("points"),
            ChooseCard("gems"),
        ]


def test_b5_points_above_80_are_kept() -> None:
    state = edit(started(3), points=[79, 0, 0])
    roll(state, 1, 2, 3)  # seat 0 on archway 1 (4 points)
    choose(state, "points", "gems", "die")
    roll(state, 6)  # seat 2's Die action
    assert state.points[0] == 83


def test_b6_three_gems_of_each_colour_dealt_and_public() -> None:
    state = GAME.new_initial_state(4)
    assert state.all_gems == ((3, 3, 3, 3),) * 4
    assert state.carpets == (13, 13, 13, 13)
    assert GAME.new_initial_state(3).carpets == (16, 16, 16, 16)
    assert state.view(1).gems(0) == (3, 3, 3, 3)  # everybody's gems are public


def test_b7_each_seat_chooses_its_start_in_seat_order() -> None:
    state = GAME.new_initial_state(3)
    assert state.phase == "setup"
    for seat, archway in enumerate([5, 5, 20]):
        assert state.current_players() == (seat,)
        events = state.apply(seat, ChooseStart(archway))
        assert events[0].kind == "start_chosen" and events[0].data["archway"] == archway
    assert state.start_disks == (5, 5, 20)  # several may share an archway
    assert state.positions == (5, 5, 20)  # merchants stand on their start disks
    assert state.points == (0, 0, 0)
    assert state.phase == "movement" and state.turn == 1


def test_b7_start_choice_is_checked() -> None:
    state = GAME.new_initial_state(3)
    with pytest.raises(IllegalAction, match="no archway 32: archways are numbered 0 to 31"):
        state.apply(0, ChooseStart(32))
    with pytest.raises(IllegalAction, match="waiting for player 1"):
        state.apply(1, ChooseStart(3))
    with pytest.raises(IllegalAction, match="archway where your merchant starts"):
        state.apply(0, RollDie(3))


def test_b7_random_starts_are_chance_decisions() -> None:
    game = BasariGame({"start_positions": "random"})
    state = game.new_initial_state(3)
    assert state.current_players() == (CHANCE,)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 32 and all(p == pytest.approx(1 / 32) for _, p in outcomes)
    for archway in (3, 9, 31):
        events = state.apply(CHANCE, ChooseStart(archway))
        assert events[0].data["random"] is True
    assert state.start_disks == (3, 9, 31)
    with pytest.raises(IllegalAction):
        game.new_initial_state(3).apply(0, ChooseStart(1))


def test_offer_action_json_round_trip() -> None:
    action = Offer((1, 0, 2, 0))
    assert GAME.action_from_json(GAME.action_to_json(action)) == action
    with pytest.raises(DataError):
        GAME.action_from_json({"type": "Offer", "gems": [1, 2]})


def test_option_first_player_sets_who_places_a_start_first_and_play_goes_round() -> None:
    """Play again moves the first to place (B7) on one seat; the seats themselves stay."""
    game = BasariGame({"first_player": 2})
    state = game.new_initial_state(3)
    order = []
    for archway in (4, 9, 13):
        (seat,) = state.current_players()
        order.append(seat)
        restored = game.state_from_json(json.loads(json.dumps(state.to_json())))
        assert restored.current_players() == (seat,)  # a save made during setup reads back
        state.apply(seat, ChooseStart(archway))
    assert order == [2, 0, 1]
    assert state.current_players() == (CHANCE,)  # then the movement rolls
    with pytest.raises(DataError):
        BasariGame({"first_player": 3}).new_initial_state(3)
    with pytest.raises(DataError):
        BasariGame({"first_player": "1"})
