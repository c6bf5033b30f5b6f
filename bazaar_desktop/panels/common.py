"""What every game's decision panel is built from: its labels and the page shown while the
looking player waits."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QVBoxLayout, QWidget

from bazaar_desktop.appearance import theme


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


SPARE = "spareWhenShort"  # the widget property marking a spare line


def spare_when_short(label: QLabel) -> QLabel:
    """Mark `label` as a line its page can do without (a how-to note that the status line or
    a tooltip says too): a side column too short for it and every player's row leaves it
    out rather than cut a row (issue 36.10). The page itself must never hide or show it."""
    label.setProperty(SPARE, True)
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


class _LettersToShortcuts(QObject):
    """A number field has no use for letters: it lets them reach the window's one-letter keys
    (H for a hint, the walkthrough's N, P and X) instead of swallowing them as typing."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            return event.text().isalpha()  # not offered to the field: the shortcut runs
        return False


def letters_reach_shortcuts(field: QAbstractSpinBox) -> None:
    # One filter per field, made with it: a filter made when this module was imported would
    # live in the importing thread (the start-up warmer's), and Qt refuses a filter of
    # another thread: the letters were swallowed again.
    field.installEventFilter(_LettersToShortcuts(field))
