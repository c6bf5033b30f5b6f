"""Helpers shared by the save tests: which games exist, and recorded random matches."""

from __future__ import annotations

import random
from typing import Any

from bazaar_engine.bots.base import RandomBot
from bazaar_engine.core.match import Match
from bazaar_engine.games import GAME_IDS, make_game
from bazaar_engine.sim import play_match

GAMES = list(GAME_IDS)

PLAYER_COUNTS = [
    (game_id, players)
    for game_id in GAMES
    for players in range(make_game(game_id).min_players, make_game(game_id).max_players + 1)
]


def random_match(game_id: str, players: int, seed: int | str) -> Match[Any]:
    """A whole match played by random bots, chance drawn from a seeded generator."""
    bots = [RandomBot(f"{seed}/{seat}") for seat in range(players)]
    names = [f"Player {seat + 1}" for seat in range(players)]
    return play_match(make_game(game_id), bots, random.Random(seed), seat_names=names)
