"""What a host hands out once a table is open, as the Play online dialog's Invitations page:
the room code and the server's `host:port` together (what a guest types in Join), a Copy
button for a ready-made invitation saying both, and for each invited person their seat's
link and QR code, with a Copy of their own invitation. It scrolls, so the dialog fits a small
screen; Play again fills it anew (new code, new links); a language switch words it anew."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.companion.invite_dialog import qr_pixmap

QR_PIXELS = 132  # small enough for two seats side by side at 1024x600, big enough to scan


translate = QCoreApplication.translate  # lupdate reads translate("Online", "…")


def server_of(link: str) -> str:
    """The `host:port` a seat link dials (what Join asks for with a room code)."""
    parts = urlsplit(link.strip())
    return parts.netloc


@dataclass(frozen=True)
class Invited:
    """One invited person's seat: their name, its link."""

    seat: int
    name: str
    link: str


def room_invitation(game: str, server: str, room: str) -> str:
    """The invitation for anyone: the first free seat, by the server and the room code."""
    return translate(
        "Online",
        "Join my table of {game} in Bazaar: Game > Play online… > Join, then give the server "
        "{server} and the room code {room}.",
    ).format(game=game, server=server, room=room)


def seat_invitation(game: str, name: str, link: str) -> str:
    """One person's invitation: their own seat's link (Join takes it as it is)."""
    return translate(
        "Online",
        "{name}, your seat at my table of {game} in Bazaar: Game > Play online… > Join, "
        "and paste this link: {link}",
    ).format(name=name, game=game, link=link)


class InvitationsPage(QWidget):
    """The Invitations page (see the module's doc); `show_table` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.room, self.server = "", "", ""
        self.invited: tuple[Invited, ...] = ()
        self.room_label = QLabel()
        self.room_label.setObjectName("roomCode")
        self.room_label.setFont(theme.font(15, bold=True))
        self.room_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.server_label = QLabel()
        self.server_label.setObjectName("serverAddress")
        self.server_label.setFont(theme.font(15, bold=True))
        self.server_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.how = QLabel()
        self.how.setWordWrap(True)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyInvitation")
        self.copy_button.clicked.connect(lambda: self.copy(self.invitation_text()))
        self.copied = QLabel()
        top = QGridLayout()
        top.addWidget(self.room_label, 0, 0)
        top.addWidget(self.server_label, 0, 1)
        top.addWidget(self.how, 1, 0, 1, 2)
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.copy_button)
        copy_row.addWidget(self.copied, 1)
        self.seats_box = QWidget()
        self.seat_rows = QGridLayout(self.seats_box)
        self.seat_rows.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seats_box)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(copy_row)
        layout.addWidget(scroll, 1)
        self.seat_copies: list[QPushButton] = []
        self._name_labels: list[QLabel] = []
        self.retranslate()

    def show_table(self, game: str, room: str, server: str, invited: Sequence[Invited]) -> None:
        self.game, self.room, self.server = game, room, server
        self.invited = tuple(invited)
        while self.seat_rows.count():
            item = self.seat_rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_copies, self._name_labels = [], []
        for number, person in enumerate(self.invited):
            qr = QLabel()
            qr.setPixmap(qr_pixmap(person.link).scaled(QR_PIXELS, QR_PIXELS))
            qr.setToolTip(person.link)
            name = QLabel()
            link = QLabel(person.link)
            link.setObjectName("seatLink")
            link.setWordWrap(True)
            link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            copy = QPushButton()
            copy.setObjectName(f"copySeat{number}")
            copy.clicked.connect(
                lambda _c=False, p=person: self.copy(seat_invitation(self.game, p.name, p.link))
            )
            words = QVBoxLayout()
            words.addWidget(name)
            words.addWidget(link)
            words.addWidget(copy, 0, Qt.AlignmentFlag.AlignLeft)
            words.addStretch(1)
            holder = QWidget()
            holder.setLayout(words)
            self.seat_rows.addWidget(qr, number, 0)
            self.seat_rows.addWidget(holder, number, 1)
            self.seat_copies.append(copy)
            self._name_labels.append(name)
        self.seat_rows.setColumnStretch(1, 1)
        self.copied.setText("")
        self.retranslate()

    def invitation_text(self) -> str:
        return room_invitation(self.game, self.server, self.room)

    def copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self.copied.setText(translate("Online", "Copied: paste it in a message to your friends."))

    def retranslate(self) -> None:
        self.room_label.setText(translate("Online", "Room code: {room}").format(room=self.room))
        self.server_label.setText(
            translate("Online", "Server: {server}").format(server=self.server)
        )
        self.how.setText(
            translate(
                "Online",
                "Friends join in Bazaar with Game > Play online… > Join: the server and the room "
                "code (the first free seat), or their seat's own link below.",
            )
        )
        self.copy_button.setText(translate("Online", "&Copy the invitation"))
        self.copy_button.setToolTip(self.invitation_text())
        for person, name, copy in zip(
            self.invited, self._name_labels, self.seat_copies, strict=True
        ):
            name.setText(
                translate("Online", "<b>{name}</b>'s seat").format(name=html.escape(person.name))
            )
            copy.setText(translate("Online", "Copy this seat's invitation"))
            copy.setToolTip(seat_invitation(self.game, person.name, person.link))
        self.copied.setText("")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
