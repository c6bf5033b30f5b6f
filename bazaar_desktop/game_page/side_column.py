"""The column at the side of the board: the players and their scores, the decision of the
person to act (the table's panel, with Undo) and the game log. The decision box takes the
height of the page showing, the log the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.game_page.access import install_log_list
from bazaar_desktop.game_page.pages import NextFrame
from bazaar_desktop.panels.common import SPARE
from bazaar_desktop.panels.log import LogModel, LogView
from bazaar_desktop.panels.players import PlayersModel, PlayersView
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.remote.away_button import AwaySeatButtons
from bazaar_desktop.remote.turn_clock import TurnClockLabel

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent

    from bazaar_desktop.tables.base import GameTable

MIN_WIDTH = 280
MAX_WIDTH = 460


LOG_LINES_AT_LEAST = 3  # a log that cannot show this many lines is hidden, not squeezed


class SideColumn(QWidget):
    def __init__(self, log_model: LogModel, model_parent: QObject) -> None:
        super().__init__()
        self.setObjectName("sideColumn")
        self.players_model = PlayersModel(model_parent)
        self.later = NextFrame(self)  # the players' and the log's share of an update
        self.players_view = PlayersView(self.players_model)
        install_log_list()  # the log, as a list to a screen reader (not before the first paint)
        self.log_view = LogView(log_model)
        self.decision_holder = PageStack()
        self.decision_holder.setObjectName("decisionHolder")
        self.undo_button = QPushButton()
        self.players_box = QGroupBox()
        self.away_seats = AwaySeatButtons()  # online, the host's: an away person's seat
        players_layout = QVBoxLayout(self.players_box)
        players_layout.addWidget(self.players_view)
        players_layout.addWidget(self.away_seats)
        self.turn_clock = TurnClockLabel()  # online, a clocked table: the time left
        players_layout.addWidget(self.turn_clock)
        self.away_seats.changed.connect(self.fit_decision_box)
        self.decision_box = QGroupBox()
        decision_layout = QVBoxLayout(self.decision_box)
        decision_layout.addWidget(self.decision_holder)
        decision_layout.addWidget(self.undo_button)
        self.log_box = QGroupBox()
        QVBoxLayout(self.log_box).addWidget(self.log_view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addWidget(self.players_box)
        layout.addWidget(self.decision_box)
        layout.addWidget(self.log_box, 1)
        # With the log hidden (Ctrl+L) the space left goes below the boxes, not into them:
        # the players' list keeps its own height instead of floating in an empty box.
        layout.addStretch(0)
        self.log_box.installEventFilter(self)
        self.decision_holder.installEventFilter(self)
        self._panel_pages: list[QWidget] = []  # the pages of the panel shown, watched likewise
        self._spared: list[QLabel] = []  # spare lines left out for want of room
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(MAX_WIDTH)
        self.log_wanted = True  # View > Show the game log
        self.retranslate(None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and (
            watched is self.decision_holder or watched in self._panel_pages
        ):
            # The page asks for more (or less) room by itself (a refusal wrapping to more
            # lines): the box grows downwards, nothing above or in it moves. Asked
            # of the page itself, before it lays itself out: left to the holder, the page was
            # first squeezed into its old height, the buttons 25 px up for a frame.
            self._refit_if_changed()
        if watched is self.log_box and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            layout = self.layout()
            if isinstance(layout, QVBoxLayout):
                layout.setStretch(layout.count() - 1, 1 if self.log_box.isHidden() else 0)
        return super().eventFilter(watched, event)

    def show_log(self, wanted: bool) -> None:
        self.log_wanted = wanted
        self.fit_log()

    def fit_log(self) -> None:
        """The log when it is wanted and there is room for it below the decision; in a short
        window (1024x576) it gives way to the decision, whose buttons stay in view."""
        layout = self.layout()
        if layout is None:
            return
        margins = layout.contentsMargins()
        needed = margins.top() + margins.bottom() + 2 * layout.spacing()
        players = self.players_box.sizeHint().height()  # the list's rows get their room first
        needed += players + self.decision_box.minimumHeight()
        # Room for a few lines of it, or none (at 1024x600 it shrank to one line).
        lines = LOG_LINES_AT_LEAST * self.log_view.fontMetrics().lineSpacing() + 6
        box = self.log_box.minimumSizeHint().height()
        needed += box + max(0, lines - self.log_view.minimumHeight())
        self.log_box.setVisible(self.log_wanted and self.height() >= needed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            # Wrapped lines take another height at another width (a card's effect in German
            # wrapped to more lines at 1024x600 and ran over its card's name): the page is
            # sized again, as after a language switch.
            self.fit_decision_box()
        elif self._spared or (self._short_by() > 0 and self._spare_lines()):
            self.fit_decision_box()  # spare lines back, or left out
        else:
            self.fit_log()

    def retranslate(self, decision_title: str | None) -> None:
        """The texts in the current language; `decision_title` names whose move it is."""
        self.undo_button.setText(self.tr("Undo my last choice"))
        self.undo_button.setToolTip(self.tr("Take back your last decision (Ctrl+Z)"))
        self.players_box.setTitle(self.tr("Players"))
        self.log_box.setTitle(self.tr("Game log"))
        self.decision_box.setTitle(decision_title or self.tr("Your move"))
        self.decision_holder.setAccessibleName(self.tr("Your decision"))
        translate = QCoreApplication.translate
        self.log_view.setAccessibleName(translate("LogView", "Game log"))
        self.players_view.setAccessibleName(translate("PlayersView", "Players and scores"))
        self.away_seats.refresh(texts=True)

    def seat_table(self, table: GameTable) -> None:
        """A new table's decision panel and score columns."""
        self.show_panel(table.panel)
        self.players_model.set_columns(table.player_columns())

    def show_panel(self, panel: QWidget) -> None:
        """The table's decision panel in the decision box, in place of any other."""
        while self.decision_holder.count():
            widget = self.decision_holder.widget(0)
            if widget is not None:
                self.decision_holder.removeWidget(widget)
        self.decision_holder.addWidget(panel)
        # The pages of the panel before are not asked to remove the filter: they are often
        # deleted with their table by now, and a living one is no longer in the list.
        self._panel_pages = []
        if isinstance(panel, QStackedWidget):
            pages = (panel.widget(n) for n in range(panel.count()))
            self._panel_pages = [page for page in pages if page is not None]
            for page in self._panel_pages:
                page.installEventFilter(self)
            # A panel may turn a page by itself (Basta!'s "Lay the Double…" opens the choice
            # of receiver without an update): size the decision box to the new page then too.
            panel.currentChanged.connect(self._refit_decision_box)

    def fit_decision_box(self) -> None:
        """Size the decision box to the page showing now, leaving the rest to the log. Where
        the column is too short for every player's row and the whole page, the page's spare
        lines (a how-to note, `panels.common.spare_when_short`) are left out, one by one, rather
        than cut the players' last row (4 px of it at 1024x600 in German)."""
        layout = self.decision_box.layout()
        if layout is None:
            return
        for label in self._spared:  # a new page or a taller window: room for them again?
            label.show()
        self._spared = []
        self._size_decision_box(layout)
        for label in self._spare_lines():
            if self._short_by() <= 0:
                break
            label.hide()
            self._spared.append(label)
            self._size_decision_box(layout)
        self.fit_log()
        layout.invalidate()
        layout.activate()  # the page gets its new height now, not after a later pass
        column = self.layout()
        if column is not None:
            column.activate()  # and the log below moves down now too

    def _size_decision_box(self, layout: QLayout) -> None:
        box = self.decision_box
        holder = self.decision_holder
        height = self._page_height()
        # The page gets that height, not the smaller height-for-width its layout reports first
        # (then the page sat centred, and jumped ~14 px at the first edit).
        holder.setMinimumHeight(height)
        if not self.undo_button.isHidden():
            height += layout.spacing() + self.undo_button.sizeHint().height()
        for margins in (box.contentsMargins(), layout.contentsMargins()):
            height += margins.top() + margins.bottom()
        box.setMaximumHeight(height)
        box.setMinimumHeight(height)

    def _short_by(self) -> int:
        """How many pixels the column lacks for every player's row and the decision box."""
        layout = self.layout()
        if layout is None or self.height() <= 0:
            return 0
        margins = layout.contentsMargins()
        needed = margins.top() + margins.bottom() + layout.spacing()
        needed += self.players_box.sizeHint().height() + self.decision_box.minimumHeight()
        return needed - self.height()

    def _spare_lines(self) -> list[QLabel]:
        """The lines the page showing now could do without, in its order."""
        page = self.decision_holder.currentWidget()
        while isinstance(page, QStackedWidget) and page.currentWidget() is not None:
            page = page.currentWidget()
        if page is None:
            return []
        return [
            label
            for label in page.findChildren(QLabel)
            if label.property(SPARE) and label.isVisibleTo(page)
        ]

    def _refit_if_changed(self) -> None:
        if self.decision_holder.minimumHeight() != self._page_height():
            self.fit_decision_box()

    def _page_height(self) -> int:
        """The page's height: its wrapped lines as they wrap at its width (a card's effect, a
        verdict), not as the size hint guesses (it wrapped short German titles to two lines)."""
        holder = self.decision_holder
        if holder.hasHeightForWidth() and holder.width() > 0:
            return holder.heightForWidth(holder.width())
        return holder.sizeHint().height()

    def _refit_decision_box(self) -> None:
        self.fit_decision_box()
        # The new page fills its buttons right after it turns: size again once it has.
        QTimer.singleShot(0, self, self.fit_decision_box)
