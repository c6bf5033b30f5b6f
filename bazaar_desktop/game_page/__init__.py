"""The game on the window: the page a game is played on (`page.GamePage`: the board, the side
column with the players, the decision and the log, the pass-and-play curtain), the table host
that shows each of the adapter's updates there, the status line, the bots' watch, the table
for a screen reader, and the window's pages switched in turns of the event loop. Nothing here
imports `bazaar_engine`: the game comes through the bridge (tests/desktop/test_desktop_layers.py).
"""
