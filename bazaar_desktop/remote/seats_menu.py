"""The host's say over a person who went away, in one rule (`host_choices`) that Game > Online
seats and the button under the players (`away_button.AwaySeatButtons`) share. An away person's
seat may be played by a bot (the table goes on without waiting) and given back; the server
grants it to the table's host only (`hand_to_bot`, `give_back`), and its next frame shows the
change."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from bazaar_desktop.remote.table import RemoteTable


class HostChoice(NamedTuple):
    """A seat the host may hand to a bot (its person is away), or give back (`back`)."""

    seat: int
    name: str
    back: bool

    def text(self) -> str:
        if self.back:
            words = QCoreApplication.translate("Online", "Give {name}'s seat back")
        else:
            words = QCoreApplication.translate("Online", "Let a bot play for {name}")
        return words.format(name=self.name)


def host_choices(remote: RemoteTable | None) -> tuple[HostChoice, ...] | None:
    """What the server would grant this window now: None unless it holds the host's seat of a
    game going on; else a choice for each seat a bot plays for its person (give it back) and
    each person seat whose person is away once the game has begun (the table waits for them)."""
    frame = remote.frames.get(remote.seats[0]) if remote is not None and remote.seats else None
    if remote is None or frame is None or frame.host not in remote.seats or frame.over:
        return None
    choices = []
    for seat, info in enumerate(frame.seats):
        if seat in frame.stand_ins:
            choices.append(HostChoice(seat, info.name, back=True))
        elif not info.is_bot and not frame.connected[seat] and seat not in frame.waiting:
            choices.append(HostChoice(seat, info.name, back=False))
    return tuple(choices)


def fill_seats_menu(menu: QMenu, remote: RemoteTable | None) -> None:
    """The menu as it opens: an entry for each seat the host may hand over or give back."""
    menu.clear()
    choices = host_choices(remote)
    if remote is None or choices is None:
        note = menu.addAction(
            QCoreApplication.translate("Online", "(for the host of an online game)")
        )
        note.setEnabled(False)
        return
    for choice in choices:
        action = menu.addAction(choice.text())
        action.triggered.connect(lambda _c=False, c=choice: remote.hand_to_bot(c.seat, back=c.back))
    if not choices:
        note = menu.addAction(QCoreApplication.translate("Online", "(nobody is away)"))
        note.setEnabled(False)
