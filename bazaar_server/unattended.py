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
from bazaar_server.store import StoreError

if TYPE_CHECKING:
    from bazaar_server.hub import Hub
    from bazaar_server.table import LiveTable


async def room_for_a_table(hub: Hub, source: str) -> Refused | None:
    """Why `source` may not make one more table now, or None (making room if it must)."""
    caps = hub.limits.caps
    mine = [hub.tables[i] for i in hub.by_source.get(source, ()) if i in hub.tables]
    left = sorted((t for t in mine if t.unattended), key=lambda t: t.alone_since)
    charged = sum(1 for t in mine if not t.record.over and not t.unattended)
    if charged >= caps.tables_per_source:
        return Refused.TOO_MANY_TABLES
    if len(left) >= caps.tables_per_source:
        await close(hub, left[0])  # its own oldest table left unstarted
    if len(hub.tables) >= caps.tables:
        everyone_left = [t for t in hub.tables.values() if t.unattended]
        if not everyone_left:
            return Refused.FULL
        await close(hub, min(everyone_left, key=lambda t: t.alone_since))
    return None


async def close(hub: Hub, table: LiveTable) -> None:
    """A table nobody sat down at, closed: over in the store, out of memory. Several nodes
    only let it go (someone may sit at it through another node; the store keeps it)."""
    if hub.nodes is not None:
        hub.let_go(table)
        return
    with contextlib.suppress(StoreError):  # a store that cannot say so: a restart reads it
        await hub.store.mark_over(table.id)
    table.record.over = True
    hub._forget(table)


async def close_the_unattended(hub: Hub, now: float | None = None) -> int:
    """Close every table left unstarted and alone for `unstarted_seconds`; how many."""
    now = time.monotonic() if now is None else now
    limit = hub.limits.caps.unstarted_seconds
    gone = [t for t in hub.tables.values() if t.unattended and now - t.alone_since >= limit]
    for table in gone:
        await close(hub, table)
    return len(gone)


async def sweep(hub: Hub) -> None:
    """Every so often (a tenth of the wait, at most a minute), until cancelled."""
    every = min(60.0, hub.limits.caps.unstarted_seconds / 10)
    while True:
        await asyncio.sleep(every)
        await close_the_unattended(hub)
