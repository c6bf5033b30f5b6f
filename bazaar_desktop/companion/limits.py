"""Limits for the phones' server, with no Qt: every connection, request and message is
hostile until checked, per connection, per seat and per source address.

* The door, shared with the table server (`bazaar_server/transport/gate.py`, re-exported here):
  `ConnectionGate` (connections capped per source and in all, half-open requests cut, junk
  requests answered with our headers and logged by nobody), `GuardedSite`, `secure_headers`,
  `REQUEST_HEADER_LIMITS`, `raise_open_file_limit`, `source_of`.
* `SourceBudget`: so many failures per minute per source (wrong pairing codes), so one
  stranger's guessing never locks out the others.
* `json_depth_ok`: nesting checked before `json.loads` (which recurses: 1,000 levels raise
  RecursionError).
* `bound_host_only`: requests only to the address and port the server listens on.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from aiohttp import web

from bazaar_server.protocol import json_depth
from bazaar_server.transport.gate import (
    HEADER_SECONDS,
    IN_ALL,
    PER_SOURCE,
    REQUEST_HEADER_LIMITS,
    SERVER_NAME,
    ConnectionGate,
    GuardedSite,
    Handler,
    raise_open_file_limit,
    secure_headers,
    source_of,
)

MAX_JSON_DEPTH = 8  # an honest page nests 2 levels


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
    "HEADER_SECONDS",
    "IN_ALL",
    "PER_SOURCE",
    "REQUEST_HEADER_LIMITS",
    "SERVER_NAME",
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
