"""The bots' turns of the adapter's match: one bot thinks at a time, off the GUI thread, on the
adapter's `Background` (bots' process behind it), from its seat's view only. An answer about a
position that no longer exists (a newer `generation`: undo, a new game, `stop`) is dropped by
its operation's `wanted` check.
Plain Python: the adapter hears of changes by the two callables it hands in."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from bazaar_desktop.services.background import Background, Operation, Progress
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.thinking import choose_interruptibly
from bazaar_engine.core.game import State


def _think(bot: Bot, view: State[Any], seat: int, progress: Progress) -> Any:
    with abandoned_with(progress):  # `stop` cancels it: the search ends there (interrupt.py)
        return choose_interruptibly(bot, view, seat)


class BotTurns:
    def __init__(
        self,
        background: Background,
        generation: Callable[[], int],
        thinking_changed: Callable[[tuple[int, ...]], None],
        moved: Callable[[int, object, Exception | None], None],  # seat, action, bot's failure
    ) -> None:
        self.background = background
        self.bots: dict[int, Bot] = {}
        self._generation = generation  # the adapter's position counter, read when asked
        self._thinking_changed = thinking_changed
        self._moved = moved
        self._thinking: dict[int, int] = {}  # seat -> generation asked
        self._queue: list[tuple[int, State[Any], int]] = []  # (seat, view, generation)
        self._running: int | None = None  # the generation of the bot thinking now
        self._operation: Operation[Any] | None = None  # its job, cancelled by `stop`

    @property
    def thinking(self) -> tuple[int, ...]:
        return tuple(sorted(self._thinking))

    def wants(self, seat: int) -> bool:
        """`seat` is a bot's and has not been asked yet."""
        return seat in self.bots and seat not in self._thinking

    def ask(self, seat: int, view: State[Any]) -> None:
        """`view` = the state's view(seat): a bot sees only what its seat may know."""
        generation = self._generation()
        self._thinking[seat] = generation
        self._queue.append((seat, view, generation))
        self._thinking_changed(self.thinking)
        self._start_next()

    def stop(self) -> None:
        """A bot still thinking stops (its search ends now: the next need not wait)."""
        if self._operation is not None:
            self._operation.cancel()
            self._operation = None
        self._queue.clear()
        if self._thinking:
            self._thinking.clear()
            self._thinking_changed(())

    def _start_next(self) -> None:
        """One bot thinks at a time: several searching threads would starve the GUI thread
        of Python's interpreter lock, and they would not finish sooner on a small machine."""
        if self._running == self._generation():
            return
        while self._queue:
            seat, view, generation = self._queue.pop(0)
            if generation != self._generation():
                continue  # asked about a position that no longer exists
            self._running = generation
            self._operation = self.background.run(
                partial(_think, self.bots[seat], view, seat),
                partial(self._finished, generation, seat, failure=None),
                partial(self._finished, generation, seat, None),
                wanted=partial(self._current, generation, seat),
                name=f"bot-{seat}",
                urgent=True,  # never behind the phones' hints or a review
            )
            return

    def _current(self, generation: int, seat: int) -> bool:
        """An answer about the position on the table now (else it is dropped unheard; `stop`,
        which moves the generation on, has cleared the queue and the next asks start anew)."""
        return generation == self._generation() and self._thinking.get(seat) == generation

    def _finished(
        self, generation: int, seat: int, action: object, failure: Exception | None
    ) -> None:
        self._running, self._operation = None, None  # current: the one that was running
        self._start_next()
        del self._thinking[seat]
        self._thinking_changed(self.thinking)
        self._moved(seat, action, failure)
