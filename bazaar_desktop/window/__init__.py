"""The main window: the composition root (`main_window.py`) and the parts it makes.

The welcome page, the menus and actions, the session (new game, open, save), coming back to
kept games, the end of a game and its replay; the game page's parts are in `game_page/`, the
dialogs in `dialogs/`. The window reaches the game through the bridge (`bazaar_desktop.bridge`)
only: nothing here imports `bazaar_engine`. It is the highest folder but the program's: it may
import every other (tests/desktop/test_desktop_layers.py checks the ranks).
"""
