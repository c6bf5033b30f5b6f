"""What the three games' scenes share: the seats' letters and the bookkeeping of animations."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from bazaar_desktop.appearance import theme


def set_tooltip(item: QGraphicsItem, text: str) -> None:
    """Change an item's tooltip only when its words change: setting it again costs a repaint."""
    if item.toolTip() != text:
        item.setToolTip(text)


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

    def _delayed_flight(
        self,
        duration: int,
        delay: int,
        place: Callable[[float], None],
        easing: QEasingCurve.Type | None = None,
        landed: Callable[[], None] | None = None,
    ) -> None:
        """Start a move of `duration` ms that waits `delay` ms first, so that several pieces
        leave one after another. `place` gets the share of the way done (0 while waiting,
        1 at the end); `easing`, if given, shapes the whole time line, wait included."""
        total = max(1, duration + delay)
        wait = delay / total
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(total)
        if easing is not None:
            animation.setEasingCurve(easing)

        def step(value: float) -> None:
            place(max(0.0, (float(value) - wait) / (1 - wait)) if wait < 1 else 1.0)

        animation.valueChanged.connect(step)
        if landed is not None:
            animation.finished.connect(landed)
        self._track(animation)

    def _fly_piece(
        self,
        item: QGraphicsItem,
        duration: int,
        delay: int,
        place: Callable[[float], None],
        easing: QEasingCurve.Type | None = None,
    ) -> None:
        """Send a loose piece, added to the scene for this flight only, along `place`'s
        way; it goes when it lands (or when `finish_animations` ends the flight early)."""
        self.addItem(item)
        self._flying.append(item)
        self._delayed_flight(duration, delay, place, easing, lambda: self._land(item))

    def _land(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        if item in self._flying:
            self._flying.remove(item)

    @staticmethod
    def _paint_table_top(
        painter: QPainter, rect: QRectF | QRect, width: float, height: float, margin: float
    ) -> None:
        """The backdrop over `rect`, the wooden frame and the sand cloth of a `width` x
        `height` table: how every game's `drawBackground` begins."""
        painter.fillRect(rect, theme.BACKDROP)
        board = QRectF(-margin, -margin, width + 2 * margin, height + 2 * margin)
        wood = QLinearGradient(board.topLeft(), board.bottomRight())
        wood.setColorAt(0, theme.WOOD_LIGHT)
        wood.setColorAt(1, theme.WOOD)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(wood)
        painter.drawRoundedRect(board, 16, 16)
        painter.setBrush(theme.SAND)
        painter.drawRect(QRectF(0, 0, width, height))
