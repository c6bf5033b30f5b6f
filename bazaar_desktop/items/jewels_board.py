"""Jewel Bazaar's price board: the price tracks and their markers, the row labels, the price
card and the cards still to come. They paint and emit signals; they hold no rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.jewels_items import JEWEL_COLOURS, paint_change, paint_jewel
from bazaar_desktop.items.pieces import paint_framed_card


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
    frame = QPen(theme.SPICE, max(1.0, rect.width() / 40))
    inner = paint_framed_card(
        painter, rect, radius, fill=theme.TERRACOTTA_DARK, frame=frame, inset=0.1
    )
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
