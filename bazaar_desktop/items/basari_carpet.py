"""Basari's carpets: one gem colour's supply, its count and this round's majority value."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.gem import paint_gem


class CarpetItem(QGraphicsItem):
    """A carpet of the supply: one gem colour, its count and this round's majority value."""

    def __init__(self, colour: int, width: float, height: float) -> None:
        super().__init__()
        self.colour = colour
        self.count = 0
        self.value = 0
        self.caption = ""
        self._rect = QRectF(0, 0, width, height)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, count: int, value: int, caption: str) -> None:
        if (count, value, caption) != (self.count, self.value, self.caption):
            self.count, self.value, self.caption = count, value, caption
            self.update()

    def gem_anchor(self) -> QPointF:
        return self.mapToScene(QPointF(self._rect.width() * 0.3, self._rect.height() * 0.5))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -2, 8, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        rug = theme.GEM_COLOURS[self.colour]
        base = QColor("#8e2b1f") if self.colour != 0 else QColor("#5b2a6e")
        # Fringe.
        painter.setPen(QPen(QColor("#e8d6b0"), 1.5))
        for y in range(int(rect.top()) + 6, int(rect.bottom()) - 4, 6):
            painter.drawLine(QPointF(rect.left() - 6, y), QPointF(rect.left(), y))
            painter.drawLine(QPointF(rect.right(), y), QPointF(rect.right() + 6, y))
        painter.setPen(QPen(QColor(50, 20, 10), 1.5))
        painter.setBrush(base)
        painter.drawRoundedRect(rect, 4, 4)
        border = rect.adjusted(5, 5, -5, -5)
        painter.setPen(QPen(rug.lighter(120), 3))
        painter.setBrush(QBrush(QColor("#f3e0b8")))
        painter.drawRoundedRect(border, 3, 3)
        # A lozenge pattern.
        painter.setPen(QPen(QColor(rug.red(), rug.green(), rug.blue(), 70), 1.2))
        step = border.height() / 2
        x = border.left() + step
        while x < border.right() - step / 2:
            diamond = QPainterPath()
            diamond.moveTo(x, border.top() + 3)
            diamond.lineTo(x + step * 0.6, border.center().y())
            diamond.lineTo(x, border.bottom() - 3)
            diamond.lineTo(x - step * 0.6, border.center().y())
            diamond.closeSubpath()
            painter.drawPath(diamond)
            x += step * 1.3
        self._paint_words(painter, border)

    def _paint_words(self, painter: QPainter, border: QRectF) -> None:
        """The gem, the count beside it and the caption in the room the count leaves."""
        size = border.height() * 0.46
        paint_gem(
            painter, self.colour, QPointF(border.left() + size * 0.95, border.center().y()), size
        )
        painter.setPen(theme.INK)
        count_font = theme.font(border.height() * 0.42, bold=True, serif=True)
        painter.setFont(count_font)
        count_left = border.left() + size * 1.7
        painter.drawText(
            QRectF(count_left, border.top(), border.width() * 0.4, border.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            str(self.count),
        )
        # The caption takes the room right of the count, never the count's own: drawn no
        # smaller than the screen allows, it is narrowed to fit a small board (the board
        # under the walkthrough's card at 1024x600 read "16majority 10").
        count_right = count_left + QFontMetricsF(count_font).horizontalAdvance(str(self.count))
        room = QRectF(count_right, border.top() + 2, 0, border.height() - 4)
        room.setRight(border.right() - 6)
        room.setLeft(room.left() + min(border.height() * 0.25, room.width() * 0.1))
        painter.setFont(
            fitted(
                theme.on_screen_font(painter, border.height() * 0.24), self.caption, room.width()
            )
        )
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.drawText(
            room,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(painter.font()).elidedText(
                self.caption, Qt.TextElideMode.ElideLeft, room.width()
            ),
        )


NARROWEST_STRETCH = 70  # a caption is narrowed down to 70% of its width before it is shortened


def fitted(font: QFont, text: str, width: float) -> QFont:
    """`font`, narrowed (QFont's stretch) as far as `NARROWEST_STRETCH` until `text` fits
    `width`."""
    whole = QFontMetricsF(font).horizontalAdvance(text)
    if whole <= width or whole <= 0:
        return font
    narrowed = QFont(font)
    narrowed.setStretch(max(NARROWEST_STRETCH, math.floor(100 * width / whole)))
    while (
        narrowed.stretch() > NARROWEST_STRETCH
        and QFontMetricsF(narrowed).horizontalAdvance(text) > width
    ):
        narrowed.setStretch(narrowed.stretch() - 2)
    return narrowed
