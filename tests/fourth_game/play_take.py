"""Run with BAZAAR_GAMES_PATH naming this folder (tests/test_fourth_game.py does): the real
window starts Take, plays it to the end by its buttons, saves it half-way, opens the save and
plays it to the end again. Prints one line of JSON: what it saw."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import read_save
from bazaar_engine.games import GAME_IDS


def wait(condition: Callable[[], bool], what: str, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit(f"timed out: {what}")
        QCoreApplication.processEvents()
        time.sleep(0.01)


def take(window: MainWindow, count: int) -> None:
    """The person to move presses "Take <count>" and the window shows the move."""
    table = window.table
    assert table is not None
    moves = len(window.adapter.match.history)  # type: ignore[union-attr]
    button = table.panel.buttons[count - 1]  # type: ignore[attr-defined]
    wait(button.isEnabled, f"take {count}")
    button.click()
    wait(lambda: len(window.adapter.match.history) > moves, "the move")  # type: ignore[union-attr]


def main(folder: Path) -> None:
    make_application(["bazaar-fourth-game"])
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    window.resize(1200, 800)
    window.show()
    saved = folder / "take.bazaar.json"
    QFileDialog.getSaveFileName = lambda *_a, **_k: (str(saved), "")  # type: ignore[method-assign]
    QFileDialog.getOpenFileName = lambda *_a, **_k: (str(saved), "")  # type: ignore[method-assign]
    seen: dict[str, object] = {"games": list(GAME_IDS)}
    seen["on_welcome"] = sorted(window.welcome.new_game_buttons)
    window.start_game(NewGameRequest("take", (SeatSpec("Ann"), SeatSpec("Ben")), {}, 7))
    wait(lambda: window.table is not None and window.table.vm is not None, "the table")
    seen["table"] = type(window.table).__name__
    take(window, 2)  # 5 -> 3
    window.menu_actions.save_as.trigger()
    wait(lambda: not window.session.file_writer.busy and saved.exists(), "the save")
    seen["saved_history"] = len(read_save(saved).history)
    sounds: list[str] = []
    window.sounds.requested.connect(sounds.append)
    take(window, 1)  # 3 -> 2
    take(window, 2)  # 2 -> 0: Ann wins
    wait(lambda: window.adapter.match.is_over, "the end")  # type: ignore[union-attr]
    seen["winners"] = list(window.adapter.match.state.winners())  # type: ignore[union-attr]
    seen["sounds"] = sounds
    seen["log"] = [window.log_model.index(r, 0).data() for r in range(window.log_model.rowCount())]
    window.menu_actions.open.trigger()
    wait(lambda: not window.file_reader.busy and window.current_file == str(saved), "the load")
    wait(lambda: len(window.adapter.match.history) == 1, "the loaded game")  # type: ignore[union-attr]
    seen["loaded_pile"] = window.adapter.match.state.pile  # type: ignore[union-attr]
    take(window, 1)  # 3 -> 2
    take(window, 1)  # 2 -> 1
    take(window, 1)  # 1 -> 0: Ben, to move after the save, takes the last
    wait(lambda: window.adapter.match.is_over, "the end of the loaded game")  # type: ignore[union-attr]
    seen["loaded_winners"] = list(window.adapter.match.state.winners())  # type: ignore[union-attr]
    window.adapter.stop()
    print("SEEN " + json.dumps(seen))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
