"""This node's live tables, found by id, room code or seat secret: every unfinished one read at
start (a store this node writes alone) or each read when it is asked for (a store shared by
several nodes), new ones made and written, and finished or idle ones let go. Who is told what
is the request handler's job (`requests.handler`), which it hears through `on_again` and
`on_seats`."""

from __future__ import annotations

import contextlib
import logging
import uuid
from collections.abc import Callable

from bazaar_engine import games
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.errors import DataError
from bazaar_server import protocol as p
from bazaar_server.bots.pool import BotPool
from bazaar_server.pipeline.node_tables import NodeTables
from bazaar_server.requests.messages import Create
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import RoomTaken, Seats, StoreError, TableRecord, now
from bazaar_server.tables.live_table import LiveTable, Refusal
from bazaar_server.tables.unattended import room_for_a_table
from bazaar_server.transport.limits import Caps

log = logging.getLogger("bazaar_server")
ROOM_DRAWS = 8  # room codes tried for a new table (a clash is about 1 in 10⁹ a live table)
Heard = Callable[[LiveTable], None]


class Registry:
    """Every live table of this node, found by id, room code or seat secret."""

    def __init__(
        self,
        store: AsyncStore,
        bots: BotPool,
        caps: Caps,
        *,
        on_again: Heard,
        on_seats: Heard,
        nodes: NodeTables | None = None,
    ) -> None:
        """`nodes`: the fan-out and bot jobs the tables use (in-process unless given)."""
        self.store = store
        self.bots = bots
        self.caps = caps
        self.nodes = NodeTables({}, store, bots) if nodes is None else nodes
        self.tables: dict[str, LiveTable] = self.nodes.tables
        self.rooms: dict[str, str] = {}
        self.tokens: dict[str, tuple[str, int]] = {}
        self.by_source: dict[str, set[str]] = {}  # live tables' ids by their creator's address
        # A rematch or seats learnt from the store (asked or changed at another node).
        self.on_again = on_again
        self.on_seats = on_seats

    async def load(self) -> int:
        """Every unfinished table of the store, rebuilt from its log; how many. A store this
        node writes alone only: with a shared one, a table is read when asked for
        (`from_store`), so a node's start and memory do not grow with the store."""
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
        table.on_again = self.on_again
        table.on_seats = self.on_seats
        self.nodes.adopt(table)

    def by_token(self, token: str) -> tuple[LiveTable, int] | None:
        """The live table here whose seat has the secret `token`, and the seat."""
        found = self.tokens.get(token)
        if found is None or found[0] not in self.tables:
            return None
        return self.tables[found[0]], found[1]

    async def from_store(
        self, *, room: str | None = None, token: str | None = None, table_id: str | None = None
    ) -> str | None:
        """A shared store: a table this node does not hold (made on another node, or served by
        one that died), found in the store and served here from now on; its id. (A store this
        node writes alone has no live table that is not here.)"""
        if not self.nodes.shared:
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

    async def create(self, source: str, message: Create, host_seat: int | None) -> LiveTable:
        """A new table as `message` asks, made by `source` (its creator's address) and written
        to the store; `Refusal` if the game, its options or its seats cannot be, or `source`
        may not make one more table now."""
        game_id = message.game
        try:
            games.entry(game_id)
            for seat in message.seats:
                if seat.kind == "bot":
                    make_bot(game_id, seat.level)
            options = None if message.options is None else dict(message.options)
            game = games.make_game(game_id, options)
            # The whole first position, as the table will deal it: options that only fail
            # with this many seats (a first player past the last seat) are refused here,
            # before anything is written or counted.
            game.check_player_count(len(message.seats))
            game.new_initial_state(len(message.seats))
        except DataError as exc:
            raise Refusal(str(exc)) from None
        why = await room_for_a_table(self, source)
        if why:
            raise Refusal.because(why)
        seats: Seats = []
        for i, seat in enumerate(message.seats):
            if seat.kind == "bot":
                seats.append({"kind": "bot", "name": f"Bot {i + 1}", "level": seat.level})
            else:
                name = seat.name or f"Player {i + 1}"
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
            spectators=message.spectators,
            clock=message.clock,
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

    async def drop_unused(self, table: LiveTable) -> None:
        """A table made and never used (another node's rematch was written first): over."""
        with contextlib.suppress(StoreError):
            await self.store.mark_over(table.id)
        self.forget(table)

    def let_go(self, table: LiveTable) -> None:
        """Several nodes: an unfinished table no client here uses leaves memory (the store has
        it; the next join, seat link or job reads it again)."""
        if not table.sinks:
            self.forget(table)

    def forget(self, table: LiveTable) -> None:
        """A table leaves memory (a finished one nobody looks at: its log stays in the store)."""
        table.close()
        self.nodes.drop(table)
        self.tables.pop(table.id, None)
        self.by_source.get(table.record.source, set()).discard(table.id)
        self.rooms.pop(table.record.room, None)
        for info in table.seats:
            self.tokens.pop(info.get("token", ""), None)

    def close_all(self) -> None:
        """Stopping: no table thinks or waits for its clock any more."""
        for table in self.tables.values():
            table.close()
