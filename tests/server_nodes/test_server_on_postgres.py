"""A whole game on a real `bazaar-server` process whose store is PostgreSQL (`--store
postgresql://…`): main.py opens its store through `stores.open_store`."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bazaar_server.client import TableClient
from bazaar_server.store.postgres import PostgresStore
from tests.server.serving import ServerProcess
from tests.server_nodes.peers import play_both

SEATS = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}]


def test_a_whole_game_with_the_server_on_postgresql(postgres_url: str, tmp_path: Path) -> None:
    # The later --store wins; the first names where ServerProcess keeps the server's stderr.
    server = ServerProcess(tmp_path / "unused.sqlite3", args=("--store", postgres_url)).start()

    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        created = await host.create("basari", SEATS)
        guest = TableClient(server.url)
        await guest.connect()
        await guest.join(created["room"], "Guest")
        finals = await play_both(host, guest)
        assert all(final["public"]["over"] for final in finals)

    try:
        asyncio.run(scenario())
    finally:
        assert "Traceback" not in server.stop()
    store = PostgresStore(postgres_url)
    try:
        (table,) = store.tables(live_only=False)
        log = store.log(table.id)
        assert table.over and [e.seq for e in log] == list(range(1, len(log) + 1))
    finally:
        store.close()
    assert not (tmp_path / "unused.sqlite3").exists()
