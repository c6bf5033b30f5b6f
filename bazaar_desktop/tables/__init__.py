"""The game tables: one controller per game tying its view-model, scene and panels together.

Adding a game's table is one line in `TABLES`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bazaar_desktop.tables.base import GameTable

# game id -> (module, class)
TABLES: dict[str, tuple[str, str]] = {
    "basari": ("bazaar_desktop.tables.basari", "BasariTable"),
    "jewels": ("bazaar_desktop.tables.jewels", "JewelsTable"),
    "basta": ("bazaar_desktop.tables.basta", "BastaTable"),
}


def table_class(game_id: str) -> type[GameTable]:
    module_name, class_name = TABLES[game_id]
    cls: type[GameTable] = getattr(importlib.import_module(module_name), class_name)
    return cls
