"""The table for a screen reader. A QGraphicsScene is invisible to assistive
technology, so the board view carries the table in words as its accessible description, kept
current after every update: whose turn it is, each player's row (score, gems, jewels or
chips, as the players list shows it), and the words the board itself shows as tooltips
(archways, carpets, prices, the total, the looking seat's hand) — only what the looking seat
may see, as on screen. Important news (the status line, the log's new lines) is announced
with QAccessibleAnnouncementEvent (AT-SPI passes it to the screen reader). The game log, a
text view for speed, reads as a list of its lines (`install_log_list`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene, QWidget

    from bazaar_desktop.bridge.adapter import Update
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.panels.log import LogView
    from bazaar_desktop.tables.base import GameTable


def scene_words(scene: QGraphicsScene) -> list[str]:
    """The board's own words (its items' tooltips), each once, in the order they were put."""
    from PySide6.QtCore import Qt

    words: list[str] = []
    for item in scene.items(Qt.SortOrder.AscendingOrder):
        tip = " ".join(item.toolTip().split()) if item.isVisible() else ""
        if tip and tip not in words:
            words.append(tip)
    return words


def table_text(table: GameTable, update: Update) -> str:
    """The table in words: whose turn, the players, then the board."""
    lines = [table.status_text(update)]
    columns = table.player_columns()
    for row in table.player_rows(update):
        cells = [
            tip or f"{column.tooltip or column.title} {cell}"
            for column, cell, tip in zip(
                columns, row.cells, row.cell_tooltips or ("",) * len(row.cells), strict=False
            )
        ]
        lines.append(f"{row.name} ({row.kind}): {', '.join(cells)}")
    lines.extend(scene_words(table.scene))
    return "\n".join(line for line in lines if line)


def announce(widget: QWidget, text: str) -> None:
    """Ask the screen reader to say `text` (politely: after what it is saying)."""
    from PySide6.QtGui import QAccessibleAnnouncementEvent

    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


class TableReader(QObject):
    """Keeps the board view's accessible text current and announces the news."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host)
        self.host = host
        self.last_status = ""
        self.last_text = ""

    def follow(self, update: Update) -> None:
        # Once the table is drawn; with the reader as context, never after the window is gone.
        QTimer.singleShot(0, self, lambda: self._describe(update))

    def _describe(self, update: Update) -> None:
        table, page = self.host.table, self.host.page
        view = page.view if page.is_built else None
        if table is None or view is None or self.host.last_update is not update:
            return  # a newer update follows, or the table was put away
        if not shiboken6.isValid(view):
            return  # the board view was destroyed meanwhile (the window closing)
        view.setAccessibleName(QCoreApplication.translate("TableReader", "Game table"))
        # Behind a pass-and-play curtain the board may be drawn for the next person already:
        # no words of it until that person lifts the curtain.
        text = "" if update.curtain_for is not None else table_text(table, update)
        if text != self.last_text:
            self.last_text = text
            view.setAccessibleDescription(text)
        status = table.status_text(update)
        news = [line.text for line in table.log_lines(update) if line.text]
        if status != self.last_status or news:
            self.last_status = status
            announce(view, " ".join([*news[-3:], status]))


# --- the game log as an accessible list ---------------------------------------------------
class _LogLineAccessible(QAccessibleInterface):
    """One line of the log, as a list item (it has no widget of its own)."""

    def __init__(self, log: _LogAccessible, row: int) -> None:
        super().__init__()
        self._log, self._row = log, row

    def isValid(self) -> bool:
        return self._row < self._log.childCount()

    def object(self) -> None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self._log

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]
        return None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        if kind != QAccessible.Text.Name or not self.isValid():
            return ""
        return self._log.line(self._row)

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # read-only

    def rect(self) -> QRect:
        return QRect()

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.readOnly = True
        return state


class _LogAccessible(QAccessibleWidget):
    """The log view (a text view, for speed: panels/log.py) as a list of its lines."""

    def __init__(self, view: LogView) -> None:
        super().__init__(view, QAccessible.Role.List, view.accessibleName())
        self._view = view
        self._items: dict[int, _LogLineAccessible] = {}  # kept: Qt holds pointers to them

    def line(self, row: int) -> str:
        return self._view.model_lines()[row]

    def childCount(self) -> int:
        return len(self._view.model_lines())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not 0 <= index < self.childCount():
            return None
        if index not in self._items:
            self._items[index] = _LogLineAccessible(self, index)
        return self._items[index]

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((row for row, item in self._items.items() if item is child), -1)


_LOG_INTERFACES: dict[int, _LogAccessible] = {}
_LOG_LIST_INSTALLED: list[bool] = []  # once per process


def _log_factory(key: str, target: QObject) -> QAccessibleInterface | None:
    from bazaar_desktop.panels.log import LogView

    if not isinstance(target, LogView):
        return None
    interface, view_id = _LogAccessible(target), id(target)
    _LOG_INTERFACES[view_id] = interface  # alive as long as the view
    target.destroyed.connect(lambda *_a: _LOG_INTERFACES.pop(view_id, None))
    return interface


def install_log_list() -> None:
    """From now on every game log reads as a list of lines to assistive technology. Called
    before a log view is made (the table's side column, a replay), not before the window's
    first paint: this module's Qt types cost about 5 ms there. Installed once."""
    if not _LOG_LIST_INSTALLED:
        QAccessible.installFactory(_log_factory)
        _LOG_LIST_INSTALLED.append(True)
