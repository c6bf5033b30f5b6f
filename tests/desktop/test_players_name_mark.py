"""A name and its mark in the players list: at 1024x600 the side column is narrow, and a bot
thinking was drawn "Maximilian (denkt n…" (the mark cut, reading like a cut name). The name is
shortened instead and the mark kept whole. What the view draws is watched through its style,
so the test reads the text as painted (the style would still shorten a text too wide)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from desktop_support import settle, wait_for
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionViewItem, QWidget

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.bridge.adapter_data import SeatSpec
from bazaar_desktop.panels.players import PlayersView
from bazaar_desktop.window.main_window import MainWindow

NAMES = ("Layla", "Alexandra", "Zeynep", "Maximilian")
MARKS = {"en": "(thinking)", "de": "(denkt nach)"}


class DrawnTexts(QProxyStyle):
    """Keeps each item text the view draws, with the room the style gives it."""

    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[tuple[str, int, int]] = []  # text, its width, the room for it
        self.metrics: QFontMetrics | None = None

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.ControlElement.CE_ItemViewItem:
            assert isinstance(option, QStyleOptionViewItem)
            text = option.text
            rect = self.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, option.widget)
            margin = self.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, option.widget)
            width = option.fontMetrics.horizontalAdvance(text)
            self.metrics = QFontMetrics(option.fontMetrics)
            self.drawn.append((text, width, rect.width() - 2 * (margin + 1)))
        super().drawControl(element, option, painter, widget)


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_1024x600_a_thinking_bots_mark_stays_whole_and_its_name_gives_way(
    qtbot: Any, window: MainWindow, language: str
) -> None:
    window.resize(1024, 600)
    window.switch_language(language)
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(NAMES))
    window.start_game(NewGameRequest("basari", seats, {}, 5))
    view = window.findChild(PlayersView)
    assert view is not None
    wait_for(qtbot, lambda: view.model().rowCount() == len(NAMES))
    window.adapter.stop()  # no update now replaces the rows set below
    settle(qtbot, window)
    model = view._players
    # Basari's card choice: every bot thinks at once.
    model.set_rows([dataclasses.replace(row, thinking=row.seat > 0) for row in model.rows()])
    style = DrawnTexts()
    style.setParent(view)  # the view keeps using it to the end: Qt's to delete, with the view
    view.setStyle(style)
    view.viewport().repaint()
    mark = MARKS[language]
    names = [(text, width, room) for text, width, room in style.drawn if text.endswith(mark)]
    assert len(names) == len(NAMES) - 1, style.drawn
    for text, width, room in names:
        assert width <= room, (text, width, room)  # drawn as it is: nothing cut by the style
    metrics = style.metrics
    assert metrics is not None
    for (text, _width, room), name in zip(names, NAMES[1:], strict=True):
        whole = f"{name} {mark}"
        if metrics.horizontalAdvance(whole) <= room:
            assert text == whole  # a name is shortened only where it must be
        else:
            assert text.startswith(name[:1]) and text.endswith(f"\u2026 {mark}"), text
    # Too narrow for "Maximilian (thinking)" whole: the name gives way, not the mark.
    assert names[-1][0] != f"{NAMES[3]} {mark}"
