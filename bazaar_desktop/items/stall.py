"""A player's stall on the table, the barter band and the round-scoring scroll."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop import theme
from bazaar_desktop.items.gem import paint_gem
from bazaar_desktop.items.pieces import CardItem, paint_die, paint_meeple


@dataclass(frozen=True)
class StallContent:
    name: str
    letter: str
    points: int
    points_caption: str
    gems: tuple[int, int, int, int]
    lap_progress: int
    board_size: int
    lap_caption: str
    move_roll: int
    action_roll: int


class StallItem(QGraphicsObject):
    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(0, 0, width, height)
        self.content: StallContent | None = None
        card_w = width * 0.3
        self.card = CardItem(card_w, card_w * 1.4)
        self.card.setParentItem(self)
        self.card.setPos(width - card_w / 2 - 10, height - card_w * 0.7 - 10)
        self.card.hide()
        self.empty_slot = True
        # What changes at every decision (whose turn, who is thinking) is drawn by plain Qt
        # items on top, so the stall itself is only redrawn when its goods change.
        glow = QPainterPath()
        glow.addRoundedRect(QRectF(-3, -3, width + 6, height + 6), 12, 12)
        self.glow = QGraphicsPathItem(glow, self)
        self.glow.setPen(QPen(theme.HIGHLIGHT, 6))
        self.glow.setZValue(-1)
        self.glow.hide()
        self.status = QGraphicsSimpleTextItem(self)
        self.status.setBrush(theme.TERRACOTTA_DARK)
        self.status.setFont(theme.font(height * 0.054))
        self.status.setPos(10, height - height * 0.12 - 10 - height * 0.085)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, content: StallContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def set_turn_marks(self, deciding: bool, thinking: bool, status: str) -> None:
        """The glow of the seat that must decide, and a short status line."""
        if self.glow.isVisible() != deciding:
            self.glow.setVisible(deciding)
        if self.status.text() != status:
            self.status.setText(status)
        if self.status.font().bold() != thinking:
            self.status.setFont(theme.font(self._rect.height() * 0.054, bold=thinking))

    def set_empty_slot(self, empty: bool) -> None:
        if empty != self.empty_slot:
            self.empty_slot = empty
            self.update()

    def gem_anchor(self, colour: int) -> QPointF:
        x, y = self._gem_position(colour)
        return self.mapToScene(QPointF(x, y))

    def _gem_position(self, colour: int) -> tuple[float, float]:
        rect = self._rect
        column, row = colour % 2, colour // 2
        return (
            rect.left() + 22 + column * rect.width() * 0.3,
            rect.top() + rect.height() * 0.54 + row * rect.height() * 0.13,
        )

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        awning_colour = theme.player_colour(self.seat)
        painter.setPen(QPen(theme.WOOD, 2))
        body = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        body.setColorAt(0, QColor("#fff6e2"))
        body.setColorAt(1, QColor("#f1dcb2"))
        painter.setBrush(body)
        painter.drawRoundedRect(rect, 10, 10)
        # Awning in the player's colour, striped.
        awning = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.2)
        painter.save()
        painter.setClipRect(awning)
        painter.setPen(QPen(theme.WOOD, 2))
        painter.setBrush(awning_colour)
        painter.drawRoundedRect(rect, 10, 10)
        stripes = QPainterPath()
        x = awning.left()
        while x < awning.right():
            stripes.addRect(QRectF(x, awning.top(), 10, awning.height()))
            x += 20
        painter.fillPath(stripes, QColor(255, 255, 255, 40))
        painter.restore()
        paint_meeple(
            painter,
            self.seat,
            QPointF(awning.left() + 18, awning.bottom() - 4),
            awning.height() * 0.62,
            content.letter,
        )
        painter.setPen(theme.player_ink(self.seat))
        painter.setFont(theme.font(awning.height() * 0.42, bold=True))
        painter.drawText(
            awning.adjusted(36, 0, -6, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            _elide(content.name, 14),
        )
        # Points: a big number with a small word after it.
        top = awning.bottom() + rect.height() * 0.02
        number_font = theme.font(rect.height() * 0.14, bold=True, serif=True)
        painter.setFont(number_font)
        painter.setPen(theme.INK)
        number = str(content.points)
        number_width = QFontMetricsF(number_font).horizontalAdvance(number)
        row = QRectF(rect.left() + 10, top, rect.width() - 20, rect.height() * 0.16)
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, number)
        painter.setFont(theme.font(rect.height() * 0.062))
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.drawText(
            row.adjusted(number_width + 6, 0, 0, -rect.height() * 0.03),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            content.points_caption,
        )
        # Lap progress: the words, then a bar.
        lap_top = row.bottom() + 2
        painter.setFont(theme.font(rect.height() * 0.056))
        painter.setPen(theme.INK)
        caption = QRectF(rect.left() + 10, lap_top, rect.width() * 0.5, rect.height() * 0.07)
        painter.drawText(
            caption, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, content.lap_caption
        )
        bar = QRectF(
            rect.left() + rect.width() * 0.55, caption.center().y() - 4, rect.width() * 0.4, 8
        )
        painter.setPen(QPen(theme.WOOD, 1))
        painter.setBrush(QColor("#ead2a4"))
        painter.drawRoundedRect(bar, 4, 4)
        share = min(1.0, content.lap_progress / max(1, content.board_size))
        if share > 0:
            filled = QRectF(bar.left(), bar.top(), bar.width() * share, bar.height())
            painter.setBrush(theme.SPICE if share < 1 else QColor("#3d8b3d"))
            painter.drawRoundedRect(filled, 4, 4)
        # Gems, two by two.
        for colour, count in enumerate(content.gems):
            x, y = self._gem_position(colour)
            paint_gem(painter, colour, QPointF(x, y), rect.height() * 0.095)
            painter.setPen(theme.INK)
            painter.setFont(theme.font(rect.height() * 0.08, bold=True))
            painter.drawText(
                QRectF(x + rect.height() * 0.06, y - 14, 44, 28),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                str(count),
            )
        # This turn's dice: movement, then the Die action (blue-tinted).
        die = rect.height() * 0.12
        dice_top = rect.bottom() - die - 10
        x = rect.left() + 12
        rolls = ((content.move_roll, theme.CREAM), (content.action_roll, QColor("#d6e4f0")))
        for value, tint in rolls:
            if value:
                paint_die(painter, QRectF(x, dice_top, die, die), value, tint)
                x += die + 6
        if self.empty_slot:
            slot = self.card.boundingRect().adjusted(3, 3, -3, -3).translated(self.card.pos())
            pen = QPen(QColor(120, 80, 40, 150), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(slot, 6, 6)


def _elide(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class BarterBandItem(QGraphicsItem):
    """The barter in progress: who bargains for which card, and the offer on the table."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.title = ""
        self.subtitle = ""
        self.offer: tuple[int, int, int, int] | None = None
        self.offer_caption = ""
        self.setZValue(5)

    def set_content(
        self,
        title: str,
        subtitle: str,
        offer: tuple[int, int, int, int] | None,
        offer_caption: str,
    ) -> None:
        content = (title, subtitle, offer, offer_caption)
        if content != (self.title, self.subtitle, self.offer, self.offer_caption):
            self.title, self.subtitle = title, subtitle
            self.offer, self.offer_caption = offer, offer_caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(theme.TERRACOTTA_DARK, 2))
        painter.setBrush(QColor(255, 248, 234, 235))
        painter.drawRoundedRect(rect, 10, 10)
        left = rect.adjusted(14, 6, -rect.width() * 0.45, -6)
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.setFont(theme.font(rect.height() * 0.26, bold=True, serif=True))
        painter.drawText(
            QRectF(left.left(), left.top(), left.width(), left.height() * 0.55),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        painter.setPen(theme.INK)
        painter.setFont(theme.font(rect.height() * 0.18))
        painter.drawText(
            QRectF(
                left.left(), left.top() + left.height() * 0.55, left.width(), left.height() * 0.45
            ),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.subtitle,
        )
        right = QRectF(
            rect.right() - rect.width() * 0.44,
            rect.top() + 6,
            rect.width() * 0.42,
            rect.height() - 12,
        )
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.setFont(theme.font(rect.height() * 0.2, bold=True))
        painter.drawText(
            QRectF(right.left(), right.top(), right.width(), right.height() * 0.4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.offer_caption,
        )
        if self.offer is None:
            return
        size = right.height() * 0.36
        x = right.left() + size / 2
        y = right.top() + right.height() * 0.72
        painter.setFont(theme.font(size * 0.8, bold=True))
        for colour, count in enumerate(self.offer):
            paint_gem(painter, colour, QPointF(x, y), size)
            painter.setPen(theme.INK if count else theme.DISABLED)
            painter.drawText(
                QRectF(x + size * 0.6, y - size, size * 1.6, size * 2),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"\u00d7{count}",
            )
            x += size * 2.6


class ScrollItem(QGraphicsObject):
    """A parchment showing lines one by one (round scoring, step by step). Click to close."""

    closed = Signal()

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.lines: list[str] = []
        self.shown = 0
        self.hint = ""
        self.setZValue(80)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_lines(self, lines: Sequence[str], hint: str) -> None:
        self.lines = list(lines)
        self.hint = hint
        self.shown = 0
        self.update()

    def show_next(self) -> bool:
        """Reveal one more line; False when all are showing."""
        if self.shown >= len(self.lines):
            return False
        self.shown += 1
        self.update()
        return True

    def show_all(self) -> None:
        self.shown = len(self.lines)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(5, 6), 14, 14)
        painter.setPen(QPen(theme.WOOD, 3))
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor("#fff3d6"))
        gradient.setColorAt(1, QColor("#f0d9a8"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect, 14, 14)
        line_height = min(34.0, (rect.height() - 70) / max(1, len(self.lines)))
        y = rect.top() + 16
        for index, line in enumerate(self.lines[: self.shown]):
            heading = index == 0
            painter.setPen(theme.TERRACOTTA_DARK if heading else theme.INK)
            painter.setFont(
                theme.font(line_height * (0.78 if heading else 0.56), bold=heading, serif=heading)
            )
            height = line_height * (1.3 if heading else 1.0)
            painter.drawText(
                QRectF(rect.left() + 22, y, rect.width() - 44, height),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                line,
            )
            y += height
        painter.setPen(theme.DISABLED)
        painter.setFont(theme.font(15))
        painter.drawText(
            QRectF(rect.left(), rect.bottom() - 30, rect.width() - 18, 24),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            self.hint,
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.closed.emit()
