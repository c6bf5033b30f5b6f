"""Basta!'s cards and chips: the card faces (value big, a glyph per special card), the backs,
the cards in the looking seat's hand and the pieces flying across the table. They paint and
emit signals; they hold no rules."""

from __future__ import annotations

import math

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
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import PickableItem
from bazaar_desktop.items.pieces import paint_framed_card, paint_halo

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
    frame = QPen(theme.SPICE, max(1.0, rect.width() / 45))
    inner = paint_framed_card(painter, rect, radius, fill=theme.INDIGO, frame=frame, inset=0.09)
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


def paint_arrow_head(painter: QPainter, tip: QPointF, angle: float, size: float) -> None:
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
            paint_arrow_head(painter, tip, -angle + math.pi / 2 + math.pi, side * 0.2)
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
            paint_arrow_head(painter, tip, 0.0 if direction > 0 else math.pi, side * 0.2)
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


def _paint_special_middle(
    painter: QPainter, card: str, title: str, inner: QRectF, middle: QRectF, colour: QColor
) -> None:
    """A special card's middle: its glyph (a Basta! in a burst of light), its name on a band."""
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
        painter.drawEllipse(glyph_box.center(), glyph_box.width() * 0.5, glyph_box.width() * 0.5)
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
        width = max(3.0, rect.width() / 22)
        paint_halo(painter, rect, width=width, grow=3, radius=radius + 3, colour=glow)
    if card is None:
        paint_card_back(painter, rect)
        painter.restore()
        return
    colour = card_colour(card)
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 60)))
    special = card in SPECIAL_COLOURS
    frame = QPen(colour, max(1.0, rect.width() / 45))
    face = QColor("#fffdf6")
    inner = paint_framed_card(painter, rect, radius, fill=face, frame=frame, inset=0.06)
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
        _paint_special_middle(painter, card, title, inner, middle, colour)
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
