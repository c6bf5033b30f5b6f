"""Every unfinished game is kept until it is finished or the person deletes
it. New game, Open, Play again and Learn to play never throw the running game away; the list
of games in progress (welcome page and Game menu) continues or deletes any of them; each game
has a file of its own, and two windows never touch each other's games."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from desktop_support import basari, match_of, next_turn, settle, top_item, wait_for
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QMessageBox
from test_desktop_saves import choose_file, person_may_act, play_person_moves, random_match

from bazaar_desktop.services.games_in_progress import list_games
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import read_save, truncated, write_save


def restart(qtbot: Any, old: MainWindow) -> MainWindow:
    """The application closed and started again on the same profile."""
    old.adapter.stop()
    old.autosaver.release()
    settings = QSettings(old.settings.fileName(), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.offer_resume()
    wait_for(qtbot, lambda: not window.start_checker.busy)
    return window


def a_game_with_moves(qtbot: Any, window: MainWindow, seed: int, moves: int = 2) -> Path:
    window.start_game(basari("h", "b", "b", seed=seed))
    play_person_moves(qtbot, window, moves, random.Random(seed))
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    assert window.autosaver.path is not None
    return window.autosaver.path


def kept(window: MainWindow) -> dict[Path, int]:
    """The games kept in the window's profile: file -> decisions."""
    listing = list_games(window.autosaver.folder)
    return {game.path: len(read_save(game.path).history) for game in listing.games}


def test_a_new_game_keeps_the_game_in_progress_in_its_own_file(
    qtbot: Any, window: MainWindow
) -> None:
    first = a_game_with_moves(qtbot, window, 17)
    first_decisions = len(read_save(first).history)
    second = a_game_with_moves(qtbot, window, 18)
    assert second != first
    assert kept(window) == {first: first_decisions, second: len(read_save(second).history)}
    assert "kept in Game > Games in progress" in window.statusBar().currentMessage()


