"""Save, Open, Save As through the real menu actions; bad files and unwritable places give one
clear message and leave the game on the table exactly as it was."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any, cast

import pytest
from desktop_support import basari, wait_for, watch_a_saved_game, written
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from bazaar_desktop.dialogs.results import ResultsDialog
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import MAX_SAVE_BYTES, match_to_json, read_save, write_save
from bazaar_engine.games import make_game

NAMES = ["Layla", "Omar", "Zeynep", "Karim"]
MAX_HUMAN_DECISIONS = 400  # a game needs far fewer; this only stops a broken test looping


# --- helpers ----------------------------------------------------------------------------------
class Messages:
    """Every message box the window shows, recorded instead of blocking the test."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, answer: Any = None) -> None:
        self.shown: list[tuple[str, str, str]] = []  # (kind, title, text)
        for kind in ("warning", "critical", "information", "question"):
            monkeypatch.setattr(QMessageBox, kind, self._recorder(kind, answer))

    def _recorder(self, kind: str, answer: Any) -> Any:
        def record(_parent: object, title: str, text: str, *_args: object) -> Any:
            self.shown.append((kind, title, text))
            return answer if answer is not None else QMessageBox.StandardButton.Ok

        return record


def opened(qtbot: Any, window: MainWindow) -> None:
    """Wait until the save being opened (read on a worker thread) is in the window."""
    qtbot.waitUntil(lambda: not window.file_reader.busy, timeout=15000)


def choose_file(monkeypatch: pytest.MonkeyPatch, path: Path | str) -> None:
    """The next file dialog, open or save, returns `path` as if the player had chosen it."""

    def chosen(*_args: object, **_kwargs: object) -> tuple[str, str]:
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", chosen)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", chosen)


def random_match(kinds: str = "hbb", seed: int = 3, decisions: int | None = None) -> Match[Any]:
    """A Basari match played at random by the engine (the people's moves too)."""
    seats = [
        Seat(NAMES[i], "bot" if kind == "b" else "human", "random" if kind == "b" else None)
        for i, kind in enumerate(kinds)
    ]
    match: Match[Any] = Match(make_game("basari", {}), seats)
    rng = random.Random(seed)
    while not match.is_over and (decisions is None or len(match.history) < decisions):
        state = match.state
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        match.apply(player, action)
    return match


def person_may_act(window: MainWindow) -> bool:
    """The person is to decide and every bot has answered (the table is quiet)."""
    update = window.last_update
    return bool(
        update is not None
        and (update.is_over or update.human_to_act is not None)
        and not window.adapter.thinking
    )


def act_for_the_person(window: MainWindow, rng: random.Random) -> None:
    """A random legal decision for the person, chosen through the table like a click."""
    update = window.last_update
    match = window.adapter.match
    assert update is not None and update.human_to_act is not None and match is not None
    seat = update.human_to_act
    action = match.state.view(seat).random_action(seat, rng)
    assert window.table is not None
    window.table.action_chosen.emit(seat, action)


