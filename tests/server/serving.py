"""Real `bazaar-server` processes on loopback for the tests, and people that play at random
through `TableClient` (deciding on their own frame's view only, as a window would)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bazaar_engine import games
from bazaar_server.client import ServerError, TableClient

PAUSE = 0.04  # between a frame and the answer: a fast player, under the server's rate


@dataclass
class RecordingSink:
    """A connection as a live table sees it (in-process tests), keeping the frames sent."""

    seat: int | None
    events_sent: int | None = None
    frames: list[dict[str, Any]] = field(default_factory=list)

    def send(self, message: dict[str, Any]) -> None:
        self.frames.append(message)


@dataclass
class ServerProcess:
    store: Path
    args: tuple[str, ...] = ()
    process: subprocess.Popen[str] | None = None
    port: int = 0
    scheme: str = "ws"
    lines: list[str] = field(default_factory=list)
    errors: Any = None
    wrapper: tuple[str, ...] = ()  # a command the server runs under (`prlimit --nofile=…`)

    def start(self, port: int = 0) -> ServerProcess:
        command = [
            *self.wrapper, sys.executable, "-m", "bazaar_server.main", "--port", str(port),
            "--store", str(self.store), "--bot-workers", "1", *self.args,
        ]  # fmt: skip
        # stderr to a file: a pipe nobody reads could fill and stall the server.
        self.errors = open(self.store.with_suffix(".stderr"), "a+")  # noqa: SIM115
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=self.errors, text=True
        )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # blocks until it listens (or dies)
        if not line.startswith("listening on "):
            self.process.wait(timeout=30)
            raise RuntimeError(f"the server did not start: {line!r} {self.stderr()!r}")
        self.lines += [line, self.process.stdout.readline()]  # and "resumed N table(s)"
        address = line.split()[-1]
        self.scheme = address.split("://")[0]
        self.port = int(address.rsplit(":", 1)[1].split("/")[0])
        return self

    @property
    def url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}/ws"

    def kill9(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stderr(self) -> str:
        return self.store.with_suffix(".stderr").read_text()

    def stop(self) -> str:
        """Stop it (SIGTERM; -9 if it does not stop) and return what it wrote on stderr."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process is not None and self.process.stdout is not None:
            self.process.stdout.close()
        return self.stderr()


def run(command: list[str], **kwargs: Any) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.run(command, capture_output=True, text=True, timeout=60, env=env, **kwargs)


async def play_at_random(
    client: TableClient, rng: random.Random, *, stop_after: int | None = None
) -> dict[str, Any]:
    """Decide at random whenever the latest frame asks this seat, until the game is over (or
    `stop_after` decisions of the table); returns the last frame."""
    while True:
        frame = client.frame
        if frame is not None and frame["seat"] is not None:
            public = frame["public"]
            if public["over"] or (stop_after is not None and frame["n"] >= stop_after):
                return frame
            seat = frame["seat"]
            if seat in public["to_act"]:
                game = games.make_game(frame["game"], frame["options"])
                view = game.state_from_json(frame["view"])
                if seat in view.current_players():  # a simultaneous choice not yet made
                    await asyncio.sleep(PAUSE)
                    action = view.random_action(seat, rng)
                    with contextlib.suppress(ServerError):  # dropped: the next frame asks again
                        await client.decide(frame["n"], game.action_to_json(action))
        message = await client.next("frame", timeout=60)
        del message
