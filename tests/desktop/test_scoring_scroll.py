"""Basari's round-scoring scroll (B26-B28 told on the board): every line whole, the last
colour's line included, and it closes the way its hint says (a click, or Esc)."""

from __future__ import annotations

from typing import Any

import pytest
from desktop_support import basari, scene_of, wait_for
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QFontMetricsF

from bazaar_desktop.bridge.adapter import SeatSpec
from bazaar_desktop.items.basari_notices import HINT_SPACE, scroll_texts
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.services import i18n
from bazaar_desktop.viewmodels import basari_cues
from bazaar_desktop.viewmodels.basari_events import scoring_lines
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.events import Event
from bazaar_engine.core.match import Seat

# Every colour tied between the three merchants: the longest lines a scoring can have.
TIED = {
    "round": 2,
    "lap_bonus": 10,
    "lapped": [0, 1, 2],
    "majorities": [
        {"colour": colour, "value": value, "most": 7, "holders": [0, 1, 2], "points_each": value}
        for colour, value in (("red", 10), ("yellow", 8), ("green", 6), ("blue", 4))
    ],
    "gems_returned": [[2, 2, 2, 2]] * 3,
    "points": [38, 38, 38],
}
NAMES = ("Scheherazade", "Bartholomäus", "Maximiliane")


@pytest.mark.parametrize("language", ["en", "es", "de"])
@pytest.mark.parametrize("size", [(330.0, 260.0), (900.0, 560.0)])
def test_b28_every_scoring_line_is_whole_and_above_the_closing_hint(
    qtbot: Any, language: str, size: tuple[float, float]
) -> None:
    i18n.install_language(language)
    try:
        seats = [Seat(name, "human", None) for name in NAMES]
        lines = scoring_lines(TIED, seats)
        assert len(lines) == 6  # heading, lap bonus, four colours
        rect = QRectF(0, 0, *size)
        boxes = scroll_texts(rect, lines)
        assert [box.text for box in boxes] == lines  # the blue line too, nothing cut
        for box in boxes:
            metrics = QFontMetricsF(box.font)
            needed = metrics.boundingRect(
                QRectF(0, 0, box.rect.width(), 10_000), box.flags(), box.text
            )
            assert needed.height() <= box.rect.height() + 0.5, box.text
        assert boxes[-1].rect.bottom() <= rect.bottom() - HINT_SPACE + 0.5
    finally:
        i18n.install_language("en")


def test_the_scroll_says_esc_closes_it_and_esc_does(qtbot: Any, tmp_path: Any) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_game(basari("h", "b", "b", seed=3))
    wait_for(qtbot, lambda: window.table is not None and window.table.panel.isVisible())
    scene = scene_of(window, BasariScene)
    event = Event("round_scored", None, TIED)
    people = [SeatSpec(name, False) for name in NAMES]
    # SeatSpecs stand for the match's seats: the cues read their names only.
    cues = basari_cues.cues([event], people)  # type: ignore[arg-type]
    scene._play_cues(cues, 0)  # as a round's end shows it
    assert scene.scroll.isVisible()
    assert "Esc" in scene.scroll.hint
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not scene.scroll.isVisible()
    window.adapter.stop()
