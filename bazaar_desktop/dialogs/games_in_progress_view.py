"""The list of games in progress: game, players, round, when last played; Continue and
Delete… under it. The same view is on the welcome page and in Game > Games in progress…
(`GamesInProgressDialog`). It only shows and asks; kept_games.py does the work."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme

if TYPE_CHECKING:
    from bazaar_desktop.services.games_in_progress import KeptGame

PATH_ROLE = Qt.ItemDataRole.UserRole
ROWS_SHOWN = 4  # on the welcome page: more scroll


class GamesInProgressView(QFrame):
    continue_requested = Signal(object)  # the game's file (Path)
    delete_requested = Signal(object)
    listed = Signal(int)  # how many games the list shows now

    def __init__(self, parent: QWidget | None = None, *, on_welcome: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("gamesInProgress")
        self.title = QLabel()
        self.title.setFont(theme.font(15, bold=True, serif=True))
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setStyleSheet("QTreeWidget::item { padding: 5px 4px; }")
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # The columns exist before their modes are set: a mode set on a column not there yet
        # is dropped, and the columns the labels made later were 100 px each ("Layla, Omar…"
        # cut beside an empty band). The players' names take what the others leave.
        self.tree.setColumnCount(5)
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in range(5):
            mode = (
                QHeaderView.ResizeMode.Stretch
                if column == 1
                else QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(column, mode)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemActivated.connect(lambda _item, _column: self._continue())
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("primary")
        self.continue_button.clicked.connect(lambda _c=False: self._continue())
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(lambda _c=False: self._delete())
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        margin = 14 if on_welcome else 0
        layout.setContentsMargins(margin, margin - 4 if margin else 0, margin, margin)
        layout.addWidget(self.title)
        layout.addWidget(self.tree)
        layout.addLayout(buttons)
        if on_welcome:  # a card on the welcome page's gradient
            self.setStyleSheet(
                "#gamesInProgress { background: rgba(255, 248, 235, 235); border-radius: 10px; }"
                "#gamesInProgress QLabel { color: #4a2c1a; }"
            )
        self._on_welcome = on_welcome
        self.retranslate()
        self._update_buttons()

    def retranslate(self) -> None:
        """Its words in the current language (the rows: `set_games` again)."""
        self.title.setText(self.tr("Games in progress"))
        self.tree.setHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Players"),
                self.tr("Round"),
                self.tr("Scores"),
                self.tr("Last played"),
            ]
        )
        self.continue_button.setText(self.tr("&Continue"))
        self.delete_button.setText(self.tr("&Delete…"))

    def _fit_rows(self) -> None:
        """On the welcome page the list is as tall as its rows, up to ROWS_SHOWN (then it
        scrolls): no empty band under a short list."""
        rows = min(max(1, self.tree.topLevelItemCount()), ROWS_SHOWN)
        row = self.tree.sizeHintForRow(0) if self.tree.topLevelItemCount() else 28
        frame = 2 * self.tree.frameWidth()
        self.tree.setFixedHeight(self.tree.header().sizeHint().height() + rows * row + frame)

    def set_games(self, games: list[KeptGame], names: dict[str, str]) -> None:
        selected = self.selected()
        self.tree.clear()
        now = time.time()
        for game in games:
            last = self.tr("open in another window") if game.elsewhere else when(game.saved_at, now)
            name = names.get(game.game_id, game.game_id)
            item = QTreeWidgetItem(
                [
                    self.tr("{game} (online)").format(game=name) if game.online else name,
                    ", ".join(game.seats),
                    "" if game.round is None else str(game.round),
                    " · ".join(f"{score:g}" for score in game.scores),
                    last,
                ]
            )
            item.setToolTip(1, ", ".join(game.seats))  # the whole names, if cut
            item.setData(0, PATH_ROLE, str(game.path))
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignCenter)
            if game.elsewhere:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(0, self.tr("This game is being played in another window."))
            self.tree.addTopLevelItem(item)
            if game.path == selected or (selected is None and self.tree.topLevelItemCount() == 1):
                item.setSelected(True)
                self.tree.setCurrentItem(item)
        self._update_buttons()
        if self._on_welcome:
            self._fit_rows()
        self.listed.emit(len(games))

    def selected(self) -> Path | None:
        items = [i for i in self.tree.selectedItems() if not i.isDisabled()]
        return Path(str(items[0].data(0, PATH_ROLE))) if items else None

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        self.continue_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def _continue(self) -> None:
        path = self.selected()
        if path is not None:
            self.continue_requested.emit(path)

    def _delete(self) -> None:
        path = self.selected()
        if path is not None:
            self.delete_requested.emit(path)


def when(moment: float, now: float) -> str:
    """ "today 18:05", "yesterday 21:40" or the date, in the person's words."""
    from PySide6.QtCore import QCoreApplication

    day, today = time.localtime(moment), time.localtime(now)
    clock = time.strftime("%H:%M", day)
    if day[:3] == today[:3]:
        return QCoreApplication.translate("GamesInProgressView", "today {time}").format(time=clock)
    if day[:3] == time.localtime(now - 86400)[:3]:
        return QCoreApplication.translate("GamesInProgressView", "yesterday {time}").format(
            time=clock
        )
    return time.strftime("%Y-%m-%d %H:%M", day)


class GamesInProgressDialog(QDialog):
    """Game > Games in progress…: the list, and Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Games in progress"))
        self.view = GamesInProgressView(self)
        self.empty = QLabel(self.tr("No game is in progress: every game was finished."))
        self.empty.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(self.empty)
        layout.addWidget(close)
        self.resize(720, 360)
        self.view.listed.connect(lambda count: self.empty.setVisible(count == 0))
