"""Hostile input on a real server process: each gets one clear refusal (or is closed with its
reason), and the table goes on."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bazaar_engine import games
from bazaar_server import protocol as p
from bazaar_server.client import ServerError, TableClient
from tests.server.serving import ServerProcess

CAPS = ("--hello-seconds", "1", "--idle-seconds", "3", "--connections-per-source", "6")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    process = ServerProcess(tmp_path_factory.mktemp("hostile") / "t.sqlite3", CAPS).start()
    yield process
    assert "Traceback" not in process.stop()


HELLO = p.dumps({"type": "hello", "protocol": 1, "version": p.bazaar_version()})


async def _raw(server: ServerProcess, *texts: str, hello: bool = True, **kw: Any) -> list[Any]:
    """Open a bare WebSocket, say hello (or not), send `texts`; everything received until the
    server closes (texts as dicts), then the close code."""
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(server.url, max_msg_size=0, **kw) as ws,
    ):
        for text in (HELLO, *texts) if hello else texts:
            await ws.send_str(text)
        got: list[Any] = [
            json.loads(message.data)
            async for message in ws
            if message.type == aiohttp.WSMsgType.TEXT
        ]
        got.append(ws.close_code)
        return got


def _errors(got: list[Any]) -> list[str]:
    return [m["reason"] for m in got[:-1] if m["type"] == "error"]


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ("[" * 8000 + "]" * 8000, "nested too deeply"),
        ('{"type": "decide", "n": 1, "action": ' + "{" * 3000 + "}" * 3000 + "}", "too deeply"),
        (json.dumps({"type": "ping", "pad": "x" * 20_000}), "too large"),
        ('{"type": "launch_missiles"}', "unknown message type"),
        ('{"type": "join", "room": "0OIL10"}', "bad room"),
        ('{"type": "sit", "token": "short"}', "bad token"),
        ('{"type": "join", "room": "ABCDEF", "extra": 1}', "unexpected field"),
        ('{"type": "hello", "protocol": 1, "version": "0.1.0"}', "already said"),
        ('{"type": "decide", "n": true, "action": {"type": "Pass"}}', "bad n"),
    ],
)
def test_a_bad_message_closes_its_connection_with_one_clear_reason(
    server: ServerProcess, text: str, reason: str
) -> None:
    got = asyncio.run(_raw(server, text))
    assert got[0]["type"] == "welcome"
    assert len(_errors(got)) == 1 and reason in _errors(got)[0]
    assert got[-1] == p.CLOSE_PROTOCOL


def test_speaking_before_hello_or_in_another_version_is_refused(server: ServerProcess) -> None:
    got = asyncio.run(_raw(server, '{"type": "ping"}', hello=False))
    assert _errors(got) == ["say hello first"]
    old = p.dumps({"type": "hello", "protocol": 1, "version": "0.0.9"})
    got = asyncio.run(_raw(server, old, hello=False))
    assert got[-1] == p.CLOSE_VERSION
    (why,) = _errors(got)
    assert "0.1.x" in why and "0.0.9" in why  # which versions can play together


def test_silent_connections_are_timed_out_with_a_reason(server: ServerProcess) -> None:
    got = asyncio.run(_raw(server, hello=False))
    assert _errors(got) == ["no hello in time"] and got[-1] == p.CLOSE_TIMEOUT
    got = asyncio.run(_raw(server))
    assert got[0]["type"] == "welcome" and _errors(got) == ["silent for too long"]


def test_a_browser_page_from_elsewhere_is_turned_away_and_no_version_is_named(
    server: ServerProcess,
) -> None:
    async def scenario() -> None:
        async with aiohttp.ClientSession() as session:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(server.url, headers={"Origin": "https://evil.example"})
            assert refused.value.status == 403
            async with session.get(f"http://127.0.0.1:{server.port}/") as response:
                assert response.headers["Server"] == "Bazaar"

    asyncio.run(scenario())


def test_a_decision_out_of_turn_is_refused_in_the_engines_words_and_the_game_goes_on(
    server: ServerProcess,
) -> None:
    async def scenario() -> None:
        host = TableClient(server.url)
        await host.connect()
        created = await host.create("jewels", [{"kind": "person"}, {"kind": "person"}])
        guest = TableClient(server.url)
        await guest.connect()
        await guest.join(created["room"])
        frame = await guest.next("frame")
        while len(frame["public"]["to_act"]) != 1:
            frame = await guest.next("frame")
        acting, waiting = (host, guest) if frame["public"]["to_act"] == [0] else (guest, host)
        while acting.frame is None or acting.frame["n"] != frame["n"]:
            await acting.next("frame")
        game = games.make_game("jewels")
        view = game.state_from_json(acting.frame["view"])
        legal = game.action_to_json(view.legal_actions(acting.seat or 0)[0])
        await waiting.decide(frame["n"], legal)  # the right move, by the wrong seat
        refused = await waiting.next("refused")
        assert refused["n"] == frame["n"]
        assert waiting.seat is not None
        assert f"not player {waiting.seat + 1}'s decision" in refused["reason"]
        # The engine's code and params as well: a client words them in its player's language.
        assert refused["code"] == "not_your_decision"
        assert refused["params"] == {"seat": waiting.seat}
        await waiting.decide(frame["n"], {"type": "Nonsense"})
        assert "unknown action type" in (await waiting.next("refused"))["reason"]
        await host.ping()
        await host.next("pong")  # the table and its connections go on
        for client in (host, guest):
            await client.close()

    asyncio.run(scenario())


def test_a_flood_is_refused_then_closed(server: ServerProcess) -> None:
    got = asyncio.run(_raw(server, *['{"type": "ping"}'] * 400))
    kinds = [m["type"] for m in got[:-1]]
    assert "refused" in kinds and _errors(got) == ["too many messages"]
    assert got[-1] == p.CLOSE_RATE


def test_too_many_connections_from_one_address_are_refused(server: ServerProcess) -> None:
    async def scenario() -> str:
        clients = [TableClient(server.url, reconnect=False) for _ in range(7)]
        for client in clients[:6]:
            await client.connect()
        try:
            with pytest.raises(ServerError) as refused:
                await clients[6].connect()
            return str(refused.value)
        finally:
            for client in clients:
                await client.close()

    assert "too many connections" in asyncio.run(scenario())


def test_wrong_room_codes_are_limited_per_address(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "t.sqlite3", ("--wrong-codes-per-minute", "5")).start()

    async def scenario() -> list[str]:
        client = TableClient(server.url, reconnect=False)
        await client.connect()
        reasons = []
        for _ in range(6):  # five wrong codes are refused, the sixth closes the connection
            try:
                await client.join("ABCDEF")
            except ServerError as exc:
                reasons.append(str(exc))
            if client.closed_reason:
                break
        await client.close()
        again = TableClient(server.url, reconnect=False)  # the address waits out its minute
        await again.connect()
        with pytest.raises(ServerError) as blocked:
            await again.join("ABCDEF")
        reasons.append(str(blocked.value))
        await again.close()
        return reasons

    try:
        reasons = asyncio.run(scenario())
    finally:
        server.stop()
    assert reasons[:5] == ["no table has that room code"] * 5
    assert "too many wrong codes" in reasons[5] and "too many wrong codes" in reasons[6]


def test_tables_are_capped_per_address_and_spectators_only_where_allowed(tmp_path: Path) -> None:
    server = ServerProcess(tmp_path / "t.sqlite3", ("--tables-per-source", "2")).start()

    async def scenario() -> list[str]:
        client = TableClient(server.url, reconnect=False)
        await client.connect()
        seats = [{"kind": "person"}, {"kind": "person"}]
        first = await client.create("jewels", seats)  # each stays at its table: charged
        other = TableClient(server.url, reconnect=False)
        await other.connect()
        await other.create("jewels", seats)
        reasons = []
        with pytest.raises(ServerError) as capped:
            await client.create("jewels", seats)
        reasons.append(str(capped.value))
        watcher = TableClient(server.url, reconnect=False)
        await watcher.connect()
        with pytest.raises(ServerError) as private:
            await watcher.watch(first["room"])
        reasons.append(str(private.value))
        for each in (client, other, watcher):
            await each.close()
        return reasons

    try:
        reasons = asyncio.run(scenario())
    finally:
        server.stop()
    assert reasons == ["too many tables from your address", "this table does not allow spectators"]


def test_a_half_open_connection_that_does_not_answer_pings_is_closed(tmp_path: Path) -> None:
    caps = ("--heartbeat-seconds", "1", "--idle-seconds", "300")
    server = ServerProcess(tmp_path / "t.sqlite3", caps).start()

    async def scenario() -> tuple[list[str], int | None]:
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(server.url, autoping=False, heartbeat=None) as ws,
        ):
            await ws.send_str(HELLO)
            kinds = []
            async for message in ws:  # pings arrive and are never answered
                kinds.append(message.type.name)
            return kinds, ws.close_code

    try:
        kinds, code = asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        errors = server.stop()
    assert "PING" in kinds and code is not None
    assert "Traceback" not in errors
