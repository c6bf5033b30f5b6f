"""What the three games' scenes share: the seats' letters and the bookkeeping of animations."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from bazaar_desktop import theme


class TableScene(QGraphicsScene):
    """A game's table. Every animation it starts goes through `_track` and every piece it
    sends flying is kept in `_flying`, so that `finish_animations` can jump them all to their
    end before a newer state is drawn: a picture never shows a half-finished move."""

    def __init__(self, letters: Sequence[str], parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.letters = list(letters)
        # Items move every frame while animating; an index would be rebuilt all the time.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._animations: list[QAbstractAnimation] = []
        self._flying: list[QGraphicsItem] = []  # loose pieces added for an animation only

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a newer state is about to be drawn).
        A game's scene extends this to put back what its animations left half-way."""
        for animation in self._animations:
            if animation.state() == QAbstractAnimation.State.Running:
                animation.setCurrentTime(animation.totalDuration())
                animation.stop()
        self._animations = []
        for item in self._flying:
            if item.scene() is self:
                self.removeItem(item)
        self._flying = []

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """By night the whole table, printed parts and pieces alike, lies in lamplight: a
        warm tint multiplied over it (the pieces' rims are chosen to stand out under it)."""
        tint = theme.night_tint()
        if tint is not None:
            painter.save()
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
            painter.fillRect(QRectF(rect), tint)
            painter.restore()

    @property
    def animating(self) -> bool:
        return any(a.state() == QAbstractAnimation.State.Running for a in self._animations)

    def _track(self, animation: QAbstractAnimation) -> None:
        self._animations.append(animation)
        animation.start()
