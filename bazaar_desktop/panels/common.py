"""What every game's decision panel is built from: its labels and the page shown while the
looking player waits."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

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


QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no greatest size"
SPARE = "spareWhenShort"  # the widget property marking a spare line


def spare_when_short(label: QLabel) -> QLabel:
    """Mark `label` as a line its page can do without (a how-to note that the status line or
    a tooltip says too): a side column too short for it and every player's row leaves it
    out rather than cut a row. The page itself must never hide or show it."""
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


_KEY_AT_END = re.compile(r"\s*\([^()]*\)\s*$")  # "Play 10 (Enter)" -> "Play 10"


class StepRow(QWidget):
    """◀, the main button, ▶ in one row; where the row is too narrow for the main button's
    whole text (Basta!'s "Play 10 (Enter)" at 1024x600 read "Play 10 (Ent"), the main button
    takes a row of its own above the two arrows, and where even that row is too narrow
    (German "Richtungswechsel spielen (Eingabe)"), the key in brackets at its end is left off:
    the hand below the table and the status line say the key too.
    The arrows are only as wide as their arrows, not a style's least button width."""

    def __init__(
        self, before: QAbstractButton, main: QAbstractButton, after: QAbstractButton
    ) -> None:
        super().__init__()
        self.before, self.main, self.after = before, main, after
        # The row may be narrower than the main button's text: then it goes on a row of its
        # own (a least width of its text would keep the row one line and cut it instead).
        main.setMinimumWidth(1)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.stacked: bool | None = None
        self._whole = self._shown = main.text()  # the text it was given, the text it shows
        self.arrange()

    def arrange(self) -> None:
        """One row or two, for the width now and the main button's text now."""
        arrows = (self.before, self.after)
        narrow = [
            max(a.fontMetrics().horizontalAdvance(a.text()) + 28, 2 * a.fontMetrics().height())
            for a in arrows
        ]
        if self.main.text() != self._shown:  # given a new text since
            self._whole = self.main.text()
        metrics = self.main.fontMetrics()
        frame = self.main.sizeHint().width() - metrics.horizontalAdvance(self.main.text())
        whole = frame + metrics.horizontalAdvance(self._whole)
        needed = whole + 2 * self.grid.horizontalSpacing() + sum(narrow)
        stacked = 0 < self.width() < needed
        short = _KEY_AT_END.sub("", self._whole)
        shown = short if stacked and whole > self.width() and short else self._whole
        if shown != self.main.text():
            self.main.setText(shown)
        self._shown = shown
        for arrow, width in zip(arrows, narrow, strict=True):
            # Below the main button each arrow takes half the row; beside it, its arrow's width.
            arrow.setMaximumWidth(QWIDGETSIZE_MAX if stacked else width)
            grows = QSizePolicy.Policy.Preferred if stacked else QSizePolicy.Policy.Maximum
            arrow.setSizePolicy(grows, QSizePolicy.Policy.Fixed)
        if stacked == self.stacked:
            return
        self.stacked = stacked
        for button in (self.before, self.main, self.after):
            self.grid.removeWidget(button)
        for column in range(3):
            self.grid.setColumnStretch(column, 0)
        if stacked:  # the main button across, the arrows below it
            self.grid.addWidget(self.main, 0, 0, 1, 2)
            self.grid.addWidget(self.before, 1, 0)
            self.grid.addWidget(self.after, 1, 1)
            self.grid.setColumnStretch(0, 1)
            self.grid.setColumnStretch(1, 1)
        else:
            self.grid.addWidget(self.before, 0, 0)
            self.grid.addWidget(self.main, 0, 1)
            self.grid.addWidget(self.after, 0, 2)
            self.grid.setColumnStretch(1, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange()
