"""At 1024x640 every word and number on Basari's board comes out at least 9 pixels tall on
the screen: archway numbers, the carpets' "majority" labels, the markers'
letters, the track's numbers, the stalls."""

from __future__ import annotations

import math
from typing import Any

import pytest
from desktop_support import basari, settle, wait_for
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow


class MeasuringPainter(QPainter):
    """A painter that notes how tall, in screen pixels, each text it draws comes out."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]  # notes every overload
        words = [arg for arg in args if isinstance(arg, str) and arg.strip()]
        if words:
            scale = math.sqrt(abs(self.worldTransform().determinant()))
            self.texts.append((self.font().pixelSize() * scale, words[0]))
        super().drawText(*args)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_text_on_the_basari_board_is_at_least_9_pixels_at_1024x640(
    qtbot: Any, window: MainWindow, language: str
) -> None:
    window.switch_language(language)
    try:
        window.resize(1024, 640)
        window.start_game(basari("h", "b", "b", seed=3))
        wait_for(qtbot, lambda: window.table is not None and window.table.panel.isVisible())
        settle(qtbot, window)
        view = window.view
        scene = window.table.scene  # type: ignore[union-attr]
        image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)  # kept alive
        painter = MeasuringPainter(image)
        option = QStyleOptionGraphicsItem()
        small = []
        for item in scene.items():
            if not item.isVisible():
                continue
            if isinstance(item, QGraphicsSimpleTextItem):
                if item.text().strip():
                    height = item.font().pixelSize() * view.transform().m11() * item.scale()
                    small += [(height, item.text())] if height < 9 else []
                continue
            painter.save()
            painter.setTransform(item.sceneTransform() * view.viewportTransform())
            item.paint(painter, option, None)  # as the view paints it, measured
            painter.restore()
        painter.end()
        words = {text for _, text in painter.texts}
        assert {"1", "32"} <= words  # archway numbers were measured
        assert any("10" in text and len(text) > 3 for text in words)  # a majority label
        small += [(height, text) for height, text in painter.texts if height < 9]
        assert not small, sorted(set((round(h, 1), t) for h, t in small))[:20]
    finally:
        i18n.install_language("en")
