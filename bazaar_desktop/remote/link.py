"""One seat's connection to a table server: the server's own asyncio client
(`bazaar_server.client.TableClient`, no Qt) on a thread of its own, as the phones' server
runs. Messages in come out as the `received` signal on the GUI thread; requests out are
handed to the loop with `call_soon_threadsafe`. The client reconnects by itself after a drop
(the server restarting) and takes its seat back with its token; the first connection is
tried for `FIRST_TRY_S` (a server starting answers within it), then the window is told why
not (`unreachable`: no answer, refused, another version, a TLS problem, not a table server).
A request made while the connection is down is held and sent once when it is back."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import threading
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

import aiohttp
from PySide6.QtCore import QObject, Signal

from bazaar_desktop import __version__
from bazaar_server.client import FIRST_DELAY, MOST_DELAY, ServerError, TableClient

Message = dict[str, Any]

FIRST_TRY_S = 8.0  # how long a first connection is tried before the person is told why not
GONE_AFTER_S = 2.0  # a connection down this long: the server is gone, not a blip
NOT_CONNECTED = "not connected"  # TableClient's ServerError when the connection is down

# What each request from the window asks of the table's client.
_REQUESTS: dict[object, Callable[[TableClient, Message], Awaitable[object]]] = {
    "create": lambda client, message: client.create(
        message["game"],
        message["seats"],
        options=message.get("options"),
        spectators=bool(message.get("spectators")),
        clock=message.get("clock"),
        sit=message.get("sit"),
    ),
    "join": lambda client, message: client.join(message["room"], message.get("name")),
    "sit": lambda client, message: client.sit(message["token"]),
    "watch": lambda client, message: client.watch(message["room"]),
    "decide": lambda client, message: client.decide(message["n"], message["action"]),
    "undo": lambda client, _message: client.undo(),
    "history": lambda client, _message: client.history(),
    "again": lambda client, _message: client.again(),
    "hand_to_bot": lambda client, message: client.hand_to_bot(message["seat"]),
    "give_back": lambda client, message: client.give_back(message["seat"]),
}


def socket_url(address: str) -> str:
    """The WebSocket of a seat link (`bazaar://HOST:PORT/seat/TOKEN`), of `HOST:PORT`, or of an
    http(s)/ws(s) address: ws(s)://HOST:PORT/ws."""
    text = address.strip()
    if "://" not in text:
        text = "bazaar://" + text
    parts = urlsplit(text)
    secure = parts.scheme in ("bazaars", "https", "wss")
    if not parts.hostname:
        raise ValueError(address)
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    port = f":{parts.port}" if parts.port else ""
    return f"{'wss' if secure else 'ws'}://{host}{port}/ws"


def seat_token(link: str) -> str | None:
    """The seat's secret in a seat link, or None if `link` is not one."""
    path = urlsplit(link.strip()).path.strip("/").split("/")
    return path[1] if len(path) == 2 and path[0] == "seat" and path[1] else None


