"""A player's stall on Basari's table, and the secret tag over a card shown before its reveal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.gem import paint_gem
from bazaar_desktop.items.pieces import CardItem, paint_die, paint_stall_front


@dataclass(frozen=True)
class StallContent:
    name: str
    letter: str
    points: int
    points_caption: str
    gems: tuple[int, int, int, int]
    lap_progress: int
    board_size: int
    lap_caption: str
    move_roll: int
    action_roll: int


PAD = 10.0  # inside the stall's edge
MIN_LAP_BAR = 30.0  # the lap bar never shrinks below this, however long its caption
WIDEST_COUNT = "88"  # gem counts stay under 100; the layout leaves room for two digits
DIE_TINT = QColor("#d6e4f0")  # the Die action's roll, told from the movement roll


@dataclass(frozen=True)
class TextBox:
    """A text placed in the stall: it is drawn inside `rect` with `font`, left-aligned."""

    name: str
    rect: QRectF
    font: QFont
    text: str
    on_baseline: bool = False  # aligned to the bottom of `rect` (a word after a big number)
    wrap: bool = False  # may take more than one line

    def flags(self) -> int:
        vertical = (
            Qt.AlignmentFlag.AlignBottom if self.on_baseline else Qt.AlignmentFlag.AlignVCenter
        )
        wrap = Qt.TextFlag.TextWordWrap if self.wrap else 0
        return int(Qt.AlignmentFlag.AlignLeft | vertical) | int(wrap)


@dataclass(frozen=True)
class StallLayout:
    texts: tuple[TextBox, ...]
    awning: QRectF
    lap_bar: QRectF
    gems: tuple[QPointF, QPointF, QPointF, QPointF]  # gem centres, red..blue
    gem_size: float
    dice: tuple[QRectF, QRectF]  # movement die, Die-action die
    card: QRectF  # the action card (or its empty slot)

    def text(self, name: str) -> TextBox:
        return next(box for box in self.texts if box.name == name)


def fit_text(
    text: str, size: float, width: float, *, bold: bool = False, serif: bool = False
) -> tuple[QFont, str]:
    """The font (shrunk to at most a quarter smaller) and text (elided if still too wide) that
    fit `width`: a long caption or name never runs into what stands beside it."""
    font = theme.font(size, bold=bold, serif=serif)
    metrics = QFontMetricsF(font)
    advance = metrics.horizontalAdvance(text)
    if advance > width:
        font = theme.font(max(size * 0.75, size * width / advance), bold=bold, serif=serif)
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) > width:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return font, text


def _gem_places(
    gems: Sequence[int], gem: float, left: float, top: float, bottom: float, h: float
) -> tuple[list[QPointF], list[TextBox]]:
    """Gems two by two between `top` (the lap line) and `bottom` (the card, the status line),
    each count with room for two digits: the gems' centres and the counts' boxes."""
    count_font = theme.font(h * 0.08, bold=True)
    count_metrics = QFontMetricsF(count_font)
    count_w = count_metrics.horizontalAdvance(WIDEST_COUNT) + 2
    line = max(gem, count_metrics.height())
    gap = max(4.0, min(12.0, (bottom - top - 2 * line) / 3))
    first_row = top + gap + line / 2
    columns = (left + 2 + gem / 2, left + 2 + gem + 4 + count_w + 10 + gem / 2)
    centres = []
    counts = []
    for colour, count in enumerate(gems):
        centre = QPointF(columns[colour % 2], first_row + (colour // 2) * (line + gap))
        centres.append(centre)
        box = QRectF(centre.x() + gem / 2 + 4, centre.y() - line / 2, count_w, line)
        counts.append(TextBox(f"gems{colour}", box, count_font, str(count)))
    return centres, counts


def stall_layout(rect: QRectF, content: StallContent, status: str = "") -> StallLayout:
    """Where everything in a stall goes, measured with the fonts it is drawn in (a test checks
    that every text fits its box and nothing overlaps, at every number of players)."""
    w, h = rect.width(), rect.height()
    left, right = rect.left() + PAD, rect.right() - PAD
    awning = QRectF(rect.left(), rect.top(), w, h * 0.2)
    name_box = awning.adjusted(42, 0, -8, 0)
    name_font, name = fit_text(content.name, awning.height() * 0.42, name_box.width(), bold=True)
    texts = [TextBox("name", name_box, name_font, name)]
    # Points: a big number with a small word after it.
    number_font = theme.font(h * 0.14, bold=True, serif=True)
    number = str(content.points)
    number_metrics = QFontMetricsF(number_font)
    number_w = number_metrics.horizontalAdvance(number) + 1
    row = QRectF(left, awning.bottom() + h * 0.01, number_w, number_metrics.height())
    texts.append(TextBox("points", row, number_font, number))
    caption_box = QRectF(row.right() + 6, row.top(), right - row.right() - 6, row.height() * 0.8)
    caption_font, caption = fit_text(content.points_caption, h * 0.062, caption_box.width())
    texts.append(TextBox("points_caption", caption_box, caption_font, caption, on_baseline=True))
    # Lap progress: the words, then a bar filling the rest of the line.
    lap_font, lap = fit_text(content.lap_caption, h * 0.056, right - left - 8 - MIN_LAP_BAR)
    lap_w = QFontMetricsF(lap_font).horizontalAdvance(lap) + 1
    lap_box = QRectF(left, row.bottom() + 2, lap_w, h * 0.07)
    texts.append(TextBox("lap", lap_box, lap_font, lap))
    lap_bar = QRectF(lap_box.right() + 8, lap_box.center().y() - 4, right - lap_box.right() - 8, 8)
    # Bottom: the dice at the left, the action card at the right, the status line above dice.
    die = h * 0.12
    dice_top = rect.bottom() - PAD - die
    dice = (
        QRectF(left + 2, dice_top, die, die),
        QRectF(left + 2 + die + 6, dice_top, die, die),
    )
    card_w = w * 0.28
    card = QRectF(right - card_w, rect.bottom() - PAD - card_w * 1.4, card_w, card_w * 1.4)
    status_h = QFontMetricsF(theme.font(h * 0.054)).height()
    status_box = QRectF(left, dice_top - 4 - status_h, card.left() - 6 - left, status_h)
    # Fitted in bold, the wider of its two looks (bold while the seat is thinking).
    status_font, status = fit_text(status, h * 0.054, status_box.width(), bold=True)
    gem = h * 0.1
    bottom = min(card.top(), status_box.top()) - 4
    centres, counts = _gem_places(content.gems, gem, left, lap_box.bottom(), bottom, h)
    texts += counts
    texts.append(TextBox("status", status_box, status_font, status))
    return StallLayout(
        texts=tuple(texts),
        awning=awning,
        lap_bar=lap_bar,
        gems=(centres[0], centres[1], centres[2], centres[3]),
        gem_size=gem,
        dice=dice,
        card=card,
    )


class StallItem(QGraphicsObject):
    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self._rect = QRectF(0, 0, width, height)
        self.content: StallContent | None = None
        card = self._slot()
        self.card = CardItem(card.width(), card.height())
        self.card.setParentItem(self)
        self.card.setPos(card.center())
        self.card.hide()
        self.empty_slot = True
        # What changes at every decision (whose turn, who is thinking) is drawn by plain Qt
        # items on top, so the stall itself is only redrawn when its goods change.
        glow = QPainterPath()
        glow.addRoundedRect(QRectF(-3, -3, width + 6, height + 6), 12, 12)
        self.glow = QGraphicsPathItem(glow, self)
        self.glow.setPen(QPen(theme.HIGHLIGHT, 6))
        self.glow.setZValue(-1)
        self.glow.hide()
        self.status = QGraphicsSimpleTextItem(self)
        self.status.setBrush(theme.caption_ink())
        self.status_text = ""  # in full; the item shows it shortened to its box if need be
        self._place_status("", thinking=False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _slot(self) -> QRectF:
        return stall_layout(self._rect, _EMPTY_CONTENT).card

    def current_layout(self) -> StallLayout:
        return stall_layout(self._rect, self.content or _EMPTY_CONTENT, self.status_text)

    def set_content(self, content: StallContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def set_turn_marks(self, deciding: bool, thinking: bool, status: str) -> None:
        """The glow of the seat that must decide, and a short status line."""
        if self.glow.isVisible() != deciding:
            self.glow.setVisible(deciding)
        if self.status_text != status or self.status.font().bold() != thinking:
            self._place_status(status, thinking)

    def _place_status(self, status: str, thinking: bool) -> None:
        self.status_text = status
        box = stall_layout(self._rect, _EMPTY_CONTENT, status).text("status")
        font = QFont(box.font)
        font.setBold(thinking)
        self.status.setFont(font)
        self.status.setBrush(theme.caption_ink())  # the theme may have changed meanwhile
        self.status.setText(box.text)
        self.status.setPos(box.rect.topLeft())

    def set_empty_slot(self, empty: bool) -> None:
        if empty != self.empty_slot:
            self.empty_slot = empty
            self.update()

    def gem_anchor(self, colour: int) -> QPointF:
        return self.mapToScene(self.current_layout().gems[colour])

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
        layout = stall_layout(rect, content)
        paint_stall_front(
            painter,
            rect,
            layout.awning,
            self.seat,
            content.letter,
            foot=QColor("#f1dcb2"),
            meeple_inset=(22, 4),
            meeple_share=0.62,
        )
        pens = {"name": theme.player_ink(self.seat), "points_caption": theme.caption_ink()}
        for box in layout.texts:
            if box.name != "status":  # a separate item: it changes with every decision
                painter.setPen(pens.get(box.name, theme.INK))
                painter.setFont(box.font)
                painter.drawText(box.rect, box.flags(), box.text)
        self._paint_lap_bar(painter, layout.lap_bar, content)
        for colour, centre in enumerate(layout.gems):
            paint_gem(painter, colour, centre, layout.gem_size)
        # This turn's dice: movement, then the Die action (blue-tinted).
        rolls = [
            (value, tint)
            for value, tint in ((content.move_roll, theme.CREAM), (content.action_roll, DIE_TINT))
            if value
        ]
        for (value, tint), place in zip(rolls, layout.dice, strict=False):
            paint_die(painter, place, value, tint)
        if self.empty_slot:
            pen = QPen(QColor(120, 80, 40, 150), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(layout.card.adjusted(3, 3, -3, -3), 6, 6)

    def _paint_lap_bar(self, painter: QPainter, bar: QRectF, content: StallContent) -> None:
        painter.setPen(QPen(theme.WOOD, 1))
        painter.setBrush(QColor("#ead2a4"))
        painter.drawRoundedRect(bar, 4, 4)
        share = min(1.0, content.lap_progress / max(1, content.board_size))
        if share > 0:
            filled = QRectF(bar.left(), bar.top(), bar.width() * share, bar.height())
            painter.setBrush(theme.SPICE if share < 1 else QColor("#3d8b3d"))
            painter.drawRoundedRect(filled, 4, 4)


_EMPTY_CONTENT = StallContent(
    name="",
    letter="",
    points=0,
    points_caption="",
    gems=(0, 0, 0, 0),
    lap_progress=0,
    board_size=1,
    lap_caption="",
    move_roll=0,
    action_roll=0,
)


class SecretTagItem(QGraphicsItem):
    """A chosen card drawn face up before the reveal (the replay's "Everything"): a dashed
    frame and a band across the card saying it is still secret at that moment."""

    def __init__(self, card: QGraphicsItem) -> None:
        super().__init__(card)
        self._card = card.boundingRect().adjusted(2, 2, -2, -2)  # CardItem pads by 2
        self.text = ""
        self.setZValue(1)
        self.hide()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return self._card.adjusted(-8, -4, 8, 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self._card
        painter.setPen(QPen(theme.HIGHLIGHT, 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(card.adjusted(-3, -3, 3, 3), 7, 7)
        band = QRectF(card.left() - 6, card.bottom() - card.height() * 0.34, card.width() + 12, 0)
        size = card.width() * 0.24
        font = theme.font(size, bold=True)
        while size > 7 and QFontMetricsF(font).horizontalAdvance(self.text) > band.width() - 6:
            size -= 0.5
            font = theme.font(size, bold=True)
        band.setHeight(QFontMetricsF(font).height() + 4)
        painter.setPen(QPen(theme.CREAM, 1))
        painter.setBrush(theme.INK)
        painter.drawRoundedRect(band, 4, 4)
        painter.setFont(font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.text)
