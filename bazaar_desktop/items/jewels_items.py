"""Jewel Bazaar's pieces: jewels (each kind its own cut), price tracks, the price card, the
bazaar's stock and the players' stalls. They paint and emit signals; they hold no rules."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop import theme
from bazaar_desktop.items.base import LoosePieceItem, PickableItem
from bazaar_desktop.items.pieces import paint_meeple, paint_stall_body

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


# --- the price board -------------------------------------------------------------------------
class PriceTrackItem(QGraphicsItem):
    """One kind's track: cells `low`..`high`, the start/final price (10) marked."""

    def __init__(self, kind: int, width: float, height: float, low: int, high: int) -> None:
        super().__init__()
        self.kind = kind
        self.low, self.high = low, high
        self._rect = QRectF(0, 0, width, height)
        self.start_price = 10
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def cell_count(self) -> int:
        return self.high - self.low + 1

    def cell_rect(self, price: int) -> QRectF:
        width = self._rect.width() / self.cell_count()
        index = min(max(price, self.low), self.high) - self.low
        return QRectF(
            self._rect.left() + index * width, self._rect.top(), width, self._rect.height()
        )

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
        tint = QColor(JEWEL_COLOURS[self.kind])
        painter.setPen(QPen(theme.WOOD, 1.5))
        painter.setBrush(QColor("#fff8ea"))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setFont(
            theme.font(min(rect.height() * 0.26, self.cell_rect(self.low).width() * 0.52))
        )
        for price in range(self.low, self.high + 1):
            cell = self.cell_rect(price)
            shade = QColor(tint)
            shade.setAlpha(18 + int(60 * (price - self.low) / max(1, self.high - self.low)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            painter.drawRect(cell.adjusted(1, 2, -1, -2))
            if price == self.start_price:
                painter.setPen(QPen(theme.SPICE, 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell.adjusted(2, 3, -2, -3), 4, 4)
            painter.setPen(QColor(43, 29, 18, 200))
            painter.drawText(
                QRectF(
                    cell.left(),
                    cell.bottom() - cell.height() * 0.42,
                    cell.width(),
                    cell.height() * 0.4,
                ),
                Qt.AlignmentFlag.AlignCenter,
                str(price),
            )
            if price > self.low:
                painter.setPen(QPen(QColor(107, 66, 38, 80), 1))
                painter.drawLine(
                    QPointF(cell.left(), cell.top() + 4), QPointF(cell.left(), cell.bottom() - 4)
                )


class PriceMarkerItem(QGraphicsItem):
    """The marker on a price track: a large jewel of the kind (its position is its centre)."""

    def __init__(self, kind: int, size: float) -> None:
        super().__init__()
        self.kind = kind
        self.size = size
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        half = self.size / 2 + 4
        return QRectF(-half, -half, 2 * half, 2 * half + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(QPointF(2, self.size * 0.42), self.size * 0.4, self.size * 0.1)
        paint_jewel(painter, self.kind, QPointF(0, 0), self.size)


@dataclass(frozen=True)
class PriceRowContent:
    name: str
    price: int
    change: int | None
    change_text: str


class PriceLabelItem(QGraphicsItem):
    """Left of a track: the jewel, its name, the price in large figures and this round's move."""

    def __init__(self, kind: int, width: float, height: float) -> None:
        super().__init__()
        self.kind = kind
        self._rect = QRectF(0, 0, width, height)
        self.content: PriceRowContent | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, content: PriceRowContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

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
        h = rect.height()
        paint_jewel(
            painter, self.kind, QPointF(rect.left() + h * 0.36, rect.center().y()), h * 0.62
        )
        text_left = rect.left() + h * 0.78
        painter.setPen(theme.INK)
        painter.setFont(theme.font(h * 0.24, bold=True))
        painter.drawText(
            QRectF(text_left, rect.top() + h * 0.04, rect.width() - text_left, h * 0.34),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            content.name.capitalize(),
        )
        number_font = theme.font(h * 0.5, bold=True, serif=True)
        painter.setFont(number_font)
        painter.setPen(theme.TERRACOTTA_DARK)
        number = str(content.price)
        number_rect = QRectF(text_left, rect.top() + h * 0.36, h * 0.9, h * 0.6)
        painter.drawText(
            number_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, number
        )
        if content.change is not None:
            width = QFontMetricsF(number_font).horizontalAdvance(number)
            left = text_left + width + 8
            paint_change(
                painter,
                QRectF(left, rect.top() + h * 0.5, rect.right() - left, h * 0.34),
                content.change,
                content.change_text,
            )


# --- the price card and the cards still to come ----------------------------------------------
class PriceCardItem(QGraphicsObject):
    """This round's price card: one line per kind, its change as an arrow and a number."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.changes: tuple[int, int, int] | None = None
        self.texts: tuple[str, str, str] = ("", "", "")
        self.caption = ""
        self.back_caption = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self,
        changes: tuple[int, int, int] | None,
        texts: tuple[str, str, str],
        caption: str,
        back_caption: str,
    ) -> None:
        if (changes, texts, caption, back_caption) != (
            self.changes,
            self.texts,
            self.caption,
            self.back_caption,
        ):
            self.changes, self.texts = changes, texts
            self.caption, self.back_caption = caption, back_caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 8, 8)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = rect.width() * 0.08
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(rect.translated(4, 5), radius, radius)
        painter.setPen(QPen(theme.INK, 1.5))
        if self.changes is None:
            paint_card_back(painter, rect, self.back_caption)
            return
        painter.setBrush(theme.CREAM)
        painter.drawRoundedRect(rect, radius, radius)
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.18)
        clip = QPainterPath()
        clip.addRoundedRect(rect, radius, radius)
        painter.save()
        painter.setClipPath(clip)
        painter.fillRect(band, theme.TERRACOTTA)
        painter.restore()
        painter.setPen(theme.CREAM)
        painter.setFont(theme.font(band.height() * 0.5, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.caption)
        row_h = (rect.height() - band.height() - 8) / 3
        for kind, change in enumerate(self.changes):
            top = band.bottom() + 4 + kind * row_h
            row = QRectF(rect.left() + 8, top, rect.width() - 16, row_h)
            paint_jewel(
                painter, kind, QPointF(row.left() + row_h * 0.4, row.center().y()), row_h * 0.62
            )
            paint_change(
                painter,
                QRectF(
                    row.left() + row_h * 0.95,
                    row.top() + row_h * 0.18,
                    row.width() - row_h,
                    row_h * 0.64,
                ),
                change,
                self.texts[kind],
            )


def paint_card_back(painter: QPainter, rect: QRectF, caption: str = "") -> None:
    radius = rect.width() * 0.08
    painter.setPen(QPen(theme.INK, 1.5))
    painter.setBrush(theme.TERRACOTTA_DARK)
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(
        rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1
    )
    painter.setPen(QPen(theme.SPICE, max(1.0, rect.width() / 40)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    centre = inner.center()
    r = inner.width() * 0.28
    diamond = QPolygonF(
        [
            centre + QPointF(0, -r * 1.4),
            centre + QPointF(r, 0),
            centre + QPointF(0, r * 1.4),
            centre + QPointF(-r, 0),
        ]
    )
    painter.drawPolygon(diamond)
    if caption:
        painter.setPen(theme.CREAM)
        painter.setFont(theme.font(rect.width() * 0.13, bold=True))
        painter.drawText(
            QRectF(
                inner.left(),
                inner.bottom() - inner.height() * 0.2,
                inner.width(),
                inner.height() * 0.2,
            ),
            Qt.AlignmentFlag.AlignCenter,
            caption,
        )


class RemainingCardsItem(QGraphicsItem):
    """The cards still to come, counted per kind by change: up, steady, down (public, J5)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.counts: tuple[tuple[int, int, int], ...] = ()
        self.title = ""
        self.headers: tuple[str, str, str] = ("", "", "")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self, counts: Sequence[tuple[int, int, int]], title: str, headers: tuple[str, str, str]
    ) -> None:
        counts = tuple(counts)
        if (counts, title, headers) != (self.counts, self.title, self.headers):
            self.counts, self.title, self.headers = counts, title, headers
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
        painter.setPen(theme.INK)
        painter.setFont(theme.font(17, bold=True))
        painter.drawText(
            QRectF(rect.left(), rect.top(), rect.width(), 26),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        top = rect.top() + 32
        row_h = (rect.height() - 32) / 4
        label_w = row_h * 1.1
        col_w = (rect.width() - label_w) / 3
        header_font = theme.font(row_h * 0.32, bold=True)
        metrics = QFontMetricsF(header_font)
        for column, change in enumerate((1, 0, -1)):
            cell = QRectF(rect.left() + label_w + column * col_w, top, col_w, row_h)
            arrow = row_h * 0.3
            text_w = metrics.horizontalAdvance(self.headers[column])
            group = arrow + 3 + text_w + 2
            painter.setFont(header_font)
            paint_change(
                painter,
                QRectF(cell.center().x() - group / 2, cell.top(), group, row_h),
                change,
                self.headers[column],
                arrow=arrow,
            )
        painter.setFont(theme.font(row_h * 0.5, bold=True))
        for kind, counts in enumerate(self.counts):
            y = top + (kind + 1) * row_h
            if kind % 2 == 0:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(226, 201, 150, 90))
                painter.drawRoundedRect(QRectF(rect.left(), y, rect.width(), row_h), 4, 4)
            paint_jewel(
                painter, kind, QPointF(rect.left() + label_w * 0.45, y + row_h / 2), row_h * 0.66
            )
            for column, count in enumerate(counts):
                cell = QRectF(rect.left() + label_w + column * col_w, y, col_w, row_h)
                painter.setPen(theme.INK if count else theme.DISABLED)
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(count))


# --- the bazaar's stock ----------------------------------------------------------------------
class StockBinItem(PickableItem):
    """The bazaar's jewels of one kind: a heap of jewels and the count. Clickable to buy."""

    clicked = Signal(int)

    def __init__(self, kind: int, width: float, height: float) -> None:
        super().__init__()
        self.kind = kind
        self._rect = QRectF(0, 0, width, height)
        self.count = 0
        self.caption = ""
        self.price_caption = ""
        self.choosable = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, count: int, caption: str, price_caption: str, choosable: bool) -> None:
        if (count, caption, price_caption, choosable) != (
            self.count,
            self.caption,
            self.price_caption,
            self.choosable,
        ):
            self.count, self.caption, self.price_caption = count, caption, price_caption
            self.choosable = choosable
            self.show_pickable(choosable)
            self.update()

    def jewel_anchor(self) -> QPointF:
        return self.mapToScene(self._heap_rect().center())

    def _heap_rect(self) -> QRectF:
        rect = self._rect
        return QRectF(rect.left() + 10, rect.top() + 8, rect.width() * 0.5, rect.height() - 16)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        painter.setPen(QPen(theme.WOOD, 1.5))
        tray = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        tray.setColorAt(0, QColor("#e7c998"))
        tray.setColorAt(1, QColor("#d1a86c"))
        painter.setBrush(tray)
        painter.drawRoundedRect(rect, 10, 10)
        heap = self._heap_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(74, 44, 26, 60))
        painter.drawRoundedRect(heap, 8, 8)
        shown = min(self.count, 15)
        columns = 5
        size = min(heap.width() / (columns + 0.4), heap.height() / 3.3)
        for index in range(shown):
            row, column = divmod(index, columns)
            offset = size * 0.5 if row % 2 else 0.0
            x = heap.left() + size * 0.7 + column * size + offset * 0.5
            y = heap.bottom() - size * 0.65 - row * size * 0.95
            paint_jewel(painter, self.kind, QPointF(x, y), size * 0.92)
        text = QRectF(
            heap.right() + 8, rect.top() + 6, rect.right() - heap.right() - 14, rect.height() - 12
        )
        painter.setPen(theme.INK)
        painter.setFont(theme.font(text.height() * 0.4, bold=True, serif=True))
        painter.drawText(
            QRectF(text.left(), text.top(), text.width(), text.height() * 0.55),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            str(self.count),
        )
        painter.setFont(theme.font(min(text.height() * 0.17, text.width() * 0.115)))
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.drawText(
            QRectF(
                text.left(), text.top() + text.height() * 0.52, text.width(), text.height() * 0.22
            ),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.caption,
        )
        painter.drawText(
            QRectF(
                text.left(), text.top() + text.height() * 0.74, text.width(), text.height() * 0.24
            ),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.price_caption,
        )
        if self.choosable and self._hover:
            painter.setPen(QPen(theme.HIGHLIGHT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 11, 11)

    def picked(self) -> None:
        self.clicked.emit(self.kind)


# --- a player's stall ------------------------------------------------------------------------
@dataclass(frozen=True)
class JewelStallContent:
    name: str
    letter: str
    money: int
    money_caption: str
    jewels: tuple[int, int, int]
    max_jewels: int
    deciding: bool
    thinking: bool
    first: bool
    first_caption: str
    status: str
    note: str = ""  # this round's trade, in a few words


class JewelStallItem(PickableItem):
    """A player's stall: name, money in large figures and up to four jewel sockets (J12).
    Clicking one of the looking seat's own jewels adds it to the sale being built."""

    jewel_clicked = Signal(int)  # kind
    tracks_hover = False  # only its jewels are picked, and they show no hover highlight

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(0, 0, width, height)
        self.content: JewelStallContent | None = None
        self.choosable = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, content: JewelStallContent, choosable: bool) -> None:
        if (content, choosable) != (self.content, self.choosable):
            self.content = content
            self.choosable = choosable
            self.update()

    def _sockets(self) -> list[QRectF]:
        rect = self._rect
        count = self.content.max_jewels if self.content is not None else 4
        gap = 6.0
        size = min((rect.width() - 20 - gap * (count - 1)) / count, rect.height() * 0.26)
        left = rect.center().x() - (count * size + (count - 1) * gap) / 2
        top = rect.top() + rect.height() * 0.56
        return [QRectF(left + i * (size + gap), top, size, size) for i in range(count)]

    def _socket_kinds(self) -> list[int]:
        content = self.content
        if content is None:
            return []
        return [kind for kind, count in enumerate(content.jewels) for _ in range(count)]

    def jewel_anchor(self, kind: int) -> QPointF:
        sockets = self._sockets()
        kinds = self._socket_kinds()
        index = kinds.index(kind) if kind in kinds else min(len(kinds), len(sockets) - 1)
        return self.mapToScene(sockets[index].center())

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
        if content.deciding:
            painter.setPen(QPen(theme.HIGHLIGHT, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)
        awning = QRectF(rect.left(), rect.top(), rect.width(), min(44.0, rect.height() * 0.22))
        paint_stall_body(painter, rect, awning, self.seat, QColor("#f1dcb2"))
        paint_meeple(
            painter,
            self.seat,
            QPointF(awning.left() + 20, awning.bottom() - 4),
            awning.height() * 0.62,
            content.letter,
        )
        painter.setPen(theme.player_ink(self.seat))
        painter.setFont(theme.font(awning.height() * 0.44, bold=True))
        name_rect = awning.adjusted(40, 0, -8, 0)
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            QFontMetricsF(painter.font()).elidedText(
                content.name, Qt.TextElideMode.ElideRight, name_rect.width()
            ),
        )
        if content.first:
            self._paint_first_badge(painter, awning, content.first_caption)
        # Money: the big number, then the currency.
        top = awning.bottom() + 4
        number_font = theme.font(rect.height() * 0.17, bold=True, serif=True)
        painter.setFont(number_font)
        painter.setPen(theme.INK)
        number = str(content.money)
        width = QFontMetricsF(number_font).horizontalAdvance(number)
        row = QRectF(rect.left() + 12, top, rect.width() - 24, rect.height() * 0.24)
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, number)
        painter.setFont(theme.font(rect.height() * 0.075))
        painter.setPen(theme.TERRACOTTA_DARK)
        painter.drawText(
            row.adjusted(width + 6, 0, 0, -rect.height() * 0.045),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            content.money_caption,
        )
        if content.note:
            painter.setPen(theme.INK)
            note_rect = QRectF(
                rect.left() + 12, row.bottom(), rect.width() - 24, rect.height() * 0.12
            )
            # A long trade ("-1 sapphire -1 emerald +3 rubies") wraps onto a second line in a
            # smaller font rather than being cut short.
            # (At full size two lines do not fit the note's place: it stays on one line.)
            flags = (
                Qt.AlignmentFlag.AlignLeft
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextWordWrap
            )
            for scale in (1.0, 0.85, 0.75, 0.68):
                font = theme.font(rect.height() * 0.062 * scale)
                needed = QFontMetricsF(font).boundingRect(note_rect, flags, content.note)
                if needed.height() <= note_rect.height() + 2:
                    break
            painter.setFont(font)
            painter.drawText(note_rect, flags, content.note)
        # Jewel sockets: the jewels held, then empty places up to the limit (J12).
        kinds = self._socket_kinds()
        for index, socket in enumerate(self._sockets()):
            painter.setPen(QPen(QColor(107, 66, 38, 150), 1.5))
            painter.setBrush(QColor(74, 44, 26, 45))
            painter.drawRoundedRect(socket, 8, 8)
            if index < len(kinds):
                paint_jewel(painter, kinds[index], socket.center(), socket.width() * 0.8)
        if content.status:
            painter.setPen(theme.TERRACOTTA_DARK)
            painter.setFont(theme.font(rect.height() * 0.07, bold=content.deciding))
            painter.drawText(
                QRectF(
                    rect.left() + 10,
                    rect.bottom() - rect.height() * 0.15,
                    rect.width() - 20,
                    rect.height() * 0.12,
                ),
                Qt.AlignmentFlag.AlignCenter,
                content.status,
            )

    def _paint_first_badge(self, painter: QPainter, awning: QRectF, caption: str) -> None:
        painter.save()
        painter.setFont(theme.font(awning.height() * 0.32, bold=True))
        width = QFontMetricsF(painter.font()).horizontalAdvance(caption) + 14
        badge = QRectF(
            awning.right() - width - 6, awning.bottom() + 4, width, awning.height() * 0.5
        )
        painter.setPen(QPen(theme.TERRACOTTA_DARK, 1.2))
        painter.setBrush(theme.HIGHLIGHT)
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(theme.INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, caption)
        painter.restore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Not one pick area but one per jewel held: the release says which kind to sell.
        if not self.choosable:
            super().mouseReleaseEvent(event)
            return
        kinds = self._socket_kinds()
        for index, socket in enumerate(self._sockets()):
            if index < len(kinds) and socket.contains(event.pos()):
                self.jewel_clicked.emit(kinds[index])
                return


class JewelItem(LoosePieceItem):
    """A single loose jewel (flying between the stock and a stall)."""

    def __init__(self, kind: int, size: float = 26.0) -> None:
        super().__init__(size)
        self.kind = kind

    def paint_piece(self, painter: QPainter, centre: QPointF) -> None:
        paint_jewel(painter, self.kind, centre, self.size)
