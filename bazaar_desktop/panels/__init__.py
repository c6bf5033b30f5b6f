"""Decision widgets and the side panels (players and scores, game log, pass-and-play curtain)."""
