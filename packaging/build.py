"""Build the standalone app (dist/bazaar/bazaar) with PyInstaller, check it, measure it.

    python -m pip install -e '.[package]'     # PyInstaller; this script installs nothing
    python packaging/build.py                 # build, check, measure, smoke test

Steps: run PyInstaller with packaging/bazaar.spec into dist/; check the bundle (every file of
resources/ is there, the Qt plugins the app needs are there, the Qt modules it does not use are
not); print its size; time the start-up of the built program; run its smoke test
(`bazaar --smoke-test DIR` with QT_QPA_PLATFORM=offscreen) and check the pictures it writes;
then package it: dist/bazaar_<version>_amd64.deb, whose Depends covers every library the bundle
loads from the system (the build fails when one is not installed here, e.g. one the xcb plugin
needs), and dist/bazaar-<version>-linux-x86_64.tar.gz (packaging/linux_package.py).
Exit status 0 only when every step passed. Figures are in docs/packaging.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "bazaar.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
APP_DIR = DIST / "bazaar"
APP = APP_DIR / "bazaar"
CONTENTS = APP_DIR / "_internal"  # PyInstaller 6's one-folder contents directory

SMOKE_TIMEOUT_S = 300
WINDOW_TIMEOUT_S = 60
INSTALL_HINT = "python3 -m pip install -e '.[package]'"

# Relative to the contents directory: what the app cannot run (or look right) without.
REQUIRED_FILES = (
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/QtSvg.abi3.so",
    "PySide6/QtSvgWidgets.abi3.so",
    "PySide6/QtMultimedia.abi3.so",
    "PySide6/QtNetwork.abi3.so",
)
# File-name prefixes of the Qt libraries the app does not use and the spec must leave out.
FORBIDDEN_PREFIXES = (
    "libQt63D",
    "libQt6MultimediaQuick",
    "libQt6MultimediaWidgets",
    "libavcodec",
    "libavformat",
    "libffmpegmediaplugin",
    "libQt6Pdf",
    "libQt6Qml",
    "libQt6Quick",
    "libQt6WaylandCompositor",
    "libQt6WebEngine",
    "libQt6EglFS",
    "QtQml",
    "QtQuick",
    "QtWebEngine",
)


class BuildError(Exception):
    """A step failed; the message says which and why."""


def require_pyinstaller() -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(f"PyInstaller is not installed; install it with: {INSTALL_HINT}")


def run_pyinstaller() -> float:
    started = time.perf_counter()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    print("building:", " ".join(command[2:]), flush=True)
    if subprocess.run(command, cwd=ROOT, check=False).returncode != 0:
        raise BuildError("PyInstaller failed (see its output above)")
    return time.perf_counter() - started


def bundle_problems(
    app_dir: Path = APP_DIR, resources: Path = ROOT / "resources" / "bazaar_resources"
) -> list[str]:
    """What is wrong with a built bundle: missing program, resources or plugins; unused Qt."""
    contents = app_dir / "_internal"
    if not (app_dir / "bazaar").is_file():
        return [f"{app_dir / 'bazaar'} was not built"]
    problems = []
    for source in sorted(path for path in resources.rglob("*") if path.is_file()):
        relative = source.relative_to(resources)
        if "__pycache__" in relative.parts:  # a test run's bytecode: never bundled
            continue
        if not (contents / "bazaar_resources" / relative).is_file():
            problems.append(f"bazaar_resources/{relative.as_posix()} is missing from the bundle")
    for name in REQUIRED_FILES:
        if not (contents / name).is_file():
            problems.append(f"{name} is missing from the bundle")
    for path in contents.rglob("*"):
        if path.name.startswith(FORBIDDEN_PREFIXES):
            problems.append(f"{path.relative_to(app_dir)} is bundled but the app does not use it")
    return problems


def bundle_size(app_dir: Path = APP_DIR) -> tuple[int, int]:
    """(bytes, files) of the bundle folder."""
    files = [path for path in app_dir.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files), len(files)


def app_environment(home: Path, **extra: str) -> dict[str, str]:
    """The environment for a run of the built app: its own settings folders, nothing stale."""
    env = {key: value for key, value in os.environ.items() if key != "BAZAAR_RESOURCES"}
    env.update(
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    env.update(extra)
    return env


def time_version_runs(runs: int, home: Path, program: Path = APP) -> list[float]:
    """Seconds for `bazaar --version`: bootloader and Python (it loads no Qt)."""
    env = app_environment(home, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        result = subprocess.run(
            [str(program), "--version"],
            env=env,
            cwd=home,
            capture_output=True,
            timeout=60,
            check=False,
        )
        times.append(time.perf_counter() - started)
        if result.returncode != 0:
            raise BuildError(f"bazaar --version failed: {result.stderr.decode(errors='replace')}")
    return times


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str] | None:
    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        return None
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            "1366x768x24",
            "-nolisten",
            "tcp",
            "-noreset",
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as reader:
        display = reader.readline().strip()
    # Xvfb may announce its display a moment before it accepts clients: wait until it does.
    deadline = time.perf_counter() + 10
    env = dict(os.environ, DISPLAY=f":{display}")
    while display and time.perf_counter() < deadline:
        probe = ["xdotool", "getdisplaygeometry"]
        if subprocess.run(probe, env=env, capture_output=True, check=False).returncode == 0:
            return server, f":{display}"
        time.sleep(0.05)
    server.kill()
    server.wait()
    return None


def _window_seconds(env: dict[str, str], home: Path, program: Path = APP) -> float:
    """Seconds from launching `program` to its window being visible on the X server."""
    started = time.perf_counter()
    app = subprocess.Popen(
        [str(program)], env=env, cwd=home, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        while time.perf_counter() - started < WINDOW_TIMEOUT_S:
            if app.poll() is not None:
                error = app.stderr.read().decode(errors="replace") if app.stderr else ""
                raise BuildError(f"the app exited before showing a window: {error.strip()}")
            search = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                check=False,
            )
            if search.returncode == 0 and search.stdout.strip():
                return time.perf_counter() - started
            time.sleep(0.01)
        raise BuildError(f"no window within {WINDOW_TIMEOUT_S} s")
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()


def time_window_runs(runs: int, home: Path, program: Path = APP) -> list[float] | None:
    """Seconds from launch to the main window visible on an X server (Xvfb, xcb platform).

    None when Xvfb or xdotool is not installed (apt-get install xvfb xdotool).
    """
    started = _start_xvfb()
    if started is None:
        return None
    server, display = started
    try:
        env = app_environment(home, DISPLAY=display, QT_QPA_PLATFORM="xcb")
        return [_window_seconds(env, home, program) for _ in range(runs)]
    finally:
        server.terminate()
        server.wait()


def print_window_start_up(runs: int, home: Path) -> None:
    """Optional figure: a failure here is reported, not fatal (the X libraries may be absent)."""
    label = "start-up to main window shown"
    try:
        window_times = time_window_runs(runs, home)
    except BuildError as exc:
        print(f"{label}: not measured: {exc}")
        return
    if window_times is None:
        print(f"{label}: not measured (needs Xvfb and xdotool)")
    else:
        print(f"{label} (Xvfb, xcb): {_figures(window_times)}")


def smoke_pictures(out_dir: Path) -> list[Path]:
    """The smoke test's pictures; BuildError when there are none or one is empty."""
    pictures = sorted(out_dir.glob("*.png"))
    if not pictures:
        raise BuildError(f"the smoke test wrote no pictures in {out_dir}")
    empty = [path.name for path in pictures if path.stat().st_size == 0]
    if empty:
        raise BuildError(f"the smoke test wrote empty pictures: {', '.join(empty)}")
    return pictures


