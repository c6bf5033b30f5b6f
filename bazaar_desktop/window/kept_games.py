"""The games in progress, for the window: shown on the welcome page and in Game > Games in
progress…; continue any of them, delete one (asked first). The files and their locks are
games_in_progress.py's; the list is drawn by games_in_progress_view.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from bazaar_desktop.dialogs.discard import discard
from bazaar_desktop.services.own_files import link_note
from bazaar_desktop.window.session import file_reason

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile
    from PySide6.QtWidgets import QMessageBox, QWidget

    from bazaar_desktop.bridge.adapter_data import SignedMatch
    from bazaar_desktop.dialogs.games_in_progress_view import GamesInProgressDialog
    from bazaar_desktop.game_page.status_line import StatusLine, Words
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.services.autosave import Autosaver
    from bazaar_desktop.services.background import BackgroundRunner
    from bazaar_desktop.services.games_in_progress import KeptGame, Listing
    from bazaar_desktop.window.session import Session
    from bazaar_desktop.window.welcome import WelcomePage


class KeptGames(QObject):
    """Lists, continues and deletes the games in progress; its questions open over `window`."""

    def __init__(
        self,
        window: QWidget,
        note: Callable[[Words], None],
        *,
        autosaver: Autosaver,
        file_reader: BackgroundRunner,
        session: Session,
        host: TableHost,
        status: StatusLine,
        welcome: WelcomePage,
        game_names: dict[str, str],
        continue_online: Callable[[Path], object],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.autosaver, self.file_reader = autosaver, file_reader
        self.session, self.host, self.status = session, host, status
        self.welcome, self.game_names = welcome, game_names
        self._note = note  # one line in the status bar (how to say it: status_line.py)
        self._continue_online = continue_online  # an online table's row (remote/desk.py)
        self.games: list[KeptGame] = []
        self.dialog: GamesInProgressDialog | None = None
        self.delete_prompt: QMessageBox | None = None
        self._reading: QLockFile | None = None  # the lock of a game being read to continue

    # --- the list ---------------------------------------------------------------------------
    def refresh(self) -> None:
        from bazaar_desktop.services.games_in_progress import list_games

        self.show(list_games(self.autosaver.folder, self.autosaver.held_files()))

    def show(self, listing: Listing) -> None:
        for where, aside in listing.links_set_aside:
            self._note(partial(link_note, where, aside))
        for path in listing.damaged:
            self._note(partial(self._damaged_note, path.name))
        autosaver = self.autosaver
        mine = autosaver.path if autosaver.owned else None
        self.games = [game for game in listing.games if game.path != mine]  # not the one on
        # the table: it is there already
        self.welcome.show_games(self.games, self.game_names)
        if self.dialog is not None:
            self.dialog.view.set_games(self.games, self.game_names)

    def _damaged_note(self, name: str) -> str:
        return self.tr("{file} was not a game Bazaar can continue; it was kept as {kept}.").format(
            file=name, kept=name + ".corrupt"
        )

    def retranslate(self) -> None:
        """After a language switch: the rows of the list, in the new language; the dialog is
        made anew when next opened."""
        self.welcome.show_games(self.games, self.game_names)
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None

    def open_dialog(self) -> None:
        """Game > Games in progress…"""
        from bazaar_desktop.dialogs.games_in_progress_view import GamesInProgressDialog

        if self.dialog is None:
            self.dialog = GamesInProgressDialog(self.window)
            self.dialog.view.continue_requested.connect(self._continue_from_dialog)
            self.dialog.view.delete_requested.connect(self.delete)
        self.refresh()
        self.dialog.open()

    def _continue_from_dialog(self, path: Path) -> None:
        if self.dialog is not None:
            self.dialog.accept()
        self.continue_game(path)

    # --- continue one -----------------------------------------------------------------------
    def continue_game(self, path: Path) -> None:
        """Play on in `path`; the game on the table (if any) stays kept in its own file."""
        from bazaar_desktop.services.games_in_progress import ONLINE_SUFFIX, lock_game

        if path.name.endswith(ONLINE_SUFFIX):  # its game is on a server: take the seats back
            self._continue_online(path)
            return
        self._let_go_of_a_read_dropped()
        lock = lock_game(path)
        if lock is None:
            self._note(lambda: self.tr("That game is open in another window of Bazaar."))
            self.refresh()
            return
        key = self.autosaver.key.get()

        def read() -> SignedMatch:
            from bazaar_desktop.services.save_key import read_signed_game

            return read_signed_game(path, key, app_file=True)

        def refused(exc: Exception) -> None:
            self._reading = None
            lock.unlock()
            self._set_aside(path, exc)
            self.refresh()

        self._reading = lock  # held while the file is read (a newer read drops this one)
        self.file_reader.run(read, lambda found: self._read(path, lock, found), refused)

    def _let_go_of_a_read_dropped(self) -> None:
        """A continue still being read is dropped by the next read (file_reader keeps the
        newest only), so it never answers: its lock goes now."""
        if self._reading is not None:
            self._reading.unlock()
        self._reading = None

    def _read(self, path: Path, lock: QLockFile, found: SignedMatch) -> None:
        from bazaar_desktop.tables import TABLES

        self._reading = None
        if found.match.game.id not in TABLES or found.match.is_over:
            lock.unlock()
            return
        self.session.tell_kept()  # the game on the table, if any, stays in the list
        self.autosaver.continue_in(path, lock, signed=self.session.trusted(found))
        self.session.continue_match(found.match)
        self.session.current_file = None
        self.session.tell_signature(found, path)
        from bazaar_desktop.panels.log import LogLine

        self.host.add_to_log(
            lambda: [LogLine(self.tr("Continued a game in progress."), None, True)]
        )

    def _set_aside(self, path: Path, exc: Exception) -> None:
        from bazaar_desktop.services.autosave import set_aside
        from bazaar_desktop.services.own_files import set_aside_link
        from bazaar_desktop.services.save_key import is_planted_link

        if is_planted_link(exc):
            aside = set_aside_link(path)
            if aside is not None:
                self._note(partial(link_note, path, aside))
            return
        kept = set_aside(path)
        if kept is None:
            self._note(
                lambda: self.tr("That game could not be loaded ({why}).").format(
                    why=file_reason(exc)
                )
            )
        else:
            name = kept.name
            self._note(
                lambda: self.tr(
                    "That game could not be loaded ({why}); it was kept as {file}."
                ).format(why=file_reason(exc), file=name)
            )

    # --- delete one -------------------------------------------------------------------------
    def delete(self, path: Path) -> None:
        """Asked first: a kept game is the only copy of that game."""
        from PySide6.QtWidgets import QMessageBox

        game = next((g for g in self.games if g.path == path), None)
        if game is None:
            return
        names = self.game_names
        parent = self.dialog if self.dialog is not None and self.dialog.isVisible() else self.window
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Delete the game in progress?"),
            self.tr("The game of {game} with {names} will be gone for good.").format(
                game=names.get(game.game_id, game.game_id), names=", ".join(game.seats)
            ),
            buttons.Yes | buttons.No,
            parent,
        )
        box.button(buttons.Yes).setText(self.tr("&Delete it"))
        box.button(buttons.No).setText(self.tr("&Keep it"))
        box.setDefaultButton(buttons.No)
        self.delete_prompt = box
        box.finished.connect(
            lambda _r: self._delete_answered(box.clickedButton() is box.button(buttons.Yes), path)
        )
        box.finished.connect(lambda _r: discard(box))  # asked once: not kept with the window
        box.open()

    def _delete_answered(self, yes: bool, path: Path) -> None:
        from bazaar_desktop.services.games_in_progress import delete_game

        self.delete_prompt = None
        if not yes:
            return
        if delete_game(path):
            self.status.say(lambda: self.tr("The game in progress was deleted."), 6000)
        else:
            self._note(lambda: self.tr("That game is open in another window of Bazaar."))
        self.refresh()
