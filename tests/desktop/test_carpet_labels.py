"""Basari's carpets keep their count and their caption apart on a small board: under the
walkthrough's card at 1024x600 the caption, drawn no smaller than the screen allows, ran into
the count ("16majority 10"). Each part's ink is found by drawing the carpet with and without
it on the real board."""

from __future__ import annotations

from typing import Any

import pytest
from desktop_support import next_turn, scene_of, settle, wait_for
from PySide6.QtGui import QImage
from test_coach_walkthrough import open_learn_by_keyboard

from bazaar_desktop.items.basari_carpet import CarpetItem
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.window.main_window import MainWindow


def drawn(qtbot: Any, window: MainWindow, carpet: CarpetItem, count: int, caption: str) -> QImage:
    """The carpet as the board shows it with this count and caption."""
    carpet.set_content(count, carpet.value, caption)
    next_turn(qtbot)
    area = window.view.mapFromScene(carpet.sceneBoundingRect()).boundingRect()
    return window.view.viewport().grab(area).toImage()


def changed_columns(before: QImage, after: QImage) -> list[int]:
    assert before.size() == after.size()
    return [
        x
        for x in range(before.width())
        if any(before.pixel(x, y) != after.pixel(x, y) for y in range(before.height()))
    ]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_a_carpets_caption_never_runs_into_its_count(
    qtbot: Any, window: MainWindow, language: str, size: tuple[int, int]
) -> None:
    window.resize(*size)
    window.switch_language(language)
    open_learn_by_keyboard(qtbot, window, "basari")
    wait_for(qtbot, lambda: window.walkthrough.active and window.walkthrough.card.isVisible())
    settle(qtbot, window)
    for carpet in scene_of(window, BasariScene).carpets:
        count, caption = carpet.count, carpet.caption
        assert count >= 10 and caption  # two digits, and "majority 10" or "Mehrheit 10"
        bare = drawn(qtbot, window, carpet, count, "")
        one_digit = drawn(qtbot, window, carpet, count % 10, "")
        whole = drawn(qtbot, window, carpet, count, caption)
        count_ends = max(changed_columns(bare, one_digit))  # the count's last digit
        caption_starts = min(changed_columns(bare, whole))
        assert caption_starts > count_ends + 1, (caption, count_ends, caption_starts)
