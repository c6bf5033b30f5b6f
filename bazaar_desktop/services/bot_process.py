"""Bots think in a separate process, so a long search never holds the GUI's interpreter lock.

A thread in the GUI process would share Python's GIL with the event loop: every paint callback
would wait for the searching thread to let go, and the window would stutter. Instead one
long-lived worker process holds the real bots; `ProcessBot` is a stand-in with the same
`choose(view, seat)` that sends the seat's view there and waits for the answer (the waiting
thread sleeps in a pipe read, which releases the GIL).

The worker keeps each bot (and so its RNG) between decisions, so a seeded game plays exactly
as it would in-process. Only views cross the pipe: the worker never sees a full state.
The same worker answers the coach (`AdviceRequest`: a hint, or one step of a game review):
Hard's search from one seat's view, ranked (`bazaar_engine.bots.coach`). One request is in the
pipe at a time, and a bot's move waiting for it goes before every waiting request of the coach
(`_Turns`): phones asking for hints never hold up the game.

A request the app abandons is interrupted in the worker: each request carries a
ticket, and a request asked inside `interrupt.abandoned_with(progress)` is given up when that
progress is cancelled (Undo, New game, a hint closed, a review cancelled). If it is the one
in flight, its ticket is written to a number shared with the worker, whose search asks for it
between iterations (`thinking.interruptible`) and stops there; if it still waits for the
pipe, it is never sent. Either way the asker gets `SearchInterrupted` at once, and the next
request is served without waiting for a search nobody wants. An interrupted bot decision puts
the bot's RNG back (`thinking.choose_interruptibly`), so it changes nothing in the bot: a
seeded game undone during a bot's think goes on as if that think had never started.
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import threading
from collections import OrderedDict, deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial
from multiprocessing.connection import Connection
from typing import Any

from bazaar_desktop.services import interrupt
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.coach import HINT_BUDGET, Advice, CoachBudget, advise
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.bots.thinking import (
    SearchInterrupted,
    ShouldStop,
    choose_interruptibly,
    interruptible,
)
from bazaar_engine.core.game import State

# (game id, level, seed, which ProcessBot): each game's bots are its own, even with the seed of
# an earlier game (a lesson played twice meets bots as fresh as the first time)
BotKey = tuple[str, str, str, int]


@dataclass(frozen=True)
class AdviceRequest:
    """Ask the coach about `seat`'s decision in `view` (= state.view(seat))."""

    view: State[Any]
    seat: int
    budget: CoachBudget = HINT_BUDGET
    seed: str | None = None  # None: the position's own (the same view, the same hint)
    include: tuple[Any, ...] = ()  # moves to value even if the search would not consider them

    def answer(self) -> Advice:
        return advise(self.view, self.seat, self.budget, self.seed, self.include)


READY = "ready?"  # answered once the worker has imported the engine and the bots
INTERRUPTED = "interrupted"  # the reply to a request abandoned while it was worked out
KEEP_BOTS = 32  # bots of finished games are forgotten, oldest first
WORKER_NICENESS = 5  # lower than the window's priority: the window answers first


def _serve(connection: Connection, abandoned: Any) -> None:
    """The worker process: answer (ticket, request) with ("ok", answer), ("error", text) or
    (INTERRUPTED, None) once `abandoned.value` is the request's ticket."""
    _yield_to_the_window()
    bots: OrderedDict[BotKey, Bot] = OrderedDict()
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return  # the app has gone
        if message is None:
            return
        ticket, request = message
        with interruptible(_abandoned(abandoned, ticket)):
            connection.send(_reply(request, bots))


def _abandoned(abandoned: Any, ticket: int) -> ShouldStop:
    # One word written by the app and read here: no lock needed, none taken per iteration.
    return lambda: bool(abandoned.value == ticket)


def _reply(request: Any, bots: OrderedDict[BotKey, Bot]) -> tuple[str, Any]:
    try:
        if isinstance(request, AdviceRequest):
            return ("ok", request.answer())
        if request == READY:
            return ("ok", True)
        key, view, seat = request  # a bot's move (BotProcess.choose)
        return ("ok", choose_interruptibly(_bot(bots, key), view, seat))
    except SearchInterrupted:
        return (INTERRUPTED, None)
    except Exception as exc:  # a failing bot or search must not end the worker
        return ("error", f"{type(exc).__name__}: {exc}")


def _bot(bots: OrderedDict[BotKey, Bot], key: BotKey) -> Bot:
    """The bot of `key`, kept between decisions (its RNG goes on), made on first use."""
    bot = bots.get(key)
    if bot is None:
        bot = bots[key] = make_bot(*key[:3])
        while len(bots) > KEEP_BOTS:
            bots.popitem(last=False)
    bots.move_to_end(key)
    return bot


def _yield_to_the_window() -> None:
    """A search uses all the time it is given; on a busy machine it must not take the window's
    core too (stalls while bots play beside other programs, bench/bench_gui.py)."""
    with contextlib.suppress(AttributeError, OSError):  # no such call here, or not allowed
        os.nice(WORKER_NICENESS)


