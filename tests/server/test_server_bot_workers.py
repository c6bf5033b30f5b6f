"""The bots' worker processes never hold the table server: a real `bazaar-server` whose
workers start and never answer (as under Wine 8 with a prefix that says Windows 7) listens at
once, says so in one line, and its bots think in threads; workers that cannot start at all
(their program exits at once) do the same in a pool of the test's own."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import random
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from multiprocessing import resource_tracker
from pathlib import Path

import pytest

from bazaar_engine import games
from bazaar_engine.core.game import CHANCE
from bazaar_server.bots.pool import BotPool
from bazaar_server.client import TableClient
from tests.server.serving import play_at_random

LISTEN_DEADLINE_S = 120.0  # generous: a busy machine; the server does not wait for its bots
# The real server, with only the program its spawned workers run replaced.
WITH_WORKER_PROGRAM = (
    "import multiprocessing, runpy, sys; multiprocessing.set_executable(sys.argv[1]); "
    "sys.argv = ['bazaar-server', *sys.argv[2:]]; "
    "runpy.run_module('bazaar_server.main', run_name='__main__')"
)
FALLBACK_LINE = "did not start"


def _never_answers(folder: Path) -> Path:
    """A worker program that starts and never reads its task; it ends with the server."""
    program = folder / "never-answers"
    program.write_text(
        f"#!{sys.executable}\nimport os, time\nserver = os.getppid()\n"
        "while os.getppid() == server:\n    time.sleep(0.5)\n"
    )
    program.chmod(0o755)
    return program


def _with_workers_that_never_answer(tmp_path: Path, start_seconds: int) -> subprocess.Popen[str]:
    """A real server whose bot workers start and never answer; its stderr in server.stderr."""
    command = [
        sys.executable, "-c", WITH_WORKER_PROGRAM, str(_never_answers(tmp_path)),
        "--port", "0", "--store", str(tmp_path / "tables.sqlite3"),
        "--bot-workers", "2", "--bot-start-seconds", str(start_seconds),
    ]  # fmt: skip
    with (tmp_path / "server.stderr").open("w") as sink:
        return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=sink, text=True)


@pytest.fixture
def server_whose_workers_never_answer(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    server = _with_workers_that_never_answer(tmp_path, 3)
    try:
        yield _listening_address(server, tmp_path / "server.stderr"), tmp_path / "server.stderr"
    finally:
        server.terminate()
        server.wait(timeout=30)
        assert server.stdout is not None
        server.stdout.close()


def _listening_address(server: subprocess.Popen[str], errors: Path) -> str:
    """The address it prints once it listens; fails if it has not after the deadline."""
    assert server.stdout is not None
    deadline = time.monotonic() + LISTEN_DEADLINE_S
    while (left := deadline - time.monotonic()) > 0 and server.poll() is None:
        ready, _, _ = select.select([server.stdout], [], [], left)
        line = server.stdout.readline() if ready else ""
        if line.startswith("listening on "):
            return line.split()[-1]
    pytest.fail(f"the server did not listen: {errors.read_text()[-2000:]}")


def test_a_server_stopped_while_its_workers_start_does_not_say_they_failed(
    tmp_path: Path,
) -> None:
    """A stop while the workers are still starting cuts their start short: that is the stop,
    not workers that could not start (a restart would print a false alarm in the log)."""
    server = _with_workers_that_never_answer(tmp_path, 600)  # they are starting at the stop
    try:
        _listening_address(server, tmp_path / "server.stderr")
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=60) == 0
    finally:
        if server.poll() is None:
            server.kill()
        assert server.stdout is not None
        server.stdout.close()
    assert FALLBACK_LINE not in (tmp_path / "server.stderr").read_text()


def test_a_server_whose_bot_workers_never_answer_listens_and_its_bot_plays(
    server_whose_workers_never_answer: tuple[str, Path],
) -> None:
    url, errors = server_whose_workers_never_answer

    async def game() -> dict[str, object]:
        client = TableClient(url)
        await client.connect()
        await client.create("basta", [{"kind": "person"}, {"kind": "bot", "level": "easy"}])
        try:
            return await play_at_random(client, random.Random(3))
        finally:
            await client.close()

    final = asyncio.run(game())
    assert final["public"]["over"]  # type: ignore[index]
    said = [line for line in errors.read_text().splitlines() if FALLBACK_LINE in line]
    assert said == [
        "bazaar-server: the bots' worker processes did not start (no answer within 3 s): "
        "bots think in threads of the server instead"
    ]


def test_workers_that_cannot_start_leave_the_bots_in_threads(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Their program exits at once (a broken pool): the first decision still comes, legal."""
    game = games.make_game("basta")
    state = game.new_initial_state(2)
    dealer = random.Random(5)
    while state.is_chance_node():
        state.apply(CHANCE, state.sample_chance(dealer))
    seat = state.current_players()[0]
    pool = BotPool(1, start_seconds=LISTEN_DEADLINE_S)
    resource_tracker.ensure_running()  # the test's own, by the real interpreter
    multiprocessing.set_executable("/bin/false")
    try:
        with caplog.at_level(logging.WARNING, logger="bazaar_server"):
            action_json = asyncio.run(pool.choose("basta", "easy", state.view(seat), seat))
    finally:
        multiprocessing.set_executable(sys.executable)
        pool.close()
    assert pool.in_threads
    assert game.action_from_json(action_json) in state.legal_actions(seat)
    assert [r.message for r in caplog.records if FALLBACK_LINE in r.message] != []


def test_a_pool_closed_before_its_workers_started_says_nothing_of_them(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A server stopped at once (a test, a supervisor) while its workers still start on a busy
    machine: they are stopped with it, not reported as workers that could not start."""
    pool = BotPool(1, start_seconds=LISTEN_DEADLINE_S)

    async def start_and_stop() -> None:
        warming = asyncio.ensure_future(pool.warm())
        await asyncio.sleep(0)  # the start is under way: a spawned worker takes far longer
        pool.close(0.0)
        with contextlib.suppress(Exception):
            await warming

    with caplog.at_level(logging.WARNING, logger="bazaar_server"):
        asyncio.run(start_and_stop())
    assert [r.message for r in caplog.records if FALLBACK_LINE in r.message] == []
