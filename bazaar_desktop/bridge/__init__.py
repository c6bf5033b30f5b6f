"""The bridge to the rules engine: the one place the window's game meets `bazaar_engine`.

The adapter (it owns the match, applies decisions, runs the bots' turns, keeps history and
undo), what it and the window say to each other (`adapter_data`), the undo rule, the engine's
words in the window's language, the games on offer and their per-game desktop modules, the
positions of a replay. May import `bazaar_engine`, the services, the view-models and remote/
(an online table); never the window (`bazaar_desktop.window`).
"""
