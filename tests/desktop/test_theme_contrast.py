"""Seat colours stand out in both themes: the rim of every seat's pieces
keeps a WCAG contrast ratio of at least 3:1 against what the pieces stand on, and the rim of
every seat's chip against the lists; the dark theme darkens the table as well."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from bazaar_desktop.app import make_application
from bazaar_desktop.appearance import theme
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


def _rendered(scene: Any, width: int = 900) -> QImage:
    rect = scene.sceneRect()
    image = QImage(width, int(width * rect.height() / rect.width()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def _pixel(image: QImage, scene: Any, point: Any) -> QColor:
    rect = scene.sceneRect()
    x = (point.x() - rect.left()) * image.width() / rect.width()
    y = (point.y() - rect.top()) * image.height() / rect.height()
    return QColor(image.pixelColor(int(x), int(y)))


@pytest.mark.parametrize("name", THEMES)
def test_seat_panels_and_the_board_lie_in_the_theme_and_their_words_read(
    themed: Any, name: str
) -> None:
    """The seats' stalls are part of the table's light: their ink stands out
    4.5:1 from the stall as seen, and by night the board is lamp-lit, warm, not greyed."""
    themed(name)
    scene = BasariScene(["A", "B", "C"])
    scene._build(32, 3)
    image = _rendered(scene)
    stall = scene.stalls[1]
    body = _pixel(image, scene, stall.mapToScene(stall.boundingRect().center()))
    for ink in (theme.INK, theme.caption_ink()):
        ratio = theme.contrast_ratio(theme.as_seen_on_table(ink), body)
        assert ratio >= 4.5, (name, ink.name(), body.name(), round(ratio, 2))
    cloth = _pixel(image, scene, scene.sceneRect().center() + QPointF(0, -40))
    if name == "dark":
        assert cloth.hsvSaturationF() >= 0.45, cloth.name()  # warm lamplight, not grey
        assert theme.relative_luminance(body) < 0.45  # the stall is not light cream at night


@pytest.mark.parametrize("name", THEMES)
def test_the_coach_cards_wear_the_theme(themed: Any, name: str, qtbot: Any) -> None:
    """The walkthrough's and the hint's cards take the theme's colours: a dark card by
    night, with text and headings standing out 4.5:1 from it."""
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.coach.hint import HintCard
    from bazaar_desktop.coach.walkthrough import Step, WalkthroughCard

    themed(name)
    ui = theme.colours()
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    walk = WalkthroughCard(board)
    walk.show_step(1, 3, Step("Welcome", "Press N."), waiting=True)
    hint = HintCard(board)
    hint.show()
    for card in (walk, hint):
        picture = card.grab().toImage()
        inside = QColor(picture.pixelColor(picture.width() // 2, 6))
        assert inside.name() == ui.card, (name, type(card).__name__, inside.name())
        assert theme.contrast_ratio(card.palette().windowText().color(), ui.card) >= 4.5
    assert theme.contrast_ratio(ui.emphasis, ui.card) >= 4.5  # "Do it on the table to go on."
    if name == "dark":
        assert theme.relative_luminance(QColor(ui.card)) < 0.05
