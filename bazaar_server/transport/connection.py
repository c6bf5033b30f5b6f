"""One client's connection as the request handler sees it: who it is (address, seat, table),
what it may still send (its rate bucket, its strikes) and what waits to be sent to it (bounded:
a peer that does not read is cut, not buffered), sent in order. Nothing it is sent can speak of
a write not yet committed: a table tells only after its store said the write is in
(`LiveTable`), whichever store it is."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from bazaar_server import protocol as p
from bazaar_server.runtime.stats import Decision, Stats
from bazaar_server.transport.limits import Backlog, Bucket, Strikes

if TYPE_CHECKING:
    from bazaar_server.tables.live_table import LiveTable

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
    strikes: Strikes = field(default_factory=lambda: Strikes(1.0))  # refused for rate
    # Who holds a seat, as the store says (a seat taken by another window, on any node,
    # names another holder: this connection is then closed).
    holder: str = field(default_factory=lambda: uuid.uuid4().hex[:16])
    queue: asyncio.Queue[tuple[str, Decision | None] | None] = field(default_factory=asyncio.Queue)
    stats: Stats | None = None  # the bench's timings (--stats-file), else None
    # A peer that does not read: what waits for it is bounded, and so is one message's wait
    # to be taken; past either the connection is cut (`cut`, set by the app: the socket
    # aborted, so the server's memory is not the peer's buffer).
    backlog: Backlog = field(default_factory=lambda: Backlog(1 << 20, 30.0))
    cut: Callable[[], None] | None = None

    def send(self, message: dict[str, Any]) -> None:
        text = p.dumps(message)
        if not self.backlog.take(len(text)):
            if self.cut is not None:
                self.cut()
            return
        timing = None if self.stats is None else self.stats.queued()
        self.queue.put_nowait((text, timing))

    async def write(self) -> None:
        while (item := await self.queue.get()) is not None:
            text, timing = item
            self.backlog.sending()
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return
            finally:
                self.backlog.sent(len(text))
            if timing is not None and self.stats is not None:
                self.stats.sent(timing)

    def close_replaced(self) -> None:
        """Its seat was taken up by another window: told why, then closed (after what is
        queued) with the code that tells a client not to reconnect."""
        self.send({"type": "error", "reason": "this seat was taken up by another window"})
        self.queue.put_nowait(None)
        asyncio.get_running_loop().create_task(self.ws.close(code=CLOSE_REPLACED))
