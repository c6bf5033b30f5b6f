"""Watching a table from a Bazaar window (Game > Watch a table…): a real `bazaar-server` on
loopback; a person plays a seat through `TableClient` (in a thread, at random, from its own
frames) with bots at the other seats, or two people play in real windows each in a process of
its own (`online_peer.py`, as in test_online_between_computers.py); the window watches by the
server's address and the room code, through the dialog's widgets. It follows the whole game to
its end and shows the results the players' windows show, says it is watching, never offers a
decision, Hint or Undo, words the log in the third person for every seat, and never holds a
secret: every view it drew is the onlooker's (no Basta! hand, no pile card, no Basari card
chosen but not revealed). A table that does not allow spectators is refused beside the room
code, in English and German."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from desktop_support import cell, wait_for
from PySide6.QtCore import Qt
from test_online_play import a_window

from bazaar_desktop.bridge.adapter_data import Update
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.game import ONLOOKER
from bazaar_server.client import TableClient
from tests.server.serving import play_at_random
from tests.web.pages import bazaar_window  # online_peer.py in a process of its own

GAME_LIMIT_S = 600  # a broken game, not a slow one
WAIT_MS = GAME_LIMIT_S * 1000
SEATS = {
    "basta": [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}],
    "basari": [
        {"kind": "person", "name": "Ann"},
        {"kind": "bot", "level": "random"},
        {"kind": "bot", "level": "random"},
    ],
    "jewels": [{"kind": "person", "name": "Ann"}, {"kind": "bot", "level": "random"}],
}


class Player:
    """In a thread of its own: Ann makes the table (she sits at once) and, once `go` is set
    (the window watches), plays her seat at random to the end; `room`, then `last` (the last
    frame she was sent)."""

    def __init__(self, address: str, game: str, *, spectators: bool = True) -> None:
        self.url, self.game, self.spectators = f"ws://{address}/ws", game, spectators
        self.room: Future[str] = Future()
        self.last: Future[dict[str, Any]] = Future()
        self.go = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Player:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            self.last.set_result(asyncio.run(self._play()))
        except BaseException as error:
            if not self.room.done():
                self.room.set_exception(error)
            self.last.set_exception(error)

    async def _play(self) -> dict[str, Any]:
        ann = TableClient(self.url)
        await ann.connect()
        try:
            created = await ann.create(self.game, SEATS[self.game], spectators=self.spectators)
            self.room.set_result(str(created["room"]))
            while not self.go.is_set():  # the window comes to watch first (a game of bots
                await asyncio.sleep(0.05)  # would wait for nobody)
            return await play_at_random(ann, random.Random(self.game))
        finally:
            await ann.close()


def ask_to_watch(qtbot: Any, window: MainWindow, address: str, room: str) -> Any:
    """Game > Watch a table…: the server's address and the room code typed, Watch clicked."""
    window.menu_actions.watch_table.trigger()
    dialog = window.online_desk().dialog
    assert dialog is not None and dialog.tabs.currentIndex() == 1
    qtbot.keyClicks(dialog.join_address, address)
    qtbot.keyClicks(dialog.room, room.lower())  # typed in any case
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    return dialog


def holds_no_secret(update: Update) -> bool:
    """The view drawn is the onlooker's: no hand, no pile card, no card chosen in secret."""
    data = update.view.to_json()
    if data["viewer"] != "onlooker" or update.looking_seat is not None:
        return False
    if update.game_id == "basta":
        return all(isinstance(hand, int) for hand in data["hands"]) and type(data["pile"]) is int
    if update.game_id == "basari":
        return all(card in (None, "hidden") for card in data["cards"])
    return True


@pytest.mark.parametrize("game", ["basta", "basari", "jewels"])
def test_a_window_watches_a_whole_game_by_its_room_code_and_never_holds_a_secret(
    qtbot: Any, tmp_path: Path, server: ServerProcess, game: str
) -> None:
    player = Player(server.address, game).start()
    room = player.room.result(60)
    window = a_window(qtbot, tmp_path / "watcher")
    seen: list[Update] = []
    window.adapter.updated.connect(seen.append)
    dialog = ask_to_watch(qtbot, window, server.address, room)
    wait_for(qtbot, lambda: window.last_update is not None, 60_000)
    wait_for(qtbot, lambda: not dialog.isVisible())  # watching: the dialog has done its work
    player.go.set()
    wait_for(qtbot, lambda: window.results_dialog is not None, WAIT_MS)
    last = player.last.result(60)
    update = window.last_update
    assert update is not None and update.is_over and update.watching
    # The same end the server gave its players, in the results shown.
    results = last["public"]["results"]
    assert list(update.view.scores()) == results["scores"]
    assert list(update.view.winners()) == results["winners"]
    assert window.results_dialog is not None
    assert window.results_dialog.table.rowCount() == len(SEATS[game])
    # Never a secret on this screen, before the end or at it.
    assert seen and all(holds_no_secret(each) for each in seen)
    assert all(each.view.viewer == ONLOOKER for each in seen)
    if game == "basari":  # it watched the secret choices: a card chosen, not shown
        assert any("hidden" in each.view.to_json()["cards"] for each in seen)
    if game == "basta":  # it watched hands being played, none shown
        assert any(each.view.to_json()["stack"] for each in seen)
    # Watching: said, and nothing to decide, no Hint, no Undo, no seat of its own.
    assert window.status_line.seed.text() == f"Watching · Room {room}"
    assert all(each.human_to_act is None and not each.can_undo for each in seen)
    assert not window.menu_actions.hint.isEnabled() and not window.menu_actions.undo.isEnabled()
    actions = window.menu_actions  # nobody's game here: no rematch, no save (the results are)
    assert actions.results.isEnabled() and not actions.again.isEnabled()
    assert not actions.save.isEnabled() and not actions.save_as.isEnabled()
    log = window.log_model.texts()
    assert log[0] == f"Watching an online game: Ann, {', '.join(seat_names(update)[1:])}. " + (
        f"Room {room}."
    )
    assert not any(line.startswith(("You ", "Your ")) for line in log), log
    assert any(line.startswith("Ann") or " Ann" in line for line in log[1:]), log
    window.grab().save(str(tmp_path / f"watching-{game}.png"))


