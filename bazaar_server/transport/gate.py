"""The door of a server that faces strangers (the table server and the phones' server alike):
every TCP connection is counted and timed before HTTP, let alone a WebSocket, is spoken.

* `ConnectionGate`: at most `per_source` open connections from one address and `in_all` in
  all (the oldest waiting for a request is cut to make room, else the new one is refused);
  a connection that has not sent a whole request within `header_seconds` (a half-open
  request: headers or a body that never end), or sits idle that long between requests, is cut.
  It wraps the server's protocol factory (the connections) and is an aiohttp middleware (the
  requests); a handler that keeps its connection for long (a WebSocket) calls `hold`.
  A request aiohttp cannot parse (a header line too long, too many headers, TLS bytes on the
  plain port) is answered by the gate: the status, the security headers, no software name,
  and nothing in the log (a stranger's junk is not our error).
* `secure_headers`: the same headers on every answer the application makes.
* `REQUEST_HEADER_LIMITS`: aiohttp's request parser held to what a browser sends.
* `raise_open_file_limit` and `descriptor_budget`: the soft open-file limit up to the hard
  one, and how many connections fit under it with a reserve kept for the process's own files
  (a server out of descriptors accepts nobody, and logs every refused accept).
* `Storm`: a warning said once a minute however often its cause comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import ssl
import sys
import time
from collections.abc import Awaitable, Callable, Mapping
from http import HTTPStatus
from typing import Any, cast

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
log = logging.getLogger("bazaar_server")

PER_SOURCE = 16  # a phone's browser opens up to 6 connections at once, plus its WebSocket
IN_ALL = 64  # far below any open-file limit (256 on macOS): the process keeps files to read
HEADER_SECONDS = 10.0  # a whole request (headers and body) within this, or cut
# aiohttp's request parser: a browser's request has about 20 short header lines (aiohttp's
# own limits, 128 lines of 8 KB, let each connection hold a megabyte of headers).
REQUEST_HEADER_LIMITS: dict[str, Any] = {
    "max_line_size": 4096,
    "max_field_size": 4096,
    "max_headers": 40,
}
SERVER_NAME = "Bazaar"  # not aiohttp's "Python/3.x aiohttp/3.x": no versions for strangers
# Descriptors kept back from connections: the store, its journal, the bot processes' pipes,
# logs, and one accept loop's worth of connections accepted before the gate closes them
# (asyncio accepts up to its backlog at once).
OWN_FILES = 64
BACKLOG = 128


def source_of(address: str) -> str:
    """The source an address counts against: itself, or its /64 for IPv6 (one device may
    take any address of its network's 2**64)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:  # ::ffff:192.168.1.20 is 192.168.1.20
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class Storm:
    """A warning about something that may come back thousands of times a second (refused
    connections, a full descriptor table): said the first time, then at most once a
    `seconds`, with how many times it came meanwhile."""

    def __init__(self, what: str, seconds: float = 60.0) -> None:
        self.what, self.seconds = what, seconds
        self.count = 0  # since last said
        self.said_at = -seconds
        self.total = 0

    def __call__(self, detail: str = "") -> None:
        self.count += 1
        self.total += 1
        now = time.monotonic()
        if now - self.said_at >= self.seconds:
            more = f" ({self.count} times since last said)" if self.count > 1 else ""
            log.warning("%s%s%s", self.what, f": {detail}" if detail else "", more)
            self.said_at, self.count = now, 0


class _Guarded(asyncio.Protocol):
    """One connection: counted against its source, cut if a request does not come whole in
    time; everything else goes to the server's own protocol."""

    def __init__(self, gate: ConnectionGate, inner: asyncio.Protocol) -> None:
        self.gate, self.inner = gate, inner
        self.source = ""
        self.transport: asyncio.Transport | None = None
        self.waiting = False  # for a request (a new connection, or idle between requests)
        self.admitted = False
        self._deadline: asyncio.TimerHandle | None = None

    def connection_made(self, base: asyncio.BaseTransport) -> None:
        transport = cast(asyncio.Transport, base)  # a TCP connection's, from create_server
        peer = transport.get_extra_info("peername")
        source = source_of(str(peer[0])) if peer else "?"
        if not self.gate.admit(source):
            transport.abort()  # refused before a byte is read; the inner protocol never knew
            return
        self.source, self.transport, self.admitted = source, transport, True
        self.gate.opened(transport, self)
        self.arm()
        self.inner.connection_made(transport)

    def arm(self) -> None:
        """Waiting for a request: it must come whole within the deadline."""
        self.disarm()
        if self.transport is not None:
            loop = asyncio.get_running_loop()
            self._deadline = loop.call_later(self.gate.header_seconds, self.transport.abort)
            self.waiting = True

    def disarm(self) -> None:
        self.waiting = False
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def cut(self) -> None:
        """Closed now and no longer counted (to make room for a new connection)."""
        transport = self.transport
        self.disarm()
        if transport is not None:
            self.gate.closed(transport, self.source)
            self.transport = None
            transport.abort()

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self.cut()  # counted no more (if it still was)
        if self.admitted:
            self.inner.connection_lost(exc)


class ConnectionGate:
    """Caps open connections per source and in all; cuts half-open requests (see the module).
    At a cap, the oldest connection that is waiting for a request (half-open, or an idle
    keep-alive: a browser keeps several, and opens another when one is gone) is cut to make
    room; if none is (all held WebSockets or requests being answered), the new one is refused.
    The limits are read when a connection opens, so a test may set them small.
    `error_headers` go on the answers to requests that cannot be parsed."""

    def __init__(
        self,
        per_source: int = PER_SOURCE,
        in_all: int = IN_ALL,
        header_seconds: float = HEADER_SECONDS,
        error_headers: Mapping[str, str] | None = None,
    ) -> None:
        self.per_source, self.in_all, self.header_seconds = per_source, in_all, header_seconds
        self.error_headers = dict(error_headers or {})
        self.counts: dict[str, int] = {}  # source -> open connections
        self.refused = 0  # new connections refused at once: every slot busy
        self.made_room = 0  # waiting connections cut for a new one
        self._open: dict[asyncio.BaseTransport, _Guarded] = {}  # oldest first
        self._storm = Storm("new connections refused: every connection slot is in use")

    def factory(self, inner: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """The protocol factory to listen with (`loop.create_server`)."""

        quiet = _quiet_handler_class(self.error_headers)

        def make() -> asyncio.Protocol:
            protocol = inner()
            if type(protocol) is RequestHandler:  # aiohttp's server makes these
                # The same object and slots, with our handle_error: aiohttp's server offers
                # no other way to choose the class it makes (`Server.__call__`).
                with contextlib.suppress(TypeError):  # another aiohttp's layout: its own way
                    protocol.__class__ = quiet
            return _Guarded(self, protocol)

        return make

    def admit(self, source: str) -> bool:
        """Whether a new connection from `source` is let in (counted), cutting one that waits
        for a request to make room if every slot is taken."""
        full = self.counts.get(source, 0) >= self.per_source
        if full and not self._make_room(source):
            self._refuse(f"{self.per_source} from one address")
            return False
        if sum(self.counts.values()) >= self.in_all and not self._make_room(None):
            self._refuse(f"{self.in_all} in all")
            return False
        self.counts[source] = self.counts.get(source, 0) + 1
        return True

    def _refuse(self, cap: str) -> None:
        self.refused += 1
        self._storm(cap)

    def _make_room(self, source: str | None) -> bool:
        for guarded in self._open.values():
            if guarded.waiting and source in (None, guarded.source):
                guarded.cut()
                self.made_room += 1
                return True
        return False

    def opened(self, transport: asyncio.BaseTransport, guarded: _Guarded) -> None:
        self._open[transport] = guarded

    def closed(self, transport: asyncio.BaseTransport, source: str) -> None:
        """A counted connection ended (or was cut): no longer counted against `source`."""
        self._open.pop(transport, None)
        self._release(source)

    def _release(self, source: str) -> None:
        left = self.counts.get(source, 0) - 1
        if left > 0:
            self.counts[source] = left
        else:
            self.counts.pop(source, None)

    def _of(self, request: web.BaseRequest) -> _Guarded | None:
        return self._open.get(request.transport) if request.transport else None

    def hold(self, request: web.BaseRequest) -> None:
        """This request keeps its connection (an accepted WebSocket, with its own heartbeat
        and hello timeout): no deadline for it any more."""
        guarded = self._of(request)
        if guarded is not None:
            guarded.disarm()

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        # The headers are in; the deadline goes on for the body. Once answered, the same
        # deadline runs until the next request comes whole (an idle keep-alive is cut).
        guarded = self._of(request)
        if guarded is not None:
            guarded.waiting = False  # being answered: not cut to make room
        try:
            return await handler(request)
        finally:
            if guarded is not None and guarded.transport is not None:
                guarded.arm()


class _QuietRequestHandler(RequestHandler):
    """aiohttp's handler of one connection, but a request it could not parse (4xx) is
    answered with its status and our headers and logged by nobody; aiohttp would name itself
    and log a traceback for each. A 500 (a bug of ours) is still aiohttp's to log, with our
    headers on its answer."""

    __slots__ = ()
    error_headers: Mapping[str, str] = {}  # set on the class the gate makes for its server

    def handle_error(
        self,
        request: web.BaseRequest,
        status: int = 500,
        exc: BaseException | None = None,
        message: str | None = None,
    ) -> web.StreamResponse:
        if status >= 500:
            response = super().handle_error(request, status, exc, message)
        else:
            if request.writer.output_size > 0:
                raise ConnectionError("an answer was already under way")
            response = web.Response(status=status, text=f"{status} {HTTPStatus(status).phrase}\n")
            response.force_close()
        response.headers.update(self.error_headers)
        response.headers["Server"] = SERVER_NAME
        return response


def _quiet_handler_class(headers: Mapping[str, str]) -> type[RequestHandler]:
    own = {"__slots__": (), "error_headers": dict(headers)}  # no __dict__: the same layout
    return type("QuietRequestHandler", (_QuietRequestHandler,), own)


class GuardedSite(web.BaseSite):
    """aiohttp's TCPSite, listening through a `ConnectionGate` (with TLS if `ssl_context`)."""

    def __init__(
        self,
        runner: web.BaseRunner,
        host: str,
        port: int,
        gate: ConnectionGate,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(runner, ssl_context=ssl_context, backlog=BACKLOG)
        self.host, self.port, self.gate = host, port, gate

    @property
    def name(self) -> str:
        scheme = "https" if self._ssl_context else "http"
        return f"{scheme}://{self.host}:{self.port}"

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None
        listening = await asyncio.get_running_loop().create_server(
            self.gate.factory(server),
            self.host,
            self.port,
            ssl=self._ssl_context,
            backlog=self._backlog,
            # A TLS handshake is counted only once done: it gets the request's deadline.
            ssl_handshake_timeout=self.gate.header_seconds if self._ssl_context else None,
        )
        self._server = listening
        self.port = listening.sockets[0].getsockname()[1]  # the one given, if 0 was asked


def secure_headers(
    headers: Mapping[str, str],
) -> Callable[[web.Request, web.StreamResponse], Awaitable[None]]:
    """An `on_response_prepare` hook: `headers` on every answer (pages, JSON, 404s, 405s),
    unless the handler set one itself, and the plain `Server` name."""

    async def prepare(_request: web.Request, response: web.StreamResponse) -> None:
        for name, value in headers.items():
            response.headers.setdefault(name, value)
        response.headers["Server"] = SERVER_NAME

    return prepare


def raise_open_file_limit() -> tuple[int, int]:
    """The soft open-file limit raised to the hard one (macOS: at most OPEN_MAX, 10240, which
    is all setrlimit takes there); the (soft, hard) limits after. Nothing where there is no
    such limit (Windows)."""
    try:
        import resource
    except ImportError:
        return (-1, -1)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard
    if sys.platform == "darwin":
        wanted = 10240 if hard == resource.RLIM_INFINITY else min(hard, 10240)
    if soft != resource.RLIM_INFINITY and (wanted == resource.RLIM_INFINITY or soft < wanted):
        with contextlib.suppress(ValueError, OSError):  # else kept: the caps stay far below
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def descriptor_budget(reserve: int = OWN_FILES + BACKLOG) -> int | None:
    """How many connections may be open at once with `reserve` descriptors kept back, after
    the soft limit is raised as far as it goes; None where there is no limit to read."""
    soft, _hard = raise_open_file_limit()
    if soft < 0:
        return None
    try:
        in_use = len(os.listdir("/proc/self/fd"))
    except OSError:
        in_use = OWN_FILES  # not Linux: a guess as large as the reserve
    return max(0, soft - in_use - reserve)
