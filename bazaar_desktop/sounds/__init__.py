"""The sounds: the board that plays them (`board.SoundBoard`), which sound each event of an
update asks for (`cues.py`), and each game's own sounds in a module named by its game id
(`sounds/<id>.py`, whose `SOUNDS` maps each of its event kinds to a sound file), found as the
tables are (`bridge/game_modules.py`)."""

from bazaar_desktop.bridge.game_modules import added_game_folders

__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
