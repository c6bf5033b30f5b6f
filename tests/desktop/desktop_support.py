"""Helpers for the desktop tests: controllable bots, seat lists, waiting."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_engine.bots.base import Bot, RandomBot
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Match

P = TypeVar("P", bound=QWidget)
S = TypeVar("S", bound=QGraphicsScene)


def match_of(window: Any) -> Match[Any]:
    """The game on the window's adapter (a window, or the adapter itself; a game is on)."""
    adapter = getattr(window, "adapter", window)
    assert adapter.match is not None, "no game"
    match: Match[Any] = adapter.match
    return match


def top_item(tree: QTreeWidget, row: int = 0) -> QTreeWidgetItem:
    """A row of a list of games, which is there."""
    item = tree.topLevelItem(row)
    assert item is not None, row
    return item


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    """A cell of a table of results, which is filled."""
    item = table.item(row, column)
    assert item is not None, (row, column)
    return item


def panel_of(window: Any, kind: type[P]) -> P:
    """The table's decision panel, as its game's class (the table is up)."""
    assert window.table is not None, "no table"
    panel = window.table.panel
    assert isinstance(panel, kind), panel
    return panel


def scene_of(window: Any, kind: type[S]) -> S:
    """The table's scene, as its game's class (the table is up)."""
    assert window.table is not None, "no table"
    scene = window.table.scene
    assert isinstance(scene, kind), scene
    return scene


class GatedBot(Bot):
    """A bot that thinks until the test opens its gate, then plays a random legal move."""

    level = "gated"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.gate = threading.Event()
        self.started = threading.Event()
        self.finished = threading.Event()

    def choose(self, view: State[Any], seat: int) -> Any:
        self.started.set()
        self.gate.wait(timeout=20)
        action = view.random_action(seat, self.rng)
        self.finished.set()
        return action


class BotBox:
    """Hands out bots to an adapter and remembers them, so a test can hold or release them."""

    def __init__(self, gated_seats: set[int] | None = None) -> None:
        self.gated_seats = gated_seats or set()
        self.made: list[tuple[int, Bot]] = []

    def __call__(self, game_id: str, level: str, seed: str) -> Bot:
        seat = int(seed.rsplit("-", 1)[1])
        bot: Bot = GatedBot(seed) if seat in self.gated_seats else RandomBot(seed)
        self.made.append((seat, bot))
        return bot

    def gated(self) -> list[GatedBot]:
        return [bot for _, bot in self.made if isinstance(bot, GatedBot)]

    def release_all(self) -> None:
        for bot in self.gated():
            bot.gate.set()


def seats(*kinds: str) -> tuple[SeatSpec, ...]:
    """ "h" = a person, "b" = a random bot; named after the seat number."""
    names = ["Layla", "Omar", "Zeynep", "Karim"]
    return tuple(SeatSpec(names[i], kind == "b", "random") for i, kind in enumerate(kinds))


def basari(*kinds: str, seed: int = 7, **options: Any) -> NewGameRequest:
    return NewGameRequest("basari", seats(*kinds), dict(options), seed)


def wait_for(qtbot: Any, condition: Callable[[], bool], timeout: int = 15000) -> None:
    qtbot.waitUntil(condition, timeout=timeout)


def next_turn(qtbot: Any) -> None:
    """Let the event loop go round once: the events posted so far (layout requests, paints)
    are handled and a 0 ms timer started now has fired."""
    turned: list[int] = []
    QTimer.singleShot(0, lambda: turned.append(1))
    qtbot.waitUntil(lambda: bool(turned), timeout=5000)


def _geometry(roots: tuple[QWidget, ...]) -> list[tuple[bool, QPoint, Any]]:
    alive = [root for root in roots if shiboken6.isValid(root)]  # a closed window goes
    widgets = [w for root in alive for w in (root, *root.findChildren(QWidget))]
    widgets = [w for w in widgets if shiboken6.isValid(w)]
    return [(w.isVisible(), w.mapToGlobal(QPoint()), w.size()) for w in widgets]


def settle(qtbot: Any, *widgets: QWidget, turns: int = 2, most: int = 500) -> None:
    """Wait until layouts are done: the place, size and visibility of `widgets` and all their
    children (of every shown window if none are given) unchanged over `turns` consecutive
    turns of the event loop. Layouts are redone from the event loop, in more than one turn
    when a change sets off another (a label that wraps, then the box that holds it)."""
    roots = widgets or tuple(
        w for w in QApplication.topLevelWidgets() if shiboken6.isValid(w) and w.isVisible()
    )
    steady, last = 0, _geometry(roots)
    for _ in range(most):
        next_turn(qtbot)
        now = _geometry(roots)
        steady = steady + 1 if now == last else 0
        if steady >= turns:
            return
        last = now
    raise AssertionError(f"the layout was still moving after {most} turns of the event loop")


def watch_a_saved_game(window: Any) -> None:
    """Game > Watch replay…, for a saved game: during a game the window asks first whether
    to watch this game or a saved one."""
    window.menu_actions.replay.trigger()
    question = window.results.replay_question
    if question is not None:
        next(b for b in question.buttons() if b.text() == "A &saved game…").click()


def written(qtbot: Any, window: Any) -> None:
    """Wait until the save asked for (written and checked on a worker thread) is done."""
    qtbot.waitUntil(lambda: not window.session.file_writer.busy, timeout=15000)
