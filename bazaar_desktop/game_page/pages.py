"""The window's pages (the welcome page, the table, the pass-the-device curtain), switched in
one place, so that a new table can be shown in turns of the event loop.

Building a table (widgets, the scene's pieces, the first update), laying out its page and
painting its board each take a few tens of milliseconds; done in one turn, the window froze
for the sum. A staged switch builds while the old page still shows, runs the
steps handed to `prepare` (the table put in place) and `before_showing` (its first update) a
frame apart, shows the new page (its board still empty) and runs `then` (which puts the board
in) a frame after its first paint, so no turn is long. Any page asked for meanwhile (the
curtain of a pass-and-play game) replaces the staged one: the table is never painted before
its curtain.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

PAINT_WAIT_MS = 100
# A frame at 60 Hz: the work of one step is painted, and input is handled, before the next
# (not 0: Qt runs a 0 ms single shot with the posted events of this very turn, paints too).
NEXT_FRAME_MS = 16


class Pages(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._staged: QWidget | None = None
        self._then: Callable[[], None] | None = None
        self._generation = 0  # a `then` left over from a replaced table is not called
        self._waiting: Callable[[], None] | None = None
        self._steps: list[Callable[[], None]] = []  # to run before the staged page shows
        self._update_taken = False

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
        (see the module); at once if not `staged` (no animations)."""
        self._generation += 1
        self._then = None
        self._steps = []  # the steps of a table replaced before it showed
        self._update_taken = False
        if not staged:
            then()
            self.show_page(page)
            return
        if self._staged is None:
            QTimer.singleShot(NEXT_FRAME_MS, self, self._next_turn)
        self._staged, self._then = page, then

    def prepare(self, step: Callable[[], None]) -> None:
        """Run `step` in a turn of its own before the staged page shows (putting the new table
        in place), before its first update; at once if no page is staged."""
        if self._staged is None:
            step()
        else:
            self._steps.append(step)

    def before_showing(self, step: Callable[[], None]) -> bool:
        """Run `step` in a turn of its own before the staged page shows: one per staged page
        (the table's first update). False if no page is staged or an update was handed over
        already: then the steps still waiting are run now and the caller does `step` at once,
        so that what the table shows never falls behind the game by more than that one."""
        if self._staged is None or self._update_taken:
            self._run_steps()
            return False
        self._update_taken = True
        self._steps.append(step)
        return True

    def _run_steps(self) -> None:
        while self._steps:
            self._steps.pop(0)()

    def _next_turn(self) -> None:
        if not self._steps:
            self._show_staged()
            return
        self._steps.pop(0)()
        QTimer.singleShot(NEXT_FRAME_MS, self, self._next_turn)

    def _show_staged(self) -> None:
        page, self._staged = self._staged, None
        then, self._then = self._then, None
        switched = page is not None and self.currentWidget() is not page
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
        # (minimised), a little later; a frame later if the page showed already (a new game
        # at the table).
        self._waiting = call_once
        if not switched:
            QTimer.singleShot(NEXT_FRAME_MS, self, call_once)
            return
        shown.installEventFilter(self)
        QTimer.singleShot(PAINT_WAIT_MS, self, call_once)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._waiting is not None:
            watched.removeEventFilter(self)
            QTimer.singleShot(NEXT_FRAME_MS, self, self._waiting)
        return super().eventFilter(watched, event)


class NextFrame(QObject):
    """Work that may wait a frame, run in the order handed over, a frame after the first: the
    side column's share of an update (players, log) then does not add to the turn in which the
    board shows the move and paints it (no long turn)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: list[Callable[[], None]] = []

    def run(self, job: Callable[[], None], *, now: bool = False) -> None:
        """`job` in the next frame, after the ones waiting; `now`: at once, after them."""
        self._jobs.append(job)
        if now:
            self.flush()
        elif len(self._jobs) == 1:
            QTimer.singleShot(NEXT_FRAME_MS, self, self.flush)

    def flush(self) -> None:
        """Run the waiting jobs now (before anything that depends on them)."""
        while self._jobs:
            self._jobs.pop(0)()

    def drop(self) -> None:
        """Forget the waiting jobs (they belong to a table that is gone)."""
        self._jobs.clear()
