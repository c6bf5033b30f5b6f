"""What every game shares: the protocol, chance, errors, events, actions' JSON, matches.

The names below are read from their modules when first asked for (`bazaar_engine.core.Match`),
so that importing one module of the core imports only what that module needs: the desktop's
first paint needs the resources and the errors, not the game protocol or matches (start-up
time, docs/performance.md)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bazaar_engine.core.errors import DataError, IllegalAction, RefusalCode
    from bazaar_engine.core.events import Event
    from bazaar_engine.core.game import CHANCE, Game, State, play_random_game, replay
    from bazaar_engine.core.match import Match, Seat

# name -> the module of the core that defines it
_HOMES = {
    "CHANCE": "game",
    "DataError": "errors",
    "Event": "events",
    "Game": "game",
    "IllegalAction": "errors",
    "Match": "match",
    "RefusalCode": "errors",
    "Seat": "match",
    "State": "game",
    "play_random_game": "game",
    "replay": "game",
}

__all__ = [
    "CHANCE",
    "DataError",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "RefusalCode",
    "Seat",
    "State",
    "play_random_game",
    "replay",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
