"""Basta!'s table around the cards: the seats, the running total, the pile, the stack and the
chain of specials in play. They paint and emit signals; they hold no rules."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import PickableItem
from bazaar_desktop.items.basta_cards import (
    CARD_RATIO,
    DOUBLE_TILT,
    FELT,
    FELT_DARK,
    paint_arrow_head,
    paint_card,
    paint_chip,
)
from bazaar_desktop.items.pieces import paint_awning_name, paint_halo, paint_stall_front


# --- a seat at the table -----------------------------------------------------------------------
@dataclass(frozen=True)
class SeatContent:
    name: str
    letter: str
    hand_count: int
    hand_caption: str
    chips: int
    chips_to_end: int
    doubles: int
    double_title: str
    active: bool
    thinking: bool
    status: str
    number: int  # the key that picks this player as a target (seat + 1)


class SeatItem(PickableItem):
    """A player at the table: name, face-down hand with its count, chips, Doubles before them.
    When the looking seat must choose a player, the choosable seats light up and emit `clicked`."""

    clicked = Signal(int)

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.content: SeatContent | None = None
        self.choosable = False
        self.selected = False
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, content: SeatContent, *, choosable: bool, selected: bool) -> None:
        if (content, choosable, selected) != (self.content, self.choosable, self.selected):
            self.content, self.choosable, self.selected = content, choosable, selected
            self.show_pickable(choosable)
            self.update()

    def card_anchor(self) -> QPointF:
        return self.mapToScene(self._hand_rect().center())

    def double_anchor(self) -> QPointF:
        return self.mapToScene(self._double_rect().center())

    def chip_anchor(self) -> QPointF:
        return self.mapToScene(self._chip_centres()[0])

    def _hand_rect(self) -> QRectF:
        rect = self._rect
        top = rect.top() + rect.height() * 0.32
        return QRectF(rect.left() + 10, top, rect.width() * 0.42, rect.bottom() - top - 8)

    def _double_rect(self) -> QRectF:
        """The Double lying before the player, inside the seat even when tilted."""
        rect = self._rect
        height = rect.height() * 0.46
        width = height / CARD_RATIO
        return QRectF(rect.right() - width - 10, rect.bottom() - height - 8, width, height)

    def double_outline(self) -> QPolygonF:
        """Where the tilted Double card is drawn, in the seat's coordinates."""
        box = self._double_rect()
        return self._double_tilt().map(QPolygonF(box))

    def _double_tilt(self) -> QTransform:
        centre = self._double_rect().center()
        return (
            QTransform()
            .translate(centre.x(), centre.y())
            .rotate(DOUBLE_TILT)
            .translate(-centre.x(), -centre.y())
        )

    def _chip_centres(self) -> list[QPointF]:
        rect = self._rect
        count = self.content.chips_to_end if self.content is not None else 4
        radius = rect.height() * 0.09
        left = rect.left() + rect.width() * 0.5 + radius
        y = rect.top() + rect.height() * 0.45
        return [QPointF(left + i * radius * 2.3, y) for i in range(count)]

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

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
        if content.active:
            paint_halo(painter, rect, width=7, grow=4, radius=14)
        if self.choosable:
            ring = QColor("#ffffff") if self.selected or self._hover else QColor(255, 255, 255, 170)
            painter.setPen(
                QPen(ring, 5 if self.selected or self._hover else 3, Qt.PenStyle.DashLine)
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 16, 16)
        awning = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.28)
        paint_stall_front(
            painter,
            rect,
            awning,
            self.seat,
            content.letter,
            foot=QColor("#efd9ad"),
            meeple_inset=(18, 3),
            meeple_share=0.7,
        )
        right = 34 if self.choosable else 8  # room for the target mark
        paint_awning_name(painter, self.seat, awning, content.name, 0.62, (38, right))
        if self.choosable:
            self._paint_key_badge(painter, awning, content.number)
        self._paint_hand(painter, content)
        for index, centre in enumerate(self._chip_centres()):
            paint_chip(painter, centre, rect.height() * 0.09, empty=index >= content.chips)
        if content.status:
            painter.setPen(theme.TERRACOTTA_DARK)
            painter.setFont(theme.font(rect.height() * 0.12, bold=True))
            painter.drawText(
                QRectF(
                    rect.left() + rect.width() * 0.47,
                    rect.top() + rect.height() * 0.58,
                    rect.width() * 0.5,
                    rect.height() * 0.36,
                ),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                content.status,
            )
        if content.doubles:
            self._paint_doubles(painter, content)

    @staticmethod
    def _paint_key_badge(painter: QPainter, awning: QRectF, number: int) -> None:
        """The key that picks this player, at the awning's right end."""
        badge = QRectF(
            awning.right() - 30,
            awning.top() + awning.height() * 0.15,
            24,
            awning.height() * 0.7,
        )
        painter.setPen(QPen(theme.INK, 1.2))
        painter.setBrush(theme.HIGHLIGHT)
        painter.drawRoundedRect(badge, 5, 5)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(badge.height() * 0.7, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(number))

    def _paint_hand(self, painter: QPainter, content: SeatContent) -> None:
        area = self._hand_rect()
        height = area.height() * 0.92
        width = height / CARD_RATIO
        count = content.hand_count
        step = (
            min(width * 0.42, (area.width() * 0.55 - width) / max(1, count - 1)) if count > 1 else 0
        )
        for index in range(count):
            card = QRectF(area.left() + index * step, area.top(), width, height)
            paint_card(painter, card, None, "")
        painter.setPen(theme.INK)
        painter.setFont(theme.font(area.height() * 0.34, bold=True))
        left = area.left() + max(0, count - 1) * step + width + 6
        painter.drawText(
            QRectF(left, area.top(), area.right() - left + 20, area.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            content.hand_caption,
        )

    def _paint_doubles(self, painter: QPainter, content: SeatContent) -> None:
        box = self._double_rect()
        painter.save()
        painter.setTransform(self._double_tilt(), combine=True)
        paint_card(painter, box, "double", content.double_title)
        if content.doubles > 1:
            painter.setPen(theme.INK)
            painter.setBrush(theme.HIGHLIGHT)
            badge = QRectF(box.right() - 14, box.top() - 8, 22, 18)
            painter.drawRoundedRect(badge, 6, 6)
            painter.setFont(theme.font(12, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"{content.doubles}")
        painter.restore()

    def picked(self) -> None:
        self.clicked.emit(self.seat)


# --- the middle of the table -----------------------------------------------------------------
class TotalItem(QGraphicsItem):
    """The running total, very large, inside a gauge that fills towards 50."""

    def __init__(self, radius: float) -> None:
        super().__init__()
        self.radius = radius
        self.total = 0
        self.limit = 50
        self.caption = ""
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, total: int, limit: int, caption: str) -> None:
        if (total, limit, caption) != (self.total, self.limit, self.caption):
            self.total, self.limit, self.caption = total, limit, caption
            self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius + 16
        return QRectF(-r, -r, 2 * r, 2 * r + 40)

    def colour(self) -> QColor:
        share = self.total / max(1, self.limit)
        if self.total > self.limit:
            return QColor("#ff5252")
        if share >= 0.8:
            return QColor("#ffb74d")
        return QColor("#fffdf6")

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        disc = QRadialGradient(QPointF(0, -r * 0.3), r * 1.2)
        disc.setColorAt(0, QColor("#3c8763"))
        disc.setColorAt(1, FELT_DARK)
        painter.setPen(QPen(QColor(0, 0, 0, 80), 2))
        painter.setBrush(disc)
        painter.drawEllipse(QPointF(0, 0), r, r)
        ring = QRectF(-r + 8, -r + 8, 2 * r - 16, 2 * r - 16)
        painter.setPen(
            QPen(QColor(255, 255, 255, 45), 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        )
        painter.drawArc(ring, 90 * 16, -360 * 16)
        share = min(1.0, self.total / max(1, self.limit))
        if share > 0:
            painter.setPen(QPen(self.colour(), 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawArc(ring, 90 * 16, -int(360 * 16 * share))
        painter.setPen(self.colour())
        painter.setFont(theme.font(r * 0.95, bold=True, serif=True))
        painter.drawText(
            QRectF(-r, -r * 0.78, 2 * r, r * 1.3), Qt.AlignmentFlag.AlignCenter, str(self.total)
        )
        painter.setPen(QColor(255, 253, 246, 210))
        painter.setFont(theme.font(r * 0.19, bold=True))
        painter.drawText(
            QRectF(-r, r * 0.42, 2 * r, r * 0.3), Qt.AlignmentFlag.AlignCenter, self.caption
        )


class PileItem(QGraphicsItem):
    """A pile of cards: the draw pile face down, or the face-up stack with its top cards fanned."""

    def __init__(self, width: float, *, face_up: bool) -> None:
        super().__init__()
        self.width = width
        self.face_up = face_up
        self.count = 0
        self.cards: tuple[str, ...] = ()
        self.titles: tuple[str, ...] = ()
        self.caption = ""
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self, count: int, cards: Sequence[str], titles: Sequence[str], caption: str
    ) -> None:
        state = (count, tuple(cards), tuple(titles), caption)
        if state != (self.count, self.cards, self.titles, self.caption):
            self.count, self.cards, self.titles, self.caption = state
            self.update()

    def card_rect(self) -> QRectF:
        h = self.width * CARD_RATIO
        return QRectF(-self.width / 2, -h / 2, self.width, h)

    def boundingRect(self) -> QRectF:
        rect = self.card_rect()
        return rect.adjusted(-40, -30, 40, 60)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 120), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawRoundedRect(rect, 10, 10)
        elif not self.face_up:
            depth = min(4, (self.count + 9) // 10)
            for layer in range(depth, 0, -1):
                paint_card(painter, rect.translated(layer * 1.6, layer * 1.6), None, "")
            paint_card(painter, rect, None, "")
        else:
            fanned = len(self.cards)
            for index, (card, title) in enumerate(zip(self.cards, self.titles, strict=True)):
                offset = (index - (fanned - 1)) * 16.0
                painter.save()
                painter.translate(rect.center() + QPointF(offset, 0))
                painter.rotate((index - (fanned - 1)) * 7)
                painter.translate(-rect.center())
                paint_card(painter, rect, card, title, dim=index < fanned - 1)
                painter.restore()
        painter.setPen(QColor("#fffdf6"))
        painter.setFont(theme.font(self.width * 0.17, bold=True))
        painter.drawText(
            QRectF(rect.left() - 40, rect.bottom() + 8, rect.width() + 80, 28),
            Qt.AlignmentFlag.AlignCenter,
            self.caption,
        )


class TableItem(QGraphicsItem):
    """The felt table with arrows along its edge showing the direction of play."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = rect
        self.direction = 1
        self.caption = ""
        self._spin = 0.0
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, direction: int, caption: str) -> None:
        if (direction, caption) != (self.direction, self.caption):
            self.direction, self.caption = direction, caption
            self.update()

    def set_spin(self, value: float) -> None:
        if value != self._spin:
            self._spin = value
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-20, -20, 20, 20)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(theme.WOOD, 14))
        felt = QRadialGradient(rect.center(), rect.width() * 0.55)
        felt.setColorAt(0, QColor("#3a7d5c"))
        felt.setColorAt(1, FELT)
        painter.setBrush(felt)
        painter.drawEllipse(rect)
        track = rect.adjusted(34, 30, -34, -30)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 3, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(track)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 253, 246, 150))
        cx, cy = track.center().x(), track.center().y()
        rx, ry = track.width() / 2, track.height() / 2
        arrows = 10
        for index in range(arrows):
            # Clockwise on screen (y down) is increasing angle.
            angle = (index + 0.5) * 2 * math.pi / arrows + self._spin * self.direction
            point = QPointF(cx + rx * math.cos(angle), cy + ry * math.sin(angle))
            tangent = math.atan2(ry * math.cos(angle), -rx * math.sin(angle))
            if self.direction < 0:
                tangent += math.pi
            paint_arrow_head(
                painter, point + QPointF(math.cos(tangent) * 9, math.sin(tangent) * 9), tangent, 18
            )


class ChainItem(QGraphicsItem):
    """The Minus 5 chain of this turn, card by card, with the caption in front."""

    def __init__(self, card_width: float) -> None:
        super().__init__()
        self.card_width = card_width
        self.cards: tuple[str, ...] = ()
        self.titles: tuple[str, ...] = ()
        self.caption = ""
        self.setZValue(6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, cards: Sequence[str], titles: Sequence[str], caption: str) -> None:
        state = (tuple(cards), tuple(titles), caption)
        if state != (self.cards, self.titles, self.caption):
            self.prepareGeometryChange()
            self.cards, self.titles, self.caption = state
            self.update()

    def _size(self) -> tuple[float, float]:
        w = self.card_width
        return w, w * CARD_RATIO

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        width = 240 + max(1, len(self.cards)) * (w + 22)
        return QRectF(-width / 2 - 10, -h / 2 - 10, width + 20, h + 20)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.cards:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._size()
        painter.setFont(theme.font(h * 0.26, bold=True))
        caption_w = QFontMetricsF(painter.font()).horizontalAdvance(self.caption) + 16
        total = caption_w + len(self.cards) * (w + 22) - 22
        left = -total / 2
        band = QRectF(left - 12, -h / 2 - 6, total + 24, h + 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(band, 12, 12)
        painter.setPen(QColor("#fffdf6"))
        painter.drawText(
            QRectF(left, -h / 2, caption_w, h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.caption,
        )
        x = left + caption_w
        for index, (card, title) in enumerate(zip(self.cards, self.titles, strict=True)):
            paint_card(painter, QRectF(x, -h / 2, w, h), card, title)
            x += w
            if index + 1 < len(self.cards):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#fffdf6"))
                paint_arrow_head(painter, QPointF(x + 17, 0), 0.0, 12)
                painter.drawRect(QRectF(x + 3, -2, 8, 4))
            x += 22
