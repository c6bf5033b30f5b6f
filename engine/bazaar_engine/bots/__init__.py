"""Bot levels for every game, and the generic search they share."""
