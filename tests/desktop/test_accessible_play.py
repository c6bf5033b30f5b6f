"""A table a screen reader can read and play: a whole game of each of the three
games played by one person against bots through the accessible tree alone — the tree Qt
gives AT-SPI, walked with `QAccessible.queryAccessibleInterface` from the application down.
The test reads names, descriptions and values, presses buttons through their accessible
actions and types keys into the accessible widget it has focused; it never touches the scene
or a widget found any other way. On the way it checks that every control of the decision has
a name and a description, and that the board's text form follows the game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from desktop_support import seats
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.games import GAME_IDS

GAME_SECONDS = 150
ROLES = QAccessible.Role
CONTROLS = (ROLES.Button, ROLES.SpinBox, ROLES.CheckBox, ROLES.ComboBox, ROLES.Slider)
NOT_PLAYING = ("Hint", "Undo")  # asks the coach or takes back: a reader's choice, not a move


def name(node: QAccessibleInterface) -> str:
    return node.text(QAccessible.Text.Name)


def description(node: QAccessibleInterface) -> str:
    return node.text(QAccessible.Text.Description)


def walk(node: QAccessibleInterface | None) -> Iterator[QAccessibleInterface]:
    """Every visible node under `node`, `node` first."""
    if node is None or not node.isValid() or node.state().invisible:
        return
    yield node
    for index in range(node.childCount()):
        yield from walk(node.child(index))


def window_of(window: MainWindow) -> QAccessibleInterface:
    """The window's node of the accessible tree (an earlier test's windows, destroyed, are
    left out: walking their stale nodes from the application's root can crash)."""
    node = QAccessible.queryAccessibleInterface(window)
    assert node is not None and node.role() == ROLES.Window and name(node) == "Bazaar"
    return node


def find(root: QAccessibleInterface, role: QAccessible.Role, text: str) -> QAccessibleInterface:
    found = [node for node in walk(root) if node.role() == role and name(node) == text]
    assert found, f"no {role.name} named {text!r} in the accessible tree"
    return found[0]


def decision_controls(window_node: QAccessibleInterface) -> list[QAccessibleInterface]:
    holder = find(window_node, ROLES.LayeredPane, "Your decision")
    controls = [
        node
        for node in walk(holder)
        if node.role() in CONTROLS and not node.state().disabled
        and not name(node).startswith(NOT_PLAYING)
    ]  # fmt: skip
    for node in controls:
        assert name(node).strip(), f"a {node.role().name} without a name"
        assert description(node).strip(), f"{name(node)!r} has no description"
    return controls


def use(node: QAccessibleInterface, chance: random.Random) -> None:
    """Focus the control by its accessible action, then type on it: Space presses a button
    (its Press action would click 100 ms later, Qt's animated click), ↑ or ↓ turns a spin
    box."""
    actions = node.actionInterface()
    assert actions is not None
    actions.doAction(actions.setFocusAction())
    if node.role() == ROLES.SpinBox:
        key = Qt.Key.Key_Up if chance.random() < 0.8 else Qt.Key.Key_Down
    else:
        assert actions.pressAction() in actions.actionNames()
        key = Qt.Key.Key_Space
    focused = node.object()  # the accessible widget that has the focus now
    assert isinstance(focused, QWidget), focused
    QTest.keyClick(focused, key)


def is_default(node: QAccessibleInterface) -> bool:
    """The control Enter would use: its name or description says so, as a reader hears it."""
    return node.role() == ROLES.Button and "(Enter)" in name(node) + description(node)


class Reader:
    """How a person who hears the controls plays: the default action (Enter) when it is
    there and enabled; else a small change, and back to a clear form after a few changes
    that did not make a move possible."""

    def __init__(self) -> None:
        self.chance = random.Random(27)
        self.tries = 0

    def choose(self, controls: list[QAccessibleInterface]) -> QAccessibleInterface:
        defaults = [node for node in controls if is_default(node)]
        if defaults and self.chance.random() < 0.7:
            self.tries = 0
            return defaults[0]
        self.tries += 1
        clear = [node for node in controls if name(node) == "Clear"]
        if clear and self.tries > 4:
            self.tries = 0
            return clear[0]
        return self.chance.choice(controls)


