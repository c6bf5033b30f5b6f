"""kill -9 the server mid-game and start it again on the same port: the table resumes from
its log, both people's clients reconnect by themselves, the game finishes, and every frame
sent before the kill still agrees with the log (nothing anyone was told was lost)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from bazaar_server.client import TableClient
from tests.server.secrecy import check_received
from tests.server.serving import ServerProcess, play_at_random


def test_a_table_survives_kill_9_and_its_clients_come_back(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "tables.sqlite3").start()

    async def scenario() -> list[TableClient]:
        host = TableClient(server.url, record=True)
        await host.connect()
        seats = [{"kind": "person"}, {"kind": "bot", "level": "random"}, {"kind": "person"}]
        created = await host.create("basari", seats)
        guest = TableClient(server.url, record=True)
        await guest.connect()
        await guest.join(created["room"])
        games = asyncio.gather(
            play_at_random(host, random.Random(1)), play_at_random(guest, random.Random(2))
        )
        while host.frame is None or host.frame["n"] < 40:
            await asyncio.sleep(0.01)
        server.kill9()
        killed_at = host.frame["n"]
        server.start(port=server.port)  # the same port: the clients' address
        finals = await asyncio.wait_for(games, 240)
        assert all(final["public"]["over"] for final in finals)
        assert finals[0]["n"] > killed_at
        for client in (host, guest):
            await client.close()
        return [host, guest]

    try:
        clients = asyncio.run(scenario())
    finally:
        errors = server.stop()
    assert "resumed 1 table(s)" in "".join(server.lines) + errors or len(server.lines) >= 2
    for client in clients:
        assert client.reconnects >= 1
        assert client.received is not None
        notes = [m["state"] for m in client.received if m.get("type") == "connection"]
        assert notes[:2] == ["lost", "back"]
        assert check_received(server.store, client.received) > 10
    assert "Traceback" not in errors
