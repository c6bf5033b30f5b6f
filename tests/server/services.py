"""Real Redis and PostgreSQL for the several-nodes tests: Debian's `redis-server` and a
temporary PostgreSQL cluster (`initdb` + `pg_ctl`), each on a free loopback port in a temporary
directory of its own, stopped and removed by `stop()` (the fixtures' finalizers).

Nothing persists: Redis runs with `--save '' --appendonly no`, the cluster with fsync off (the
tests kill processes, never the machine). initdb refuses to run as root, so as root the cluster
belongs to the `postgres` user (`runuser -u postgres --`) in a directory it owns.
"""

from __future__ import annotations

import ctypes
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

REDIS_SERVER = "redis-server"
START_SECONDS = 60.0  # generous: 2 cores shared by many test runs


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def die_with_parent() -> None:
    """Run in the child before exec: a redis-server outlives no test run, even one killed -9
    (prctl PR_SET_PDEATHSIG = 1)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(1, signal.SIGKILL, 0, 0, 0)


def _wait_for_port(port: int, alive: subprocess.Popen[bytes] | None, what: str) -> None:
    deadline = time.monotonic() + START_SECONDS
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            pass
        if alive is not None and alive.poll() is not None:
            raise RuntimeError(f"{what} exited with {alive.returncode} before listening")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not listen on 127.0.0.1:{port}")
        time.sleep(0.05)


def redis_missing() -> str | None:
    """Why a real Redis cannot run here, or None."""
    if shutil.which(REDIS_SERVER) is None:
        return "redis-server is not installed (apt-get install redis-server; .ci/run does)"
    return None


@dataclass
class RedisService:
    """One redis-server on 127.0.0.1:`port`; `restart()` keeps the port (and loses the data:
    no persistence, as a Redis restarted from nothing)."""

    port: int = field(default_factory=free_port)
    directory: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="bazaar-redis-")))
    process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisService:
        command = [
            REDIS_SERVER, "--port", str(self.port), "--bind", "127.0.0.1",
            "--save", "", "--appendonly", "no", "--dir", str(self.directory),
            "--logfile", str(self.directory / "redis.log"), "--protected-mode", "no",
        ]  # fmt: skip
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=die_with_parent,
        )  # fmt: skip
        _wait_for_port(self.port, self.process, "redis-server")
        return self

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)

    def restart(self) -> None:
        self.kill()
        self.start()

    def stop(self) -> None:
        self.kill()
        shutil.rmtree(self.directory, ignore_errors=True)


def postgres_bin() -> Path | None:
    """The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/N/bin)."""
    found = [Path(p) for p in glob.glob("/usr/lib/postgresql/*/bin") if Path(p, "initdb").exists()]
    return max(found, key=lambda p: int(p.parent.name)) if found else None


def postgres_missing() -> str | None:
    binaries = postgres_bin()
    if binaries is None:
        return "PostgreSQL is not installed (apt-get install postgresql; .ci/run does)"
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            return "runuser is missing (initdb refuses to run as root)"
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            return "no postgres user to own the cluster (initdb refuses to run as root)"
        # A root that cannot become another user (a user namespace mapping root alone, as a
        # bare debootstrap sandbox may be) cannot run the cluster's programs as its owner.
        initdb = str(binaries / "initdb")
        probe = subprocess.run(
            ["runuser", "-u", "postgres", "--", initdb, "--version"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if probe.returncode != 0:
            why = (probe.stderr or probe.stdout).strip().splitlines()[-1:]
            return f"this machine cannot run initdb as the postgres user ({' '.join(why)})"
    return None


@dataclass
class PostgresService:
    """A temporary cluster on 127.0.0.1:`port`, trust authentication, superuser `postgres`."""

    port: int = field(default_factory=free_port)
    directory: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="bazaar-pg-")))

    def __post_init__(self) -> None:
        found = postgres_bin()
        assert found is not None, postgres_missing()
        self.bin = found
        self.data = self.directory / "data"

    def _as_owner(self, *command: str) -> list[str]:
        if os.geteuid() == 0:
            return ["runuser", "-u", "postgres", "--", *command]
        return list(command)

    def _run(self, *command: str) -> None:
        done = subprocess.run(
            self._as_owner(*command), capture_output=True, text=True, timeout=START_SECONDS * 2
        )
        if done.returncode != 0:
            raise RuntimeError(f"{command[0]} failed: {done.stdout}{done.stderr}")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def init(self) -> PostgresService:
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres", "postgres")
        self._run(
            str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres",
            "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync",
        )  # fmt: skip
        return self

    def start(self) -> PostgresService:
        options = (
            f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.directory} "
            "-c fsync=off -c full_page_writes=off -c max_connections=50"
        )
        self._run(
            str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.directory / "log"),
            "-w", "-t", str(int(START_SECONDS)), "-o", options, "start",
        )  # fmt: skip
        _wait_for_port(self.port, None, "postgres")
        return self

    def stop(self, mode: str = "fast") -> None:
        """`mode` "immediate" is a crash: no shutdown checkpoint, connections cut."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def processes(self) -> list[int]:
        """The cluster's processes: the postmaster and its children (each connection's)."""
        postmaster = int((self.data / "postmaster.pid").read_text().split()[0])
        found = [postmaster]
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue  # gone meanwhile
            if int(fields[1]) == postmaster:
                found.append(int(stat.parent.name))
        return found

    def pause(self) -> None:
        """Stop every process of the cluster (SIGSTOP): its connections stay open and nothing
        answers, as a stalled or partitioned database."""
        for pid in self.processes():
            os.kill(pid, signal.SIGSTOP)

    def resume(self) -> None:
        for pid in self.processes():
            os.kill(pid, signal.SIGCONT)

    def running(self) -> bool:
        status = subprocess.run(
            self._as_owner(str(self.bin / "pg_ctl"), "-D", str(self.data), "status"),
            capture_output=True,
            timeout=START_SECONDS,
        )
        return status.returncode == 0

    def create_database(self) -> str:
        """A fresh empty database's URL (one per test: the schema starts empty)."""
        name = "t_" + uuid.uuid4().hex[:12]
        self._run(
            str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port),
            "-U", "postgres", name,
        )  # fmt: skip
        return self.url(name)

    def remove(self) -> None:
        try:
            if self.data.exists() and self.running():
                self.stop("immediate")
        finally:
            shutil.rmtree(self.directory, ignore_errors=True)
