"""The server: aiohttp's WebSocket at `/ws` feeding the request handler
(`requests.handler`), every check in order.

A connection says hello (in time, in a version that can play here), then asks; each message
passes the rate limits and `requests.messages.read_request` (size, depth, schema, into a typed
record) before the handler acts on it. A wrong message closes that connection with
`error {reason}`; a refused request gets `refused {reason}` and the connection stays; no table
is ever stopped by what one client says.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from bazaar_server import protocol as p
from bazaar_server.requests.handler import RequestHandler
from bazaar_server.requests.messages import Decide, read_request
from bazaar_server.runtime.stats import Stats
from bazaar_server.tables.live_table import Refusal
from bazaar_server.transport import pages as web_table
from bazaar_server.transport.connection import Closing, Connection
from bazaar_server.transport.gate import ConnectionGate, secure_headers
from bazaar_server.transport.limits import Caps

log = logging.getLogger("bazaar_server")


# On every answer, the web table's pages, errors and malformed requests included (one set:
# the page's own policy, which allows only its own files); `Server` says only "Bazaar".
SECURITY_HEADERS = web_table.SECURITY_HEADERS


@dataclass
class Serving:
    """What every connection of the app shares: the handler of its requests, the bench's
    timings (or None), every open socket (closed on stopping)."""

    handler: RequestHandler
    stats: Stats | None = None
    sockets: set[web.WebSocketResponse] = field(default_factory=set)


SERVING = web.AppKey("serving", Serving)
GATE = web.AppKey("gate", ConnectionGate)
ORIGINS = web.AppKey("origins", frozenset[str])


def make_app(
    serving: Serving, gate: ConnectionGate, *, origins: frozenset[str] = frozenset()
) -> web.Application:
    app = web.Application(middlewares=[gate.middleware])
    app[SERVING] = serving
    app[GATE] = gate
    app[ORIGINS] = origins
    app.on_response_prepare.append(secure_headers(SECURITY_HEADERS))
    app.on_shutdown.append(_close_all)
    app.router.add_get(p.PATH, _websocket)
    web_table.install(app, serving.handler.server_version)  # the browser's table at / and /play
    return app


async def _close_all(app: web.Application) -> None:
    """Stopping: close every connection (clients reconnect when the server is back)."""
    for ws in list(app[SERVING].sockets):
        with contextlib.suppress(Exception):
            await ws.close(code=p.CLOSE_STOPPING, message=b"server stopping")


def _origin_allowed(request: web.Request, origins: frozenset[str]) -> bool:
    """Bazaar itself sends no Origin; a browser page may connect only from an allowed one
    (--allow-origin), or from this server's own address when that is an IP address or
    localhost. A page on any other name may be one whose name was pointed here (DNS
    rebinding: it sends its own name as Host and as Origin), so a name must be allowed."""
    origin = request.headers.get("Origin")
    if origin is None or origin in origins:
        return True
    return origin.split("://", 1)[-1] == request.host and _not_a_name(request.host)


def _not_a_name(host_and_port: str) -> bool:
    """Whether a Host header names an IP address (or localhost): nothing DNS can point."""
    host = host_and_port
    if not host.endswith("]"):  # "[::1]" has no port; "[::1]:80" and "1.2.3.4:80" have one
        host = host.rsplit(":", 1)[0] if ":" in host else host
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


async def _websocket(request: web.Request) -> web.StreamResponse:
    serving = request.app[SERVING]
    handler = serving.handler
    caps = handler.limits.caps
    if not _origin_allowed(request, request.app[ORIGINS]):
        return web.Response(status=403, text="this page may not connect to the table server\n")
    source = request.remote or "?"
    ws = web.WebSocketResponse(
        heartbeat=caps.heartbeat_seconds, max_msg_size=4 * p.MAX_MESSAGE_BYTES
    )
    await ws.prepare(request)
    request.app[GATE].hold(request)  # upgraded: the hello's deadline and the heartbeat take over
    full = handler.limits.open_connection(source)
    if full:
        await _refuse(ws, full, p.CLOSE_FULL if "full" in full else p.CLOSE_RATE)
        return ws
    host, _, port = request.host.rpartition(":")
    address = (host, int(port)) if port.isdigit() else (request.host, 443 if handler.tls else 80)
    conn = Connection(ws, source, address, handler.limits.connection_bucket(), stats=serving.stats)
    conn.strikes = handler.limits.strikes()
    conn.backlog = handler.limits.backlog()
    transport = request.transport
    if transport is not None:
        conn.cut = transport.abort  # a peer that reads nothing: dropped, its bytes with it
    writer = asyncio.get_running_loop().create_task(conn.write())
    serving.sockets.add(ws)
    try:
        await _serve(serving, conn, caps)
    finally:
        handler.gone(conn)
        serving.sockets.discard(ws)
        handler.limits.close_connection(source)
        conn.queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(writer, 2)
        if not ws.closed:
            await ws.close()
    return ws


async def _refuse(ws: web.WebSocketResponse, reason: str, code: int) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):
        await ws.send_str(p.dumps({"type": "error", "reason": reason}))
        await ws.close(code=code, message=reason.encode()[:120])


async def _serve(serving: Serving, conn: Connection, caps: Caps) -> None:
    ws, handler, stats = conn.ws, serving.handler, serving.stats
    while True:
        timeout = caps.idle_seconds if conn.greeted else caps.hello_seconds
        try:
            msg = await ws.receive(timeout=timeout)
        except TimeoutError:
            why = "silent for too long" if conn.greeted else "no hello in time"
            await _close(conn, why, p.CLOSE_TIMEOUT)
            return
        if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
            return
        if msg.type == WSMsgType.ERROR:
            await _close(conn, "message too large or broken", p.CLOSE_PROTOCOL)
            return
        try:
            try:
                handler.check_rate(conn, conn.bucket.allow())
            except Refusal as exc:
                conn.send(exc.message())
                continue
            data = msg.data if msg.type == WSMsgType.TEXT else bytes(msg.data or b"")
            message = read_request(data)  # the one parser: typed from here on
            if stats is None or not isinstance(message, Decide):
                await handler.handle(conn, message)
            else:
                timing = stats.begin()
                try:
                    await handler.handle(conn, message)
                finally:
                    stats.end(timing)
        except p.ProtocolError as exc:
            await _close(conn, str(exc), p.CLOSE_PROTOCOL)
            return
        except Closing as exc:
            await _close(conn, str(exc), exc.code)
            return
        except Exception:  # a bug of ours: this connection ends, the tables go on
            log.exception("a message could not be handled")
            await _close(conn, "the server could not handle that message", p.CLOSE_PROTOCOL)
            return


async def _close(conn: Connection, reason: str, code: int) -> None:
    """Say why, after anything already queued, then close."""
    conn.send({"type": "error", "reason": reason})
    conn.queue.put_nowait(None)
    for _ in range(100):  # the writer sends what is queued, the reason last
        if conn.queue.empty():
            break
        await asyncio.sleep(0.01)
    with contextlib.suppress(ConnectionError, RuntimeError):
        await conn.ws.close(code=code, message=reason.encode()[:120])
