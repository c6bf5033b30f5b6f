"""Every player's row shows from the first frame after the list changes hands (issue: right
after a switch, a new game of 3 after a game of 2, or a hot-seat seat switch, the players list
showed 2 of its 3 rows for a frame). Each paint of the list is watched: whenever it paints,
every row of the model lies whole in its viewport."""

from __future__ import annotations

import random
from typing import Any

from desktop_support import next_turn, seats, settle, wait_for
from PySide6.QtCore import QEvent, QObject, Qt

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.panels.players import PlayersView
from bazaar_desktop.window.main_window import MainWindow


class PaintWatch(QObject):
    """On each paint of the list's viewport: how many rows the model has, how many show."""

    def __init__(self, view: PlayersView) -> None:
        super().__init__(view)
        self.view = view
        self.paints: list[tuple[int, int]] = []
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints.append((self.view.model().rowCount(), self.whole_rows()))
        return super().eventFilter(watched, event)

    def whole_rows(self) -> int:
        view, height = self.view, self.view.viewport().height()
        rows = range(view.model().rowCount())
        return sum(
            1
            for r in rows
            if view.rowViewportPosition(r) >= 0
            and view.rowViewportPosition(r) + view.rowHeight(r) <= height
        )


def _watched_after_a_game_of_two(qtbot: Any, window: MainWindow) -> PaintWatch:
    """A game of two settled on the table, its players list's paints watched from now on."""
    window.start_game(NewGameRequest("jewels", seats("h", "b"), {}, 7))
    wait_for(qtbot, lambda: window.page.players_model.rowCount() == 2)
    settle(qtbot, window)
    return PaintWatch(window.page.side.players_view)


def test_a_game_of_three_after_a_game_of_two_shows_three_rows_from_its_first_frame(
    qtbot: Any, window: MainWindow
) -> None:
    watch = _watched_after_a_game_of_two(qtbot, window)
    window.start_game(NewGameRequest("jewels", seats("h", "b", "b"), {}, 8))
    wait_for(qtbot, lambda: window.page.players_model.rowCount() == 3)
    settle(qtbot, window)
    assert watch.paints
    assert [p for p in watch.paints if p[0] == 3 and p[1] < 3] == []


def test_a_hot_seat_game_of_three_after_two_shows_three_rows_at_every_hand_over(
    qtbot: Any, window: MainWindow
) -> None:
    watch = _watched_after_a_game_of_two(qtbot, window)
    window.start_game(NewGameRequest("basta", seats("h", "h", "b"), {}, 8))  # pass and play
    rng, lifted, adapter = random.Random(5), 0, window.adapter
    while lifted < 3:
        wait_for(qtbot, lambda: curtain_up(window) or adapter.human_to_act() is not None)
        if curtain_up(window):
            wait_for(qtbot, lambda: window.pages.showing() is window.pages.currentWidget())
            next_turn(qtbot)  # what the curtain's showing posted has been handled
            qtbot.keyClick(window.curtain, Qt.Key.Key_Space)  # the device changes hands
            lifted += 1
            continue
        person, match = adapter.human_to_act(), adapter.match
        assert person is not None and match is not None
        assert adapter.submit(person, match.state.random_action(person, rng))
    settle(qtbot, window)
    assert any(p[0] == 3 for p in watch.paints)
    assert [p for p in watch.paints if p[0] == 3 and p[1] < 3] == []


def curtain_up(window: MainWindow) -> bool:
    return window.pages.currentWidget() is window.curtain
