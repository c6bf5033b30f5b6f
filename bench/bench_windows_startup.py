"""Start-up of the Windows program under Wine, beside a bare PySide6 window built the same way.

    python bench/bench_windows_startup.py [--runs 7] [--app DIR]

Needs what packaging/windows/build.py makes: its toolchain (build/windows/) and the Windows
bundle (build/windows/dist/bazaar, or --app DIR: e.g. an installed copy). The bare window
(bench/windows_bare_window.py) is built once with the same interpreter, wheels and PyInstaller
options (one folder, windowed, not stripped) into build/windows/bench-bare/.

Each run starts the program under Wine, offscreen (Wine 8 cannot show Qt's native window), and
times launch to exit: Bazaar quits once its main window has painted (BAZAAR_QUIT_AFTER_PAINT),
the bare window likewise. A wineserver is kept running through the runs, so each start pays
what a Windows process start costs under Wine, not Wine's own start; the first run of each
(disk cache) is shown apart. `bazaar.exe --version` (no Qt) is timed too. Prints the figures;
copy them into docs/packaging.md.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

import toolchain  # noqa: E402
from toolchain import run_wine, windows_path, wine_environment  # noqa: E402

BARE_SCRIPT = ROOT / "bench" / "windows_bare_window.py"
BARE_DIR = toolchain.WORK / "bench-bare"
PREFIX = toolchain.WORK / "prefix"


def build_bare_window() -> Path:
    program: Path = BARE_DIR / "dist" / "bare" / "bare.exe"
    if program.is_file():
        return program
    result = run_wine(
        PREFIX,
        [
            windows_path(toolchain.PYTHON_DIR / "python.exe"),
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--onedir",
            "--windowed",
            "--name",
            "bare",
            "--distpath",
            windows_path(BARE_DIR / "dist"),
            "--workpath",
            windows_path(BARE_DIR / "work"),
            "--specpath",
            windows_path(BARE_DIR),
            windows_path(BARE_SCRIPT),
        ],
        timeout=3600,
    )
    if result.returncode != 0 or not program.is_file():
        raise SystemExit(f"the bare window did not build:\n{result.stdout[-3000:]}")
    return program


def time_runs(program: Path, arguments: list[str], runs: int) -> list[float]:
    env = wine_environment(PREFIX, BAZAAR_QUIT_AFTER_PAINT="1")
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        result = run_wine(
            PREFIX, [windows_path(program), *arguments], timeout=300, env=env, cwd=program.parent
        )
        times.append(time.perf_counter() - started)
        if result.returncode != 0:
            raise SystemExit(f"{program.name} {arguments} failed: {result.stdout[-2000:]}")
    return times


def figures(times: list[float]) -> str:
    rest = times[1:] or times
    return (
        f"median {statistics.median(rest):.2f} s, best {min(rest):.2f} s "
        f"(first {times[0]:.2f} s; {len(rest)} runs after it)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--app", type=Path, default=toolchain.WORK / "dist" / "bazaar")
    args = parser.parse_args()
    bazaar = args.app / "bazaar.exe"
    if not bazaar.is_file():
        raise SystemExit(f"no {bazaar}: run python packaging/windows/build.py first")
    bare = build_bare_window()
    toolchain.set_user_environment(PREFIX, "QT_QPA_PLATFORM", "offscreen")  # Wine drops QT_*
    runs = max(2, args.runs)
    wineserver = "/usr/lib/wine/wineserver"
    server = subprocess.Popen([wineserver, "-p", "-f"], env=wine_environment(PREFIX))
    try:
        bare_times = time_runs(bare, [], runs)
        bazaar_times = time_runs(bazaar, [], runs)
        version_times = time_runs(bazaar, ["--version"], runs)
    finally:
        subprocess.run([wineserver, "-k"], env=wine_environment(PREFIX), check=False)
        server.wait(timeout=60)
    print(f"bare PySide6 window, launch to painted and quit: {figures(bare_times)}")
    print(f"bazaar.exe, launch to main window painted and quit: {figures(bazaar_times)}")
    print(f"bazaar.exe --version (no Qt): {figures(version_times)}")
    ratio = statistics.median(bazaar_times[1:]) / statistics.median(bare_times[1:])
    print(f"bazaar.exe / bare window (medians): {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
