"""The coach in the desktop: hints, the first-game walkthrough and the game review."""
