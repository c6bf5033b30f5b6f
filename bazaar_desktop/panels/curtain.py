"""Pass-and-play curtain: covers the whole table until the named player is holding the device.

It is also the table's "what happened" moment: between two people, a reveal, a
barter, a price card or a penalty would otherwise vanish behind the next curtain before anybody
saw it. So the curtain lists, from the public log, what happened since this person last looked
at the table, and stays until someone clicks or presses Enter or Space. Only public lines reach it:
the caller gives it the log's lines, which are built from the events as everybody sees them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.panels.log import LogLine

NEWS_LINES = 40  # the newest lines kept on the curtain; a long list scrolls
NEWS_WIDTH = 680  # pixels, at most: lines stay short enough to read at a glance


class Curtain(QWidget):
    lifted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.title = QLabel()
        self.title.setObjectName("curtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setFont(theme.font(30, bold=True, serif=True))
        self.title.setStyleSheet("color: #fff8ea;")
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #f3e3c3; font-size: 15px;")
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setDefault(True)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.lifted)
        self.news = self._build_news()
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(10)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.news, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self._name = ""  # whom the curtain is for
        self.retranslate()

    def retranslate(self) -> None:
        """Its words in the current language (the news come in it with the next update)."""
        self.hint.setText(self.tr("The others look away: the next choice is secret."))
        self.news_title.setText(self.tr("What happened — for everyone to see:"))
        if self._name:
            self.title.setText(self.tr("Pass the device to {name}").format(name=self._name))
            self.button.setText(
                self.tr("I am {name} — show my table (Enter)").format(name=self._name)
            )

    def _build_news(self) -> QFrame:
        box = QFrame()
        box.setObjectName("curtainNews")
        box.setStyleSheet(
            "#curtainNews { background: rgba(40, 22, 12, 200); border: 1px solid #c99a4a;"
            " border-radius: 8px; }"
        )
        self.news_title = QLabel()
        self.news_title.setStyleSheet("color: #ffd98a; font-size: 15px; font-weight: bold;")
        self.news_text = QLabel()
        self.news_text.setObjectName("curtainNewsText")
        self.news_text.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.news_text.setWordWrap(True)
        self.news_text.setStyleSheet("color: #fff8ea; font-size: 13px;")
        self.news_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Read from the top (what happened first, e.g. the reveal); a long list scrolls.
        self.news_scroll = QScrollArea()
        self.news_scroll.setWidget(self.news_text)
        self.news_scroll.setWidgetResizable(True)
        self.news_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.news_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.news_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter stays with the button
        self.news_scroll.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
            "QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }"
            "QScrollBar::handle:vertical { background: #c99a4a; border-radius: 4px;"
            " min-height: 24px; }"
            "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
            "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical"
            " { background: transparent; }"
        )
        inner = QVBoxLayout(box)
        inner.setContentsMargins(16, 10, 16, 12)
        inner.addWidget(self.news_title)
        inner.addWidget(self.news_scroll)
        box.hide()
        return box

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_news()

    def _fit_news(self) -> None:
        """As tall as its lines, but at most about half the curtain (title and button always
        show); more lines scroll."""
        box_width = min(NEWS_WIDTH, max(320, self.width() - 80))
        self.news.setFixedWidth(box_width)
        layout = self.news.layout()
        margins = layout.contentsMargins() if layout is not None else None
        sides = 32 if margins is None else margins.left() + margins.right()
        width = box_width - sides - 14  # room for the scroll bar
        needed = self.news_text.heightForWidth(width) + 6
        cap = max(80, int(self.height() * 0.5))
        self.news_scroll.setFixedHeight(max(20, min(needed, cap)))

    def show_for(self, name: str, news: Sequence[LogLine] = ()) -> None:
        """Ask for the device to go to `name`; `news` are the public log lines since that
        person last looked (the newest `NEWS_LINES` are shown)."""
        self._name = name
        self.retranslate()
        lines = [line for line in news if line.text.strip()]
        shown = [self._news_text(line) for line in lines[-NEWS_LINES:]]
        earlier = len(lines) - len(shown)
        if earlier:
            shown.insert(0, self.tr("… %n earlier line(s) in the game log", "", earlier))
        self.news_text.setText("\n".join(shown))
        self.news.setVisible(bool(shown))
        self._fit_news()
        self.news_scroll.verticalScrollBar().setValue(0)
        self.button.setFocus()

    @staticmethod
    def _news_text(line: LogLine) -> str:
        return line.text if line.heading else f"•  {line.text}"

    def news_lines(self) -> list[str]:
        """The log lines the curtain shows now (empty when it shows none)."""
        if self.news.isHidden():
            return []
        return [line for line in self.news_text.text().split("\n") if not line.startswith("…")]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lifted.emit()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.rect()
        painter.fillRect(rect, theme.BACKDROP)
        # A band of woven stripes, like a stall's curtain.
        stripe = max(12, rect.width() // 40)
        painter.setPen(Qt.PenStyle.NoPen)
        for index, x in enumerate(range(0, rect.width(), stripe)):
            colour = QColor(theme.TERRACOTTA_DARK if index % 2 else theme.WOOD)
            colour.setAlpha(120)
            painter.fillRect(x, 0, stripe, rect.height(), colour)
        painter.end()
