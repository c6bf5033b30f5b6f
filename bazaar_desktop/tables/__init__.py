"""The game tables: one controller per game tying its view-model, scene and panels together.

A game's desktop side is one module here named by its game id (`tables/<game id>.py`, whose
`TABLE` is its `GameTable` class), and beside it its lesson, its coach's words and its phone
companion (`coach/lessons/`, `coach/texts/`, `companion/games/`), all found by `game_modules.py`;
no list to add it to. `TABLES` maps every registered game that has a table to that module,
found without importing it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bazaar_desktop.bridge.game_modules import added_game_folders, game_modules, game_part

if TYPE_CHECKING:
    from bazaar_desktop.tables.base import GameTable

__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
# game id -> the table's module, for every registered game that has one
TABLES: dict[str, str] = game_modules(__name__)


def table_class(game_id: str) -> type[GameTable]:
    cls: type[GameTable] = game_part(__name__, game_id, "TABLE")
    return cls
