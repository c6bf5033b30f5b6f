"""Invitations a guest can act on (a real `bazaar-server` process, the real window): the room
code and the server's host:port side by side, the address a browser opens with the code, a
Copy of a ready-made invitation that says both ways, each invited seat's link to open in
Bazaar and its web link to open in a browser (each with its QR code); the dialog fits a
1024x600 screen, follows a language switch, and after Play again shows the new table's
code."""

from __future__ import annotations

import random
import urllib.request
from pathlib import Path
from typing import Any

import test_desktop_basari_game as basari_play
from desktop_support import wait_for
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from test_desktop_basta_game import human_can_act
from test_online_play import a_window, open_table_from_dialog, play_to_the_end, window

from bazaar_desktop.companion.invite_dialog import qr_pixmap
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

__all__ = ["window"]  # a fixture this module's tests take

SMALL_SCREEN_HEIGHT = 600 - 40  # a 1024x600 screen less a title bar


def test_the_invitation_says_the_server_and_the_room_code_and_fits_a_small_screen(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    dialog = window.online_desk().open()
    assert dialog.lan.isEditable()  # the host's address: one of this computer's, or typed
    dialog.players.setValue(dialog.players.maximum())
    assert dialog.sizeHint().height() <= SMALL_SCREEN_HEIGHT
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    invites = dialog.invites
    assert dialog.room_code() in invites.room_label.text()
    assert server.address in invites.server_label.text()  # what Join asks with a room code
    assert [link.split("/seat/")[0] for link in dialog.invite_links()] == [
        f"bazaar://{server.address}"
    ]
    assert dialog.sizeHint().height() <= SMALL_SCREEN_HEIGHT
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(invites.copy_button, Qt.MouseButton.LeftButton)
    copied = QGuiApplication.clipboard().text()
    assert server.address in copied and dialog.room_code() in copied
    qtbot.mouseClick(invites.seat_copies[0], Qt.MouseButton.LeftButton)
    assert dialog.invite_links()[0] in QGuiApplication.clipboard().text()
    assert "Bea" in QGuiApplication.clipboard().text()
    # Without Bazaar: the web table's address with the room code, and Bea's seat in a browser.
    web_page = f"http://{server.address}/"
    assert web_page in invites.web_label.text() and invites.web_label.isVisible()
    assert web_page in copied
    (bea,) = invites.invited
    assert bea.web.startswith(f"{web_page}play#") and bea.web != bea.link
    bazaar_qr, browser_qr = invites.seat_qrs[0]
    assert browser_qr is not None and browser_qr.toolTip() == bea.web
    assert browser_qr.pixmap().toImage() == qr_pixmap(bea.web).scaled(132, 132).toImage()
    assert bazaar_qr.pixmap().toImage() != browser_qr.pixmap().toImage()
    assert [t.text() for t in invites.way_titles[0] if t] == [
        "Open in Bazaar",
        "Open in a browser",
    ]
    qtbot.mouseClick(invites.browser_copies[0], Qt.MouseButton.LeftButton)
    assert bea.web in QGuiApplication.clipboard().text()
    assert "Bea" in QGuiApplication.clipboard().text()
    with urllib.request.urlopen(bea.web) as page:  # the link a browser opens: the web table
        assert page.status == 200 and b"/w/table.js" in page.read()
    dialog.resize(1024, SMALL_SCREEN_HEIGHT)
    dialog.grab().save(str(tmp_path / "invitations-en.png"))
    window.switch_language("de")
    try:
        wait_for(qtbot, lambda: invites.room_label.text().startswith("Raumcode"))
        assert dialog.start.text() == "Tisch ö&ffnen"
        assert dialog.tabs.tabText(2) == "Einladungen"
        assert invites.way_titles[0][1] is not None
        assert invites.way_titles[0][1].text() == "Im Browser öffnen"
        assert dialog.seat_kinds[0].currentText() == "Person an diesem Computer"
        assert dialog.sizeHint().height() <= SMALL_SCREEN_HEIGHT
        dialog.resize(1024, SMALL_SCREEN_HEIGHT)
        dialog.grab().save(str(tmp_path / "invitations-de.png"))
    finally:
        window.switch_language("en")
    wait_for(qtbot, lambda: dialog.start.text() == "&Open the table")


def test_play_again_shows_the_new_tables_code(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    dialog = open_table_from_dialog(qtbot, window, server.address)
    first_room = dialog.room_code()
    assert first_room and first_room in dialog.invites.room_label.text()
    play_to_the_end(qtbot, window, random.Random(2))
    wait_for(qtbot, lambda: window.results.results_play_again_button is not None, 30000)
    qtbot.mouseClick(window.results.results_play_again_button, Qt.MouseButton.LeftButton)
    wait_for(
        qtbot,
        lambda: (
            window.adapter.remote is not None and window.adapter.remote.room not in ("", first_room)
        ),
        30000,
    )
    new_room = window.adapter.remote.room  # type: ignore[union-attr]
    wait_for(qtbot, lambda: dialog.room_code() == new_room, 30000)
    assert new_room in dialog.invites.room_label.text()


def test_nobody_decides_before_every_seat_is_taken_and_the_start_asks_at_once(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """Ann's Basari table waits for Bea: Ann is not asked for her start (the server would
    refuse it, and the frame that starts the game has the same decision count, so nothing
    would ask again). Once Bea's window takes her seat, Ann decides and the game goes on."""
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True, game="basari")
    wait_for(qtbot, lambda: window.last_update is not None, 30000)
    assert window.last_update is not None and window.last_update.human_to_act is None
    assert not human_can_act(window)
    assert "Waiting for Bea" in window.statusBar().currentMessage()
    dialog.close()
    bea = a_window(qtbot, tmp_path / "bea")
    join = bea.online_desk().open()
    join.tabs.setCurrentIndex(1)
    qtbot.keyClicks(join.join_address, dialog.invite_links()[0])
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: human_can_act(window), 30000)
    assert window.last_update is not None and window.last_update.human_to_act == 0
    window.activateWindow()
    wait_for(qtbot, window.isActiveWindow)
    remote = window.adapter.remote
    assert remote is not None and remote.frames[0].n == 0
    basari_play.take_one_decision(qtbot, window, random.Random(3))
    wait_for(qtbot, lambda: remote.frames[0].n > 0, 30000)  # accepted: the next frame came
    bea.online_desk().stop()
