"""The host at a computer of their own: `test_online_real_life.py` runs this file with pytest in
a process of its own. By BAZAAR_HOST_MODE its one test makes the real window on the profile in
BAZAAR_HOST_FOLDER and either hosts a new Basta! table on this computer through Game > Play
online… (Ann here, Bea invited, a Random bot; Bea's link written to BAZAAR_HOST_LINK) or
continues the table from the welcome page's Games in progress ("continue"). It then plays
Ann's seat through the widgets to the end, writing how many decisions she made to
BAZAAR_HOST_PROGRESS as it goes; after BAZAAR_HOST_WAIT_AT of them it writes "waiting" and
waits for its server to stop (the test kills it), then answers the window's question "Start it
again" after BAZAAR_HOST_PAUSE_S (a person's reaction). At the end it writes what Ann saw to
BAZAAR_HOST_REPORT, and quits once BAZAAR_HOST_QUIT_AFTER exists (Bea's report). Collected
alone it skips: it is not a test of the suite by itself."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from desktop_support import cell, top_item, wait_for
from online_peer import decide
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from test_desktop_basta_game import human_can_act

from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.saves import match_to_json

MODE = os.environ.get("BAZAAR_HOST_MODE", "")
FOLDER = Path(os.environ.get("BAZAAR_HOST_FOLDER", "."))
FRAME_WAIT_MS = 120_000
MAX_DECISIONS = 400


def the_window(qtbot: Any) -> MainWindow:
    """Ann's window on her profile (the same files each time it starts)."""
    FOLDER.mkdir(exist_ok=True)
    settings = QSettings(str(FOLDER / "settings.ini"), QSettings.Format.IniFormat)
    made = MainWindow(
        settings,
        animations=False,
        stats_path=FOLDER / "stats.sqlite3",
        autosave_path=FOLDER / "autosave.json",
    )
    qtbot.addWidget(made)
    made.resize(1280, 800)
    made.show()
    qtbot.waitExposed(made)
    return made


