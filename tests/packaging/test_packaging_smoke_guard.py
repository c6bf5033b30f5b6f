"""`bazaar --smoke-test` can never hang: an error that would open a dialog, an exception in a
slot, or a stall ends it with one line and a non-zero status.

It used to wait for ever on a modal "Cannot start the game" box that nobody can close
offscreen (an install without its data files). Each command runs with a subprocess timeout far
above what it needs, so a regression fails the test instead of stalling the suite.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bazaar_desktop import app
from bazaar_desktop.window.results_flow import ResultsFlow

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def bazaar_lines(stderr: str) -> list[str]:
    """Our own lines (Qt may add its warnings about the same missing files)."""
    return [line for line in stderr.splitlines() if line.startswith("bazaar:")]


def test_missing_data_files_end_the_smoke_test_with_one_line(tmp_path: Path) -> None:
    empty = tmp_path / "no-resources"
    empty.mkdir()
    out_dir = str(tmp_path / "out")
    code = f"import sys, bazaar_desktop.app as a; sys.exit(a.main(['--smoke-test', {out_dir!r}]))"
    result = run_python(code, tmp_path, BAZAAR_RESOURCES=str(empty))
    assert result.returncode == 1
    lines = bazaar_lines(result.stderr)
    assert len(lines) == 1
    assert lines[0].startswith("bazaar: smoke test failed: a dialog opened: Cannot start the game")
    assert "basari-board.json" in lines[0]


def test_an_exception_in_a_slot_ends_the_smoke_test(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken_game_over(self: ResultsFlow, update: object) -> None:
        raise RuntimeError("the results could not be shown")

    monkeypatch.setattr(ResultsFlow, "on_game_over", broken_game_over)
    assert app.run_smoke_test(tmp_path, ["basta"]) == 1
    lines = bazaar_lines(capsys.readouterr().err)
    assert lines == ["bazaar: smoke test failed: RuntimeError: the results could not be shown"]


def test_a_stalled_smoke_test_is_ended_by_its_watchdog(tmp_path: Path) -> None:
    code = (
        "import sys, time\n"
        "from bazaar_desktop import app\n"
        "from bazaar_desktop.window.main_window import MainWindow\n"
        "app.SMOKE_SETUP_S, app.SMOKE_TIMEOUT_S = 2, 1\n"
        "MainWindow.start_game = lambda self, request: time.sleep(120)\n"
        f"sys.exit(app.main(['--smoke-test', {str(tmp_path / 'out')!r}]))\n"
    )
    result = run_python(code, tmp_path)
    assert result.returncode == 1
    # 2 s to set up and 1 s for each of the three games: the process is ended after 5 s.
    assert bazaar_lines(result.stderr) == ["bazaar: smoke test failed: not finished after 5 s"]
