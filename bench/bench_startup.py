"""Start-up time of the installed app: launch to main window shown, median of 5.

    python bench/bench_startup.py [--app /usr/games/bazaar] [--runs 5]

The program is the `bazaar` given by --app, else /usr/games/bazaar (the .deb), else the one on
PATH (a wheel, pipx or venv install). Each run starts it with fresh settings folders on an X
server of its own (Xvfb; the xcb platform, as on a desktop) and measures the time until its
main window is visible (xdotool), then closes it. `bazaar --version` (Python only, no Qt) is
timed too. Needs Xvfb and xdotool (apt-get install xvfb xdotool). The measuring code is
packaging/build.py's, which times the freshly built bundle the same way. Copy the figures
into docs/packaging.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bazaar_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def installed_app(choice: str | None) -> Path:
    if choice:
        return Path(choice).absolute()
    if Path("/usr/games/bazaar").exists():
        return Path("/usr/games/bazaar")
    found = shutil.which("bazaar")
    if found is None:
        raise SystemExit("bench_startup: no installed `bazaar` found; give --app PATH")
    return Path(found)


def describe(label: str, times: list[float]) -> str:
    listed = ", ".join(f"{t:.2f}" for t in times)
    return f"{label}: median {statistics.median(times):.2f} s, best {min(times):.2f} s ({listed})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", help="the bazaar program to time (default: the installed one)")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    build = build_script()
    app = installed_app(args.app)
    print(f"app: {app} ({app.resolve()})")
    with tempfile.TemporaryDirectory(prefix="bazaar-bench-") as temp:
        home = Path(temp)
        window = build.time_window_runs(args.runs, home, app)
        if window is None:
            raise SystemExit("bench_startup: needs Xvfb and xdotool (apt-get install xvfb xdotool)")
        print(describe("launch to main window shown (Xvfb, xcb)", window))
        print(describe("bazaar --version (no Qt)", build.time_version_runs(args.runs, home, app)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
