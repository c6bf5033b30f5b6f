"""The table for a screen reader (issue 27 item 2). A QGraphicsScene is invisible to assistive
technology, so the board view carries the table in words as its accessible description, kept
current after every update: whose turn it is, each player's row (score, gems, jewels or
chips, as the players list shows it), and the words the board itself shows as tooltips
(archways, carpets, prices, the total, the looking seat's hand) — only what the looking seat
may see, as on screen. Important news (the status line, the log's new lines) is announced
with QAccessibleAnnouncementEvent (AT-SPI passes it to the screen reader).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsScene, QWidget

    from bazaar_desktop.adapter import Update
    from bazaar_desktop.main_window import MainWindow
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

    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main
        self.last_status = ""
        self.last_text = ""

    def follow(self, update: Update) -> None:
        QTimer.singleShot(0, lambda: self._describe(update))  # once the table is drawn

    def _describe(self, update: Update) -> None:
        main, table = self.main, self.main.table
        view = getattr(main, "view", None)
        if table is None or view is None or main.last_update is not update:
            return  # a newer update follows, or the table was put away
        view.setAccessibleName(QCoreApplication.translate("TableReader", "Game table"))
        text = table_text(table, update)
        if text != self.last_text:
            self.last_text = text
            view.setAccessibleDescription(text)
        status = table.status_text(update)
        news = [line.text for line in table.log_lines(update) if line.text]
        if status != self.last_status or news:
            self.last_status = status
            announce(view, " ".join([*news[-3:], status]))