def run_smoke_test(home: Path) -> tuple[float, list[Path]]:
    out_dir = home / "smoke"
    env = app_environment(home, QT_QPA_PLATFORM="offscreen")
    started = time.perf_counter()
    try:
        result = subprocess.run(
            [str(APP), "--smoke-test", str(out_dir)],
            env=env,
            cwd=home,
            timeout=SMOKE_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise BuildError(f"the smoke test took more than {SMOKE_TIMEOUT_S} s") from exc
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        raise BuildError(f"the smoke test failed with exit status {result.returncode}")
    return seconds, smoke_pictures(out_dir)


def _figures(times: Sequence[float]) -> str:
    return (
        f"first {times[0]:.2f} s, median {statistics.median(times):.2f} s, "
        f"best {min(times):.2f} s ({len(times)} runs)"
    )


def project_version() -> str:
    """The version in pyproject.toml (the one source of it)."""
    with (ROOT / "pyproject.toml").open("rb") as handle:
        version: str = tomllib.load(handle)["project"]["version"]
    return version


def make_packages(app_dir: Path = APP_DIR, dist: Path = DIST) -> tuple[Path, Path]:
    """dist/bazaar_<version>_amd64.deb and dist/bazaar-<version>-linux-x86_64.tar.gz."""
    import linux_package  # beside this script (packaging/ is sys.path[0] when it runs)

    from bazaar_desktop.preflight import LIBRARY_PACKAGES

    version = project_version()
    try:
        stage = ROOT / "build" / "deb" / f"bazaar_{version}_amd64"
        bundle = linux_package.stage_files(app_dir, stage, version)
        libraries = linux_package.system_libraries(bundle)
        depends = linux_package.debian_depends(libraries, package_hints=LIBRARY_PACKAGES)
        linux_package.write_control(stage, version, depends)
        deb = dist / f"bazaar_{version}_amd64.deb"
        linux_package.build_deb(stage, deb)
    except (linux_package.PackageError, OSError, subprocess.CalledProcessError) as exc:
        raise BuildError(str(exc)) from exc
    print(f"Depends: {', '.join(depends)}")
    tarball = dist / f"bazaar-{version}-linux-x86_64.tar.gz"
    linux_package.build_tarball(app_dir, tarball, f"bazaar-{version}")
    return deb, tarball


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="check and measure dist/ as is")
    parser.add_argument("--no-smoke", action="store_true", help="skip the smoke test")
    parser.add_argument("--runs", type=int, default=5, help="start-up runs to time (default 5)")
    parser.add_argument("--no-package", action="store_true", help="make no .deb and no tarball")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    runs = max(1, args.runs)
    try:
        if not args.no_build:
            require_pyinstaller()
            print(f"build time: {run_pyinstaller():.1f} s")
        problems = bundle_problems()
        if problems:
            raise BuildError("the bundle is not right:\n  " + "\n  ".join(problems))
        size, files = bundle_size()
        print(f"bundle: {APP_DIR.relative_to(ROOT)}: {size / 1e6:.1f} MB in {files} files")
        with tempfile.TemporaryDirectory(prefix="bazaar-build-") as temp:
            home = Path(temp)
            version_times = time_version_runs(runs, home)
            print(f"bazaar --version (no Qt loaded): {_figures(version_times)}")
            print_window_start_up(runs, home)
            if not args.no_smoke:
                seconds, pictures = run_smoke_test(home)
                names = ", ".join(
                    f"{path.name} ({path.stat().st_size // 1024} KiB)" for path in pictures
                )
                print(f"smoke test: passed in {seconds:.1f} s; pictures: {names}")
        if not args.no_package:
            for path in make_packages():
                print(f"package: {path.relative_to(ROOT)}: {path.stat().st_size / 1e6:.1f} MB")
    except BuildError as exc:
        print(f"build.py: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
