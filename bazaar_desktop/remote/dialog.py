"""Game > Play online…: make a table (on a server this computer starts, or on one somebody
runs) or join one (a seat link, or a server's address and a room code). Once a table is made
it shows the room code and, for each person playing elsewhere, their seat's link and QR code.
The dialog only asks and shows: `OnlineDesk` (desk.py) starts and joins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.companion.invite_dialog import qr_pixmap
from bazaar_desktop.companion.network import chosen_address, lan_addresses
from bazaar_desktop.services.i18n import bot_level_name

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameInfo
    from bazaar_desktop.remote.desk import OnlineDesk

HERE, ELSEWHERE = "here", "elsewhere"  # a person at this computer, or one invited


class PlayOnlineDialog(QDialog):
    def __init__(self, games: list[GameInfo], desk: OnlineDesk, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play online"))
        self.games, self.desk = games, desk
        self._room, self._links = "", list[str]()
        self.tabs = QTabWidget()
        self.tabs.addTab(self._make_page(), self.tr("New table"))
        self.tabs.addTab(self._join_page(), self.tr("Join"))
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("onlineProblem")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # never cramped
        layout.addWidget(self.tabs)
        layout.addWidget(self.problem)
        layout.addWidget(close)

    # --- a new table ---------------------------------------------------------------------------
    def _make_page(self) -> QWidget:
        page = QWidget()
        self.host_here = QRadioButton(self.tr("Host on this computer"))
        self.use_server = QRadioButton(self.tr("Use a server"))
        self.host_here.setChecked(True)
        group = QButtonGroup(page)
        group.addButton(self.host_here)
        group.addButton(self.use_server)
        self.lan = QComboBox()
        self.lan.addItems(lan_addresses() or ["127.0.0.1"])
        self.lan.setCurrentText(chosen_address())
        self.lan.setToolTip(self.tr("The address the others reach this computer at"))
        self.server_address = QLineEdit()
        self.server_address.setPlaceholderText(self.tr("host:port"))
        self.game = QComboBox()
        for info in self.games:
            self.game.addItem(info.name, info.game_id)
        self.players = QSpinBox()
        self.seat_rows = QGridLayout()
        self.seat_kinds: list[QComboBox] = []
        self.seat_names: list[QLineEdit] = []
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.players.valueChanged.connect(self._fill_seats)
        form = QFormLayout()
        where = QGridLayout()
        where.addWidget(self.host_here, 0, 0)
        where.addWidget(self.lan, 0, 1)
        where.addWidget(self.use_server, 1, 0)
        where.addWidget(self.server_address, 1, 1)
        form.addRow(self.tr("Where"), where)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Players"), self.players)
        self.start = QPushButton(self.tr("&Open the table"))
        self.start.clicked.connect(self._create)
        self.invites = QGroupBox(self.tr("Invitations"))
        self.invite_rows = QGridLayout(self.invites)
        self.invites.hide()
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(self.seat_rows)
        layout.addWidget(self.start, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.invites)
        layout.addStretch(1)
        self._game_chosen()
        return page

    def _info(self) -> GameInfo:
        return self.games[max(0, self.game.currentIndex())]

    def _game_chosen(self) -> None:
        info = self._info()
        self.players.setRange(info.min_players, info.max_players)
        self._fill_seats()

    def _fill_seats(self) -> None:
        info, count = self._info(), self.players.value()
        while len(self.seat_kinds) > count:
            self.seat_kinds.pop().deleteLater()
            self.seat_names.pop().deleteLater()
        while len(self.seat_kinds) < count:
            row = len(self.seat_kinds)
            kind = QComboBox()
            kind.addItem(self.tr("Person at this computer"), HERE)
            kind.addItem(self.tr("Person elsewhere (invited)"), ELSEWHERE)
            for level in info.bot_levels:
                level_name = bot_level_name(level)
                level_name = level_name[:1].upper() + level_name[1:]  # "Bot: Medium"
                kind.addItem(self.tr("Bot: {level}").format(level=level_name), level)
            name = QLineEdit(self.tr("Player {number}").format(number=row + 1))
            if row == 0:  # the host: the name used last, or the computer user's
                name.setText(self.desk.default_name() or name.text())
            kind.currentIndexChanged.connect(  # a bot is named by the server
                lambda _i, k=kind, n=name: n.setEnabled(k.currentData() in (HERE, ELSEWHERE))
            )
            kind.setCurrentIndex(0 if row == 0 else 1)
            self.seat_rows.addWidget(
                QLabel(self.tr("Seat {number}").format(number=row + 1)), row, 0
            )
            self.seat_rows.addWidget(kind, row, 1)
            self.seat_rows.addWidget(name, row, 2)
            self.seat_kinds.append(kind)
            self.seat_names.append(name)

    def seats_asked(self) -> tuple[list[dict[str, Any]], int]:
        """The `create` message's seats, the people here first (this window takes them), and
        how many people are here."""
        here: list[dict[str, Any]] = []
        others: list[dict[str, Any]] = []
        for kind, name in zip(self.seat_kinds, self.seat_names, strict=True):
            value = str(kind.currentData())
            if value in (HERE, ELSEWHERE):
                seat = {"kind": "person", "name": name.text().strip() or kind.currentText()}
                (here if value == HERE else others).append(seat)
            else:
                others.append({"kind": "bot", "level": value})
        return here + others, len(here)

    def _create(self) -> None:
        seats, here = self.seats_asked()
        if here == 0:
            self.problem.setText(self.tr("Take at least one seat at this computer."))
            return
        try:
            if self.host_here.isChecked():
                address = self.desk.host_here(self.lan.currentText())
            else:
                address = self.server_address.text().strip()
            info = self._info()
            table = self.desk.create(address, info.game_id, dict(info.default_options), seats, here)
        except (OSError, ValueError) as exc:
            self.problem.setText(self.tr("Could not open the table: {why}").format(why=exc))
            return
        self.problem.setText("")
        table.created.connect(lambda message: self.show_invitations(message, here))

    def show_invitations(self, message: dict[str, Any], here: int) -> None:
        """The room code, and each invited person's link with its QR code."""
        while self.invite_rows.count():
            item = self.invite_rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self._room = str(message.get("room") or "")
        self._links = [str(seat.get("link") or "") for seat in (message.get("seats") or [])[here:]]
        room = QLabel(self.tr("Room code: {room}").format(room=self._room))
        room.setObjectName("roomCode")
        room.setFont(theme.font(15, bold=True))
        room.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.invite_rows.addWidget(room, 0, 0, 1, 2)
        names = [name.text() for name in self.seat_names]
        for row, seat in enumerate((message.get("seats") or [])[here:], start=1):
            link = str(seat.get("link") or "")
            index = int(seat.get("seat", 0))
            label = QLabel(f"<b>{names[index] if index < len(names) else index + 1}</b><br>{link}")
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            qr = QLabel()
            qr.setPixmap(qr_pixmap(link))
            qr.setToolTip(link)
            self.invite_rows.addWidget(qr, row, 0)
            self.invite_rows.addWidget(label, row, 1)
        self.invites.show()
        self.adjustSize()

    def room_code(self) -> str:
        return self._room

    def invite_links(self) -> list[str]:
        return list(self._links)

    # --- joining -------------------------------------------------------------------------------
    def _join_page(self) -> QWidget:
        page = QWidget()
        self.join_address = QLineEdit()
        self.join_address.setPlaceholderText(self.tr("bazaar://… seat link, or host:port"))
        self.room = QLineEdit()
        self.room.setMaxLength(6)
        self.room.setPlaceholderText(self.tr("6 characters (not needed with a seat link)"))
        self.room_problem = QLabel()  # a wrong room code, said beside its field
        self.room_problem.setObjectName("onlineProblem")
        self.room_problem.setWordWrap(True)
        self.room_problem.hide()
        self.join_name = QLineEdit(self.desk.default_name() or self.tr("Player"))
        self.join_button = join = QPushButton(self.tr("&Join"))
        join.clicked.connect(self._join)
        form = QFormLayout()
        form.addRow(self.tr("Link or server"), self.join_address)
        form.addRow(self.tr("Room code"), self.room)
        form.addRow("", self.room_problem)
        form.addRow(self.tr("Your name"), self.join_name)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(join)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addStretch(1)
        return page

    def _join(self) -> None:
        address, room = self.join_address.text().strip(), self.room.text().strip()
        self.room_problem.hide()
        try:
            if "/seat/" in address:
                table = self.desk.join_link(address)
            elif room:
                table = self.desk.join_room(address, room, self.join_name.text().strip())
            else:
                self.problem.setText(self.tr("Paste a seat link, or give the room code."))
                return
        except ValueError:
            self.problem.setText(self.tr("That is not a server's address or a seat link."))
            return
        # Kept open until the seat is taken: a wrong room code is said here, beside its field
        self.problem.setText(self.tr("Connecting…"))
        table.seated.connect(self._joined)
        table.cannot_take.connect(lambda *_why: self.problem.setText(""))

    def _joined(self) -> None:
        self.problem.setText("")
        self.accept()

    def show_room_problem(self, words: str) -> None:
        """The server knows no table by that room code: said under the field, the dialog
        kept open to correct it."""
        self.problem.setText("")
        self.room_problem.setText(words)
        self.room_problem.show()
        self.tabs.setCurrentIndex(1)
        self.room.setFocus()
        self.room.selectAll()
