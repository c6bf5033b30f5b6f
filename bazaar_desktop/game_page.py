"""The window's game page: the board, the side column (players, decision, log), the curtain,
the bots' status and the coach. None of it is seen before a game starts, so it is made after
the window's first paint (or when a part of it is first needed, whichever is sooner) and its
modules are imported then: the welcome page is all a person sees first (start-up time, see
docs/performance.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGroupBox, QPushButton, QSplitter, QTableView

    from bazaar_desktop.board_view import BoardView
    from bazaar_desktop.bot_watch import BotWatch
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.walkthrough import Walkthrough
    from bazaar_desktop.game_log import GameLog
    from bazaar_desktop.main_window import MainWindow
    from bazaar_desktop.panels.curtain import Curtain
    from bazaar_desktop.panels.log import LogModel, LogView
    from bazaar_desktop.panels.players import PlayersModel
    from bazaar_desktop.panels.stack import PageStack
    from bazaar_desktop.side_column import SideColumn

T = TypeVar("T")
# Start-up work waits for the window's first paint, but never longer than this (a window
# shown minimised may not be painted for a long time).
FIRST_PAINT_WAIT_MS = 1000


class GamePagePart(Generic[T]):
    """An attribute of the window that is a part of the game page: reading it makes the page
    first if that has not happened yet (`MainWindow.build_game_page`)."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.stored = f"_{name}"

    @overload
    def __get__(self, main: None, owner: type) -> GamePagePart[T]: ...
    @overload
    def __get__(self, main: MainWindow, owner: type | None = None) -> T: ...
    def __get__(self, main: MainWindow | None, owner: type | None = None) -> T | GamePagePart[T]:
        if main is None:  # read on the class
            return self
        if self.stored not in vars(main):
            main.build_game_page()
        value: T = vars(main)[self.stored]
        return value

    def __set__(self, main: MainWindow, value: T) -> None:
        vars(main)[self.stored] = value


class GamePageParts:
    """The parts of the main window's game page, as its attributes (a mixin of the window):
    the tables, their tests and the smoke run reach them as `window.view`, `window.side`..."""

    view: GamePagePart[BoardView] = GamePagePart()
    splitter: GamePagePart[QSplitter] = GamePagePart()
    curtain: GamePagePart[Curtain] = GamePagePart()
    side: GamePagePart[SideColumn] = GamePagePart()
    players_model: GamePagePart[PlayersModel] = GamePagePart()
    players_view: GamePagePart[QTableView] = GamePagePart()
    log_view: GamePagePart[LogView] = GamePagePart()
    log_box: GamePagePart[QGroupBox] = GamePagePart()
    decision_box: GamePagePart[QGroupBox] = GamePagePart()
    decision_holder: GamePagePart[PageStack] = GamePagePart()
    undo_button: GamePagePart[QPushButton] = GamePagePart()
    bot_watch: GamePagePart[BotWatch] = GamePagePart()
    game_log: GamePagePart[GameLog] = GamePagePart()
    log_model: GamePagePart[LogModel] = GamePagePart()
    game_page_built = False  # set by `MainWindow.build_game_page`


def after_first_paint(main: MainWindow, work: Callable[[], T]) -> Callable[[], T]:
    """`work`, made to wait (on a worker thread) until `main` has been painted once: the
    start-up checks and imports then never delay what a person sees first. A window that is
    not shown has nothing to wait for."""
    if not main.isVisible():
        main.first_painted.set()
    else:
        QTimer.singleShot(FIRST_PAINT_WAIT_MS, main.first_painted.set)

    def waiting() -> T:
        main.first_painted.wait()
        return work()

    return waiting


def build(main: MainWindow) -> None:
    """Make the game page of `main` and add it to its pages (after the welcome page): the steps
    of BUILD_STEPS not taken yet (`after_paint` takes them a turn each)."""
    for step in BUILD_STEPS:
        step(main)


def _made(main: MainWindow, part: str) -> bool:
    return f"_{part}" in vars(main)


def make_log(main: MainWindow) -> None:
    from bazaar_desktop.game_log import GameLog

    if not _made(main, "game_log"):
        main.game_log = GameLog(lambda: main.table, main)
        main.log_model = main.game_log.model


def make_board(main: MainWindow) -> None:
    from bazaar_desktop.board_view import BoardView
    from bazaar_desktop.panels.curtain import Curtain

    if not _made(main, "view"):
        main.view = BoardView()
        main.curtain = Curtain()
        main.curtain.lifted.connect(main.adapter.lift_curtain)


def make_side(main: MainWindow) -> None:
    """Players, the decision of the person to act (with Undo) and the log."""
    from bazaar_desktop.side_column import SideColumn

    if _made(main, "side"):
        return
    side = SideColumn(main.log_model, main)
    side.undo_button.clicked.connect(main.undo)
    main.side = side
    # The side's parts, as the window's: the tables' tests and the smoke run reach them.
    main.players_model, main.players_view = side.players_model, side.players_view
    main.log_view, main.log_box = side.log_view, side.log_box
    main.decision_box, main.decision_holder = side.decision_box, side.decision_holder
    main.undo_button = side.undo_button


def assemble(main: MainWindow) -> None:
    """The board and the side column side by side, the page and the curtain in the window."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSplitter

    from bazaar_desktop.bot_watch import BotWatch

    splitter = QSplitter(Qt.Orientation.Horizontal)
    splitter.addWidget(main.view)
    splitter.addWidget(main.side)
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 0)
    splitter.setChildrenCollapsible(False)
    splitter.splitterMoved.connect(main.note_splitter_moved)
    main.splitter = splitter
    main.pages.addWidget(splitter)
    main.pages.addWidget(main.curtain)
    main.bot_watch = BotWatch(main, main.thinking_label)
    main.side.show_log(main.log_action.isChecked())
    main.size_side()
    main.update_actions()


# In this order: each step reads only the parts the steps before it made.
BUILD_STEPS: tuple[Callable[[MainWindow], None], ...] = (make_log, make_board, make_side, assemble)


def build_coach(main: MainWindow) -> tuple[HintController, Walkthrough]:
    """Hints and the walkthrough of `main`, made once the start-up work has imported the
    coach's modules (`ResumeFlow`), or with the first table if that comes sooner."""
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.walkthrough import Walkthrough

    translate = QCoreApplication.translate
    status = main.statusBar()
    hints = HintController(main.adapter, main.view, lambda: main.table)
    main.adapter.updated.connect(hints.on_update)
    walkthrough = Walkthrough(main.adapter, main.view, main, lambda: main.table)
    main.adapter.updated.connect(walkthrough.on_update)
    walkthrough.ended.connect(
        lambda completed: status.showMessage(
            translate("MainWindow", "Walkthrough complete: play on!")
            if completed
            else translate("MainWindow", "You left the walkthrough; the game goes on."),
            6000,
        )
    )
    hints.failed.connect(
        lambda why: status.showMessage(
            translate("MainWindow", "No hint this time: {why}").format(why=why), 8000
        )
    )
    return hints, walkthrough
