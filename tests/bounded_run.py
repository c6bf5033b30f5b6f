"""Running a child process whose output may never end, for the tests that start the app."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path


def run_bounded(
    command: list[str], *, timeout: float, **popen: object
) -> subprocess.CompletedProcess[str]:
    """`subprocess.run` with the output kept in files, of which only the last 2 MB are read.

    A child that prints without end (Qt 6.12's PulseAudio engine can spin on "QSocketNotifier:
    Invalid socket" lines) then fails its test on its timeout instead of filling the tests'
    memory with gigabytes of captured text."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        try:
            code = subprocess.run(
                command, stdout=out, stderr=err, timeout=timeout, **popen
            ).returncode  # type: ignore[call-overload]
        except subprocess.TimeoutExpired:
            code = -9
        texts = []
        for handle in (out, err):
            size = handle.seek(0, 2)
            handle.seek(max(0, size - 2_000_000))
            texts.append(handle.read().decode("utf-8", "replace"))
    return subprocess.CompletedProcess(command, code, texts[0], texts[1])


def run_bounded_stderr(
    command: list[str], env: dict[str, str], timeout: float, *, cwd: Path, limit: int = 200_000
) -> tuple[int | None, str, str]:
    """Run `command` with its output in files, killed once its stderr passes `limit` bytes or at
    `timeout`: (exit code or None when killed, the first `limit` bytes of stdout and of stderr)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        child = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=err)
        deadline = time.monotonic() + timeout
        code: int | None = None
        while time.monotonic() < deadline:
            code = child.poll()
            if code is not None or os.fstat(err.fileno()).st_size > limit:
                break
            time.sleep(0.1)
        if code is None:
            child.kill()
            child.wait()
        out.seek(0)
        err.seek(0)
        texts = (
            out.read(limit).decode("utf-8", "replace"),
            err.read(limit).decode("utf-8", "replace"),
        )
    return code, *texts
