"""Game > Online seats: the host's say over a person who went away. An away person's seat may
be played by a bot (the table goes on without waiting) and given back; the server grants it
to the table's host only (`hand_to_bot`, `give_back`), and its next frame shows the change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from bazaar_desktop.remote.table import RemoteTable


def fill_seats_menu(menu: QMenu, remote: RemoteTable | None) -> None:
    """The menu as it opens: an entry for each seat the host may hand over or give back."""
    menu.clear()
    frame = remote.frames.get(remote.seats[0]) if remote is not None and remote.seats else None
    if remote is None or frame is None or frame.host not in remote.seats or frame.over:
        note = menu.addAction(
            QCoreApplication.translate("Online", "(for the host of an online game)")
        )
        note.setEnabled(False)
        return
    for seat, info in enumerate(frame.seats):
        name = info.name
        if seat in frame.stand_ins:
            text = QCoreApplication.translate("Online", "Give {name}'s seat back")
            action = menu.addAction(text.format(name=name))
            action.triggered.connect(lambda _c=False, s=seat: remote.hand_to_bot(s, back=True))
        elif not info.is_bot and not frame.connected[seat] and seat not in frame.waiting:
            text = QCoreApplication.translate("Online", "Let a bot play for {name}")
            action = menu.addAction(text.format(name=name))
            action.triggered.connect(lambda _c=False, s=seat: remote.hand_to_bot(s))
    if menu.isEmpty():
        note = menu.addAction(QCoreApplication.translate("Online", "(nobody is away)"))
        note.setEnabled(False)
