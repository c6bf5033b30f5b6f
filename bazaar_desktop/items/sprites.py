"""Sprites: a drawing that repeats (a gem, an archway's stone face) painted once per size on
screen and then copied.

A Basari board shows a hundred gems of four kinds and 32 identical archway faces; painting
each with gradients and antialiased paths made a game's first drawing freeze the window for
a tenth of a second (bench/bench_gui.py). A sprite is kept per (kind, bounds, on-screen scale,
device pixel ratio) and copied onto whole device pixels, so it stays as sharp as the painted
original (it lands within half a pixel of it). A rotated or sheared painter, or a sprite that
would be very large (a deep zoom), paints the drawing itself instead.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

Draw = Callable[[QPainter], None]

MAX_SPRITE_PIXELS = 400 * 400  # larger (zoomed in) drawings are painted as they are
MAX_KEPT = 512  # sprites kept, least recently used dropped first (~a few MB at most)

_kept: OrderedDict[Hashable, QImage] = OrderedDict()


def paint_sprite(
    painter: QPainter, kind: Hashable, origin: QPointF, bounds: QRectF, draw: Draw
) -> None:
    """Paint what `draw` paints (with its origin at (0, 0), inside `bounds`) at `origin`.

    `kind` must name everything that changes the drawing besides its size on screen (the
    gem's colour and size, say): two drawings of one kind must be the same picture."""
    # The combined transform maps to device pixels: it holds the device pixel ratio already
    # (the window-viewport part), so `scale` is device pixels per unit (counted
    # twice, sprites were drawn too large and out of place at scale 1.25 and 2).
    transform = painter.combinedTransform()
    scale = transform.m11()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    pixels = bounds.width() * bounds.height() * scale**2
    uniform = not transform.isRotating() and math.isclose(scale, transform.m22(), rel_tol=1e-6)
    if not uniform or not 0 < pixels <= MAX_SPRITE_PIXELS:
        painter.save()
        painter.translate(origin)
        draw(painter)
        painter.restore()
        return
    key = (kind, bounds.getRect(), round(scale, 4), ratio)
    sprite = _kept.get(key)
    if sprite is None:
        sprite = _render(bounds, scale, draw)
        sprite.setDevicePixelRatio(ratio)
        _kept[key] = sprite
        if len(_kept) > MAX_KEPT:
            _kept.popitem(last=False)
    else:
        _kept.move_to_end(key)
    corner = transform.map(origin + bounds.topLeft())
    painter.save()
    painter.resetTransform()
    # On a whole device pixel, so the copy is one to one (not resampled, not blurred).
    snapped = QPointF(round(corner.x()) / ratio, round(corner.y()) / ratio)
    painter.drawImage(snapped, sprite)
    painter.restore()


def _render(bounds: QRectF, device_scale: float, draw: Draw) -> QImage:
    width = max(1, math.ceil(bounds.width() * device_scale))
    height = max(1, math.ceil(bounds.height() * device_scale))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(device_scale, device_scale)
    painter.translate(-bounds.topLeft())
    draw(painter)
    painter.end()
    return image
