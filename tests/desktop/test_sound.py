"""Sound effects: each game event asks for its sound when the window draws it,
nothing asks during a replay, M mutes from anywhere, the volume and mute are settings, and
without an audio device the game goes on in silence with one line in the log. The sounds load
and play on a real PulseAudio server (a null sink, tests/conftest.py) in a child process, so that
each process meets one audio set-up."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from desktop_support import seats, wait_for
from PySide6.QtCore import Qt, QTimer

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.game_page.pages import NEXT_FRAME_MS
from bazaar_desktop.sounds import board as sound
from bazaar_desktop.sounds.board import RATE, mix, read_sound, sound_path
from bazaar_desktop.sounds.cues import event_sounds, sound_names, sounds_for
from bazaar_desktop.window.main_window import MainWindow
from tests.bounded_run import run_bounded, run_bounded_stderr

ROOT = Path(__file__).resolve().parents[2]

# What a bots-only game of each asks for at least (an accepted barter offer is up to the bots).
EXPECTED = {
    "basari": {"die", "card", "reveal", "gems", "score", "won"},
    "jewels": {"jewels", "price", "won"},
    "basta": {"card", "chip", "won"},
}


def play_bots_game(window: MainWindow, qtbot: Any, game_id: str) -> list[str]:
    asked: list[str] = []
    window.sounds.requested.connect(asked.append)
    players = {"basari": "bbb", "jewels": "bbb", "basta": "bbb"}[game_id]
    window.start_game(NewGameRequest(game_id, seats(*players), {}, seed=5))
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.is_over, 60000)
    window.sounds.requested.disconnect(asked.append)
    return asked


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_each_event_of_a_game_asks_for_its_sound(
    window: MainWindow, qtbot: Any, game_id: str
) -> None:
    asked = play_bots_game(window, qtbot, game_id)
    assert EXPECTED[game_id] <= set(asked), asked
    assert asked.count("won") == 1 and "lost" not in asked


@pytest.mark.parametrize("muted", [False, True])
def test_the_audio_back_end_starts_with_the_start_up_work_not_at_a_games_first_sound(
    window: MainWindow, qtbot: Any, monkeypatch: pytest.MonkeyPatch, muted: bool
) -> None:
    """Its first look-up (15-20 ms of the GUI thread) was the longest stall of
    the bots' animations. Now once the tables are imported, in a turn of its own, before any
    game; not for a person who muted the sounds (their first sound, if ever, does it)."""
    looked_up: list[bool] = []
    monkeypatch.setattr(sound, "find_output", lambda: looked_up.append(window.page.is_built))
    window.app_settings.set_sound_muted(muted)
    warmed: list[int] = []
    window.resume.coach_modules_ready.connect(lambda: warmed.append(1))  # (`_warmed` begins)
    window.offer_resume()
    wait_for(qtbot, lambda: bool(warmed), 60000)
    # Its look-up, if asked for, waits a frame (a timer started then); one started now fires
    # after it: then it has come, or it was never asked for.
    after: list[int] = []
    QTimer.singleShot(NEXT_FRAME_MS, lambda: after.append(1))
    wait_for(qtbot, lambda: bool(after))
    assert looked_up == ([] if muted else [True])
    assert window.adapter.match is None  # no game was needed for it


def test_the_replay_of_a_game_asks_for_no_sound(window: MainWindow, qtbot: Any) -> None:
    play_bots_game(window, qtbot, "basta")
    asked: list[str] = []
    window.sounds.requested.connect(asked.append)
    assert window.adapter.match is not None
    viewer = window.results.watch_replay(window.adapter.match)
    for _ in range(40):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert asked == []


def test_every_event_with_a_sound_is_one_the_engine_emits() -> None:
    sources = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "engine").rglob("*.py"))
    emitted = set(re.findall(r'Event\(\s*"([a-z_]+)"', sources))
    assert set(event_sounds()) <= emitted, set(event_sounds()) - emitted
    for name in sound_names():
        assert Path(sound_path(name)).stat().st_size > 1000, name


def test_the_sounds_are_read_in_the_streams_format_and_mixed_with_clipping() -> None:
    from array import array

    for name in sound_names():
        samples = read_sound(name)
        assert samples is not None and 0.05 * RATE < len(samples) < 2 * RATE, name
    loud, short = array("h", [30000, -30000, 5, 7]), array("h", [10000, -10000])
    assert list(mix([loud, short])) == [32767, -32768, 5, 7]
    assert mix([short]) is short


class _Event:
    def __init__(self, kind: str, data: dict[str, Any] | None = None) -> None:
        self.kind, self.data = kind, data


def test_the_person_hears_won_or_lost_and_each_sound_once_per_update() -> None:
    over = _Event("game_over", {"winners": [1]})
    assert sounds_for([over], people=[0], looking=0) == ["lost"]
    assert sounds_for([over], people=[0, 1], looking=None) == ["won"]  # pass-and-play
    assert sounds_for([over], people=[0], looking=1) == ["won"]
    gems = [_Event("gems_taken"), _Event("gems_taken"), _Event("offer_accepted")]
    assert sounds_for(gems, people=[0], looking=0) == ["gems", "offer"]


def test_m_mutes_from_the_window_and_from_a_dialog(window: MainWindow, qtbot: Any) -> None:
    settings = window.app_settings
    assert not settings.sound_muted and settings.sound_volume == 30  # quiet by default
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert settings.sound_muted and window.menu_actions.mute.isChecked()
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings, window.playable_games(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.keyClick(dialog, Qt.Key.Key_M)
    assert not settings.sound_muted and not window.menu_actions.mute.isChecked()
    # In a text field m is a letter: a name with an m is typed, nothing is muted.
    from PySide6.QtWidgets import QLineEdit

    field = next(
        edit
        for edit in dialog.findChildren(QLineEdit)
        if edit.isVisible() and not edit.isReadOnly() and edit.maxLength() < 1000
    )
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, "Mim")
    assert field.text() == "Mim" and not settings.sound_muted


def test_the_settings_dialog_keeps_the_volume_and_mute(window: MainWindow, qtbot: Any) -> None:
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.app_settings, window.playable_games(), window)
    qtbot.addWidget(dialog)
    dialog.volume.setValue(65)
    dialog.muted.setChecked(True)
    dialog.accept()
    assert window.app_settings.sound_volume == 65 and window.app_settings.sound_muted
    assert dialog.volume.accessibleName() == "Sound volume"


# --- a real audio device (PulseAudio's null sink), in child processes -------------------
PLAY_SCRIPT = """
import logging, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
logging.basicConfig(level=logging.INFO, format="LOG %(name)s %(message)s")
app = QApplication(["bazaar-tests"])
from bazaar_desktop.services.settings import AppSettings
from bazaar_desktop.sounds.board import SoundBoard
board = SoundBoard(AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
print("STATUSES", board.load_all())
for name in ("die", "won", "die", "gems"):
    board.play(name)
QTimer.singleShot(200, lambda: print("PLAYING", board.is_playing()))
QTimer.singleShot(400, app.quit)
app.exec()
"""


def run_player(tmp_path: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    base = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    return run_bounded(
        [sys.executable, "-c", PLAY_SCRIPT, str(tmp_path / "settings.ini")],
        cwd=ROOT,
        env={**base, **env},
        timeout=120,
    )


def test_the_sounds_load_and_play_on_a_real_audio_device(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    result = run_player(tmp_path, pulse_server)
    assert result.returncode == 0, result.stderr
    statuses = result.stdout.split("STATUSES ", 1)[1].splitlines()[0]
    assert statuses.count("'Ready'") == len(sound_names()), statuses
    assert "PLAYING True" in result.stdout
    assert "LOG bazaar.sound" not in result.stdout + result.stderr


def test_without_an_audio_device_the_game_is_silent_with_one_log_line(tmp_path: Path) -> None:
    nobody = tmp_path / "nobody"
    nobody.mkdir(mode=0o700)
    result = run_player(tmp_path, {"XDG_RUNTIME_DIR": str(nobody), "PULSE_SERVER": "unix:/no"})
    assert result.returncode == 0, result.stderr
    assert "STATUSES None" in result.stdout
    lines = [line for line in result.stderr.splitlines() if line.startswith("LOG bazaar.sound")]
    assert lines == ["LOG bazaar.sound no audio output device: the game goes on in silence"]


# A game's pace: names cycling, a sound every 120 ms, the event loop running. With one
# QSoundEffect per name, Qt 6.12's PulseAudio engine was seen to print "QSocketNotifier: Invalid
# socket NN and type 'Read', disabling..." without end (gigabytes) and to spin the process.
GAME_SCRIPT = """
import itertools, sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["bazaar-tests"])
from bazaar_desktop.services.settings import AppSettings
from bazaar_desktop.sounds.board import SoundBoard
from bazaar_desktop.sounds.cues import sound_names
board = SoundBoard(AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat)))
names = itertools.cycle(sound_names())
timer = QTimer()
timer.timeout.connect(lambda: board.play(next(names)))
timer.start(120)
QTimer.singleShot(2500, lambda: print("PLAYING", board.is_playing()))
QTimer.singleShot(5000, app.quit)
app.exec()
print("DONE")
"""


def test_a_games_sounds_in_quick_succession_play_without_a_flood_on_pulseaudio(
    pulse_server: dict[str, str], tmp_path: Path
) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", GAME_SCRIPT, str(tmp_path / "settings.ini")]
    code, out, err = run_bounded_stderr(command, {**env, **pulse_server}, timeout=60, cwd=ROOT)
    assert "QSocketNotifier" not in err, err[:2000]
    others = [line for line in err.splitlines() if not line.startswith("qt.multimedia")]
    assert others == [], err[:2000]
    assert code == 0 and "DONE" in out, (code, out, err[-2000:])
    assert "PLAYING True" in out
