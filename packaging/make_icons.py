"""Render packaging/icons/bazaar.svg to PNGs at the usual icon sizes, with Qt's QSvgRenderer.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

Writes packaging/icons/bazaar-<size>.png for every size in ICON_SIZES. The PNGs are committed
(`git add -f`: the repository ignores *.png); rerun this after editing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

ICON_DIR = Path(__file__).resolve().parent / "icons"
SVG_PATH = ICON_DIR / "bazaar.svg"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def png_path(size: int) -> Path:
    return ICON_DIR / f"bazaar-{size}.png"


def render_icon(svg_path: Path, size: int) -> QImage:
    """The SVG drawn on a transparent size x size QImage (raises ValueError if it is not valid)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise ValueError(f"{svg_path} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    for size in ICON_SIZES:
        image = render_icon(SVG_PATH, size)
        if not image.save(str(png_path(size))):
            print(f"make_icons: cannot write {png_path(size)}", file=sys.stderr)
            return 1
        print(f"wrote {png_path(size).relative_to(ICON_DIR.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
