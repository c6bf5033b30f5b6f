"""The window and its dialogs open within the available geometry of the screen,
and a table keeps its decision whole down to 1024x576 logical pixels. Each screen is a real
offscreen screen of that size (QT_QPA_PLATFORM=offscreen:configfile=…) in a process of its
own (`screen_probe.py`), at scale factor 1, 1.25 (1280x720 -> 1024x576) and 2 (1920x1080 ->
960x540)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).parent

SCREENS = [  # (width, height, scale factor)
    (1366, 768, "1"),
    (1024, 600, "1"),
    (1280, 720, "1.25"),
    (1920, 1080, "2"),
]


def probe(tmp_path: Path, width: int, height: int, scale: str) -> dict[str, Any]:
    config = tmp_path / "screens.json"
    screen = {"name": "probe", "x": 0, "y": 0, "width": width, "height": height, "dpi": 96}
    config.write_text(json.dumps({"screens": [{**screen, "dpr": 1}]}))
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["QT_SCALE_FACTOR"] = scale
    done = subprocess.run(
        [sys.executable, str(HERE / "screen_probe.py"), str(tmp_path)],
        cwd=HERE,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def inside(outer: list[int], inner: list[int]) -> bool:
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize(("width", "height", "scale"), SCREENS)
def test_the_window_and_its_dialogs_open_on_the_screen(
    tmp_path: Path, width: int, height: int, scale: str
) -> None:
    found = probe(tmp_path, width, height, scale)
    room = found["available"]
    assert room[2:] == [round(width / float(scale)), round(height / float(scale))]
    assert inside(room, found["opened"]), found["opened"]
    for name, frame in found["dialogs"].items():
        assert inside(room, frame), (name, frame)
    for game_id in ("basari", "jewels"):
        table = found[game_id]
        client_w, client_h = table["client"]
        status = table["status_bar"]
        assert status[1] + status[3] <= client_h  # the key prompts are on screen
        decision = table["decision"]
        assert decision[1] + decision[3] <= status[1]  # the whole decision above it
        for button in table["buttons"]:  # Accept and Raise among them
            assert inside([0, 0, client_w, status[1]], button), (game_id, button)
            assert inside(decision, button)
        log = table["log"]
        if log is not None:  # a log shown never lies over the decision, and ends on screen
            assert log[1] >= decision[1] + decision[3]
            assert log[1] + log[3] <= status[1]
    if (width, height) == (1366, 768):
        assert found["basari"]["log"] is not None  # room for the log, its end in view
