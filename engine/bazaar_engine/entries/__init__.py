"""One module per game, each with its `ENTRY` (`bazaar_engine.core.entry.GameEntry`).

Adding a game's engine side is one module here (and its package of rules); nothing else in the
engine names a game. See docs/architecture.md, "Adding a fourth game".
"""
