"""The game log: one line per event, with real seat names, newest always in view."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from bazaar_desktop import theme

MAX_LINES = 5000  # a long game stays well under this; older lines are dropped past it

ModelIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class LogLine:
    text: str
    seat: int | None = None  # whose line it is: a colour chip and tint in the view
    heading: bool = False  # a turn or round heading, shown bold


class LogModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[LogLine] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return line.text
        if role == Qt.ItemDataRole.FontRole and line.heading:
            bold = QFont()
            bold.setBold(True)
            return bold
        if role == Qt.ItemDataRole.ForegroundRole and line.heading:
            return QBrush(theme.TERRACOTTA_DARK)
        if role == Qt.ItemDataRole.DecorationRole and line.seat is not None:
            return _chip(line.seat)
        return None

    def lines(self) -> list[LogLine]:
        return list(self._lines)

    def texts(self) -> list[str]:
        return [line.text for line in self._lines]

    def append(self, new_lines: list[LogLine]) -> None:
        if not new_lines:
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(new_lines) - 1)
        self._lines.extend(new_lines)
        self.endInsertRows()
        overflow = len(self._lines) - MAX_LINES
        if overflow > 0:
            self.beginRemoveRows(QModelIndex(), 0, overflow - 1)
            del self._lines[:overflow]
            self.endRemoveRows()

    def clear(self) -> None:
        self.beginResetModel()
        self._lines = []
        self.endResetModel()


def _chip(seat: int) -> QColor:
    return theme.player_colour(seat)


class LogView(QListView):
    """Keeps the newest line visible unless the reader has scrolled up to look back."""

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        # Lay out wrapped lines in batches: a long log stays cheap to append to.
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(50)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAccessibleName(self.tr("Game log"))
        # Follow the newest line unless the reader has scrolled up to look back.
        self._reader_looking_back = False
        self.verticalScrollBar().actionTriggered.connect(self._reader_scrolled)
        model.rowsInserted.connect(self._follow)
        model.modelReset.connect(self._follow)

    def _reader_scrolled(self, _action: int) -> None:
        QTimer.singleShot(0, self._note_position)

    def _note_position(self) -> None:
        bar = self.verticalScrollBar()
        self._reader_looking_back = bar.value() < bar.maximum() - 4

    def _follow(self, *_args: object) -> None:
        if not self._reader_looking_back:
            # After the new rows are laid out (wrapped lines change the heights).
            QTimer.singleShot(0, self.scrollToBottom)
