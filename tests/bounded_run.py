"""Running a child process whose output may never end, for the tests that start the app."""

from __future__ import annotations

import subprocess
import tempfile


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
