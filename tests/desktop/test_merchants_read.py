"""Basari's merchants read at a glance ("merchants about 10 px and murky in the
dark theme"): big beside an archway, each seat in its own place on the threshold, clear of
the gems, the points and the archway numbers, and ringed in a light rim that stands out from
the dark doorway they stand in, by day and under the night theme's lamplight."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from desktop_support import basari, scene_of, settle, wait_for
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from test_desktop_saves import person_may_act

from bazaar_desktop.app import make_application
from bazaar_desktop.appearance import theme
from bazaar_desktop.items.basari_board import (
    archway_number_rect,
    gem_row_rect,
    medallion_radius,
)
from bazaar_desktop.items.pieces import meeple_path, paint_meeple
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.window.main_window import MainWindow


@pytest.fixture
def themed(qtbot: Any) -> Iterator[Any]:
    app = make_application(["bazaar-tests"])
    yield lambda name: theme.apply_theme(app, name)
    theme.apply_theme(app, "light")


def built(players: int) -> BasariScene:
    scene = BasariScene([str(n) for n in range(players)])
    scene._build(32, players)
    return scene


def figure(scene: BasariScene, archway: int, seat: int) -> QRectF:
    """The merchant's figure, without its rim, standing on `archway`."""
    meeple = scene.meeples[seat]
    path = meeple_path(meeple.width, meeple.height)
    return path.boundingRect().translated(scene.merchant_spot(archway, seat))


@pytest.mark.parametrize("players", [3, 4])
def test_a_merchant_is_a_good_share_of_its_archway(qtbot: Any, players: int) -> None:
    """They were 19 units wide and 24 high on a 104 x 84 archway: 18 % of its width."""
    scene = built(players)
    for archway, tile in enumerate(scene._tiles):
        for seat in range(players):
            body = figure(scene, archway, seat)
            assert body.height() >= 0.31 * tile.height(), (archway, seat, body)
            assert body.width() >= 0.26 * tile.width(), (archway, seat, body)


@pytest.mark.parametrize("players", [3, 4])
def test_merchants_leave_gems_points_and_numbers_in_view(qtbot: Any, players: int) -> None:
    """Rim and shadow included, no merchant covers any archway's gems (five, the most it
    shows), points medallion or number, and on a shared archway each merchant's letter stays
    uncovered by its neighbour drawn over it."""
    scene = built(players)
    covered = []
    for tile in scene._tiles:
        face = tile.adjusted(3, 3, -3, -3)
        radius = medallion_radius(face)
        medallion = QRectF(face.left() + 2, face.top() + 2, 2 * radius, 2 * radius)
        covered += [gem_row_rect(tile, 5), archway_number_rect(face), medallion]
    for archway in range(len(scene._tiles)):
        for seat, meeple in enumerate(scene.meeples):
            drawn = meeple.boundingRect().translated(scene.merchant_spot(archway, seat))
            assert not [r for r in covered if drawn.intersects(r)], (archway, seat)
            if seat + 1 < players:
                w, h = meeple.width, meeple.height
                letter = QRectF(-w * 0.18, -h * 0.6, w * 0.36, h * 0.36)
                letter.translate(scene.merchant_spot(archway, seat))
                neighbour = meeple_path(w, h).translated(scene.merchant_spot(archway, seat + 1))
                assert not neighbour.intersects(letter), (archway, seat)


def test_merchants_are_big_on_screen_at_1024x600(qtbot: Any, window: MainWindow) -> None:
    """On the real window at 1024x600 a merchant stood 14 px high and 11 px wide."""
    window.resize(1024, 600)
    window.start_game(basari("h", "b", "b", "b", seed=7))
    wait_for(qtbot, lambda: person_may_act(window))
    scene = scene_of(window, BasariScene)
    view = window.page.view
    settle(qtbot, window)
    assert scene.meeples
    for meeple in scene.meeples:  # at the board's scale, wherever it stands
        rect = meeple_path(meeple.width, meeple.height).boundingRect()
        on_screen = view.transform().mapRect(rect)
        assert on_screen.height() >= 17 and on_screen.width() >= 16, on_screen


def outer_colour(seat: int, ground: QColor) -> QColor:
    """The colour a merchant painted on `ground` shows just inside its outline, halfway up
    its left side, drawn four times the size it has at 1024x600 (so its rim is pixels wide)."""
    meeple = built(4).meeples[0]  # the size of a four-player game's
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(ground)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(QTransform.fromScale(2.4, 2.4))
    foot = QPointF(40, 75)
    paint_meeple(painter, seat, foot, meeple.width, "X", height=meeple.height)
    painter.end()
    y = round((foot.y() - meeple.height * 0.45) * 2.4)
    for x in range(image.width()):
        if QColor(image.pixel(x, y)) != ground:
            return QColor(image.pixel(x + 3, y))
    raise AssertionError("no merchant painted")


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_a_merchants_rim_stands_out_from_the_dark_doorway(themed: Any, theme_name: str) -> None:
    """A charcoal merchant's edge on the doorway was 1.3:1 by day, less at night; now what
    shows at each merchant's outline keeps 3:1 from both shades of the doorway as seen on the
    table (under the night tint in the dark theme), and the seat's own edge keeps 3:1 from
    the light stone."""
    themed(theme_name)
    for seat in range(theme.MAX_SEATS):
        for ground in theme.DOORWAY:
            rim = theme.as_seen_on_table(outer_colour(seat, ground))
            ratio = theme.contrast_ratio(rim, theme.as_seen_on_table(ground))
            assert ratio >= 3.0, (theme_name, seat, ground.name(), rim.name(), ratio)
        stone = [theme.as_seen_on_table(c) for c in theme.PIECE_SURFACES]
        edge = theme.as_seen_on_table(theme.seat_edge(seat))
        assert min(theme.contrast_ratio(edge, s) for s in stone) >= 3.0, (theme_name, seat)
