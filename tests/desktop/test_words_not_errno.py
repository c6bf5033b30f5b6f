"""Words, not errno. A hint whose worker process died says so in the
player's words; a full disk at start is named as a full disk and leaves no empty statistics
file behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for
from test_coach_hint import person, start, wait_for_my_turn

from bazaar_desktop.coach.hint import process_advisor
from bazaar_desktop.services.bot_process import BotProcess
from bazaar_desktop.window.main_window import MainWindow

HANG_GUARD_S = 120


def test_a_hint_whose_worker_died_says_so_in_words(qtbot: Any, window: MainWindow) -> None:
    start(window, "jewels", (person(), person("Omar")))  # no bots: only the hint needs it
    window.hints.advisor = process_advisor
    wait_for_my_turn(qtbot, window)
    for _attempt in range(10):  # the kill must land while the hint is being worked out
        worker = BotProcess.shared()
        worker.wait_ready()
        messages: list[str] = []
        window.hints.failed.connect(messages.append)
        assert window.hints.request()
        assert worker._process.pid is not None
        os.kill(worker._process.pid, signal.SIGKILL)
        wait_for(qtbot, lambda: not window.hints.thinking, timeout=30000)
        window.hints.failed.disconnect(messages.append)
        if messages:
            break
        window.hints.forget()
    assert messages, "the hint always came back before its worker was killed"
    note = window.statusBar().currentMessage()
    assert note.startswith("No hint this time: the helper that works out the moves stopped")
    for errno_words in ("Error", "Errno", "[", "EOF"):
        assert errno_words not in note
    # Asked again, the helper is back.
    window.hints.forget()
    assert window.hints.request()
    wait_for(qtbot, lambda: not window.hints.thinking, timeout=60000)
    assert window.hints._answer is not None


FULL_DISK_CHILD = textwrap.dedent(
    """
    import os, resource, signal, sys
    from pathlib import Path
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # writes past the limit fail, as on a full disk
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings, QEventLoop, QTimer
    from bazaar_desktop.app import make_application
    from bazaar_desktop.window.main_window import MainWindow
    make_application(["bazaar"])
    profile = Path(sys.argv[1])
    settings = QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    window.show()
    resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))  # the disk fills up: 1 KB left
    window.offer_resume()
    loop = QEventLoop()
    def check():
        if window.start_checker.busy:
            QTimer.singleShot(20, check)
        else:
            loop.quit()
    QTimer.singleShot(20, check)
    loop.exec()
    for note in window.resume._status_notes:
        print("NOTE", note() if callable(note) else note)  # words, or how to say them
    """
)


@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE as a full disk")
def test_a_full_disk_at_start_is_named_and_leaves_no_empty_statistics_file(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", FULL_DISK_CHILD, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    notes = [line[5:] for line in done.stdout.splitlines() if line.startswith("NOTE ")]
    assert any("the disk is full" in note and "Games cannot be kept" in note for note in notes)
    assert any("Statistics" in note and "the disk is full" in note for note in notes), notes
    assert not any("cannot be written" in note or "Errno" in note for note in notes)
    stats = tmp_path / "stats.sqlite3"
    assert not stats.exists() or stats.stat().st_size > 0  # no empty statistics file
