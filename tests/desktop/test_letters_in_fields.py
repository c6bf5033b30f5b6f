"""A number field lets letters reach the window's one-letter keys (H for a hint, R for a
random start), also when the panels were first imported by the start-up warmer's thread."""

from __future__ import annotations

import importlib
import threading
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QSpinBox, QVBoxLayout, QWidget

from bazaar_desktop.app import make_application
from bazaar_desktop.panels import common


def test_a_letter_typed_in_a_number_field_runs_the_windows_shortcut(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    # As at start: the panels module is imported on the warmer's thread first.
    importer = threading.Thread(target=importlib.reload, args=(common,))
    importer.start()
    importer.join()
    window = QWidget()
    qtbot.addWidget(window)
    field = QSpinBox()
    QVBoxLayout(window).addWidget(field)
    common.letters_reach_shortcuts(field)
    pressed: list[str] = []
    QShortcut(QKeySequence(Qt.Key.Key_H), window).activated.connect(lambda: pressed.append("H"))
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field)
    qtbot.keyClick(field, Qt.Key.Key_H)
    assert pressed == ["H"]
    field.selectAll()
    qtbot.keyClick(field, Qt.Key.Key_4)
    assert field.value() == 4 and pressed == ["H"]  # digits are still typed
