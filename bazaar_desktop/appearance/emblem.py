"""The welcome page's emblem, the arches of `art/welcome-arches.svg`, at the screen's scale.

At scales 1 and 2 (most screens) it is read from a picture drawn ahead from the SVG
(`art/welcome-arches@<n>x.png`, by `scripts/make_emblem_pictures.py`; a test keeps them equal
to the SVG's drawing, pixel for pixel): ~2 ms, where drawing the SVG costs ~6 ms before the
window's first paint (Qt's SVG plugin loaded, QIcon's Python type made; docs/performance.md).
At any other scale it is drawn from the SVG, as before."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QPixmap

from bazaar_desktop.appearance.resources import art_path

EMBLEM_SIZE = QSize(384, 176)  # logical pixels
EMBLEM_SVG = "welcome-arches.svg"
DRAWN_AHEAD = (1, 2)  # the scales of the pictures drawn ahead


def drawn_ahead_name(scale: int) -> str:
    return f"welcome-arches@{scale}x.png"


def emblem_pixmap(scale: float) -> QPixmap:
    """The emblem for a screen of this device pixel ratio."""
    if scale in DRAWN_AHEAD:
        pixmap = QPixmap(str(art_path(drawn_ahead_name(int(scale)))))
        if not pixmap.isNull() and pixmap.size() == EMBLEM_SIZE * scale:
            pixmap.setDevicePixelRatio(scale)
            return pixmap
    return drawn_from_svg(scale)


def drawn_from_svg(scale: float) -> QPixmap:
    """The emblem drawn by Qt's SVG icon engine (what the pictures drawn ahead are made of)."""
    from PySide6.QtGui import QIcon

    return QIcon(str(art_path(EMBLEM_SVG))).pixmap(EMBLEM_SIZE, scale)
