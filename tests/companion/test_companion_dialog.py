"""Game > Invite phones on the real window: a QR code, the typed address and a pairing code
per person's seat; who is connected; Release seat cuts the phone off."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.companion import network
from bazaar_desktop.companion import server as srv
from bazaar_desktop.companion.invite_dialog import InviteDialog, qr_pixmap
from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
from bazaar_desktop.window.main_window import MainWindow
from tests.companion.phones import Phone


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(network.ADDRESS_VARIABLE, "127.0.0.1")  # the tests stay on loopback
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings, animations=False, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    dialog = main.findChild(InviteDialog)
    if dialog is not None:
        dialog.host.stop()
    main.adapter.stop()


def test_invite_phones_shows_a_code_address_and_pairing_code_per_person(
    qtbot: Any, window: MainWindow
) -> None:
    seats = (SeatSpec("Layla"), SeatSpec("Bot", True, "random"), SeatSpec("Omar"))
    window.session.start_game(NewGameRequest("basari", seats, seed=2))
    qtbot.waitUntil(lambda: window.adapter.match is not None)
    window.menu_actions.invite.trigger()
    dialog = window.findChild(InviteDialog)
    assert dialog is not None and dialog.isVisible()
    host = dialog.host
    assert host.server is not None
    assert sorted(dialog.boxes) == [0, 2]  # the people's seats, not the bot's
    for link in host.links():
        box = dialog.boxes[link.seat]
        assert box.title() == seats[link.seat].name
        url = host.url(link)
        assert url.startswith("http://127.0.0.1:") and url.endswith(link.token)
        assert box.qr.pixmap().toImage() == qr_pixmap(url).toImage()
        typed = box.typed.text()
        assert host.server.address in typed and f"{link.code[:3]} {link.code[3:]}" in typed
        assert box.state.text() == "Waiting for a phone…"
        assert not box.release_button.isEnabled()
    phone = Phone(host.server.address)
    try:
        phone.open(host.links()[0].token)
        box = dialog.boxes[0]
        qtbot.waitUntil(lambda: box.state.text().startswith("Connected"), timeout=5000)
        assert box.release_button.isEnabled()
        assert window.adapter.phone_seats == {0}
        box.release_button.click()
        qtbot.waitUntil(lambda: phone.closed, timeout=5000)
        assert phone.close_code == srv.CLOSE_RELEASED
        qtbot.waitUntil(lambda: box.state.text() == "Waiting for a phone…", timeout=5000)
        assert window.adapter.phone_seats == frozenset()
        window.app_settings.set_confirm_quit(False)
        window.close()  # the window closes: the server stops
        qtbot.waitUntil(lambda: not host.running, timeout=5000)
    finally:
        phone.close()


def test_without_people_at_the_table_there_is_nobody_to_invite(
    qtbot: Any, window: MainWindow
) -> None:
    bots = tuple(SeatSpec(n, True, "random") for n in ("A", "B", "C"))
    window.session.start_game(NewGameRequest("basari", bots, seed=2))
    qtbot.waitUntil(lambda: window.adapter.match is not None)
    window.menu_actions.invite.trigger()
    assert window.findChild(InviteDialog) is None
    assert "people at the table" in window.statusBar().currentMessage()


def test_the_new_game_dialog_invites_phones_when_asked(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bazaar_desktop.dialogs.new_game import NewGameDialog

    def accept_with_phones(dialog: NewGameDialog) -> int:
        dialog.invite_phones.setChecked(True)  # the person ticks "Invite phones"
        return NewGameDialog.DialogCode.Accepted.value

    people = (SeatSpec("Layla"), SeatSpec("Omar"), SeatSpec("Bot", True, "random"))
    monkeypatch.setattr(NewGameDialog, "exec", accept_with_phones)
    monkeypatch.setattr(NewGameDialog, "request", lambda _d: NewGameRequest("basta", people))
    window.new_game("basta")
    qtbot.waitUntil(lambda: window.findChild(InviteDialog) is not None, timeout=5000)
    dialog = window.findChild(InviteDialog)
    assert dialog is not None
    assert sorted(dialog.boxes) == [0, 1]
    assert dialog.host.running


def test_the_no_phone_note_leaves_once_a_phone_connects(qtbot: Any, window: MainWindow) -> None:
    """ "No phone has connected yet…" stayed above three connected seats, in the
    dialog and in the status line."""
    from bazaar_desktop.companion.host import no_phone_text

    seats = (SeatSpec("Layla"), SeatSpec("Bot", True, "random"), SeatSpec("Omar"))
    window.session.start_game(NewGameRequest("basari", seats, seed=2))
    qtbot.waitUntil(lambda: window.adapter.match is not None)
    window.menu_actions.invite.trigger()
    dialog = window.findChild(InviteDialog)
    assert dialog is not None
    host = dialog.host
    host.no_phone_timer.start(20)  # 30 s in play
    assert host.server is not None
    qtbot.waitUntil(lambda: dialog.note.text() == no_phone_text(), timeout=5000)
    status = window.statusBar()
    assert status.currentMessage() == no_phone_text()
    phone = Phone(host.server.address)
    try:
        phone.open(host.links()[0].token)
        qtbot.waitUntil(lambda: dialog.boxes[0].state.text().startswith("Connected"), timeout=5000)
        assert dialog.note.text() == ""
        # The status line too (it kept the note for its 20 s beside connected phones).
        qtbot.waitUntil(lambda: status.currentMessage() == "Phones connected: Layla.")
    finally:
        phone.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def invite_with_port(qtbot: Any, window: MainWindow, port: int) -> InviteDialog:
    """The port typed into Settings, then Game > Invite phones."""
    settings = SettingsDialog(window.app_settings, window.playable_games(), window)
    settings.phones_port.setValue(port)
    settings.accept()
    seats = (SeatSpec("Layla"), SeatSpec("Bot", True, "random"), SeatSpec("Omar", True, "random"))
    window.session.start_game(NewGameRequest("basari", seats, seed=3))
    qtbot.waitUntil(lambda: window.adapter.match is not None)
    window.menu_actions.invite.trigger()
    dialog = window.findChild(InviteDialog)
    assert dialog is not None and dialog.host.server is not None
    return dialog


def test_the_phones_port_is_the_one_set_in_settings(qtbot: Any, window: MainWindow) -> None:
    """Fixed at 47800 before: a second Bazaar, or anything else there, and phones could not
    join."""
    port = free_port()
    dialog = invite_with_port(qtbot, window, port)
    assert dialog.host.server is not None
    assert dialog.host.server.address == f"127.0.0.1:{port}"
    assert f"127.0.0.1:{port}" in dialog.boxes[0].typed.text()
    assert "taken" not in dialog.note.text()
    again = SettingsDialog(window.app_settings, window.playable_games(), window)
    assert again.phones_port.value() == port  # kept
    again.restore_defaults()
    assert again.phones_port.value() == 47800


def test_a_taken_port_is_told_and_the_phones_get_another(qtbot: Any, window: MainWindow) -> None:
    with socket.socket() as other_program:
        other_program.bind(("127.0.0.1", 0))
        other_program.listen()
        taken = int(other_program.getsockname()[1])
        dialog = invite_with_port(qtbot, window, taken)
        server = dialog.host.server
        assert server is not None
        port = int(server.address.rsplit(":", 1)[1])
        assert port != taken
        assert f"Port {taken} is taken" in dialog.note.text()
        assert f"port {port} this time" in dialog.note.text()
        assert server.address in dialog.boxes[0].typed.text()  # what the phones are shown works
        phone = Phone(server.address)
        try:
            phone.open(dialog.host.links()[0].token)
            qtbot.waitUntil(
                lambda: dialog.boxes[0].state.text().startswith("Connected"), timeout=5000
            )
        finally:
            phone.close()
