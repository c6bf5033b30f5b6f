"""Basari's board pieces: archways, the points track and its markers, carpets, merchants."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.base import PickableItem
from bazaar_desktop.items.gem import paint_gem
from bazaar_desktop.items.pieces import meeple_bounds, meeple_rim, paint_meeple, paint_start_disk
from bazaar_desktop.items.sprites import paint_sprite


def arch_path(rect: QRectF) -> QPainterPath:
    """A pointed (Moorish) archway opening inside `rect`."""
    path = QPainterPath()
    left, right, bottom = rect.left(), rect.right(), rect.bottom()
    spring = rect.top() + rect.height() * 0.42
    apex = QPointF(rect.center().x(), rect.top())
    path.moveTo(left, bottom)
    path.lineTo(left, spring)
    path.quadTo(left, rect.top() + rect.height() * 0.08, apex.x(), apex.y())
    path.quadTo(right, rect.top() + rect.height() * 0.08, right, spring)
    path.lineTo(right, bottom)
    path.closeSubpath()
    return path


MEDALLION_SHARE = 0.17  # an archway's points medallion: its radius, of the face's short side


def medallion_radius(face: QRectF) -> float:
    return min(face.width(), face.height()) * MEDALLION_SHARE


def gem_row(face: QRectF) -> tuple[float, float, float]:
    """An archway's gems, hung across its opening just below the points medallion (the room
    under them is the merchants'): gem size, spacing and the row's centre height, for the
    archway's stone `face`."""
    size = min(face.width() / 5.2, face.height() / 4.2)
    top = face.top() + 2 * medallion_radius(face) + 3.5
    return size, size * 1.05, top + size / 2


def gem_row_rect(tile: QRectF, count: int) -> QRectF:
    """Where `count` gems are drawn on the archway `tile` (merchants must leave it free)."""
    face = tile.adjusted(3, 3, -3, -3)
    size, gap, y = gem_row(face)
    width = gap * (count - 1) + size
    return QRectF(face.center().x() - width / 2, y - size / 2, width, size)


def archway_number_rect(face: QRectF) -> QRectF:
    """Where an archway's number is written (right-aligned) on its stone `face`: top right,
    beside the arch's point, leaving the threshold to the merchants."""
    return QRectF(
        face.right() - face.width() * 0.32, face.top() + 3, face.width() * 0.3, face.height() * 0.2
    )


MERCHANT_OVERHANG = 2.0  # a merchant's feet stand this far below its tile (the tiles' rims)
MERCHANT_LANE_INSET = 5.0  # the merchants' row keeps this far from the tile's sides


def merchant_size(tiles: Sequence[QRectF], players: int) -> tuple[float, float]:
    """Width and height of the merchants on archways `tiles`: as tall as the room between the
    gems an archway shows (five at most) and its threshold, about as wide as tall, narrower
    only where `players` merchants side by side would cover each other's letters."""
    room = min(t.bottom() + MERCHANT_OVERHANG - gem_row_rect(t, 5).bottom() for t in tiles)
    spacing = min(merchant_lane(t).width() for t in tiles) / max(1, players)
    height = max(4.0, room - 1.5 - meeple_rim(room))  # the rim stands out above the head
    return min(height * 1.05, spacing * 1.3), height


def merchant_lane(tile: QRectF) -> QRectF:
    """The threshold of an archway `tile`, where its merchants stand side by side."""
    return QRectF(
        tile.left() + MERCHANT_LANE_INSET,
        tile.bottom() - tile.height() * 0.35,
        tile.width() - 2 * MERCHANT_LANE_INSET,
        tile.height() * 0.35 + MERCHANT_OVERHANG,
    )


def merchant_foot(tile: QRectF, seat: int, players: int) -> QPointF:
    """Where seat `seat`'s merchant stands on archway `tile`: each seat its own place along
    the threshold, the same on every archway."""
    lane = merchant_lane(tile)
    return QPointF(lane.left() + lane.width() * (seat + 0.5) / max(1, players), lane.bottom())


