"""Tables made and left: what an address is charged for, and when a table nobody sat down at
is closed.

An address may hold `tables_per_source` tables that are playing or have someone at them.
A table that never started (a person seat never taken) and that nobody is at is not charged
to its creator: behind a proxy, or "Host on this computer", every creator is one address, and
200 tables made and left would otherwise shut everyone out, across restarts. Such tables still
hold memory, so an address keeps at most as many of them again (its oldest is closed to make
room for a new one), and each is closed after `unstarted_seconds` with nobody at it (counted
afresh from a restart). Closing one marks it over in the store: its room code and seat links
are then spent, and a restart does not bring it back.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import TYPE_CHECKING

from bazaar_server.protocol import Refused
from bazaar_server.store.interface import StoreError

if TYPE_CHECKING:
    from bazaar_server.tables.live_table import LiveTable
    from bazaar_server.tables.registry import Registry


async def room_for_a_table(registry: Registry, source: str) -> Refused | None:
    """Why `source` may not make one more table now, or None (making room if it must)."""
    caps = registry.caps
    mine = [registry.tables[i] for i in registry.by_source.get(source, ()) if i in registry.tables]
    left = sorted((t for t in mine if t.unattended), key=lambda t: t.alone_since)
    charged = sum(1 for t in mine if not t.record.over and not t.unattended)
    if charged >= caps.tables_per_source:
        return Refused.TOO_MANY_TABLES
    if len(left) >= caps.tables_per_source:
        await close(registry, left[0])  # its own oldest table left unstarted
    if len(registry.tables) >= caps.tables:
        everyone_left = [t for t in registry.tables.values() if t.unattended]
        if not everyone_left:
            return Refused.FULL
        await close(registry, min(everyone_left, key=lambda t: t.alone_since))
    return None


async def close(registry: Registry, table: LiveTable) -> None:
    """A table nobody sat down at, closed: over in the store, out of memory. In a store shared
    by several nodes it is only let go (someone may sit at it through another node)."""
    if registry.nodes.shared:
        registry.let_go(table)
        return
    with contextlib.suppress(StoreError):  # a store that cannot say so: a restart reads it
        await registry.store.mark_over(table.id)
    table.record.over = True
    registry.forget(table)


async def close_the_unattended(registry: Registry, now: float | None = None) -> int:
    """Close every table left unstarted and alone for `unstarted_seconds`; how many."""
    now = time.monotonic() if now is None else now
    limit = registry.caps.unstarted_seconds
    gone = [t for t in registry.tables.values() if t.unattended and now - t.alone_since >= limit]
    for table in gone:
        await close(registry, table)
    return len(gone)


async def sweep(registry: Registry) -> None:
    """Every so often (a tenth of the wait, at most a minute), until cancelled."""
    every = min(60.0, registry.caps.unstarted_seconds / 10)
    while True:
        await asyncio.sleep(every)
        await close_the_unattended(registry)
