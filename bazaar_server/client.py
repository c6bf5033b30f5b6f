"""An asyncio client of the table server, with no Qt: the tests, the bench and the desktop
(on a thread of its own, as the companion's server runs) all speak through it.

    client = TableClient("ws://127.0.0.1:8765/ws")
    await client.connect()                       # hello -> welcome
    created = await client.create("basta", [{"kind": "person"}, {"kind": "bot", "level": "easy"}])
    async for message in client:                 # frames, refusals, ... in order
        ...

When the connection drops (the server restarted, the network went away) it reconnects by
itself with back-off, says hello again and takes its seat back with its token (or watches
again); meanwhile the messages include local notes `{"type": "connection", "state": "lost"}`
and `{"state": "back"}`. It does not reconnect after the server closed it on purpose
(`error`: a protocol violation, a version that cannot play, the seat taken up elsewhere).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl as ssl_module
from collections.abc import AsyncIterator, Sequence
from typing import Any

import aiohttp

from bazaar_server import protocol as p

ANSWERS = {
    "create": ("created",),
    "join": ("seated",),
    "sit": ("seated",),
    "watch": ("watching",),
}
FINAL = ("error",)  # the server closes after it: no reconnecting
FIRST_DELAY, MOST_DELAY = 0.2, 5.0


def _may_answer(message: dict[str, Any], asked: str) -> bool:
    """Whether `message` may answer the request `asked`: a refusal names the request it
    refuses (`of`), so a late one of a decision sent before (its turn gone: "the game has
    moved on") is not taken as the answer of a request made after it. One without `of` (an
    older server, a refusal before the request was read) answers the first request waiting."""
    refused = message.get("of")
    return message.get("type") != "refused" or refused is None or refused == asked


class ServerError(Exception):
    """The server refused (`refused`) or closed (`error`); the text is its reason."""


class TableClient:
    def __init__(
        self,
        url: str,
        *,
        ssl: ssl_module.SSLContext | None = None,
        version: str | None = None,
        reconnect: bool = True,
        headers: dict[str, str] | None = None,
        record: bool = False,
        also: Sequence[str] = (),
    ) -> None:
        self.url = url
        # Several nodes: after a drop it tries `url`, then each of `also` in turn, and so on.
        self.urls = [url, *also]
        self.ssl = ssl
        self.version = version or p.bazaar_version()
        self.reconnect = reconnect
        self.headers = headers or {}
        self.token: str | None = None  # the seat this client holds (re-sat after a drop)
        self.room: str | None = None  # the table it watches (watched again after a drop)
        self.watching = False
        self.seat: int | None = None
        self.table: str | None = None
        self.frame: dict[str, Any] | None = None  # the latest frame
        self.welcome: dict[str, Any] | None = None
        self.reconnects = 0
        # With `record`, every message received, in order (the tests check each frame).
        self.received: list[dict[str, Any]] | None = [] if record else None
        self.closed_reason: str | None = None
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._inbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        # (the request's type, the answers that end it, its answer to come)
        self._waiters: list[tuple[str, tuple[str, ...], asyncio.Future[dict[str, Any]]]] = []
        self._reader: asyncio.Task[None] | None = None
        self._closing = False
        self._up = asyncio.Event()

    # --- the connection --------------------------------------------------------------------
    async def connect(self) -> dict[str, Any]:
        """Open the connection and say hello; the `welcome`, or `ServerError`."""
        self._session = self._session or aiohttp.ClientSession()
        welcome = await self._open()
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return welcome

    async def _open(self) -> dict[str, Any]:
        assert self._session is not None
        self._ws = await self._session.ws_connect(
            self.url,
            ssl=self.ssl if self.ssl is not None else True,
            headers=self.headers,
            max_msg_size=0,
            heartbeat=None,
        )
        await self._ws.send_str(
            p.dumps({"type": "hello", "protocol": p.PROTOCOL, "version": self.version})
        )
        answer = await self._ws.receive(timeout=15)
        message = _decode(answer)
        if message is None or message.get("type") != "welcome":
            reason = message.get("reason", "no welcome") if message else "connection closed"
            await self._ws.close()
            raise ServerError(str(reason))
        self.welcome = message
        self._up.set()
        return message

    async def _read(self) -> None:
        while True:
            ws = self._ws
            assert ws is not None
            final: str | None = None
            async for raw in ws:
                message = _decode(raw)
                if message is None:
                    continue
                self._note(message)
                if message.get("type") in FINAL:
                    final = str(message.get("reason", ""))
            self._up.clear()
            if self._closing or final is not None or not self.reconnect:
                self.closed_reason = final
                for _asked, _kinds, future in self._waiters:
                    if not future.done():
                        future.set_exception(ServerError(final or "connection closed"))
                self._waiters.clear()
                self._inbox.put_nowait(None)
                return
            self._local({"type": "connection", "state": "lost"})
            await self._come_back()

    async def _come_back(self) -> None:
        delay = FIRST_DELAY
        tries = 0
        while not self._closing:
            await asyncio.sleep(delay)
            self.url = self.urls[tries % len(self.urls)]
            tries += 1
            try:
                await self._open()
                if self.token is not None:
                    await self.send({"type": "sit", "token": self.token})
                elif self.watching and self.room is not None:
                    await self.send({"type": "watch", "room": self.room})
                self.reconnects += 1
                self._local({"type": "connection", "state": "back"})
                return
            except (aiohttp.ClientError, OSError, ServerError, TimeoutError):
                delay = min(MOST_DELAY, delay * 2)

    def _local(self, note: dict[str, Any]) -> None:
        if self.received is not None:
            self.received.append(note)
        self._inbox.put_nowait(note)

    def _note(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if self.received is not None:
            self.received.append(message)
        if kind == "frame":
            self.frame = message
        elif kind == "seated":
            self.token, self.seat, self.table = message["token"], message["seat"], message["table"]
            self.watching = False
        elif kind == "watching":
            self.watching, self.table, self.token = True, message["table"], None
        for i, (asked, answers, future) in enumerate(self._waiters):
            if future.done() or not _may_answer(message, asked):
                continue
            if kind in answers or kind in ("refused", "error"):
                if kind in answers:
                    future.set_result(message)
                else:
                    future.set_exception(ServerError(str(message.get("reason"))))
                del self._waiters[i]
                break
        self._inbox.put_nowait(message)

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message as it is (the methods below build each request; a test may send
        what no method builds)."""
        if self._ws is None or self._ws.closed:
            raise ServerError("not connected")
        try:
            await self._ws.send_str(p.dumps(message))
        except (aiohttp.ClientError, ConnectionError, RuntimeError):
            raise ServerError("not connected") from None  # it reconnects by itself

    async def _ask(self, message: dict[str, Any]) -> dict[str, Any]:
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiters.append((message["type"], ANSWERS[message["type"]], future))
        await self.send(message)
        return await future

    async def request(self, message: dict[str, Any], *answers: str) -> dict[str, Any]:
        """Send `message` and wait for its answer: one of `answers`, or `ServerError` with
        the reason of a `refused` (or an `error`) that comes first."""
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiters.append((message["type"], answers or ("frame",), future))
        await self.send(message)
        return await future

    async def wait_connected(self, timeout: float | None = None) -> None:
        await asyncio.wait_for(self._up.wait(), timeout)

    # --- requests --------------------------------------------------------------------------
    async def create(
        self,
        game: str,
        seats: list[dict[str, Any]],
        *,
        options: dict[str, Any] | None = None,
        spectators: bool = False,
        clock: int | None = None,
        sit: int | None = None,
    ) -> dict[str, Any]:
        """The `created` answer (every person seat's token and link); the creator is then
        seated as the host (a `seated` message and frames follow)."""
        message: dict[str, Any] = {"type": "create", "game": game, "seats": seats}
        if options:
            message["options"] = options
        if spectators:
            message["spectators"] = True
        if clock is not None:
            message["clock"] = clock
        if sit is not None:
            message["sit"] = sit
        return await self._ask(message)

    async def join(self, room: str, name: str | None = None) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "join", "room": room}
        if name:
            message["name"] = name
        return await self._ask(message)

    async def sit(self, token: str) -> dict[str, Any]:
        return await self._ask({"type": "sit", "token": token})

    async def watch(self, room: str) -> dict[str, Any]:
        self.room = p.normal_room(room)
        return await self._ask({"type": "watch", "room": room})

    async def decide(self, n: int, action: dict[str, Any]) -> None:
        await self.send({"type": "decide", "n": n, "action": action})

    async def undo(self) -> None:
        await self.send({"type": "undo"})

    async def hand_to_bot(self, seat: int) -> None:
        await self.send({"type": "hand_to_bot", "seat": seat})

    async def give_back(self, seat: int) -> None:
        await self.send({"type": "give_back", "seat": seat})

    async def again(self) -> None:
        await self.send({"type": "again"})

    async def history(self) -> dict[str, Any]:
        """The `history` answer of a finished table (`ServerError` before the end)."""
        return await self.request({"type": "history"}, "history")

    async def ping(self) -> None:
        await self.send({"type": "ping"})

    async def send_raw(self, text: str) -> None:
        """Send any text as it is (the tests' hostile messages)."""
        if self._ws is None:
            raise ServerError("not connected")
        await self._ws.send_str(text)

    # --- what arrives ----------------------------------------------------------------------
    def __aiter__(self) -> AsyncIterator[dict[str, Any]]:
        return self._messages()

    async def _messages(self) -> AsyncIterator[dict[str, Any]]:
        while (message := await self._inbox.get()) is not None:
            yield message

    async def next(self, *types: str, timeout: float = 30.0) -> dict[str, Any]:
        """The next message of one of `types` (any type if none), skipping the others;
        `ServerError` if the connection ends first."""
        async with asyncio.timeout(timeout):
            while True:
                message = await self._inbox.get()
                if message is None:
                    self._inbox.put_nowait(None)
                    raise ServerError(self.closed_reason or "connection closed")
                if not types or message.get("type") in types:
                    return message

    async def close(self) -> None:
        self._closing = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self._session is not None:
            await self._session.close()


def _decode(raw: aiohttp.WSMessage) -> dict[str, Any] | None:
    if raw.type != aiohttp.WSMsgType.TEXT:
        return None
    try:
        message = json.loads(raw.data)
    except ValueError:
        return None
    return message if isinstance(message, dict) else None
