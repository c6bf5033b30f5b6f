"""Colours a player relies on: six seats told apart (also with colour blindness), and text
that stays readable in the light and the dark theme (WCAG contrast ratios)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QVBoxLayout

from bazaar_desktop.app import make_application
from bazaar_desktop.appearance import theme
from bazaar_desktop.dialogs.results import DASHES, chart_colour
from bazaar_desktop.panels.basari_panels import BarterPanel
from bazaar_desktop.panels.common import WaitingPanel
from bazaar_desktop.panels.log import LogLine, LogModel, LogView
from bazaar_desktop.panels.players import Column, PlayerRow, PlayersModel

AA_TEXT = 4.5  # WCAG AA for normal text
AA_GRAPHICS = 3.0  # WCAG AA for lines and shapes
SEAT_DISTANCE = 20.0  # CIE76 ΔE: clearly different colours, not shades of one

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
COLOUR_BLINDNESS = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _gamma(channel: float) -> float:
    channel = min(1.0, max(0.0, channel))
    return 12.92 * channel if channel <= 0.0031308 else 1.055 * channel ** (1 / 2.4) - 0.055


def seen_as(colour: QColor, vision: str | None) -> tuple[float, float, float]:
    rgb = (colour.redF(), colour.greenF(), colour.blueF())
    if vision is None:
        return rgb
    linear = [_linear(c) for c in rgb]
    matrix = COLOUR_BLINDNESS[vision]
    simulated = (sum(row[i] * linear[i] for i in range(3)) for row in matrix)
    return tuple(_gamma(c) for c in simulated)  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


@pytest.fixture
def app(qtbot: Any) -> Iterator[QApplication]:
    application = make_application(["bazaar-tests"])
    yield application
    theme.apply_theme(application, "light")  # other tests expect the default theme


# --- six seats ------------------------------------------------------------------------------
def test_six_seats_have_six_different_colours_and_letters_readable_on_them() -> None:
    colours = [theme.player_colour(seat).name() for seat in range(6)]
    assert len(set(colours)) == 6
    for seat in range(6):
        assert theme.contrast_ratio(theme.player_colour(seat), theme.player_ink(seat)) >= AA_TEXT


@pytest.mark.parametrize("vision", [None, *COLOUR_BLINDNESS])
def test_every_two_seat_colours_stay_far_apart(vision: str | None) -> None:
    seats = [lab(seen_as(theme.player_colour(seat), vision)) for seat in range(6)]
    for (a, first), (b, second) in itertools.combinations(enumerate(seats), 2):
        distance = math.dist(first, second)
        assert distance >= SEAT_DISTANCE, (vision, a, b, round(distance, 1))


def test_every_seat_has_its_own_line_in_the_score_chart() -> None:
    assert len(set(map(str, DASHES))) >= 6
    for seat in range(6):
        assert theme.contrast_ratio(chart_colour(seat), theme.CREAM) >= AA_GRAPHICS


# --- contrast in both themes ----------------------------------------------------------------
def deciding_row_colours(model: PlayersModel) -> tuple[QColor, QColor]:
    index = model.index(0, 1)
    background = model.data(index, Qt.ItemDataRole.BackgroundRole)
    foreground = model.data(index, Qt.ItemDataRole.ForegroundRole)
    assert isinstance(background, QBrush) and isinstance(foreground, QBrush)
    return background.color(), foreground.color()


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_the_row_of_the_player_to_move_is_readable(app: QApplication, theme_name: str) -> None:
    theme.apply_theme(app, theme_name)
    model = PlayersModel()
    model.set_columns([Column("Pts")])
    model.set_rows([PlayerRow(0, "Layla", "Person", ("12",), deciding=True)])
    background, text = deciding_row_colours(model)
    assert theme.contrast_ratio(background, text) >= AA_TEXT
    ui = theme.colours()
    for plain_row in (ui.base, ui.alternate):
        assert theme.contrast_ratio(plain_row, text) >= AA_TEXT


def label_colour(label: QLabel) -> QColor:
    return label.palette().color(label.foregroundRole())


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_panel_headings_and_offer_verdicts_are_readable(
    app: QApplication, qtbot: Any, theme_name: str
) -> None:
    theme.apply_theme(app, theme_name)
    box = QGroupBox("At the table")
    waiting = WaitingPanel()
    waiting.show_text("Please wait", "Omar rolls the die…")
    verdict = QLabel("✓ 2 red beats 1 red.")
    layout = QVBoxLayout(box)
    layout.addWidget(waiting)
    layout.addWidget(verdict)
    qtbot.addWidget(box)
    box.show()
    group = QColor(theme.colours().group)
    assert theme.contrast_ratio(label_colour(waiting.title), group) >= AA_TEXT
    for tone in ("good", "bad", "emphasis", "quiet"):
        theme.set_tone(verdict, tone)
        assert theme.contrast_ratio(label_colour(verdict), group) >= AA_TEXT, tone
    assert label_colour(verdict) != label_colour(waiting.text)  # the tone is really applied


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_the_barter_verdict_follows_the_theme(
    app: QApplication, qtbot: Any, theme_name: str
) -> None:
    theme.apply_theme(app, theme_name)
    panel = BarterPanel()
    qtbot.addWidget(panel)
    panel.show()
    theme.set_tone(panel.verdict, "good")
    assert label_colour(panel.verdict) == QColor(theme.colours().good_text)
    theme.set_tone(panel.verdict, "bad")
    assert label_colour(panel.verdict) == QColor(theme.colours().bad_text)


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_log_headings_are_readable(app: QApplication, qtbot: Any, theme_name: str) -> None:
    theme.apply_theme(app, theme_name)
    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    model.append([LogLine("Round 1, turn 3", None, True), LogLine("Layla rolls 3.", 0)])
    brush = model.data(model.index(0), Qt.ItemDataRole.ForegroundRole)
    assert isinstance(brush, QBrush)
    heading = brush.color()
    base = view.palette().color(QPalette.ColorRole.Base)
    assert theme.contrast_ratio(heading, base) >= AA_TEXT
    block = view.document().firstBlock()
    shown = block.begin().fragment().charFormat().foreground().color()
    assert theme.contrast_ratio(shown, base) >= AA_TEXT
    text = view.palette().color(QPalette.ColorRole.Text)
    assert theme.contrast_ratio(text, base) >= AA_TEXT
