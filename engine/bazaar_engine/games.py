"""The registry of games: id -> Game class. The single place that lists them."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from bazaar_engine.core.errors import DataError

if TYPE_CHECKING:  # the protocol is loaded with a game (the registry is read before any)
    from bazaar_engine.core.game import Game, Options

# id -> (module, class name, display name). Imported lazily so one game's import cost or
# failure never touches another.
_GAMES: dict[str, tuple[str, str, str]] = {
    "basari": ("bazaar_engine.basari", "BasariGame", "Basari"),
    "jewels": ("bazaar_engine.jewels", "JewelsGame", "Jewel Bazaar"),
    "basta": ("bazaar_engine.basta", "BastaGame", "Basta!"),
}
GAME_IDS: tuple[str, ...] = tuple(_GAMES)


def display_name(game_id: str) -> str:
    return _GAMES[game_id][2]


def game_class(game_id: str) -> type[Game[Any]]:
    if game_id not in _GAMES:
        raise DataError(f"unknown game {game_id[:40]!r} (known: {', '.join(GAME_IDS)})")
    module_name, class_name, _ = _GAMES[game_id]
    cls: type[Game[Any]] = getattr(importlib.import_module(module_name), class_name)
    return cls


def make_game(game_id: str, options: Options | None = None) -> Game[Any]:
    return game_class(game_id)(options)
