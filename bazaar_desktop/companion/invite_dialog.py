"""Game > Invite phones: a QR code, a typed address and a pairing code per person's seat, who
is connected, and a button to release a seat (its phone is cut off, any device may take it).

The dialog only shows and asks: the host (`host.py`) owns the server and the links."""

from __future__ import annotations

import io
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.bridge.adapter import GameAdapter
from bazaar_desktop.companion.host import DEFAULT_PORT, CompanionHost, no_phone_text
from bazaar_desktop.companion.network import chosen_address, lan_addresses
from bazaar_desktop.companion.server import SeatLink
from bazaar_desktop.services.i18n import current_language

QR_SCALE = 5
NOTE_MS = 20_000  # how long the status line keeps a note of the phones' server


def qr_pixmap(text: str) -> QPixmap:
    """`text` as a QR code (segno), dark on white, with its quiet zone."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=QR_SCALE, border=3)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class SeatBox(QGroupBox):
    """One seat: its code, address and pairing code, its phone, Release."""

    def __init__(self, link: SeatLink, url: str, host: CompanionHost) -> None:
        super().__init__(link.name)
        self.seat = link.seat
        self.host = host
        self.qr = QLabel()
        self.qr.setPixmap(qr_pixmap(url))
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setToolTip(url)
        address = url.split("/s/")[0].removeprefix("http://")
        self.typed = QLabel(
            self.tr("Or type {address} and the code {code}").format(
                address=f"<b>{address}</b>", code=f"<b>{link.code[:3]} {link.code[3:]}</b>"
            )
        )
        self.typed.setWordWrap(True)
        self.typed.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = QLabel()
        self.state.setObjectName("phoneState")
        self.state.setWordWrap(True)
        self.release_button = QPushButton(self.tr("Release seat"))
        self.release_button.setToolTip(
            self.tr("Disconnect this seat's phone; another device may then take the seat")
        )
        self.release_button.clicked.connect(lambda: self.host.release(self.seat))
        self.setStyleSheet("QGroupBox { font-weight: bold; font-size: 15px; }")
        for label in (self.typed, self.state):
            label.setStyleSheet("font-weight: normal; font-size: 13px;")
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.addWidget(self.qr)
        layout.addWidget(self.typed)
        layout.addWidget(self.state)
        layout.addStretch(1)
        layout.addWidget(self.release_button)
        self.show_link(link)

    def show_link(self, link: SeatLink) -> None:
        if link.connection is not None:
            agent = _short_agent(link.agent)
            text = self.tr("Connected: {device}").format(device=agent)
        elif link.device is not None:
            text = self.tr("Held by a phone, not connected now (asleep?)")
        else:
            text = self.tr("Waiting for a phone…")
        self.state.setText(text)
        self.release_button.setEnabled(link.device is not None)


def _short_agent(agent: str) -> str:
    """A browser's User-Agent cut to what tells phones apart: "Android 14", "iPhone"."""
    for word in ("iPhone", "iPad", "Android", "Windows", "Macintosh", "Linux"):
        if word in agent:
            start = agent.index(word)
            return agent[start : start + 16].split(";")[0].strip(") ")
    return agent[:24] or "?"


