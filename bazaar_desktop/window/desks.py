"""The window's two rooms for people beyond the one at the screen, each made on first use (its
modules imported only then, after the first paint): the phones' companion (Game > Invite
phones, companion/) and online play (Game > Play online…, remote/). Both are stopped when the
window closes: the phones are told the desktop is gone, a server hosted here stops."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import GameAdapter, GameInfo
    from bazaar_desktop.companion.invite_dialog import CompanionDesk
    from bazaar_desktop.remote.desk import OnlineDesk


class Desks:
    def __init__(
        self,
        adapter: Callable[[], GameAdapter],
        say: Callable[[str | Callable[[], str], int], None],  # status_line.py's `say`
        parent: QWidget,
        online_folders: Callable[[], tuple[Path, Path]],  # a hosted server's files; games kept
        games: Callable[[], Sequence[GameInfo]],
        # An online table's first frame is coming: a local game in progress is kept (it stays
        # in Games in progress), then the table goes up as a new game's does.
        online_table: tuple[Callable[[], None], Callable[[str, list[str]], None]],
        settings: QSettings | None = None,  # what online play remembers (remote/remembered.py)
    ) -> None:
        self._settings = settings
        self._adapter, self._say, self._parent = adapter, say, parent
        self._online_folders, self._games = online_folders, games
        self._keep_local, self._install = online_table
        self._companion: CompanionDesk | None = None
        self._online: OnlineDesk | None = None

    def invite_phones(self) -> None:  # Game > Invite phones
        self.companion().open()

    def companion(self) -> CompanionDesk:
        """The phones' server and the invite dialog."""
        if self._companion is None:
            from bazaar_desktop.companion.invite_dialog import CompanionDesk
            from bazaar_desktop.services.settings import phones_port

            store = self._settings
            port = (lambda: phones_port(store)) if store is not None else None  # Settings'
            self._companion = CompanionDesk(self._adapter(), self._say, self._parent, port=port)
        return self._companion

    def online(self) -> OnlineDesk:
        """The Play online… dialog, a server hosted here, the online table."""
        if self._online is None:
            from bazaar_desktop.remote.desk import OnlineDesk

            server_folder, kept_folder = self._online_folders()
            self._online = OnlineDesk(
                self._adapter,
                self._install_online_table,
                self._say,
                self._games,
                self._parent,
                server_folder,
                kept_folder,
                self._settings,
            )
        return self._online

    def _install_online_table(self, game_id: str, names: list[str]) -> None:
        self._keep_local()
        self._install(game_id, names)

    def ask_to_quit_online(self, quit_now: Callable[[], object]) -> bool:
        """The quit question for an online table (what happens to it); False if none is on."""
        return self._online is not None and self._online.ask_to_quit(quit_now)

    def stop(self) -> None:
        if self._companion is not None:
            self._companion.stop()  # the phones are told the desktop is gone
        if self._online is not None:
            self._online.stop()  # the connections end; a server hosted here stops
