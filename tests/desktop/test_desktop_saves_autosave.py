"""Autosave after every decision, the offer to resume at the next start, and a damaged
autosave that is set aside without stopping the start."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, wait_for
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from test_desktop_saves import (
    act_for_the_person,
    choose_file,
    person_may_act,
    play_person_moves,
    random_match,
)

from bazaar_desktop.autosave import AUTOSAVE_NAME, Autosaver, check_autosave
from bazaar_desktop.main_window import MainWindow
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


def test_the_autosave_lives_next_to_a_test_profile(window: MainWindow) -> None:
    folder = Path(window.settings.fileName()).parent
    assert window.autosaver.path == folder / AUTOSAVE_NAME


def test_a_decision_is_autosaved_and_the_next_start_offers_to_resume_it(
    qtbot: Any, window: MainWindow
) -> None:
    path = window.autosaver.path
    rng = random.Random(3)
    window.start_game(basari("h", "b", "b", seed=17))
    play_person_moves(qtbot, window, 3, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert window.autosaver.flush()
    match = window.adapter.match
    assert match is not None
    on_disk = read_save(path)
    assert on_disk.history == match.history  # every decision up to now, bots' included
    assert not on_disk.is_over

    again = restart(qtbot, window)
    prompt = again.resume_prompt
    assert prompt is not None and prompt.isVisible()
    assert "Layla, Omar, Zeynep" in prompt.text()
    assert str(len(match.history)) in prompt.informativeText()
    assert again.adapter.match is None  # nothing is started before the player answers
    first: list[Any] = []
    again.adapter.updated.connect(lambda update: first.append(update) if not first else None)
    again.resume.resume_button.click()
    assert again.resume_prompt is None
    resumed = again.adapter.match
    assert resumed is not None
    assert resumed.history[: len(match.history)] == match.history
    assert first[0].view.to_json() == match.state.view(0).to_json()  # the same position
    assert again.table is not None and again.pages.currentWidget() is again.splitter
    assert "Resumed the game saved automatically." in again.log_model.texts()
    # The resumed game goes on, and keeps autosaving.
    play_person_moves(qtbot, again, 1, rng)
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.autosaver.flush()
    assert read_save(path).history == resumed.history


def test_discard_removes_the_autosave_and_new_game_keeps_it_until_a_game_starts(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = window.autosaver.path
    write_save(path, random_match(decisions=15))
    again = restart(qtbot, window)
    assert again.resume_prompt is not None
    asked: list[object] = []
    monkeypatch.setattr(again, "new_game", lambda *args: asked.append(args))
    again.resume.resume_new_button.click()
    wait_for(qtbot, lambda: bool(asked))
    assert path.exists() and again.adapter.match is None

    third = restart(qtbot, again)
    assert third.resume_prompt is not None
    third.resume.resume_discard_button.click()
    assert third.autosaver.flush()
    assert not path.exists()
    assert third.adapter.match is None
    assert "discarded" in third.statusBar().currentMessage()
    fourth = restart(qtbot, third)
    assert fourth.resume_prompt is None  # nothing left to offer


@pytest.mark.parametrize("damage", ["garbage", "a folder", "edited"])
def test_a_damaged_autosave_is_set_aside_with_one_note_and_the_start_goes_on(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    path = window.autosaver.path
    if damage == "garbage":
        path.write_bytes(b"\x00\xffnot a save")
    elif damage == "a folder":
        path.mkdir()
    else:
        write_save(path, random_match(decisions=15))
        text = path.read_text()  # the position is sealed; its readable summary is edited
        assert '"decisions": 15' in text
        path.write_text(text.replace('"decisions": 15', '"decisions": 16'))
    shown: list[str] = []
    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, lambda *args: shown.append(str(args)))
    again = restart(qtbot, window)
    assert again.resume_prompt is None and shown == []
    aside = path.with_name(AUTOSAVE_NAME + ".corrupt")
    assert aside.exists() and not path.exists()
    note = again.statusBar().currentMessage()
    assert "could not be loaded" in note and aside.name in note
    # The application is usable: a new game starts and is autosaved afresh.
    again.start_game(basari("h", "b", "b", seed=2))
    wait_for(qtbot, lambda: person_may_act(again))
    act_for_the_person(again, random.Random(1))
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.autosaver.flush()
    assert len(read_save(path).history) >= 1


def test_the_autosave_is_removed_when_the_game_ends(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = window.autosaver.path
    full = random_match("bbb", seed=12)
    near_the_end = tmp_path / "near-the-end.bazaar.json"
    write_save(near_the_end, truncated(full, len(full.history) - 6))
    written: list[int] = []
    window.autosaver.written.connect(written.append)
    choose_file(monkeypatch, near_the_end)
    with qtbot.waitSignal(window.results_shown, timeout=30000):
        window.open_action.trigger()  # three bots play the last decisions
    assert window.autosaver.flush()
    qtbot.wait(20)
    assert written  # it was written while the game went on...
    assert not path.exists()  # ...and is gone now the game is over
    assert check_autosave(path).match is None


def test_a_finished_autosave_left_behind_is_not_offered(qtbot: Any, window: MainWindow) -> None:
    path = window.autosaver.path
    write_save(path, random_match())
    found = check_autosave(path)
    assert found.match is None and found.problem is None
    assert not path.exists()


def test_an_autosave_that_cannot_be_written_is_told_once(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("in the way", encoding="utf-8")
    window.autosaver.deleteLater()
    saver = Autosaver(blocker / AUTOSAVE_NAME, window)
    window.autosaver = saver
    saver.failed.connect(window.resume.on_autosave_failed)
    problems: list[str] = []
    saver.failed.connect(problems.append)
    rng = random.Random(5)
    window.start_game(basari("h", "b", "b", seed=3))
    play_person_moves(qtbot, window, 3, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert saver.flush()
    qtbot.wait(20)  # the writer's report arrives through the event loop
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
    assert saver.flush()
    qtbot.wait(20)
    assert written == [9]
    assert read_save(tmp_path / AUTOSAVE_NAME).history == match.history
    saver.note(match)  # nothing new: nothing written
    assert saver.flush()
    qtbot.wait(20)
    assert written == [9]
