"""One copy of Bazaar for the two-instance autosave tests (test_desktop_autosave_instances.py).

    python autosave_instance.py unfinished PROFILE_DIR   start a game with a person, wait for
        its autosave, print "ready PATH DECISIONS", then wait until PROFILE_DIR/quit appears
    python autosave_instance.py finishing PROFILE_DIR    play a bots-only game to its end,
        print "done PATH"

Each runs a real main window, offscreen, on the profile in PROFILE_DIR.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QTimer

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow

HANG_GUARD_S = 120


def wait_until(condition: object) -> bool:
    """Run the event loop until `condition()` holds (False after the hang guard)."""
    deadline = time.monotonic() + HANG_GUARD_S
    loop = QEventLoop()
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            return False
        QTimer.singleShot(10, loop.quit)
        loop.exec()
    return True


def main(role: str, profile: Path) -> int:
    make_application(["bazaar"])
    settings = QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    window.show()
    if role == "unfinished":  # a person at the table: the game waits for them
        people = (SeatSpec("Ana", False, "random"), SeatSpec("Omar", True, "random"))
        window.start_game(NewGameRequest("jewels", people, {}, 5))
        match = window.adapter.match
        assert match is not None
        if not wait_until(lambda: match.state.current_players() == (0,)):  # Ana's turn
            return 3
        window.autosaver.flush()
        print("ready", window.autosaver.path, len(match.history), flush=True)
        if not wait_until(lambda: (profile / "quit").exists()):
            return 4
        return 0
    bots = (SeatSpec("Layla", True, "random"), SeatSpec("Karim", True, "random"))
    window.start_game(NewGameRequest("jewels", bots, {}, 9))
    if not wait_until(lambda: window.adapter.match is not None and window.adapter.match.is_over):
        return 5
    window.autosaver.flush()
    print("done", window.autosaver.path, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