class _Tickets:
    """Numbers the requests and gives up those abandoned: the one in flight by telling the
    worker (`abandoned`, shared with it), one still waiting for the pipe by never sending it."""

    def __init__(self, abandoned: Any) -> None:
        self._abandoned = abandoned
        self._lock = threading.Lock()  # short holds only: `abandon` runs on the GUI thread
        self._last = 0
        self._in_flight = 0
        self._waiting: set[int] = set()
        self._dropped: set[int] = set()  # waiting, and abandoned

    def new(self) -> int:
        with self._lock:
            self._last += 1
            self._waiting.add(self._last)
            return self._last

    def send(self, ticket: int) -> bool:
        """Whether to send the request now (it has the pipe); False if it was abandoned."""
        with self._lock:
            self._waiting.discard(ticket)
            if ticket in self._dropped:
                self._dropped.discard(ticket)
                return False
            self._in_flight = ticket
            return True

    @property
    def in_flight(self) -> bool:
        return self._in_flight != 0

    def done(self, ticket: int) -> None:
        with self._lock:
            self._waiting.discard(ticket)
            self._dropped.discard(ticket)
            if self._in_flight == ticket:
                self._in_flight = 0

    def abandon(self, ticket: int) -> None:
        with self._lock:
            if ticket == self._in_flight:
                self._abandoned.value = ticket
            elif ticket in self._waiting:
                self._dropped.add(ticket)


class _Turns:
    """One request in the pipe at a time; a bot's move that waits goes before every waiting
    request of the coach (a phone's hint, a review's step): it never waits behind them, only
    for the one being worked out."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._busy = False
        self._moves_waiting = 0

    @contextlib.contextmanager
    def turn(self, move: bool) -> Iterator[None]:
        with self._changed:
            self._moves_waiting += move
            try:
                while self._busy or (not move and self._moves_waiting):
                    self._changed.wait()
            finally:
                self._moves_waiting -= move
            self._busy = True
        try:
            yield
        finally:
            with self._changed:
                self._busy = False
                self._changed.notify_all()


class BotProcess:
    """The one worker process of the app, started on first use."""

    _instance: BotProcess | None = None
    _instance_lock = threading.Lock()

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # fork is unsafe in a Qt process
        self._connection, child = context.Pipe()
        abandoned = context.RawValue("q", 0)  # the ticket of a request given up in flight
        self._process = context.Process(
            target=_serve, args=(child, abandoned), daemon=True, name="bots"
        )
        self._process.start()
        child.close()
        self._turns = _Turns()  # one request in flight at a time, bots' moves first
        self.served: deque[str] = deque(maxlen=64)  # "move", "advice": the pipe's order
        self._tickets = _Tickets(abandoned)
        self.dropped = 0  # requests abandoned before they were sent (never worked out)
        self.interrupted = 0  # requests abandoned while the worker worked them out
        self.broken = False  # its pipe failed: the worker died (`shared` makes another)

    @classmethod
    def shared(cls) -> BotProcess:
        with cls._instance_lock:
            instance = cls._instance
            # Broken: its pipe failed (just after a kill, is_alive() may not know it yet).
            if instance is None or instance.broken or not instance._process.is_alive():
                instance = cls._instance = BotProcess()
            return instance

    def choose(self, key: BotKey, view: State[Any], seat: int) -> Any:
        return self._ask((key, view, seat))

    def wait_ready(self) -> None:
        """Return once the worker answers (it has started and imported what bots need)."""
        self._ask(READY)

    def advise(self, request: AdviceRequest) -> Advice:
        """The coach's ranked moves for one decision (waits behind a bot already thinking)."""
        advice = self._ask(request)
        assert isinstance(advice, Advice)
        return advice

    @property
    def working(self) -> bool:
        """A request has been sent and its answer not yet read."""
        return self._tickets.in_flight

    def _ask(self, request: object) -> Any:
        """The worker's answer; `SearchInterrupted` if abandoned (`interrupt.abandoned_with`)."""
        ticket = self._tickets.new()
        progress = interrupt.current()
        if progress is not None:
            progress.when_cancelled(partial(self._tickets.abandon, ticket))
        try:
            kind = _kind(request)
            with self._turns.turn(kind == "move"):
                if not self._tickets.send(ticket):
                    self.dropped += 1
                    raise SearchInterrupted("abandoned before it was sent")
                self.served.append(kind)
                try:
                    self._connection.send((ticket, request))
                    status, payload = self._connection.recv()
                except (EOFError, OSError):
                    self.broken = True  # the worker is gone: the next ask starts another
                    raise
                self.interrupted += status == INTERRUPTED
        finally:
            self._tickets.done(ticket)
        if status == INTERRUPTED:
            raise SearchInterrupted("abandoned while it was worked out")
        if status != "ok":
            raise RuntimeError(str(payload))
        return payload


def _kind(request: object) -> str:
    if isinstance(request, AdviceRequest):
        return "advice"
    return "ready" if request == READY else "move"


_PROCESS_BOTS = itertools.count()  # numbers the stand-ins: the worker keeps one bot each


class ProcessBot(Bot):
    """Looks like a bot to the adapter; the thinking happens in the worker process."""

    def __init__(self, game_id: str, level: str, seed: str) -> None:
        super().__init__(seed)
        make_bot(game_id, level, seed)  # fail here, in the GUI, if the level does not exist
        self.level = level
        self.key: BotKey = (game_id, level, seed, next(_PROCESS_BOTS))

    def choose(self, view: State[Any], seat: int) -> Any:
        return BotProcess.shared().choose(self.key, view, seat)
