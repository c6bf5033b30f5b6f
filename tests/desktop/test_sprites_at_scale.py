"""At scale 1.25 and 2 the board's gems, archway faces and stalls landed too large
and out of place (gem counts over their icons, majority numbers over their gems, the barter
strip without its gems): a sprite counted the device pixel ratio twice. A sprite covers the
very pixels the drawing itself covers, at every ratio."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from bazaar_desktop.items import sprites


def square(painter: QPainter) -> None:
    painter.fillRect(QRectF(0, 0, 20, 20), QColor("red"))


def covered(image: QImage) -> tuple[int, int, int, int]:
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() > 128:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def painted(ratio: float, *, as_sprite: bool) -> tuple[int, int, int, int]:
    pixmap = QPixmap(int(200 * ratio), int(200 * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.scale(0.6, 0.6)  # the board fitted into a small window
    painter.translate(30, 40)
    if as_sprite:
        sprites.paint_sprite(
            painter, ("square", ratio), QPointF(10, 10), QRectF(0, 0, 20, 20), square
        )
    else:
        painter.translate(10, 10)
        square(painter)
    painter.end()
    return covered(pixmap.toImage())


@pytest.mark.parametrize("ratio", [1.0, 1.25, 1.5, 2.0])
def test_a_sprite_lands_where_its_drawing_would(qtbot: object, ratio: float) -> None:
    assert painted(ratio, as_sprite=True) == painted(ratio, as_sprite=False)
