"""Shared test setup. Qt runs offscreen so the GUI tests need no display."""

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")


@pytest.fixture
def pulse_server(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A PulseAudio server with one null sink, on a socket of its own: the environment that
    reaches it (PULSE_SERVER, XDG_RUNTIME_DIR, HOME). Skips without pulseaudio."""
    if shutil.which("pulseaudio") is None:
        pytest.skip("pulseaudio is not installed (apt-get install pulseaudio)")
    yield from _pulse_server(tmp_path)


@pytest.fixture
def audio_device(tmp_path: Path) -> Iterator[dict[str, str]]:
    """As `pulse_server`, but an empty environment (no device) without pulseaudio."""
    if shutil.which("pulseaudio") is None:
        yield {}
    else:
        yield from _pulse_server(tmp_path)


def _pulse_server(tmp_path: Path) -> Iterator[dict[str, str]]:
    runtime = tmp_path / "pulse-runtime"
    runtime.mkdir(mode=0o700)
    socket = runtime / "native"
    command = [
        "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--disallow-exit",
        "-L", "module-null-sink", "-L", f"module-native-protocol-unix socket={socket}",
    ]  # fmt: skip
    env = {"XDG_RUNTIME_DIR": str(runtime), "HOME": str(tmp_path)}
    server = subprocess.Popen(
        command, env={"PATH": "/usr/bin:/bin", **env}, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 20
        while not socket.exists():
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail("pulseaudio did not start")
            time.sleep(0.05)
        yield {**env, "PULSE_SERVER": f"unix:{socket}"}
    finally:
        server.terminate()
        server.wait(timeout=10)


_session_status: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _session_status.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """Once everything is reported and torn down, leave without the interpreter's own
    finalization: after the whole suite it destroyed the last Qt objects in an order Qt
    does not survive ("QObject: shared QObject was deleted directly", then SIGSEGV), which
    turned a green run into exit 139. The run's own status is kept."""
    if not _session_status:
        return
    import sys

    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(_session_status[-1])
