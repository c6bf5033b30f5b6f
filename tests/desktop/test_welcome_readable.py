"""The welcome page's words stand out from what is drawn behind them (WCAG 2: 4.5:1 for
text), measured on the painted page: its brown backdrop must really be drawn."""

from __future__ import annotations

from typing import Any

from desktop_support import settle
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from bazaar_desktop.appearance import theme
from bazaar_desktop.window.main_window import MainWindow


def test_the_title_and_subtitle_are_readable_on_the_painted_page(
    qtbot: Any, window: MainWindow
) -> None:
    window.resize(1024, 640)
    settle(qtbot, window)
    page = window.welcome
    picture = window.grab().toImage()  # as the window paints it (the page alone differs)
    for label in page.findChildren(QLabel):
        if not label.text():
            continue
        beside = label.mapTo(window, QPoint(4, label.height() // 2))
        behind = QColor(picture.pixel(beside))
        ink = label.palette().color(label.foregroundRole())
        assert theme.contrast_ratio(ink, behind) >= 4.5, label.text()
