"""What every game's decision panel is built from: its labels and the page shown while the
looking player waits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from bazaar_desktop import theme


def title_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    theme.set_tone(label, "title")  # the theme's heading colour, readable by day and night
    return label


def note_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)  # shown as written, never read as rich text
    return label


def sentence(text: str) -> str:
    """`text` as a sentence: a capital first letter and a full stop."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class WaitingPanel(QWidget):
    """The decision panel's page while the looking player has nothing to decide."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title_label()
        self.text = note_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addStretch(1)

    def show_text(self, title: str, text: str) -> None:
        self.title.setText(title)
        self.text.setText(text)
