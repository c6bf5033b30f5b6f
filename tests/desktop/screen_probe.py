"""Run by test_fits_the_screen.py in a process of its own (the screen is chosen when the
application starts): the window and its dialogs on the offscreen screen of the environment
(QT_QPA_PLATFORM=offscreen:configfile=…, QT_SCALE_FACTOR), measured in logical pixels, as JSON
on stdout; pictures into the folder given as the first argument."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop_support import BotBox
from PySide6.QtCore import QPoint, QRect, QSettings, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from statistics_full import every_table_full
from test_text_fits import positions

from bazaar_desktop.app import make_application
from bazaar_desktop.window.main_window import MainWindow


def wait_until(condition: Callable[[], bool], ms: int = 60000) -> None:
    """Run the event loop until `condition` holds (a bound for a stuck run, not a measure)."""
    deadline = time.monotonic() + ms / 1000
    while not condition():
        assert time.monotonic() < deadline, "the window never got there"
        QTest.qWait(10)
    for _ in range(3):  # what the condition's change set off (layouts, paints) is done too
        QTest.qWait(0)


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def on_window(widget: QWidget, window: QWidget) -> list[int]:
    """Where `widget` is in the window's client area."""
    return rect(QRect(widget.mapTo(window, QPoint()), widget.size()))


def main() -> None:
    out_dir = Path(sys.argv[1])
    make_application(["bazaar-screen-probe"])
    settings = QSettings(str(out_dir / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False, stats_path=out_dir / "stats.db")
    window.show()
    wait_until(lambda: window.page.is_built)  # the start-up steps after the first paint
    found: dict[str, Any] = {
        "available": rect(window.screen().availableGeometry()),
        "opened": rect(window.frameGeometry()),
    }
    bots = BotBox(gated_seats={1, 2, 3})
    window.adapter._bot_factory = bots  # the bots wait: the person's page stays shown
    for game_id, players, wanted in (("basari", 4, "barter raise"), ("jewels", 3, None)):
        for kind, match in positions(game_id, players):
            if wanted is not None and kind != wanted:
                continue
            window.session.continue_match(match)
            wait_until(lambda: window.table is not None and window.side.decision_box.isVisible())
            side = window.side
            found[game_id] = {
                "client": [window.width(), window.height()],
                "status_bar": on_window(window.statusBar(), window),
                "log": on_window(side.log_box, window) if side.log_box.isVisible() else None,
                "decision": on_window(side.decision_box, window),
                "buttons": [
                    on_window(b, window)
                    for b in window.table.panel.findChildren(QWidget)  # type: ignore[union-attr]
                    if b.isVisible() and b.metaObject().className() == "QPushButton"
                ],
            }
            window.grab().save(str(out_dir / f"{game_id}.png"))
            break
    dialogs = {}
    every_table_full(window)  # the Statistics dialog at its tallest
    window.menu_actions.settings.trigger()
    window.menu_actions.statistics.trigger()
    wait_until(
        lambda: all(
            dialog is not None and dialog.isVisible()
            for dialog in (window.settings_dialog, window.statistics_dialog)
        )
    )
    for name, dialog in (
        ("settings", window.settings_dialog),
        ("statistics", window.statistics_dialog),
    ):
        assert dialog is not None
        dialogs[name] = rect(dialog.frameGeometry())
        dialog.grab().save(str(out_dir / f"{name}.png"))
        dialog.close()

    def new_game_dialog() -> None:  # the tallest: Basta!, six seats, Advanced open
        dialog: Any = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():  # not shown yet: asked again a turn later
            QTimer.singleShot(10, new_game_dialog)
            return
        dialog.game.setCurrentIndex(dialog.game.findData("basta"))
        dialog.players.setValue(6)
        dialog.advanced_button.setChecked(True)
        wait_until(lambda: dialog.advanced_box.isVisible())
        dialogs["new game"] = rect(dialog.frameGeometry())
        dialog.reject()

    QTimer.singleShot(0, new_game_dialog)
    window.new_game("basta")
    found["dialogs"] = dialogs
    print(json.dumps(found))
    window.adapter.stop()
    bots.release_all()


if __name__ == "__main__":
    main()
