"""Limits for a server that faces strangers on the network, with no Qt (the table server,
`bazaar_server/`, may use them too): every connection, request and message is hostile until
checked, per connection, per seat and per source address.

* `ConnectionGate`: at most `per_source` open connections from one address and `in_all` in
  all (the oldest waiting for a request is cut to make room, else the new one is refused);
  a connection that has not sent a whole request within `header_seconds` (a half-open
  request: headers or a body that never end), or sits idle that long between requests, is cut.
  It wraps the server's protocol factory (the connections) and is an aiohttp middleware (the
  requests); a handler that keeps its connection for long (a WebSocket) calls `hold`.
* `SourceBudget`: so many failures per minute per source (wrong pairing codes), so one
  stranger's guessing never locks out the others.
* `json_depth_ok`: nesting checked before `json.loads` (which recurses: 1,000 levels raise
  RecursionError).
* `bound_host_only`: requests only to the address and port the server listens on.
* `secure_headers`: the security headers on every answer, errors included, and a `Server`
  header that names no software version.
* `REQUEST_HEADER_LIMITS`: aiohttp's request parser held to what a browser sends.
* `raise_open_file_limit`: the soft open-file limit up to the hard one (macOS starts at 256).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import sys
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, cast

from aiohttp import web

from bazaar_server.protocol import json_depth

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

PER_SOURCE = 16  # a phone's browser opens up to 6 connections at once, plus its WebSocket
IN_ALL = 64  # far below any open-file limit (256 on macOS): the process keeps files to read
HEADER_SECONDS = 10.0  # a whole request (headers and body) within this, or cut
MAX_JSON_DEPTH = 8  # an honest page nests 2 levels
# aiohttp's request parser: a browser's request has about 20 short header lines (aiohttp's
# own limits, 128 lines of 8 KB, let each connection hold a megabyte of headers).
REQUEST_HEADER_LIMITS: dict[str, Any] = {
    "max_line_size": 4096,
    "max_field_size": 4096,
    "max_headers": 40,
}


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
        if not self.gate._admit(source):
            transport.abort()  # refused before a byte is read; the inner protocol never knew
            return
        self.source, self.transport, self.admitted = source, transport, True
        self.gate._open[transport] = self
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
            self.gate._open.pop(transport, None)
            self.gate._release(self.source)
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
    The limits are read when a connection opens, so a test may set them small."""

    def __init__(
        self,
        per_source: int = PER_SOURCE,
        in_all: int = IN_ALL,
        header_seconds: float = HEADER_SECONDS,
    ) -> None:
        self.per_source, self.in_all, self.header_seconds = per_source, in_all, header_seconds
        self.counts: dict[str, int] = {}  # source -> open connections
        self.refused = 0  # new connections refused at once: every slot busy
        self.made_room = 0  # waiting connections cut for a new one
        self._open: dict[asyncio.BaseTransport, _Guarded] = {}  # oldest first

    def factory(self, inner: Callable[[], asyncio.Protocol]) -> Callable[[], asyncio.Protocol]:
        """The protocol factory to listen with (`loop.create_server`)."""
        return lambda: _Guarded(self, inner())

    def _admit(self, source: str) -> bool:
        full = self.counts.get(source, 0) >= self.per_source
        if full and not self._make_room(source):
            self.refused += 1
            return False
        if sum(self.counts.values()) >= self.in_all and not self._make_room(None):
            self.refused += 1
            return False
        self.counts[source] = self.counts.get(source, 0) + 1
        return True

    def _make_room(self, source: str | None) -> bool:
        for guarded in self._open.values():
            if guarded.waiting and source in (None, guarded.source):
                guarded.cut()
                self.made_room += 1
                return True
        return False

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


class GuardedSite(web.BaseSite):
    """aiohttp's TCPSite, listening through a `ConnectionGate`."""

    def __init__(self, runner: web.BaseRunner, host: str, port: int, gate: ConnectionGate) -> None:
        super().__init__(runner)
        self.host, self.port, self.gate = host, port, gate

    @property
    def name(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None
        listening = await asyncio.get_running_loop().create_server(
            self.gate.factory(server), self.host, self.port, backlog=self._backlog
        )
        self._server = listening
        self.port = listening.sockets[0].getsockname()[1]  # the one given, if 0 was asked


class SourceBudget:
    """At most `per_minute` events (failures) per source in the last minute. Past `sources`
    sources, the one seen longest ago is forgotten (and starts afresh), so a stranger with many
    addresses cannot fill the memory."""

    def __init__(self, per_minute: int, sources: int = 256) -> None:
        self.per_minute, self.sources = per_minute, sources
        self._events: OrderedDict[str, list[float]] = OrderedDict()

    def _recent(self, source: str, now: float) -> list[float]:
        events = [t for t in self._events.get(source, []) if now - t < 60]
        self._events[source] = events
        self._events.move_to_end(source)
        while len(self._events) > self.sources:
            self._events.popitem(last=False)
        return events

    def spent(self, source: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        return len(self._recent(source, now)) >= self.per_minute

    def charge(self, source: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        self._recent(source, now).append(now)


def json_depth_ok(text: str, most: int = MAX_JSON_DEPTH) -> bool:
    """Whether no array or object in `text` nests deeper than `most` (brackets inside strings
    do not count): a linear scan before any parser recurses (the table server's, shared)."""
    return json_depth(text) <= most


SERVER_NAME = "Bazaar"  # not aiohttp's "Python/3.x aiohttp/3.x": no versions for strangers


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


def bound_host_only(address: Callable[[], str]) -> Any:
    """A middleware: only requests to `address()` ("host:port", where the server listens),
    by Host and, when there is one, Origin. A page elsewhere whose name is made to point here
    (DNS rebinding) sends its own name in both: it matched a check of Origin against Host."""

    @web.middleware
    async def check(request: web.Request, handler: Handler) -> web.StreamResponse:
        bound = address()
        origin = request.headers.get("Origin")
        if request.host != bound or (origin is not None and origin != f"http://{bound}"):
            raise web.HTTPMisdirectedRequest(text="not this server")
        return await handler(request)

    return check


def peer_source(request: web.BaseRequest) -> str:
    return source_of(request.remote or "?")


__all__ = [
    "REQUEST_HEADER_LIMITS",
    "ConnectionGate",
    "GuardedSite",
    "SourceBudget",
    "bound_host_only",
    "json_depth_ok",
    "peer_source",
    "raise_open_file_limit",
    "secure_headers",
    "source_of",
]
