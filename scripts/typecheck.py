"""`mypy --strict` over the engine, the desktop app, the table server, the tests, the benchmarks
and the scripts, an unused `# type: ignore` an error too: plain mypy, configured in
pyproject.toml.

Each package sits in a folder of its own import name (engine/bazaar_engine, ...), found through
`mypy_path`, so no shim is needed; this script only keeps CI's command and its extra arguments.
Usage: python3 scripts/typecheck.py [extra mypy arguments]
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    return subprocess.call([sys.executable, "-m", "mypy", "--strict", *sys.argv[1:]], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
