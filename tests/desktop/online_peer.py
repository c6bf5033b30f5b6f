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
from pathlib import Path
from typing import Any

import pytest
import test_desktop_basari_game as basari_play
import test_desktop_basta_game as basta_play
from desktop_support import cell, wait_for
from PySide6.QtCore import Qt
from test_desktop_jewels_game import enter_trade
from test_online_play import a_window

from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import match_to_json
from bazaar_engine.jewels.actions import Trade

LINK = os.environ.get("BAZAAR_PEER_LINK", "")
REPORT = os.environ.get("BAZAAR_PEER_REPORT", "")
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


@pytest.mark.skipif(not LINK, reason="run by test_online_between_computers.py, one per person")
def test_one_person_plays_their_seat_to_the_end(qtbot: Any, tmp_path: Path) -> None:
    window = a_window(qtbot, tmp_path / "peer")
    said: list[str] = []
    drawn_when_said: list[object] = []  # the update on the table as each line was said

    def hear(line: str) -> None:
        said.append(line)
        drawn_when_said.append(window.last_update)

    window.statusBar().messageChanged.connect(hear)
    join = window.online_desk().open()
    join.tabs.setCurrentIndex(1)
    qtbot.keyClicks(join.join_address, LINK)
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.last_update is not None, FRAME_WAIT_MS)
    rng = random.Random(LINK)
    decisions = 0
    remote = window.adapter.remote
    assert remote is not None
    assert window.last_update is not None and window.last_update.looking_seat is not None
    seat = window.last_update.looking_seat
    while True:
        wait_for(qtbot, lambda: basta_play.human_can_act(window), FRAME_WAIT_MS)
        if window.last_update.is_over:
            break
        before, heard = remote.frames[seat].n, len(said)
        window.activateWindow()  # offscreen, a window is active once asked (keys go to it)
        wait_for(qtbot, window.isActiveWindow)
        shown = window.last_update
        try:
            decide(qtbot, window, rng)
        except AssertionError:
            if window.last_update is not shown:  # the table was drawn afresh under the
                continue  # person's fingers (a frame sent again after a drop): look again
            print(f"after {decisions} decisions, frame {before}; the status line said: {said}")
            raise
        decisions += 1
        assert decisions < MAX_DECISIONS

        # The next decision's frame; or, if the link dropped with the decision on it, the
        # table again after "Connected", asking anew.
        def moved_on(before: int = before, heard: int = heard) -> bool:
            if remote.frames[seat].n > before:
                return True
            # The link dropped with the decision on it: once back, the table is sent again
            # and drawn afresh, asking anew.
            back = [n for n in range(heard, len(said)) if "Connected" in said[n]]
            return bool(back) and window.last_update is not drawn_when_said[back[-1]]

        wait_for(qtbot, moved_on, FRAME_WAIT_MS)
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
                "decisions": decisions,
                "ranked": ranked,
                "places": places,
                "said": said,
                "history": match_to_json(remote.played)["history"],
            }
        )
    )
    window.online_desk().stop()
