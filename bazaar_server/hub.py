"""The hub of live tables: the connections, and each request's checks and effect in order
(hello, create, join, sit, watch, decide, undo, hand to a bot, give back, again, history).
The web application that feeds it messages is `app`."""

from __future__ import annotations

import asyncio
import logging
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from bazaar_engine import games
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.saves import match_to_json
from bazaar_server import protocol as p
from bazaar_server.bots import BotPool
from bazaar_server.limits import Bucket, Caps, Limits
from bazaar_server.store import Store, StoreError, TableRecord, now
from bazaar_server.table import LiveTable, Refusal

if TYPE_CHECKING:  # nodes imports redis: one node on SQLite needs none of it
    from bazaar_server.nodes import NodeTables


log = logging.getLogger("bazaar_server")
CLOSE_REPLACED = 4011  # the seat was taken up by another connection (do not reconnect)


class Closing(Exception):
    """Close this connection with `error {reason}` and `code`."""

    def __init__(self, reason: str, code: int = p.CLOSE_PROTOCOL) -> None:
        super().__init__(reason)
        self.code = code


@dataclass(eq=False)
class Connection:
    ws: web.WebSocketResponse
    source: str
    address: tuple[str, int]  # host and port as the client reached us (for seat links)
    bucket: Bucket
    seat: int | None = None
    events_sent: int | None = None
    table: LiveTable | None = None
    greeted: bool = False
    strikes: int = 0  # messages refused for rate in a row
    queue: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def send(self, message: dict[str, Any]) -> None:
        self.queue.put_nowait(p.dumps(message))

    async def write(self) -> None:
        while (text := await self.queue.get()) is not None:
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return


