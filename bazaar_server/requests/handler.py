"""Each client request's checks and effect, in order (hello, create, join, sit, watch, decide,
undo, hand to a bot, give back, again, history), and what each connection is told of it. The
tables live in `tables.registry`; the connection that feeds it messages in `transport.app`."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from bazaar_engine.core.saves import match_to_json
from bazaar_server import protocol as p
from bazaar_server.bots.hints import Hints
from bazaar_server.bots.pool import BotPool
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.requests.messages import (
    Again,
    ClientMessage,
    Create,
    Decide,
    GiveBack,
    HandToBot,
    Hello,
    Hint,
    History,
    Join,
    Ping,
    Request,
    SeatRequest,
    Sit,
    Undo,
    Watch,
)
from bazaar_server.requests.seating import Chooser, first_free, rematch_request, the_seat
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.tables.live_table import LiveTable, Refusal
from bazaar_server.tables.registry import Registry
from bazaar_server.transport.connection import Closing, Connection
from bazaar_server.transport.limits import Caps, Limits


class RequestHandler:
    """One connection's requests, checked and carried out on this node's live tables."""

    def __init__(
        self, store: AsyncStore, bots: BotPool, caps: Caps, *, tls: bool,
        nodes: NodeTables | None = None,
    ) -> None:  # fmt: skip
        """`nodes`: the fan-out and bot jobs (in-process unless given: one node)."""
        self.limits = Limits(caps)
        self.tls = tls
        self.registry = Registry(
            store, bots, caps, on_again=self._again_heard, on_seats=self._seats_heard, nodes=nodes
        )
        self.server_version = p.bazaar_version()
        self.hints = Hints(bots)
        self._telling: set[asyncio.Task[None]] = set()

    def link(self, conn: Connection, token: str) -> str:
        return p.seat_link(conn.address[0], conn.address[1], token, tls=self.tls)

    def web_link(self, conn: Connection, token: str) -> str:
        return p.web_link(conn.address[0], conn.address[1], token, tls=self.tls)

    def seat_list(self, conn: Connection, table: LiveTable) -> list[dict[str, Any]]:
        return [
            {
                "seat": i,
                "token": s["token"],
                "link": self.link(conn, s["token"]),
                "web": self.web_link(conn, s["token"]),
            }
            for i, s in enumerate(table.seats)
            if s["kind"] == "person"
        ]

    # --- one connection's requests ---------------------------------------------------------
    async def handle(self, conn: Connection, message: ClientMessage) -> None:
        if isinstance(message, Hello):
            self._hello(conn, message)
            return
        if not conn.greeted:
            raise Closing("say hello first")
        if isinstance(message, Ping):
            conn.send({"type": "pong"})
            return
        table, seat = conn.table, conn.seat
        if table is not None and seat is not None:
            self.check_rate(conn, self.limits.seat_bucket(table.id, seat).allow())
        try:
            await self._carry_out(conn, message)
        except Refusal as exc:
            answer = exc.message()  # the engine's or the server's code, and its params
            answer["of"] = message.TYPE  # the request refused: a client matches it to its own
            if isinstance(message, Decide):
                answer["n"] = message.n
            conn.send(answer)

    async def _carry_out(self, conn: Connection, message: Request) -> None:
        match message:
            case Create():
                await self._on_create(conn, message)
            case Join():
                await self._on_join(conn, message)
            case Sit():
                await self._on_sit(conn, message)
            case Watch():
                await self._on_watch(conn, message)
            case _:
                await self._at_the_seat(conn, message)

    async def _at_the_seat(self, conn: Connection, message: SeatRequest) -> None:
        """A request of a seated client's, about its table (`SIT_FIRST` if it sits nowhere)."""
        table, seat = self._seated(conn)
        match message:
            case Decide():
                await table.decide(seat, message.n, message.action)
            case Hint():
                self.hints.ask(conn, table, seat)
            case Undo():
                if table.plays_as_bot(seat):
                    raise Refusal.because(p.Refused.BOT_PLAYS)
                await table.undo(seat)
            case HandToBot() | GiveBack():
                await table.hand_to_bot(seat, message.seat, back=isinstance(message, GiveBack))
            case Again():
                await self._on_again(table)
            case History():
                self._on_history(conn, table)

    def check_rate(self, conn: Connection, allowed: bool) -> None:
        """A message over the rate is refused; a connection that goes on is closed."""
        score = conn.strikes.add(allowed)
        if allowed:
            return
        if score > self.limits.caps.flood_strikes:
            raise Closing("too many messages", p.CLOSE_RATE)
        raise Refusal.because(p.Refused.SLOW_DOWN)

    def _hello(self, conn: Connection, message: Hello) -> None:
        if conn.greeted:
            raise Closing("hello was already said")
        problem = p.version_problem(message.protocol, message.version, self.server_version)
        if problem:
            raise Closing(problem, p.CLOSE_VERSION)
        conn.greeted = True
        conn.send(
            {"type": "welcome", "protocol": p.PROTOCOL, "server_version": self.server_version}
        )

    async def _on_create(self, conn: Connection, message: Create) -> None:
        table = await self.registry.create(conn.source, message, message.sit)
        created = {
            "type": "created",
            "table": table.id,
            "room": table.record.room,
            "seats": self.seat_list(conn, table),
        }
        if table.host is not None:
            # The host sits (its seat's write committed) before "created" is told: the next
            # request finds the table with its maker at it, charged to the maker's address.
            await self._seat(conn, table, table.host, announce=created)
            return
        conn.send(created)
        if table.started:
            await table.advance()  # bots only: they play at once

    def _wrong(self, conn: Connection, what: p.Refused) -> Refusal:
        if not self.limits.wrong_code(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        return Refusal.because(what)

    async def _by_room(self, conn: Connection, room: str) -> LiveTable:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        registry = self.registry
        table_id = registry.rooms.get(room) or await registry.from_store(room=room)
        if table_id is None:
            raise self._wrong(conn, p.Refused.NO_ROOM)
        return registry.tables[table_id]

    async def _on_join(self, conn: Connection, message: Join) -> None:
        table = await self._by_room(conn, message.room)
        await self._seat(conn, table, first_free, message.name)

    async def _on_sit(self, conn: Connection, message: Sit) -> None:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        token = message.token
        found = self.registry.by_token(token)
        if found is None and await self.registry.from_store(token=token):
            found = self.registry.by_token(token)
        if found is None:
            raise self._wrong(conn, p.Refused.NO_SECRET)
        await self._seat(conn, *found)

    async def _seat(
        self,
        conn: Connection,
        table: LiveTable,
        where: int | Chooser,
        name: str | None = None,
        announce: dict[str, Any] | None = None,
    ) -> None:
        """Seat `conn` at `where` (a seat, or how to choose one from the seats as stored): a
        compare-and-set in the store names `conn` its holder, so of two windows taking one
        seat at once, on any nodes, the last closes the other. `announce` is sent first, once
        the seat is taken."""
        choose = where if callable(where) else the_seat(where)
        seat, started = await table.claim_seat(choose, conn.holder, name)
        if announce is not None:
            conn.send(announce)
        self._leave(conn)
        for other in list(table.sinks):
            if other.seat == seat and isinstance(other, Connection) and other is not conn:
                self._replaced(table, other)
        token = table.seats[seat]["token"]
        conn.table, conn.seat, conn.events_sent = table, seat, None
        conn.send(
            {
                "type": "seated",
                "table": table.id,
                "room": table.record.room,
                "seat": seat,
                "token": token,
                "link": self.link(conn, token),
                "web": self.web_link(conn, token),
            }
        )
        table.sinks.append(conn)
        if started:
            await table.advance()  # the last seat taken starts the game (and tells everyone)
        else:
            table.broadcast()

    def _replaced(self, table: LiveTable, other: Connection) -> None:
        table.detach(other)
        other.table = None
        other.close_replaced()

    def _seats_heard(self, table: LiveTable) -> None:
        """The seats re-read from the store: a window here whose seat another window took
        (at another node) is closed, as one replaced here would be."""
        for other in list(table.sinks):
            if not isinstance(other, Connection) or other.seat is None:
                continue
            if table.seats[other.seat].get("holder") not in (None, other.holder):
                self._replaced(table, other)

    async def _on_watch(self, conn: Connection, message: Watch) -> None:
        table = await self._by_room(conn, message.room)
        if not table.record.spectators:
            raise Refusal.because(p.Refused.NO_SPECTATORS)
        self._leave(conn)
        conn.table, conn.seat, conn.events_sent = table, None, None
        conn.send({"type": "watching", "table": table.id, "room": table.record.room})
        table.attach(conn)

    def _seated(self, conn: Connection) -> tuple[LiveTable, int]:
        if conn.table is None or conn.seat is None:
            raise Refusal.because(p.Refused.SIT_FIRST)
        return conn.table, conn.seat

    async def _on_again(self, old: LiveTable) -> None:
        """Play again: one new table with the same seats, however many ask and at whichever
        node (the old table's log names it); every seat at the old table is told."""
        if not old.match.is_over:
            raise Refusal.because(p.Refused.NOT_OVER)
        if old.again is None:
            new = await self.registry.create(old.record.source, rematch_request(old), old.host)
            try:
                await old.record_again(new.id)
            except Refusal:
                await self.registry.drop_unused(new)  # another node's rematch was written first
                if old.again is None:
                    raise
        await self._tell_again(old)

    def _again_heard(self, old: LiveTable) -> None:
        """A rematch learnt from the store (asked at another node, or at start)."""
        task = asyncio.get_running_loop().create_task(self._tell_again(old))
        self._telling.add(task)
        task.add_done_callback(self._telling.discard)

    async def _tell_again(self, old: LiveTable) -> None:
        """Each person at `old` hears of its rematch: their seat there, its secret and link."""
        new_id = old.again
        if new_id is None:
            return
        if new_id not in self.registry.tables:
            with contextlib.suppress(Refusal):  # busy: its people ask again
                await self.registry.from_store(table_id=new_id)  # made at another node
        new = self.registry.tables.get(new_id)
        if new is None:
            return
        for sink in list(old.sinks):
            if isinstance(sink, Connection) and sink.seat is not None:
                token = new.seats[sink.seat]["token"]
                note: dict[str, Any] = {
                    "type": "again",
                    "table": new.id,
                    "room": new.record.room,
                    "seat": sink.seat,
                    "token": token,
                    "link": self.link(sink, token),
                    "web": self.web_link(sink, token),
                }
                if sink.seat == new.host:
                    note["seats"] = self.seat_list(sink, new)
                sink.send(note)

    def _on_history(self, conn: Connection, table: LiveTable) -> None:
        """The whole game as a save holds it (every seat's cards, chance): only once over."""
        if not table.match.is_over or table.unwritten:  # over once its last decision is in
            raise Refusal.because(p.Refused.HISTORY_AT_END)
        conn.send(
            {
                "type": "history",
                "table": table.id,
                "save": match_to_json(table.match),
                "clock_moves": [list(move) for move in table.clock_moves],
            }
        )

    def _leave(self, conn: Connection) -> None:
        table = conn.table
        if table is not None:
            table.detach(conn)
            conn.table = None
            conn.seat = None
            if table.record.over and not table.sinks:
                self.registry.forget(table)

    def gone(self, conn: Connection) -> None:
        self._leave(conn)
