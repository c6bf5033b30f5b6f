"""Jewel Bazaar's jewels (each kind its own cut), loose or as icons, and the painted helpers
the game's other pieces share: the board's panels and the price-change marks."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import LoosePieceItem

# sapphire, ruby, emerald (the engine's order)
JEWEL_COLOURS = (QColor("#2f62d6"), QColor("#cf1f3c"), QColor("#1f9d5c"))
JEWEL_DARK = (QColor("#142f75"), QColor("#6e0a1b"), QColor("#0c5230"))
JEWEL_SHAPE_NAMES = ("round", "diamond", "emerald cut")
RISE = QColor("#2e7d32")
FALL = QColor("#b3261e")
STEADY = QColor("#6d5a45")


def jewel_path(kind: int, size: float) -> QPainterPath:
    """The jewel's outline centred on (0, 0): sapphires round, rubies a rhombus, emeralds an
    upright octagon (the emerald cut). Colour is never the only cue."""
    half = size / 2
    path = QPainterPath()
    if kind == 0:
        path.addEllipse(QPointF(0, 0), half * 0.9, half * 0.9)
    elif kind == 1:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(0, -half),
                    QPointF(half * 0.8, 0),
                    QPointF(0, half),
                    QPointF(-half * 0.8, 0),
                ]
            )
        )
        path.closeSubpath()
    else:
        w, h, cut = half * 0.66, half * 0.95, half * 0.3
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(-w + cut, -h),
                    QPointF(w - cut, -h),
                    QPointF(w, -h + cut),
                    QPointF(w, h - cut),
                    QPointF(w - cut, h),
                    QPointF(-w + cut, h),
                    QPointF(-w, h - cut),
                    QPointF(-w, -h + cut),
                ]
            )
        )
        path.closeSubpath()
    return path


def _facets(painter: QPainter, kind: int, size: float) -> None:
    """Cut lines inside the jewel, so it reads as a gem and the cuts differ even in grey."""
    half = size / 2
    pen = QPen(QColor(255, 255, 255, 120), max(0.6, size / 28))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if kind == 0:  # brilliant: a table and rays
        r = half * 0.45
        corners = [
            QPointF(r * math.cos(a * math.pi / 4), r * math.sin(a * math.pi / 4)) for a in range(8)
        ]
        painter.drawPolygon(QPolygonF(corners))
        for a in range(0, 8, 2):
            inner = corners[a]
            painter.drawLine(inner, QPointF(inner.x() * 2.0, inner.y() * 2.0))
    elif kind == 1:  # a kite: crossing lines
        painter.drawLine(QPointF(0, -half), QPointF(0, half))
        painter.drawLine(QPointF(-half * 0.8, 0), QPointF(half * 0.8, 0))
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(0, -half * 0.45),
                    QPointF(half * 0.36, 0),
                    QPointF(0, half * 0.45),
                    QPointF(-half * 0.36, 0),
                ]
            )
        )
    else:  # step cut: a smaller rectangle inside
        w, h = half * 0.36, half * 0.62
        painter.drawRect(QRectF(-w, -h, 2 * w, 2 * h))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 150))
    painter.drawEllipse(QPointF(-half * 0.28, -half * 0.36), half * 0.16, half * 0.1)


def paint_jewel(painter: QPainter, kind: int, centre: QPointF, size: float) -> None:
    painter.save()
    painter.translate(centre)
    outline = jewel_path(kind, size)
    gradient = QLinearGradient(QPointF(-size / 2, -size / 2), QPointF(size / 2, size / 2))
    gradient.setColorAt(0.0, JEWEL_COLOURS[kind].lighter(160))
    gradient.setColorAt(0.5, JEWEL_COLOURS[kind])
    gradient.setColorAt(1.0, JEWEL_DARK[kind])
    pen = QPen(JEWEL_DARK[kind].darker(140), max(1.0, size / 16))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(gradient)
    painter.drawPath(outline)
    painter.setClipPath(outline)
    _facets(painter, kind, size)
    painter.restore()


def jewel_icon(kind: int, size: int = 18) -> QIcon:
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_jewel(painter, kind, QPointF(size / 2, size / 2), size * 0.92)
    painter.end()
    return QIcon(pixmap)


def paint_panel(painter: QPainter, rect: QRectF, title: str = "") -> None:
    """A cream board with a terracotta rim, like the Basari table's centre."""
    painter.setPen(QPen(QColor(125, 51, 25, 160), 2))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, QColor("#fbf0d9"))
    gradient.setColorAt(1, QColor("#f1dfb8"))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, 12, 12)
    if title:
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.setFont(theme.font(19, bold=True, serif=True))
        painter.drawText(
            QRectF(rect.left() + 16, rect.top() + 6, rect.width() - 32, 30),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )


def paint_change(
    painter: QPainter, rect: QRectF, change: int, text: str, *, arrow: float | None = None
) -> None:
    """An arrow up (rise), down (fall) or a bar (steady), with the change written beside it."""
    colour = RISE if change > 0 else FALL if change < 0 else STEADY
    side = arrow if arrow is not None else min(rect.height(), rect.width() * 0.4)
    centre = QPointF(rect.left() + side / 2, rect.center().y())
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    h = side * 0.42
    if change > 0:
        painter.drawPolygon(
            QPolygonF(
                [
                    centre + QPointF(0, -h),
                    centre + QPointF(h, h * 0.7),
                    centre + QPointF(-h, h * 0.7),
                ]
            )
        )
    elif change < 0:
        painter.drawPolygon(
            QPolygonF(
                [
                    centre + QPointF(0, h),
                    centre + QPointF(h, -h * 0.7),
                    centre + QPointF(-h, -h * 0.7),
                ]
            )
        )
    else:
        painter.drawRoundedRect(QRectF(centre.x() - h, centre.y() - h * 0.25, 2 * h, h * 0.5), 2, 2)
    painter.setPen(colour)
    if arrow is None:
        painter.setFont(theme.font(side * 0.62, bold=True))
    painter.drawText(
        QRectF(rect.left() + side + 3, rect.top(), rect.width() - side - 3, rect.height()),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        text,
    )
    painter.restore()


class JewelItem(LoosePieceItem):
    """A single loose jewel (flying between the stock and a stall)."""

    def __init__(self, kind: int, size: float = 26.0) -> None:
        super().__init__(size)
        self.kind = kind

    def paint_piece(self, painter: QPainter, centre: QPointF) -> None:
        paint_jewel(painter, self.kind, centre, self.size)
