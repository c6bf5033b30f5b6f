"""How much one source (an address) and the whole server may ask: every cap in one place.

A token bucket limits messages per connection and per seat; a sliding minute limits wrong room
codes and wrong seat secrets per address (a 192-bit secret cannot be guessed, a 6-character
room code could be, slowly); counts cap connections per address and in all (live tables are
counted as they are, `unattended.py`).
"""

from __future__ import annotations

import time
from collections import defaultdict, deque
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Caps:
    connections_per_source: int = 64
    connections: int = 20_000
    tables_per_source: int = 200  # live tables from one address playing or with someone at
    unstarted_seconds: float = 1800.0  # a table never started, nobody at it: closed after
    tables: int = 20_000
    wrong_codes_per_minute: int = 20  # wrong room codes or seat secrets from one address
    messages_per_second: float = 30.0  # per connection, and per seat over its connections
    message_burst: float = 60.0
    # Messages refused for rate a connection may collect before it is closed; one is forgiven
    # a second, so a flood paced just over the rate is closed too (a count reset by every
    # message let through was never reached by one at 2-16 times the rate).
    flood_strikes: int = 60
    strikes_forgiven_per_second: float = 1.0
    hello_seconds: float = 10.0  # a connection must say hello this soon
    header_seconds: float = 10.0  # a whole HTTP request (the upgrade) within this, or cut
    queue_kib: int = 1024  # a connection's messages waiting to be sent; more and it is closed
    write_seconds: float = 30.0  # one message still not sent after this: the peer reads not
    idle_seconds: float = 300.0  # a connection that says nothing this long is closed
    heartbeat_seconds: float = 20.0  # WebSocket pings; a peer that does not pong is closed


@dataclass
class Bucket:
    """`burst` messages at once, then `per_second` on average."""

    per_second: float
    burst: float
    level: float = -1.0
    stamp: float = 0.0

    def allow(self, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        if self.level < 0:
            self.level, self.stamp = self.burst, now
        self.level = min(self.burst, self.level + (now - self.stamp) * self.per_second)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


@dataclass
class Strikes:
    """A connection's messages refused for rate: a score that leaks `per_second`."""

    per_second: float
    score: float = 0.0
    stamp: float = 0.0

    def add(self, allowed: bool, now: float | None = None) -> float:
        """Count one message (refused ones score 1); the score after."""
        now = time.monotonic() if now is None else now
        self.score = max(0.0, self.score - (now - self.stamp) * self.per_second)
        self.stamp = now
        if not allowed:
            self.score += 1
        return self.score


@dataclass
class Backlog:
    """What waits to be sent to one connection: at most `most` bytes, and no message taken
    more than `seconds` to be sent (a peer that reads nothing, or too slowly). `take` says
    False once either is past: the connection is then cut, never grown further."""

    most: int
    seconds: float
    waiting: int = 0  # bytes queued or being sent
    since: float | None = None  # when the message being sent began to be
    over: bool = False

    def take(self, size: int, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        stalled = self.since is not None and now - self.since > self.seconds
        if self.over or stalled or self.waiting + size > self.most:
            self.over = True
            return False
        self.waiting += size
        return True

    def sending(self) -> None:
        self.since = time.monotonic()

    def sent(self, size: int) -> None:
        self.waiting -= size
        self.since = None


@dataclass
class Limits:
    caps: Caps = field(default_factory=Caps)
    connections: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    _wrong: dict[str, deque[float]] = field(default_factory=lambda: defaultdict(deque))
    _seat_buckets: dict[tuple[str, int], Bucket] = field(default_factory=dict)

    def open_connection(self, source: str) -> str | None:
        """None if `source` may open one more connection (counted), else why not."""
        if sum(self.connections.values()) >= self.caps.connections:
            return "the server is full; try again later"
        if self.connections[source] >= self.caps.connections_per_source:
            return "too many connections from your address"
        self.connections[source] += 1
        return None

    def close_connection(self, source: str) -> None:
        self.connections[source] -= 1
        if self.connections[source] <= 0:
            del self.connections[source]

    def wrong_code(self, source: str, now: float | None = None) -> bool:
        """Count a wrong room code or secret; True while `source` is still under its cap."""
        now = time.monotonic() if now is None else now
        recent = self._wrong[source]
        while recent and recent[0] < now - 60:
            recent.popleft()
        recent.append(now)
        return len(recent) <= self.caps.wrong_codes_per_minute

    def blocked(self, source: str, now: float | None = None) -> bool:
        """Whether `source` has used up its wrong codes for this minute."""
        now = time.monotonic() if now is None else now
        recent = self._wrong.get(source) or deque()
        return sum(1 for t in recent if t >= now - 60) >= self.caps.wrong_codes_per_minute

    def backlog(self) -> Backlog:
        return Backlog(self.caps.queue_kib * 1024, self.caps.write_seconds)

    def strikes(self) -> Strikes:
        return Strikes(self.caps.strikes_forgiven_per_second)

    def connection_bucket(self) -> Bucket:
        return Bucket(self.caps.messages_per_second, self.caps.message_burst)

    def seat_bucket(self, table: str, seat: int) -> Bucket:
        key = (table, seat)
        if key not in self._seat_buckets:
            self._seat_buckets[key] = Bucket(self.caps.messages_per_second, self.caps.message_burst)
        return self._seat_buckets[key]
