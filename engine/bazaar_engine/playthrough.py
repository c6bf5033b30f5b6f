"""Golden playthroughs (after OpenSpiel's `generate_playthrough`): one seeded game written out
decision by decision, so that any change to the rules, the views or the events shows as a diff.

A playthrough is JSON lines: a header naming the game, the seats and the seed, then one line per
decision with who decided, the action, the events it made, the whole state after it and every
seat's view of that state. Random bots decide from their own views; chance is drawn from the
same seeded RNG, so the same seed always gives the same lines. `scripts/make_golden.py` writes
them to `tests/engine/golden/`; `tests/engine/test_golden_playthroughs.py` compares.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from bazaar_engine.bots.base import RandomBot
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import GAME_IDS, entry, make_game


class Golden(NamedTuple):
    game_id: str
    players: int
    seed: int

    @property
    def file_name(self) -> str:
        return f"{self.game_id}-{self.players}p-seed{self.seed}.jsonl"


def golden_games() -> tuple[Golden, ...]:
    """The playthroughs kept: every registered game at its fewest and its most players."""
    chosen: list[Golden] = []
    for game_id in GAME_IDS:
        game = make_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            chosen.append(Golden(game_id, players, seed=1))
    return tuple(chosen)


def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def playthrough_lines(golden: Golden) -> Iterator[str]:
    """The playthrough's lines, in order (no newlines)."""
    game = make_game(golden.game_id)
    rng = random.Random(f"golden/{golden.game_id}/{golden.players}/{golden.seed}")
    bots = [RandomBot(f"{golden.seed}/{seat}") for seat in range(golden.players)]
    seats = [Seat(f"Seat {seat + 1}", "bot", "random") for seat in range(golden.players)]
    match: Match[Any] = Match(game, seats)
    yield _line(
        {
            "game": golden.game_id,
            "name": entry(golden.game_id).name,
            "players": golden.players,
            "seed": golden.seed,
            "rules_data": game.rules_data_version(),
            "state": match.state.to_json(),
        }
    )
    decision = 0
    while not match.is_over:
        player = match.state.current_players()[0]
        if player == CHANCE:
            action = match.state.sample_chance(rng)
        else:
            action = bots[player].choose(match.state.view(player), player)
        events = match.apply(player, action)
        decision += 1
        yield _line(
            {
                "decision": decision,
                "player": player,
                "action": game.action_to_json(action),
                "events": [event.to_json() for event in events],
                "state": match.state.to_json(),
                "views": [match.state.view(seat).to_json() for seat in range(golden.players)],
            }
        )
    state = match.state
    yield _line({"end": True, "scores": list(state.scores()), "winners": list(state.winners())})