def ranked(window: MainWindow) -> list[str]:
    """The results' ranking as the results dialog shows it (as `online_peer.py` reads it)."""
    results = window.results_dialog
    assert results is not None
    return [cell(results.table, row, 1).text() for row in range(results.table.rowCount())]


def test_a_window_watches_two_windows_play_basari_and_sees_their_results(
    qtbot: Any, tmp_path: Path, server: ServerProcess
) -> None:
    async def make() -> dict[str, Any]:
        creator = TableClient(f"ws://{server.address}/ws")
        await creator.connect()
        seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "bot", "level": "random"}]
        created = await creator.create("basari", seats, spectators=True)
        await creator.close()  # its seat is Ann's, taken by her window with its link
        return created

    created = asyncio.run(make())
    window = a_window(qtbot, tmp_path / "watcher")
    seen: list[Update] = []
    window.adapter.updated.connect(seen.append)
    ask_to_watch(qtbot, window, server.address, str(created["room"]))
    wait_for(qtbot, lambda: window.last_update is not None, 60_000)
    reports = [tmp_path / "a.json", tmp_path / "b.json"]
    links = [seat["link"] for seat in created["seats"]]
    peers = [
        bazaar_window(link, report, tmp_path / name)
        for link, report, name in zip(links, reports, "ab", strict=True)
    ]

    def logs() -> str:
        return "\n".join((tmp_path / f"{name}.log").read_text(errors="replace") for name in "ab")

    try:
        # A player's window that failed ends the wait at once, with what it printed.
        wait_for(qtbot, lambda: window.results_dialog is not None or peer_failed(peers), WAIT_MS)
        assert not peer_failed(peers), logs()
        for peer in peers:
            peer.wait(GAME_LIMIT_S)
    finally:
        for peer in peers:
            if peer.poll() is None:
                peer.kill()
    assert [peer.returncode for peer in peers] == [0, 0], logs()
    ann, bea = (json.loads(report.read_text()) for report in reports)
    assert ranked(window) == ann["ranked"] == bea["ranked"]  # the same end, in the same words
    assert seen and all(holds_no_secret(each) for each in seen)
    assert any("hidden" in each.view.to_json()["cards"] for each in seen)  # choices watched
    remote = window.adapter.remote
    assert remote is not None and max(frame.n for frame in remote.frames.values()) == ann["n"]


def peer_failed(peers: list[subprocess.Popen[bytes]]) -> bool:
    return any(peer.poll() not in (None, 0) for peer in peers)


def seat_names(update: Update) -> list[str]:
    return [seat.name for seat in update.seats]


def test_while_watching_the_window_says_so_and_closes_without_a_question(
    qtbot: Any, tmp_path: Path, server: ServerProcess
) -> None:
    player = Player(server.address, "basari").start()
    window = a_window(qtbot, tmp_path / "watcher")
    ask_to_watch(qtbot, window, server.address, player.room.result(60))
    wait_for(qtbot, lambda: window.last_update is not None, 60_000)
    assert window.decision_box.title() == "Watching: no seat of yours"
    assert window.last_update is not None and holds_no_secret(window.last_update)
    assert not window.last_update.is_over
    assert window.app_settings.confirm_quit
    window.close()  # mid-game: nothing of this window's is lost, so nothing asks
    assert window.online_desk().quit_prompt is None and not window.isVisible()
    player.go.set()
    player.last.result(GAME_LIMIT_S)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "That table does not allow spectators: only its players see it."),
        ("de", "Dieser Tisch lässt keine Zuschauer zu: nur seine Spieler sehen ihn."),
    ],
)
def test_a_table_without_spectators_is_refused_beside_the_room_code(
    qtbot: Any, tmp_path: Path, server: ServerProcess, language: str, words: str
) -> None:
    player = Player(server.address, "basta", spectators=False).start()
    room = player.room.result(60)
    window = a_window(qtbot, tmp_path / "watcher")
    window.switch_language(language)
    try:
        dialog = ask_to_watch(qtbot, window, server.address, room)
        wait_for(qtbot, lambda: dialog.room_problem.isVisible(), 60_000)
        assert dialog.room_problem.text() == words
        assert dialog.isVisible() and dialog.tabs.currentIndex() == 1  # kept open to correct
        assert window.adapter.remote is None and window.last_update is None  # nothing shown
        assert window.online_desk().problem_box is None  # said beside the field, not in a box
    finally:
        window.switch_language("en")
        player.go.set()
    player.last.result(GAME_LIMIT_S)
