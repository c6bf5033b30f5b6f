"""The replay viewer: every decision, forward and back, with the log and the table in step;
a seat's view keeps the others' secrets; nothing in it can change a game."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, cast

import pytest
from desktop_support import basari, wait_for, watch_a_saved_game
from PySide6.QtCore import QPoint, Qt
from test_desktop_saves import Messages, choose_file, person_may_act, random_match

from bazaar_desktop.dialogs.replay_viewer import (
    EVERYTHING,
    PLAY_MIN_MS,
    PUBLIC,
    ReplayPositions,
    ReplayViewer,
)
from bazaar_desktop.tables import TABLES
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import truncated, write_save
from bazaar_engine.games import make_game


def shown_vm(viewer: ReplayViewer) -> Any:
    """The view-model the viewer's table shows (there is one)."""
    vm = viewer.table.vm
    assert vm is not None
    return vm


def positions_and_events(match: Match[Any]) -> list[tuple[BasariState, list[Event]]]:
    """Each position and the events of the decision that led to it, replayed here afresh."""
    state = cast(BasariState, match.game.new_initial_state(len(match.seats)))
    out: list[tuple[BasariState, list[Event]]] = [(state.clone(), [])]
    for player, action in match.history:
        events = state.apply(player, action)
        out.append((state.clone(), events))
    return out


def expected_log(match: Match[Any], step: int, seat: int) -> list[str]:
    names = ", ".join(s.name for s in match.seats)
    texts = [f"Start of the game: {names}."]
    for _, events in positions_and_events(match)[1 : step + 1]:
        seen = events if seat == EVERYTHING else [e.seen_by(seat) for e in events]
        texts += [text for text, _, _ in vmod.log_lines(seen, match.seats)]
    return texts


def assert_table_shows(viewer: ReplayViewer, state: BasariState, seat: int) -> None:
    """The drawn table holds the position: points, gems, merchants, round, turn and phase."""
    vm = shown_vm(viewer)
    view = state if seat == EVERYTHING else state.view(seat)
    players = range(state.num_players)
    assert [p.points for p in vm.players] == list(view.points)
    assert [p.gems for p in vm.players] == [view.gems(s) for s in players]
    assert [p.position for p in vm.players] == list(view.positions)
    assert (vm.round_number, vm.turn, vm.phase) == (view.round_number, view.turn, view.phase)
    rows = viewer.players_model.rows()
    assert [row.cells[0] for row in rows] == [str(p) for p in view.points]
    scene = viewer.table.scene
    for player in vm.players:  # the stalls on the board say the same
        assert scene.stalls[player.seat].content.points == player.points  # type: ignore[attr-defined]


def open_replay(
    qtbot: Any, window: MainWindow, match: Match[Any], folder: Path, mp: pytest.MonkeyPatch
) -> ReplayViewer:
    path = folder / "watched.bazaar.json"
    write_save(path, match)
    choose_file(mp, path)
    watch_a_saved_game(window)
    wait_for(qtbot, lambda: not window.file_reader.busy)  # the file is read on a worker thread
    viewer = window.replay_viewer
    assert viewer is not None
    wait_for(qtbot, viewer.isActiveWindow)  # the viewer comes to the front
    return viewer


