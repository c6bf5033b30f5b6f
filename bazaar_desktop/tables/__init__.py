"""The game tables: one controller per game tying its view-model, scene and panels together.

A game's desktop side is one module here named by its game id (`tables/<game id>.py`, whose
`TABLE` is its `GameTable` class), and its lesson in `coach/`; no list to add it to. `TABLES`
maps every registered game that has a table to that module, found without importing it.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

from bazaar_desktop.game_list import game_names

if TYPE_CHECKING:
    from bazaar_desktop.tables.base import GameTable


def _table_module(game_id: str) -> str:
    return f"{__name__}.{game_id}"


# game id -> the table's module, for every registered game that has one
TABLES: dict[str, str] = {
    game_id: _table_module(game_id)
    for game_id, _name in game_names()
    if importlib.util.find_spec(_table_module(game_id)) is not None
}


def table_class(game_id: str) -> type[GameTable]:
    cls: type[GameTable] = importlib.import_module(TABLES[game_id]).TABLE
    return cls
