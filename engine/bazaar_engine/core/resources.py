"""Where the rules data (boards, charts, decks) and art live: the package `bazaar_resources`.

In the source tree that is the top-level folder `resources/`; installed (wheel, pipx, .deb,
PyInstaller bundle) it is a package beside `bazaar_engine`, so one lookup serves every install.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any

from bazaar_engine.core.errors import DataError

MAX_DATA_BYTES = 1_000_000


def resources_dir() -> Path:
    """`$BAZAAR_RESOURCES`, else the installed package `bazaar_resources`."""
    override = os.environ.get("BAZAAR_RESOURCES")
    if override:
        return Path(override)
    spec = importlib.util.find_spec("bazaar_resources")
    if spec is None or not spec.submodule_search_locations:
        raise DataError("Bazaar's data files (the package bazaar_resources) are not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def load_json_resource(name: str | Path) -> Any:
    """Read a JSON data file from `resources/` (or any path), with one clear error if bad."""
    import json  # here: not needed to show the window (start-up time, docs/performance.md)

    path = Path(name)
    if not path.is_absolute():
        path = resources_dir() / path
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_DATA_BYTES + 1)
    except OSError as exc:
        raise DataError(f"cannot read {path.name}: {exc.strerror or exc}") from exc
    if len(raw) > MAX_DATA_BYTES:
        raise DataError(f"{path.name} is too large to be rules data")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"{path.name} is not valid JSON: {exc}") from exc
