"""The window's game page: the board, the side column (players, decision, log) and the
curtain. None of it is seen before a game starts, so it is made after the window's first
paint (or when a part of it is first needed, whichever is sooner) and its modules are imported
then: the welcome page is all a person sees first (start-up time, see docs/performance.md).

`GamePage` owns these widgets; reading a part (`page.view`) makes the page first if need be.
It says what it cannot do itself by signals: `built` (the window then puts the bots' status
and the menus' state on it), `undo_clicked`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from PySide6.QtCore import QCoreApplication, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGroupBox, QPushButton, QSplitter, QTableView, QWidget

    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.game_page.board_view import BoardView
    from bazaar_desktop.game_page.game_log import GameLog
    from bazaar_desktop.game_page.pages import Pages
    from bazaar_desktop.game_page.side_column import SideColumn
    from bazaar_desktop.panels.curtain import Curtain
    from bazaar_desktop.panels.log import LogModel, LogView
    from bazaar_desktop.panels.players import PlayersModel
    from bazaar_desktop.panels.stack import PageStack
    from bazaar_desktop.tables.base import GameTable

T = TypeVar("T")


class GamePagePart(Generic[T]):
    """A part of the game page: reading it makes the page first if that has not happened."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.stored = f"_{name}"

    @overload
    def __get__(self, page: None, owner: type) -> GamePagePart[T]: ...
    @overload
    def __get__(self, page: GamePage, owner: type | None = None) -> T: ...
    def __get__(self, page: GamePage | None, owner: type | None = None) -> T | GamePagePart[T]:
        if page is None:  # read on the class
            return self
        if self.stored not in vars(page):
            page.build()
        value: T = vars(page)[self.stored]
        return value

    def __set__(self, page: GamePage, value: T) -> None:
        vars(page)[self.stored] = value


class GamePage(QObject):
    """The game page of a window: its widgets go into `pages`, with `parent` as their owner."""

    built = Signal()  # the whole page is made (once)
    undo_clicked = Signal()

    view: GamePagePart[BoardView] = GamePagePart()
    splitter: GamePagePart[QSplitter] = GamePagePart()
    curtain: GamePagePart[Curtain] = GamePagePart()
    side: GamePagePart[SideColumn] = GamePagePart()
    game_log: GamePagePart[GameLog] = GamePagePart()
    # The side column's parts, here for the tables' tests and the smoke run.
    players_model: GamePagePart[PlayersModel] = GamePagePart()
    players_view: GamePagePart[QTableView] = GamePagePart()
    log_model: GamePagePart[LogModel] = GamePagePart()
    log_view: GamePagePart[LogView] = GamePagePart()
    log_box: GamePagePart[QGroupBox] = GamePagePart()
    decision_box: GamePagePart[QGroupBox] = GamePagePart()
    decision_holder: GamePagePart[PageStack] = GamePagePart()
    undo_button: GamePagePart[QPushButton] = GamePagePart()

    def __init__(
        self,
        parent: QWidget,
        pages: Pages,
        adapter: AdapterSlot,
        table: Callable[[], GameTable | None],
    ) -> None:
        super().__init__(parent)
        self.owner = parent
        self.pages = pages
        self.adapter = adapter
        self.table = table
        self.is_built = False
        self.side_moved_by_user = False

    def build(self) -> None:
        """The steps of BUILD_STEPS not taken yet (`after_paint` takes them a turn each)."""
        if self.is_built:
            return
        self.is_built = True
        for step in BUILD_STEPS:
            step(self)
        self.built.emit()

    def _made(self, part: str) -> bool:
        return f"_{part}" in vars(self)

    def make_log(self) -> None:
        from bazaar_desktop.game_page.game_log import GameLog

        if not self._made("game_log"):
            self.game_log = GameLog(self.table, self)
            self.log_model = self.game_log.model

    def make_board(self) -> None:
        from bazaar_desktop.game_page.board_view import BoardView

        if not self._made("view"):
            self.view = BoardView()
            self.curtain = self.new_curtain()

    def new_curtain(self) -> Curtain:
        from bazaar_desktop.panels.curtain import Curtain

        curtain = Curtain()
        curtain.lifted.connect(lambda: self.adapter.get().lift_curtain())
        return curtain

    def make_side(self) -> None:
        """Players, the decision of the person to act (with Undo) and the log."""
        from bazaar_desktop.game_page.side_column import SideColumn

        if self._made("side"):
            return
        side = SideColumn(self.log_model, self.owner)
        side.undo_button.clicked.connect(self.undo_clicked)
        self.side = side
        self.players_model, self.players_view = side.players_model, side.players_view
        self.log_view, self.log_box = side.log_view, side.log_box
        self.decision_box, self.decision_holder = side.decision_box, side.decision_holder
        self.undo_button = side.undo_button

    def assemble(self) -> None:
        """The board and the side column side by side; the page and the curtain in `pages`."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QSplitter

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        splitter.splitterMoved.connect(self._note_splitter_moved)
        self.splitter = splitter
        self.pages.addWidget(splitter)
        self.pages.addWidget(self.curtain)
        self.size_side(self.owner.width())

    def _note_splitter_moved(self, *_args: object) -> None:
        self.side_moved_by_user = True

    def size_side(self, width: int) -> None:
        """The side column's share of a window `width` wide, unless the person set it."""
        if self.is_built and not self.side_moved_by_user:
            side = max(290, min(440, int(width * 0.27)))
            self.splitter.setSizes([max(1, width - side), side])

    def retranslate(self, decision_title: str | None) -> None:
        """After a language switch: the side's titles, the board's name, the curtain."""
        if not self.is_built:
            return  # made later, in the new language
        self.side.retranslate(decision_title)
        self.view.setAccessibleName(QCoreApplication.translate("BoardView", "Game board"))
        self.curtain.retranslate()


# In this order: each step reads only the parts the steps before it made.
BUILD_STEPS: tuple[Callable[[GamePage], None], ...] = (
    GamePage.make_log,
    GamePage.make_board,
    GamePage.make_side,
    GamePage.assemble,
)
