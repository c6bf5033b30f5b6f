"""What Basari lays over its board now and then: the barter band and the round-scoring scroll."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.basari_stall import TextBox, fit_text
from bazaar_desktop.items.gem import paint_gem

SMALLEST_PX = 11.0  # a line of the band smaller than this on screen is not drawn


def _wrapped(text: str, size: float, box: QRectF) -> tuple[QFont, str, bool]:
    """One line if it fits (shrunk by at most a quarter), else two lines, else elided."""
    font, fitted = fit_text(text, size, box.width())
    if fitted == text:
        return font, text, False
    font = theme.font(size * 0.75)
    metrics = QFontMetricsF(font)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    if metrics.boundingRect(box, flags, text).height() <= box.height():
        return font, text, True
    return font, metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width()), False


def band_texts(rect: QRectF, title: str, subtitle: str, caption: str) -> tuple[TextBox, ...]:
    """The barter band's words: card and bargainers on the left, the offer's caption on the
    right; long names shrink, wrap or shorten the words rather than run past their half."""
    left = rect.adjusted(14, 6, -rect.width() * 0.45, -6)
    title_box = QRectF(left.left(), left.top(), left.width(), left.height() * 0.5)
    subtitle_box = QRectF(left.left(), title_box.bottom(), left.width(), left.height() * 0.5)
    right = QRectF(
        rect.right() - rect.width() * 0.44, rect.top() + 6, rect.width() * 0.42, rect.height() - 12
    )
    caption_box = QRectF(right.left(), right.top(), right.width(), right.height() * 0.4)
    title_font, title = fit_text(
        title, rect.height() * 0.26, title_box.width(), bold=True, serif=True
    )
    subtitle_font, subtitle, wrap = _wrapped(subtitle, rect.height() * 0.18, subtitle_box)
    caption_font, caption = fit_text(caption, rect.height() * 0.2, caption_box.width(), bold=True)
    return (
        TextBox("title", title_box, title_font, title),
        TextBox("subtitle", subtitle_box, subtitle_font, subtitle, wrap=wrap),
        TextBox("caption", caption_box, caption_font, caption),
    )


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

    def set_size(self, width: float, height: float) -> None:
        """The size the board's layout gives it (known once the board is laid out)."""
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)

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

    def text_boxes(self, scale: float | None = None) -> tuple[TextBox, ...]:
        """The words drawn at `scale` (screen pixels per scene unit): the sub-line is left out
        where it would be smaller than `SMALLEST_PX` on screen (8 px high at
        1024x600); the panel and the log say it too."""
        boxes = band_texts(self._rect, self.title, self.subtitle, self.offer_caption)
        return tuple(
            box
            for box in boxes
            if box.name != "subtitle"
            or scale is None  # every word, as laid out
            or QFontMetricsF(box.font).height() * scale >= SMALLEST_PX
        )

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
        scale = option.levelOfDetailFromTransform(painter.worldTransform())
        for box in self.text_boxes(scale):
            painter.setPen(theme.INK if box.name == "subtitle" else theme.TERRACOTTA_DARK)
            painter.setFont(box.font)
            painter.drawText(box.rect, box.flags(), box.text)
        right = QRectF(
            rect.right() - rect.width() * 0.44,
            rect.top() + 6,
            rect.width() * 0.42,
            rect.height() - 12,
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


def scroll_texts(rect: QRectF, lines: Sequence[str]) -> tuple[TextBox, ...]:
    """The scroll's lines, each whole: a heading, then one line each, wrapped onto a second
    line rather than cut short, all in one size, shrunk until every line fits above the
    closing hint (`HINT_SPACE` at the bottom)."""
    width = rect.width() - 44
    room = rect.height() - 16 - HINT_SPACE
    size = min(19.0, room / max(1, len(lines) + 0.6) * 0.56)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    while True:
        boxes = []
        y = rect.top() + 16
        for index, line in enumerate(lines):
            heading = index == 0
            font = theme.font(size * (1.4 if heading else 1.0), bold=heading, serif=heading)
            metrics = QFontMetricsF(font)
            height = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, line).height()
            height += metrics.height() * (0.45 if heading else 0.3)  # the gap below
            boxes.append(
                TextBox(
                    f"line{index}",
                    QRectF(rect.left() + 22, y, width, height),
                    font,
                    line,
                    wrap=True,
                )
            )
            y += height
        if y <= rect.top() + 16 + room or size <= MIN_SCROLL_SIZE:
            return tuple(boxes)
        size *= 0.92


HINT_SPACE = 34.0  # the closing hint's strip at the bottom of the scroll
MIN_SCROLL_SIZE = 9.0


class ScrollItem(QGraphicsObject):
    """A parchment showing lines one by one (round scoring, step by step). A click (or Esc,
    which the table handles) closes it."""

    closed = Signal()

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, width, height)
        self.lines: list[str] = []
        self.shown = 0
        self.hint = ""
        self.setZValue(80)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_size(self, width: float, height: float) -> None:
        """The size the board's layout gives it (known once the board is laid out)."""
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)

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

    def text_boxes(self) -> tuple[TextBox, ...]:
        """The lines shown so far, placed as the whole scoring will stand (no line moves
        when the next one appears)."""
        return scroll_texts(self._rect, self.lines)[: self.shown]

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
        for index, box in enumerate(self.text_boxes()):
            painter.setPen(theme.TERRACOTTA_DARK if index == 0 else theme.INK)
            painter.setFont(box.font)
            painter.drawText(box.rect, box.flags(), box.text)
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
