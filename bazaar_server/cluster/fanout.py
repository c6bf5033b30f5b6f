"""The fan-out between nodes over Redis pub/sub (`pipeline.interfaces.Fanout`): "table T has
decision n".

A node that wrote a decision publishes it (after the store committed it); every node with a
client of T hears it, re-reads T's log from the shared store and sends its clients their frames.
No sticky sessions: any node may serve any client of any table.

Pub/sub delivers at most once and only to a connected subscriber, so the message is only a
nudge and the store stays the truth: after every (re)subscription `on_resync` is called with the
tables watched, and the node re-reads them (whatever was published while Redis was away is in
the log). A Redis that is down makes `publish` return None, never raise into a table: the
decision is already in the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from redis.exceptions import TimeoutError as RedisTimeoutError

from bazaar_server.pipeline.interfaces import OnDecision, OnResync

log = logging.getLogger(__name__)

PREFIX = "bazaar:table:"
DOWN = (RedisConnectionError, RedisTimeoutError, OSError)
RETRY_SECONDS = (0.1, 0.2, 0.5, 1.0, 2.0)  # reconnecting: soon, then every 2 s
POLL_SECONDS = 0.5  # how often the listening task looks at watch/unwatch requests
# Publishing: at most this many connections, however many tables publish at once (the others
# wait for one, at most PUBLISH_WAIT_SECONDS: then "not published", as if Redis were away).
PUBLISHERS = 8
PUBLISH_WAIT_SECONDS = 5.0


def channel(table_id: str) -> str:
    return PREFIX + table_id


def client(url: str, *, retries: int = 2, most: int | None = None) -> aioredis.Redis:
    """Keepalive and a health check notice a Redis that vanished without closing the socket;
    `retries` quick reconnections (redis-py's own) before a call fails. With `most`, at most
    that many connections: a call waits for a free one."""
    options: dict[str, Any] = {
        "socket_connect_timeout": 3,
        "socket_keepalive": True,
        "health_check_interval": 10,
        "retry": Retry(ExponentialBackoff(cap=0.5, base=0.05), retries),
    }
    if most is None:
        return aioredis.Redis.from_url(url, **options)
    pool = aioredis.BlockingConnectionPool.from_url(
        url, max_connections=most, timeout=PUBLISH_WAIT_SECONDS, **options
    )
    return aioredis.Redis.from_pool(pool)


class Fanout:
    """One node's publisher and subscriber. `run()` listens until `close()`; `watch(T)` while
    the node has a client of T, `unwatch(T)` when the last one leaves."""

    def __init__(
        self,
        url: str,
        on_decision: OnDecision,
        on_resync: OnResync | None = None,
        *,
        node: str | None = None,
    ) -> None:
        self.url = url
        self.node = node or uuid.uuid4().hex[:12]
        self.on_decision = on_decision
        self.on_resync = on_resync
        self.watched: set[str] = set()
        self.subscriptions = 0  # how many times it has (re)subscribed: 1 + reconnections
        self._publisher = client(url, most=PUBLISHERS)
        self._closed = asyncio.Event()
        self._changed = asyncio.Event()
        self._sending: set[asyncio.Task[int | None]] = set()

    # --- publishing ----------------------------------------------------------------------
    def publish(self, table_id: str, n: int) -> None:
        """`send` in a task of its own: the table that wrote does not wait for Redis."""
        task = asyncio.get_running_loop().create_task(self.send(table_id, n))
        self._sending.add(task)
        task.add_done_callback(self._sending.discard)

    async def published(self) -> None:
        await asyncio.gather(*self._sending)

    async def send(self, table_id: str, n: int) -> int | None:
        """Tell every node; how many subscribers heard it, or None if Redis is unreachable."""
        message = json.dumps({"table": table_id, "n": n, "node": self.node})
        try:
            return int(await self._publisher.publish(channel(table_id), message))
        except DOWN as exc:
            # Its pool reconnects on the next call; the store has the decision meanwhile.
            log.warning("fan-out: table %s decision %d not published (%s)", table_id, n, exc)
            return None

    # --- subscribing ---------------------------------------------------------------------
    def watch(self, table_id: str) -> None:
        self.watched.add(table_id)
        self._changed.set()

    def unwatch(self, table_id: str) -> None:
        self.watched.discard(table_id)
        self._changed.set()

    async def run(self) -> None:
        """Listen, reconnecting whenever Redis goes away, until `close()`."""
        failures = 0
        while not self._closed.is_set():
            try:
                await self._listen()
                failures = 0
            except DOWN as exc:
                delay = RETRY_SECONDS[min(failures, len(RETRY_SECONDS) - 1)]
                failures += 1
                log.warning("fan-out: Redis unreachable (%s); again in %.1f s", exc, delay)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._closed.wait(), delay)

    async def _listen(self) -> None:
        # No retries of its own: redis-py's pub/sub would re-subscribe silently, and the node
        # would miss re-reading what was published meanwhile. Every loss comes here.
        subscriber = client(self.url, retries=0)
        pubsub = subscriber.pubsub(ignore_subscribe_messages=True)
        try:
            # A channel of its own, so it always has one subscription (needed to listen).
            subscribed = {PREFIX + "node:" + self.node}
            await pubsub.subscribe(*subscribed)
            self._changed.set()
            first = True
            while not self._closed.is_set():
                if self._changed.is_set():
                    self._changed.clear()
                    wanted = {channel(t) for t in self.watched} | {PREFIX + "node:" + self.node}
                    added = wanted - subscribed
                    if added:
                        await pubsub.subscribe(*added)
                    if subscribed - wanted:
                        await pubsub.unsubscribe(*(subscribed - wanted))
                    subscribed = wanted
                    if first:
                        # Subscribed before re-reading: nothing falls between the two.
                        first = False
                        self.subscriptions += 1
                        if self.on_resync is not None:
                            await self.on_resync(frozenset(self.watched))
                    elif added and self.on_resync is not None:
                        # What was published before this subscription began is in the store.
                        await self.on_resync(
                            frozenset(t for t in self.watched if channel(t) in added)
                        )
                message = await pubsub.get_message(timeout=POLL_SECONDS)
                batch = []
                while message is not None:  # and what else is waiting, without waiting
                    if message.get("type") == "message":
                        batch.append(message)
                    message = await pubsub.get_message(timeout=0)
                await self._deliver(batch)
        finally:
            with contextlib.suppress(RedisError, OSError):
                await pubsub.aclose()
            with contextlib.suppress(RedisError, OSError):
                await subscriber.aclose()

    async def _deliver(self, messages: list[dict[str, Any]]) -> None:
        """Each table heard of once per batch (its latest decision; another node's news first):
        a burst of a table's decisions is one re-read of the store, not one each."""
        latest: dict[str, tuple[int, str]] = {}
        for message in messages:
            try:
                body = json.loads(message["data"])
                table_id, n, node = str(body["table"]), int(body["n"]), str(body["node"])
            except (ValueError, KeyError, TypeError):
                log.warning("fan-out: a malformed message ignored: %r", message.get("data"))
                continue
            seen = latest.get(table_id)
            if seen is None or (n, node != self.node) > (seen[0], seen[1] != self.node):
                latest[table_id] = (n, node)
        for table_id, (n, node) in latest.items():
            await self.on_decision(table_id, n, node)

    async def close(self) -> None:
        self._closed.set()
        with contextlib.suppress(RedisError, OSError):
            await self._publisher.aclose()
