"""One person at a computer of their own: `test_online_between_computers.py` runs
this file with pytest in a process of its own for each person at an online table. Its one test
makes the real window, joins the table by the seat link in BAZAAR_PEER_LINK through Game > Play
online…'s Join page, plays its seat to the end through the widgets (the keys and clicks of the
local games' tests), and writes what the person saw at the end to BAZAAR_PEER_REPORT (JSON).
Collected alone it skips: it is not a test of the suite by itself."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import test_desktop_basari_game as basari_play
import test_desktop_basta_game as basta_play
from desktop_support import cell, wait_for
from PySide6.QtCore import Qt
from pytestqt.exceptions import TimeoutError
from test_desktop_jewels_game import enter_trade
from test_online_play import a_window

from bazaar_desktop.remote.table import RemoteTable
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import match_to_json
from bazaar_engine.jewels.actions import Trade

LINK = os.environ.get("BAZAAR_PEER_LINK", "")
REPORT = os.environ.get("BAZAAR_PEER_REPORT", "")
# Where each status line is appended as it is said (a test waits for one), if set.
SAID = os.environ.get("BAZAAR_PEER_SAID", "")
FRAME_WAIT_MS = 120_000  # a reconnection through a slowed link, on a loaded machine
MAX_DECISIONS = 400  # a Basari game needs fewer: this only ends a broken loop


def decide(qtbot: Any, window: MainWindow, rng: random.Random) -> None:
    """The person's decision through the widgets, as each game's local test makes it."""
    update = window.last_update
    assert update is not None
    if update.game_id == "basta":
        basta_play.take_one_decision(qtbot, window, rng)
    elif update.game_id == "basari":
        basari_play.take_one_decision(qtbot, window, rng)
    else:
        assert update.looking_seat is not None
        trade = update.view.random_action(update.looking_seat, rng)
        assert isinstance(trade, Trade)
        enter_trade(qtbot, window, trade)
        qtbot.keyClick(window, Qt.Key.Key_Return)


class Person:
    """The window at one seat and what its status line said (each line with the update on the
    table as it was said); prints what it was told when a wait fails."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.said: list[str] = []
        self.drawn_when_said: list[object] = []
        self.decisions = 0
        window.statusBar().messageChanged.connect(self._hear)

    def _hear(self, line: str) -> None:
        self.said.append(line)
        self.drawn_when_said.append(self.window.last_update)
        if SAID:
            with Path(SAID).open("a", encoding="utf-8") as said:
                said.write(line + "\n")

    def join(self, link: str) -> tuple[RemoteTable, int]:
        join = self.window.online_desk().open()
        join.tabs.setCurrentIndex(1)
        self.qtbot.keyClicks(join.join_address, link)
        self.qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
        wait_for(self.qtbot, lambda: self.window.last_update is not None, FRAME_WAIT_MS)
        remote, update = self.window.adapter.remote, self.window.last_update
        assert remote is not None and update is not None and update.looking_seat is not None
        return remote, update.looking_seat

    def told(self, what: str) -> str:
        update = self.window.last_update
        facts = update and (update.deciding, update.human_to_act, update.away, update.stand_ins)
        return (
            f"{what}: after {self.decisions} decisions, deciding/to act/away/stand-ins "
            f"{facts}; the status line said: {self.said}"
        )

    def wait(self, condition: Callable[[], bool], what: str) -> None:
        try:
            wait_for(self.qtbot, condition, FRAME_WAIT_MS)
        except TimeoutError:
            print(self.told(what))
            raise

    def moved_on(self, remote: RemoteTable, seat: int) -> Callable[[], bool]:
        """The next decision's frame; or, if the link dropped with the decision on it, the
        table again after "Connected" (sent again and drawn afresh, asking anew)."""
        before, heard = remote.frames[seat].n, len(self.said)

        def check() -> bool:
            if remote.frames[seat].n > before:
                return True
            back = [n for n in range(heard, len(self.said)) if "Connected" in self.said[n]]
            return bool(back) and self.window.last_update is not self.drawn_when_said[back[-1]]

        return check


@pytest.mark.skipif(not LINK, reason="run by test_online_between_computers.py, one per person")
def test_one_person_plays_their_seat_to_the_end(qtbot: Any, tmp_path: Path) -> None:
    window = a_window(qtbot, tmp_path / "peer")
    person = Person(qtbot, window)
    remote, seat = person.join(LINK)
    rng = random.Random(LINK)
    while True:
        person.wait(lambda: basta_play.human_can_act(window), "no decision came")
        if window.last_update is None or window.last_update.is_over:
            break
        moved_on = person.moved_on(remote, seat)
        window.activateWindow()  # offscreen, a window is active once asked (keys go to it)
        wait_for(qtbot, window.isActiveWindow)
        shown = window.last_update
        try:
            decide(qtbot, window, rng)
        except AssertionError:
            if window.last_update is not shown:  # the table was drawn afresh under the
                continue  # person's fingers (a frame sent again after a drop): look again
            print(person.told("the decision failed"))
            raise
        person.decisions += 1
        assert person.decisions < MAX_DECISIONS
        person.wait(moved_on, "the decision was not answered")
    wait_for(qtbot, lambda: window.results_dialog is not None, FRAME_WAIT_MS)
    wait_for(qtbot, lambda: remote.played is not None, FRAME_WAIT_MS)  # the server's history
    assert remote.played is not None
    # The results shown again with the whole game's chart once its history came: read those.
    results = window.results_dialog
    assert results is not None
    table = results.table
    ranked = [cell(table, row, 1).text() for row in range(table.rowCount())]
    places = {
        cell(table, row, 1).text(): cell(table, row, 0).text() for row in range(table.rowCount())
    }
    window.grab().save(str(tmp_path / "end.png"))
    Path(REPORT).write_text(
        json.dumps(
            {
                "seat": seat,
                "n": remote.frames[seat].n,
                "decisions": person.decisions,
                "ranked": ranked,
                "places": places,
                "said": person.said,
                "history": match_to_json(remote.played)["history"],
            }
        )
    )
    window.online_desk().stop()
