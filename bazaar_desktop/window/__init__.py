"""The main window: the composition root (`main_window.py`) and the parts it makes.

The pages (welcome, game page, board view, side column), the menus and actions, the session
(new game, open, save), coming back to kept games, the end of a game and its replay. The window
reaches the game through the bridge (`bazaar_desktop.bridge`) only: nothing here imports
`bazaar_engine` (tests/desktop/test_desktop_layers.py checks the folder). It may import the
bridge, the services, the appearance, the drawing layers (scenes, items, panels, dialogs,
tables), the view-models, coach, companion and remote.
"""
