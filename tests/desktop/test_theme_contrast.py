"""Seat colours stand out in both themes (issue 16, point 13): the rim of every seat's pieces
keeps a WCAG contrast ratio of at least 3:1 against what the pieces stand on, and the rim of
every seat's chip against the lists; the dark theme darkens the table as well."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from bazaar_desktop import theme
from bazaar_desktop.app import make_application
from bazaar_desktop.items.pieces import seat_chip
from bazaar_desktop.scenes.basari_scene import BasariScene

THEMES = ("light", "dark")


@pytest.fixture
def themed(qtbot: Any) -> Iterator[Any]:
    app = make_application(["bazaar-tests"])
    yield lambda name: theme.apply_theme(app, name)
    theme.apply_theme(app, "light")


@pytest.mark.parametrize("name", THEMES)
def test_every_pieces_rim_stands_out_three_to_one_on_the_table(themed: Any, name: str) -> None:
    themed(name)
    for seat in range(theme.MAX_SEATS):
        rim = theme.as_seen_on_table(theme.seat_edge(seat))
        for surface in theme.PIECE_SURFACES:
            ratio = theme.contrast_ratio(rim, theme.as_seen_on_table(surface))
            assert ratio >= 3.0, (name, seat, surface.name(), round(ratio, 2))


@pytest.mark.parametrize("name", THEMES)
def test_every_seat_chip_stands_out_three_to_one_in_the_lists(themed: Any, name: str) -> None:
    themed(name)
    ui = theme.colours()
    for seat in range(theme.MAX_SEATS):
        chip = seat_chip(seat, 24).convertToFormat(QImage.Format.Format_ARGB32)
        rim = QColor(chip.pixelColor(chip.width() // 2, 2))  # the ring at the chip's top
        rim.setAlpha(255)
        for background in (ui.base, ui.alternate, ui.group, ui.active_row):
            ratio = theme.contrast_ratio(rim, background)
            assert ratio >= 3.0, (name, seat, background, round(ratio, 2))


def _mean_luminance(image: QImage) -> float:
    step = 7
    values = [
        theme.relative_luminance(image.pixelColor(x, y))
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    ]
    return sum(values) / len(values)


def test_the_dark_theme_darkens_the_board_itself(themed: Any) -> None:
    scene = BasariScene(["A", "B", "C"])
    scene._build(32, 3)
    seen = {}
    for name in THEMES:
        themed(name)
        image = QImage(600, 400, QImage.Format.Format_ARGB32)
        image.fill(0)

        painter = QPainter(image)
        scene.render(painter)
        painter.end()
        seen[name] = _mean_luminance(image)
    assert seen["dark"] < seen["light"] * 0.7, seen
