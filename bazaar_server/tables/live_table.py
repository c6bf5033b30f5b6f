"""A live table: its `Match` rebuilt from the store's log, its seats, its connections.

Everything that changes a table goes through `_commit`: check with the engine, apply, draw any
chance that follows with the server's own `SystemRandom` (no seed exists to learn), write
every new log entry in one transaction, and only once it is committed tell anyone; meanwhile
no frame shows the match (one asked for is owed until the write is in or undone). Bots and the
turn clock decide through the same path, thinking on `state.view(seat)` in the bot pool.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import random
import time
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from bazaar_engine import games
from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_server.bots.pool import BotPool
from bazaar_server.protocol import Refusal, Refused
from bazaar_server.store.async_store import AsyncStore
from bazaar_server.store.interface import (
    DecisionTaken,
    LogEntry,
    Seats,
    StoreBusy,
    StoreError,
    TableRecord,
)
from bazaar_server.tables.frames import Sink, frame_for, public_facts
from bazaar_server.tables.turn_clock import TurnClock
from bazaar_server.tables.undo_rule import UndoRule

__all__ = ["STAND_IN_LEVEL", "LiveTable", "Refusal", "Seats", "Sink"]  # Refusal: protocol's
log = logging.getLogger("bazaar_server")
STAND_IN_LEVEL = "easy"  # plays a seat handed to a bot, or one decision when the clock runs out
SEAT_TRIES = 4  # a seat change that lost its compare-and-set is re-read and tried again
T = TypeVar("T")


class LiveTable:
    def __init__(self, record: TableRecord, store: AsyncStore, bots: BotPool) -> None:
        self.record = record
        self.store = store
        self.bots = bots
        self.game = games.make_game(record.game, record.options)
        self.entry = games.entry(record.game)
        seats = [
            Seat(s["name"], "bot" if s["kind"] == "bot" else "human", s.get("level"))
            for s in record.seats
        ]
        self.game.check_player_count(len(seats))
        self.match: Match[Any] = Match(self.game, seats)
        self.seq = 0  # the last log entry's number
        self.sinks: list[Sink] = []
        self.unwritten = False  # the match holds decisions the store has not yet committed
        self.frames_owed = False  # a broadcast asked for while `unwritten`
        self.alone_since = time.monotonic()  # when its last connection left (or it was made)
        self.rng = random.SystemRandom()
        self.epoch = 0  # bumped when decisions are taken back: a bot's late answer is dropped
        self.thinking: set[int] = set()
        # Held by every change (a decision, a seat, catching up) while it waits for the store.
        self.lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()
        self.clock = TurnClock(record.clock, self._clock_ran_out)
        # The turn clock's decisions for a person out of time: (history index, seat). Public;
        # log entries of kind "clock", so a restart and every node know them.
        self.clock_moves: list[tuple[int, int]] = []
        # Play again: the rematch's table id (a log entry, so every node learns it).
        self.again: str | None = None
        # The registry's: a rematch, or seats, learnt from the store.
        self.on_again: Callable[[LiveTable], None] | None = None
        self.on_seats: Callable[[LiveTable], None] | None = None
        # Set by the node (`NodeTables.adopt`): tell the others what this table wrote; a job.
        self.on_written: Callable[[LiveTable], None] | None = None
        self.submit_bot: Callable[[LiveTable, int, str], None] | None = None
        self.asked: set[tuple[int, int]] = set()  # (last entry, seat) already submitted
        self.undo_rule = UndoRule(self.match, self.entry.is_reveal)

    # --- rebuilding ------------------------------------------------------------------------
    def replay_log(self, entries: list[LogEntry]) -> None:
        """Rebuild the match from the store's log (every decision checked by the engine)."""
        for entry in entries:
            if entry.kind == "undo":
                self.match.undo_to(int(entry.action))
                self._forget_clock_moves()
            elif entry.kind == "again":
                self.again = str(entry.action)
            else:
                player = CHANCE if entry.player == CHANCE else int(entry.player or 0)
                if entry.kind == "clock":
                    self.clock_moves.append((self.n, player))
                self.match.apply(player, self.game.action_from_json(entry.action))
            self.seq = entry.seq

    # --- facts -----------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.record.id

    @property
    def n(self) -> int:
        return len(self.match.history)

    @property
    def seats(self) -> Seats:
        return self.record.seats

    @property
    def host(self) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.get("host")), None)

    def is_person(self, seat: int) -> bool:
        return bool(self.seats[seat]["kind"] == "person")

    def plays_as_bot(self, seat: int) -> bool:
        return not self.is_person(seat) or bool(self.seats[seat].get("bot_now"))

    @property
    def unattended(self) -> bool:
        """Never started and nobody at it: not charged to its maker, closed after a while."""
        return not self.sinks and not self.started and not self.record.over

    @property
    def started(self) -> bool:
        return all(s.get("taken") for s in self.seats if s["kind"] == "person")

    def connected(self, seat: int) -> bool:
        return any(sink.seat == seat for sink in self.sinks)

    def undo_for(self, seat: int) -> int:
        """The history index `seat`'s undo would go back to, or `Refusal` saying why not."""
        people = frozenset(i for i in range(len(self.seats)) if not self.plays_as_bot(i))
        return self.undo_rule.back_to(seat, people, self.epoch)

    def can_undo(self, seat: int) -> bool:
        if self.plays_as_bot(seat):
            return False  # asked first: it spares the history's check
        try:
            self.undo_for(seat)
        except Refusal:
            return False
        return True

    # --- frames ----------------------------------------------------------------------------
    def broadcast(self) -> None:
        if self.unwritten:  # nobody may see what the store may yet refuse
            self.frames_owed = True
            return
        public = public_facts(self)
        for sink in list(self.sinks):
            sink.send(frame_for(self, sink, public))

    def attach(self, sink: Sink) -> None:
        self.sinks.append(sink)
        # A spectator: its own frame (the others' show nothing new).
        if sink.seat is None and not self.unwritten:
            sink.send(frame_for(self, sink, public_facts(self)))
        else:
            self.broadcast()  # the newcomer's frame; the others see it connected

    def detach(self, sink: Sink) -> None:
        if sink in self.sinks:
            self.sinks.remove(sink)
            if not self.sinks:
                self.alone_since = time.monotonic()
            if sink.seat is not None:
                self.broadcast()  # the others see it away

    # --- changes (each under `lock`; the `_` forms expect it held) ---------------------------
    async def claim_seat(
        self, choose: Callable[[Seats], int], holder: str, name: str | None = None
    ) -> tuple[int, bool]:
        """Seat `holder` where `choose(seats)` says, as a compare-and-set of the stored seats
        (of two nodes seating at once, the loser chooses again from the seats re-read). The
        seat, and whether taking it started the game."""

        def take(seats: Seats) -> int:
            seat = choose(seats)
            seats[seat]["taken"] = True
            seats[seat]["holder"] = holder
            if name:
                seats[seat]["name"] = name
            return seat

        async with self.lock:
            was_started = self.started
            seat = await self._swap_seats(take)
            return seat, self.started and not was_started

    async def _swap_seats(self, change: Callable[[Seats], T]) -> T:
        """Apply `change` (which may refuse) to a copy of the seats and store it only if the
        stored seats are still this node's; else re-read them and apply it again."""
        for _ in range(SEAT_TRIES):
            seats = copy.deepcopy(self.seats)
            result = change(seats)
            try:
                if await self.store.update_seats(self.id, seats, self.seats):
                    self.record.seats = seats
                    self._written()
                    return result
                await self._catch_up()
            except StoreError as exc:
                log.warning("table %s: seats not written (%s)", self.id, exc)
                raise Refusal.because(Refused.BUSY) from None
        raise Refusal.because(Refused.BUSY)

    async def decide(self, seat: int, n: int, action_json: Any) -> None:
        """A person's decision; `Refusal` in the engine's words if it is not allowed."""
        async with self.lock:
            if not self.started:
                raise Refusal.because(Refused.WAITS)
            if n != self.n:
                raise Refusal.because(Refused.MOVED_ON, n=self.n)
            if self.plays_as_bot(seat):
                raise Refusal.because(Refused.BOT_PLAYS)
            try:
                action = self.game.action_from_json(action_json)
            except DataError as exc:
                raise Refusal(str(exc)) from None
            await self._commit(seat, action)
            await self._advance()

    async def _commit(self, seat: int, action: Any, *, by_clock: bool = False) -> None:
        """Check, apply, draw the chance that follows, write, then (only then) tell.
        `by_clock`: the turn clock decided for the person (their time ran out)."""
        before = self.n
        try:
            self.match.apply(seat, action)
        except IllegalAction as exc:
            raise Refusal(str(exc), str(exc.code), exc.params) from None
        while self.match.state.is_chance_node():
            self.match.apply(CHANCE, self.match.state.sample_chance(self.rng))
        await self._write_since(before, clock_move=before if by_clock else None)

    async def _write_since(self, before: int, clock_move: int | None = None) -> None:
        entries = []
        seq = self.seq
        for index, (player, action) in enumerate(self.match.history[before:], start=before):
            seq += 1
            kind = "clock" if index == clock_move else "decision"
            entries.append(LogEntry(seq, kind, player, self.game.action_to_json(action)))
        if not entries:
            return
        self.unwritten = True
        try:
            await self.store.append(self.id, entries)
        except Exception as exc:
            self.match.undo_to(before)  # nobody was told: as if it never happened
            self._written_or_undone()
            raise await self.refusal_for(exc) from None
        self.seq = seq  # the last entry written
        if clock_move is not None:
            self.clock_moves.append((clock_move, self.match.history[clock_move][0]))
        self._written_or_undone()
        if self.match.is_over:
            self.record.over = True
            try:
                await self.store.mark_over(self.id)
            except StoreError as exc:  # its log says it is over; its row is marked later
                log.warning("table %s: not marked finished (%s)", self.id, exc)
        self._written()

    def _written_or_undone(self) -> None:
        """The match is what the store holds again: frames asked for meanwhile are sent."""
        self.unwritten = False
        if self.frames_owed:
            self.frames_owed = False
            self.broadcast()

    async def refusal_for(self, exc: Exception) -> Refusal:
        """The answer to a write that failed (memory as before it): another node won the race
        ("moved on", its state caught up and shown here) or the store is down or slow ("busy")."""
        if isinstance(exc, DecisionTaken):
            try:
                await self._catch_up()
            except StoreError:
                return Refusal.because(Refused.BUSY)
            self.broadcast()
            return Refusal.because(Refused.MOVED_ON, n=self.n)
        if isinstance(exc, StoreBusy):
            return Refusal.because(Refused.BUSY)
        if not isinstance(exc, StoreError):
            log.error("table %s: the log could not be written", self.id, exc_info=exc)
        return Refusal.because(Refused.NOT_RECORDED)

    async def catch_up(self) -> int:
        async with self.lock:
            return await self._catch_up()

    async def _catch_up(self) -> int:
        """Apply the seats and log entries other nodes wrote since this table last read or
        wrote; how many entries."""
        if self.store.writer is not None:
            return 0  # a store this node writes alone holds nothing this table did not write
        fresh = await self.store.find_table(table_id=self.id)
        if fresh is not None and fresh.seats != self.seats:
            self.record.seats = fresh.seats  # taken, handed to a bot or given back elsewhere
            if self.on_seats is not None:
                self.on_seats(self)
        entries = await self.store.log(self.id, after=self.seq)  # only what is new
        if entries:
            self.replay_log(entries)
            self.epoch += 1  # a bot still thinking here answers for a position that is gone
            self.thinking.clear()
            self.record.over = self.match.is_over
        return len(entries)

    async def refresh(self) -> None:
        """What other nodes wrote, applied and shown here; the clock runs here too."""
        async with self.lock:
            again = self.again
            await self._catch_up()
            if self.again != again and self.on_again is not None:
                self.on_again(self)
            if self.started and not self.match.is_over:
                self.arm_clock()
            self.broadcast()

    def bot_still_due(self, seat: int, n: int) -> None:
        """`DecisionTaken` unless decision `n` is still `seat`'s, and a bot's, to make."""
        due = seat in self.match.state.current_players() and self.plays_as_bot(seat)
        if self.seq != n - 1 or not due or self.match.is_over:
            raise DecisionTaken(self.id, n)

    async def write_bot_decision(
        self, seat: int, n: int, action_json: Any, *, served_here: bool
    ) -> None:
        """A bot's decision `n` made by a job, written as a person's, then the next bot asked;
        `served_here`: shown to this node's clients, its clock run here (else the sweep's).
        DecisionTaken if the log has moved past it, StoreBusy if the store cannot take it now."""
        async with self.lock:
            await self._catch_up()
            self.bot_still_due(seat, n)
            try:
                await self._commit(seat, self.game.action_from_json(action_json))
            except Refusal as refusal:
                await self._catch_up()
                self.bot_still_due(seat, n)  # DecisionTaken if another node wrote it meanwhile
                if refusal.code == Refused.BUSY.value:
                    raise StoreBusy(str(refusal)) from None
                raise  # refused: not acknowledged, tried again once idle
            if served_here:
                await self._advance()
            elif not self.record.over:
                self.ask_bots()

    def _written(self) -> None:
        if self.on_written is not None:
            self.on_written(self)

    async def advance(self) -> None:
        async with self.lock:
            await self._advance()

    async def _advance(self) -> None:
        """After a change: draw pending chance, tell everyone, start bots and the clock."""
        if self.started and self.match.state.is_chance_node():
            before = self.n
            while self.match.state.is_chance_node():
                self.match.apply(CHANCE, self.match.state.sample_chance(self.rng))
            await self._write_since(before)
        playing = self.started and not self.match.is_over
        if playing:
            self.arm_clock()  # before the frames, which show the time left
        self.broadcast()
        if not playing:
            return
        self.ask_bots()

    def ask_bots(self) -> None:
        """Each bot to act is asked once, as a bot job (a worker of this node or, with several
        nodes, of any node makes it)."""
        for seat in self.match.state.current_players():
            bot = seat != CHANCE and self.plays_as_bot(seat) and seat not in self.thinking
            if bot and (self.seq, seat) not in self.asked:
                assert self.submit_bot is not None, "a table's bots play once a node adopts it"
                self.asked.add((self.seq, seat))
                self.submit_bot(self, seat, self.level_of(seat))

    def think_here(self, seat: int) -> None:
        """A bot's decision made here after all (the job queue is unreachable)."""
        if seat not in self.thinking:
            self._spawn(self._bot_decides(seat, self.level_of(seat)))

    async def undo(self, seat: int) -> None:
        async with self.lock:
            index = self.undo_for(seat)
            try:
                await self.store.append(self.id, [LogEntry(self.seq + 1, "undo", None, index)])
            except Exception as exc:
                raise await self.refusal_for(exc) from None  # seq unchanged: nothing written
            self.seq += 1
            self.match.undo_to(index)
            self._forget_clock_moves()
            self._written()
            self.epoch += 1
            self.thinking.clear()
            await self._advance()

    async def record_again(self, new_id: str) -> None:
        """Log `new_id` as this finished table's rematch; `Refusal` if another's came first."""
        async with self.lock:
            if self.again is not None:  # learnt while the new table was being made
                raise Refusal.because(Refused.MOVED_ON, n=self.n)
            try:
                await self.store.append(self.id, [LogEntry(self.seq + 1, "again", None, new_id)])
            except Exception as exc:
                raise await self.refusal_for(exc) from None
            self.seq += 1
            self.again = new_id
            self._written()

    async def hand_to_bot(self, by: int | None, seat: int, *, back: bool) -> None:
        if by is None or by != self.host:
            raise Refusal.because(Refused.HOST_ONLY)
        if not 0 <= seat < len(self.seats) or not self.is_person(seat):
            raise Refusal.because(Refused.NOT_PERSON)
        if not back and self.connected(seat):
            raise Refusal.because(Refused.PLAYER_HERE)
        if back and not self.seats[seat].get("bot_now"):
            raise Refusal.because(Refused.NOT_HANDED)  # nothing to give back: no frame either

        def hand(seats: Seats) -> None:
            seats[seat]["bot_now"] = not back

        async with self.lock:
            await self._swap_seats(hand)
            self.epoch += 1
            self.thinking.discard(seat)
            # A job asked before is no longer due, or is its answer: the seat is asked afresh.
            self.asked = {(n, s) for n, s in self.asked if s != seat}
            await self._advance()

    # --- bots and the clock ----------------------------------------------------------------
    def level_of(self, seat: int) -> str:
        """The level of the bot that plays `seat` (a stand-in's for a person's seat)."""
        level = self.seats[seat].get("level")
        return str(level) if self.seats[seat]["kind"] == "bot" and level else STAND_IN_LEVEL

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _forget_clock_moves(self) -> None:
        """Decisions taken back: the clock's among them are gone too."""
        self.clock_moves = [(n, seat) for n, seat in self.clock_moves if n < self.n]

    async def _bot_decides(self, seat: int, level: str, *, by_clock: bool = False) -> None:
        self.thinking.add(seat)
        epoch = self.epoch
        try:
            view = self.match.state.view(seat)
            action_json = await self.bots.choose(self.record.game, level, view, seat)
        except Exception:
            log.exception("table %s: a bot failed", self.id)
            self.thinking.discard(seat)
            return
        async with self.lock:
            if epoch != self.epoch or seat not in self.match.state.current_players():
                return  # taken back or given back meanwhile: the answer is for a position gone
            self.thinking.discard(seat)
            try:
                action = self.game.action_from_json(action_json)
                await self._commit(seat, action, by_clock=by_clock)
            except Refusal as exc:
                log.warning("table %s: bot move refused: %s", self.id, exc)
            await self._advance()

    def arm_clock(self) -> None:
        """Start this position's clock if a person acts, on every node holding the table."""
        to_act = self.match.state.current_players()
        person = any(s != CHANCE and not self.plays_as_bot(s) for s in to_act)
        self.clock.arm(self.n, a_person_acts=person)

    def _clock_ran_out(self, n: int) -> None:
        if self.n == n and not self.match.is_over:
            self.stand_ins()

    def stand_ins(self) -> None:
        """The clock ran out (here, or by the sweep): a stand-in decides for each person."""
        for seat in self.match.state.current_players():
            if seat != CHANCE and not self.plays_as_bot(seat) and seat not in self.thinking:
                self._spawn(self._bot_decides(seat, STAND_IN_LEVEL, by_clock=True))

    @property
    def busy(self) -> bool:
        """A bot or a stand-in thinking here, or its decision being written."""
        return bool(self.thinking or self._tasks)

    def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        self.clock.cancel()
