"""The host's say over an away seat, on the table: under the players, the host of
an online table sees "Let a bot play for Bea" once Bea's connection drops and the table waits
for her, and "Give Bea's seat back" while a bot plays for her; the same rule as Game > Online
seats. A real `bazaar-server` process on loopback, as in test_online_play.py; a guest never
sees the button."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from test_online_play import join_by_room, open_table_from_dialog, window

from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take


def shown_buttons(window: MainWindow) -> list[str]:
    """The texts of the host's buttons under the players, as a person sees them."""
    bar = window.side.away_seats
    if not bar.isVisible():
        return []
    return [b.text() for b in bar.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]


def menu_entries(window: MainWindow) -> list[str]:
    menu = window.menus.menus["seats"]
    menu.aboutToShow.emit()
    return [a.text() for a in menu.actions() if a.isEnabled()]


def in_focus_chain(window: MainWindow, widget: QWidget) -> bool:
    """Whether Tab reaches `widget` from the window (it takes focus by the keyboard)."""
    if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return False
    step = window.nextInFocusChain()
    for _ in range(2000):
        if step is widget:
            return True
        if step is window or step is None:
            return False
        step = step.nextInFocusChain()
    return False


def seated_with_bea(qtbot: Any, window: MainWindow, address: str, folder: Path) -> MainWindow:
    """Ann hosts a Basta! table with a bot and Bea, who joins by the room code."""
    dialog = open_table_from_dialog(qtbot, window, address, invite=True)
    bea = join_by_room(qtbot, folder, address, dialog.room_code(), "Bea")
    wait_for(qtbot, lambda: "Everyone is here" in window.statusBar().currentMessage(), 30000)
    dialog.close()
    return bea


def test_the_host_hands_an_away_guests_seat_to_a_bot_by_the_button_and_gives_it_back(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    bea = seated_with_bea(qtbot, window, server.address, tmp_path / "bea")
    remote = window.adapter.remote
    assert remote is not None
    assert shown_buttons(window) == [] and shown_buttons(bea) == []  # nobody is away
    bea.online_desk().stop()  # Bea's connection drops: the table waits for her
    wait_for(qtbot, lambda: shown_buttons(window) == ["Let a bot play for Bea"], 30000)
    assert 2 in remote.away
    assert menu_entries(window) == ["Let a bot play for Bea"]  # the menu's rule is the same
    [button] = [b for b in window.side.away_seats.findChildren(QPushButton) if b.isVisible()]
    assert in_focus_chain(window, button)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)  # by the keyboard
    # The server hands her seat to a bot: the next frame shows the stand-in, and the
    # table no longer waits for her.
    wait_for(qtbot, lambda: shown_buttons(window) == ["Give Bea's seat back"], 30000)
    assert remote.frames[0].stand_ins == (2,) and 2 not in remote.away
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.seats[2].is_bot)
    assert menu_entries(window) == ["Give Bea's seat back"]
    window.switch_language("de")
    try:
        assert shown_buttons(window) == ["Bea den Platz zurückgeben"]
    finally:
        window.switch_language("en")
    [button] = [b for b in window.side.away_seats.findChildren(QPushButton) if b.isVisible()]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # Her seat is hers again (she is still away: the table waits for her once more).
    wait_for(qtbot, lambda: shown_buttons(window) == ["Let a bot play for Bea"], 30000)
    assert not remote.frames[0].stand_ins and 2 in remote.away
    wait_for(
        qtbot, lambda: window.last_update is not None and not window.last_update.seats[2].is_bot
    )


def test_a_guest_never_sees_the_button_when_the_host_goes_away(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    bea = seated_with_bea(qtbot, window, server.address, tmp_path / "bea")
    try:
        guest = bea.adapter.remote
        assert guest is not None
        window.online_desk().stop()  # Ann, the host, goes away: the table waits for her
        wait_for(qtbot, lambda: 0 in guest.away, 30000)
        assert shown_buttons(bea) == []
        assert bea.side.away_seats.isHidden()
        assert menu_entries(bea) == []  # "(for the host of an online game)", greyed
    finally:
        bea.online_desk().stop()
