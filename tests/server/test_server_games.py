"""Whole games of all three titles on a real `bazaar-server` process: two people (through
`TableClient`) and bots at each table, a spectator; every frame every client received is
checked against the store's log with what that seat may not know dealt again."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from bazaar_server.client import TableClient
from tests.server.secrecy import check_received
from tests.server.serving import ServerProcess, play_at_random

TABLES = {
    "basari": [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}],
    "jewels": [{"kind": "person"}, {"kind": "bot", "level": "easy"}, {"kind": "person"}],
    "basta": [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}],
}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(tmp_path / "tables.sqlite3").start()
    yield process
    assert "Traceback" not in process.stop()


async def _play(server: ServerProcess, game: str, seed: int) -> list[TableClient]:
    host = TableClient(server.url, record=True)
    await host.connect()
    created = await host.create(game, TABLES[game], spectators=True)
    guest = TableClient(server.url, record=True)
    await guest.connect()
    await guest.join(created["room"].lower(), "Guest")
    watcher = TableClient(server.url, record=True)
    await watcher.connect()
    await watcher.watch(created["room"])
    finals = await asyncio.gather(
        play_at_random(host, random.Random(seed)), play_at_random(guest, random.Random(seed + 1))
    )
    assert all(final["public"]["over"] for final in finals)
    while not (watcher.frame and watcher.frame["public"]["over"]):
        await watcher.next("frame")
    return [host, guest, watcher]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_whole_game_sends_each_seat_only_what_it_may_know(
    server: ServerProcess, game: str
) -> None:
    async def scenario() -> list[TableClient]:
        clients = await _play(server, game, seed=7)
        for client in clients:
            await client.close()
        return clients

    clients = asyncio.run(scenario())
    host, guest, watcher = clients
    people = [i for i, seat in enumerate(TABLES[game]) if seat["kind"] == "person"]
    assert [host.seat, guest.seat, watcher.seat] == [*people, None]  # join: the first free
    for client in clients:
        assert client.received is not None
        assert check_received(server.store, client.received) > 10
    assert host.frame is not None and host.frame["public"]["names"][people[1]] == "Guest"
