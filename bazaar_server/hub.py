"""The hub of live tables: the connections, and each request's checks and effect in order
(hello, create, join, sit, watch, decide, undo, hand to a bot, give back, again, history).
The web application that feeds it messages is `app`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from typing import TYPE_CHECKING, Any

from aiohttp import web

from bazaar_engine import games
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.saves import match_to_json
from bazaar_server import protocol as p
from bazaar_server.bots import BotPool
from bazaar_server.connection import Closing, Connection
from bazaar_server.hints import Hints
from bazaar_server.limits import Caps, Limits
from bazaar_server.seating import Chooser, first_free, rematch_request, the_seat
from bazaar_server.stats import Stats
from bazaar_server.store import RoomTaken, StoreError, TableRecord, now
from bazaar_server.store_async import AsyncStore
from bazaar_server.table import LiveTable, Refusal
from bazaar_server.unattended import room_for_a_table

if TYPE_CHECKING:  # nodes imports redis: one node on SQLite needs none of it
    from bazaar_server.nodes import NodeTables

log = logging.getLogger("bazaar_server")
CLOSE_REPLACED = 4011  # the seat was taken up by another connection (do not reconnect)
ROOM_DRAWS = 8  # room codes tried for a new table (a clash is about 1 in 10⁹ a live table)


class Hub:
    """Every live table, found by id, room code or seat secret."""

    def __init__(self, store: AsyncStore, bots: BotPool, caps: Caps, *, tls: bool) -> None:
        self.store = store
        self.bots = bots
        self.limits = Limits(caps)
        self.tls = tls
        self.tables: dict[str, LiveTable] = {}
        self.rooms: dict[str, str] = {}
        self.tokens: dict[str, tuple[str, int]] = {}
        self.by_source: dict[str, set[str]] = {}  # live tables' ids by their creator's address
        self.server_version = p.bazaar_version()
        self.sockets: set[web.WebSocketResponse] = set()  # every open one (closed on stopping)
        self.nodes: NodeTables | None = None  # several nodes (--redis): main.py sets it
        self.stats: Stats | None = None  # the bench's timings (--stats-file): main.py sets it
        self.hints = Hints(bots)
        self._telling: set[asyncio.Task[None]] = set()

    # --- tables ----------------------------------------------------------------------------
    async def load(self) -> int:
        """Every unfinished table of the store, rebuilt from its log; how many. One node only:
        several (--redis) read a table when it is asked for (`from_store`)."""
        for record in await self.store.tables(live_only=True):
            try:
                table = LiveTable(record, self.store, self.bots)
            except (DataError, ValueError, KeyError, TypeError) as exc:
                # Written by a version that did not deal a table before writing it: it can
                # never be played. Closed once, not reported at every start.
                log.error("table %s could never be dealt (%s): closed", record.id, exc)
                await self.store.mark_over(record.id)
                continue
            try:
                table.replay_log(await self.store.log(record.id))
            except (DataError, ValueError, KeyError, TypeError) as exc:
                log.error("table %s cannot be resumed from its log: %s", record.id, exc)
                continue
            self._add(table)
        return len(self.tables)

    async def resume(self) -> None:
        for table in list(self.tables.values()):
            await table.advance()  # chance still to draw, bots to ask

    def _add(self, table: LiveTable) -> None:
        self.tables[table.id] = table
        self.by_source.setdefault(table.record.source, set()).add(table.id)
        self.rooms[table.record.room] = table.id
        for seat, info in enumerate(table.seats):
            if info.get("token"):
                self.tokens[info["token"]] = (table.id, seat)
        table.on_again = self._again_heard
        table.on_seats = self._seats_heard
        if self.nodes is not None:
            self.nodes.adopt(table)

    async def from_store(
        self, *, room: str | None = None, token: str | None = None, table_id: str | None = None
    ) -> str | None:
        """Several nodes: a table this node does not hold (made on another node, or served by
        one that died), found in the shared store and served here from now on; its id."""
        if self.nodes is None:
            return None
        try:
            record = await self.store.find_table(table_id=table_id, room=room, token=token)
            if record is None:
                return None
            if record.id not in self.tables:
                table = await self.nodes.take(record.id)  # rebuilt here for a job or a sweep
                if table is None:
                    table = LiveTable(record, self.store, self.bots)
                    table.replay_log(await self.store.log(record.id))
                if record.id in self.tables:  # read meanwhile for another client: that copy
                    table.close()
                    return record.id
                self._add(table)
                await table.advance()  # a bot's job or chance its last node may not have asked
        except StoreError:
            raise Refusal.because(p.Refused.BUSY) from None
        return record.id

    async def create(
        self, source: str, message: dict[str, Any], host_seat: int | None
    ) -> LiveTable:
        game_id = message["game"]
        try:
            games.entry(game_id)
            for seat in message["seats"]:
                if seat["kind"] == "bot":
                    make_bot(game_id, seat["level"])
            game = games.make_game(game_id, message.get("options"))
            # The whole first position, as the table will deal it: options that only fail
            # with this many seats (a first player past the last seat) are refused here,
            # before anything is written or counted.
            game.check_player_count(len(message["seats"]))
            game.new_initial_state(len(message["seats"]))
        except DataError as exc:
            raise Refusal(str(exc)) from None
        why = await room_for_a_table(self, source)
        if why:
            raise Refusal.because(why)
        seats: list[dict[str, Any]] = []
        for i, seat in enumerate(message["seats"]):
            if seat["kind"] == "bot":
                seats.append({"kind": "bot", "name": f"Bot {i + 1}", "level": seat["level"]})
            else:
                name = seat.get("name") or f"Player {i + 1}"
                seats.append({"kind": "person", "name": name, "token": p.new_token()})
        people = [i for i, s in enumerate(seats) if s["kind"] == "person"]
        host = host_seat if host_seat in people else (people[0] if people else None)
        if host is not None:
            seats[host]["host"] = True
        record = TableRecord(
            id=uuid.uuid4().hex,
            game=game_id,
            options=game.options,
            seats=seats,
            room=p.new_room(set(self.rooms)),
            spectators=bool(message.get("spectators", False)),
            clock=message.get("clock"),
            source=source,
            created=now(),
        )
        table = LiveTable(record, self.store, self.bots)  # built before it is written
        await self._add_record(record)
        self._add(table)
        return table

    async def _add_record(self, record: TableRecord) -> None:
        """Write the new table; a room code another node's live table holds is drawn again
        (the store's index on live rooms decides, so one code names one table everywhere)."""
        tried = set(self.rooms)
        for _ in range(ROOM_DRAWS):
            try:
                await self.store.add_table(record)
                return
            except RoomTaken:
                tried.add(record.room)
                record.room = p.new_room(tried)
            except StoreError:
                raise Refusal.because(p.Refused.BUSY) from None
        raise Refusal.because(p.Refused.BUSY)

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
    async def handle(self, conn: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "hello":
            self._hello(conn, message)
            return
        if not conn.greeted:
            raise Closing("say hello first")
        if kind == "ping":
            conn.send({"type": "pong"})
            return
        table, seat = conn.table, conn.seat
        if table is not None and seat is not None:
            self._within(conn, self.limits.seat_bucket(table.id, seat).allow())
        try:
            await getattr(self, f"_on_{kind}")(conn, message)
        except Refusal as exc:
            answer = exc.message()  # the engine's or the server's code, and its params
            answer["of"] = kind  # the request refused: a client matches it to what it asked
            if "n" in message:
                answer["n"] = message["n"]
            conn.send(answer)

    def _within(self, conn: Connection, allowed: bool) -> None:
        """A message over the rate is refused; a connection that goes on is closed."""
        score = conn.strikes.add(allowed)
        if allowed:
            return
        if score > self.limits.caps.flood_strikes:
            raise Closing("too many messages", p.CLOSE_RATE)
        raise Refusal.because(p.Refused.SLOW_DOWN)

    def _hello(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.greeted:
            raise Closing("hello was already said")
        problem = p.version_problem(message["protocol"], message["version"], self.server_version)
        if problem:
            raise Closing(problem, p.CLOSE_VERSION)
        conn.greeted = True
        conn.send(
            {"type": "welcome", "protocol": p.PROTOCOL, "server_version": self.server_version}
        )

    async def _on_create(self, conn: Connection, message: dict[str, Any]) -> None:
        table = await self.create(conn.source, message, message.get("sit"))
        conn.send(
            {
                "type": "created",
                "table": table.id,
                "room": table.record.room,
                "seats": self.seat_list(conn, table),
            }
        )
        if table.host is not None:
            await self._seat(conn, table, table.host)
        elif table.started:
            await table.advance()  # bots only: they play at once

    def _wrong(self, conn: Connection, what: p.Refused) -> Refusal:
        if not self.limits.wrong_code(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        return Refusal.because(what)

    async def _by_room(self, conn: Connection, room: str) -> LiveTable:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        table_id = self.rooms.get(room) or await self.from_store(room=room)
        if table_id is None:
            raise self._wrong(conn, p.Refused.NO_ROOM)
        return self.tables[table_id]

    async def _on_join(self, conn: Connection, message: dict[str, Any]) -> None:
        table = await self._by_room(conn, message["room"])
        await self._seat(conn, table, first_free, message.get("name"))

    async def _on_sit(self, conn: Connection, message: dict[str, Any]) -> None:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        found = self.tokens.get(message["token"])
        if (found is None or found[0] not in self.tables) and await self.from_store(
            token=message["token"]
        ):
            found = self.tokens.get(message["token"])
        if found is None or found[0] not in self.tables:
            raise self._wrong(conn, p.Refused.NO_SECRET)
        await self._seat(conn, self.tables[found[0]], found[1])

    async def _seat(
        self, conn: Connection, table: LiveTable, where: int | Chooser, name: str | None = None
    ) -> None:
        """Seat `conn` at `where` (a seat, or how to choose one from the seats as stored): a
        compare-and-set in the store names `conn` its holder, so of two windows taking one
        seat at once, on any nodes, the last closes the other."""
        choose = where if callable(where) else the_seat(where)
        seat, started = await table.claim_seat(choose, conn.holder, name)
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
        other.send({"type": "error", "reason": "this seat was taken up by another window"})
        other.queue.put_nowait(None)
        asyncio.get_running_loop().create_task(other.ws.close(code=CLOSE_REPLACED))

    def _seats_heard(self, table: LiveTable) -> None:
        """The seats re-read from the store: a window here whose seat another window took
        (at another node) is closed, as one replaced here would be."""
        for other in list(table.sinks):
            if not isinstance(other, Connection) or other.seat is None:
                continue
            if table.seats[other.seat].get("holder") not in (None, other.holder):
                self._replaced(table, other)

    async def _on_watch(self, conn: Connection, message: dict[str, Any]) -> None:
        table = await self._by_room(conn, message["room"])
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

    async def _on_decide(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        await table.decide(seat, message["n"], message["action"])

    async def _on_hint(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        self.hints.ask(conn, table, seat)

    async def _on_undo(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        if table.plays_as_bot(seat):
            raise Refusal.because(p.Refused.BOT_PLAYS)
        await table.undo(seat)

    async def _on_hand_to_bot(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        await table.hand_to_bot(seat, message["seat"], back=False)

    async def _on_give_back(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        await table.hand_to_bot(seat, message["seat"], back=True)

    async def _on_again(self, conn: Connection, message: dict[str, Any]) -> None:
        """Play again: one new table with the same seats, however many ask and at whichever
        node (the old table's log names it); every seat at the old table is told."""
        old, _seat = self._seated(conn)
        if not old.match.is_over:
            raise Refusal.because(p.Refused.NOT_OVER)
        if old.again is None:
            new = await self.create(old.record.source, rematch_request(old), old.host)
            try:
                await old.record_again(new.id)
            except Refusal:
                await self._drop_unused(new)  # another node's rematch was written first
                if old.again is None:
                    raise
        await self._tell_again(old)

    async def _drop_unused(self, table: LiveTable) -> None:
        with contextlib.suppress(StoreError):
            await table.store.mark_over(table.id)
        self._forget(table)

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
        if new_id not in self.tables:
            with contextlib.suppress(Refusal):  # busy: its people ask again
                await self.from_store(table_id=new_id)  # made at another node
        new = self.tables.get(new_id)
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

    async def _on_history(self, conn: Connection, message: dict[str, Any]) -> None:
        """The whole game as a save holds it (every seat's cards, chance): only once over."""
        table, _seat = self._seated(conn)
        if not table.match.is_over:
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
                self._forget(table)

    def let_go(self, table: LiveTable) -> None:
        """Several nodes: an unfinished table no client here uses leaves memory (the store has
        it; the next join, seat link or job reads it again)."""
        if not table.sinks:
            self._forget(table)

    def _forget(self, table: LiveTable) -> None:
        """A finished table nobody looks at leaves memory (its log stays in the store)."""
        table.close()
        if self.nodes is not None:
            self.nodes.drop(table)
        self.tables.pop(table.id, None)
        self.by_source.get(table.record.source, set()).discard(table.id)
        self.rooms.pop(table.record.room, None)
        for info in table.seats:
            self.tokens.pop(info.get("token", ""), None)

    def gone(self, conn: Connection) -> None:
        self._leave(conn)