class InviteDialog(QDialog):
    def __init__(self, host: CompanionHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.port = DEFAULT_PORT  # the one set in Settings (`CompanionDesk.open`)
        self.setWindowTitle(self.tr("Invite phones"))
        intro = QLabel(
            self.tr(
                "Each person scans their seat's code with the phone's camera, or types the "
                "address into the phone's browser and then the pairing code. The phone becomes "
                "that person's private hand: no curtain for them, and this screen shows only "
                "what everybody may see. Phones must be on the same Wi-Fi as this computer."
            )
        )
        renewed = QLabel(
            self.tr(
                "The codes are new for every game and every start of Bazaar: after resuming a "
                "game from its autosave, scan again."
            )
        )
        renewed.setWordWrap(True)
        intro.setWordWrap(True)
        self.address = QComboBox()
        self.address.setEditable(True)
        self.address.setToolTip(
            self.tr("The address of this computer that the phones are given (its network)")
        )
        self.use_button = QPushButton(self.tr("Use this address"))
        self.use_button.clicked.connect(self._use_address)
        address_row = QHBoxLayout()
        address_row.addWidget(QLabel(self.tr("Network address:")))
        address_row.addWidget(self.address, 1)
        address_row.addWidget(self.use_button)
        self.note = QLabel()
        self.note.setObjectName("inviteNote")
        self.note.setWordWrap(True)
        self.seats = QWidget()
        self.grid = QGridLayout(self.seats)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.seats)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(renewed)
        layout.addLayout(address_row)
        layout.addWidget(self.note)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.boxes: dict[int, SeatBox] = {}
        host.changed.connect(self.refresh)
        host.note.connect(self.note.setText)
        self.resize(760, 620)

    def invite(self, address: str) -> bool:
        """Start (or keep) the server on `address` and show the codes; False if it cannot."""
        self.address.clear()
        self.address.addItems(list(dict.fromkeys([address, *lan_addresses()])))
        self.address.setCurrentText(address)
        try:
            self.host.invite(address, self.port)
        except OSError as exc:
            self.note.setText(
                self.tr("Bazaar cannot listen on {address}: {why}").format(address=address, why=exc)
            )
            return False
        self.rebuild()
        self._tell_if_port_taken()
        return True

    def _tell_if_port_taken(self) -> None:
        """The port set in Settings was taken (another Bazaar, another program): the phones
        use the one the server found instead, and the host is told why the address differs."""
        server = self.host.server
        listening = int(server.address.rsplit(":", 1)[1]) if server and server.address else 0
        if self.port and listening and listening != self.port:
            self.note.setText(
                self.tr(
                    "Port {wanted} is taken by another program (or another Bazaar), so the "
                    "phones use port {port} this time: open the address shown. To keep one "
                    "address, choose a free port in Settings."
                ).format(wanted=self.port, port=listening)
            )

    def _use_address(self) -> None:
        address = self.address.currentText().strip()
        had_links = bool(self.host.links())
        if self.invite(address) and had_links:
            self.note.setText(
                self.tr("New codes for {address}: the old links no longer work.").format(
                    address=address
                )
            )

    def rebuild(self) -> None:
        for box in self.boxes.values():
            box.deleteLater()
        self.boxes = {}
        for index, link in enumerate(self.host.links()):
            box = SeatBox(link, self.host.url(link), self.host)
            self.grid.addWidget(box, index // 3, index % 3)
            self.boxes[link.seat] = box

    def refresh(self) -> None:
        links = self.host.links()
        if {ln.seat for ln in links} != set(self.boxes) or not self.host.running:
            if not self.host.running:
                self.rebuild()
            return
        for link in links:
            self.boxes[link.seat].show_link(link)
        if any(link.ever_connected for link in links) and self.note.text() == no_phone_text():
            self.note.clear()  # a phone came after all (the note stayed above them)


class CompanionDesk(QObject):
    """Game > Invite phones, for the window that makes it: the phones' server (the host) and
    the invite dialog, each made on first use. It says what it has to say through `say` (the
    status line); the window stops it as it closes."""

    def __init__(
        self,
        adapter: GameAdapter,
        say: Callable[[str | Callable[[], str], int], None],
        parent: QWidget,
        *,
        port: Callable[[], int] | None = None,  # the port set in Settings
    ) -> None:
        super().__init__(parent)
        self._adapter, self._say, self._parent = adapter, say, parent
        self._port = port or (lambda: DEFAULT_PORT)
        self._host: CompanionHost | None = None
        self._dialog: InviteDialog | None = None
        self._no_phone_said = False  # the status line was last told no phone has come

    @property
    def host(self) -> CompanionHost:
        if self._host is None:
            self._host = CompanionHost(self._adapter, current_language(), self)
            self._host.note.connect(self._note)
            self._host.changed.connect(self._phone_came)
            app = QApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self._host.stop)
        return self._host

    def _note(self, text: str) -> None:
        self._no_phone_said = text == no_phone_text()
        self._say(text, NOTE_MS)

    def _phone_came(self) -> None:
        """The status line stops saying no phone has connected once one has (it said so for
        its whole 20 s while the dialog listed three phones connected)."""
        host = self._host
        if not self._no_phone_said or host is None:
            return
        names = [link.name for link in host.links() if link.ever_connected]
        if names:
            self._no_phone_said = False
            self._say(
                lambda: QApplication.translate("InviteDialog", "Phones connected: {names}.").format(
                    names=", ".join(names)
                ),
                10000,
            )

    def open(self) -> InviteDialog | None:
        """The dialog, or a message when no game with a person at the table is on."""
        adapter = self._adapter
        if adapter.match is None or adapter.match.is_over or not adapter.human_seats():
            self._say(
                lambda: QApplication.translate(
                    "InviteDialog",
                    "Start a game with people at the table first: then invite phones.",
                ),
                10000,
            )
            return None
        if self._dialog is None:
            self._dialog = InviteDialog(self.host, self._parent)
        self._dialog.port = self._port()
        self._dialog.invite(chosen_address())
        self._dialog.show()
        self._dialog.raise_()
        return self._dialog

    def stop(self) -> None:
        """The window closes: the phones are told and the server stops."""
        if self._host is not None:
            self._host.stop()
