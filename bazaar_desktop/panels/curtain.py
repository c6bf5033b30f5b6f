"""Pass-and-play curtain: covers the whole table until the named player is holding the device."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from bazaar_desktop import theme


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
        self.hint = QLabel(self.tr("The others look away: the next choice is secret."))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #f3e3c3; font-size: 15px;")
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setDefault(True)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.lifted)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(10)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def show_for(self, name: str) -> None:
        self.title.setText(self.tr("Pass the device to {name}").format(name=name))
        self.button.setText(self.tr("I am {name} — show my table (Enter)").format(name=name))
        self.button.setFocus()

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