def results_shown() -> bool:
    return any(
        node.role() == ROLES.Dialog and name(node) == "Results"
        for widget in QApplication.topLevelWidgets()
        if widget.isVisible()
        for node in walk(QAccessible.queryAccessibleInterface(widget))
    )


def check_table_text(window_node: QAccessibleInterface, players: list[str]) -> None:
    """The board's text form: whose turn (the status line) and every player."""
    board = find(window_node, ROLES.Client, "Game table")
    text = description(board)
    status_bar = next(node for node in walk(window_node) if node.role() == ROLES.StatusBar)
    status = next(name(node) for node in walk(status_bar) if node.role() == ROLES.StaticText)
    assert text.splitlines()[0] == status
    for player in players:
        assert f"\n{player} (" in text


def play_by_the_tree(qtbot: Any, window: MainWindow, players: list[str]) -> int:
    """Choose among the decision's controls until the results show; the moves made."""
    reader = Reader()
    deadline = time.monotonic() + GAME_SECONDS
    moves = 0
    while not results_shown():
        assert time.monotonic() < deadline, "the game did not end"
        window_node = window_of(window)
        controls = decision_controls(window_node)
        if not controls:  # the bots are moving: until a decision or the results show
            qtbot.waitUntil(
                lambda: results_shown() or bool(decision_controls(window_of(window))),
                timeout=max(1, int((deadline - time.monotonic()) * 1000)),
            )
            continue
        if moves % 10 == 0:  # the text form and the status line follow a frame after
            qtbot.waitUntil(partial(check_table_text, window_node, players), timeout=3000)
        use(reader.choose(controls), reader.chance)
        moves += 1
        QApplication.processEvents()
    return moves


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_is_played_from_the_accessible_tree(
    window: MainWindow, qtbot: Any, game_id: str
) -> None:
    for stale in QApplication.topLevelWidgets():  # an earlier test's results, still open
        if stale is not window and stale.isVisible():
            stale.close()
    request = NewGameRequest(game_id, seats("h", "b", "b"), {}, seed=11)
    window.start_game(request)
    players = ["Layla", "Omar", "Zeynep"]
    qtbot.waitUntil(lambda: bool(decision_controls(window_of(window))))
    moves = play_by_the_tree(qtbot, window, players)
    assert moves > 3
    window_node = window_of(window)
    board = find(window_node, ROLES.Client, "Game table")
    assert "Layla" in description(board)
    # The log is a list of its lines; the last one tells the end of the game.
    log = find(window_node, ROLES.List, "Game log")
    lines = [name(log.child(row)) for row in range(log.childCount())]
    assert len(lines) > 10 and all(lines)
    assert all(log.child(row).role() == ROLES.ListItem for row in range(log.childCount()))
    assert any(player in lines[-1] for player in players) or "win" in lines[-1].lower()


def test_the_news_is_announced_and_a_curtain_hides_the_table_in_words(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pass-and-play: while the curtain is up the board has no words (they would be the next
    person's table); the status line is announced to the screen reader."""
    said: list[str] = []

    def record(event: Any) -> None:
        if event.type() == QAccessible.Event.Announcement:
            said.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    window.start_game(NewGameRequest("basta", seats("h", "h"), {}, seed=4))
    window_node = window_of(window)

    def board_text() -> str:
        return next(description(n) for n in walk_all(window_node) if name(n) == "Game table")

    qtbot.waitUntil(lambda: bool(said) and "Layla" in board_text(), timeout=5000)  # dealing
    assert any("Layla" in text or "Deal" in text for text in said)
    # The curtain goes up for the first person: the board has no words behind it.
    qtbot.waitUntil(lambda: board_text() == "", timeout=5000)
    curtain = [n for n in walk(window_node) if n.role() == ROLES.Button and "Layla" in name(n)]
    assert curtain, "the curtain's button for Layla is in the tree"


def walk_all(node: QAccessibleInterface | None) -> Iterator[QAccessibleInterface]:
    """Every node under `node`, visible or not."""
    if node is None or not node.isValid():
        return
    yield node
    for index in range(node.childCount()):
        yield from walk_all(node.child(index))
