"""What the pickable pieces of all three tables share: hover, cursor and click handling, and
the loose piece (gem or jewel) that flies across a table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)


class PickableItem(QGraphicsObject):
    """A piece the looking player may pick with the mouse (an archway, a card, a seat, a bin).

    While `can_be_picked()` it takes the left press, so the release comes back to it rather
    than to the scene, and a release inside `pick_area()` calls `picked()`; otherwise the
    mouse passes through to what lies below. With `tracks_hover` it remembers in `_hover`
    whether the mouse is over it, so that `paint` can light it up.

    A subclass keeps its own signal and says what a pick means by overriding `picked()`."""

    tracks_hover = True
    choosable = False  # set by the subclass's set_content / set_state
    _rect: QRectF  # the piece's own rectangle, set by the subclass

    def __init__(self) -> None:
        super().__init__()
        self._hover = False
        if self.tracks_hover:
            self.setAcceptHoverEvents(True)

    # --- what a subclass says -----------------------------------------------------------
    def can_be_picked(self) -> bool:
        """Most pieces hold a `choosable` flag; a hand card asks whether it is playable."""
        return self.choosable

    def pick_area(self) -> QRectF:
        """Where a release counts as a pick: the piece's own rectangle, not its margins."""
        return self._rect

    def picked(self) -> None:
        """Emit the subclass's signal for a pick."""
        raise NotImplementedError

    # --- shared behaviour ---------------------------------------------------------------
    def show_pickable(self, pickable: bool) -> None:
        """A pointing hand over a piece that may be picked, the arrow over one that may not."""
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if pickable else Qt.CursorShape.ArrowCursor
        )

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Accepting the press makes this item the mouse grabber, so it gets the release.
        if self.can_be_picked() and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.can_be_picked() and self.pick_area().contains(event.pos()):
            self.picked()
            return
        super().mouseReleaseEvent(event)


class LoosePieceItem(QGraphicsObject):
    """A single loose piece (a Basari gem, a jewel) flying between places on a table; its
    position is its centre. A subclass says how the piece is drawn in `paint_piece`."""

    def __init__(self, size: float) -> None:
        super().__init__()
        self.size = size
        self.setZValue(50)  # above everything it flies over

    def paint_piece(self, painter: QPainter, centre: QPointF) -> None:
        raise NotImplementedError

    def boundingRect(self) -> QRectF:
        half = self.size / 2 + 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_piece(painter, QPointF(0, 0))
