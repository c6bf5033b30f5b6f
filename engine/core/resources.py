"""Where the rules data (boards, charts, decks) and art live: the top-level `resources/`."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from engine.core.errors import DataError

MAX_DATA_BYTES = 1_000_000


def resources_dir() -> Path:
    """`$BAZAAR_RESOURCES`, else the bundled copy (PyInstaller), else the source tree's."""
    override = os.environ.get("BAZAAR_RESOURCES")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def load_json_resource(name: str | Path) -> Any:
    """Read a JSON data file from `resources/` (or any path), with one clear error if bad."""
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
