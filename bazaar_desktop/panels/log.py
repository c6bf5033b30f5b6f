"""The game log: one line per event, with real seat names, newest always in view."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QUrl,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextImageFormat,
)
from PySide6.QtWidgets import QTextEdit, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.pieces import seat_chip

MAX_LINES = 5000  # a long game stays well under this; older lines are dropped past it
CHIP_SIZE = 12  # the seat's colour disk before a line
OBJECT_CHARACTER = "\ufffc"  # how Qt's text holds an inline image

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
            return QBrush(QColor(theme.colours().emphasis))
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


def _chip(seat: int) -> QImage:
    return seat_chip(seat, CHIP_SIZE)


class LogView(QTextEdit):
    """The log as read-only text: appending a line costs the same however long the game, and
    the newest line stays in view unless the reader scrolls up to look back (scrolling back
    to the bottom, or the next turn's heading, follows the game again).

    (A list view with word wrap lays every line out again after each insert; done in batches
    it left the newest lines blank, or the view stuck part-way up, in a fast game.)"""

    def __init__(self, model: LogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setObjectName("gameLog")
        self.setAccessibleName(self.tr("Game log"))
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.document().setMaximumBlockCount(MAX_LINES)
        self.document().setDocumentMargin(4)
        # In a short window the log gives way to a decision that needs the room (a barter
        # at 1024x640 with four players) rather than lying over its buttons.
        self.setMinimumHeight(24)
        self._following = True  # False while the reader looks back
        self._scrolling = False  # True while this view moves the scroll bar itself
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._reader_moved)
        bar.rangeChanged.connect(self._range_changed)
        model.rowsInserted.connect(self._rows_inserted)
        model.rowsRemoved.connect(self._rows_removed)
        model.modelReset.connect(self._rebuild)
        self._rebuild()

    def model_lines(self) -> list[str]:
        """The lines shown, oldest first (the log's accessible list reads them)."""
        return self._model.texts()

    # --- what the reader sees -----------------------------------------------------------
    def line_count(self) -> int:
        document = self.document()
        return 0 if document.isEmpty() else document.blockCount()

    def line_texts(self) -> list[str]:
        """Every line as shown (without the colour chips)."""
        if self.document().isEmpty():
            return []
        return [_plain(line) for line in self.toPlainText().split("\n")]

    def visible_texts(self) -> list[str]:
        """The lines at least partly inside the viewport, top to bottom."""
        if self.document().isEmpty():
            return []
        layout = self.document().documentLayout()
        top = self.verticalScrollBar().value()
        bottom = top + self.viewport().height()
        texts = []
        block = self.document().firstBlock()
        while block.isValid():
            rect = layout.blockBoundingRect(block)
            if rect.top() >= bottom:
                break
            if rect.bottom() > top:
                texts.append(_plain(block.text()))
            block = block.next()
        return texts

    def following(self) -> bool:
        return self._following

    # --- following the model ------------------------------------------------------------
    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        if first != self.line_count():  # not an append: lay the text out afresh
            self._rebuild()
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        new_lines = self._model.lines()[first : last + 1]
        for line in new_lines:
            self._write(cursor, line)
        cursor.endEditBlock()
        if any(line.heading for line in new_lines):
            self._following = True  # a new turn: the look back is over
        if self._following:
            self._show_newest()

    def _rows_removed(self, *_args: object) -> None:
        if self.line_count() != self._model.rowCount():
            self._rebuild()

    def _rebuild(self) -> None:
        self.document().clear()
        self._add_chip_images()
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        for line in self._model.lines():
            self._write(cursor, line)
        cursor.endEditBlock()
        self._following = True
        self._show_newest()

    def _write(self, cursor: QTextCursor, line: LogLine) -> None:
        block = QTextBlockFormat()
        text_format = QTextCharFormat()
        if line.heading:
            block.setTopMargin(4)
            text_format.setFontWeight(QFont.Weight.Bold)
            text_format.setForeground(QColor(theme.colours().emphasis))
        if line.seat is not None:  # wrapped lines start under the text, not the chip
            block.setLeftMargin(CHIP_SIZE + 5)
            block.setTextIndent(-(CHIP_SIZE + 5))
        if self.document().isEmpty():
            cursor.setBlockFormat(block)
        else:
            cursor.insertBlock(block)
        if line.seat is not None:
            image = QTextImageFormat()
            image.setName(_chip_name(line.seat))
            image.setWidth(CHIP_SIZE)
            image.setHeight(CHIP_SIZE)
            image.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
            cursor.insertImage(image)
            cursor.insertText(" ", text_format)
        cursor.insertText(line.text, text_format)

    def _add_chip_images(self) -> None:
        for seat in range(theme.MAX_SEATS):
            self.document().addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(_chip_name(seat)), _chip(seat)
            )

    def _reader_moved(self, value: int) -> None:
        if not self._scrolling:
            self._following = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._following:  # the text grew or the box changed size: keep the newest in view
            self._show_newest()

    def _show_newest(self) -> None:
        bar = self.verticalScrollBar()
        self._scrolling = True
        try:
            bar.setValue(bar.maximum())
        finally:
            self._scrolling = False

    # --- theme and copying --------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: chips and headings
            following = self._following
            self._rebuild()
            self._following = following

    def createMimeDataFromSelection(self) -> QMimeData:
        data = QMimeData()
        data.setText(_plain(self.textCursor().selection().toPlainText()))
        return data


def _chip_name(seat: int) -> str:
    return f"seat-chip:{seat}"


def _plain(text: str) -> str:
    """A line without its chip (an inline image is one object-replacement character)."""
    return text.replace(OBJECT_CHARACTER + " ", "").replace(OBJECT_CHARACTER, "")