def host_a_table(qtbot: Any, window: MainWindow) -> None:
    dialog = window.online_desk().open()
    dialog.lan.addItem("127.0.0.1")
    dialog.lan.setCurrentText("127.0.0.1")
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    dialog.players.setValue(3)
    dialog.seat_names[0].setText("Ann")
    dialog.seat_names[1].setText("Bea")  # a person elsewhere, invited
    dialog.seat_kinds[2].setCurrentIndex(dialog.seat_kinds[2].findData("random"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: dialog.invites.isVisible(), 60_000)
    [link] = dialog.invite_links()
    Path(os.environ["BAZAAR_HOST_LINK"]).write_text(link)
    dialog.close()


def continue_the_table(qtbot: Any, window: MainWindow) -> None:
    window.offer_resume()
    wait_for(qtbot, lambda: not window.start_checker.busy)
    view = window.welcome.games
    assert view is not None
    wait_for(qtbot, lambda: view.tree.topLevelItemCount() == 1)
    row = top_item(view.tree, 0)
    assert "(online)" in row.text(0) and row.text(1) == "Ann, Bea, Bot 3"
    assert row.text(2).isdigit() and row.text(3).count("·") == 2  # the round, three scores
    view.tree.setCurrentItem(row)
    qtbot.mouseClick(view.continue_button, Qt.MouseButton.LeftButton)


class Ann:
    """Ann's seat played to the end; the server's stop answered when it comes."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window
        self.said: list[str] = []
        self.stopped_seen: float | None = None  # when the window said its server stopped
        self.restarted = False
        self.link_down = False  # from the server's stop until the window is connected again
        self.frame_at_stop: object = None  # the seat's frame when the server stopped
        window.statusBar().messageChanged.connect(self.hear)

    def hear(self, line: str) -> None:
        self.said.append(line)
        remote = self.window.adapter.remote
        if "server on this computer stopped" in line and remote is not None:
            self.link_down = True
            self.frame_at_stop = remote.frames.get(0)
        elif "Connected to the table" in line:
            self.link_down = False

    def table_back(self) -> bool:
        """Connected again and the table sent again since the server stopped (the seat's
        frame is a new one: drawn afresh, asking anew)."""
        remote = self.window.adapter.remote
        fresh = remote is not None and remote.frames.get(0) is not self.frame_at_stop
        return not self.link_down and (self.frame_at_stop is None or fresh)

    def answer_a_stopped_server(self) -> None:
        box = self.window.online_desk().hosting.stopped_box
        if box is None or not box.isVisible():
            return
        if self.stopped_seen is None:
            self.stopped_seen = time.monotonic()
        if time.monotonic() - self.stopped_seen >= float(os.environ["BAZAAR_HOST_PAUSE_S"]):
            yes = box.button(QMessageBox.StandardButton.Yes)
            assert yes is not None
            yes.click()
            self.restarted = True

    def until(self, condition: Any) -> None:
        def answered_then(condition: Any = condition) -> bool:
            self.answer_a_stopped_server()
            return bool(condition())

        wait_for(self.qtbot, answered_then, FRAME_WAIT_MS)

    def play(self) -> dict[str, Any]:
        window = self.window
        self.until(lambda: window.last_update is not None)
        remote = window.adapter.remote
        assert remote is not None and remote.seats == (0,)
        rng = random.Random()
        decided: list[int] = []  # the decision number of each frame Ann answered
        progress = Path(os.environ["BAZAAR_HOST_PROGRESS"])
        while True:
            # Not while the table is being sent again (a person waits for the window to say
            # it is connected: the table is drawn afresh then)
            self.until(lambda: human_can_act(window) and self.table_back())
            if window.last_update is None or window.last_update.is_over:
                break
            before = remote.frames[0].n
            progress.write_text(str(len(decided)))
            window.activateWindow()
            wait_for(self.qtbot, window.isActiveWindow)
            shown = window.last_update
            try:
                decide(self.qtbot, window, rng)
            except AssertionError:
                if window.last_update is shown:
                    raise
                continue  # drawn afresh under Ann's fingers (a frame sent again): look again
            decided.append(before)
            assert len(decided) < MAX_DECISIONS
            heard = len(self.said)

            def moved_on(before: int = before, heard: int = heard) -> bool:
                # A new frame; or the table drawn afresh after the server came back (the
                # decision was held and is sent, or refused and said)
                back = any("running again" in line for line in self.said[heard:])
                return remote.frames[0].n > before or (back and human_can_act(window))

            self.until(moved_on)
            if len(decided) == int(os.environ.get("BAZAAR_HOST_WAIT_AT", "0")):
                # Hands off the keys until the server has stopped (the test stops it now):
                # a person does not type into a window whose question just opened.
                progress.write_text("waiting")
                self.until(lambda: self.window.online_desk().hosting.stopped_box is not None)
        wait_for(self.qtbot, lambda: window.results_dialog is not None, FRAME_WAIT_MS)
        wait_for(self.qtbot, lambda: remote.played is not None, FRAME_WAIT_MS)
        results = window.results_dialog
        assert results is not None and remote.played is not None
        ranked = [cell(results.table, row, 1).text() for row in range(results.table.rowCount())]
        return {
            "seat": 0,
            "n": remote.frames[0].n,
            "decided": decided,
            "ranked": ranked,
            "said": self.said,
            "history": match_to_json(remote.played)["history"],
            "restarted": self.restarted,
        }


@pytest.mark.skipif(not MODE, reason="run by test_online_real_life.py")
def test_the_host_plays_their_seat(qtbot: Any) -> None:
    window = the_window(qtbot)
    if MODE == "host":
        host_a_table(qtbot, window)
    else:
        continue_the_table(qtbot, window)
    report = Ann(qtbot, window).play()
    Path(os.environ["BAZAAR_HOST_REPORT"]).write_text(json.dumps(report))
    # The host stays until Bea has the game's history too (it comes from this computer)
    guest_done = Path(os.environ["BAZAAR_HOST_QUIT_AFTER"])
    wait_for(qtbot, guest_done.exists, FRAME_WAIT_MS)
    window.confirm_quit()  # the hosted server stops with the window
