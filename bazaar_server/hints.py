"""Hints for a seat (the web table's Hint): the coach's move for the seat's decision, thought
in the bot pool's worker processes from `state.view(seat)` only, so a hint knows nothing the
seat may not. At most one hint is being thought per seat (asking again while it is waits for
that one), and the answer for a position is kept, so a page pressing Hint over and over costs
one search: hints never starve the bots.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from bazaar_engine.bots.coach import advise
from bazaar_engine.core.game import State
from bazaar_server.bots import BotPool
from bazaar_server.table import LiveTable, Refusal

if TYPE_CHECKING:
    from bazaar_server.connection import Connection


def coach_move(view: State[Any], seat: int) -> dict[str, Any]:
    """In a worker: the coach's best move for `seat` on its view, as the game's JSON."""
    return view.game.action_to_json(advise(view, seat).best.action)


class Hints:
    def __init__(self, bots: BotPool) -> None:
        self.bots = bots
        self._thinking: set[tuple[str, int, int]] = set()  # (table, seat, n) being thought
        self._answers: dict[tuple[str, int], tuple[int, dict[str, Any]]] = {}  # the last one
        self.searches = 0  # how many the coach made (the tests count them)

    def ask(self, conn: Connection, table: LiveTable, seat: int) -> None:
        n = table.n
        if seat not in table.match.state.current_players() or table.match.state.is_terminal():
            raise Refusal("you have no decision to hint at now")
        known = self._answers.get((table.id, seat))
        if known is not None and known[0] == n:
            conn.send({"type": "hint", "n": n, "action": known[1]})
            return
        if (table.id, seat, n) in self._thinking:
            return  # its answer goes to the seat's connection when it comes
        self._thinking.add((table.id, seat, n))
        view = table.match.state.view(seat)
        asyncio.get_running_loop().create_task(self._think(conn, table, seat, n, view))

    async def _think(
        self, conn: Connection, table: LiveTable, seat: int, n: int, view: State[Any]
    ) -> None:
        try:
            action = await self.bots.run(coach_move, view, seat)
            self.searches += 1
        finally:
            self._thinking.discard((table.id, seat, n))
        self._answers[(table.id, seat)] = (n, action)
        if table.n == n and conn.table is table and conn.seat == seat:
            conn.send({"type": "hint", "n": n, "action": action})
