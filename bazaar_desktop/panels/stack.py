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
            # Wrapped texts take more lines in a narrow side column than the hint assumes.
            hint.setHeight(max(hint.height(), page.heightForWidth(self.width())))
        return hint

    def heightForWidth(self, width: int) -> int:
        """The current page's height for `width`: a stacked layout would answer the tallest
        page's (a Basta! panel inside the side column's stack was sized for its Double page,
        285 px for a 140 px card page, after another game's table)."""
        page = self.currentWidget()
        if page is None or not page.hasHeightForWidth():
            return self.sizeHint().height()
        return max(page.sizeHint().height(), page.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()
