"""One module per game, each with its `ENTRY` (`bazaar_engine.core.entry.GameEntry`).

Adding a game's engine side is one module here (and its package of rules); nothing else in the
engine names a game. See docs/architecture.md, "Adding a fourth game".
"""

from bazaar_engine.core.entry import added_game_folders

__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
