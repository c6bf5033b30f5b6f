"""One WebSocket to a table server, on a thread of its own (asyncio, as the phones' server
runs): messages in come out as the `received` signal on the GUI thread, messages out are
handed to the loop with `call_soon_threadsafe`. A dropped connection is tried again until
`close` (the server may be restarting): each time it opens, `greeting` says what to send
after `hello` (taking the seats back with their tokens), so the table resumes by itself."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import aiohttp
from PySide6.QtCore import QObject, Signal

from bazaar_desktop import __version__

PROTOCOL = 1
MAX_MESSAGE = 4 * 1024 * 1024  # a frame holds one view and its events: far below this
RETRY_FIRST, RETRY_MOST = 0.2, 3.0  # seconds between tries while the server is away

Message = dict[str, Any]


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
    state_changed = Signal(str)  # "open", "reconnecting", "closed"; "failed" after an error

    def __init__(
        self, url: str, greeting: Callable[[], list[Message]], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.url = url
        self._greeting = greeting  # called on the link's thread: it must only read
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[Message] | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    def open(self) -> None:
        ready = threading.Event()
        self._thread = threading.Thread(
            target=lambda: asyncio.run(self._main(ready)), name="table-link", daemon=True
        )
        self._thread.start()
        ready.wait(5.0)

    def send(self, message: Message) -> None:
        loop, outbox = self._loop, self._outbox
        if loop is not None and outbox is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                loop.call_soon_threadsafe(outbox.put_nowait, message)

    def close(self, wait: float = 2.0) -> None:
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stopping.set)
        if self._thread is not None:
            self._thread.join(wait)

    async def _main(self, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._stopping = stopping = asyncio.Event()
        ready.set()
        delay = RETRY_FIRST
        async with aiohttp.ClientSession() as session:
            while not stopping.is_set():
                failed = False
                try:
                    async with session.ws_connect(
                        self.url, heartbeat=10.0, max_msg_size=MAX_MESSAGE
                    ) as ws:
                        delay = RETRY_FIRST
                        failed = await self._talk(ws, stopping)
                except (TimeoutError, aiohttp.ClientError, OSError):
                    pass
                if failed or stopping.is_set():
                    self.state_changed.emit("failed" if failed else "closed")
                    return
                self.state_changed.emit("reconnecting")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stopping.wait(), delay)
                delay = min(delay * 2, RETRY_MOST)
        self.state_changed.emit("closed")

    async def _talk(self, ws: aiohttp.ClientWebSocketResponse, stopping: asyncio.Event) -> bool:
        """Greet, then pass messages both ways until the socket ends; True after an `error`
        from the server (it will not take us back by trying again)."""
        assert self._outbox is not None
        while not self._outbox.empty():  # decisions asked for while away are not sent late
            self._outbox.get_nowait()
        await ws.send_json({"type": "hello", "protocol": PROTOCOL, "version": __version__})
        for message in self._greeting():
            await ws.send_json(message)
        self.state_changed.emit("open")
        writer = asyncio.create_task(self._write(ws))
        closer = asyncio.create_task(self._close_when(ws, stopping))
        failed = False
        try:
            async for raw in ws:
                if raw.type != aiohttp.WSMsgType.TEXT:
                    break
                try:
                    message = json.loads(raw.data)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    failed = failed or message.get("type") == "error"
                    self.received.emit(message)
        finally:
            writer.cancel()  # its `get` is cancelled with it: no message is lost to it
            closer.cancel()
        return failed

    async def _write(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        assert self._outbox is not None
        while True:
            await ws.send_json(await self._outbox.get())

    @staticmethod
    async def _close_when(ws: aiohttp.ClientWebSocketResponse, stopping: asyncio.Event) -> None:
        await stopping.wait()
        await ws.close()
