"""What a host hands out once a table is open, as the Play online dialog's Invitations page:
the room code and the server's `host:port` together (what a guest types in Join), the address
a browser opens with the same code (the server's web table: nothing to install), a Copy
button for a ready-made invitation saying both ways, and for each invited person both ways
into their seat: "Open in Bazaar" (the `bazaar://` link) and "Open in a browser" (the web
link), each with its QR code and a Copy of that invitation. It scrolls, so the dialog fits a
small screen; Play again fills it anew (new code, new links); a language switch words it
anew."""

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


def web_address_of(web_link: str) -> str:
    """The web table's front page a seat's web link is on (`http://host:port/`): opened in a
    browser, it asks for the room code and a name."""
    parts = urlsplit(web_link.strip())
    return f"{parts.scheme}://{parts.netloc}/" if parts.scheme and parts.netloc else ""


@dataclass(frozen=True)
class Invited:
    """One invited person's seat: their name, its link (opened in Bazaar) and its web link
    (the same seat in any browser; "" from a server without the web table)."""

    seat: int
    name: str
    link: str
    web: str = ""


def room_invitation(game: str, server: str, room: str) -> str:
    """The invitation for anyone: the first free seat, by the server and the room code."""
    return translate(
        "Online",
        "Join my table of {game} in Bazaar: Game > Play online… > Join, then give the server "
        "{server} and the room code {room}.",
    ).format(game=game, server=server, room=room)


def browser_invitation(game: str, web_address: str, room: str) -> str:
    """The invitation's way in without Bazaar: the web table's address and the room code."""
    return translate(
        "Online",
        "Without Bazaar: open {address} in any browser and type the room code {room}.",
    ).format(address=web_address, room=room)


def seat_browser_invitation(game: str, name: str, web: str) -> str:
    """One person's invitation to their seat in a browser (the web link takes it at once)."""
    return translate(
        "Online",
        "{name}, your seat at my table of {game}: open this link in any browser, nothing to "
        "install: {link}",
    ).format(name=name, game=game, link=web)


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
        self.web_label = QLabel()  # the address a browser opens, with the room code
        self.web_label.setObjectName("webAddress")
        self.web_label.setWordWrap(True)
        self.web_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.how = QLabel()
        self.how.setWordWrap(True)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyInvitation")
        self.copy_button.clicked.connect(lambda: self.copy(self.invitation_text()))
        self.copied = QLabel()
        top = QGridLayout()
        top.addWidget(self.room_label, 0, 0)
        top.addWidget(self.server_label, 0, 1)
        top.addWidget(self.web_label, 1, 0, 1, 2)
        top.addWidget(self.how, 2, 0, 1, 2)
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.copy_button)
        copy_row.addWidget(self.copied, 1)
        self.seats_box = QWidget()
        self.seat_rows = QGridLayout(self.seats_box)
        self.seat_rows.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        # Links do not wrap: they fit the width of a 1024-pixel screen; only down it scrolls.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.seats_box)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(copy_row)
        layout.addWidget(scroll, 1)
        self.seat_copies: list[QPushButton] = []  # each seat's "Open in Bazaar" Copy
        self.browser_copies: list[QPushButton] = []  # each seat's "Open in a browser" Copy
        self.seat_qrs: list[tuple[QLabel, QLabel | None]] = []  # (Bazaar's, the browser's)
        self._name_labels: list[QLabel] = []
        self.way_titles: list[tuple[QLabel, QLabel | None]] = []  # each seat's two ways in
        self.retranslate()

    def show_table(self, game: str, room: str, server: str, invited: Sequence[Invited]) -> None:
        self.game, self.room, self.server = game, room, server
        self.invited = tuple(invited)
        while self.seat_rows.count():
            item = self.seat_rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_copies, self.browser_copies, self.seat_qrs = [], [], []
        self._name_labels, self.way_titles = [], []
        row = 0
        for person in self.invited:
            name = QLabel()
            self.seat_rows.addWidget(name, row, 0, 1, 2)
            self._name_labels.append(name)
            app_qr, app_title, app_copy = self._way_in(row + 1, person.link)
            app_copy.clicked.connect(
                lambda _c=False, p=person: self.copy(seat_invitation(self.game, p.name, p.link))
            )
            self.seat_copies.append(app_copy)
            row += 2
            web_qr = web_title = None
            if person.web:
                web_qr, web_title, web_copy = self._way_in(row, person.web)
                web_copy.clicked.connect(
                    lambda _c=False, p=person: self.copy(
                        seat_browser_invitation(self.game, p.name, p.web)
                    )
                )
                self.browser_copies.append(web_copy)
                row += 1
            self.seat_qrs.append((app_qr, web_qr))
            self.way_titles.append((app_title, web_title))
        self.seat_rows.setColumnStretch(1, 1)
        self.copied.setText("")
        self.retranslate()

    def _way_in(self, row: int, link: str) -> tuple[QLabel, QLabel, QPushButton]:
        """One way into a seat on `row`: the link's QR code, then its title, the link itself
        and its Copy button (the caller says what Copy copies)."""
        qr = QLabel()
        qr.setPixmap(qr_pixmap(link).scaled(QR_PIXELS, QR_PIXELS))
        qr.setToolTip(link)
        title = QLabel()
        title.setFont(theme.font(11, bold=True))
        shown = QLabel(link)
        shown.setObjectName("seatLink")
        shown.setWordWrap(True)
        shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        copy = QPushButton()
        words = QVBoxLayout()
        words.addWidget(title)
        words.addWidget(shown)
        words.addWidget(copy, 0, Qt.AlignmentFlag.AlignLeft)
        words.addStretch(1)
        holder = QWidget()
        holder.setLayout(words)
        self.seat_rows.addWidget(qr, row, 0)
        self.seat_rows.addWidget(holder, row, 1)
        return qr, title, copy

    def web_address(self) -> str:
        """The web table's front page ("" when the server gave no web links)."""
        webs = [person.web for person in self.invited if person.web]
        return web_address_of(webs[0]) if webs else ""

    def invitation_text(self) -> str:
        text = room_invitation(self.game, self.server, self.room)
        if self.web_address():
            text += " " + browser_invitation(self.game, self.web_address(), self.room)
        return text

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
        self.web_label.setText(
            translate("Online", "In any browser: {address} with the room code").format(
                address=self.web_address()
            )
        )
        self.web_label.setVisible(bool(self.web_address()))
        self.copy_button.setText(translate("Online", "&Copy the invitation"))
        self.copy_button.setToolTip(self.invitation_text())
        for person, name, (app_title, web_title) in zip(
            self.invited, self._name_labels, self.way_titles, strict=True
        ):
            name.setText(
                translate("Online", "<b>{name}</b>'s seat").format(name=html.escape(person.name))
            )
            app_title.setText(translate("Online", "Open in Bazaar"))
            if web_title is not None:
                web_title.setText(translate("Online", "Open in a browser"))
        for person, copy in zip(self.invited, self.seat_copies, strict=True):
            copy.setText(translate("Online", "Copy this seat's invitation"))
            copy.setToolTip(seat_invitation(self.game, person.name, person.link))
        webs = [person for person in self.invited if person.web]
        for person, copy in zip(webs, self.browser_copies, strict=True):
            copy.setText(translate("Online", "Copy this seat's browser invitation"))
            copy.setToolTip(seat_browser_invitation(self.game, person.name, person.web))
        self.copied.setText("")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