class Hub:
    """Every live table, found by id, room code or seat secret."""

    def __init__(self, store: Store, bots: BotPool, caps: Caps, *, tls: bool) -> None:
        self.store = store
        self.bots = bots
        self.limits = Limits(caps)
        self.tls = tls
        self.tables: dict[str, LiveTable] = {}
        self.rooms: dict[str, str] = {}
        self.tokens: dict[str, tuple[str, int]] = {}
        self.again_of: dict[str, str] = {}  # a finished table -> its rematch
        self.server_version = p.bazaar_version()
        self.sockets: set[web.WebSocketResponse] = set()  # every open one (closed on stopping)
        self.nodes: NodeTables | None = None  # several nodes (--redis): main.py sets it

    # --- tables ----------------------------------------------------------------------------
    def load(self) -> int:
        """Every unfinished table of the store, rebuilt from its log; how many."""
        for record in self.store.tables(live_only=True):
            try:
                table = LiveTable(record, self.store, self.bots)
                table.replay_log(self.store.log(record.id))
            except (DataError, ValueError, KeyError, TypeError) as exc:
                log.error("table %s cannot be resumed from its log: %s", record.id, exc)
                continue
            self._add(table)
            self.limits.tables[record.source] += 1  # counted as if created now
        return len(self.tables)

    def resume(self) -> None:
        for table in list(self.tables.values()):
            table.advance()  # chance still to draw, bots to ask

    def _add(self, table: LiveTable) -> None:
        self.tables[table.id] = table
        self.rooms[table.record.room] = table.id
        for seat, info in enumerate(table.seats):
            if info.get("token"):
                self.tokens[info["token"]] = (table.id, seat)
        table.on_over = self._over
        if self.nodes is not None:
            self.nodes.adopt(table)

    def from_store(self, *, room: str | None = None, token: str | None = None) -> str | None:
        """Several nodes: a table this node does not hold (made on another node, or served by
        one that died), found in the shared store and served here from now on; its id."""
        if self.nodes is None:
            return None
        try:
            record = self.store.find_table(room=room, token=token)
            if record is None:
                return None
            if record.id not in self.tables:
                table = LiveTable(record, self.store, self.bots)
                table.replay_log(self.store.log(record.id))
                self._add(table)
                table.advance()  # a bot's job or chance its last node may not have asked for
        except StoreError:
            raise Refusal("the table is busy, try again") from None
        return record.id

    def _over(self, table: LiveTable) -> None:
        if table.record.source in self.limits.tables:
            self.limits.table_gone(table.record.source)

    def create(self, source: str, message: dict[str, Any], host_seat: int | None) -> LiveTable:
        game_id = message["game"]
        try:
            games.entry(game_id)
            for seat in message["seats"]:
                if seat["kind"] == "bot":
                    make_bot(game_id, seat["level"])
            game = games.make_game(game_id, message.get("options"))
            game.check_player_count(len(message["seats"]))
        except DataError as exc:
            raise Refusal(str(exc)) from None
        why = self.limits.new_table(source)
        if why:
            raise Refusal(why)
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
        self.store.add_table(record)
        table = LiveTable(record, self.store, self.bots)
        self._add(table)
        return table

    def link(self, conn: Connection, token: str) -> str:
        return p.seat_link(conn.address[0], conn.address[1], token, tls=self.tls)

    def seat_list(self, conn: Connection, table: LiveTable) -> list[dict[str, Any]]:
        return [
            {"seat": i, "token": s["token"], "link": self.link(conn, s["token"])}
            for i, s in enumerate(table.seats)
            if s["kind"] == "person"
        ]

    # --- one connection's requests ---------------------------------------------------------
    def handle(self, conn: Connection, message: dict[str, Any]) -> None:
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
            getattr(self, f"_on_{kind}")(conn, message)
        except Refusal as exc:
            answer: dict[str, Any] = {"type": "refused", "reason": str(exc)}
            if exc.code is not None:  # the engine's: RefusalCode and its params
                answer["code"], answer["params"] = exc.code, exc.params
            if "n" in message:
                answer["n"] = message["n"]
            conn.send(answer)

    def _within(self, conn: Connection, allowed: bool) -> None:
        """A message over the rate is refused; a connection that goes on is closed."""
        if allowed:
            conn.strikes = 0
            return
        conn.strikes += 1
        if conn.strikes > self.limits.caps.flood_strikes:
            raise Closing("too many messages", p.CLOSE_RATE)
        raise Refusal("too many messages: slow down")

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

    def _on_create(self, conn: Connection, message: dict[str, Any]) -> None:
        table = self.create(conn.source, message, message.get("sit"))
        conn.send(
            {
                "type": "created",
                "table": table.id,
                "room": table.record.room,
                "seats": self.seat_list(conn, table),
            }
        )
        if table.host is not None:
            self._seat(conn, table, table.host)
        elif table.started:
            table.advance()  # bots only: they play at once

    def _wrong(self, conn: Connection, what: str) -> Refusal:
        if not self.limits.wrong_code(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        return Refusal(what)

    def _by_room(self, conn: Connection, room: str) -> LiveTable:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        table_id = self.rooms.get(room) or self.from_store(room=room)
        if table_id is None:
            raise self._wrong(conn, "no table has that room code")
        return self.tables[table_id]

    def _on_join(self, conn: Connection, message: dict[str, Any]) -> None:
        table = self._by_room(conn, message["room"])
        free = [
            i for i, s in enumerate(table.seats) if s["kind"] == "person" and not s.get("taken")
        ]
        if not free:
            raise Refusal("every seat at that table is taken")
        seat = free[0]
        if message.get("name"):
            table.seats[seat]["name"] = message["name"]
        self._seat(conn, table, seat)

    def _on_sit(self, conn: Connection, message: dict[str, Any]) -> None:
        if self.limits.blocked(conn.source):
            raise Closing("too many wrong codes from your address; wait a minute", p.CLOSE_RATE)
        found = self.tokens.get(message["token"])
        if (found is None or found[0] not in self.tables) and self.from_store(
            token=message["token"]
        ):
            found = self.tokens.get(message["token"])
        if found is None or found[0] not in self.tables:
            raise self._wrong(conn, "no seat has that secret on this server")
        self._seat(conn, self.tables[found[0]], found[1])

    def _seat(self, conn: Connection, table: LiveTable, seat: int) -> None:
        self._leave(conn)
        for other in list(table.sinks):
            if other.seat == seat and isinstance(other, Connection):
                table.detach(other)
                other.table = None
                other.send({"type": "error", "reason": "this seat was taken up by another window"})
                other.queue.put_nowait(None)
                asyncio.get_running_loop().create_task(other.ws.close(code=CLOSE_REPLACED))
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
            }
        )
        table.sinks.append(conn)
        if not table.seats[seat].get("taken"):
            table.take_seat(seat)  # may start the game (and so tell everyone)
        table.broadcast()

    def _on_watch(self, conn: Connection, message: dict[str, Any]) -> None:
        table = self._by_room(conn, message["room"])
        if not table.record.spectators:
            raise Refusal("this table does not allow spectators")
        self._leave(conn)
        conn.table, conn.seat, conn.events_sent = table, None, None
        conn.send({"type": "watching", "table": table.id, "room": table.record.room})
        table.attach(conn)

    def _seated(self, conn: Connection) -> tuple[LiveTable, int]:
        if conn.table is None or conn.seat is None:
            raise Refusal("take a seat first")
        return conn.table, conn.seat

    def _on_decide(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        table.decide(seat, message["n"], message["action"])

    def _on_undo(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        if table.plays_as_bot(seat):
            raise Refusal("a bot plays this seat now")
        table.undo(seat)

    def _on_hand_to_bot(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        table.hand_to_bot(seat, message["seat"], back=False)

    def _on_give_back(self, conn: Connection, message: dict[str, Any]) -> None:
        table, seat = self._seated(conn)
        table.hand_to_bot(seat, message["seat"], back=True)

    def _on_again(self, conn: Connection, message: dict[str, Any]) -> None:
        old, _seat = self._seated(conn)
        if not old.match.is_over:
            raise Refusal("the game is not over yet")
        new_id = self.again_of.get(old.id)
        if new_id is None:
            seats = [
                {"kind": s["kind"], "name": s["name"], "level": s.get("level")}
                if s["kind"] == "bot"
                else {"kind": "person", "name": s["name"]}
                for s in old.seats
            ]
            request = {
                "game": old.record.game,
                "options": old.record.options,
                "seats": seats,
                "spectators": old.record.spectators,
                "clock": old.record.clock,
            }
            new = self.create(old.record.source, request, old.host)
            self.again_of[old.id] = new.id
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
                    }
                    if sink.seat == new.host:
                        note["seats"] = self.seat_list(sink, new)
                    sink.send(note)

    def _on_history(self, conn: Connection, message: dict[str, Any]) -> None:
        """The whole game as a save holds it (every seat's cards, chance): only once over."""
        table, _seat = self._seated(conn)
        if not table.match.is_over:
            raise Refusal("the game's history is given when the game is over")
        conn.send({"type": "history", "table": table.id, "save": match_to_json(table.match)})

    def _leave(self, conn: Connection) -> None:
        table = conn.table
        if table is not None:
            table.detach(conn)
            conn.table = None
            conn.seat = None
            if table.record.over and not table.sinks:
                self._forget(table)

    def _forget(self, table: LiveTable) -> None:
        """A finished table nobody looks at leaves memory (its log stays in the store)."""
        table.close()
        if self.nodes is not None:
            self.nodes.drop(table)
        self.tables.pop(table.id, None)
        self.rooms.pop(table.record.room, None)
        self.again_of.pop(table.id, None)
        for info in table.seats:
            self.tokens.pop(info.get("token", ""), None)

    def gone(self, conn: Connection) -> None:
        self._leave(conn)
