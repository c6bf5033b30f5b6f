"""Bots think in a separate process, so a long search never holds the GUI's interpreter lock.

A thread in the GUI process would share Python's GIL with the event loop: every paint callback
would wait for the searching thread to let go, and the window would stutter. Instead one
long-lived worker process holds the real bots; `ProcessBot` is a stand-in with the same
`choose(view, seat)` that sends the seat's view there and waits for the answer (the waiting
thread sleeps in a pipe read, which releases the GIL).

The worker keeps each bot (and so its RNG) between decisions, so a seeded game plays exactly
as it would in-process. Only views cross the pipe: the worker never sees a full state.
The same worker answers the coach (`AdviceRequest`: a hint, or one step of a game review):
Hard's search from one seat's view, ranked (`bazaar_engine.bots.coach`).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.coach import HINT_BUDGET, Advice, CoachBudget, advise
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import State

BotKey = tuple[str, str, str]  # (game id, level, seed)


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
KEEP_BOTS = 32  # bots of finished games are forgotten, oldest first
WORKER_NICENESS = 5  # lower than the window's priority: the window answers first


def _serve(connection: Connection) -> None:
    """The worker process: answer (key, view, seat) with ("ok", action) or ("error", text)."""
    _yield_to_the_window()
    bots: OrderedDict[BotKey, Bot] = OrderedDict()
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return  # the app has gone
        if request is None:
            return
        if request == READY:
            connection.send(("ok", True))
            continue
        if isinstance(request, AdviceRequest):
            connection.send(_answer(request))
            continue
        key, view, seat = request
        try:
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(*key)
                while len(bots) > KEEP_BOTS:
                    bots.popitem(last=False)
            bots.move_to_end(key)
            reply: tuple[str, Any] = ("ok", bot.choose(view, seat))
        except Exception as exc:  # a failing bot must not end the worker
            reply = ("error", f"{type(exc).__name__}: {exc}")
        connection.send(reply)


def _yield_to_the_window() -> None:
    """A search uses all the time it is given; on a busy machine it must not take the window's
    core too (stalls while bots play beside other programs, bench/bench_gui.py)."""
    with contextlib.suppress(AttributeError, OSError):  # no such call here, or not allowed
        os.nice(WORKER_NICENESS)


def _answer(request: AdviceRequest) -> tuple[str, Any]:
    try:
        return ("ok", request.answer())
    except Exception as exc:  # a failing search must not end the worker
        return ("error", f"{type(exc).__name__}: {exc}")


class BotProcess:
    """The one worker process of the app, started on first use."""

    _instance: BotProcess | None = None
    _instance_lock = threading.Lock()

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # fork is unsafe in a Qt process
        self._connection, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child,), daemon=True, name="bots")
        self._process.start()
        child.close()
        self._lock = threading.Lock()  # one request in flight at a time

    @classmethod
    def shared(cls) -> BotProcess:
        with cls._instance_lock:
            if cls._instance is None or not cls._instance._process.is_alive():
                cls._instance = BotProcess()
            return cls._instance

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

    def _ask(self, request: object) -> Any:
        with self._lock:
            self._connection.send(request)
            status, payload = self._connection.recv()
        if status != "ok":
            raise RuntimeError(str(payload))
        return payload


class ProcessBot(Bot):
    """Looks like a bot to the adapter; the thinking happens in the worker process."""

    def __init__(self, game_id: str, level: str, seed: str) -> None:
        super().__init__(seed)
        make_bot(game_id, level, seed)  # fail here, in the GUI, if the level does not exist
        self.level = level
        self.key: BotKey = (game_id, level, seed)

    def choose(self, view: State[Any], seat: int) -> Any:
        return BotProcess.shared().choose(self.key, view, seat)
