"""The seats told right at an online table (a real `bazaar-server` process, real windows): a
seat not yet taken is not "away"; an away person is marked in words in the players' list and
the log says so once; a bot the host lets play for her is logged as such (not as "Bea is
back"); Bea, back at another window, is told a bot holds her seat and that the host can give
it back; given back, her row is hers again; and the results' chart of the window that took
its seat back midway is as whole as the host's."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from desktop_support import settle, wait_for
from PySide6.QtCore import Qt
from test_online_away_button import window
from test_online_play import a_window, join_by_room, open_table_from_dialog, play_both_to_the_end

from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take


def name_cell(window: MainWindow, seat: int) -> str:
    model = window.side.players_model
    return str(model.data(model.index(seat, 0), Qt.ItemDataRole.DisplayRole))


def log_texts(window: MainWindow) -> list[str]:
    window.side.later.flush()  # the log's share of the last update, now
    return window.side.log_view.model_lines()


def names_whole_in_german_at_1024x600(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    """In German at 1024x600 every name and its mark stay whole (the titles give way)."""
    window.resize(1024, 600)
    window.switch_language("de")
    try:
        wait_for(qtbot, lambda: name_cell(window, 2).startswith("Bea (Bot"))
        settle(qtbot, window)
        view = window.side.players_view
        for row in range(3):
            index = view.model().index(row, 0)
            assert view.sizeHintForIndex(index).width() <= view.columnWidth(0), name_cell(
                window, row
            )
        window.grab().save(str(tmp_path / "stand-in-de-1024.png"))
    finally:
        window.switch_language("en")
        window.resize(1280, 800)


def test_away_stand_in_and_back_are_told_as_they_are(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    [link] = dialog.invite_links()
    wait_for(qtbot, lambda: "Waiting for Bea" in window.statusBar().currentMessage(), 30000)
    # Bea has not taken her seat yet: she is awaited, not away.
    assert name_cell(window, 2) == "Bea"
    assert not [line for line in log_texts(window) if "away" in line]
    bea = join_by_room(qtbot, tmp_path / "bea", server.address, dialog.room_code(), "Bea")
    wait_for(qtbot, lambda: "Everyone is here" in window.statusBar().currentMessage(), 30000)
    dialog.close()
    remote = window.adapter.remote
    assert remote is not None
    bea.online_desk().stop()  # Bea's window goes away
    wait_for(qtbot, lambda: name_cell(window, 2) == "Bea (away)", 30000)
    wait_for(qtbot, lambda: "Bea is away: the table waits." in log_texts(window))
    assert log_texts(window).count("Bea is away: the table waits.") == 1
    remote.hand_to_bot(2)  # the host lets a bot play for her
    wait_for(qtbot, lambda: "The host lets a bot play for Bea." in log_texts(window), 30000)
    wait_for(qtbot, lambda: name_cell(window, 2) in ("Bea (bot playing)", "Bea (bot thinking)"))
    names_whole_in_german_at_1024x600(qtbot, window, tmp_path)
    # Bea comes back at another window, by her seat's link: the bot holds her seat.
    back = a_window(qtbot, tmp_path / "bea-again")
    try:
        back.online_desk().join_link(link)
        told = "A bot plays your seat (Bea) while you were away; the host can give it back to you."
        wait_for(qtbot, lambda: told in log_texts(back), 30000)
        wait_for(qtbot, lambda: "the host can give it back" in back.statusBar().currentMessage())
        remote.hand_to_bot(2, back=True)  # the host gives her seat back: she plays it
        wait_for(qtbot, lambda: "The host gives Bea's seat back." in log_texts(window), 30000)
        wait_for(qtbot, lambda: name_cell(window, 2) == "Bea", 30000)
        # Her window hears it from its own frame, which may come a moment after the host's.
        wait_for(qtbot, lambda: "The host gives Bea's seat back." in log_texts(back), 30000)
        # Never "Bea is back" while a bot sat for her; never "away" for the bot's turns.
        assert "Bea is back." not in log_texts(window)
        assert log_texts(window).count("Bea is away: the table waits.") == 1
        play_both_to_the_end(qtbot, [window, back], random.Random(3))
        for each in (window, back):
            wait_for(qtbot, lambda w=each: w.results.results_save_button is not None, 30000)  # type: ignore[misc]
        # The chart of the window that came back midway begins where the host's does.
        ann_chart, bea_chart = window.results_dialog.data, back.results_dialog.data  # type: ignore[union-attr]
        assert [s.points for s in bea_chart.series] == [s.points for s in ann_chart.series]
        # After the end nobody is waited for: Bea leaving says nothing of a table waiting.
        back.online_desk().stop()
        wait_for(qtbot, lambda: not remote.frames[0].connected[2], 30000)
        assert log_texts(window).count("Bea is away: the table waits.") == 1
    finally:
        back.online_desk().stop()
