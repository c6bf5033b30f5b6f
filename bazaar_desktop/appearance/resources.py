"""The desktop's files in the installed resources: rules pages, art and fonts.

Found the way the engine finds its data (`bazaar_engine.core.resources.resources_dir`), so
they work from the source tree, a wheel, a .deb or a PyInstaller bundle alike. No Qt here:
the window turns these paths into icons, pictures and fonts.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

from bazaar_engine.core.resources import resources_dir

MAX_RULES_BYTES = 1_000_000


class RulesText(NamedTuple):
    text: str
    is_html: bool


def rules_text(page: str, language: str = "en") -> RulesText | None:
    """An in-app rules page (`bazaar_resources/rules/<lang>/<page>.html`, English if not
    translated), or the older `bazaar_resources/rules/<page>.md`; None when neither is installed."""
    page = os.path.basename(page)
    folder = resources_dir() / "rules"
    for lang in dict.fromkeys((os.path.basename(language), "en")):
        raw = _read_capped(folder / lang / f"{page}.html")
        if raw is not None:
            return RulesText(raw, True)
    raw = _read_capped(folder / f"{page}.md")
    return RulesText(raw, False) if raw is not None else None


def _read_capped(path: Path) -> str | None:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_RULES_BYTES + 1)
    except OSError:
        return None
    if len(raw) > MAX_RULES_BYTES:
        return None
    return raw.decode("utf-8", errors="replace")


def art_dir() -> Path:
    """The folder of our pictures, `bazaar_resources/art/` (the rules pages' pictures too)."""
    return resources_dir() / "art"


def art_path(name: str) -> Path:
    """A picture of ours in `bazaar_resources/art/` (SVG)."""
    return art_dir() / os.path.basename(name)


def font_files() -> list[Path]:
    """The fonts shipped in `bazaar_resources/fonts/` (the app draws text in DejaVu Sans)."""
    folder = resources_dir() / "fonts"
    try:  # listed, not globbed: a glob compiles a pattern at every start (start-up time)
        return sorted(folder / name for name in os.listdir(folder) if name.endswith(".ttf"))
    except OSError:
        return []
