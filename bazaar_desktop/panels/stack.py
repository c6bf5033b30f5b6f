"""A stacked widget as tall as its current page (so short pages leave room for the log)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLayout, QSizePolicy, QStackedWidget, QWidget


class PageStack(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # The stacked layout would impose the tallest page's minimum on every page.
        layout = self.layout()
        if layout is not None:
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().sizeHint()
        hint = page.sizeHint()
        if page.hasHeightForWidth() and self.width() > 0:
            # Wrapped texts take the lines they take at the stack's width, more or fewer than
            # the hint's: a wrapped label's hint wraps a short text at a guessed width (a
            # quarter of 80 letters), so a German title of 23 letters ("Layla, spiel eine
            # Karte") took two lines in it and one on screen, a line left empty in the box.
            hint.setHeight(page.heightForWidth(self.width()))
        return hint

    def heightForWidth(self, width: int) -> int:
        """The current page's height for `width`: a stacked layout would answer the tallest
        page's (a Basta! panel inside the side column's stack was sized for its Double page,
        285 px for a 140 px card page, after another game's table)."""
        page = self.currentWidget()
        if page is None or not page.hasHeightForWidth():
            return self.sizeHint().height()
        return page.heightForWidth(width)  # not the hint's guessed wrapping (see above)

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()
