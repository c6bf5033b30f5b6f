"""Each game's words for the engine's data, in a module of its own named
by its game id (`engine_words/<id>.py`, whose `WORDS` is an `engine_texts.EngineWords`), found
as the tables are (`game_modules.py`): the nouns its refusals and its view-model need (Basari's
gem colours, Jewel Bazaar's jewels, Basta!'s cards), the words its params become, the wording
of each of its `RefusalCode`s. `bridge/engine_texts.py` puts the games' words together (each
game's sounds are in `sounds/<id>.py`).
"""

from bazaar_desktop.bridge.game_modules import added_game_folders

__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
