"""Refresh requirements/dev.lock, the exact versions and hashes CI and developers install.

The app's own dependencies stay ranges in pyproject.toml (users install from them); the lock
pins every package that `.ci/run`, the README's test command and the packaging build install,
so a new release upstream (a typed `redis` that turns a `# type: ignore` into an error) cannot
break CI on the next fresh machine. A refresh is taken only when the new set passes: the
candidate lock is installed with `--require-hashes` into a throwaway venv that runs ruff, ruff
format, mypy --strict and the tests there; only then does it replace the committed lock.

    python scripts/refresh_lock.py              # resolve, check with the whole suite, replace
    python scripts/refresh_lock.py --tests tests/engine   # a narrower check (quicker, weaker)
    python scripts/refresh_lock.py --no-check   # resolve and replace only (then run .ci/run)

uv resolves (pinned below, installed in the throwaway venv from PyPI); the lock is for
CPython 3.11 on glibc 2.36 (Debian 12) or newer, the oldest machine the README names.
"""

from __future__ import annotations

import argparse
import difflib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements" / "dev.lock"
# What the lock must hold besides pyproject's: the build backend, so `pip install
# --no-build-isolation -e .` needs nothing unpinned.
BUILD_REQUIREMENTS = ROOT / "requirements" / "build.in"
EXTRAS = ("test", "package", "server")
UV = "uv==0.13.9"
PYTHON_VERSION = "3.11"
PLATFORM = "x86_64-manylinux_2_36"
HEADER = (
    "# Exact versions and hashes for CI and developers (pip install --require-hashes -r ...).\n"
    "# Made by scripts/refresh_lock.py, which checks a refresh before it replaces this file;\n"
    "# do not edit by hand. The app's own ranges are in pyproject.toml.\n"
)


def compile_lock(work: Path, output: Path) -> None:
    tools = work / "tools"
    subprocess.run([sys.executable, "-m", "venv", str(tools)], check=True)
    subprocess.run([str(tools / "bin" / "pip"), "install", "-q", UV], check=True)
    command = [str(tools / "bin" / "uv"), "pip", "compile", "-q", "pyproject.toml"]
    command += [str(BUILD_REQUIREMENTS.relative_to(ROOT))]
    for extra in EXTRAS:
        command += ["--extra", extra]
    command += ["--generate-hashes", "--upgrade", "--python-version", PYTHON_VERSION]
    command += ["--python-platform", PLATFORM, "--no-header", "-o", str(output)]
    subprocess.run(command, cwd=ROOT, check=True)
    output.write_text(HEADER + output.read_text(encoding="utf-8"), encoding="utf-8")


def check_lock(work: Path, lock: Path, tests: list[str]) -> bool:
    """Install the candidate into a fresh venv and run CI's checks there; True if all pass."""
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    pip = str(venv / "bin" / "pip")
    subprocess.run([pip, "install", "-q", "--require-hashes", "-r", str(lock)], check=True)
    editable = ["install", "-q", "--no-build-isolation", "--no-deps", "-e", str(ROOT)]
    subprocess.run([pip, *editable], check=True)
    python = str(venv / "bin" / "python")
    checks = [
        [python, "-m", "ruff", "check", "."],
        [python, "-m", "ruff", "format", "--check", "."],
        [python, "scripts/typecheck.py"],
        [python, "-m", "pytest", *tests],
    ]
    for check in checks:
        print("refresh_lock: running", " ".join(check[1:]), flush=True)
        if subprocess.run(check, cwd=ROOT).returncode != 0:
            print("refresh_lock: the new lock fails", " ".join(check[1:]), file=sys.stderr)
            return False
    return True


def pins(text: str) -> list[str]:
    return [line for line in text.splitlines() if line and line[0].isalnum()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-check", action="store_true", help="replace without checking")
    parser.add_argument("--tests", nargs="*", default=[], help="test paths (default: all)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bazaar-lock-") as folder:
        work = Path(folder)
        candidate = work / "dev.lock"
        compile_lock(work, candidate)
        new = candidate.read_text(encoding="utf-8")
        old = LOCK.read_text(encoding="utf-8") if LOCK.exists() else ""
        changes = list(difflib.unified_diff(pins(old), pins(new), lineterm="", n=0))
        if not changes:
            print("refresh_lock: no version changed")
            shutil.copyfile(candidate, LOCK)  # the same pins: comments may differ, no check needed
            return 0
        print("\n".join(line for line in changes if line[:1] in "+-" and line[:3] not in "+++---"))
        if not args.no_check and not check_lock(work, candidate, args.tests):
            print("refresh_lock: kept the committed lock", file=sys.stderr)
            return 1
        shutil.copyfile(candidate, LOCK)
    print(f"refresh_lock: wrote {LOCK.relative_to(ROOT)}; commit it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
