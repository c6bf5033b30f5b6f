"""What a game is, declared once (after OpenSpiel's `GameType`): one `GameEntry` per game.

Each game has one module in `bazaar_engine/entries/` holding its `ENTRY`; `bazaar_engine.games`
finds them there. An entry names where the game's code lives (its `Game` class, its bots, its
coach) as "module:name" strings imported on first use, so reading the entries loads no rules:
the window lists the games before its first paint. It also declares the game's traits as data:
which score is best, which decisions are secret and which events reveal a secret.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

if TYPE_CHECKING:
    from bazaar_engine.core.game import State

SecretDecision = Callable[["State[Any]", tuple[int, ...]], bool]


class GameEntry(NamedTuple):  # a named tuple, not a dataclass: read before the first paint
    id: str
    name: str  # the display name, in English (the desktop translates where it has words)
    order: int  # its place in lists of games
    game: str  # "module:Class" of its `Game`
    bots: str  # the module whose `LEVELS` maps "easy", "medium", "hard" to bot factories
    coach: str  # "module:function": advice(view, seat, budget, rng, include) -> Advice
    best_score: Literal["high", "low"]  # highest wins, or fewest (Basta!'s chips, T17)
    # Whether the seats deciding now decide in secret (pass-and-play shows a curtain).
    secret_decision: SecretDecision
    # The events after which an earlier decision may not be taken back: they show something
    # that was hidden (cards revealed, a card drawn, a price card turned).
    revealing_events: frozenset[str]
    # Decisions (by the view's `phase`) whose choices are too many to list for a client (a
    # Basari barter has some 30,000 offers): the client proposes one and the engine judges it.
    unlisted_phases: frozenset[str] = frozenset()

    def is_reveal(self, kind: str) -> bool:
        return kind in self.revealing_events


def load(reference: str) -> Any:
    """The object a "module:name" reference names, its module imported now."""
    module_name, _, name = reference.partition(":")
    return getattr(importlib.import_module(module_name), name)


# Folders of games kept outside the tree (a plug-in, the tests' tiny game `tests/fourth_game/`),
# separated as PATH is: each holds the per-game packages' folders under their import names
# (`<folder>/bazaar_engine/entries/<id>.py`, `<folder>/bazaar_desktop/tables/<id>.py`, ...).
GAMES_PATH = "BAZAAR_GAMES_PATH"


def added_game_folders(package: str) -> list[str]:
    """The folders of `package` (a package of per-game modules) in each folder that
    BAZAAR_GAMES_PATH names: a per-game package adds them to its `__path__`, so the registry
    and `game_modules` find a game kept there as they find the others (read once, at import)."""
    roots = [root for root in os.environ.get(GAMES_PATH, "").split(os.pathsep) if root]
    found = (Path(root, *package.split(".")) for root in roots)
    return [str(folder) for folder in found if folder.is_dir()]
