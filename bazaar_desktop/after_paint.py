"""What follows the main window's first paint: the adapter, the game page's modules a group at
a time, the game page; then the garbage collector resumes (`collector`) and the start-up
threads go on (`game_page.after_first_paint`).

A step per turn of the event loop, the next one a frame later (a 0 ms timer would run it in
the same turn: pages.py), so that input and paints are handled in between: a step takes
up to ~50 ms of the GUI thread's CPU (Qt's namespace, made by the board view's import, about
40 ms alone); run at once they kept the window from answering for 125-170 ms
(docs/performance.md, Start-up)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from bazaar_desktop import collector, game_page
from bazaar_desktop.pages import NEXT_FRAME_MS

if TYPE_CHECKING:
    from bazaar_desktop.main_window import MainWindow

# The game page's modules, imported a group per step.
GAME_PAGE_MODULES = (
    ("bazaar_desktop.board_view",),
    ("bazaar_desktop.panels.curtain", "bazaar_desktop.panels.log"),
    ("bazaar_desktop.side_column", "bazaar_desktop.panels.players", "bazaar_desktop.game_log"),
)


def begin(main: MainWindow) -> None:
    """Start the steps (called by the window's first paint, posted after it)."""
    QTimer.singleShot(0, main, partial(_step, main, 0))


def steps(main: MainWindow) -> list[Callable[[], object]]:
    imports = [partial(_import_modules, group) for group in GAME_PAGE_MODULES]
    parts = [partial(make_part, main) for make_part in game_page.BUILD_STEPS[:-1]]
    return [main.make_adapter, *imports, *parts, main.build_game_page, partial(_done, main)]


def _step(main: MainWindow, index: int) -> None:
    to_do = steps(main)
    to_do[index]()
    if index + 1 < len(to_do):
        QTimer.singleShot(NEXT_FRAME_MS, main, partial(_step, main, index + 1))


def _import_modules(names: tuple[str, ...]) -> None:
    for name in names:
        importlib.import_module(name)


def _done(main: MainWindow) -> None:
    collector.resume()  # paused by `make_application`
    main.first_painted.set()  # the start-up threads go on
