"""A clocked online table played to a timeout (a real `bazaar-server` process, two real
windows): both show the countdown of the seat to act; when Ann lets her time run out the
clock decides for her, and that decision is said to be the clock's in both logs, in the
results and in the replay, never as if Ann had chosen it."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path
from typing import Any

from desktop_support import wait_for
from test_online_play import join_by_room, window

from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take

CLOCK_SECONDS = 5  # the server's shortest clock
MAX_DECISIONS = 400
TIMED_OUT = "Ann's time ran out: the turn clock decided for them."


def log_texts(window: MainWindow) -> list[str]:
    window.side.later.flush()
    return window.side.log_view.model_lines()


def test_the_clock_counts_down_everywhere_and_its_decision_is_labelled(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    seats = [
        {"kind": "person", "name": "Ann"},
        {"kind": "person", "name": "Bea"},
        {"kind": "bot", "level": "random"},
    ]
    table = window.online_desk().create(server.address, "jewels", {}, seats, 1, clock=5)
    wait_for(qtbot, lambda: bool(table.room), 30000)
    bea = join_by_room(qtbot, tmp_path / "bea", server.address, table.room, "Bea")
    try:
        remote = window.adapter.remote
        assert remote is not None
        wait_for(qtbot, lambda: remote.frames[0].n > 0 or 0 in remote.frames[0].to_act, 30000)
        # Ann is to act first: both windows count her time down under the players.
        for each in (window, bea):
            label = each.side.turn_clock
            wait_for(qtbot, partial(lambda lab: lab.isVisible() and "Ann" in lab.text(), label))
        assert remote.frames[0].clock is not None
        assert remote.frames[0].clock.seconds == CLOCK_SECONDS
        # Ann lets her time run out: the clock decides for her, and every log says so.
        for each in (window, bea):
            wait_for(qtbot, partial(lambda w: TIMED_OUT in log_texts(w), each), 30000)
        assert remote.frames[0].clock_moves and remote.frames[0].clock_moves[0][1] == 0
        window.grab().save(str(tmp_path / "clocked-table.png"))
        # The game goes on to its end, each person deciding in time.
        rng = random.Random(4)
        for _ in range(MAX_DECISIONS):
            wait_for(
                qtbot,
                lambda: (
                    all(w.last_update is not None for w in (window, bea))
                    and (
                        remote.frames[0].over
                        or any(w.adapter.human_to_act() is not None for w in (window, bea))
                    )
                ),
                30000,
            )
            if remote.frames[0].over:
                break
            each = next(w for w in (window, bea) if w.adapter.human_to_act() is not None)
            seat = each.adapter.human_to_act()
            assert seat is not None and each.adapter.remote is not None
            frame = each.adapter.remote.frames[seat]
            each.adapter.submit(seat, frame.view.random_action(seat, rng))
            wait_for(
                qtbot,
                partial(lambda w, s, n: w.adapter.remote.frames[s].n > n, each, seat, frame.n),
                30000,
            )
        else:
            raise AssertionError("the game did not end")
        # The results say what the clock decided, and the replay marks its decision.
        wait_for(qtbot, lambda: window.results.results_replay_button is not None, 30000)
        dialog = window.results_dialog
        assert dialog is not None
        assert any("Decisions the turn clock made: Ann" in line for line in dialog.data.explanation)
        viewer = window.results.watch_replay(remote.played, "this game")  # type: ignore[arg-type]
        viewer.go_last()
        assert TIMED_OUT in viewer.log_model.texts()
    finally:
        bea.online_desk().stop()
