"""Basta!'s pieces: the cards (value big, a glyph per special card), the hands, the seats, the
running total, the pile and the stack. They paint and emit signals; they hold no rules."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Property, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop import theme
from bazaar_desktop.items.base import PickableItem
from bazaar_desktop.items.pieces import paint_meeple, paint_stall_body

CARD_RATIO = 1.42
FELT = QColor("#2f6b4f")
FELT_DARK = QColor("#1f4a36")
CHIP_RED = QColor("#c62828")
SPECIAL_COLOURS = {
    "zero": QColor("#00796b"),
    "direction_change": QColor("#6a1b9a"),
    "exchange": QColor("#1565c0"),
    "double": QColor("#d35400"),
    "basta": QColor("#c62828"),
    "minus_five": QColor("#283593"),
}
DOUBLE_TILT = 8.0  # degrees: a Double lies a little askew before its player
CORNER_GLYPHS = {
    "zero": "0",
    "direction_change": "\u21ba",
    "exchange": "\u21c4",
    "double": "\u00d72",
    "basta": "50",
    "minus_five": "\u22125",
}


AMBIGUOUS_UPSIDE_DOWN = ("6", "9")  # read the other way round in the turned corner


def corner_font(card: str, card_width: float) -> QFont:
    """The corners' figure; a 6 and a 9 are underlined, as on playing cards, so the
    upside-down corner of a 6 never reads as 9."""
    font = theme.font(card_width * 0.17, bold=True)
    font.setUnderline(card in AMBIGUOUS_UPSIDE_DOWN)
    return font


def number_colour(value: int) -> QColor:
    """Low numbers green, middling amber, high red: a second cue beside the figure."""
    if value <= 3:
        return QColor("#2e7d32")
    if value <= 7:
        return QColor("#a35c00")
    return QColor("#b3261e")


def card_colour(card: str) -> QColor:
    if card in SPECIAL_COLOURS:
        return SPECIAL_COLOURS[card]
    return number_colour(int(card)) if card.isdigit() else theme.INK


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.09
    painter.save()
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 60)))
    painter.setBrush(theme.INDIGO)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(
        rect.width() * 0.09, rect.width() * 0.09, -rect.width() * 0.09, -rect.width() * 0.09
    )
    painter.setPen(QPen(theme.SPICE, max(1.0, rect.width() / 45)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipPath(clip)
    pen = QPen(QColor(217, 142, 50, 90), max(1.0, rect.width() / 70))
    painter.setPen(pen)
    step = inner.width() / 4
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.setClipping(False)
    r = inner.width() * 0.26
    painter.setPen(QPen(theme.SPICE, max(1.0, rect.width() / 40)))
    painter.setBrush(theme.INDIGO)
    painter.drawEllipse(inner.center(), r, r)
    painter.setPen(theme.HIGHLIGHT)
    painter.setFont(theme.font(r * 0.9, bold=True, serif=True))
    painter.drawText(
        QRectF(inner.center().x() - r, inner.center().y() - r, 2 * r, 2 * r),
        Qt.AlignmentFlag.AlignCenter,
        "B!",
    )
    painter.restore()


def _arrow_head(painter: QPainter, tip: QPointF, angle: float, size: float) -> None:
    left = tip + QPointF(math.cos(angle + 2.6) * size, math.sin(angle + 2.6) * size)
    right = tip + QPointF(math.cos(angle - 2.6) * size, math.sin(angle - 2.6) * size)
    painter.drawPolygon(QPolygonF([tip, left, right]))


def _paint_glyph(painter: QPainter, card: str, box: QRectF, colour: QColor) -> None:
    """The big picture in the middle of a special card."""
    centre = box.center()
    side = min(box.width(), box.height())
    painter.save()
    if card == "direction_change":
        pen = QPen(colour, side * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = side * 0.32
        arc = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        painter.drawArc(arc, 30 * 16, 140 * 16)
        painter.drawArc(arc, 210 * 16, 140 * 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for degrees in (170.0, 350.0):
            angle = math.radians(degrees)
            tip = QPointF(centre.x() + r * math.cos(angle), centre.y() - r * math.sin(angle))
            _arrow_head(painter, tip, -angle + math.pi / 2 + math.pi, side * 0.2)
    elif card == "exchange":
        pen = QPen(colour, side * 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        w = side * 0.36
        for dy, direction in ((-side * 0.14, 1), (side * 0.14, -1)):
            y = centre.y() + dy
            painter.setPen(pen)
            start = QPointF(centre.x() - w * direction, y)
            tip = QPointF(centre.x() + w * direction, y)
            painter.drawLine(start, tip - QPointF(side * 0.12 * direction, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            _arrow_head(painter, tip, 0.0 if direction > 0 else math.pi, side * 0.2)
    else:
        glyph = {"double": "\u00d72", "basta": "50", "minus_five": "\u22125", "zero": "0"}[card]
        painter.setPen(colour)
        painter.setFont(theme.font(side * (0.5 if len(glyph) > 1 else 0.66), bold=True, serif=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, glyph)
    painter.restore()


_CARD_CACHE: dict[tuple[object, ...], QPixmap] = {}
_CARD_CACHE_LIMIT = 400
_GLOW_PAD = 8.0


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: str | None,
    title: str,
    *,
    dim: bool = False,
    glow: QColor | None = None,
) -> None:
    """A Basta! card, face up (`card` a name: "7", "exchange"...) or, for None, face down.

    Cards are drawn once per look and size into a pixmap at the painter's scale, then
    copied: a table shows dozens of them and redraws often."""
    transform = painter.worldTransform()
    scale = max(1.0, math.hypot(transform.m11(), transform.m12()))
    scale = math.ceil(scale * 4) / 4
    key = (
        card,
        title,
        round(rect.width(), 1),
        round(rect.height(), 1),
        dim,
        glow.rgba() if glow is not None else None,
        scale,
    )
    pixmap = _CARD_CACHE.get(key)
    if pixmap is None:
        if len(_CARD_CACHE) >= _CARD_CACHE_LIMIT:
            _CARD_CACHE.clear()
        pad = _GLOW_PAD
        size = QSize(
            math.ceil((rect.width() + 2 * pad) * scale),
            math.ceil((rect.height() + 2 * pad) * scale),
        )
        pixmap = QPixmap(size)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        _draw_card(
            inner, QRectF(pad, pad, rect.width(), rect.height()), card, title, dim=dim, glow=glow
        )
        inner.end()
        _CARD_CACHE[key] = pixmap
    painter.drawPixmap(QPointF(rect.left() - _GLOW_PAD, rect.top() - _GLOW_PAD), pixmap)


def _draw_card(
    painter: QPainter,
    rect: QRectF,
    card: str | None,
    title: str,
    *,
    dim: bool,
    glow: QColor | None,
) -> None:
    painter.save()
    radius = rect.width() * 0.09
    if glow is not None:
        painter.setPen(QPen(glow, max(3.0, rect.width() / 22)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
    if card is None:
        paint_card_back(painter, rect)
        painter.restore()
        return
    colour = card_colour(card)
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 60)))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRoundedRect(rect, radius, radius)
    special = card in SPECIAL_COLOURS
    inner = rect.adjusted(
        rect.width() * 0.06, rect.width() * 0.06, -rect.width() * 0.06, -rect.width() * 0.06
    )
    painter.setPen(QPen(colour, max(1.0, rect.width() / 45)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    corner = CORNER_GLYPHS.get(card, card)
    painter.setFont(corner_font(card, rect.width()))
    painter.setPen(colour)
    corner_box = QRectF(inner.left() + 2, inner.top() + 1, inner.width() * 0.4, rect.width() * 0.22)
    painter.drawText(corner_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, corner)
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(corner_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, corner)
    painter.restore()
    middle = QRectF(
        inner.left(),
        inner.top() + rect.height() * 0.16,
        inner.width(),
        inner.height() - rect.height() * 0.32,
    )
    if special:
        band = QRectF(
            inner.left(),
            middle.bottom() - middle.height() * 0.2,
            inner.width(),
            middle.height() * 0.22,
        )
        glyph_box = QRectF(middle.left(), middle.top(), middle.width(), middle.height() * 0.78)
        if card == "basta":
            burst = QRadialGradient(glyph_box.center(), glyph_box.width() * 0.5)
            burst.setColorAt(0, QColor("#ffd166"))
            burst.setColorAt(1, QColor(255, 209, 102, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(burst)
            painter.drawEllipse(
                glyph_box.center(), glyph_box.width() * 0.5, glyph_box.width() * 0.5
            )
        _paint_glyph(painter, card, glyph_box, colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 3, 3)
        painter.setPen(QColor("#fffdf6"))
        size = band.height() * 0.62
        font = theme.font(size, bold=True)
        while size > 6 and QFontMetricsF(font).horizontalAdvance(title) > band.width() - 6:
            size -= 1
            font = theme.font(size, bold=True)
        painter.setFont(font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, title)
    else:
        painter.setPen(colour)
        painter.setFont(
            theme.font(middle.height() * (0.62 if len(card) == 1 else 0.52), bold=True, serif=True)
        )
        painter.drawText(middle, Qt.AlignmentFlag.AlignCenter, card)
    if dim:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 40, 20, 120))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


def paint_chip(painter: QPainter, centre: QPointF, radius: float, *, empty: bool = False) -> None:
    painter.save()
    if empty:
        painter.setPen(QPen(QColor(120, 80, 40, 130), 1.4))
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.drawEllipse(centre, radius, radius)
        painter.restore()
        return
    painter.setPen(QPen(QColor("#5a0d0d"), max(1.0, radius / 6)))
    painter.setBrush(CHIP_RED)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor(255, 255, 255, 200), max(1.0, radius / 6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.68, radius * 0.68)
    painter.setPen(QColor("#fffdf6"))
    painter.setFont(theme.font(radius * 0.9, bold=True))
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        Qt.AlignmentFlag.AlignCenter,
        "!",
    )
    painter.restore()


# --- cards in the looking seat's hand --------------------------------------------------------
class HandCardItem(PickableItem):
    """One card of the hand at the bottom of the table. Click selects, double-click plays."""

    clicked = Signal(int)
    activated = Signal(int)

    def __init__(self, index: int, width: float) -> None:
        super().__init__()
        self.index = index
        self._rect = QRectF(-width / 2, -width * CARD_RATIO / 2, width, width * CARD_RATIO)
        self.card: str | None = None
        self.title = ""
        self.selected = False
        self.playable = False
        self.warning = False  # playing it would cost a chip
        self.dim = False  # the player must play now, but not this card
        self.setZValue(30 + index)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self,
        card: str | None,
        title: str,
        *,
        selected: bool,
        playable: bool,
        warning: bool,
        dim: bool = False,
    ) -> None:
        state = (card, title, selected, playable, warning, dim)
        if state != (self.card, self.title, self.selected, self.playable, self.warning, self.dim):
            self.card, self.title = card, title
            self.selected, self.playable, self.warning = selected, playable, warning
            self.dim = dim
            self.show_pickable(playable)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -30, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = 22.0 if self.selected else 8.0 if self._hover and self.playable else 0.0
        rect = self._rect.translated(0, -lift)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45 if lift else 60))
        painter.drawRoundedRect(rect.translated(3 + lift * 0.3, 4 + lift * 0.4), 10, 10)
        glow = None
        if self.selected:
            glow = QColor("#e53935") if self.warning else theme.HIGHLIGHT
        paint_card(
            painter,
            rect,
            self.card,
            self.title,
            dim=self.dim,
            glow=glow,
        )

    def can_be_picked(self) -> bool:
        return self.playable

    def pick_area(self) -> QRectF:
        # The whole card with its lift margin: a raised (selected) card is still a target.
        return self.boundingRect()

    def picked(self) -> None:
        self.clicked.emit(self.index)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.playable:
            self.activated.emit(self.index)
            return
        super().mouseDoubleClickEvent(event)


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
            painter.setPen(QPen(theme.HIGHLIGHT, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 14, 14)
        if self.choosable:
            ring = QColor("#ffffff") if self.selected or self._hover else QColor(255, 255, 255, 170)
            painter.setPen(
                QPen(ring, 5 if self.selected or self._hover else 3, Qt.PenStyle.DashLine)
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 16, 16)
        awning = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.28)
        paint_stall_body(painter, rect, awning, self.seat, QColor("#efd9ad"))
        paint_meeple(
            painter,
            self.seat,
            QPointF(awning.left() + 18, awning.bottom() - 3),
            awning.height() * 0.7,
            content.letter,
        )
        painter.setPen(theme.player_ink(self.seat))
        painter.setFont(theme.font(awning.height() * 0.62, bold=True))
        name_rect = awning.adjusted(38, 0, -34 if self.choosable else -8, 0)
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(painter.font()).elidedText(
                content.name, Qt.TextElideMode.ElideRight, name_rect.width()
            ),
        )
        if self.choosable:  # the key that picks this player
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
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(content.number))
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

    def _get_spin(self) -> float:
        return self._spin

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
            _arrow_head(
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
                _arrow_head(painter, QPointF(x + 17, 0), 0.0, 12)
                painter.drawRect(QRectF(x + 3, -2, 8, 4))
            x += 22


class FlyingItem(QGraphicsObject):
    """A card (face up, or a back for `card` None) or a chip, flying across the table."""

    def __init__(self, card: str | None, title: str, width: float) -> None:
        super().__init__()
        self.card = card
        self.title = title
        self.width = width
        self._turn = 1.0
        self.setZValue(60)

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def boundingRect(self) -> QRectF:
        h = self.width * CARD_RATIO
        return QRectF(-self.width / 2 - 4, -h / 2 - 4, self.width + 8, h + 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.card == "chip":
            paint_chip(painter, QPointF(0, 0), self.width * 0.3)
            return
        h = self.width * CARD_RATIO
        paint_card(painter, QRectF(-self.width / 2, -h / 2, self.width, h), self.card, self.title)
