"""Issue 36, game night's third evening: what players hit at the desktop, and what they
expected. Each test failed before its fix."""

from __future__ import annotations

from typing import Any

from desktop_support import basari
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from bazaar_desktop.app import make_application
from bazaar_desktop.main_window import MainWindow


def test_the_results_give_each_rounds_scoring_the_last_one_too(qtbot: Any, tmp_path: Any) -> None:
    """36.3: the last round's scoring never showed and the results had no breakdown."""
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.results_shown, timeout=60000) as shown:
        window.start_game(basari("b", "b", "b", seed=4))
    dialog = shown.args[0]
    tabs = dialog.rounds
    assert tabs is not None
    titles = [tabs.tabText(i).replace("&", "") for i in range(tabs.count())]
    assert titles == ["Scores", "Round 1", "Round 2", "Round 3"]
    last = tabs.widget(3).findChild(QLabel)
    assert "Lap bonus" in last.text() and "chart" in last.text()
    window.adapter.stop()
