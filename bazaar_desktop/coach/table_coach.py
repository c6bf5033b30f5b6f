"""The coach at the live table: hints and the walkthrough, made together once the board
exists and their modules are imported (they import every game's rules and view-models, so
never before the window's first paint: start-up time)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import GameAdapter
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.walkthrough import Walkthrough
    from bazaar_desktop.tables.base import GameTable


Says = Callable[[Callable[[], str], int], None]


class TableCoach(NamedTuple):
    hints: HintController
    walkthrough: Walkthrough


def make_coach(
    adapter: GameAdapter,
    board: QWidget,
    shortcuts_parent: QWidget,
    table: Callable[[], GameTable | None],
    say: Says,
) -> TableCoach:
    """Hints and the walkthrough on `board`, following `adapter`; their news told by `say`
    (the window's status line: the words, worded again after a language switch, and for how
    many milliseconds)."""
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.walkthrough import Walkthrough

    translate = QCoreApplication.translate
    hints = HintController(adapter, board, table)
    adapter.updated.connect(hints.on_update)
    walkthrough = Walkthrough(adapter, board, shortcuts_parent, table)
    adapter.updated.connect(walkthrough.on_update)
    walkthrough.ended.connect(
        lambda completed: say(
            lambda: (
                translate("MainWindow", "Walkthrough complete: play on!")
                if completed
                else translate("MainWindow", "You left the walkthrough; the game goes on.")
            ),
            6000,
        )
    )
    hints.failed.connect(
        lambda why: say(
            lambda: translate("MainWindow", "No hint this time: {why}").format(why=why), 8000
        )
    )
    return TableCoach(hints, walkthrough)
