"""Each game's part of the phone companion, in a module of its own named by its game id
(`games/<id>.py`, whose `COMPANION` is a `CompanionGame`), found as the tables are
(`game_modules.py`): the messages its phones may send, the engine action each move asks for,
the game's part of a seat's frame (from that seat's view only), the answers to its check
messages, and its log lines. `frames.py`, `host.py` and `server.py` ask it by the game id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bazaar_desktop.bridge.game_modules import added_game_folders, game_modules, game_part
from bazaar_desktop.companion.protocol import Schema

JsonDict = dict[str, Any]
# (view = state.view(seat), seats, seat, who is thinking) -> the frame's game part, and the
# decision it offers the seat (kept by the host to judge the phone's next message)
FrameBody = Callable[[Any, Sequence[Any], int, tuple[int, ...]], tuple[JsonDict, object | None]]
LogLines = Callable[[Sequence[Any], Sequence[Any]], list[tuple[str, int | None, bool]]]


@dataclass(frozen=True)
class CompanionGame:
    # The game's own message types -> their fields (field name -> kind, as `protocol` checks).
    fields: Mapping[str, Mapping[str, str]]
    # A move message -> the engine action it asks for (the engine judges it); ValueError when
    # the message names no such thing (a card that does not exist).
    moves: Mapping[str, Callable[[JsonDict], object]]
    # A check message and the decision the seat's frame offers -> the reply (a verdict).
    checks: Mapping[str, Callable[[object | None, JsonDict], JsonDict]]
    body: FrameBody
    log_lines: LogLines  # the public log's lines for new events (the game's view-model words)


__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
# game id -> its companion module, for every registered game that has one
COMPANION_GAMES: dict[str, str] = game_modules(__name__)


def companion_game(game_id: str) -> CompanionGame:
    found: CompanionGame = game_part(__name__, game_id, "COMPANION")
    return found


def message_schema(game_id: str) -> Schema:
    """What a phone of `game_id` may send beyond the common messages; the other games' types
    are refused as "not used in this game" rather than unknown."""
    own = companion_game(game_id).fields
    others = {kind for other in COMPANION_GAMES for kind in companion_game(other).fields}
    return Schema(own, frozenset(others - set(own)))
