"""Host on this computer: `bazaar-server` as a child process on a chosen address (as the
phones' server listens on one), stopped when the window closes. Its tables live in a store
of its own in the app's data folder, so a restarted server resumes them."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path


def free_port(host: str) -> int:
    """A port nothing listens on now at `host` (the server takes it a moment later)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def server_command(host: str, port: int, store: Path) -> list[str]:
    """The server as this Python runs it (a venv or a pipx install), or as the bundle does
    (packaging/bazaar_launcher.py: the same executable with --table-server first)."""
    frozen = getattr(sys, "frozen", False)
    return [
        sys.executable,
        *(["--table-server"] if frozen else ["-m", "bazaar_server.main"]),
        "--host",
        host,
        "--port",
        str(port),
        "--store",
        str(store),
        "--bot-workers",
        "1",  # a table or two at home: one bots' process is plenty, and spares the machine
    ]


class ServerProcess:
    """One `bazaar-server` on `host:port` (a free port if 0), its store in `folder`."""

    def __init__(self, host: str, folder: Path, port: int = 0) -> None:
        self.host = host
        self.port = port or free_port(host)
        self.store = folder / "tables.sqlite3"
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def start(self, wait: float = 15.0) -> None:
        """Start it and wait until it listens; `OSError` naming why not."""
        self.store.parent.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            server_command(self.host, self.port, self.store),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                why = (self.process.stderr.read() if self.process.stderr else b"").decode()
                raise OSError(why.strip().splitlines()[-1] if why.strip() else "exited")
            try:
                with socket.create_connection((self.host, self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise OSError(f"no answer on {self.address}")

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(5.0)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5.0)
