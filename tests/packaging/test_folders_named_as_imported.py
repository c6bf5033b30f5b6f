"""Each package lives in a folder of its own import name.

Before, `engine/` was installed as `bazaar_engine` through setuptools' package-dir: from the
repository root `import engine.core.errors` silently loaded a second copy of the engine whose
`IllegalAction` was another class, and mypy and PyInstaller needed symlinks to find it.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import bazaar_engine
import bazaar_resources

ROOT = Path(__file__).resolve().parents[2]


def test_each_package_is_found_in_the_folder_of_its_name() -> None:
    assert Path(bazaar_engine.__file__).parent == ROOT / "engine" / "bazaar_engine"
    assert Path(bazaar_resources.__file__).parent == ROOT / "resources" / "bazaar_resources"


def test_the_source_folders_themselves_cannot_be_imported_from_the_root() -> None:
    for folder, package in (("engine", "bazaar_engine"), ("resources", "bazaar_resources")):
        code = f"import {folder}.{package}"
        run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
        assert run.returncode != 0, code
        assert f"import {package}" in run.stderr  # the error says what to import instead


def test_no_tool_needs_a_shim_to_find_the_packages() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    # The wheel finds each package in a folder of its import name under these roots.
    assert pyproject["tool"]["setuptools"]["packages"]["find"]["where"] == [
        ".",
        "engine",
        "resources",
    ]
    mypy_path = pyproject["tool"]["mypy"]["mypy_path"]
    assert mypy_path[:2] == ["engine", "resources"]
    # The rest: test, bench and build-script folders without __init__.py, whose files import
    # each other by bare name (pytest or `python script.py` puts such a folder on sys.path),
    # never a package's root.
    for folder in mypy_path[2:]:
        assert folder.split("/")[0] in ("tests", "bench", "packaging"), folder
        assert (ROOT / folder).is_dir() and not (ROOT / folder / "__init__.py").exists(), folder
    assert pyproject["tool"]["pyright"]["extraPaths"] == mypy_path
    spec = (ROOT / "packaging" / "bazaar.spec").read_text(encoding="utf-8")
    typecheck = (ROOT / "scripts" / "typecheck.py").read_text(encoding="utf-8")
    assert "import-names" not in spec and "symlink_to(" not in spec + typecheck
