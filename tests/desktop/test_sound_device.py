"""The sounds follow the system's default audio output (headphones plugged in mid-game): on a
real PulseAudio server (tests/conftest.py) in a child process, a second null sink is added and
made the default, or the default one is taken away, and the board's stream moves to the new
default (Qt's own `QMediaDevices.audioOutputsChanged`, nothing faked), with no flood of errors.

PulseAudio 16 itself moves a stream that follows the default sink to the new default (and a
stream whose sink goes away), so where the stream plays (`pactl list sink-inputs`) is right even
without the board's move; what the tests see fail without it is the board's own device
(`SoundBoard.device_id`), which is what moves it on the servers that do not (Windows, macOS).

Qt 6.12's PulseAudio back end (qtmultimedia src/multimedia/pulseaudio/
qpulseaudio_contextmanager.cpp) subscribes to the server's events: a new or changed sink, and a
change of the server's default sink, emit `audioOutputsChanged`; a removed sink is only dropped
from its list (`eventCallback`, PA_SUBSCRIPTION_EVENT_REMOVE), and the default's change that
comes with it is signalled only when another device becomes the default. So taking the default
away is signalled (another sink becomes it), taking the last one away is not, and Qt's list of
outputs (`QMediaDevices.audioOutputs`, cached until a signal) still holds the device gone.
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
from bazaar_desktop.sounds.board import SoundBoard
board = SoundBoard(AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
checks = []  # how long each took, ms
check = board.check_device
def timed():
    start = time.perf_counter()
    check()
    checks.append(round((time.perf_counter() - start) * 1000, 1))
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

mode = sys.argv[2]
step("FIRST", "die")
board.settings.set_sound_muted(mode == "muted")
module = pactl("load-module", "module-null-sink", "sink_name=second").strip()
pactl("set-default-sink", "second")
if mode == "muted":  # closed, not opened again while muted
    print("CLOSED", wait_until(lambda: board.device_id() is None), flush=True)
    board.play("won")
    print("MUTED", board.device_id(), wait_until(lambda: ours() == []), flush=True)
    board.settings.set_sound_muted(False)
else:
    print("MOVED", wait_until(lambda: board.device_id() == b"second"), flush=True)
step("SECOND", "won")
if mode != "plug":
    pactl("unload-module", module)
    print("BACK", wait_until(lambda: board.device_id() == b"null"), flush=True)
    step("THIRD", "gems")
if mode.startswith("gone"):  # the last output goes: Qt says nothing (see the docstring)
    pactl("unload-module", "module-null-sink")
    print("NONE", wait_until(lambda: pactl("list", "short", "sinks").strip() == ""), flush=True)
    for name in ("die", "won", "gems", "die"):
        board.play(name)
    pactl("load-module", "module-null-sink", "sink_name=third")
    print("NEW", wait_until(lambda: board.device_id() == b"third"), flush=True)
    step("FOURTH", "die")
print("CHECKS_MS", checks, flush=True)
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
    """Stderr's lines but Qt Multimedia's note of its FFmpeg version: errors, warnings, and the
    board's log lines (the child logs to stderr)."""
    return [line for line in err.splitlines() if not line.startswith("qt.multimedia.ffmpeg")]


def looked_at_the_outputs(lines: dict[str, str]) -> bool:
    """The board was told of the change and looked (a witness that the move was its own). How
    long each look took is printed, not asserted (no timed assertion in a test: seen 0-25 ms
    of the GUI thread, closing and opening a stream each a round trip to the server)."""
    checks = [float(ms) for ms in lines["CHECKS_MS"].strip("[]").split(",") if ms.strip()]
    return bool(checks)


def test_the_sounds_move_to_a_new_default_output(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    code, lines, err = run_device_script(tmp_path, pulse_server, "plug")
    assert code == 0, (code, lines, err[:3000])
    assert lines["FIRST"] == "b'null' True ['null']", lines
    assert lines["MOVED"] == "True", lines
    assert lines["SECOND"] == "b'second' True ['second']", lines  # none left on null
    assert looked_at_the_outputs(lines), lines
    assert problems(err) == [], err[:3000]


def test_taking_the_default_output_away_moves_the_sounds_to_the_next(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    code, lines, err = run_device_script(tmp_path, pulse_server, "unplug")
    assert code == 0, (code, lines, err[:3000])
    assert lines["SECOND"] == "b'second' True ['second']", lines
    assert lines["BACK"] == "True", lines
    assert lines["THIRD"] == "b'null' True ['null']", lines
    assert looked_at_the_outputs(lines), lines
    assert problems(err) == [], err[:3000]


def test_muted_the_stream_is_closed_at_a_change_and_nothing_opened(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    code, lines, err = run_device_script(tmp_path, pulse_server, "muted")
    assert code == 0, (code, lines, err[:3000])
    assert lines["CLOSED"] == "True", lines
    assert lines["MUTED"] == "None True", lines  # no stream of ours on the server
    assert lines["SECOND"] == "b'second' True ['second']", lines  # unmuted: on the new default
    assert problems(err) == [], err[:3000]


def test_with_every_output_gone_the_board_is_quiet_and_a_new_one_brings_the_sounds_back(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    """Qt 6.12 says nothing when the last output goes (its PulseAudio back end drops a removed
    sink from its list without a signal, see the module's docstring), so the board plays into
    a stream the server has ended: silent, without a word. The next output's arrival is
    signalled, and the board moves to it."""
    code, lines, err = run_device_script(tmp_path, pulse_server, "gone")
    assert code == 0, (code, lines, err[:3000])
    assert lines["THIRD"] == "b'null' True ['null']", lines
    assert lines["NONE"] == "True", lines
    assert lines["NEW"] == "True", lines
    assert lines["FOURTH"] == "b'third' True ['third']", lines
    assert looked_at_the_outputs(lines), lines
    assert problems(err) == [], err[:3000]
