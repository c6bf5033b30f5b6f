"""After every dialog, page change and new table, the decision keys and the
window's shortcuts work with no click first. Keys only, and no test calls activateWindow:
each press goes where a real one goes, to the widget holding the keyboard focus of the
active window (nowhere if no window is active: the key is lost, as the players found)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop_support import basari, top_item, wait_for
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from test_coach_hint import RecordingAdvisor
from test_coach_walkthrough import open_learn_by_keyboard
from test_desktop_saves import person_may_act

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.dialogs.new_game import NewGameDialog
from bazaar_desktop.window.main_window import MainWindow

NO_MOD = Qt.KeyboardModifier.NoModifier


def key(key: Qt.Key | str, modifier: Any = NO_MOD) -> None:
    """A key pressed on the keyboard: it reaches the focused widget of the active window."""
    window = QApplication.activeWindow()
    if window is None:
        return  # nothing has the keyboard: the press is lost
    target: QWidget = window.focusWidget() or window
    # A character is QTest's own overload (keyClick(QWidget*, char)), not in PySide's stub.
    QTest.keyClick(target, key, modifier)  # type: ignore[arg-type]


def in_dialog(qtbot: Any, act: Callable[[QDialog], None]) -> None:
    """`act` on the modal dialog about to open (exec() runs its own event loop)."""

    def later() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        act(dialog)

    QTimer.singleShot(300, later)


def dialog_key(dialog: QDialog, pressed: Qt.Key) -> None:
    QTest.keyClick(dialog.focusWidget() or dialog, pressed)


def make_window(qtbot: Any, tmp_path: Path, *, animations: bool) -> MainWindow:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings, animations=animations)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    wait_for(qtbot, lambda: QApplication.activeWindow() is main)  # as a desktop does on show
    return main


def table_up(qtbot: Any, window: MainWindow) -> None:
    """The table put up in turns (pages.py) is up: nothing staged, its last step called."""
    pages = window.pages
    wait_for(qtbot, lambda: pages._staged is None and pages._waiting is None)


def test_the_first_turn_of_a_new_basta_game_takes_a_number_and_enter(
    qtbot: Any, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, animations=True)  # the table shown in turns

    def choose_basta(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.game.setCurrentIndex(dialog.game.findData("basta"))
        dialog.players.setValue(2)
        dialog.seats[0].kind.setCurrentIndex(0)
        dialog.seats[1].kind.setCurrentIndex(1)
        dialog_key(dialog, Qt.Key.Key_Return)

    in_dialog(qtbot, choose_basta)
    key("n", Qt.KeyboardModifier.ControlModifier)
    wait_for(qtbot, lambda: person_may_act(window) and window.table is not None)
    table_up(qtbot, window)
    match = window.adapter.match
    assert match is not None and match.game.id == "basta"
    before = len(match.history)
    key("1")
    key(Qt.Key.Key_Return)
    wait_for(qtbot, lambda: len(match.history) > before, timeout=5000)
    assert match.history[before][0] == 0  # the person's card, played by keys


def test_after_continuing_a_kept_game_h_asks_for_a_hint(qtbot: Any, tmp_path: Path) -> None:
    """The game kept at the last quit is continued from the welcome page's list by keyboard
    (the list replaced the Resume question); H then works without a click."""
    from test_desktop_saves_autosave import restart

    first = make_window(qtbot, tmp_path, animations=False)
    first.start_game(basari("h", "b", "b", seed=17))
    wait_for(qtbot, lambda: person_may_act(first))
    window = restart(qtbot, first)
    games = window.welcome.games
    wait_for(qtbot, lambda: games is not None and games.tree.topLevelItemCount() == 1)
    assert games is not None
    window.hints.advisor = RecordingAdvisor()
    games.tree.setCurrentItem(top_item(games.tree, 0))
    QTest.keyClick(games.tree, Qt.Key.Key_Return)  # Enter continues the chosen game
    wait_for(qtbot, lambda: person_may_act(window))
    table_up(qtbot, window)
    with qtbot.waitSignal(window.hints.answered, timeout=30000):
        key("h")
    assert window.hints.card.isVisible()


def test_in_learn_to_play_basta_n_turns_the_card(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, animations=True)
    open_learn_by_keyboard(qtbot, window, "basta")  # Alt+H, Down…, Enter
    walkthrough = window.walkthrough
    wait_for(qtbot, lambda: walkthrough.card.isVisible())
    table_up(qtbot, window)
    wait_for(qtbot, lambda: "Press N" in walkthrough.card.text.text())
    key("n")
    assert walkthrough.index == 1


def test_after_closing_statistics_ctrl_n_opens_a_new_game(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, animations=False)
    window.start_game(
        NewGameRequest(
            "jewels", (SeatSpec("Layla", False), SeatSpec("Omar", True, "random")), {}, 2
        )
    )
    wait_for(qtbot, lambda: person_may_act(window))
    window.menu_actions.statistics.trigger()
    dialog = window.statistics_dialog
    assert dialog is not None
    wait_for(qtbot, lambda: QApplication.activeWindow() is dialog)
    key(Qt.Key.Key_Escape)
    wait_for(qtbot, lambda: not dialog.isVisible() and QApplication.activeWindow() is window)
    seen: list[object] = []

    def cancel(opened: QDialog) -> None:
        seen.append(opened)
        opened.reject()

    in_dialog(qtbot, cancel)
    key("n", Qt.KeyboardModifier.ControlModifier)
    wait_for(qtbot, lambda: bool(seen), timeout=3000)
    assert isinstance(seen[0], NewGameDialog)


def test_esc_closes_the_hint_card_wherever_the_focus_is(qtbot: Any, tmp_path: Path) -> None:
    """Its button says "Close (Esc)"; the decision keeps the keyboard focus."""
    window = make_window(qtbot, tmp_path, animations=False)
    window.hints.advisor = RecordingAdvisor()
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True, "random"))
    window.start_game(NewGameRequest("jewels", seats, {}, 2))
    wait_for(qtbot, lambda: person_may_act(window))
    with qtbot.waitSignal(window.hints.answered, timeout=30000):
        key("h")
    card = window.hints.card
    assert card.isVisible() and card.close_button.text() == "Close (Esc)"
    focused = QApplication.focusWidget()
    assert focused is not None and not card.isAncestorOf(focused)  # the trade field has it
    key(Qt.Key.Key_Escape)
    assert not card.isVisible()
    key("1")  # the keys go on to the trade, as before the hint
    assert focused.hasFocus()
