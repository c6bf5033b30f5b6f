"""The smoke run needs no display: it falls back to Qt's offscreen platform by itself."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The smoke run with no games to play: only the start-up (QApplication, window) is exercised.
SMOKE_WITHOUT_GAMES = (
    "import sys; import bazaar_desktop.app as app; app.smoke_games = lambda: []; "
    "sys.exit(app.main(['--smoke-test', sys.argv[1]]))"
)


def test_the_smoke_run_starts_without_a_display_or_a_chosen_platform(tmp_path: Path) -> None:
    # Neither DISPLAY, WAYLAND_DISPLAY nor QT_QPA_PLATFORM: Qt's default (xcb) would abort.
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", SMOKE_WITHOUT_GAMES, str(tmp_path / "out")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "could not connect to display" not in result.stderr
