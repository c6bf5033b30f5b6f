"""Hiding the game log (Ctrl+L) gives its room back below the boxes: the players' list keeps
its own height, not floating in a box stretched over the empty space."""

from __future__ import annotations

from typing import Any

from desktop_support import basari, settle, wait_for

from bazaar_desktop.window.main_window import MainWindow


def test_hiding_the_log_leaves_the_players_box_its_own_height(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "b", "b", seed=3))
    wait_for(qtbot, lambda: window.table is not None and window.table.panel.isVisible())
    box = window.side.players_box
    shown = box.height()
    window.menu_actions.log.trigger()  # View > Game log off
    settle(qtbot, window)
    assert window.log_box.isHidden()
    assert box.height() <= max(shown, box.sizeHint().height()) + 2
    window.menu_actions.log.trigger()
    settle(qtbot, window)
    assert not window.log_box.isHidden() and box.height() <= shown + 2
