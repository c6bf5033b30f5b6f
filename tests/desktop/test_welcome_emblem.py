"""The welcome page's emblem: read from pictures drawn ahead at scales 1 and 2,
which are exactly the SVG's drawing, so a changed SVG shows as a failure here until
`scripts/make_emblem_pictures.py` draws them again; any other scale, or a missing picture,
draws the SVG as before."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from bazaar_desktop.appearance.emblem import (
    DRAWN_AHEAD,
    EMBLEM_SIZE,
    drawn_ahead_name,
    drawn_from_svg,
    emblem_pixmap,
)
from bazaar_desktop.appearance.resources import art_dir
from bazaar_desktop.window.welcome import WelcomePage


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


@pytest.mark.parametrize("scale", DRAWN_AHEAD)
def test_the_pictures_drawn_ahead_are_the_svgs_drawing(qapp: QApplication, scale: int) -> None:
    read = emblem_pixmap(float(scale))
    assert read.devicePixelRatio() == scale
    assert read.size() == EMBLEM_SIZE * scale
    drawn = drawn_from_svg(float(scale))
    assert _image(read) == _image(drawn), "run scripts/make_emblem_pictures.py"


def test_another_scale_draws_the_svg(qapp: QApplication) -> None:
    emblem = emblem_pixmap(1.5)
    assert emblem.devicePixelRatio() == 1.5
    assert emblem.size() == EMBLEM_SIZE * 1.5
    assert _image(emblem) == _image(drawn_from_svg(1.5))


def test_a_missing_or_damaged_picture_draws_the_svg(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(art_dir(), resources / "art")
    (resources / "art" / drawn_ahead_name(1)).unlink()
    (resources / "art" / drawn_ahead_name(2)).write_bytes(b"\x89PNG not a picture")
    monkeypatch.setenv("BAZAAR_RESOURCES", str(resources))
    for scale in DRAWN_AHEAD:
        emblem = emblem_pixmap(float(scale))
        assert _image(emblem) == _image(drawn_from_svg(float(scale)))


def test_the_welcome_page_shows_the_emblem_at_the_screens_scale(qtbot: Any) -> None:
    page = WelcomePage([("basari", "Basari")], can_open=True)
    qtbot.addWidget(page)
    shown = page.emblem.pixmap()
    scale = QApplication.instance().devicePixelRatio()  # type: ignore[union-attr]
    assert shown.devicePixelRatio() == scale
    assert _image(shown) == _image(drawn_from_svg(scale))
    assert page.emblem.size() == EMBLEM_SIZE
