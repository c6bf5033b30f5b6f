"""The registry of games: each game's `GameEntry`, found in `bazaar_engine/entries/`.

Nothing here names a game: a module in `entries/` with an `ENTRY` is a game. Reading the
entries imports no rules (each names its code as "module:name", loaded on first use), so one
game's import cost or failure never touches another, and the window can list the games
before its first paint.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any

from bazaar_engine import entries
from bazaar_engine.core.entry import GameEntry, load
from bazaar_engine.core.errors import DataError

if TYPE_CHECKING:  # the protocol is loaded with a game (the registry is read before any)
    from bazaar_engine.core.game import Game, Options


def _found_entries() -> dict[str, GameEntry]:
    found: list[GameEntry] = []
    for module in pkgutil.iter_modules(entries.__path__):
        entry = getattr(importlib.import_module(f"{entries.__name__}.{module.name}"), "ENTRY", None)
        if isinstance(entry, GameEntry):
            found.append(entry)
    return {entry.id: entry for entry in sorted(found, key=lambda entry: entry.order)}


ENTRIES: dict[str, GameEntry] = _found_entries()
GAME_IDS: tuple[str, ...] = tuple(ENTRIES)


def entry(game_id: str) -> GameEntry:
    """The game's entry; `DataError` naming the known games if there is none."""
    if game_id not in ENTRIES:
        raise DataError(f"unknown game {game_id[:40]!r} (known: {', '.join(GAME_IDS)})")
    return ENTRIES[game_id]


def display_name(game_id: str) -> str:
    return entry(game_id).name


def game_class(game_id: str) -> type[Game[Any]]:
    cls: type[Game[Any]] = load(entry(game_id).game)
    return cls


def make_game(game_id: str, options: Options | None = None) -> Game[Any]:
    return game_class(game_id)(options)
