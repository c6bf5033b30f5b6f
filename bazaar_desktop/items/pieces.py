"""Painted pieces: merchant meeples, start disks, dice and action cards."""

from __future__ import annotations

import functools

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.gem import paint_gem
from bazaar_desktop.items.sprites import paint_sprite

HALO_SHARE = 0.18  # a merchant's light rim, of its width (half of it outside the figure)

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def meeple_path(width: float, height: float) -> QPainterPath:
    """A merchant silhouette standing on (0, 0), centred horizontally."""
    w, h = width, height
    path = QPainterPath()
    head_r = w * 0.22
    path.addEllipse(QPointF(0, -h + head_r), head_r, head_r)
    body = QPainterPath()
    body.moveTo(-w * 0.5, 0)
    body.lineTo(-w * 0.16, -h * 0.38)
    body.lineTo(-w * 0.5, -h * 0.5)
    body.quadTo(-w * 0.45, -h * 0.68, -w * 0.12, -h * 0.66)
    body.lineTo(w * 0.12, -h * 0.66)
    body.quadTo(w * 0.45, -h * 0.68, w * 0.5, -h * 0.5)
    body.lineTo(w * 0.16, -h * 0.38)
    body.lineTo(w * 0.5, 0)
    body.lineTo(w * 0.1, 0)
    body.lineTo(0, -h * 0.16)
    body.lineTo(-w * 0.1, 0)
    body.closeSubpath()
    return path.united(body)


def meeple_rim(width: float) -> float:
    """How far a merchant's light rim reaches outside its figure."""
    return (max(1.0, width / 14) + width * HALO_SHARE) / 2


def meeple_bounds(width: float, height: float) -> QRectF:
    """What a merchant standing on (0, 0) paints: its figure, its light rim (not under its
    feet) and its shadow."""
    rim = meeple_rim(width) + 0.5
    return QRectF(
        -width * 0.55 - rim, -height - rim, width * 1.1 + 2 * rim, height + rim + width * 0.08 + 0.5
    )


def paint_meeple(
    painter: QPainter,
    seat: int,
    base: QPointF,
    width: float,
    letter: str,
    *,
    height: float | None = None,
) -> None:
    """A merchant standing on `base`: its seat's colour and letter, edged in the seat's colour
    made to stand out from light ground, inside a light rim that stands out from dark ground
    (a doorway, a dark awning, the night theme)."""
    height = height if height is not None else width * 1.25
    painter.save()
    painter.translate(base)
    path = meeple_path(width, height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(QPointF(0, 0), width * 0.55, width * 0.08)
    edge = max(1.0, width / 14)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_rim_pen(theme.MERCHANT_HALO, 2 * meeple_rim(width)))
    painter.save()
    rim = meeple_rim(width) + 1
    painter.setClipRect(QRectF(-width / 2 - rim, -height - rim, width + 2 * rim, height + rim))
    painter.drawPath(path)  # the rim round the head, arms and legs: not under the feet
    painter.restore()
    colour = theme.player_colour(seat)
    gradient = QLinearGradient(QPointF(-width / 2, -height), QPointF(width / 2, 0))
    gradient.setColorAt(0, colour.lighter(130))
    gradient.setColorAt(1, colour.darker(125))
    painter.setBrush(gradient)
    painter.setPen(_rim_pen(theme.seat_edge(seat), edge))
    painter.drawPath(path)
    painter.setPen(theme.player_ink(seat))
    painter.setFont(theme.font(min(width * 0.46, height * 0.4), bold=True))
    painter.drawText(
        QRectF(-width / 2, -height * 0.64, width, height * 0.42),
        Qt.AlignmentFlag.AlignCenter,
        letter,
    )
    painter.restore()


def _rim_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_stall_body(
    painter: QPainter, rect: QRectF, awning: QRectF, seat: int, foot: QColor
) -> None:
    """A player's market stall: a cream body fading down to `foot` under an awning striped in
    the seat's colour. Basari's stalls, Jewel Bazaar's stalls and Basta!'s seats all stand on
    it, so the three tables read as one bazaar."""
    painter.setPen(QPen(theme.WOOD, 2))
    body = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    body.setColorAt(0, QColor("#fff6e2"))
    body.setColorAt(1, foot)
    painter.setBrush(body)
    painter.drawRoundedRect(rect, 10, 10)
    painter.save()
    painter.setClipRect(awning)  # the awning is the body's top, drawn again in the seat's colour
    painter.setBrush(theme.player_colour(seat))
    painter.drawRoundedRect(rect, 10, 10)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 40))
    x = awning.left()
    while x < awning.right():
        painter.drawRect(QRectF(x, awning.top(), 10, awning.height()))
        x += 20
    painter.restore()


