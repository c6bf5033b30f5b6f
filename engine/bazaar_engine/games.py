"""The registry of games: each game's `GameEntry`, found in `bazaar_engine/entries/`.

Nothing here names a game: a module in `entries/` with an `ENTRY` is a game. Reading the
entries imports no rules (each names its code as "module:name", loaded on first use), so one
game's import cost or failure never touches another, and the window can list the games
before its first paint.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from bazaar_engine import entries
from bazaar_engine.core.entry import GameEntry, load
from bazaar_engine.core.errors import DataError

if TYPE_CHECKING:  # the protocol is loaded with a game (the registry is read before any)
    from bazaar_engine.core.game import Game, Options


def _entry_modules() -> Iterator[str]:
    """The names of the modules in `entries/` (and the folders added to it): those
    `pkgutil.iter_modules` lists, without importing `pkgutil` before the window's first paint
    (2-3 ms, docs/performance.md). Where the package is not plain source files (PyInstaller's
    archive), `pkgutil` lists them."""
    spec = entries.__spec__
    if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
        import pkgutil

        return (module.name for module in pkgutil.iter_modules(entries.__path__))
    return module_names(entries.__path__)


def module_names(folders: Iterable[str]) -> Iterator[str]:
    """The modules and packages in `folders`, the first of each name, as
    `pkgutil.iter_modules` names them (tests/test_one_entry_per_game.py)."""
    seen: set[str] = set()
    for folder in folders:
        try:
            names = sorted(os.listdir(folder))  # a package before a module of the same name
        except OSError:
            continue
        for file_name in names:
            name = _module_name(file_name)
            if name is None and "." not in file_name:  # a package: a folder with __init__
                name = file_name if _is_package(os.path.join(folder, file_name)) else None
            if name and name != "__init__" and "." not in name and name not in seen:
                seen.add(name)
                yield name


def _module_name(file_name: str) -> str | None:
    """A module's name from its file's, as `inspect.getmodulename` (pkgutil's) says it."""
    suffixes = sorted(importlib.machinery.all_suffixes(), key=len, reverse=True)
    return next((file_name[: -len(s)] for s in suffixes if file_name.endswith(s)), None)


def _is_package(path: str) -> bool:
    try:
        return any(_module_name(name) == "__init__" for name in os.listdir(path))
    except OSError:  # not a folder
        return False


def _found_entries() -> dict[str, GameEntry]:
    found: list[GameEntry] = []
    for name in _entry_modules():
        entry = getattr(importlib.import_module(f"{entries.__name__}.{name}"), "ENTRY", None)
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
