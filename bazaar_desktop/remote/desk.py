"""Game > Play online…, for the window that makes it: the dialog, the table server this
computer hosts (if it does), and the online table the adapter shows. It speaks through `say`
(the status line): "Reconnecting…" while the server is away, and what went wrong. The window
stops it as it closes (the hosted server stops with it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.remote.table import RemoteTable
from bazaar_desktop.remote.tickets import Ticket, read_ticket, remove_ticket, write_ticket

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import GameAdapter, GameInfo
    from bazaar_desktop.remote.dialog import PlayOnlineDialog

Say = Callable[[str | Callable[[], str], int], None]  # words or how to say them: status_line.py


class OnlineDesk(QObject):
    def __init__(
        self,
        adapter: Callable[[], GameAdapter],
        install: Callable[[str, list[str]], None],
        say: Say,
        catalogue: Callable[[], Sequence[GameInfo]],
        parent: QWidget,
        folder: Path,
        kept_folder: Path,
    ) -> None:
        super().__init__(parent)
        self._adapter, self._install, self._say = adapter, install, say
        self._catalogue, self._parent = catalogue, parent
        self._folder = folder  # where a server hosted here keeps its tables
        self._kept_folder = kept_folder  # Games in progress: an online table's ticket
        self._kept: tuple[str, tuple[int, ...]] | None = None  # the ticket written last
        self.server: ServerProcess | None = None
        self.table: RemoteTable | None = None
        self.dialog: PlayOnlineDialog | None = None
        self._waiting: tuple[int, ...] = ()  # the seats the table waited for, last said
        self._stand_in_told = False  # this window was told a bot plays its seat

    def open(self) -> PlayOnlineDialog:
        if self.dialog is None:
            from bazaar_desktop.remote.dialog import PlayOnlineDialog

            self.dialog = PlayOnlineDialog(list(self._catalogue()), self, self._parent)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    # --- taking seats -----------------------------------------------------------------------
    def host_here(self, address: str) -> str:
        """Start a server on `address` (once); its address as clients reach it."""
        if self.server is None or self.server.host != address:
            self.stop_server()
            server = ServerProcess(address, self._folder)
            server.start()  # OSError: the dialog says why
            self.server = server
        return self.server.address

    def create(
        self,
        address: str,
        game_id: str,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        here: int,
        *,
        spectators: bool = False,
        clock: int | None = None,
    ) -> RemoteTable:
        """Make a table on the server at `address`: `seats` as the protocol's `create` says;
        this window takes the first `here` person seats (the others' links are handed out);
        `spectators` may watch it, `clock` the seconds a person has for each decision."""
        table = RemoteTable(address, options)
        create: dict[str, Any] = {"type": "create", "game": game_id, "options": options}
        create |= {"spectators": spectators, "clock": clock}
        create |= {"seats": seats, "sit": 0}  # the people here come first: the maker is seat 0
        table.add_place(create=create)
        if here > 1:  # two people at one computer: their other seats, once the table exists
            table.created.connect(lambda message: self._take_more(table, message, here))
        self._play(table)
        return table

    def _take_more(self, table: RemoteTable, message: dict[str, Any], here: int) -> None:
        for seat in (message.get("seats") or [])[1:here]:
            table.add_place(token=str(seat.get("token") or ""))

    def join_link(self, link: str) -> RemoteTable:
        """Take the seat a link names; `ValueError` if it is not a seat link."""
        table = RemoteTable.from_link(link)
        self._play(table)
        return table

    def join_room(self, address: str, room: str, name: str) -> RemoteTable:
        table = RemoteTable(address)
        join = {"type": "join", "room": room.strip().upper(), "name": name}
        table.add_place(join=join)
        self._play(table)
        return table

    def continue_ticket(self, path: Path) -> RemoteTable | None:
        """Games in progress > Continue on an online table: its seats taken back."""
        try:
            ticket = read_ticket(path)
        except ValueError as exc:
            self._say(str(exc), 8000)
            return None
        table = RemoteTable(ticket.server)
        for _seat, token in sorted(ticket.tokens.items()):
            table.add_place(token=token)
        self._play(table)
        return table

    def _keep(self, table: RemoteTable, seat: int) -> None:
        """The table's ticket in Games in progress while it is played; gone at its end."""
        frame = table.frames[seat]
        if not table.table_id:
            return
        if frame.over:
            remove_ticket(self._kept_folder, table.table_id)
            return
        seats = table.seats
        if self._kept == (table.table_id, seats):
            return
        self._kept = (table.table_id, seats)
        names = tuple(seat.name for seat in frame.seats)
        tokens = {mine: table.token_of(mine) for mine in seats}
        ticket = Ticket(table.url, table.table_id, table.room, frame.game_id, names, tokens)
        try:
            write_ticket(self._kept_folder, ticket)
        except OSError as exc:
            self._say(str(exc), 8000)

    def _play(self, table: RemoteTable) -> None:
        old, self.table = self.table, table
        if old is not None and old is not self._adapter().remote:
            old.close()
        # Methods of this desk, not lambdas: a connection dies with the desk (its window), so
        # a last word from the table's thread after the window closed reaches nothing.
        table.table_ready.connect(self._install)  # before the adapter draws its first frame
        table.framed.connect(self._on_framed)
        table.connection.connect(self._on_connection)
        table.problem.connect(self._on_problem)
        table.play_again.connect(self._on_play_again)
        self._adapter().play_remote(table)

    def _on_framed(self, seat: int) -> None:
        table = self.sender()
        if isinstance(table, RemoteTable):
            self._keep(table, seat)
            self._say_waiting(table, seat)
            self._say_stand_in(table, seat)

    def _on_problem(self, why: str) -> None:
        self._say(why, 10000)

    def _on_play_again(self, tokens: dict[int, str]) -> None:
        table = self.sender()
        if isinstance(table, RemoteTable):
            self._again(table, tokens)

    def _again(self, old: RemoteTable, tokens: dict[int, str]) -> None:
        """Play again: this window's seats at the new table the server made (`again`); asked
        first (Join / Not now: again.py) unless this window asked for it."""
        if old is not self.table:
            return
        if not old.asked_again:
            from bazaar_desktop.remote.again import AgainQuestion

            AgainQuestion(self._parent, lambda: self._take_again(old, tokens)).open()
            return
        self._take_again(old, tokens)

    def _take_again(self, old: RemoteTable, tokens: dict[int, str]) -> None:
        if old is not self.table:
            return  # another table was taken meanwhile
        table = RemoteTable(old.url)  # its options are the server's: the next player starts
        for _seat, token in sorted(tokens.items()):
            table.add_place(token=token)
        if old.again_seats and self.dialog is not None:  # the host's invitations, anew
            self.dialog.show_invitations(
                {"room": old.room, "seats": old.again_seats}, len(old.seats)
            )
        self._play(table)

    def _say_waiting(self, table: RemoteTable, seat: int) -> None:
        """Until every person has taken their seat the game waits: the status line says for
        whom (a decision now would only be refused)."""
        frame = table.frames[seat]
        waiting, was = frame.waiting, self._waiting
        self._waiting = waiting
        if waiting and waiting != was:
            names = ", ".join(frame.seats[i].name for i in waiting if i < len(frame.seats))
            self._say(
                lambda: QCoreApplication.translate("Online", "Waiting for {names} to join…").format(
                    names=names
                ),
                0,
            )
        elif was and not waiting:
            self._say(
                lambda: QCoreApplication.translate("Online", "Everyone is here: the game starts."),
                5000,
            )

    def _say_stand_in(self, table: RemoteTable, seat: int) -> None:
        """A person back at a seat a bot plays for them (the host let it while they were
        away) is told so, and who can give it back (the log says it too)."""
        frame = table.frames[seat]
        held = seat in frame.stand_ins and not frame.over
        if held and not self._stand_in_told:
            name = frame.seats[seat].name
            self._say(
                lambda: QCoreApplication.translate(
                    "Online", "A bot plays your seat ({name}); the host can give it back to you."
                ).format(name=name),
                0,
            )
        self._stand_in_told = held

    def _on_connection(self, state: str) -> None:
        if state == "reconnecting":
            self._say(lambda: QCoreApplication.translate("Online", "Reconnecting…"), 0)  # until
            # the table is back
        elif state == "open":
            self._say(lambda: QCoreApplication.translate("Online", "Connected to the table."), 3000)
        elif state == "failed":
            self._say(
                lambda: QCoreApplication.translate("Online", "The server closed the connection."),
                10000,
            )

    # --- closing ----------------------------------------------------------------------------
    def stop_server(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def stop(self) -> None:
        """The window closes: the connections end, the hosted server stops."""
        table, self.table = self.table, None
        if table is not None:
            # Its thread's last words (the connection closing) reach no status line: the
            # window may be gone by the time they come.
            table.problem.disconnect(self._on_problem)
            table.connection.disconnect(self._on_connection)
            table.close()
        self.stop_server()
