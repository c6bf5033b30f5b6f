"""Hints for a seat (the web table's Hint): the coach's move for the seat's decision, thought
in the bot pool's worker processes from `state.view(seat)` only, so a hint knows nothing the
seat may not. At most one hint is being thought per seat (asking again while it is waits for
that one: every connection that asked gets its answer, a page that reconnected too), and the
answer for a position is kept, so a page pressing Hint over and over costs one search: hints
never starve the bots.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from bazaar_engine.bots.coach import advise
from bazaar_engine.core.game import State
from bazaar_server.bots.pool import BotPool
from bazaar_server.protocol import Refused
from bazaar_server.tables.live_table import LiveTable, Refusal

if TYPE_CHECKING:
    from bazaar_server.transport.connection import Connection


def coach_move(view: State[Any], seat: int) -> dict[str, Any]:
    """In a worker: the coach's best move for `seat` on its view, as the game's JSON."""
    return view.game.action_to_json(advise(view, seat).best.action)


class Hints:
    def __init__(self, bots: BotPool) -> None:
        self.bots = bots
        # (table, seat, n) being thought -> the connections waiting for its answer
        self._thinking: dict[tuple[str, int, int], list[Connection]] = {}
        self._answers: dict[tuple[str, int], tuple[int, dict[str, Any]]] = {}  # the last one
        self.searches = 0  # how many the coach made (the tests count them)

    def ask(self, conn: Connection, table: LiveTable, seat: int) -> None:
        n = table.n
        if table.unwritten:  # a position not yet in the store (and perhaps never)
            raise Refusal.because(Refused.MOVED_ON, n=n)
        if seat not in table.match.state.current_players() or table.match.state.is_terminal():
            raise Refusal("you have no decision to hint at now")
        known = self._answers.get((table.id, seat))
        if known is not None and known[0] == n:
            conn.send({"type": "hint", "n": n, "action": known[1]})
            return
        waiting = self._thinking.get((table.id, seat, n))
        if waiting is not None:  # its answer goes to this connection too when it comes
            if conn not in waiting:
                waiting.append(conn)
            return
        self._thinking[(table.id, seat, n)] = [conn]
        view = table.match.state.view(seat)
        asyncio.get_running_loop().create_task(self._think(table, seat, n, view))

    async def _think(self, table: LiveTable, seat: int, n: int, view: State[Any]) -> None:
        try:
            action = await self.bots.run(coach_move, view, seat)
            self.searches += 1
        finally:
            waiting = self._thinking.pop((table.id, seat, n), [])
        self._answers[(table.id, seat)] = (n, action)
        for conn in waiting:
            if table.n == n and conn.table is table and conn.seat == seat:
                conn.send({"type": "hint", "n": n, "action": action})
