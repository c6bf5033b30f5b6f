"""bot level + game -> bot. Each game's levels are in the module its entry names
(`GameEntry.bots`, `bazaar_engine/entries/`)."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from bazaar_engine import games
from bazaar_engine.bots.base import Bot, RandomBot
from bazaar_engine.core.errors import DataError

BOT_LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
BotFactory = Callable[[int | str], Bot]


def make_bot(game_id: str, level: str, seed: int | str = 0) -> Bot:
    if level not in BOT_LEVELS:
        raise DataError(f"unknown bot level {level[:20]!r} (known: {', '.join(BOT_LEVELS)})")
    if level == "random":
        return RandomBot(seed)
    if game_id not in games.ENTRIES:
        raise DataError(f"no bots for game {game_id[:40]!r}")
    try:
        module = importlib.import_module(games.ENTRIES[game_id].bots)
    except ModuleNotFoundError as exc:
        raise DataError(f"{level} bots for {game_id} are not available") from exc
    levels: dict[str, BotFactory] = module.LEVELS
    if level not in levels:
        raise DataError(f"{level} bots for {game_id} are not available")
    return levels[level](seed)
