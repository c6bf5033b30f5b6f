"""Players and scores: one row per seat; the columns after the name are given by the game."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.pieces import seat_chip
from bazaar_desktop.services import i18n

CHIP_SIZE = 12  # the seat's colour disk before the name
# The player's bare name in the name column; its display text adds a mark ("Omar (thinking)").
NAME_ROLE = Qt.ItemDataRole.UserRole + 1

ModelIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    title: str
    tooltip: str = ""
    icon: QIcon | None = None
    stretch: bool = False


@dataclass(frozen=True)
class PlayerRow:
    seat: int
    name: str
    kind: str  # "Person" or "Bot (medium)", for the tooltip
    cells: tuple[str, ...]  # one per game column
    deciding: bool = False
    thinking: bool = False
    winner: bool = False
    cell_tooltips: tuple[str, ...] = field(default_factory=tuple)
    stand_in: bool = False  # online: a bot plays for this person (the host's choice)
    away: bool = False  # online: this person is not connected (the table waits for them)


class PlayersModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._columns: list[Column] = []
        self._rows: list[PlayerRow] = []
        self._kept: dict[int, list[dict[int, object]]] = {}  # row -> column -> role -> data
        self._kept_for: tuple[str, str] | None = None  # the theme and language they are in

    def set_columns(self, columns: list[Column]) -> None:
        self.beginResetModel()
        self._columns = list(columns)
        self._rows = []
        self._kept = {}
        self.endResetModel()

    def set_rows(self, rows: list[PlayerRow]) -> None:
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = list(rows)
            self._kept = {}
            self.endResetModel()
            return
        # Only the rows that changed, in one signal: each makes the view size its columns again.
        changed = [
            n for n, (old, new) in enumerate(zip(self._rows, rows, strict=True)) if old != new
        ]
        self._rows = list(rows)
        for number in changed:
            self._kept.pop(number, None)
        if changed:
            last = self.index(changed[-1], self.columnCount() - 1)
            self.dataChanged.emit(self.index(changed[0], 0), last)

    def rows(self) -> list[PlayerRow]:
        return list(self._rows)

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1 + len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if section == 0:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Player")
            return None
        # A header may still ask while Python takes the model down (its attributes go first).
        columns: list[Column] = getattr(self, "_columns", [])
        if not 0 < section <= len(columns):
            return None
        column = columns[section - 1]
        if role == Qt.ItemDataRole.DisplayRole:
            return column.title
        if role == Qt.ItemDataRole.ToolTipRole:
            return column.tooltip or column.title
        if role == Qt.ItemDataRole.DecorationRole:
            return column.icon
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        # The view asks for every role of every cell many times per update (it sizes its
        # columns to their contents): the answers are worked out once per row and kept.
        key = (theme.colours().name, i18n.current_language())
        if self._kept_for != key:
            self._kept, self._kept_for = {}, key
        row_number = index.row()
        cells = self._kept.get(row_number)
        if cells is None:
            cells = self._kept[row_number] = self._row_data(self._rows[row_number])
        column = index.column()
        return cells[column].get(role) if 0 <= column < len(cells) else None

    def _row_data(self, row: PlayerRow) -> list[dict[int, object]]:
        roles = Qt.ItemDataRole
        shared: dict[int, object] = {roles.ForegroundRole: QBrush(QColor(theme.colours().text))}
        if row.deciding or row.winner:
            bold = QFont()
            bold.setBold(True)
            shared[roles.FontRole] = bold
        if row.deciding:
            shared[roles.BackgroundRole] = QBrush(QColor(theme.colours().active_row))
        name = {
            **shared,
            roles.DisplayRole: self._display(row, 0),
            NAME_ROLE: row.name,
            roles.ToolTipRole: row.kind,
            roles.DecorationRole: seat_chip(row.seat, CHIP_SIZE),
        }
        cells = [name]
        for column in range(1, self.columnCount()):
            tips = row.cell_tooltips
            cells.append(
                {
                    **shared,
                    roles.DisplayRole: self._display(row, column),
                    roles.ToolTipRole: tips[column - 1] if column - 1 < len(tips) else None,
                    roles.TextAlignmentRole: int(Qt.AlignmentFlag.AlignCenter),
                }
            )
        return cells

    def _display(self, row: PlayerRow, column: int) -> str:
        if column == 0:
            if row.stand_in:  # a bot plays for the person: said in the row, not only its tip
                if row.thinking:
                    return self.tr("{name} (bot thinking)").format(name=row.name)
                return self.tr("{name} (bot playing)").format(name=row.name)
            if row.away:  # said in words: a colour or a tip alone is missed
                return self.tr("{name} (away)").format(name=row.name)
            if row.thinking:
                # Not "Omar …", which read like a name cut short.
                return self.tr("{name} (thinking)").format(name=row.name)
            if row.winner:
                return self.tr("{name} ★").format(name=row.name)
            return row.name
        return row.cells[column - 1] if column - 1 < len(row.cells) else ""


class NameDelegate(QStyledItemDelegate):
    """Draws the name column: where the name and its mark do not fit, the name is shortened
    and the mark kept whole ("Maximil… (thinking)", not "Maximilian (thinki…": a cut mark
    reads like a cut name, and says nothing)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        shown.text = self.text_shown(shown, index)
        style = shown.widget.style() if shown.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, shown.widget)

    @staticmethod
    def text_shown(option: QStyleOptionViewItem, index: ModelIndex) -> str:
        """The cell's text as drawn in `option` (initialised for `index`): whole if it fits,
        else its name shortened to leave the rest of the text (the mark) whole."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        name = str(index.data(NAME_ROLE) or "")
        style = option.widget.style() if option.widget is not None else QApplication.style()
        with_text = QStyleOptionViewItem(option)
        with_text.text = text
        # The style draws the text inside this rectangle less a margin on each side.
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, with_text, option.widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, option.widget)
        room = rect.width() - 2 * (margin + 1)
        metrics = option.fontMetrics
        start = text.find(name) if name else -1
        if metrics.horizontalAdvance(text) <= room or start < 0:
            return text
        before, after = text[:start], text[start + len(name) :]
        left = room - metrics.horizontalAdvance(before + after)
        short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, left))
        return before + (short or name[:1] + "\u2026") + after


class PlayersView(QTableView):
    def __init__(self, model: PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("playersTable")
        self.setAccessibleName(self.tr("Players and scores"))
        self.verticalHeader().hide()
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAlternatingRowColors(True)
        # No scroll bar even when short (it would take the names' room): the wheel scrolls,
        # and the row of whoever decides is kept in view (`_show_deciding`).
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setShowGrid(False)
        # One line per player whatever the column's width: a long name is shortened, not
        # wrapped (a wrapped row would push the table's other rows out of its fixed height).
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.names = NameDelegate(self)
        self.setItemDelegateForColumn(0, self.names)
        # Compact, so names keep their room in a narrow side column.
        self.setStyleSheet(
            "QTableView { font-size: 12px; } QHeaderView::section { padding: 2px 1px; }"
        )
        self._players = model
        self._sized_for: list[tuple[tuple[str, bool], ...]] = []  # see `_size_columns`
        self._widths: dict[int, tuple[int, int]] = {}  # column: (its numbers', with its title)
        self._full_height: int | None = None  # every row's room, once there are players
        model.modelReset.connect(self._fit_columns)
        model.dataChanged.connect(self._size_columns)
        model.modelReset.connect(self._show_deciding)
        model.dataChanged.connect(self._show_deciding)

    def _show_deciding(self) -> None:
        """In a short window (a few rows shown), the row of the player deciding stays in view."""
        for number, row in enumerate(self._players.rows()):
            if row.deciding:
                self.scrollTo(self.model().index(number, 0))
                return

    def _fit_columns(self) -> None:
        header = self.horizontalHeader()
        header.setMinimumSectionSize(20)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.model().columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self._sized_for, self._widths = [], {}
        self._size_columns()
        rows = self.model().rowCount()
        height = header.sizeHint().height() + 2 + sum(self.rowHeight(r) for r in range(rows))
        # Every row when there is room; in a short window (1024x576) the table gives way to
        # the decision, down to its first two rows, and scrolls.
        first_rows = header.sizeHint().height() + 2 + sum(self.rowHeight(r) for r in range(2))
        self._full_height = max(height, 60)
        self.setMaximumHeight(self._full_height)
        self.setMinimumHeight(min(self._full_height, first_rows))
        self.updateGeometry()
        self._lay_out_now()

    def _lay_out_now(self) -> None:
        """The new height reaches the boxes holding the list now, not a posted layout request
        per box later: a paint came between them, and a list of 3 after one of 2 showed only 2
        rows for a frame."""
        widget = self.parentWidget()
        while widget is not None and (layout := widget.layout()) is not None:
            layout.activate()
            widget = widget.parentWidget()

    def sizeHint(self) -> QSize:
        """Tall enough for every row: a scroll area's own hint stops at 192 px (five rows), so
        with six players the side column counted the table short, kept the log and cut the
        last row in half at 1024x600."""
        hint = super().sizeHint()
        if self._full_height is None:  # no players yet
            return hint
        return QSize(hint.width(), self._full_height)

    def _size_columns(self) -> None:
        """Each score column as wide as its title and cells, sized again only when a cell's
        text or boldness changed: sizing to contents on every change asked the model for every
        role of every cell (hundreds of calls per update, a few ms of each move's turn)."""
        rows = self._players.rows()
        sized_for = [
            tuple(
                (row.cells[n] if n < len(row.cells) else "", row.deciding or row.winner)
                for row in rows
            )
            for n in range(self._players.columnCount() - 1)
        ]
        header = self.horizontalHeader()
        for column, contents in enumerate(sized_for, start=1):
            if column > len(self._sized_for) or self._sized_for[column - 1] != contents:
                cells = self.sizeHintForColumn(column)
                self._widths[column] = (cells, max(cells, header.sectionSizeHint(column)))
        self._sized_for = sized_for
        self._share_width()

    def _share_width(self) -> None:
        """The score columns as wide as their titles while every name fits beside them; else
        only as wide as their numbers (a title is shortened; its tooltip says it whole), so a
        name and its mark ("Bea (away)") stay whole in a narrow side column."""
        columns = range(1, self._players.columnCount())
        widths = [self._widths.get(column, (0, 0)) for column in columns]
        names = self.sizeHintForColumn(0) if self._players.rows() else 0
        spare = self.viewport().width() - names  # what the names leave the score columns
        share = spare // max(1, len(widths))
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # "Kar…", not a clipped "arte"
        for column, (cells, whole) in zip(columns, widths, strict=True):
            width = whole if spare >= sum(w for _c, w in widths) else max(cells, min(whole, share))
            if width and header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()
