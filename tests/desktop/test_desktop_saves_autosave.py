"""Autosave after every decision (each game in a file of its own), the game kept
for the next start, and a damaged file that is set aside without stopping the start."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, next_turn, top_item, wait_for
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from test_desktop_saves import (
    act_for_the_person,
    choose_file,
    person_may_act,
    play_person_moves,
    random_match,
)

from bazaar_desktop.services.autosave import AUTOSAVE_NAME, Autosaver
from bazaar_desktop.services.games_in_progress import list_games, new_game_file
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.match import Match
from bazaar_engine.core.saves import read_save, truncated, write_save


def restart(qtbot: Any, old: MainWindow) -> MainWindow:
    """The application closed and started again on the same profile (same data folder)."""
    old.adapter.stop()
    assert old.autosaver.flush()
    old.autosaver.release()  # the old window is gone; it writes nothing more
    settings = QSettings(old.settings.fileName(), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.offer_resume()
    wait_for(qtbot, lambda: not window.start_checker.busy)  # read on a worker thread
    return window


def kept_file(window: MainWindow) -> Path:
    """A game kept in the window's profile, as a game played there would be."""
    window.autosaver.folder.mkdir(parents=True, exist_ok=True)
    return new_game_file(window.autosaver.folder)


def test_the_games_in_progress_live_next_to_a_test_profile(window: MainWindow) -> None:
    folder = Path(window.settings.fileName()).parent
    assert window.autosaver.folder == folder / "games-in-progress"


def test_a_decision_is_autosaved_and_the_next_start_lists_the_game(
    qtbot: Any, window: MainWindow
) -> None:
    rng = random.Random(3)
    window.start_game(basari("h", "b", "b", seed=17))
    play_person_moves(qtbot, window, 3, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    match = window.adapter.match
    path = window.autosaver.path
    assert match is not None and path is not None
    on_disk = read_save(path)
    assert on_disk.history == match.history  # every decision up to now, bots' included
    assert not on_disk.is_over

    again = restart(qtbot, window)
    view = again.welcome.games
    assert view is not None and view.isVisible()
    assert top_item(view.tree, 0).text(1) == "Layla, Omar, Zeynep"
    assert again.adapter_made() is None or again.adapter.match is None  # nothing started
    first: list[Any] = []
    again.adapter.updated.connect(lambda update: first.append(update) if not first else None)
    view.continue_button.click()
    wait_for(qtbot, lambda: bool(first))
    resumed = again.adapter.match
    assert resumed is not None
    assert resumed.history[: len(match.history)] == match.history
    assert first[0].view.to_json() == match.state.view(0).to_json()  # the same position
    assert again.table is not None and again.pages.currentWidget() is again.splitter
    assert "Continued a game in progress." in again.log_model.texts()
    # The game goes on, and keeps autosaving in its own file.
    play_person_moves(qtbot, again, 1, rng)
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.autosaver.flush()
    assert again.autosaver.path == path
    assert read_save(path).history == resumed.history


@pytest.mark.parametrize("damage", ["garbage", "edited"])
def test_a_damaged_game_file_is_set_aside_with_one_note_and_the_start_goes_on(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    path = kept_file(window)
    if damage == "garbage":
        path.write_bytes(b"\x00\xffnot a save")
    else:
        write_save(path, random_match(decisions=15))
        text = path.read_text()  # the position is sealed; its readable summary is edited
        assert '"decisions": 15' in text
        path.write_text(text.replace('"decisions": 15', '"decisions": 16'))
    shown: list[str] = []
    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, lambda *args: shown.append(str(args)))
    again = restart(qtbot, window)
    aside = path.with_name(path.name + ".corrupt")
    if damage == "edited":  # it looks like a game in the list; continuing it finds the edit
        view = again.welcome.games
        assert view is not None
        view.tree.setCurrentItem(top_item(view.tree, 0))
        view.continue_button.click()
        wait_for(qtbot, lambda: aside.exists())
    assert shown == []
    assert aside.exists() and not path.exists()
    note = again.statusBar().currentMessage()
    assert aside.name in note
    # The application is usable: a new game starts and is autosaved afresh.
    again.start_game(basari("h", "b", "b", seed=2))
    wait_for(qtbot, lambda: person_may_act(again))
    act_for_the_person(again, random.Random(1))
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.autosaver.flush()
    assert again.autosaver.path is not None and len(read_save(again.autosaver.path).history) >= 1


def reports_in(qtbot: Any, saver: Autosaver) -> None:
    """Every write handed over is done, and its report (posted to the GUI thread before the
    writer went idle) has been handled: one turn of the event loop after `flush`."""
    assert saver.flush()
    next_turn(qtbot)


def test_the_game_file_is_removed_when_the_game_ends(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = random_match("bbb", seed=12)
    near_the_end = tmp_path / "near-the-end.bazaar.json"
    write_save(near_the_end, truncated(full, len(full.history) - 6))
    written: list[int] = []
    window.autosaver.written.connect(written.append)
    paths: list[Path] = []

    def note(_n: object) -> None:
        assert window.autosaver.path is not None
        paths.append(window.autosaver.path)

    window.autosaver.written.connect(note)
    choose_file(monkeypatch, near_the_end)
    with qtbot.waitSignal(window.results_shown, timeout=30000):
        window.menu_actions.open.trigger()  # three bots play the last decisions
    reports_in(qtbot, window.autosaver)
    assert written  # it was written while the game went on...
    assert paths[0] is not None and not paths[0].exists()  # ...and is gone now the game is over
    assert list_games(window.autosaver.folder).games == []


def test_a_finished_game_left_behind_is_not_listed(qtbot: Any, window: MainWindow) -> None:
    path = kept_file(window)
    write_save(path, random_match())
    assert list_games(window.autosaver.folder).games == []


def test_an_autosave_that_cannot_be_written_is_told_once(qtbot: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("in the way", encoding="utf-8")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False, autosave_path=blocker / AUTOSAVE_NAME)
    qtbot.addWidget(window)
    window.show()
    saver = window.autosaver
    problems: list[str] = []
    saver.failed.connect(problems.append)
    rng = random.Random(5)
    window.start_game(basari("h", "b", "b", seed=3))
    play_person_moves(qtbot, window, 3, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    reports_in(qtbot, saver)  # the writer's report arrives through the event loop
    assert len(problems) == 1
    assert "in the way" in problems[0] and "Errno" not in problems[0]  # what to do about it
    assert "cannot be saved automatically" in window.statusBar().currentMessage()
    assert window.adapter.match is not None and not window.adapter.match.is_over


def test_decisions_in_one_pass_of_the_event_loop_make_one_write(qtbot: Any, tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / AUTOSAVE_NAME)
    written: list[int] = []
    saver.written.connect(written.append)
    full = random_match(decisions=9)
    match: Match[Any] = Match(full.game, full.seats)
    for player, action in full.history[:5]:
        match.apply(player, action)
    for player, action in full.history[5:]:  # four decisions before the event loop turns
        match.apply(player, action)
        saver.note(match)
    reports_in(qtbot, saver)
    assert written == [9]
    assert saver.path is not None and read_save(saver.path).history == match.history
    saver.note(match)  # nothing new: nothing written
    reports_in(qtbot, saver)
    assert written == [9]
