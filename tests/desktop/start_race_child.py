"""One start of Bazaar's window in a fresh interpreter, as the app starts it, for the race
between the tables' import on the warm-up thread and the game page's imports on the window's
thread (after_paint.py). Prints one line of JSON: whether the game page's modules were all
imported when the tables' import began, and every exception either thread raised.

    python tests/desktop/start_race_child.py FOLDER [--late-paint SECONDS]

--late-paint holds the window's thread that long after `show()`, as a loaded machine does:
the first paint then comes after `after_paint.FIRST_PAINT_WAIT_MS`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType

PAGE_MODULES = (
    "bazaar_desktop.game_page.board_view",
    "bazaar_desktop.panels.curtain",
    "bazaar_desktop.panels.log",
    "bazaar_desktop.game_page.side_column",
    "bazaar_desktop.panels.players",
    "bazaar_desktop.game_page.game_log",
)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", type=Path)
    parser.add_argument("--late-paint", type=float, default=0.0)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = str(args.folder / "config")
    os.environ["XDG_DATA_HOME"] = str(args.folder / "data")
    errors: list[str] = []

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, exc, tb))[-600:])

    sys.excepthook = hook
    threading.excepthook = lambda info: hook(info.exc_type, info.exc_value or Exception(), None)

    from bazaar_desktop.app import make_application

    app = make_application(["bazaar-start-race"])
    from bazaar_desktop.window import resume
    from bazaar_desktop.window.main_window import MainWindow

    seen: dict[str, object] = {}
    tables = resume._import_the_tables

    def watched() -> None:
        seen["page imported first"] = all(name in sys.modules for name in PAGE_MODULES)
        try:
            tables()
        finally:
            seen["tables imported"] = True

    resume._import_the_tables = watched
    window = MainWindow(animations=False)
    window.show()
    window.offer_resume()
    if args.late_paint:
        time.sleep(args.late_paint)  # the window's thread held, as by a loaded machine
    deadline = time.monotonic() + 120
    while "tables imported" not in seen and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(20):  # what the window's thread does next (its steps) has its turn
        app.processEvents()
        time.sleep(0.01)
    print(json.dumps({"seen": seen, "errors": errors}), flush=True)  # os._exit flushes nothing
    os._exit(0)  # (the bots' process and threads: nothing to wait for)


if __name__ == "__main__":
    sys.exit(main())