def test_the_viewer_steps_forward_and_back_with_log_and_table_in_step(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = random_match("hbb", seed=11)
    assert match.is_over
    messages = Messages(monkeypatch)
    viewer = open_replay(qtbot, window, match, tmp_path, monkeypatch)
    assert messages.shown == []
    assert "watched.bazaar.json" in viewer.windowTitle()
    states = [state for state, _ in positions_and_events(match)]
    total = len(match.history)
    assert viewer.slider.maximum() == total
    assert viewer.seat == EVERYTHING  # a finished game: everything may be shown

    def check(step: int) -> None:
        assert viewer.step == step
        assert viewer.slider.value() == step
        assert viewer.counter.text() == f"{step} / {total}"
        assert_table_shows(viewer, states[step], viewer.seat)
        assert viewer.log_model.texts() == expected_log(match, step, viewer.seat)

    check(0)
    assert not viewer.back_button.isEnabled() and not viewer.first_button.isEnabled()
    for step in range(1, 25):  # the ▶ button, one decision at a time
        viewer.forward_button.click()
        check(step)
    viewer.back_button.click()  # ◀
    check(23)
    viewer.activateWindow()
    wait_for(qtbot, viewer.isActiveWindow)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    check(24)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    check(22)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    check(total)
    assert shown_vm(viewer).is_over
    assert not viewer.forward_button.isEnabled() and not viewer.last_button.isEnabled()
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    check(0)
    viewer.last_button.click()  # ⏭
    check(total)
    viewer.first_button.click()  # ⏮
    check(0)
    viewer.slider.setValue(total // 2)  # the slider jumps anywhere
    check(total // 2)
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(2))  # Zeynep's view
    assert viewer.seat == 2
    check(total // 2)
    viewer.back_button.click()
    check(total // 2 - 1)


def secret_moment(match: Match[Any], seat: int) -> int:
    """A step where `seat` has chosen its card secretly and the cards are not yet revealed."""
    for step, (state, _) in enumerate(positions_and_events(match)):
        if state.phase == "choose_cards" and state.chosen_card(seat) is not None:
            return step
    raise AssertionError("no secret choice in this match")


def test_a_seat_view_hides_another_seats_secret_card_until_the_reveal(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = random_match("hbb", seed=11)
    viewer = open_replay(qtbot, window, match, tmp_path, monkeypatch)
    step = secret_moment(match, 1)
    card = positions_and_events(match)[step][0].chosen_card(1)
    assert card is not None
    viewer.go_to(step)
    stall_card = viewer.table.scene.stalls[1].card  # type: ignore[attr-defined]

    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))  # Layla looks
    layla_vm = shown_vm(viewer)
    assert layla_vm.players[1].has_chosen
    assert layla_vm.players[1].secret_card is None
    assert stall_card.isVisible() and stall_card.card is None  # face down
    assert viewer.players_model.rows()[1].cells[-1] == "?"

    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(1))  # Omar sees his own card
    assert shown_vm(viewer).players[1].secret_card == card
    assert stall_card.card == card

    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))  # Layla again, then the reveal
    while shown_vm(viewer).phase == "choose_cards":
        viewer.step_forward()
    revealed = shown_vm(viewer).players[1].revealed_card
    assert revealed == card
    assert any(f"Omar: {vmod.card_title(card)}" in t for t in viewer.log_model.texts()[-4:])


def test_an_unfinished_game_is_shown_only_as_the_table_sees_it(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = random_match("hhb", seed=11)
    step = secret_moment(full, 1)
    match = truncated(full, step)
    assert not match.is_over
    viewer = open_replay(qtbot, window, match, tmp_path, monkeypatch)
    choices = [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())]
    assert choices == [PUBLIC]  # no seat's view, no "Everything" while the game is on
    assert viewer.seat == PUBLIC
    for hidden in (EVERYTHING, 0, 1, 2):
        with pytest.raises(ValueError):
            viewer.positions.update(step, hidden)
    viewer.go_to(step)
    assert shown_vm(viewer).players[1].secret_card is None
    assert shown_vm(viewer).players[1].has_chosen


