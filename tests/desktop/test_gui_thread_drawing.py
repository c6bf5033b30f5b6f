"""The window draws on its own thread: Qt's raster thread pool is switched off before the
application exists (on two cores beside a searching bot, waiting for the pool's threads made a
game's first drawing twice as long; docs/performance.md)."""

from __future__ import annotations

import os
import subprocess
import sys

CHILD = """
import os
os.environ.pop("QT_NO_GUI_THREADPOOL", None)
from bazaar_desktop.app import make_application
make_application(["bazaar"])
print(os.environ.get("QT_NO_GUI_THREADPOOL"))
"""


def test_the_application_keeps_image_work_on_the_gui_thread() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.strip().splitlines()[-1] == "1"
