"""The companion's server: HTTP and WebSockets (aiohttp) on an asyncio loop in a thread of its
own. It never touches a widget or the match: what phones say reaches the GUI thread as the Qt
signal `message` (queued across threads), and what the GUI wants sent comes in through
`publish` and `reply`, handed to the loop with `call_soon_threadsafe`.

A seat's link is a capability (its token). The first device to say hello on it gets a device
key and holds the seat; another device is refused until the host releases the seat; the same
device coming back (a phone that slept, a page reopened) takes its seat again and gets the
latest frame at once. The WebSocket checks Origin; every message is checked by `protocol`
(size, depth, schema) and the seat's rate, and a bad one closes that connection with its
reason. Strangers meet `limits` first: connections capped per source and in all, half-open
requests cut, only this address and port, wrong pairing codes counted per source, the same
security headers on every answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from aiohttp import WebSocketError, WSCloseCode, WSMsgType, web
from PySide6.QtCore import QObject, Signal

from bazaar_desktop.companion.games import message_schema
from bazaar_desktop.companion.limits import (
    REQUEST_HEADER_LIMITS,
    SERVER_NAME,
    ConnectionGate,
    GuardedSite,
    SourceBudget,
    bound_host_only,
    json_depth_ok,
    peer_source,
    raise_open_file_limit,
    secure_headers,
)
from bazaar_desktop.companion.protocol import (
    MAX_MESSAGE_BYTES,
    ProtocolError,
    RateLimit,
    new_token,
    parse_message,
)

HELLO_SECONDS = 10.0  # a socket that says nothing is closed
REFUSALS_KEPT = 200
PAIRING_FAILURES_PER_MINUTE = 20  # wrong pairing codes accepted per minute from one source
# Close codes the page knows (4000-4999 are the application's own).
CLOSE_BAD_TOKEN = 4001
CLOSE_HELD = 4003
CLOSE_PROTOCOL = 4008
CLOSE_RATE = 4009
CLOSE_RELEASED = 4010
CLOSE_REPLACED = 4011
CLOSE_STOPPING = 4012


@dataclass
class SeatLink:
    """One seat's invitation: its secret, its pairing code and the device holding it."""

    seat: int
    name: str
    token: str
    code: str
    device: str | None = None  # the device key of the phone holding the seat
    connection: int | None = None  # that phone's open connection, if any
    agent: str = ""  # what the phone's browser says it is (shown to the host)
    ever_connected: bool = False


@dataclass
class _Socket:
    """An open connection; what is sent to it goes through its queue, in order."""

    seat: int
    ws: web.WebSocketResponse
    queue: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    writer: asyncio.Task[None] | None = None

    async def write(self) -> None:
        while not self.ws.closed:
            text = await self.queue.get()
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return


