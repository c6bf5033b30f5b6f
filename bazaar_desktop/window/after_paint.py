"""What follows the main window's first paint: the adapter, the game page's modules a group at
a time, the game page; then the garbage collector resumes (`collector`) and the start-up
threads go on (`FirstPaint.later`).

A step per turn of the event loop, the next one a frame later (a 0 ms timer would run it in
the same turn: pages.py), so that input and paints are handled in between: a step takes
up to ~50 ms of the GUI thread's CPU (Qt's namespace, made by the board view's import, about
40 ms alone); run at once they kept the window from answering for 125-170 ms
(docs/performance.md, Start-up)."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Sequence
from functools import partial
from typing import TypeVar

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from bazaar_desktop.game_page.pages import NEXT_FRAME_MS
from bazaar_desktop.services import collector

T = TypeVar("T")
# The start-up steps wait for the window's first paint, but never longer than this (a window
# shown minimised may not be painted for a long time).
FIRST_PAINT_WAIT_MS = 1000

# The game page's modules, imported a group per step.
GAME_PAGE_MODULES = (
    ("bazaar_desktop.game_page.board_view",),
    ("bazaar_desktop.panels.curtain", "bazaar_desktop.panels.log"),
    (
        "bazaar_desktop.game_page.side_column",
        "bazaar_desktop.panels.players",
        "bazaar_desktop.game_page.game_log",
    ),
)


class FirstPaint:
    """Whether `window` has been painted once and its start-up steps are done. `start_up`
    begins the steps (`begin`) unless they have begun: the window calls it at its first paint,
    and `later` after FIRST_PAINT_WAIT_MS if that paint is late."""

    def __init__(self, window: QWidget, start_up: Callable[[], None]) -> None:
        self.window = window
        self.start_up = start_up
        self.done = threading.Event()

    def later(self, work: Callable[[], T]) -> Callable[[], T]:
        """`work`, made to wait (on a worker thread) until the window has been painted once
        and the game page's modules are imported: the start-up checks and imports then never
        delay what a person sees first. Nor do they import beside those modules: PySide makes
        a type (Qt's namespace first) at its first use, and another thread using it while it
        is being made finds it without some of its names ("type object 'PySide6.QtCore.Qt'
        has no attribute 'ItemDataRole'"). A late first paint (a loaded machine, a minimised
        window) starts the steps without it; the work still waits for them. A window that is
        not shown has nothing to wait for."""
        if not self.window.isVisible():
            self.done.set()
        else:
            QTimer.singleShot(FIRST_PAINT_WAIT_MS, self.window, self.start_up)
            self.window.destroyed.connect(lambda: self.done.set())  # closed before: none waits

        def waiting() -> T:
            self.done.wait()
            return work()

        return waiting

    def begin(
        self, before: Sequence[Callable[[], object]], after: Sequence[Callable[[], object]]
    ) -> None:
        """A turn each (called by the window's first paint, posted after it): the steps
        `before`, the game page's imports, the steps `after`; then the waiting work goes on."""
        imports = [partial(_import_modules, group) for group in GAME_PAGE_MODULES]
        to_do: list[Callable[[], object]] = [*before, *imports, *after, self._finish]
        QTimer.singleShot(0, self.window, partial(self._step, to_do, 0))

    def _step(self, to_do: list[Callable[[], object]], index: int) -> None:
        to_do[index]()
        if index + 1 < len(to_do):
            QTimer.singleShot(NEXT_FRAME_MS, self.window, partial(self._step, to_do, index + 1))

    def _finish(self) -> None:
        collector.resume()  # paused by `make_application`
        self.done.set()  # the start-up threads go on


def _import_modules(names: tuple[str, ...]) -> None:
    for name in names:
        importlib.import_module(name)
