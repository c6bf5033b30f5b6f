"""What every game shares: the protocol, chance, errors, events, actions' JSON, matches."""

from bazaar_engine.core.errors import DataError, IllegalAction, RefusalCode
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, Game, State, play_random_game, replay
from bazaar_engine.core.match import Match, Seat

__all__ = [
    "CHANCE",
    "DataError",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "RefusalCode",
    "Seat",
    "State",
    "play_random_game",
    "replay",
]