def paint_stall_front(
    painter: QPainter,
    rect: QRectF,
    awning: QRectF,
    seat: int,
    letter: str,
    *,
    foot: QColor,
    meeple_inset: tuple[float, float],
    meeple_share: float,
) -> None:
    """How every stall's picture opens: the body and awning, and the seat's merchant standing
    on the awning's foot `meeple_inset` (right, up) from its corner, `meeple_share` of the
    awning's height wide."""
    # Sprites: the body and its merchant are the same picture at every repaint of the stall.
    body = rect.translated(-rect.topLeft())
    roof = awning.translated(-rect.topLeft())
    paint_sprite(
        painter,
        ("stall body", seat, body.getRect(), roof.getRect(), foot.rgba()),
        rect.topLeft(),
        body.adjusted(-2, -2, 2, 2),
        lambda sprite: paint_stall_body(sprite, body, roof, seat, foot),
    )
    right, up = meeple_inset
    width = awning.height() * meeple_share
    paint_sprite(
        painter,
        ("meeple", seat, width, letter, theme.seat_edge(seat).rgba(), theme.MERCHANT_HALO.rgba()),
        QPointF(awning.left() + right, awning.bottom() - up),
        meeple_bounds(width, width * 1.25),
        lambda sprite: paint_meeple(sprite, seat, QPointF(0, 0), width, letter),
    )


def paint_awning_name(
    painter: QPainter,
    seat: int,
    awning: QRectF,
    name: str,
    size_share: float,
    margins: tuple[float, float],
) -> None:
    """The player's name on the awning, in the seat's ink, cut short with "…" if it does not
    fit between the `margins` (left, right)."""
    painter.setPen(theme.player_ink(seat))
    painter.setFont(theme.font(awning.height() * size_share, bold=True))
    name_rect = awning.adjusted(margins[0], 0, -margins[1], 0)
    painter.drawText(
        name_rect,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        QFontMetricsF(painter.font()).elidedText(
            name, Qt.TextElideMode.ElideRight, name_rect.width()
        ),
    )


def paint_start_disk(painter: QPainter, seat: int, centre: QPointF, radius: float) -> None:
    painter.save()
    colour = theme.player_colour(seat)
    painter.setPen(QPen(theme.seat_edge(seat), max(1.0, radius / 5)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius * 0.72)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.player_ink(seat), max(1.0, radius / 6)))
    painter.drawEllipse(centre, radius * 0.5, radius * 0.36)
    painter.restore()


def seat_chip(seat: int, size: int = 12) -> QImage:
    """A small disk in the seat's colour for lists and tables, ringed in the seat's colour
    made to stand out from the list (an ivory seat on a light list, a charcoal one at night)."""
    return _seat_chip(seat, size, theme.chip_edge(seat).rgba())


@functools.lru_cache(maxsize=64)
def _seat_chip(seat: int, size: int, edge: int) -> QImage:
    """Drawn once per seat, size and rim (the lists ask for a chip on every repaint)."""
    image = QImage(size * 2, size * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor.fromRgba(edge), 1.8))
    painter.setBrush(theme.player_colour(seat))
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.end()
    return image


def paint_die(painter: QPainter, rect: QRectF, value: int, tint: QColor | None = None) -> None:
    painter.save()
    radius = rect.width() * 0.18
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 22)))
    painter.setBrush(tint or theme.CREAM)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.INK)
    pip = rect.width() * 0.09
    for fx, fy in PIPS.get(value, ()):
        painter.drawEllipse(
            QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()), pip, pip
        )
    painter.restore()


CARD_COLOURS = {"die": QColor("#3d6b8a"), "points": QColor("#a0522d"), "gems": QColor("#2f7d5b")}


def fitted_font(text: str, size: float, width: float) -> QFont:
    """A bold font `size` high, smaller when `text` would be wider than `width` (a card's
    name is longer in some languages: "Edelsteine")."""
    font = theme.font(size, bold=True)
    wide = QFontMetricsF(font).horizontalAdvance(text)
    if wide > width > 0:
        font = theme.font(size * width / wide, bold=True)
    return font


