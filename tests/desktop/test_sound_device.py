"""The sounds follow the system's default audio output (headphones plugged in mid-game): on a
real PulseAudio server (tests/conftest.py) in a child process, a second null sink is added and
made the default, or the default one is taken away, and the board's stream moves to the new
default (Qt's own `QMediaDevices.audioOutputsChanged`, nothing faked), with no flood of errors.

PulseAudio 16 itself moves a stream that follows the default sink to the new default (and a
stream whose sink goes away), so where the stream plays (`pactl list sink-inputs`) is right even
without the board's move; what the tests see fail without it is the board's own device
(`SoundBoard.device_id`), which is what moves it on the servers that do not (Windows, macOS).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.bounded_run import run_bounded_stderr

ROOT = Path(__file__).resolve().parents[2]

DEVICE_SCRIPT = """
import json, logging, os, subprocess, sys, time
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
logging.basicConfig(level=logging.INFO, format="LOG %(name)s %(message)s")
app = QApplication(["bazaar-tests"])
from bazaar_desktop.services.settings import AppSettings
from bazaar_desktop.services.sound import SoundBoard
board = SoundBoard(AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
slowest, checks = [0.0], [0]
check = board.check_device
def timed():
    start = time.perf_counter()
    check()
    slowest[0] = max(slowest[0], time.perf_counter() - start)
    checks[0] += 1
board.check_device = timed  # before the first sound connects it

def wait_until(test, ms=10000):  # as qtbot.waitUntil: the event loop runs meanwhile
    deadline = time.monotonic() + ms / 1000
    while not test():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(10)
    return True

def pactl(*args):
    done = subprocess.run(["pactl", *args], capture_output=True, timeout=20)
    assert done.returncode == 0, (args, done.stderr[:500])
    return done.stdout[:200_000].decode()

def ours():  # the sinks our streams play on, by name
    names = {s["index"]: s["name"] for s in json.loads(pactl("-f", "json", "list", "sinks"))}
    inputs = json.loads(pactl("-f", "json", "list", "sink-inputs"))
    pid = str(os.getpid())
    return sorted(names[i["sink"]] for i in inputs
                  if i["properties"].get("application.process.id") == pid)

def step(label, name):
    board.play(name)
    print(label, board.device_id(), wait_until(board.is_playing), ours(), flush=True)

step("FIRST", "die")
module = pactl("load-module", "module-null-sink", "sink_name=second").strip()
pactl("set-default-sink", "second")
print("MOVED", wait_until(lambda: board.device_id() == b"second"), flush=True)
step("SECOND", "won")
if sys.argv[2] == "unplug":
    pactl("unload-module", module)
    print("BACK", wait_until(lambda: board.device_id() == b"null"), flush=True)
    step("THIRD", "gems")
print("CHECKS", checks[0], "SLOWEST_MS", round(slowest[0] * 1000, 1), flush=True)
"""


def run_device_script(
    tmp_path: Path, server: dict[str, str], mode: str
) -> tuple[int | None, dict[str, str], str]:
    """The child's exit code, its lines by their first word, and its bounded stderr."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", DEVICE_SCRIPT, str(tmp_path / "settings.ini"), mode]
    code, out, err = run_bounded_stderr(command, {**env, **server}, timeout=90, cwd=ROOT)
    lines = dict(line.split(" ", 1) for line in out.splitlines() if " " in line)
    return code, lines, err


def problems(err: str) -> list[str]:
    """Stderr's lines that are not Qt Multimedia's notes (its FFmpeg version) nor a one-off."""
    return [line for line in err.splitlines() if not line.startswith("qt.multimedia.ffmpeg")]


def test_the_sounds_move_to_a_new_default_output(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    code, lines, err = run_device_script(tmp_path, pulse_server, "plug")
    assert code == 0, (code, lines, err[:3000])
    assert lines["FIRST"] == "b'null' True ['null']", lines
    assert lines["MOVED"] == "True", lines
    assert lines["SECOND"] == "b'second' True ['second']", lines  # none left on null
    checks, slowest = lines["CHECKS"].split(" SLOWEST_MS ")
    assert int(checks) >= 1 and float(slowest) < 30, lines
    assert problems(err) == [], err[:3000]


def test_taking_the_default_output_away_moves_the_sounds_to_the_next(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    code, lines, err = run_device_script(tmp_path, pulse_server, "unplug")
    assert code == 0, (code, lines, err[:3000])
    assert lines["SECOND"] == "b'second' True ['second']", lines
    assert lines["BACK"] == "True", lines
    assert lines["THIRD"] == "b'null' True ['null']", lines
    assert float(lines["CHECKS"].split(" SLOWEST_MS ")[1]) < 30, lines
    assert problems(err) == [], err[:3000]