def play_person_moves(qtbot: Any, window: MainWindow, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        wait_for(qtbot, lambda: person_may_act(window))
        before = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[misc,union-attr]


def game_on_the_table(window: MainWindow) -> dict[str, Any]:
    """Everything a player would notice about the game in the window (and its generation)."""
    match = window.adapter.match
    assert match is not None
    return {
        "match": match,
        "history": list(match.history),
        "state": match.state.to_json(),
        "table": window.table,
        "log": window.log_model.texts(),
        "page": window.pages.currentWidget(),
        "file": window.current_file,
        "generation": window.adapter.generation,
        "prompt": window.prompt.text(),
    }


def still_the_same_game(window: MainWindow, before: dict[str, Any]) -> bool:
    """The game `before` is still on the table and went on, at most, by its bots' moves (they
    keep playing while a file is read on a worker thread)."""
    now = game_on_the_table(window)
    same = ("match", "table", "page", "file", "generation")
    return (
        all(now[key] is before[key] or now[key] == before[key] for key in same)
        and now["history"][: len(before["history"])] == before["history"]
    )


def second_window(qtbot: Any, tmp_path: Path, name: str = "second") -> MainWindow:
    folder = tmp_path / name
    folder.mkdir()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


# --- the menu ---------------------------------------------------------------------------------
def test_save_open_and_save_as_have_the_usual_keys(window: MainWindow) -> None:
    keys = QKeySequence.StandardKey
    assert window.menu_actions.save.shortcut() == QKeySequence(keys.Save)
    assert window.menu_actions.save_as.shortcut() == QKeySequence(keys.SaveAs)
    assert window.menu_actions.open.shortcut() == QKeySequence(keys.Open)
    assert window.menu_actions.save.shortcut().toString() == "Ctrl+S"
    assert window.menu_actions.open.shortcut().toString() == "Ctrl+O"
    assert window.menu_actions.save_as.shortcut().toString() == "Ctrl+Shift+S"
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    entries = game_menu.actions()
    for action in (window.menu_actions.open, window.menu_actions.save, window.menu_actions.replay):
        assert action in entries


def test_a_game_saved_mid_way_opens_in_a_fresh_window_and_plays_to_the_end(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = Messages(monkeypatch)
    rng = random.Random(4)
    window.start_game(basari("h", "b", "b", seed=21))
    play_person_moves(qtbot, window, 6, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    choose_file(monkeypatch, tmp_path / "mid-game")  # no suffix typed: it is added
    window.menu_actions.save.trigger()  # Ctrl+S on a game never saved asks where (Save As)
    written(qtbot, window)
    saved = tmp_path / "mid-game.bazaar.json"
    assert messages.shown == []
    assert window.current_file == str(saved)
    on_file = read_save(saved)
    assert on_file.history == window.adapter.match.history  # type: ignore[union-attr]
    assert len(on_file.history) > 10

    fresh = second_window(qtbot, tmp_path)
    first_views: list[Any] = []
    fresh.adapter.updated.connect(
        lambda update: first_views.append((update, fresh.table.vm)) if not first_views else None  # type: ignore[union-attr]
    )
    choose_file(monkeypatch, saved)
    fresh.menu_actions.open.trigger()
    opened(qtbot, fresh)
    assert messages.shown == []
    assert fresh.current_file == str(saved)
    assert [seat.name for seat in fresh.adapter.match.seats] == ["Layla", "Omar", "Zeynep"]  # type: ignore[union-attr]
    assert [seat.is_bot for seat in fresh.adapter.match.seats] == [False, True, True]  # type: ignore[union-attr]
    # The table's first picture is the saved position, seen by the person.
    update, vm = first_views[0]
    assert update.view.to_json() == on_file.state.view(0).to_json()
    expected = cast(BasariState, on_file.state.view(0))
    assert [p.points for p in vm.players] == list(expected.points)
    assert [p.gems for p in vm.players] == [expected.gems(s) for s in range(3)]
    assert [p.position for p in vm.players] == list(expected.positions)
    assert (vm.round_number, vm.turn, vm.phase) == (
        expected.round_number,
        expected.turn,
        expected.phase,
    )
    assert any("mid-game.bazaar.json" in text for text in fresh.log_model.texts())
    # And play goes on to the end, the bots deciding for their seats again.
    with qtbot.waitSignal(fresh.results_shown, timeout=60000) as finished:
        for _ in range(MAX_HUMAN_DECISIONS):
            wait_for(qtbot, lambda: person_may_act(fresh), timeout=30000)
            if fresh.last_update is not None and fresh.last_update.is_over:
                break
            before = len(fresh.adapter.match.history)  # type: ignore[union-attr]
            act_for_the_person(fresh, rng)
            wait_for(qtbot, lambda b=before: len(fresh.adapter.match.history) > b)  # type: ignore[misc,union-attr]
    assert isinstance(finished.args[0], ResultsDialog)
    match = fresh.adapter.match
    assert match is not None and match.is_over
    assert match.history[: len(on_file.history)] == on_file.history
    later = match.history[len(on_file.history) :]
    assert {player for player, _ in later} >= {1, 2}  # both bots decided after the load


def test_an_opened_game_waiting_for_a_bot_goes_on_without_anyone_clicking(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = random_match("hbb", decisions=1)  # the person placed a merchant; Omar's turn (B7)
    assert match.state.current_players() == (1,)
    path = tmp_path / "bot-to-play.bazaar.json"
    write_save(path, match)
    choose_file(monkeypatch, path)
    window.menu_actions.open.trigger()
    opened(qtbot, window)
    wait_for(qtbot, lambda: len(window.adapter.match.history) >= 3)  # type: ignore[union-attr]
    assert [player for player, _ in window.adapter.match.history[:3]] == [0, 1, 2]  # type: ignore[union-attr]


def test_save_writes_to_the_same_file_again_and_save_as_asks_before_replacing(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = Messages(monkeypatch, answer=QMessageBox.StandardButton.No)
    rng = random.Random(2)
    window.start_game(basari("h", "b", "b", seed=5))
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    choose_file(monkeypatch, tmp_path / "one.bazaar.json")
    window.menu_actions.save_as.trigger()
    written(qtbot, window)
    first = read_save(tmp_path / "one.bazaar.json").history
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    window.menu_actions.save.trigger()  # no question: the game's own file
    written(qtbot, window)
    again = read_save(tmp_path / "one.bazaar.json").history
    assert len(again) > len(first)
    assert messages.shown == []
    # Save As "one" (the suffix added) would replace that file: asked, and "No" keeps it.
    before = (tmp_path / "one.bazaar.json").read_bytes()
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    choose_file(monkeypatch, tmp_path / "one")
    window.menu_actions.save_as.trigger()
    written(qtbot, window)
    assert [kind for kind, _, _ in messages.shown] == ["question"]
    assert "one.bazaar.json" in messages.shown[0][2]
    assert (tmp_path / "one.bazaar.json").read_bytes() == before


# --- bad files: one message, the game on the table untouched -------------------------------------
def bad_file(kind: str, folder: Path) -> tuple[Path, str]:
    """A file that must not load, and the words its message must contain."""
    good = match_to_json(random_match(decisions=12))
    path = folder / f"{kind}.bazaar.json"
    if kind == "not json":
        path.write_text("this is a shopping list, not a game\n", encoding="utf-8")
        return path, "not valid JSON"
    if kind == "tampered history":
        good["history"][0]["player"] = 1  # Omar placing Layla's merchant (B7)
        path.write_text(json.dumps(good), encoding="utf-8")
        return path, "Decision 1: it is not your decision now"
    if kind == "newer version":
        good["version"] = 7
        path.write_text(json.dumps(good), encoding="utf-8")
        return path, "newer Bazaar"
    if kind == "unknown game":
        good["game"] = "chess"
        path.write_text(json.dumps(good), encoding="utf-8")
        return path, "unknown game 'chess'"
    if kind == "too large":
        with path.open("wb") as handle:  # sparse: no time or disk spent
            handle.truncate(MAX_SAVE_BYTES + 1)
        return path, "too large"
    if kind == "a folder":
        path.mkdir()
        (path / "inside.txt").write_text("x", encoding="utf-8")
        return path, "is a folder"
    raise AssertionError(kind)


BAD_KINDS = [
    "not json",
    "tampered history",
    "newer version",
    "unknown game",
    "too large",
    "a folder",
]


@pytest.mark.parametrize("kind", BAD_KINDS)
def test_opening_a_bad_file_gives_one_message_and_keeps_the_game(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    messages = Messages(monkeypatch)
    rng = random.Random(8)
    window.start_game(basari("h", "b", "b", seed=9))
    play_person_moves(qtbot, window, 2, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    before = game_on_the_table(window)
    path, words = bad_file(kind, tmp_path)
    choose_file(monkeypatch, path)
    window.menu_actions.open.trigger()
    opened(qtbot, window)
    assert len(messages.shown) == 1
    box_kind, title, text = messages.shown[0]
    assert box_kind == "warning"
    assert title == "Cannot open the game"
    assert path.name in text and words in text
    assert still_the_same_game(window, before)
    # Nothing was stopped: the person decides and the bots answer as before.
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    assert len(window.adapter.match.history) > len(before["history"])  # type: ignore[union-attr]


@pytest.mark.parametrize("kind", ["tampered history", "a folder"])
def test_watching_the_replay_of_a_bad_file_gives_one_message_and_keeps_the_game(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    messages = Messages(monkeypatch)
    window.start_game(basari("h", "b", "b", seed=9))
    wait_for(qtbot, lambda: person_may_act(window))
    before = game_on_the_table(window)
    path, words = bad_file(kind, tmp_path)
    choose_file(monkeypatch, path)
    watch_a_saved_game(window)
    opened(qtbot, window)
    assert len(messages.shown) == 1
    assert messages.shown[0][1] == "Cannot show the replay"
    assert words in messages.shown[0][2]
    assert window.replay_viewer is None
    assert still_the_same_game(window, before)


def test_the_recent_menu_opens_a_game_and_a_vanished_file_gives_one_message(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = Messages(monkeypatch)
    path = tmp_path / "recent.bazaar.json"
    write_save(path, random_match(decisions=20))
    choose_file(monkeypatch, path)
    window.menu_actions.open.trigger()
    opened(qtbot, window)
    window.menus.menus["recent"].aboutToShow.emit()
    entries = [
        a for a in window.menus.menus["recent"].actions() if a.text() == "recent.bazaar.json"
    ]
    assert len(entries) == 1
    os.remove(path)
    wait_for(qtbot, lambda: person_may_act(window))  # the bots have played up to the person
    before = game_on_the_table(window)
    entries[0].trigger()
    opened(qtbot, window)
    assert len(messages.shown) == 1
    assert "does not exist" in messages.shown[0][2]
    assert still_the_same_game(window, before)


# --- unwritable places ------------------------------------------------------------------------
# The window's own files, written on their own time (the game in progress on its own thread).
APP_FILES = ("games-in-progress", "settings.ini", "save-key")


def files_in(folder: Path) -> list[Path]:
    """Every file and folder below `folder`, but the app's own files."""
    return sorted(
        path
        for path in (p.relative_to(folder) for p in folder.rglob("*"))
        if path.parts[0] not in APP_FILES and "autosave" not in path.name.lower()
    )


@pytest.mark.parametrize("place", ["missing folder", "inside a file", "onto a folder"])
def test_saving_to_an_unwritable_place_gives_one_message_and_overwrites_nothing(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, place: str
) -> None:
    messages = Messages(monkeypatch)
    rng = random.Random(6)
    window.start_game(basari("h", "b", "b", seed=13))
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    good = tmp_path / "good.bazaar.json"
    choose_file(monkeypatch, good)
    window.menu_actions.save_as.trigger()
    written(qtbot, window)
    good_bytes = good.read_bytes()
    play_person_moves(qtbot, window, 1, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    if place == "missing folder":
        target = tmp_path / "no such folder" / "game.bazaar.json"
    elif place == "inside a file":
        (tmp_path / "notes.txt").write_text("notes", encoding="utf-8")
        target = tmp_path / "notes.txt" / "game.bazaar.json"
    else:
        target = tmp_path / "folder.bazaar.json"
        target.mkdir()
        (target / "keep.txt").write_text("kept", encoding="utf-8")
    files_before = files_in(tmp_path)
    before = game_on_the_table(window)
    choose_file(monkeypatch, target)
    window.menu_actions.save_as.trigger()
    written(qtbot, window)
    assert len(messages.shown) == 1
    kind, title, text = messages.shown[0]
    assert (kind, title) == ("warning", "Cannot save the game")
    assert text.startswith(f"Could not save to {target.name}: ")
    assert files_in(tmp_path) == files_before
    assert good.read_bytes() == good_bytes
    assert still_the_same_game(window, before)  # its bots may play on while it is written
    assert window.current_file == str(good)  # Ctrl+S still goes to the good file
    if place == "onto a folder":
        assert (target / "keep.txt").read_text(encoding="utf-8") == "kept"


def test_a_save_is_checked_off_the_gui_thread_and_holds_the_game_as_it_was_when_asked(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saving replays the whole game to check the file; the window keeps
    answering meanwhile, and moves made meanwhile are not in the file asked for."""
    import threading

    import bazaar_engine.core.saves.files as saves  # where write_save checks the file
    from bazaar_engine.core.saves.validation import parse_save  # as files imports it

    checked_on: list[threading.Thread] = []
    check = parse_save

    def checking(*args: Any, **kwargs: Any) -> Any:
        checked_on.append(threading.current_thread())
        return check(*args, **kwargs)

    monkeypatch.setattr(saves, "parse_save", checking)
    messages = Messages(monkeypatch)
    rng = random.Random(8)
    window.start_game(basari("h", "b", "b", seed=17))
    play_person_moves(qtbot, window, 2, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    asked = list(window.adapter.match.history)  # type: ignore[union-attr]
    path = tmp_path / "asked.bazaar.json"
    choose_file(monkeypatch, path)
    window.menu_actions.save_as.trigger()
    play_person_moves(qtbot, window, 1, rng)  # the game goes on while the save is written
    written(qtbot, window)
    assert messages.shown == []
    assert checked_on and threading.main_thread() not in checked_on
    assert read_save(path).history == asked
    assert window.current_file == str(path)
    assert "Saved to asked.bazaar.json" in window.statusBar().currentMessage()