class CompanionServer(QObject):
    message = Signal(int, int, object)  # seat, connection id, the checked message (a dict)
    seats_changed = Signal()  # a phone came or went, a seat was released

    def __init__(
        self, game_id: str, page_dir: Path, language: str, *, record: bool = False
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.schema = message_schema(game_id)  # what its phones may send
        self.language = language
        self._page_files = {p.name: p for p in page_dir.iterdir() if p.is_file()}
        # The game's own part of the seat page, served as game.js and game.css: the page
        # itself names no game (games/<id>.js draws its decisions, games/<id>.css styles them).
        for suffix in (".js", ".css"):
            own = page_dir / "games" / f"{game_id}{suffix}"
            if own.is_file():
                self._page_files[f"game{suffix}"] = own
        self._lock = threading.Lock()
        self._links: dict[int, SeatLink] = {}
        self._latest: dict[int, str] = {}  # seat -> the last frame (JSON text)
        self._sockets: dict[int, _Socket] = {}
        self._next_connection = 1
        self._pairing_failures = SourceBudget(PAIRING_FAILURES_PER_MINUTE)
        # Open connections per source and in all, half-open requests cut (limits.py).
        self.gate = ConnectionGate(error_headers={**_SECURITY_HEADERS, "Server": SERVER_NAME})
        # Per seat, not per connection: a phone that reconnects gets no fresh burst.
        self.rate = RateLimit  # what each seat's limit is made of (a test makes it small)
        self._rates: dict[int, RateLimit] = {}
        self.record = record
        self.sent: dict[int, list[tuple[int, str]]] = {}  # connection -> (seat, text) sent
        # (what, why): for the host's log and tests; the last ones only, so a stranger's
        # requests cannot grow it without end
        self.refused: deque[tuple[str, str]] = deque(maxlen=REFUSALS_KEPT)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stopping: asyncio.Future[None] | None = None
        self.address = ""  # "host:port" once listening

    # --- the GUI thread's side ----------------------------------------------------------
    def start(self, host: str, port: int) -> str:
        """Listen on `host` (the preferred `port`, else any free one); "host:port"."""
        raise_open_file_limit()  # a process at 256 (macOS) ran out of them for its own files
        ready = threading.Event()
        problem: list[BaseException] = []
        self._thread = threading.Thread(
            target=self._run, args=(host, port, ready, problem), name="companion", daemon=True
        )
        self._thread.start()
        ready.wait(10)
        if problem:
            self._thread.join(2)
            self._thread = None
            raise OSError(str(problem[0]))
        return self.address

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is not None and thread is not None and thread.is_alive():
            loop.call_soon_threadsafe(self._finish)
            thread.join(5)
        self._thread = None

    def invite(self, seat: int, name: str, code: str) -> SeatLink:
        """A fresh link for `seat` (its old one, if any, stops working)."""
        link = SeatLink(seat, name, new_token(), code)
        with self._lock:
            old = self._links.get(seat)
            self._links[seat] = link
        if old is not None and old.connection is not None:
            self._close_soon(old.connection, CLOSE_BAD_TOKEN, "a new invitation replaced this link")
        return replace(link)

    def links(self) -> list[SeatLink]:
        with self._lock:
            return [replace(link) for _, link in sorted(self._links.items())]

    def release(self, seat: int) -> None:
        """The host frees the seat: its phone is disconnected and any device may take it."""
        with self._lock:
            link = self._links.get(seat)
            if link is None:
                return
            connection, link.device, link.agent = link.connection, None, ""
        if connection is not None:
            self._close_soon(connection, CLOSE_RELEASED, "the host released this seat")
        self.seats_changed.emit()

    def publish(self, frames: dict[int, dict[str, Any]]) -> None:
        """The seats' new frames, handed to the loop at once (one wake-up per update)."""
        texts = {
            seat: json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
            for seat, frame in frames.items()
        }
        if self._loop is not None and texts:
            self._loop.call_soon_threadsafe(self._publish, texts)

    def reply(self, connection: int, message: dict[str, Any]) -> None:
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._send_to, connection, text)

    def _close_soon(self, connection: int, code: int, why: str) -> None:
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(lambda: loop.create_task(self._close(connection, code, why)))

    # --- the loop's side ----------------------------------------------------------------
    def _run(
        self, host: str, port: int, ready: threading.Event, problem: list[BaseException]
    ) -> None:
        try:
            asyncio.run(self._main(host, port, ready))
        except BaseException as exc:  # a port or address that cannot be had: told to start()
            problem.append(exc)
            ready.set()

    async def _main(self, host: str, port: int, ready: threading.Event) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = self._loop.create_future()
        middlewares = [self.gate.middleware, bound_host_only(lambda: self.address)]
        app = web.Application(client_max_size=MAX_MESSAGE_BYTES, middlewares=middlewares)
        app.on_response_prepare.append(secure_headers(_SECURITY_HEADERS))  # every answer
        app.router.add_get("/", self._landing)
        app.router.add_post("/pair", self._pair)
        app.router.add_get("/s/{token}", self._seat_page)
        app.router.add_get("/p/{name}", self._file)
        app.router.add_get("/ws/{token}", self._socket)
        runner = web.AppRunner(app, access_log=None, handle_signals=False, **REQUEST_HEADER_LIMITS)
        await runner.setup()
        try:
            site = GuardedSite(runner, host, port, self.gate)
            try:
                await site.start()
            except OSError:
                site = GuardedSite(runner, host, 0, self.gate)  # the preferred port is taken
                await site.start()
            self.address = f"{host}:{site.port}"
            ready.set()
            await self._stopping
        finally:
            for connection in list(self._sockets):
                await self._close(connection, CLOSE_STOPPING, "the game on the desktop ended")
            await runner.cleanup()

    def _finish(self) -> None:
        if self._stopping is not None and not self._stopping.done():
            self._stopping.set_result(None)

    def _publish(self, texts: dict[int, str]) -> None:
        self._latest.update(texts)
        for connection, sock in list(self._sockets.items()):
            if sock.seat in texts:
                self._send_to(connection, texts[sock.seat])

    def _send_to(self, connection: int, text: str) -> None:
        sock = self._sockets.get(connection)
        if sock is None or sock.ws.closed:
            return
        if self.record:
            self.sent.setdefault(connection, []).append((sock.seat, text))
        sock.queue.put_nowait(text)

    async def _close(self, connection: int, code: int, why: str) -> None:
        sock = self._sockets.pop(connection, None)
        if sock is not None and not sock.ws.closed:
            await sock.ws.close(code=code, message=why.encode())
        if sock is not None and sock.writer is not None:
            sock.writer.cancel()

    def _tell_seats_changed(self) -> None:
        with contextlib.suppress(RuntimeError):  # the window is gone: nobody to tell
            self.seats_changed.emit()

    # --- HTTP ---------------------------------------------------------------------------
    def _link(self, token: str) -> SeatLink | None:
        with self._lock:
            for link in self._links.values():
                if link.token == token:
                    return link
        return None

    def _page(self, name: str, status: int = 200) -> web.Response:
        path = self._page_files[name]
        response = web.Response(body=path.read_bytes(), status=status)
        response.content_type = _CONTENT_TYPES.get(path.suffix, "application/octet-stream")
        return response

    async def _landing(self, _request: web.Request) -> web.Response:
        return self._page("pair.html")

    async def _seat_page(self, request: web.Request) -> web.Response:
        if self._link(request.match_info["token"]) is None:
            self.refused.append(("page", "unknown link"))
            return self._page("expired.html", status=403)
        return self._page("seat.html")

    async def _file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name == "desktop.js":  # the desktop's language: the page's own if the phone's is none
            body = f"window.BAZAAR_DESKTOP_LANG = {json.dumps(self.language)};\n"
            return web.Response(text=body, content_type="application/javascript")
        if name not in self._page_files or name.endswith(".html"):
            raise web.HTTPNotFound()
        return self._page(name)

    async def _pair(self, request: web.Request) -> web.Response:
        # JSON only, from the landing page itself: a form or a page on another site cannot
        # send it (nor spend anyone's budget). Wrong codes count per source address, so one
        # stranger guessing never keeps the right code out for the others.
        if request.content_type != "application/json":
            return web.json_response({"error": "json"}, status=415)
        if request.headers.get("Origin") != f"http://{self.address}":
            return web.json_response({"error": "origin"}, status=403)
        source = peer_source(request)
        if self._pairing_failures.spent(source):
            return web.json_response({"error": "wait"}, status=429)
        try:
            body = await request.text()
            code = str(json.loads(body).get("code", ""))[:12] if json_depth_ok(body) else ""
        except (ValueError, AttributeError):  # not JSON (nor UTF-8), or not an object
            code = ""
        code = "".join(ch for ch in code if ch.isdigit())
        with self._lock:
            token = next((ln.token for ln in self._links.values() if ln.code == code), None)
        if not code or token is None:
            self._pairing_failures.charge(source)
            return web.json_response({"error": "code"}, status=403)
        return web.json_response({"url": f"/s/{token}"})

    # --- the WebSocket ------------------------------------------------------------------
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get("Origin") != f"http://{self.address}":  # the page's own
            self.refused.append(("socket", "origin"))
            return web.Response(status=403, text="origin not allowed")
        link = self._link(request.match_info["token"])
        # aiohttp refuses a message of max_msg_size bytes itself: one more lets 2,048 through
        # (parse_message holds the cap exactly).
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES + 1, heartbeat=20)
        await ws.prepare(request)
        self.gate.hold(request)  # a WebSocket has its hello timeout and heartbeat instead
        if link is None:
            self.refused.append(("socket", "unknown link"))
            await ws.close(code=CLOSE_BAD_TOKEN, message=b"this link is not valid any more")
            return ws
        connection = self._next_connection
        self._next_connection += 1
        try:
            if await self._greet(ws, link, connection, request.headers.get("User-Agent", "")):
                await self._listen(ws, link.seat, connection)
        finally:
            sock = self._sockets.pop(connection, None)
            if sock is not None and sock.writer is not None:
                sock.writer.cancel()
            with self._lock:
                if link.connection == connection:
                    link.connection = None
            self._tell_seats_changed()
        return ws

    async def _greet(
        self, ws: web.WebSocketResponse, link: SeatLink, connection: int, agent: str
    ) -> bool:
        """The hello: which device this is. The seat's holder, or a first device, may stay."""
        try:
            first = await ws.receive(timeout=HELLO_SECONDS)
        except TimeoutError:
            await ws.close(code=CLOSE_PROTOCOL, message=b"no hello")
            return False
        try:
            if first.type != WSMsgType.TEXT:
                raise ProtocolError("expected a hello")
            hello = parse_message(first.data, self.schema)
            if hello["type"] != "hello":
                raise ProtocolError("expected a hello")
        except ProtocolError as exc:
            self.refused.append(("message", str(exc)))
            await ws.close(code=CLOSE_PROTOCOL, message=str(exc).encode())
            return False
        why, replaced = self._admit(link, hello.get("device"), connection, agent)
        if why == "seat held":
            self.refused.append(("socket", why))
            await ws.close(code=CLOSE_HELD, message=b"this seat is held by another device")
            return False
        if why:
            await ws.close(code=CLOSE_RATE, message=b"too many messages")
            return False
        if replaced is not None:
            await self._close(replaced, CLOSE_REPLACED, "the seat was opened again elsewhere")
        sock = self._sockets[connection] = _Socket(link.seat, ws)
        sock.writer = asyncio.get_running_loop().create_task(sock.write())
        welcome = {"type": "welcome", "device": link.device, "lang": self.language}
        self._send_to(connection, json.dumps(welcome))
        if link.seat in self._latest:
            self._send_to(connection, self._latest[link.seat])
        self._tell_seats_changed()
        return True

    def _admit(
        self, link: SeatLink, device: object, connection: int, agent: str
    ) -> tuple[str, int | None]:
        """Whether the hello's device may take the seat ("" if so, else why not), and the
        connection it replaces."""
        with self._lock:
            if link.device is not None and device != link.device:
                return "seat held", None
            if not self._allow(link.seat):  # the holder's hello counts: reconnecting is no reset
                return "rate", None
            link.device = link.device or new_token()
            replaced, link.connection = link.connection, connection
            link.agent, link.ever_connected = agent[:200], True
            return "", replaced

    def _allow(self, seat: int) -> bool:
        rate = self._rates.get(seat)
        if rate is None:
            rate = self._rates[seat] = self.rate()
        if rate.allow():
            return True
        self.refused.append(("message", "too many messages"))
        return False

    async def _listen(self, ws: web.WebSocketResponse, seat: int, connection: int) -> None:
        async for msg in ws:
            try:
                if msg.type == WSMsgType.ERROR:  # aiohttp closes it: too large, or bad framing
                    raise ProtocolError(_frame_error(ws.exception()))
                if msg.type != WSMsgType.TEXT:
                    raise ProtocolError("binary messages are not accepted")
                if not self._allow(seat):
                    await self._close(connection, CLOSE_RATE, "too many messages")
                    return
                data = parse_message(msg.data, self.schema)
            except ProtocolError as exc:
                self.refused.append(("message", str(exc)))
                await self._close(connection, CLOSE_PROTOCOL, str(exc))
                return
            if data["type"] == "ping":
                self._send_to(connection, '{"type":"pong"}')
            elif data["type"] != "hello":
                try:
                    self.message.emit(seat, connection, data)
                except RuntimeError:  # the host is gone (the window closed): nobody to ask
                    return


def _frame_error(exc: BaseException | None) -> str:
    if isinstance(exc, WebSocketError) and exc.code == WSCloseCode.MESSAGE_TOO_BIG:
        return "message too large"
    return "bad WebSocket frame"


_CONTENT_TYPES = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "application/javascript",
    ".svg": "image/svg+xml",
    ".png": "image/png",
}
_SECURITY_HEADERS = {
    # The page loads nothing from elsewhere; the seat's token (in the address) goes nowhere.
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
}
