"""A game's own desktop modules, found by its game id: no list of games to add a game to.

Each kind of per-game desktop part is a package holding one module per game, named by the
game's id: its table (`tables/<id>.py`, `TABLE`), its walkthrough lesson
(`coach/lessons/<id>.py`, `LESSON`), its coach's words (`coach/texts/<id>.py`, `WORDS`), its
words for the engine's data (`engine_words/<id>.py`, `WORDS`), its events' sounds
(`sounds/<id>.py`, `SOUNDS`) and its phone companion (`companion/games/<id>.py`,
`COMPANION`). A package's modules are found here without importing them (the window lists the
games before its first paint) and imported
when first asked for, by `importlib`, so the PyInstaller spec collects them with the whole
`bazaar_desktop` package (collect_submodules). A game kept outside the tree is found the
same way: each of these packages adds its folders in BAZAAR_GAMES_PATH to its `__path__`
(`added_game_folders`).
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import Any

from bazaar_desktop.bridge.game_list import game_names
from bazaar_engine.core.entry import added_game_folders as added_game_folders

# The packages of per-game modules, each module named by its game id (for the spec's test).
PER_GAME_PACKAGES = (
    "bazaar_desktop.tables",
    "bazaar_desktop.coach.lessons",
    "bazaar_desktop.coach.texts",
    "bazaar_desktop.engine_words",
    "bazaar_desktop.sounds",
    "bazaar_desktop.companion.games",
)


def game_modules(package: str) -> dict[str, str]:
    """Game id -> `<package>.<id>`, for every registered game that has a module there."""
    return dict(_found(package))


@cache
def _found(package: str) -> tuple[tuple[str, str], ...]:
    modules = ((game_id, f"{package}.{game_id}") for game_id, _name in game_names())
    return tuple((gid, module) for gid, module in modules if importlib.util.find_spec(module))


def game_part(package: str, game_id: str, name: str) -> Any:
    """What the module `<package>.<game_id>` holds as `name`, the module imported now;
    KeyError when the game has no module there."""
    module = dict(_found(package))[game_id]
    return getattr(importlib.import_module(module), name)
