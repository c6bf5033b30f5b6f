"""What every game shares: the protocol, chance, errors, events, actions' JSON, matches."""

from engine.core.errors import DataError, IllegalAction
from engine.core.events import Event
from engine.core.game import CHANCE, Game, State, play_random_game, replay
from engine.core.match import Match, Seat

__all__ = [
    "CHANCE",
    "DataError",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "Seat",
    "State",
    "play_random_game",
    "replay",
]
