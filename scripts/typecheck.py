"""`mypy --strict` over the engine and the desktop app, by their installed import names.

The source folder `engine/` is installed as `bazaar_engine` (and `resources/` as
`bazaar_resources`, see pyproject.toml). mypy cannot follow setuptools' editable-install
finder, so this lays symlinks with the import names in a temporary folder and points MYPYPATH
at it. Usage: python3 scripts/typecheck.py [extra mypy arguments]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMPORT_NAMES = {"bazaar_engine": "engine", "bazaar_resources": "resources"}


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="bazaar-typecheck-") as folder:
        for name, source in IMPORT_NAMES.items():
            (Path(folder) / name).symlink_to(ROOT / source, target_is_directory=True)
        env = dict(os.environ, MYPYPATH=folder)
        command = [sys.executable, "-m", "mypy", "--strict", "-p", "bazaar_engine"]
        command += ["-p", "bazaar_desktop", *sys.argv[1:]]
        return subprocess.call(command, cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main())