class TableLink(QObject):
    received = Signal(object)  # a message from the server (a dict), on the GUI thread
    # "open", "reconnecting", "gone" (still down after GONE_AFTER_S), "closed"; "failed"
    # after an error
    state_changed = Signal(str)
    unreachable = Signal(str, str)  # why the first connection failed (`connect_kind`), detail
    held = Signal(str)  # a request's type, held while the connection is down

    def __init__(self, url: str, first: Message, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self._first = first  # what takes the seat: sit, join or create
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: TableClient | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._held: list[Message] = []  # requests made while the connection was down
        self._down = False

    def open(self) -> None:
        ready = threading.Event()
        self._thread = threading.Thread(
            target=lambda: asyncio.run(self._main(ready)), name="table-link", daemon=True
        )
        self._thread.start()
        ready.wait(5.0)

    def send(self, message: Message) -> None:
        """A request (decide, undo, sit…) on its way; held while the connection is down and
        sent once when it is back (a decision that has gone stale by then is refused, and
        the refusal says so)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                loop.call_soon_threadsafe(lambda: loop.create_task(self._request(message)))

    def close(self, wait: float = 2.0) -> None:
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(wait)

    # --- on the link's thread -----------------------------------------------------------------
    async def _main(self, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = stopping = asyncio.Event()
        self._client = client = TableClient(self.url, version=__version__)
        ready.set()
        try:
            if await self._first_connection(client, stopping):
                self.state_changed.emit("open")
                await self._request(self._first)
                reader = asyncio.create_task(self._read(client))
                stop = asyncio.create_task(stopping.wait())
                await asyncio.wait({reader, stop}, return_when=asyncio.FIRST_COMPLETED)
                stop.cancel()
                if reader.done():
                    self.state_changed.emit("failed" if client.closed_reason else "closed")
                    return
        finally:
            await client.close()
        self.state_changed.emit("closed")

    async def _first_connection(self, client: TableClient, stopping: asyncio.Event) -> bool:
        """Connect within FIRST_TRY_S: a refused connection is tried again meanwhile (a
        server starting); anything else, or the time out, is told (`unreachable`) at once."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + FIRST_TRY_S
        delay = FIRST_DELAY
        while not stopping.is_set():
            left = deadline - loop.time()
            try:
                await asyncio.wait_for(client.connect(), max(0.1, left))
                return True
            except (TimeoutError, ServerError, aiohttp.ClientError, OSError) as exc:
                kind = connect_kind(exc)
                if kind != "refused" or loop.time() + delay >= deadline:
                    self.unreachable.emit(kind, str(exc))
                    return False
                self.state_changed.emit("reconnecting")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delay)
            delay = min(delay * 2, MOST_DELAY)
        return False

    async def _read(self, client: TableClient) -> None:
        async for message in client:
            if message.get("type") != "connection":
                self.received.emit(message)
            elif message.get("state") == "back":
                self._down = False
                self.state_changed.emit("open")
                await self._send_held()
            else:
                self._down = True
                self.state_changed.emit("reconnecting")
                asyncio.get_running_loop().call_later(GONE_AFTER_S, self._still_down)

    def _still_down(self) -> None:
        if self._down:
            self.state_changed.emit("gone")

    async def _send_held(self) -> None:
        held, self._held = self._held, []
        for message in held:
            await self._request(message)

    async def _request(self, message: Message) -> None:
        client = self._client
        if client is None:
            return
        send = _REQUESTS.get(message.get("type"))
        try:
            if send is not None:
                await send(client, message)
        except ServerError as exc:
            # A refusal also arrives as a message. Down: held, sent once it is back.
            if str(exc) == NOT_CONNECTED and message is not self._first:
                self._hold(message)

    def _hold(self, message: Message) -> None:
        kind = str(message.get("type"))
        if kind == "decide":  # only the latest decision counts: the frame it answers
            self._held = [m for m in self._held if m.get("type") != "decide"]
        self._held.append(message)
        self.held.emit(kind)


def connect_kind(error: BaseException) -> str:
    """Why a first connection failed, for the person: "no_answer" (nothing answered in
    time), "refused" (nothing listens there), "address" (no such host), "version" (a server
    of another Bazaar), "tls" (a certificate or TLS problem), "not_table" (something else
    answered)."""
    if isinstance(error, ServerError):
        return "version" if "Bazaar" in str(error) else "not_table"
    if isinstance(error, (aiohttp.ClientSSLError, ssl.SSLError)):
        return "tls"
    if isinstance(error, aiohttp.ClientConnectorDNSError):
        return "address"
    if isinstance(error, (aiohttp.WSServerHandshakeError, aiohttp.ServerDisconnectedError)):
        return "not_table"
    if isinstance(error, aiohttp.ClientConnectorError):
        refused = isinstance(error.os_error, ConnectionRefusedError)
        return "refused" if refused else "no_answer"
    if isinstance(error, ConnectionRefusedError):
        return "refused"
    return "no_answer"
