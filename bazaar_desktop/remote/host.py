"""Host on this computer: `bazaar-server` as a child process on a chosen address (as the
phones' server listens on one). It keeps one port (the window remembers it) and one store in
the app's data folder, so a server started again (Continue, a start after a crash) resumes
the same tables where every guest's window still dials them. A note beside the store
(`hosted.json`: the server's process id, address and port) lets a window started again find
a server that outlived the window before it (the window was killed, or the host kept it
running) and take it over instead of starting a second one on the same store."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

NOTE_NAME = "hosted.json"
STORE_NAME = "tables.sqlite3"


class PortTaken(OSError):
    """Another program listens on the port the hosted server keeps."""

    def __init__(self, port: int) -> None:
        super().__init__(errno.EADDRINUSE, f"port {port} is taken")
        self.port = port


def free_port(host: str) -> int:
    """A port nothing listens on now at `host` (the server takes it a moment later)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def port_is_free(host: str, port: int) -> bool:
    """Whether a server could listen on `host:port` now (a closed connection's TIME_WAIT
    does not count: the server binds with SO_REUSEADDR too)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


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


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # somebody else's process: alive, though not ours
    return True


def _runs_store(pid: int, store: Path) -> bool:
    """Whether process `pid` is a table server on `store` (its command line says so; where
    /proc is not there, a live process of the note's id is taken at its word)."""
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except FileNotFoundError:
        return not Path("/proc/self").exists() and _pid_alive(pid)
    except OSError:
        return False
    return str(store).encode() in words


def _answers(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


class ServerProcess:
    """One `bazaar-server` on `host:port` (a free port if 0), its store in `folder`."""

    def __init__(self, host: str, folder: Path, port: int = 0) -> None:
        self.host = host
        self.port = port or free_port(host)
        self.store = folder / STORE_NAME
        self.note = folder / NOTE_NAME
        self.process: subprocess.Popen[bytes] | None = None
        self.adopted_pid: int | None = None  # a server a window before this one started

    @property
    def address(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else self.adopted_pid

    def running(self) -> bool:
        """Whether the server is still there (checked often: a look at the process only)."""
        if self.process is not None:
            return self.process.poll() is None
        if self.adopted_pid is not None:
            return _runs_store(self.adopted_pid, self.store)
        return False

    def adopt(self) -> bool:
        """Take over a server on this store that a window before this one started, if one
        still runs on this address and port; True if so."""
        try:
            data = json.loads(self.note.read_text())
            pid, host, port = int(data["pid"]), str(data["host"]), int(data["port"])
        except (OSError, ValueError, KeyError, TypeError):
            return False
        if (host, port) != (self.host, self.port) or not _runs_store(pid, self.store):
            return False
        if not _answers(self.host, self.port):
            return False
        self.adopted_pid = pid
        return True

    def start(self, wait: float = 15.0) -> None:
        """Start it (or take over the one still running on this store) and wait until it
        listens; `PortTaken` if another program has the port, `OSError` naming why else."""
        if self.adopt():
            return
        if not port_is_free(self.host, self.port):
            raise PortTaken(self.port)
        self.store.parent.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            server_command(self.host, self.port, self.store),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            start_new_session=True,  # a Ctrl+C in the host's terminal is the window's alone
        )
        self._write_note()
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                why = (self.process.stderr.read() if self.process.stderr else b"").decode()
                self.process = None
                if not port_is_free(self.host, self.port):  # taken since it was looked at
                    raise PortTaken(self.port)
                raise OSError(why.strip().splitlines()[-1] if why.strip() else "exited")
            if _answers(self.host, self.port):
                return
            time.sleep(0.05)
        self.stop()
        raise OSError(f"no answer on {self.address}")

    def _write_note(self) -> None:
        note = {"pid": self.pid, "host": self.host, "port": self.port}
        with contextlib.suppress(OSError):
            self.note.write_text(json.dumps(note))

    def let_go(self) -> None:
        """Leave the server running (the host keeps the table open): the next window takes
        it over by the note."""
        self.process = None
        self.adopted_pid = None

    def stop(self) -> None:
        process, self.process = self.process, None
        adopted, self.adopted_pid = self.adopted_pid, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(5.0)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5.0)
        elif adopted is not None and _runs_store(adopted, self.store):
            _stop_pid(adopted, lambda: _runs_store(adopted, self.store))
        with contextlib.suppress(OSError):
            self.note.unlink()


def _stop_pid(pid: int, running: Callable[[], bool]) -> None:
    """SIGTERM to a server that is not our child, then SIGKILL if it has not gone in 5 s."""
    for sig in (signal.SIGTERM, getattr(signal, "SIGKILL", signal.SIGTERM)):
        with contextlib.suppress(OSError):
            os.kill(pid, sig)
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline and running():
            time.sleep(0.05)
        if not running():
            return
