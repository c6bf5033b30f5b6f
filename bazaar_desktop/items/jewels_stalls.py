"""Jewel Bazaar's trading places: the bazaar's stock bins and the players' stalls. They paint
and emit signals; they hold no rules."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import PickableItem
from bazaar_desktop.items.jewels_items import paint_jewel
from bazaar_desktop.items.pieces import paint_awning_name, paint_halo, paint_stall_front


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
            paint_halo(painter, rect, width=4, grow=1, radius=11)

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
            paint_halo(painter, rect, width=6, grow=3, radius=12)
        awning = QRectF(rect.left(), rect.top(), rect.width(), min(44.0, rect.height() * 0.22))
        paint_stall_front(
            painter,
            rect,
            awning,
            self.seat,
            content.letter,
            foot=QColor("#f1dcb2"),
            meeple_inset=(20, 4),
            meeple_share=0.62,
        )
        paint_awning_name(painter, self.seat, awning, content.name, 0.44, (40, 8))
        if content.first:
            self._paint_first_badge(painter, awning, content.first_caption)
        row = self._paint_money(painter, rect, awning.bottom() + 4, content)
        if content.note:
            self._paint_note(painter, rect, row, content.note)
        self._paint_sockets(painter)
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

    def _paint_money(
        self, painter: QPainter, rect: QRectF, top: float, content: JewelStallContent
    ) -> QRectF:
        """The money: the big number, then the currency; returns the number's row."""
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
        return row

    def _paint_note(self, painter: QPainter, rect: QRectF, row: QRectF, note: str) -> None:
        """This round's trade, under the money."""
        painter.setPen(theme.INK)
        note_rect = QRectF(rect.left() + 12, row.bottom(), rect.width() - 24, rect.height() * 0.12)
        # A long trade ("-1 sapphire -1 emerald +3 rubies") wraps onto a second line in a
        # smaller font rather than being cut short.
        # (At full size two lines do not fit the note's place: it stays on one line.)
        flags = (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        )
        for scale in (1.0, 0.85, 0.75, 0.68):
            font = theme.font(rect.height() * 0.062 * scale)
            needed = QFontMetricsF(font).boundingRect(note_rect, flags, note)
            if needed.height() <= note_rect.height() + 2:
                break
        painter.setFont(font)
        painter.drawText(note_rect, flags, note)

    def _paint_sockets(self, painter: QPainter) -> None:
        """Jewel sockets: the jewels held, then empty places up to the limit (J12)."""
        kinds = self._socket_kinds()
        for index, socket in enumerate(self._sockets()):
            painter.setPen(QPen(QColor(107, 66, 38, 150), 1.5))
            painter.setBrush(QColor(74, 44, 26, 45))
            painter.drawRoundedRect(socket, 8, 8)
            if index < len(kinds):
                paint_jewel(painter, kinds[index], socket.center(), socket.width() * 0.8)

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