def test_nothing_in_the_viewer_changes_a_game(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_game(basari("h", "b", "b", seed=3))  # the live game waits for Layla's start
    wait_for(qtbot, lambda: person_may_act(window))
    live = window.adapter.match
    assert live is not None
    live_before = list(live.history)
    # A replay of another game, at a moment when Layla could choose a start archway.
    match = random_match("hbb", seed=5)
    viewer = open_replay(qtbot, window, match, tmp_path, monkeypatch)
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(0))
    viewer.go_to(0)
    shown = viewer.positions.decisions
    viewer.activateWindow()
    wait_for(qtbot, viewer.isActiveWindow)
    scene = viewer.table.scene
    archway = scene.archways[4]  # type: ignore[attr-defined]
    point = viewer.view.mapFromScene(archway.sceneBoundingRect().center())
    qtbot.mouseClick(viewer.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    for key in (Qt.Key.Key_R, Qt.Key.Key_1, Qt.Key.Key_A, Qt.Key.Key_Return, Qt.Key.Key_C):
        qtbot.keyClick(viewer, key)
    assert viewer.step == 0
    assert viewer.positions.decisions == shown == len(match.history)
    assert not viewer.table.panel.isVisible()
    assert live.history == live_before  # the game in the window did not move either
    assert window.adapter.match is live


def test_play_steps_on_by_itself_and_stops_at_the_end(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = random_match("hbb", seed=2)
    viewer = open_replay(qtbot, window, match, tmp_path, monkeypatch)
    assert viewer.speed == 0.0  # the test window has animations off
    assert viewer._pause_after() == PLAY_MIN_MS  # still slow enough to follow
    end = viewer.positions.decisions
    viewer.go_to(end - 3)
    viewer.play_button.click()
    assert viewer.playing
    assert viewer.play_button.text() == "&Pause"
    wait_for(qtbot, lambda: viewer.step == end and not viewer.playing, timeout=10000)
    assert viewer.play_button.text() == "&Play"
    assert viewer.log_model.texts() == expected_log(match, end, EVERYTHING)
    viewer.play_button.click()  # Play at the end starts from the beginning
    assert viewer.step == 0 and viewer.playing
    viewer.forward_button.click()  # any step by hand stops playing
    assert not viewer.playing and viewer.step == 1
    viewer.set_speed(1.0)
    assert viewer._pause_after() >= PLAY_MIN_MS


def test_watch_replay_from_the_results_of_a_finished_game(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = random_match("hbb", seed=6)
    path = tmp_path / "finished.bazaar.json"
    write_save(path, match)
    choose_file(monkeypatch, path)
    with qtbot.waitSignal(window.results_shown, timeout=10000):
        window.menu_actions.open.trigger()
    button = window.results.results_replay_button
    assert button is not None and button.isVisible()
    assert button.text() == "&Watch replay"
    button.click()
    viewer = window.replay_viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.positions.decisions == len(match.history)
    viewer.go_to(viewer.positions.decisions)
    assert shown_vm(viewer).is_over
    window.close()
    assert not viewer.isVisible()  # the viewer goes with the window


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_game_with_a_table_replays_to_its_end(qtbot: Any, game_id: str) -> None:
    game = make_game(game_id, {})
    names = ["Layla", "Omar", "Zeynep", "Karim"][: game.min_players]
    match: Match[Any] = Match(game, [Seat(name) for name in names])
    rng = random.Random(1)
    while not match.is_over:
        player = match.state.current_players()[0]
        state = match.state
        match.apply(
            player,
            state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng),
        )
    viewer = ReplayViewer(match, speed=0.0)
    qtbot.addWidget(viewer)
    viewer.show()
    for step in range(1, match_length := len(match.history)):
        viewer.step_forward()
        assert viewer.step == step
    viewer.go_last()
    assert viewer.step == match_length
    assert len(viewer.players_model.rows()) == len(names)
    assert len(viewer.log_model.texts()) > 10
    for seat in range(len(names)):
        viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(seat))
        viewer.go_to(match_length // 2)
        viewer.go_first()


def test_positions_are_built_once_and_kept(qtbot: Any) -> None:
    match = random_match("hbb", seed=4)
    positions = ReplayPositions(match)
    assert positions.decisions == len(match.history)
    first = positions.update(10, 0)
    assert positions.update(10, 0) is first
    assert first.looking_seat == 0 and positions.update(10, EVERYTHING).looking_seat is None
    assert positions.update(positions.decisions, EVERYTHING).is_over
