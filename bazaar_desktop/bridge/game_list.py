"""The games on offer as the window first shows them: their ids and names, and whether saves
can be used. Nothing else of the engine is loaded for this (no game's rules, no bots, not the
save files' module): the welcome page and the menus are painted before the adapter is made
(start-up time, docs/performance.md). The adapter (`adapter_data.py`) re-exports these."""

from __future__ import annotations

import importlib.util

from bazaar_engine.games import GAME_IDS, display_name


def game_names() -> list[tuple[str, str]]:
    """(id, display name) of every registered game, without importing any of them."""
    return [(game_id, display_name(game_id)) for game_id in GAME_IDS]


def saves_available() -> bool:
    """Whether the engine's save files module is installed (found, not imported)."""
    try:
        return importlib.util.find_spec("bazaar_engine.core.saves") is not None
    except (ImportError, ValueError):
        return False