class ArchwayItem(PickableItem):
    """One archway: its points and gems. Emits `clicked` when it may be chosen."""

    clicked = Signal(int)

    def __init__(self, index: int, width: float, height: float) -> None:
        super().__init__()
        self.index = index
        self.points = 0
        self.gems: tuple[int, int, int, int] = (0, 0, 0, 0)
        self._rect = QRectF(0, 0, width, height)
        self.choosable = False
        self.selected = False
        self.marked = False  # the looking seat's merchant is here
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, points: int, gems: tuple[int, int, int, int]) -> None:
        if (points, gems) != (self.points, self.gems):  # repaint (and re-cache) only on change
            self.points, self.gems = points, gems
            self.update()

    def set_state(self, *, choosable: bool, selected: bool) -> None:
        if (choosable, selected) != (self.choosable, self.selected):
            self.choosable, self.selected = choosable, selected
            self.show_pickable(choosable)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect.adjusted(3, 3, -3, -3)
        face = QRectF(0, 0, rect.width(), rect.height())
        paint_sprite(  # the same stone face on every archway: painted once, then copied
            painter,
            ("archway face", face.width(), face.height()),
            rect.topLeft(),
            face.adjusted(-2, -2, 2, 2),
            lambda sprite: _paint_archway_face(sprite, face),
        )
        # Gems shown on this archway, hung across the opening.
        count = sum(self.gems)
        size, gap, y = gem_row(rect)
        x = rect.center().x() - gap * (count - 1) / 2
        for colour, n in enumerate(self.gems):
            for _ in range(n):
                paint_gem(painter, colour, QPointF(x, y), size)
                x += gap
        self._paint_labels(painter, rect)
        if self.choosable or self.selected:
            ring = QColor(theme.HIGHLIGHT)
            width = 5.0 if self.selected or self._hover else 3.0
            if not (self.selected or self._hover):
                ring.setAlpha(170)
            painter.setPen(QPen(ring, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)

    def _paint_labels(self, painter: QPainter, rect: QRectF) -> None:
        """The points medallion, top left, and the archway's number, small, top right, so
        archways can be named ("archway 12") and the threshold is the merchants'."""
        radius = medallion_radius(rect)
        centre = QPointF(rect.left() + radius + 2, rect.top() + radius + 2)
        paint_sprite(
            painter,
            ("points medallion", self.points, radius),
            centre,
            QRectF(-radius - 2, -radius - 2, 2 * radius + 4, 2 * radius + 4),
            lambda sprite: _paint_medallion(sprite, radius, self.points),
        )
        painter.setFont(theme.on_screen_font(painter, rect.height() * 0.14))
        painter.setPen(QColor(60, 35, 20, 200))
        painter.drawText(
            archway_number_rect(rect),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            str(self.index + 1),
        )

    def picked(self) -> None:
        self.clicked.emit(self.index)


def _paint_archway_face(painter: QPainter, rect: QRectF) -> None:
    """The stone face and its pointed opening, filling `rect`."""
    painter.setPen(QPen(theme.WOOD, 1.5))
    face = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    face.setColorAt(0, QColor("#e9c48a"))
    face.setColorAt(1, QColor("#d8a86a"))
    painter.setBrush(face)
    painter.drawRoundedRect(rect, 6, 6)
    opening = rect.adjusted(rect.width() * 0.2, rect.height() * 0.12, -rect.width() * 0.2, 0)
    painter.setPen(QPen(theme.TERRACOTTA_DARK, 2.5))
    door = QLinearGradient(opening.topLeft(), opening.bottomLeft())
    door.setColorAt(0, theme.DOORWAY[0])
    door.setColorAt(1, theme.DOORWAY[1])
    painter.setBrush(door)
    painter.drawPath(arch_path(opening))


def _paint_medallion(painter: QPainter, radius: float, points: int) -> None:
    """An archway's points on a cream disk of `radius`, centred on (0, 0)."""
    painter.setPen(QPen(theme.TERRACOTTA_DARK, 1.5))
    painter.setBrush(theme.CREAM)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    painter.setPen(theme.INK)
    painter.setFont(theme.font(radius * 1.3, bold=True, serif=True))
    painter.drawText(
        QRectF(-radius, -radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, str(points)
    )


class MeepleItem(QGraphicsObject):
    """A merchant: the player's colour and initial. Its position is its feet."""

    def __init__(self, seat: int, letter: str, width: float, height: float | None = None) -> None:
        super().__init__()
        self.seat = seat
        self.letter = letter
        self.width = width
        self.height = height if height is not None else width * 1.25
        self.setZValue(20 + seat)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return meeple_bounds(self.width, self.height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_meeple(painter, self.seat, QPointF(0, 0), self.width, self.letter, height=self.height)


class StartDiskItem(QGraphicsItem):
    def __init__(self, seat: int, radius: float) -> None:
        super().__init__()
        self.seat = seat
        self.radius = radius
        self.setZValue(10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_start_disk(painter, self.seat, QPointF(0, 0), self.radius)


RIM = 26.0  # the wood around the track, where its numbers stand
TRACK_NUMBER_SIZE = 15.0


def track_number_rect(cell: QRectF, board: QRectF) -> QRectF:
    """Where a track cell's number stands: on the rim, on the cell's outer side (a corner
    cell: above or below it)."""
    if cell.top() <= board.top():
        return QRectF(cell.left(), board.top() - RIM, cell.width(), RIM)
    if cell.bottom() >= board.bottom():
        return QRectF(cell.left(), board.bottom(), cell.width(), RIM)
    if cell.left() <= board.left():
        return QRectF(board.left() - RIM, cell.top(), RIM, cell.height())
    return QRectF(board.right(), cell.top(), RIM, cell.height())


class TrackItem(QGraphicsItem):
    """The points track bordering the board: `cells` spaces, numbered every five (B5)."""

    def __init__(self, cell_rects: Sequence[QRectF], outer: QRectF) -> None:
        super().__init__()
        self.cells = list(cell_rects)
        self.outer = outer
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.outer.adjusted(-RIM, -RIM, RIM, RIM)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.WOOD, 1))
        for number, cell in enumerate(self.cells):
            fifth = number % 5 == 0
            painter.setBrush(QColor("#f0d7a4") if fifth else QColor("#f7e8c6"))
            painter.drawRect(cell)
        # Every fifth number on the wooden rim beside its cell: markers never cover it.
        painter.setPen(QColor("#fff3d6"))
        painter.setFont(theme.font(TRACK_NUMBER_SIZE, bold=True))
        for number in range(0, len(self.cells), 5):
            box = track_number_rect(self.cells[number], self.outer)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(number))


class TrackMarkerItem(QGraphicsObject):
    """A player's points marker; a lap past 80 shows as a badge (the track wraps, B5)."""

    def __init__(self, seat: int, letter: str, radius: float) -> None:
        super().__init__()
        self.seat = seat
        self.letter = letter
        self.radius = radius
        self.laps = 0
        self.setZValue(30 + seat)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r + self.radius)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        painter.setPen(QPen(theme.seat_edge(self.seat), 1.8))
        painter.setBrush(theme.player_colour(self.seat))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(theme.player_ink(self.seat))
        painter.setFont(theme.on_screen_font(painter, r * 1.1, bold=True))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.letter)
        if self.laps:
            badge = QRectF(-r, r * 0.55, 2 * r, r * 0.9)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.INK)
            painter.drawRoundedRect(badge, 3, 3)
            painter.setPen(theme.CREAM)
            painter.setFont(theme.on_screen_font(painter, r * 0.7, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"+{80 * self.laps}")


# --- the board's geometry: the points track's cells and the loop's archway tiles ----------
CELL = 46.0  # points-track cell
TRACK_COLUMNS, TRACK_ROWS = 25, 17  # 2 * 25 + 2 * 17 - 4 = 80 cells (B5)
TRACK_CELLS = 80


def track_cell_rects() -> list[QRectF]:
    """The 80 cells clockwise from the top-left corner."""
    cells: list[tuple[int, int]] = [(c, 0) for c in range(TRACK_COLUMNS)]
    cells += [(TRACK_COLUMNS - 1, r) for r in range(1, TRACK_ROWS)]
    cells += [(c, TRACK_ROWS - 1) for c in range(TRACK_COLUMNS - 2, -1, -1)]
    cells += [(0, r) for r in range(TRACK_ROWS - 2, 0, -1)]
    assert len(cells) == TRACK_CELLS
    return [QRectF(c * CELL, r * CELL, CELL, CELL) for c, r in cells]


def loop_tile_rects(size: int, area: QRectF) -> list[QRectF]:
    """`size` archway tiles around the edge of `area`, clockwise from the top-left corner."""
    top = max(2, round(size * 10 / 32))
    side = max(0, (size - 2 * top) // 2)
    top_count = size - top - 2 * side  # an odd size gives the top row one more tile
    bottom_count = top
    rows = side + 2
    width_top = area.width() / top_count
    width_bottom = area.width() / bottom_count
    height = area.height() / rows
    rects = [
        QRectF(area.left() + i * width_top, area.top(), width_top, height) for i in range(top_count)
    ]
    right = area.right() - width_bottom
    rects += [
        QRectF(right, area.top() + r * height, width_bottom, height) for r in range(1, side + 1)
    ]
    bottom = area.top() + (rows - 1) * height
    rects += [
        QRectF(area.left() + i * width_bottom, bottom, width_bottom, height)
        for i in range(bottom_count - 1, -1, -1)
    ]
    rects += [
        QRectF(area.left(), area.top() + r * height, width_bottom, height)
        for r in range(side, 0, -1)
    ]
    return rects
