"""The replay of an UNFINISHED game (a save or the autosave made while people are
still playing at one table) shows only what every seat sees; seat views and "Everything"
unlock when the game is over.

"What every seat sees" is checked with the engine's own per-seat views: at every position the
picture drawn (the table's view-model) must be the same whichever seat's view it is built
from, so nothing in it belongs to one seat alone."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for, watch_a_saved_game
from PySide6.QtCore import QSettings, Qt
from test_desktop_saves import choose_file

from bazaar_desktop.dialogs.replay_viewer import EVERYTHING, PUBLIC, ReplayViewer
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import truncated, write_save
from bazaar_engine.games import make_game

NAMES = ["Root", "Layla", "Omar", "Zeynep"]


def played_match(game_id: str, people: int, seed: int) -> Match[Any]:
    """A whole game between `people` people, played at random by the engine."""
    seats = [Seat(NAMES[i], "human", None) for i in range(people)]
    match: Match[Any] = Match(make_game(game_id, {}), seats)
    rng = random.Random(seed)
    while not match.is_over:
        state = match.state
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        match.apply(player, action)
    return match


def has_secret(match: Match[Any]) -> bool:
    """Whether the position holds something a seat's view hides from another seat."""
    state = match.state
    views = [state.view(seat).to_json() for seat in range(state.num_players)]
    return any(
        {key: value for key, value in view.items() if key not in ("viewer", "unseen")}
        != {key: value for key, value in views[0].items() if key not in ("viewer", "unseen")}
        for view in views
    )


def unfinished(game_id: str, people: int, seed: int) -> Match[Any]:
    """The game cut off in its middle, at a moment when some seat holds a secret (if the game
    has any): what a save or the autosave holds while people are still playing."""
    full = played_match(game_id, people, seed)
    middle = len(full.history) // 2
    for decisions in range(middle, len(full.history)):
        match = truncated(full, decisions)
        if has_secret(match) or game_id == "jewels":
            return match
    raise AssertionError("no secret in the second half of the game")


def open_replay(
    qtbot: Any, window: MainWindow, path: Path, monkeypatch: pytest.MonkeyPatch
) -> ReplayViewer:
    choose_file(monkeypatch, path)
    watch_a_saved_game(window)  # Game > Watch replay…, on that file
    qtbot.waitUntil(lambda: not window.file_reader.busy, timeout=15000)  # a worker thread
    viewer = window.replay_viewer
    assert viewer is not None
    wait_for(qtbot, viewer.isVisible)
    return viewer


def assert_every_position_is_public(viewer: ReplayViewer) -> None:
    positions = viewer.positions
    table = viewer.table
    offered = [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())]
    assert offered == [PUBLIC]
    seats = range(len(positions.seats))
    for hidden in (EVERYTHING, *seats):
        with pytest.raises(ValueError):
            positions.update(positions.decisions, hidden)
    for step in range(positions.decisions + 1):
        viewer.go_to(step)
        shown = table.vm
        # The same picture from every seat's view: nothing in it is one seat's secret.
        for seat in seats:
            assert table._build(positions.public_update(step, seat)) == shown, (
                f"step {step}: the table shows something only seat {seat} may know"
            )
        update = positions.update(step, PUBLIC)
        assert update.looking_seat is None and update.human_to_act is None
        for event in update.events:  # only the public part of each event reaches the log
            assert event.private_to is None or dict(event.data) == dict(event.public_data)
        assert_nothing_secret_drawn(viewer)


def assert_nothing_secret_drawn(viewer: ReplayViewer) -> None:
    """What a person would see on the board: no hand face up, no chosen card face up."""
    scene = viewer.table.scene
    vm = viewer.table.vm
    assert vm is not None
    if isinstance(scene, BastaScene):
        face_up = [item.card for item in scene.hand if item.isVisible() and item.card]
        assert face_up == [], f"a hand is on screen: {face_up}"
        assert vm.hand is None and vm.hands is None
    if viewer.positions.game_id == "basari" and vm.phase == "choose_cards":
        for stall in scene.stalls:  # type: ignore[attr-defined]
            assert not stall.card.isVisible() or stall.card.card is None  # face down
        assert all(player.secret_card is None for player in vm.players)


@pytest.mark.parametrize(
    ("game_id", "people", "seed"),
    [("basari", 3, 42), ("basari", 4, 5), ("basta", 2, 3), ("basta", 3, 4), ("jewels", 2, 6)],
)
def test_every_position_of_an_unfinished_save_shows_only_the_public_table(
    qtbot: Any,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    people: int,
    seed: int,
) -> None:
    match = unfinished(game_id, people, seed)
    assert not match.is_over
    path = tmp_path / f"{game_id}.bazaar.json"
    write_save(path, match)
    viewer = open_replay(qtbot, window, path, monkeypatch)
    assert viewer.seat == PUBLIC
    assert "not over" in viewer.seat_box.toolTip()
    assert_every_position_is_public(viewer)


def test_the_autosave_of_a_game_behind_the_curtain_replays_only_in_public(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's way in: while the curtain says "Pass the device to Layla", open the
    autosave in the replay viewer: Root's chosen card is nowhere."""
    from bazaar_desktop.app import make_application
    from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec

    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    people = tuple(SeatSpec(name) for name in NAMES[:3])
    window.start_game(NewGameRequest("basari", people, {}, 42))
    adapter = window.adapter
    for seat in range(3):  # the start positions, one person after the other
        wait_for(qtbot, lambda s=seat: adapter.human_to_act() == s)  # type: ignore[misc]
        if window.pages.currentWidget() is window.curtain:
            window.curtain.button.click()
        assert adapter.submit(seat, adapter.match.state.legal_actions(seat)[0])  # type: ignore[union-attr]
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)  # Root's secret card
    assert adapter.submit(0, adapter.match.state.legal_actions(0)[2])  # type: ignore[union-attr]
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Layla" in window.curtain.title.text()
    assert window.autosaver.flush() and window.autosaver.path is not None
    viewer = open_replay(qtbot, window, window.autosaver.path, monkeypatch)
    viewer.go_last()
    vm = viewer.table.vm
    assert vm is not None and vm.players[0].has_chosen
    assert_every_position_is_public(viewer)
    viewer.close()
    adapter.stop()


def test_a_finished_game_unlocks_seat_views_and_everything(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = played_match("basta", 3, 9)
    path = tmp_path / "over.bazaar.json"
    write_save(path, match)
    viewer = open_replay(qtbot, window, path, monkeypatch)
    offered = [viewer.seat_box.itemData(i) for i in range(viewer.seat_box.count())]
    assert offered == [PUBLIC, 0, 1, 2, EVERYTHING]
    assert viewer.seat == EVERYTHING
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(1))
    viewer.go_to(5)
    layla_then = truncated(match, 5).state.hand(1)  # type: ignore[attr-defined]
    vm = viewer.table.vm
    assert vm is not None and vm.hand == layla_then
