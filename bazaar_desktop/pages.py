"""The window's pages (the welcome page, the table, the pass-the-device curtain), switched in
one place, so that a new table can be shown in turns of the event loop.

Building a table (widgets, the scene's pieces, the first update), laying out its page and
painting its board each take a few tens of milliseconds; done in one turn, the window froze
for the sum (issue 17). A staged switch builds while the old page still shows, shows the new
page (its board still empty) in the next turn and runs `then` (which puts the board in) in
the turn after, so no turn is long. Any page asked for meanwhile (the curtain of a
pass-and-play game) replaces the staged one: the table is never painted before its curtain.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

PAINT_WAIT_MS = 100
# Not 0: Qt runs a 0 ms single shot with the posted events of this very turn (paints too).
NEXT_TURN_MS = 1


class Pages(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._staged: QWidget | None = None
        self._then: Callable[[], None] | None = None
        self._generation = 0  # a `then` left over from a replaced table is not called
        self._waiting: Callable[[], None] | None = None

    def showing(self) -> QWidget | None:
        """The page shown, or the one that will be at the next turn."""
        return self._staged if self._staged is not None else self.currentWidget()

    def show_page(self, page: QWidget) -> None:
        if self._staged is not None:
            self._staged = page  # shown at the staged turn, not before
        elif self.currentWidget() is not page:
            self.setCurrentWidget(page)

    def show_in_turns(self, page: QWidget, then: Callable[[], None], *, staged: bool) -> None:
        """Show `page` in the next turn of the event loop and call `then` in the turn after
        (see the module); at once if not `staged` (no animations) or if `page` shows already."""
        self._generation += 1
        self._then = None
        if not staged or (self.currentWidget() is page and self._staged is None):
            then()
            self.show_page(page)
            return
        if self._staged is None:
            QTimer.singleShot(NEXT_TURN_MS, self, self._show_staged)
        self._staged, self._then = page, then

    def _show_staged(self) -> None:
        page, self._staged = self._staged, None
        then, self._then = self._then, None
        if page is not None:
            self.show_page(page)
        shown = self.currentWidget()
        if then is None or shown is None:
            if then is not None:
                then()
            return
        generation = self._generation  # no other table since `then` was staged

        def call_once() -> None:
            if self._generation == generation and self._waiting is not None:
                self._waiting = None
                then()

        # `then` comes a turn after the page's first paint; if the window does not paint
        # (minimised), a little later.
        self._waiting = call_once
        shown.installEventFilter(self)
        QTimer.singleShot(PAINT_WAIT_MS, self, call_once)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._waiting is not None:
            watched.removeEventFilter(self)
            QTimer.singleShot(NEXT_TURN_MS, self, self._waiting)
        return super().eventFilter(watched, event)