def test_open_and_learn_to_play_never_replace_the_game_in_progress(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = a_game_with_moves(qtbot, window, 21)
    decisions = len(read_save(first).history)
    other = tmp_path / "other.bazaar.json"
    write_save(other, random_match(decisions=12))
    choose_file(monkeypatch, other)
    window.menu_actions.open.trigger()
    wait_for(qtbot, lambda: window.current_file == str(other))  # the opened game is on the table
    asked: list[object] = []
    for kind in ("question", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda *a: asked.append(a))
    window.learn_to_play("jewels")  # the walkthrough's practice game
    wait_for(qtbot, lambda: window.adapter.game_id == "jewels")
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    games = kept(window)
    assert games[first] == decisions  # the real game is untouched
    # The opened game has a file of its own; the lesson is not kept (every
    # Learn to play left a kept game).
    assert len(games) == 2
    assert asked == []  # nothing to confirm: nothing is thrown away


def test_the_list_shows_the_games_and_continues_one_where_it_stopped(
    qtbot: Any, window: MainWindow
) -> None:
    first = a_game_with_moves(qtbot, window, 31)
    decisions = len(read_save(first).history)
    a_game_with_moves(qtbot, window, 32)
    again = restart(qtbot, window)
    view = again.welcome.games
    assert view is not None and view.isVisible()
    rows = [
        [top_item(view.tree, i).text(c) for c in range(5)]
        for i in range(view.tree.topLevelItemCount())
    ]
    assert len(rows) == 2
    assert all(row[0] == "Basari" and row[1] == "Layla, Omar, Zeynep" for row in rows)
    assert all(row[2].isdigit() and row[4].startswith("today ") for row in rows)
    assert all(len(row[3].split(" · ")) == 3 for row in rows)  # the scores, seat by seat
    row = next(i for i in range(len(rows)) if top_item(view.tree, i).data(0, 256) == str(first))
    view.tree.setCurrentItem(top_item(view.tree, row))
    view.continue_button.click()
    wait_for(qtbot, lambda: again.adapter.match is not None)
    assert match_of(again).history[:decisions] == read_save(first).history[:decisions]
    assert again.pages.currentWidget() is again.splitter
    # It goes on in the same file: no copy appears.
    play_person_moves(qtbot, again, 1, random.Random(1))
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.autosaver.flush()
    assert again.autosaver.path == first and len(read_save(first).history) > decisions
    assert len(kept(again)) == 2


def test_opening_a_save_of_a_kept_game_goes_on_in_its_row(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening a save of a game already kept added a second identical row."""
    first = a_game_with_moves(qtbot, window, 51)
    saved = tmp_path / "evening.bazaar.json"
    assert window.adapter.match is not None
    write_save(saved, window.adapter.match)
    a_game_with_moves(qtbot, window, 52)  # another game on the table: the first stays kept
    assert len(kept(window)) == 2
    choose_file(monkeypatch, saved)
    window.menu_actions.open.trigger()
    wait_for(qtbot, lambda: window.current_file == str(saved))
    play_person_moves(qtbot, window, 1, random.Random(2))
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    assert window.autosaver.path == first  # the same game, recognised: its own file
    assert len(kept(window)) == 2


def test_a_game_is_deleted_only_once_the_person_confirms(qtbot: Any, window: MainWindow) -> None:
    path = a_game_with_moves(qtbot, window, 41)
    again = restart(qtbot, window)
    view = again.welcome.games
    assert view is not None
    view.tree.setCurrentItem(top_item(view.tree, 0))
    view.delete_button.click()
    prompt = again.resume.kept.delete_prompt
    assert prompt is not None and "Layla, Omar, Zeynep" in prompt.text()
    prompt.button(QMessageBox.StandardButton.No).click()  # "Keep it"
    assert path.exists()
    # Answered, the question is put away for good, not kept with the window.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(prompt)
    view.delete_button.click()
    prompt = again.resume.kept.delete_prompt
    assert prompt is not None
    prompt.button(QMessageBox.StandardButton.Yes).click()  # "Delete it"
    assert not path.exists()
    assert not view.isVisible()  # nothing left in progress


def test_the_game_menu_lists_the_games_in_progress_too(qtbot: Any, window: MainWindow) -> None:
    first = a_game_with_moves(qtbot, window, 51)
    a_game_with_moves(qtbot, window, 52)  # on the table now
    window.menu_actions.games.trigger()
    dialog = window.resume.kept.dialog
    assert dialog is not None and dialog.isVisible()
    tree = dialog.view.tree
    assert tree.topLevelItemCount() == 1  # the game on the table is not offered again
    assert top_item(tree).data(0, 256) == str(first)
    dialog.view.continue_button.click()
    wait_for(qtbot, lambda: window.autosaver.path == first)
    assert not dialog.isVisible()


def test_a_finished_game_leaves_the_list(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = random_match("bbb", seed=12)
    near_the_end = tmp_path / "near-the-end.bazaar.json"
    write_save(near_the_end, truncated(full, len(full.history) - 6))
    choose_file(monkeypatch, near_the_end)
    with qtbot.waitSignal(window.results_shown, timeout=30000):
        window.menu_actions.open.trigger()
    assert window.autosaver.flush()
    next_turn(qtbot)  # the writer's reports, posted before it went idle, handled
    assert kept(window) == {}


def test_two_windows_never_touch_each_others_games(qtbot: Any, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = MainWindow(settings, animations=False)
    second = MainWindow(settings, animations=False)
    for window in (first, second):
        qtbot.addWidget(window)
        window.show()
    mine = a_game_with_moves(qtbot, first, 61)
    decisions = len(read_save(mine).history)
    second.resume.kept.refresh()
    view = second.welcome.games
    assert view is not None and view.tree.topLevelItemCount() == 1
    item = top_item(view.tree, 0)
    assert item.isDisabled() and item.text(4) == "open in another window"
    second.resume.kept.continue_game(mine)  # even asked directly: refused
    assert "open in another window" in second.statusBar().currentMessage()
    from bazaar_desktop.services.games_in_progress import delete_game

    assert not delete_game(mine)
    # The second window's own game gets its own file; finishing it leaves the first's alone.
    theirs = a_game_with_moves(qtbot, second, 62)
    assert theirs != mine
    second.autosaver.finish()
    assert second.autosaver.flush()
    assert not theirs.exists() and len(read_save(mine).history) == decisions
    first.confirm_quit()  # that window is closed: the game is free now
    second.resume.kept.refresh()
    assert not top_item(view.tree, 0).isDisabled()
    for window in (first, second):
        window.adapter.stop()


def test_the_autosaves_of_older_versions_join_the_games_in_progress(
    qtbot: Any, window: MainWindow
) -> None:
    folder = Path(window.settings.fileName()).parent
    write_save(folder / "autosave.bazaar.json", random_match(decisions=15))
    write_save(folder / "autosave-2.bazaar.json", random_match(seed=4, decisions=9))
    again = restart(qtbot, window)
    assert sorted(kept(again).values()) == [9, 15]
    assert not (folder / "autosave.bazaar.json").exists()
    assert again.welcome.games is not None and again.welcome.games.tree.topLevelItemCount() == 2


def test_a_game_file_is_owner_only(qtbot: Any, window: MainWindow) -> None:
    path = a_game_with_moves(qtbot, window, 71)
    assert os.stat(path).st_mode & 0o077 == 0


def test_the_list_stays_after_a_language_switch(qtbot: Any, window: MainWindow) -> None:
    a_game_with_moves(qtbot, window, 81)
    again = restart(qtbot, window)
    again.switch_language("de")
    try:
        view = again.welcome.games
        assert view is not None and view.tree.topLevelItemCount() == 1
        assert view.title.text() == "Laufende Spiele"
        assert top_item(view.tree, 0).text(4).startswith("heute ")
    finally:
        again.switch_language("en")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_every_column_shows_its_whole_text_and_the_names_take_the_rest(
    qtbot: Any, window: MainWindow, language: str, size: tuple[int, int]
) -> None:
    """The players' names ("Layla, Omar, Zeynep") and "Zuletzt gespielt" were cut at 100 px
    each beside an empty band on the right of the list."""
    a_game_with_moves(qtbot, window, 91)
    again = restart(qtbot, window)
    again.resize(*size)
    again.switch_language(language)
    try:
        view = again.welcome.games
        assert view is not None
        settle(qtbot, again)
        tree, header = view.tree, view.tree.header()
        for column in range(tree.columnCount()):
            needed = max(tree.sizeHintForColumn(column), header.sectionSizeHint(column))
            assert tree.columnWidth(column) >= needed, (column, top_item(tree, 0).text(column))
        used = sum(tree.columnWidth(column) for column in range(tree.columnCount()))
        assert used >= tree.viewport().width() - 1  # no empty band beside a cut name
    finally:
        again.switch_language("en")
