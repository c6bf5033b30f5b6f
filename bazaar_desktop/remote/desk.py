"""Game > Play online…, for the window that makes it: the dialog, the table server this
computer hosts (if it does: hosting.py), and the online table the adapter shows. It speaks
through `say` (the status line): "Reconnecting…" while the server is away, that it is gone
when it stays away, a decision held until the table is back; a table that cannot be reached
or taken is told in a box with what to check and Retry (a wrong room code beside its field in
the dialog). The window stops it as it closes (the hosted server stops with it, unless the
host keeps it running: `ask_to_quit`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from bazaar_desktop.remote import remembered
from bazaar_desktop.remote.host import PortTaken, ServerProcess
from bazaar_desktop.remote.hosting import HostedServer
from bazaar_desktop.remote.link import socket_url
from bazaar_desktop.remote.table import RemoteTable
from bazaar_desktop.remote.tickets import Ticket, read_ticket, remove_ticket, write_ticket

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox, QWidget

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
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings  # the port a hosted server keeps, the name last used
        self._adapter, self._install, self._say = adapter, install, say
        self._catalogue, self._parent = catalogue, parent
        self._folder = folder  # where a server hosted here keeps its tables
        self._kept_folder = kept_folder  # Games in progress: an online table's ticket
        self._kept: tuple[object, ...] | None = None  # what the ticket written last said
        self.hosting = HostedServer(folder, settings, say, parent)
        self.hosting.stopped.connect(self._on_server_stopped)
        self.table: RemoteTable | None = None
        self.dialog: PlayOnlineDialog | None = None
        self.problem_box: QMessageBox | None = None  # why a table could not be reached
        self.quit_prompt: QMessageBox | None = None
        self._retry: Callable[[], object] = lambda: None  # the last way of taking seats
        self._invites: dict[int, str] = {}  # the host's table: the invited seats' tokens
        self._waiting: tuple[int, ...] = ()  # the seats the table waited for, last said
        self._stand_in_told = False  # this window was told a bot plays its seat

    @property
    def server(self) -> ServerProcess | None:
        """The table server this computer hosts, if it does."""
        return self.hosting.server

    @property
    def window(self) -> QWidget:
        """The window the desk's questions open over."""
        return self._parent

    def default_name(self) -> str:
        """The name the person played under last, else the computer user's."""
        return remembered.last_name(self.settings)

    def open(self) -> PlayOnlineDialog:
        if self.dialog is None:
            from bazaar_desktop.remote.dialog import PlayOnlineDialog

            self.dialog = PlayOnlineDialog(list(self._catalogue()), self, self._parent)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    # --- taking seats -----------------------------------------------------------------------
    def host_here(self, address: str) -> str:
        """Start the server on `address` and the port it keeps (once); its address as
        clients reach it. If another program has that port, another is taken and kept (no
        link was handed out for this table yet), and the host is told."""
        try:
            return self.hosting.start(address)  # OSError: the dialog says why
        except PortTaken as taken:
            where = self.hosting.start_elsewhere(address)
            old, new = taken.port, self.hosting.server.port if self.hosting.server else 0
            self._say(
                lambda: QCoreApplication.translate(
                    "Online",
                    "Port {old} is taken by another program: the table server uses port {new} "
                    "from now on.",
                ).format(old=old, new=new),
                10000,
            )
            return where

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
        self._retry = lambda: self._create_again(address, game_id, options, seats, here)
        table.add_place(create=create)
        table.created.connect(lambda message: self._take_more(table, message, here))
        self._play(table)
        if seats and seats[0].get("name"):
            remembered.remember_name(self.settings, str(seats[0]["name"]))
        return table

    def _create_again(
        self,
        address: str,
        game_id: str,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        here: int,
    ) -> None:
        """Retry a new table: through the dialog if it is open (it shows the invitations)."""
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.start.click()
        else:
            self.create(address, game_id, options, seats, here)

    def _take_more(self, table: RemoteTable, message: dict[str, Any], here: int) -> None:
        seats = message.get("seats") or []
        for seat in seats[1:here]:  # two people at one computer: their other seats
            table.add_place(token=str(seat.get("token") or ""))
        # The invited seats' secrets: new links for them if the hosted server's port changes
        self._invites = {int(seat.get("seat", 0)): str(seat.get("token")) for seat in seats[here:]}

    def join_link(self, link: str) -> RemoteTable:
        """Take the seat a link names; `ValueError` if it is not a seat link."""
        table = RemoteTable.from_link(link)
        self._retry = lambda: self.join_link(link)
        self._play(table)
        return table

    def join_room(self, address: str, room: str, name: str) -> RemoteTable:
        table = RemoteTable(address)
        join = {"type": "join", "room": room.strip().upper(), "name": name}
        self._retry = lambda: self.join_room(address, room, name)
        table.add_place(join=join)
        self._play(table)
        remembered.remember_name(self.settings, name)
        return table

    def watch_room(self, address: str, room: str) -> RemoteTable:
        """Watch the table of `room` at `address`: no seat, the table as an onlooker sees it
        (refused if it does not allow spectators: said beside the room code)."""
        table = RemoteTable(address)
        self._retry = lambda: self.watch_room(address, room)
        table.watch(room)
        self._play(table)
        return table

    def continue_ticket(self, path: Path) -> RemoteTable | None:
        """Games in progress > Continue on an online table: its seats taken back."""
        try:
            ticket = read_ticket(path)
        except ValueError as exc:
            self._say(str(exc), 8000)
            return None
        self._retry = lambda: self.continue_ticket(path)
        if ticket.hosted is not None and not self._host_again(ticket, path):
            return None
        table = RemoteTable(ticket.server)
        for _seat, token in sorted(ticket.tokens.items()):
            table.add_place(token=token)
        self._invites = dict(ticket.invites)
        self._play(table)
        return table

    def _host_again(self, ticket: Ticket, path: Path) -> bool:
        """A table hosted here: its server started again on its port (or taken over, if it
        still runs). False if it could not be (the host is asked or told why)."""
        assert ticket.hosted is not None
        host, port = ticket.hosted
        try:
            self.hosting.start(host, port)
        except PortTaken:
            from bazaar_desktop.remote.port_taken import ask_another_port

            ask_another_port(self, ticket, path)
            return False
        except OSError as exc:
            self._cannot_take(ticket.server, "not_started", str(exc))
            return False
        return True

    def _keep(self, table: RemoteTable, seat: int) -> None:
        """The table's ticket in Games in progress while it is played; gone at its end."""
        frame = table.frames[seat]
        if not table.table_id or table.watching:  # a table watched is not this window's game
            return
        if frame.over:
            remove_ticket(self._kept_folder, table.table_id)
            return
        seats = table.seats
        round_number = getattr(frame.view, "round_number", None)
        scores = tuple(float(score) for score in frame.view.scores())
        if self._kept == (table.table_id, seats, round_number, scores):
            return
        self._kept = (table.table_id, seats, round_number, scores)
        names = tuple(seat.name for seat in frame.seats)
        tokens = {mine: table.token_of(mine) for mine in seats}
        server = self.hosting.server
        hosted = None
        if server is not None and table.url == socket_url(server.address):
            hosted = (server.host, server.port)
        ticket = Ticket(
            table.url,
            table.table_id,
            table.room,
            frame.game_id,
            names,
            tokens,
            hosted,
            self._invites if hosted else {},
            round_number if type(round_number) is int else None,
            scores,
        )
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
        table.table_ready.connect(self._on_table_ready)  # before the first frame is drawn
        table.framed.connect(self._on_framed)
        table.connection.connect(self._on_connection)
        table.problem.connect(self._on_problem)
        table.play_again.connect(self._on_play_again)
        table.cannot_take.connect(self._on_cannot_take)
        table.held.connect(self._on_held)

    def _on_table_ready(self, game_id: str, names: list[str]) -> None:
        """The table's first frame came: only now does it replace what the window shows (a
        table that cannot be reached leaves the game on the table alone)."""
        table = self.sender()
        if not isinstance(table, RemoteTable) or table is not self.table:
            return
        if self.problem_box is not None:
            self.problem_box.close()
        if self._adapter().remote is not table:
            self._adapter().play_remote(table)
        self._install(game_id, names)

    def _on_cannot_take(self, kind: str, detail: str) -> None:
        table = self.sender()
        if isinstance(table, RemoteTable) and table is self.table:
            shown = self._adapter().remote  # the table on screen, if one is, stays the desk's
            self.table = shown if shown is not table else None
            table.close()
            self._cannot_take(table.url, kind, detail)

    def _cannot_take(self, url: str, kind: str, detail: str) -> None:
        """Tell why (with what to check) and offer Retry (connect_problems.py)."""
        from bazaar_desktop.remote.connect_problems import tell

        address = url.split("://", 1)[-1].removesuffix("/ws")
        tell(self, address, kind, detail)

    def retry(self) -> None:
        """Take the seats again as last asked (the problem box's Retry)."""
        self._retry()

    def _on_held(self, kind: str) -> None:
        if kind == "decide":
            self._say(
                lambda: QCoreApplication.translate(
                    "Online", "Your choice is sent when the table is back."
                ),
                0,
            )

    def _own_server_stopped(self) -> bool:
        """The host's own server stopped: the window said so already, in its own words."""
        server = self.hosting.server
        return server is not None and not server.running()

    def _on_server_stopped(self) -> None:
        self._say(
            lambda: QCoreApplication.translate(
                "Online", "The table server on this computer stopped: the table waits for it."
            ),
            0,
        )

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
        elif state == "gone" and not self._own_server_stopped():
            self._say(
                lambda: QCoreApplication.translate(
                    "Online",
                    "The table's server does not answer: the host's Bazaar or its server has "
                    "stopped. The table waits and comes back by itself when the server does.",
                ),
                0,
            )
        elif state == "open":
            self._say(lambda: QCoreApplication.translate("Online", "Connected to the table."), 3000)
        elif state == "failed":
            self._say(
                lambda: QCoreApplication.translate("Online", "The server closed the connection."),
                10000,
            )

    # --- closing ----------------------------------------------------------------------------
    def stop_server(self) -> None:
        self.hosting.stop()

    def ask_to_quit(self, quit_now: Callable[[], object]) -> bool:
        """The quit question when an online table is on: what happens to it (and, for the
        host, whether its server keeps running for the others). False if none is on."""
        if self.table is None or self._adapter().remote is not self.table:
            return False
        from bazaar_desktop.remote.quitting import ask_to_quit

        ask_to_quit(self, quit_now)
        return True

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
