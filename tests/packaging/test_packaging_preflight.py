"""`bazaar` before Qt speaks: --help and --version without Qt, readable lines instead of a
traceback or an abort when a Qt library or the display is missing.

The commands run as subprocesses, like a person's shell would run them. A missing system
library is simulated by a folder on PYTHONPATH whose `PySide6` raises the ImportError that the
real one raises when the loader cannot find libglib.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bazaar_desktop import preflight

ROOT = Path(__file__).resolve().parents[2]
GLIB_ERROR = "libglib-2.0.so.0: cannot open shared object file: No such file or directory"


def bazaar(
    *args: str, pythonpath: Path | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    """Run `python -m bazaar_desktop.app ARGS` with only the given environment."""
    base = {"PATH": "/usr/bin:/bin", "HOME": env.pop("HOME", "/nonexistent"), "LANG": "C.UTF-8"}
    paths = [str(pythonpath)] if pythonpath else []
    base["PYTHONPATH"] = ":".join(paths)
    return subprocess.run(
        [sys.executable, "-m", "bazaar_desktop.app", *args],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture
def no_qt_libraries(tmp_path: Path) -> Path:
    """A PYTHONPATH folder on which `import PySide6` fails as with libglib missing."""
    package = tmp_path / "shim" / "PySide6"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(f"raise ImportError({GLIB_ERROR!r})\n", encoding="utf-8")
    return tmp_path / "shim"


def test_help_and_version_work_without_any_qt_library(no_qt_libraries: Path) -> None:
    version = bazaar("--version", pythonpath=no_qt_libraries)
    assert version.returncode == 0, version.stderr
    assert re.fullmatch(r"bazaar \d+\.\d+\.\d+\n", version.stdout)
    help_run = bazaar("--help", pythonpath=no_qt_libraries)
    assert help_run.returncode == 0, help_run.stderr
    assert "--smoke-test" in help_run.stdout
    assert help_run.stderr == version.stderr == ""


def test_a_missing_qt_library_gives_two_lines_naming_the_packages(no_qt_libraries: Path) -> None:
    for args in ((), ("--smoke-test", "/tmp/unused")):
        result = bazaar(*args, pythonpath=no_qt_libraries, DISPLAY=":0")
        assert result.returncode == 2
        assert "Traceback" not in result.stderr
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 2
        assert "libglib-2.0.so.0" in lines[0] and "libglib2.0-0" in lines[0]
        assert lines[1].endswith(preflight.apt_command(preflight.OFFSCREEN_PACKAGES))


def test_no_display_and_no_platform_gives_two_lines_naming_offscreen() -> None:
    result = bazaar()  # no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 2
    assert "DISPLAY and WAYLAND_DISPLAY are not set" in lines[0]
    assert "QT_QPA_PLATFORM=offscreen" in lines[1] and "--smoke-test" in lines[1]


def test_an_x_display_nobody_serves_is_named_instead_of_qt_aborting(tmp_path: Path) -> None:
    result = bazaar(DISPLAY=":97", QT_QPA_PLATFORM="xcb", HOME=str(tmp_path))
    assert result.returncode == 2  # Qt itself would abort (status 134)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 2
    # Where the window libraries are installed the plugin loads and the server is missing;
    # where they are not, the library is named with the packages that bring it.
    assert "':97'" in lines[0] or preflight.apt_command(preflight.WINDOW_PACKAGES) in lines[1]
    assert "QT_QPA_PLATFORM=offscreen" in lines[1]


@pytest.mark.parametrize(
    ("env", "problem"),
    [
        ({}, "DISPLAY and WAYLAND_DISPLAY are not set"),
        ({"DISPLAY": ":0"}, None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, None),
        ({"QT_QPA_PLATFORM": "offscreen"}, None),
        ({"QT_QPA_PLATFORM": "xcb"}, "QT_QPA_PLATFORM is xcb but DISPLAY is not set"),
        ({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, "WAYLAND_DISPLAY is not set"),
    ],
)
def test_the_display_check(env: dict[str, str], problem: str | None) -> None:
    message = preflight.display_problem(env)
    if problem is None:
        assert message is None
    else:
        assert message is not None and problem in message


def test_the_xcb_check_applies_only_when_qt_will_use_xcb() -> None:
    assert preflight.uses_xcb({"DISPLAY": ":0"})
    assert preflight.uses_xcb({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"})
    assert not preflight.uses_xcb({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"})
    assert not preflight.uses_xcb({"QT_QPA_PLATFORM": "offscreen", "DISPLAY": ":0"})


def test_a_plugin_that_cannot_load_names_the_window_packages(tmp_path: Path) -> None:
    broken = tmp_path / "libqxcb.so"
    broken.write_bytes(b"not a library")
    message = preflight.xcb_problem({"DISPLAY": ":0"}, broken)
    assert message is not None
    assert "xcb" in message and "QT_QPA_PLATFORM=offscreen" in message


def test_a_loader_error_names_the_library_and_its_package() -> None:
    assert preflight.missing_library(GLIB_ERROR) == "libglib-2.0.so.0"
    error = "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"
    assert preflight.missing_library(error) == "libxcb-cursor.so.0"
    assert preflight.LIBRARY_PACKAGES["libxcb-cursor.so.0"] in preflight.WINDOW_PACKAGES
    assert preflight.missing_library("some other failure") is None


def test_the_readme_and_ci_install_the_packages_the_preflight_names() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    app_command, test_command = quick_start_commands(readme)
    both = preflight.OFFSCREEN_PACKAGES + preflight.WINDOW_PACKAGES
    assert preflight.apt_command(("python3-venv", *both)) in app_command
    assert app_command.endswith(" bazaar")
    assert preflight.apt_command(("python3-venv", *preflight.OFFSCREEN_PACKAGES)) in test_command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # The lists are read from preflight.py:
    assert "*p.WINDOW_PACKAGES, *p.WAYLAND_PACKAGES, *p.SOUND_PACKAGES)" in ci
    assert test_command in ci.splitlines()  # CI runs the README's test command as written


def quick_start_commands(readme: str) -> list[str]:
    """The indented commands under "## Quick start" (as /work/shared/tools/fresh-debian reads)."""
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = [line[4:] for line in section.splitlines() if re.match(r"^    \S", line)]
    assert len(commands) == 2
    return commands
