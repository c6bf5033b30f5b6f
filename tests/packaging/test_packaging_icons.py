"""The app icon: packaging/icons/bazaar.svg renders, and the committed PNGs are that SVG at
16, 32, 48, 64, 128 and 256 pixels (rerun packaging/make_icons.py after editing the SVG)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
ICON_DIR = ROOT / "packaging" / "icons"
SVG = ICON_DIR / "bazaar.svg"
SIZES = (16, 32, 48, 64, 128, 256)


def make_icons() -> ModuleType:
    """packaging/make_icons.py (loaded by path: `packaging` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location(
        "bazaar_make_icons", ROOT / "packaging" / "make_icons.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def alpha_coverage(image: QImage) -> float:
    """The share of pixels that are mostly opaque."""
    opaque = sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 200
    )
    return opaque / (image.width() * image.height())


def test_make_icons_renders_every_size() -> None:
    assert tuple(make_icons().ICON_SIZES) == SIZES


def test_the_svg_is_self_contained() -> None:
    text = SVG.read_text(encoding="utf-8")
    hrefs = re.findall(r'href="([^"]*)"', text)
    assert all(href.startswith("#") for href in hrefs), hrefs
    assert "<image" not in text and "<script" not in text


@pytest.mark.parametrize("size", [16, 64, 256])
def test_the_svg_renders_an_opaque_emblem(qapp: object, size: int) -> None:
    image = make_icons().render_icon(SVG, size)
    assert isinstance(image, QImage)
    assert (image.width(), image.height()) == (size, size)
    assert alpha_coverage(image) > 0.7  # a filled tile, transparent only at the round corners
    centre = image.pixelColor(size // 2, size // 2)
    assert centre.alpha() == 255


def test_an_invalid_svg_is_refused(qapp: object, tmp_path: Path) -> None:
    bad = tmp_path / "bad.svg"
    bad.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match="not a valid SVG"):
        make_icons().render_icon(bad, 32)


@pytest.mark.parametrize("size", SIZES)
def test_the_png_exists_with_its_size(qapp: object, size: int) -> None:
    path = ICON_DIR / f"bazaar-{size}.png"
    image = QImage(str(path))
    assert not image.isNull(), f"{path.name} is missing or unreadable"
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    assert alpha_coverage(image) > 0.7


@pytest.mark.parametrize("size", [32, 128])
def test_the_png_matches_the_svg(qapp: object, size: int) -> None:
    committed = QImage(str(ICON_DIR / f"bazaar-{size}.png")).convertToFormat(
        QImage.Format.Format_ARGB32
    )
    fresh = make_icons().render_icon(SVG, size).convertToFormat(QImage.Format.Format_ARGB32)
    total = 0
    for y in range(size):
        for x in range(size):
            a, b = committed.pixelColor(x, y), fresh.pixelColor(x, y)
            total += sum(
                abs(p - q)
                for p, q in zip(
                    (a.red(), a.green(), a.blue(), a.alpha()),
                    (b.red(), b.green(), b.blue(), b.alpha()),
                    strict=True,
                )
            )
    mean = total / (size * size * 4)
    assert mean < 3, f"bazaar-{size}.png is stale: rerun packaging/make_icons.py"