def paint_halo(
    painter: QPainter,
    rect: QRectF,
    *,
    width: float,
    grow: float,
    radius: float,
    colour: QColor = theme.HIGHLIGHT,
) -> None:
    """A ring `grow` outside `rect`: the deciding seat's stall, a card that glows."""
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)


def paint_framed_card(
    painter: QPainter,
    rect: QRectF,
    radius: float,
    *,
    fill: QColor,
    frame: QPen,
    inset: float,
) -> QRectF:
    """A card's body (in the painter's pen) filled with `fill`, and a frame inside it, `inset`
    of the card's width in from its edge with corners of 0.6 `radius`; returns the frame's
    rectangle, for what is drawn within. Every card in the three games is drawn this way."""
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    margin = rect.width() * inset
    inner = rect.adjusted(margin, margin, -margin, -margin)
    painter.setPen(frame)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    return inner


def _paint_card_back(painter: QPainter, rect: QRectF, radius: float) -> None:
    """An action card face down: dark, a spice frame and a cross."""
    frame = QPen(theme.SPICE, max(1.0, rect.width() / 30))
    inner = paint_framed_card(
        painter, rect, radius, fill=theme.TERRACOTTA_DARK, frame=frame, inset=0.12
    )
    painter.drawLine(inner.topLeft(), inner.bottomRight())
    painter.drawLine(inner.topRight(), inner.bottomLeft())


def paint_card(
    painter: QPainter, rect: QRectF, card: str | None, title: str, *, dim: bool = False
) -> None:
    """An action card: its face (die, points or gems) or, for `card` None, its back."""
    painter.save()
    radius = rect.width() * 0.1
    painter.setPen(QPen(theme.INK, max(1.0, rect.width() / 40)))
    if card is None:
        _paint_card_back(painter, rect, radius)
        painter.restore()
        return
    colour = CARD_COLOURS.get(card, theme.WOOD)
    painter.setBrush(theme.CREAM)
    painter.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.28)
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    painter.save()
    painter.setClipPath(path)
    painter.fillRect(band, colour)
    painter.restore()
    painter.setPen(theme.CREAM)
    painter.setFont(fitted_font(title, rect.height() * 0.15, band.width() * 0.9))
    painter.drawText(band, Qt.AlignmentFlag.AlignCenter, title)
    art = QRectF(
        rect.left() + rect.width() * 0.2,
        rect.top() + rect.height() * 0.36,
        rect.width() * 0.6,
        rect.height() * 0.55,
    )
    side = min(art.width(), art.height())
    square = QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side)
    if card == "die":
        paint_die(painter, square, 5)
    elif card == "points":
        painter.setPen(QPen(theme.TERRACOTTA_DARK, side / 14))
        painter.setBrush(theme.SPICE)
        painter.drawEllipse(square.center(), side / 2, side / 2)
        painter.setPen(theme.INK)
        painter.setFont(theme.font(side * 0.5, bold=True, serif=True))
        painter.drawText(square, Qt.AlignmentFlag.AlignCenter, "+")
    else:
        step = side * 0.36
        centre = square.center()
        for colour_index, (dx, dy) in enumerate(((-1, -1), (1, -1), (-1, 1), (1, 1))):
            paint_gem(
                painter,
                colour_index,
                QPointF(centre.x() + dx * step / 1.6, centre.y() + dy * step / 1.6),
                step,
            )
    if dim:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(60, 40, 20, 140))
        painter.drawRoundedRect(rect, radius, radius)
    painter.restore()


class CardItem(QGraphicsObject):
    """An action card on the table that can flip over (reveal animation)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.card: str | None = None  # None = face down
        self.title = ""
        self.dim = False
        self._flip = 1.0

    def set_face(self, card: str | None, title: str, *, dim: bool = False) -> None:
        if (card, title, dim) != (self.card, self.title, self.dim):
            self.card, self.title, self.dim = card, title, dim
            self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # flip runs 1 -> -1: the back shows while it is positive during a reveal.
        scale = abs(self._flip)
        if scale < 0.02:
            return
        painter.scale(scale, 1.0)
        showing = (
            None if self._flip > 0 and self.card is not None and self._revealing else self.card
        )
        paint_card(painter, self._rect, showing, self.title, dim=self.dim)

    _revealing = False

    def start_reveal(self) -> None:
        self._revealing = True
        self._flip = 1.0

    def end_reveal(self) -> None:
        self._revealing = False
        self._flip = 1.0
        self.update()
