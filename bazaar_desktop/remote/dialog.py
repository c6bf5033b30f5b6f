"""Game > Play online…: make a table (on a server this computer starts, or on one somebody
runs) or join one (a seat link, or a server's address and a room code), or watch one (a
server's address and a room code, if the table allows spectators). Once a table is made
it shows the room code and, for each person playing elsewhere, their seat's link and QR code.
The dialog only asks and shows: `OnlineDesk` (desk.py) starts and joins."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.companion.network import chosen_address, lan_addresses
from bazaar_desktop.remote.invitations import InvitationsPage, Invited, server_of
from bazaar_desktop.services.i18n import bot_level_name

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameInfo
    from bazaar_desktop.remote.desk import OnlineDesk

HERE, ELSEWHERE = "here", "elsewhere"  # a person at this computer, or one invited


def clock_words(seconds: int | None) -> str:
    """A turn clock's choice in words: none, seconds, or whole minutes."""
    translate = QCoreApplication.translate
    if seconds is None:
        return translate("PlayOnlineDialog", "No clock")
    if seconds < 60:
        return translate("PlayOnlineDialog", "{seconds} s a decision").format(seconds=seconds)
    return translate("PlayOnlineDialog", "{minutes} min a decision").format(minutes=seconds // 60)


CLOCK_CHOICES = (None, 15, 30, 60, 120, 300)  # seconds a person has for each decision


class PlayOnlineDialog(QDialog):
    def __init__(self, games: list[GameInfo], desk: OnlineDesk, parent: QWidget) -> None:
        super().__init__(parent)
        self.games, self.desk = games, desk
        self._room, self._links = "", list[str]()
        self._asked_names: list[str] = []  # the seats' names as the table was asked for
        self.tabs = QTabWidget()
        self.tabs.addTab(self._make_page(), "")
        self.tabs.addTab(self._join_page(), "")
        self.invites = InvitationsPage()  # a third tab once a table is open
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("onlineProblem")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.problem)
        layout.addWidget(close)
        self.retranslate()

    # --- a new table ---------------------------------------------------------------------------
    def _make_page(self) -> QWidget:
        page = QWidget()
        self.host_here = QRadioButton()
        self.use_server = QRadioButton()
        self.host_here.setChecked(True)
        group = QButtonGroup(page)
        group.addButton(self.host_here)
        group.addButton(self.use_server)
        self.lan = QComboBox()  # this computer's addresses, or one typed (a name, say)
        self.lan.setEditable(True)
        self.lan.addItems(lan_addresses() or ["127.0.0.1"])
        self.lan.setCurrentText(chosen_address())
        self.server_address = QLineEdit()
        self.game = QComboBox()
        for info in self.games:
            self.game.addItem(info.name, info.game_id)
        self.players = QSpinBox()
        self.seat_rows = QGridLayout()
        self.seat_kinds: list[QComboBox] = []
        self.seat_names: list[QLineEdit] = []
        self.seat_labels: list[QLabel] = []
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.players.valueChanged.connect(self._fill_seats)
        self.spectators = QCheckBox()
        self.clock = QComboBox()
        self.clock.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for seconds in CLOCK_CHOICES:
            self.clock.addItem("", seconds)
        self.form = form = QFormLayout()
        where = QGridLayout()
        where.addWidget(self.host_here, 0, 0)
        where.addWidget(self.lan, 0, 1)
        where.addWidget(self.use_server, 1, 0)
        where.addWidget(self.server_address, 1, 1)
        where.setColumnStretch(1, 1)
        for field in (where, self.game, self.players):
            form.addRow(QLabel(), field)
        self.start = QPushButton()
        self.start.clicked.connect(self._create)
        more = QFormLayout()
        more.addRow(QLabel(), self.clock)
        more.addRow(QLabel(), self.spectators)
        self.more = more
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(self.seat_rows)
        layout.addLayout(more)
        layout.addWidget(self.start, 0, Qt.AlignmentFlag.AlignRight)
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
        count = self.players.value()
        while len(self.seat_kinds) > count:
            self.seat_kinds.pop().deleteLater()
            self.seat_names.pop().deleteLater()
            self.seat_labels.pop().deleteLater()
        while len(self.seat_kinds) < count:
            row = len(self.seat_kinds)
            kind = QComboBox()
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # any language
            name = QLineEdit()
            kind.currentIndexChanged.connect(  # a bot is named by the server
                lambda _i, k=kind, n=name: n.setEnabled(k.currentData() in (HERE, ELSEWHERE))
            )
            label = QLabel()
            self.seat_rows.addWidget(label, row, 0)
            self.seat_rows.addWidget(kind, row, 1)
            self.seat_rows.addWidget(name, row, 2)
            self.seat_kinds.append(kind)
            self.seat_names.append(name)
            self.seat_labels.append(label)
            self._word_seat(row, fresh=True)
            kind.setCurrentIndex(0 if row == 0 else 1)

    def _word_seat(self, row: int, *, fresh: bool = False) -> None:
        """A seat's row in the current language: its kinds (the choice kept), and its name
        while it is still the one given (a name typed is the person's own)."""
        kind, name = self.seat_kinds[row], self.seat_names[row]
        self.seat_labels[row].setText(self.tr("Seat {number}").format(number=row + 1))
        chosen = kind.currentIndex()
        kind.blockSignals(True)
        kind.clear()
        kind.addItem(self.tr("Person at this computer"), HERE)
        kind.addItem(self.tr("Person elsewhere (invited)"), ELSEWHERE)
        for level in self._info().bot_levels:
            level_name = bot_level_name(level)
            level_name = level_name[:1].upper() + level_name[1:]  # "Bot: Medium"
            kind.addItem(self.tr("Bot: {level}").format(level=level_name), level)
        kind.setCurrentIndex(max(0, chosen))
        kind.blockSignals(False)
        given = self.tr("Player {number}").format(number=row + 1)
        if row == 0:  # the host: the name used last, or the computer user's
            given = self.desk.default_name() or given
        if fresh or name.text() == name.property("given"):
            name.setText(given)
        name.setProperty("given", given)

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
                address = self.desk.host_here(self.lan.currentText().strip())
            else:
                address = self.server_address.text().strip()
            info = self._info()
            table = self.desk.create(
                address,
                info.game_id,
                dict(info.default_options),
                seats,
                here,
                spectators=self.spectators.isChecked(),
                clock=self.clock.currentData(),
            )
        except (OSError, ValueError) as exc:
            self.problem.setText(self.tr("Could not open the table: {why}").format(why=exc))
            return
        self.problem.setText("")
        self._asked_names = [str(seat.get("name") or "") for seat in seats]  # in seat order
        table.created.connect(lambda message: self.show_invitations(message, here))

    def show_invitations(self, message: dict[str, Any], here: int) -> None:
        """The Invitations page: the room code and the server, each invited person's link
        with its QR code (the people here take the first `here` seats: not invited)."""
        self._room = str(message.get("room") or "")
        seats = [seat for seat in (message.get("seats") or []) if isinstance(seat, dict)][here:]
        self._links = [str(seat.get("link") or "") for seat in seats]
        names = self._asked_names
        invited = []
        for seat, link in zip(seats, self._links, strict=True):
            index = int(seat.get("seat", 0))
            name = names[index] if index < len(names) else ""
            invited.append(Invited(index, name, link, str(seat.get("web") or "")))
        server = server_of(self._links[0]) if self._links else ""
        self.invites.show_table(self._info().name, self._room, server, invited)
        if self.tabs.indexOf(self.invites) < 0:
            self.tabs.addTab(self.invites, self.tr("Invitations"))
        self.tabs.setCurrentWidget(self.invites)

    def room_code(self) -> str:
        return self._room

    def invite_links(self) -> list[str]:
        return list(self._links)

    # --- words -----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Every word of the dialog in the current language (also after a switch)."""
        self.setWindowTitle(self.tr("Play online"))
        self.tabs.setTabText(0, self.tr("New table"))
        self.tabs.setTabText(1, self.tr("Join or watch"))
        if self.tabs.indexOf(self.invites) >= 0:
            self.tabs.setTabText(self.tabs.indexOf(self.invites), self.tr("Invitations"))
        self.host_here.setText(self.tr("Host on this computer"))
        self.use_server.setText(self.tr("Use a server"))
        self.lan.setToolTip(
            self.tr("The address the others reach this computer at (choose one, or type it)")
        )
        self.server_address.setPlaceholderText(self.tr("host:port"))
        for row, words in enumerate((self.tr("Where"), self.tr("Game"), self.tr("Players"))):
            self._set_label(self.form, row, words)
        self._set_label(self.more, 0, self.tr("Turn clock"))
        self._set_label(self.more, 1, self.tr("Spectators"))
        for index, seconds in enumerate(CLOCK_CHOICES):
            self.clock.setItemText(index, clock_words(seconds))
        self.clock.setToolTip(
            self.tr("When a person's time runs out, the clock decides for them (an Easy bot)")
        )
        self.spectators.setText(self.tr("Others may watch by the room code"))
        self.start.setText(self.tr("&Open the table"))
        for row in range(len(self.seat_kinds)):
            self._word_seat(row)
        self._word_join_page()

    @staticmethod
    def _set_label(form: QFormLayout, row: int, words: str) -> None:
        item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        label = item.widget() if item is not None else None
        if isinstance(label, QLabel):
            label.setText(words)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- joining -------------------------------------------------------------------------------
    def _join_page(self) -> QWidget:
        page = QWidget()
        self.join_address = QLineEdit()
        self.room = QLineEdit()
        self.room.setMaxLength(6)
        self.room_problem = QLabel()  # a wrong room code, said beside its field
        self.room_problem.setObjectName("onlineProblem")
        self.room_problem.setWordWrap(True)
        self.room_problem.hide()
        self.join_name = QLineEdit()
        self.join_button = join = QPushButton()
        join.clicked.connect(self._join)
        self.watch_button = watch = QPushButton()  # by the room code: no seat, no hand
        watch.clicked.connect(self._watch)
        self.join_form = form = QFormLayout()
        for field in (self.join_address, self.room):
            form.addRow(QLabel(), field)
        form.addRow("", self.room_problem)
        form.addRow(QLabel(), self.join_name)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(watch)
        row.addWidget(join)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addStretch(1)
        return page

    def _word_join_page(self) -> None:
        self.join_address.setPlaceholderText(self.tr("bazaar://… seat link, or host:port"))
        self.room.setPlaceholderText(self.tr("6 characters (not needed with a seat link)"))
        given = self.desk.default_name() or self.tr("Player")
        if not self.join_name.text() or self.join_name.text() == self.join_name.property("given"):
            self.join_name.setText(given)
        self.join_name.setProperty("given", given)
        self.join_button.setText(self.tr("&Join"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(
            self.tr("Watch the table by its room code: the board as everyone sees it, no hand")
        )
        labels = (self.tr("Link or server"), self.tr("Room code"), self.tr("Your name"))
        for row, words in zip((0, 1, 3), labels, strict=True):  # row 2: the room code's problem
            self._set_label(self.join_form, row, words)

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

    def _watch(self) -> None:
        address, room = self.join_address.text().strip(), self.room.text().strip()
        self.room_problem.hide()
        if "/seat/" in address or not address or not room:
            self.problem.setText(
                self.tr("To watch, give the server (host:port) and the room code.")
            )
            return
        try:
            table = self.desk.watch_room(address, room)
        except ValueError:
            self.problem.setText(self.tr("That is not a server's address or a seat link."))
            return
        self.problem.setText(self.tr("Connecting…"))
        table.watched.connect(self._joined)  # kept open until then: a refusal is said here
        table.cannot_take.connect(lambda *_why: self.problem.setText(""))

    def open_watching(self) -> None:
        """Shown on its Join or watch page, the room code's field ready (Game > Watch a
        table…)."""
        self.tabs.setCurrentIndex(1)
        self.room.setFocus()

    def _joined(self) -> None:
        self.problem.setText("")
        self.accept()

    def show_room_problem(self, words: str) -> None:
        """The server knows no table by that room code (or it may not be watched): said
        under the field, the dialog kept open to correct it."""
        self.problem.setText("")
        self.room_problem.setText(words)
        self.room_problem.show()
        self.tabs.setCurrentIndex(1)
        self.room.setFocus()
        self.room.selectAll()
