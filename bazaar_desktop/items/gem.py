"""Gems: each colour has its own shape (diamond, circle, triangle, square) as well as its hue."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QLinearGradient, QPainter, QPen, QPixmap

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import LoosePieceItem
from bazaar_desktop.items.sprites import paint_sprite


def paint_gem(painter: QPainter, colour: int, centre: QPointF, size: float) -> None:
    """A jewel of `colour` (0 red .. 3 blue) centred on `centre` (a sprite: a board shows a
    hundred gems of four kinds at one size)."""
    half = size * 0.6  # room for the rim
    paint_sprite(
        painter,
        ("gem", colour, size),
        centre,
        QRectF(-half, -half, 2 * half, 2 * half),
        lambda sprite: _paint_gem_paths(sprite, colour, QPointF(0, 0), size),
    )


def _paint_gem_paths(painter: QPainter, colour: int, centre: QPointF, size: float) -> None:
    painter.save()
    painter.translate(centre)
    outline = theme.gem_path(colour, size)
    gradient = QLinearGradient(QPointF(-size / 2, -size / 2), QPointF(size / 2, size / 2))
    gradient.setColorAt(0.0, theme.GEM_COLOURS[colour].lighter(150))
    gradient.setColorAt(0.45, theme.GEM_COLOURS[colour])
    gradient.setColorAt(1.0, theme.GEM_DARK[colour])
    pen = QPen(theme.GEM_DARK[colour].darker(130), max(1.0, size / 14))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(gradient)
    painter.drawPath(outline)
    painter.setPen(Qt.PenStyle.NoPen)
    shine = QColor(255, 255, 255, 150)
    painter.setBrush(shine)
    painter.drawPath(theme.gem_facet_path(colour, size))
    painter.restore()


@functools.lru_cache(maxsize=32)
def gem_icon(colour: int, size: int = 18) -> QIcon:
    """A gem for buttons and headers (made once per colour and size: every table asks)."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_gem_paths(painter, colour, QPointF(size / 2, size / 2), size * 0.85)
    painter.end()
    return QIcon(pixmap)


class GemItem(LoosePieceItem):
    """A single loose gem (used for gems flying between carpets and stalls)."""

    def __init__(self, colour: int, size: float = 22.0) -> None:
        super().__init__(size)
        self.colour = colour

    def paint_piece(self, painter: QPainter, centre: QPointF) -> None:
        paint_gem(painter, self.colour, centre, self.size)
