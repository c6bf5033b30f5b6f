"""Friends at two computers: a real `bazaar-server` on loopback, and two real
windows, each in a process of its own (`online_peer.py`), play a whole game of each title at one
table with a bot. One of them reaches the server through a link the test runs (`SlowLink`),
200 ms each way, which the test cuts in the middle of the game: that window says
"Reconnecting…", takes its seat back and plays on. A spectator watches the whole game. At the
end both people see the same results, and the spectator the same last decision."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from slow_link import SlowLink

from bazaar_desktop.remote.host import ServerProcess
from bazaar_server.client import TableClient
from tests.web.pages import bazaar_window  # online_peer.py in a process of its own

DELAY_S = 0.2  # each way: a link across a continent
GAME_LIMIT_S = 600  # the peers' processes are stopped after this (a broken game, not a slow one)
SEATS = [
    {"kind": "person", "name": "Ann"},
    {"kind": "person", "name": "Bea"},
    {"kind": "bot", "level": "random"},
]


class Spectator:
    """In a thread of its own: creates the table (and leaves the seat the server gives its
    creator, for Ann's window to take by its link), then watches it to its end; `links` are
    the person seats' links, `frames` every frame the spectator was sent."""

    def __init__(self, address: str, game: str) -> None:
        self.url = f"ws://{address}/ws"
        self.game = game
        self.links: Future[list[str]] = Future()
        self.last_n = 0  # the decision number of the latest frame seen
        self.seated_n: int | None = None  # that of the first frame with everyone connected
        self.frames: list[dict[str, Any]] = []
        self.done: Future[dict[str, Any]] = Future()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Spectator:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.done.set_result(asyncio.run(self._watch()))
        except BaseException as error:
            if not self.links.done():
                self.links.set_exception(error)
            self.done.set_exception(error)

    async def _watch(self) -> dict[str, Any]:
        creator, watcher = TableClient(self.url), TableClient(self.url)
        await creator.connect()
        seats = [{k: v for k, v in seat.items() if k != "name"} for seat in SEATS]
        created = await creator.create(self.game, seats, spectators=True)
        await creator.close()
        await watcher.connect()
        await watcher.watch(created["room"])
        self.links.set_result([seat["link"] for seat in created["seats"]])
        try:
            while True:
                frame = await watcher.next("frame", timeout=GAME_LIMIT_S)
                self.frames.append(frame)
                self.last_n = frame["n"]
                if self.seated_n is None and all(frame["public"]["connected"]):
                    self.seated_n = frame["n"]
                if frame["public"]["over"]:
                    return frame
        finally:
            await watcher.close()


def through(link: str, proxy: SlowLink) -> str:
    """The same seat link, with the slow link's port in place of the server's."""
    head, _, tail = link.partition("/seat/")
    return f"{head.rsplit(':', 1)[0]}:{proxy.port}/seat/{tail}"


@pytest.mark.parametrize("game", ["basta", "jewels", "basari"])
def test_two_computers_play_a_whole_game_through_a_slow_link_that_drops(
    server: ServerProcess, tmp_path: Path, game: str
) -> None:
    spectator = Spectator(server.address, game).start()
    ann_link, bea_link = spectator.links.result(60)
    proxy = SlowLink("127.0.0.1", server.port, DELAY_S).start()
    reports = [tmp_path / "ann.json", tmp_path / "bea.json"]
    peers = [
        bazaar_window(through(ann_link, proxy), reports[0], tmp_path / "ann"),
        bazaar_window(bea_link, reports[1], tmp_path / "bea"),
    ]
    try:
        # Cut Ann's link once both windows play, ten decisions on (the game is not over yet:
        # one of any of the three titles is far longer).
        deadline = time.monotonic() + GAME_LIMIT_S
        while time.monotonic() < deadline and (
            spectator.seated_n is None or spectator.last_n < spectator.seated_n + 10
        ):
            assert all(peer.poll() is None for peer in peers), "a window ended early"
            time.sleep(0.05)
        cut_at = spectator.last_n
        proxy.cut()
        for peer in peers:
            peer.wait(max(1.0, deadline - time.monotonic()))
        last = spectator.done.result(60)
    finally:
        for peer in peers:
            if peer.poll() is None:
                peer.kill()
        proxy.stop()
    logs = [(tmp_path / f"{name}.log").read_text(errors="replace") for name in ("ann", "bea")]
    assert [peer.returncode for peer in peers] == [0, 0], "\n".join(logs)
    ann, bea = (json.loads(report.read_text()) for report in reports)
    assert (ann["seat"], bea["seat"]) == (0, 1)
    # Both played on after the cut, to the same end the spectator saw.
    assert last["public"]["over"] and last["n"] > cut_at
    assert ann["n"] == bea["n"] == last["n"]
    assert ann["ranked"] == bea["ranked"] and len(ann["ranked"]) == 3
    assert ann["decisions"] > 0 and bea["decisions"] > 0
    # Ann's window told her, and came back through the link: a second connection.
    assert any("Reconnecting" in line for line in ann["said"]), ann["said"]
    assert not any("Reconnecting" in line for line in bea["said"])
    assert proxy.connections >= 2 and proxy.bytes_up > 0 and proxy.bytes_down > 0
    # The spectator saw no seat's hidden part: a watcher's frame holds the onlooker's view.
    assert spectator.frames
    assert all(frame["view"]["viewer"] == "onlooker" for frame in spectator.frames)
