"""Abuse that follows the protocol on a real server process: options no game can have, a
flood paced just over the rate, a page on a rebound name, a seat given back that was never
handed over. Each gets one clear answer; nothing is written, counted or logged for it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bazaar_server import protocol as p
from bazaar_server.client import ServerError, TableClient
from bazaar_server.store.interface import Seats, TableRecord
from bazaar_server.store.sqlite import SqliteStore
from tests.server.serving import ServerProcess

FRIEND = "http://friend.example"  # a name the operator allowed with --allow-origin
HELLO = p.dumps({"type": "hello", "protocol": 1, "version": p.bazaar_version()})


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    store = tmp_path_factory.mktemp("abuse") / "t.sqlite3"
    process = ServerProcess(store, ("--allow-origin", FRIEND, "--tables-per-source", "3")).start()
    yield process
    errors = process.stop()
    assert "Traceback" not in errors and "could not handle" not in errors


def test_options_the_seats_cannot_have_are_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    server = ServerProcess(tmp_path / "t.sqlite3", ("--tables-per-source", "2")).start()
    two = [{"kind": "person"}, {"kind": "person"}]

    async def scenario() -> list[str]:
        client = TableClient(server.url, reconnect=False)
        await client.connect()
        reasons = []
        for _ in range(5):  # more than the cap: none of them is counted
            with pytest.raises(ServerError) as refused:
                await client.create("jewels", two, options={"first_player": 3})
            reasons.append(str(refused.value))
        created = await client.create("jewels", two)  # the address is not locked out
        assert len(created["room"]) == 6
        await client.close()
        return reasons

    try:
        reasons = asyncio.run(scenario())
    finally:
        errors = server.stop()
    assert reasons == ["first player 4 is not one of the 2 seats"] * 5  # the engine's words
    assert "Traceback" not in errors and "could not handle" not in errors
    again = ServerProcess(server.store).start()  # the store holds the one good table only
    try:
        assert again.lines[1].startswith("resumed 1 table(s)")
    finally:
        assert again.stop() == errors  # nothing more said at the restart


async def _flood(server: ServerProcess, per_second: float, give_up: float) -> tuple[int, int]:
    """Pings at `per_second`, reading every answer, until the server closes the connection
    (or `give_up` seconds); (messages sent, close code)."""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(server.url, max_msg_size=0) as ws,
    ):
        await ws.send_str(HELLO)
        reader = asyncio.create_task(_drain(ws))
        sent, start = 0, time.monotonic()
        ping = p.dumps({"type": "ping"})
        while not reader.done() and time.monotonic() - start < give_up:
            try:
                await ws.send_str(ping)
            except ConnectionError:
                break
            sent += 1
            await asyncio.sleep(max(0.0, start + sent / per_second - time.monotonic()))
        await asyncio.wait_for(reader, 10) if reader.done() else reader.cancel()
        return sent, ws.close_code or 0


async def _drain(ws: aiohttp.ClientWebSocketResponse) -> None:
    async for _message in ws:
        pass


@pytest.mark.parametrize("times_the_rate", [2, 16])
def test_a_flood_paced_over_the_rate_is_closed(server: ServerProcess, times_the_rate: int) -> None:
    sent, code = asyncio.run(_flood(server, 30.0 * times_the_rate, give_up=90))
    assert code == p.CLOSE_RATE, f"still open after {sent} messages"


def test_a_page_on_a_rebound_name_is_refused_and_an_allowed_name_connects(
    server: ServerProcess,
) -> None:
    async def status(host: str, origin: str) -> int:
        headers = {"Host": host, "Origin": origin}
        async with aiohttp.ClientSession() as session:
            try:
                async with session.ws_connect(server.url, headers=headers) as ws:
                    await ws.send_str(HELLO)
                    welcome = await ws.receive_json(timeout=10)
                    assert welcome["type"] == "welcome"
                    return 101
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status

    own = f"127.0.0.1:{server.port}"
    assert asyncio.run(status("evil.example", "http://evil.example")) == 403
    rebound = f"evil.example:{server.port}"
    assert asyncio.run(status(rebound, f"http://{rebound}")) == 403
    assert asyncio.run(status(own, f"http://{own}")) == 101  # the server's own address
    assert asyncio.run(status("friend.example", FRIEND)) == 101  # allowed by its operator


def test_giving_back_a_seat_never_handed_to_a_bot_is_refused(server: ServerProcess) -> None:
    async def scenario() -> str:
        host = TableClient(server.url, reconnect=False)
        await host.connect()
        created = await host.create("jewels", [{"kind": "person"}, {"kind": "person"}])
        guest = TableClient(server.url, reconnect=False)
        await guest.connect()
        await guest.join(created["room"])
        while host.frame is None or host.frame["public"]["waiting"]:
            await host.next("frame")
        await host.request({"type": "ping"}, "pong")  # every frame of the start came before
        try:
            with pytest.raises(ServerError) as refused:
                frame = await host.request({"type": "give_back", "seat": 1}, "frame")
                pytest.fail(f"answered with a frame: {json.dumps(frame)[:200]}")
            return str(refused.value)
        finally:
            for client in (host, guest):
                await client.close()

    assert asyncio.run(scenario()) == "that seat was not handed to a bot"


TWO = [{"kind": "person"}, {"kind": "person"}]


def _live_tables(store: Path) -> int:
    with contextlib.closing(sqlite3.connect(store)) as db:
        return int(db.execute("SELECT count(*) FROM tables WHERE over=0").fetchone()[0])


async def _create_and_stay(url: str) -> TableClient:
    client = TableClient(url, reconnect=False)
    await client.connect()
    try:
        await client.create("jewels", TWO)
    except ServerError:
        await client.close()
        raise
    return client


def test_tables_made_and_left_never_lock_their_address_out(tmp_path: Path) -> None:
    caps = ("--tables-per-source", "3", "--wrong-codes-per-minute", "1000")
    server = ServerProcess(tmp_path / "t.sqlite3", caps).start()

    async def scenario() -> tuple[list[str], str]:
        maker = TableClient(server.url, reconnect=False)
        await maker.connect()
        rooms = [(await maker.create("jewels", TWO))["room"] for _ in range(10)]  # each left
        staying = [await _create_and_stay(server.url) for _ in range(2)]
        with pytest.raises(ServerError) as capped:  # three are played at or sat at: the cap
            await _create_and_stay(server.url)
        reasons = [str(capped.value)]
        with pytest.raises(ServerError) as closed:  # the oldest left were closed for room
            await maker.join(rooms[0])
        reasons.append(str(closed.value))
        await maker.join(rooms[-2])  # a recent one is still there for its guest
        for client in (maker, *staying):
            await client.close()
        return reasons, rooms[-1]

    try:
        reasons, _last = asyncio.run(scenario())
    finally:
        server.stop()
    assert reasons == ["too many tables from your address", "no table has that room code"]
    # After a restart the tables left are not charged either; the one the join started is.
    again = ServerProcess(server.store, caps).start()
    try:
        assert int(again.lines[1].split()[1]) <= 6

        async def up_to_the_cap() -> str:
            clients = [await _create_and_stay(again.url) for _ in range(2)]
            try:
                with pytest.raises(ServerError) as capped:
                    await _create_and_stay(again.url)
                return str(capped.value)
            finally:
                for client in clients:
                    await client.close()

        assert asyncio.run(up_to_the_cap()) == "too many tables from your address"
    finally:
        errors = again.stop()
    assert "Traceback" not in errors


def test_a_table_nobody_sat_at_is_closed_after_a_while_and_stays_closed(tmp_path: Path) -> None:
    caps = ("--unstarted-seconds", "2")
    server = ServerProcess(tmp_path / "t.sqlite3", caps).start()

    async def scenario() -> dict[str, Any]:
        host = TableClient(server.url, reconnect=False)
        await host.connect()
        created = await host.create("jewels", TWO)
        await host.close()  # the guest never came
        return created

    try:
        created = asyncio.run(scenario())
        deadline = time.monotonic() + 60
        while _live_tables(server.store) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _live_tables(server.store) == 0
    finally:
        server.stop()
    again = ServerProcess(server.store).start()
    try:
        assert again.lines[1].startswith("resumed 0 table(s)")

        async def sit_again() -> str:
            client = TableClient(again.url, reconnect=False)
            await client.connect()
            try:
                with pytest.raises(ServerError) as spent:
                    await client.sit(created["seats"][0]["token"])
                return str(spent.value)
            finally:
                await client.close()

        assert "no seat has that secret" in asyncio.run(sit_again())
    finally:
        again.stop()


def test_a_table_an_older_version_wrote_that_can_never_be_dealt_is_closed_once(
    tmp_path: Path,
) -> None:
    store = tmp_path / "t.sqlite3"
    older = SqliteStore(store)  # as a version that wrote before dealing left it
    seats: Seats = [{"kind": "person", "name": f"P{i}", "token": p.new_token()} for i in range(2)]
    record = TableRecord(
        "0" * 32, "jewels", {"first_player": 3}, seats, "ABCDEF", False, None, "1.2.3.4", 0.0
    )
    older.add_table(record)
    older.close()
    for start in range(2):
        server = ServerProcess(store).start()
        assert server.lines[1].startswith("resumed 0 table(s)")
        errors = server.stop()
        assert errors.count("could never be dealt") == 1, (start, errors)  # the first start's
    assert _live_tables(store) == 0
