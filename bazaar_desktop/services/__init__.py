"""The services the window uses: files, settings, sound, work off the GUI thread.

Games in progress and autosave, the save key, the app's own files, statistics and counting a
finished game, settings, sound, the bots' process and interrupting work, background jobs, the
garbage collector at start-up, the languages. May import `bazaar_engine` (saves, matches, bots)
and the bridge's data; never the window (`bazaar_desktop.window`). Of the drawing layers only
the statistics dialog's wording of a problem (results_keeper.py, imported when needed).
"""
