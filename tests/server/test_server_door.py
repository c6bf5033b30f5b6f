"""The table server's door, met by raw sockets: half-open requests under a real open-file
limit (`prlimit`), connections counted before their upgrade, and requests no parser takes.
Honest clients still come in; nothing of it fills the log."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bazaar_server import protocol as p
from bazaar_server.client import TableClient
from tests.server.hostile_http import (
    JUNK,
    SECURITY,
    answer_to,
    closed_by_server,
    frame,
    half_open,
    websocket,
)
from tests.server.serving import ServerProcess

HELLO = p.dumps({"type": "hello", "protocol": 1, "version": p.bazaar_version()})
SOURCES = [f"127.0.0.{n}" for n in range(2, 8)]  # six addresses, all this machine


async def _an_honest_table(url: str) -> str:
    client = TableClient(url, reconnect=False)
    try:
        await asyncio.wait_for(client.connect(), 30)
        created = await client.create("jewels", [{"kind": "person"}, {"kind": "person"}])
        return str(created["room"])
    finally:
        await client.close()


@pytest.fixture
def many_files() -> Iterator[None]:
    """This test's own process holds a thousand sockets."""
    resource = pytest.importorskip("resource")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < 4096:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(4096, hard), hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@pytest.mark.usefixtures("many_files")
def test_half_open_requests_under_a_real_file_limit_leave_room_for_an_honest_client(
    tmp_path: Path,
) -> None:
    if shutil.which("prlimit") is None:
        pytest.skip("prlimit (util-linux) is not installed")
    server = ServerProcess(tmp_path / "t.sqlite3", wrapper=("prlimit", "--nofile=1024:1024"))
    server.start()
    held: list[socket.socket] = []
    try:
        for n in range(1050):  # systemd's soft limit, and more, from six addresses
            with contextlib.suppress(OSError):  # refused or cut already: the attacker goes on
                held.append(half_open(server.port, SOURCES[n % len(SOURCES)]))
        room = asyncio.run(_an_honest_table(server.url))  # while they are all held
    finally:
        for sock in held:
            sock.close()
        errors = server.stop()
    assert len(room) == 6
    assert "Traceback" not in errors and "Too many open files" not in errors
    assert len(errors.splitlines()) <= 3, errors[:2000]  # said once, not once an accept
    assert "the open-file limit leaves room for" in errors  # the start says what fits


def test_a_half_open_request_is_cut_and_counted_before_its_upgrade(tmp_path: Path) -> None:
    caps = ("--connections-per-source", "2", "--header-seconds", "1")
    server = ServerProcess(tmp_path / "t.sqlite3", caps).start()
    try:
        alone = half_open(server.port, "127.0.0.2")
        assert closed_by_server(alone)  # its request never ended: cut after its deadline
        # From one address: 2 WebSockets and 8 more connections under way at most; past
        # that the oldest half-open one is cut to make room.
        crowd = [half_open(server.port, "127.0.0.3") for _ in range(14)]
        assert all(closed_by_server(sock, within=30) for sock in crowd[:4])
        room = asyncio.run(_an_honest_table(server.url))  # another address is not held up
        for sock in [alone, *crowd]:
            sock.close()
    finally:
        errors = server.stop()
    assert len(room) == 6 and "Traceback" not in errors


def test_requests_no_parser_takes_are_answered_with_our_headers_and_not_logged(
    tmp_path: Path,
) -> None:
    server = ServerProcess(tmp_path / "t.sqlite3").start()
    try:
        answers = {what: answer_to(server.port, data) for what, data in JUNK.items()}
        assert asyncio.run(_an_honest_table(server.url))  # and the server goes on
    finally:
        errors = server.stop()
    for what, (status, headers) in answers.items():
        assert 400 <= status < 500, (what, status, headers)
        assert headers.get("Server") == "Bazaar", what
        assert all(headers.get(name) for name in SECURITY), (what, headers)
        assert headers.get("Cache-Control") == "no-store", what
    said = [line for line in errors.splitlines() if "the open-file limit" not in line]
    assert said == []  # no traceback, no line at all (but the start's word on the limit)


def test_a_client_that_never_reads_is_cut_and_the_table_goes_on(tmp_path: Path) -> None:
    caps = ("--queue-kib", "64", "--write-seconds", "5")
    server = ServerProcess(tmp_path / "t.sqlite3", caps).start()

    async def scenario() -> int:
        host = TableClient(server.url, reconnect=False)
        await host.connect()
        bots = [{"kind": "bot", "level": "random"}] * 4
        room = (await host.create("basari", bots, spectators=True))["room"]
        await host.watch(room)
        while not (await host.next("frame", timeout=60))["public"]["over"]:
            pass  # a whole game: a spectator's first frame then holds 64 events (~9 KB)
        watch = frame(p.dumps({"type": "watch", "room": room}))
        greedy = websocket(server.port, receive_buffer=4096)
        greedy.sendall(frame(HELLO))
        sent, deadline = 0, time.monotonic() + 180
        with contextlib.suppress(ConnectionError):  # reset by the server: cut
            while time.monotonic() < deadline:
                greedy.sendall(watch)  # 25 a second, under the rate; nothing read
                sent += 1
                await asyncio.sleep(0.04)
            sent = -sent  # still open
        greedy.close()
        await host.ping()
        await host.next("pong")  # the table's own client is served as before
        await host.close()
        return sent

    try:
        sent = asyncio.run(scenario())
    finally:
        errors = server.stop()
    assert sent > 0, f"never cut after {-sent} watches"
    assert "Traceback" not in errors
