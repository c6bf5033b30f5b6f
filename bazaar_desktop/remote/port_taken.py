"""Continue on a table hosted here whose port another program has taken meanwhile: the host
is told and offered another port. The table goes on there, and the invited people need new
links (the old ones dial the old port): they are shown to hand out, with the room code."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from bazaar_desktop.remote.host import free_port
from bazaar_desktop.remote.tickets import write_ticket
from bazaar_server.protocol import seat_link

if TYPE_CHECKING:
    from bazaar_desktop.remote.desk import OnlineDesk
    from bazaar_desktop.remote.tickets import Ticket


def ask_another_port(desk: OnlineDesk, ticket: Ticket, path: Path) -> None:
    assert ticket.hosted is not None
    host, old = ticket.hosted
    new = free_port(host)
    buttons = QMessageBox.StandardButton
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Online", "The table's port is taken"),
        QCoreApplication.translate(
            "Online",
            "Port {old}, which this table's links use, is taken by another program. Start the "
            "table server on port {new} instead? The invited people then need new links "
            "(shown next).",
        ).format(old=old, new=new),
        buttons.Yes | buttons.Cancel,
        desk.window,
    )
    box.button(buttons.Yes).setText(
        QCoreApplication.translate("Online", "&Use port {new}").format(new=new)
    )
    box.setDefaultButton(buttons.Yes)

    def answered(_result: int) -> None:
        desk.problem_box = None
        box.deleteLater()
        if box.clickedButton() is box.button(buttons.Yes):
            _move(desk, ticket, path, new)

    box.finished.connect(answered)
    desk.problem_box = box
    box.open()


def _move(desk: OnlineDesk, ticket: Ticket, path: Path, port: int) -> None:
    """The table's server on `port` from now on: the ticket says so, Continue again."""
    from dataclasses import replace

    assert ticket.hosted is not None
    host = ticket.hosted[0]
    address = f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    moved = replace(ticket, server=f"ws://{address}/ws", hosted=(host, port))
    write_ticket(path.parent, moved)
    desk.hosting.start(host, port)
    desk.continue_ticket(path)
    lines = "\n".join(
        f"{ticket.names[seat] if seat < len(ticket.names) else seat + 1}: "
        + seat_link(host, port, token, tls=False)
        for seat, token in sorted(ticket.invites.items())
    )
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("Online", "New links for the others"),
        QCoreApplication.translate(
            "Online", "Room code: {room} (server {address}). The invited people's new links:"
        ).format(room=ticket.room, address=address)
        + "\n\n"
        + lines,
        QMessageBox.StandardButton.Close,
        desk.window,
    )
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.finished.connect(lambda _r: box.deleteLater())
    box.open()
