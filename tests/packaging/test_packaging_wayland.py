"""A Wayland session for real: a headless Weston from Debian, WAYLAND_DISPLAY
set, no DISPLAY, QT_QPA_PLATFORM unset. The venv's app comes up on Qt's wayland platform with
the app id of its .desktop file and plays a smoke game there; the pre-flight check passes on
the session and names a Wayland display nobody serves. The installed .deb is run the same way
by packaging/ci_build_and_smoke.sh. Each test starts and stops its own Weston.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bazaar_desktop import APP_ID, preflight

ROOT = Path(__file__).resolve().parents[2]
WESTON_START_S = 20


def session_environment(runtime_dir: Path, socket: str) -> dict[str, str]:
    """This process's environment as a Wayland-only session sees it."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM")}
    env.update(XDG_RUNTIME_DIR=str(runtime_dir), WAYLAND_DISPLAY=socket)
    return env


@pytest.fixture
def weston(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A headless Weston on a socket of its own; the session's environment."""
    if shutil.which("weston") is None:
        pytest.skip("weston is not installed (apt-get install weston)")
    runtime_dir = tmp_path / "runtime"
    runtime_dir.mkdir(mode=0o700)
    socket = f"bazaar-test-{os.getpid()}"
    env = session_environment(runtime_dir, socket)
    log = (tmp_path / "weston.log").open("w")
    server = subprocess.Popen(
        ["weston", "--backend=headless-backend.so", f"--socket={socket}", "--idle-time=0"],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + WESTON_START_S
        while not (runtime_dir / socket).exists():
            if server.poll() is not None or time.monotonic() > deadline:
                log.flush()
                pytest.fail(f"weston did not start: {(tmp_path / 'weston.log').read_text()}")
            time.sleep(0.05)
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


def test_the_app_plays_its_smoke_game_natively_on_wayland(
    weston: dict[str, str], tmp_path: Path
) -> None:
    out_dir = tmp_path / "smoke"
    code = (
        "import sys, bazaar_desktop.app as app; app.smoke_games = lambda: ['basta']; "
        f"sys.exit(app.main(['--smoke-test', {str(out_dir)!r}]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=weston,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"smoke test on the wayland platform, app id {APP_ID}" in result.stdout
    pictures = sorted(path.name for path in out_dir.glob("*.png"))
    assert pictures == ["basta-end.png", "basta-mid.png", "basta-results.png"]
    assert all((out_dir / name).stat().st_size > 10_000 for name in pictures)


def test_the_preflight_check_passes_on_a_wayland_only_session(weston: dict[str, str]) -> None:
    assert "DISPLAY" not in weston
    assert preflight.uses_wayland(weston) and not preflight.uses_xcb(weston)
    if preflight.platform_plugin_path("wayland") is None:
        pytest.skip("this PySide6 has no wayland platform plugin")
    assert preflight.startup_problem(weston) is None


def test_a_wayland_display_nobody_serves_gets_one_clear_answer(tmp_path: Path) -> None:
    if preflight.platform_plugin_path("wayland") is None:
        pytest.skip("this PySide6 has no wayland platform plugin")
    runtime_dir = tmp_path / "runtime"
    runtime_dir.mkdir(mode=0o700)
    env = session_environment(runtime_dir, "nobody-here")
    problem = preflight.wayland_problem(env)
    assert problem is not None
    assert "cannot connect to the Wayland display 'nobody-here'" in problem
    assert "QT_QPA_PLATFORM=offscreen" in problem
