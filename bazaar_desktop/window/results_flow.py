"""The end of a game and the look back at it: the results dialog (with Watch replay, Play
again and Review my game), the replay viewer and the review. The window routes the adapter's
`game_over` here; what this flow opens it keeps, so that a language switch can open it again."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from bazaar_desktop.dialogs.discard import discard
from bazaar_desktop.services import collector
from bazaar_desktop.window.session import file_dialog, saves_folder

# The collector's full pass (about 30 ms) waits until the results have been shown a moment.
TIDY_AFTER_MS = 1000

if TYPE_CHECKING:  # imported where first used: not needed to show the window (start-up time)
    from collections.abc import Callable

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPushButton, QWidget

    from bazaar_desktop.bridge.adapter import PlayedMatch, Update
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.coach.review import ReviewDialog
    from bazaar_desktop.coach.table_coach import TableCoach
    from bazaar_desktop.dialogs.replay_viewer import ReplayViewer
    from bazaar_desktop.dialogs.results import ResultsDialog
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.window.session import Session


class ResultsFlow(QObject):
    """Results, replay and review of the game on `host`'s table; they open over `window`."""

    results_shown = Signal(object)  # the ResultsDialog

    def __init__(
        self,
        window: QWidget,
        *,
        adapter: AdapterSlot,
        host: TableHost,
        session: Session,
        settings: QSettings,
        coach: Callable[[], TableCoach],
        speed: Callable[[], float],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.adapter, self.host, self.session = adapter, host, session
        self.settings, self.coach, self.speed = settings, coach, speed
        self.results_dialog: ResultsDialog | None = None
        self.replay_viewer: ReplayViewer | None = None
        self.review_dialog: ReviewDialog | None = None
        self.results_replay_button: QPushButton | None = None
        self.results_review_button: QPushButton | None = None
        self.results_play_again_button: QPushButton | None = None
        self.results_save_button: QPushButton | None = None  # online: keep the game
        self._replay_source: tuple[PlayedMatch, str] | None = None  # (match, source) shown
        self.replay_question: QMessageBox | None = None  # this game or a saved one?

    def close_results(self) -> None:
        if self.results_dialog is not None:
            discard(self.results_dialog)
            self.results_dialog = None
            # its buttons go with it
            self.results_replay_button = self.results_review_button = None
            self.results_play_again_button = self.results_save_button = None

    def on_game_over(self, update: Update) -> None:
        table = self.host.table
        if table is None:
            return
        self.host.game_over(update)
        QTimer.singleShot(TIDY_AFTER_MS, collector.tidy)  # while the results are read
        import dataclasses  # not before the first paint (start-up time)

        from PySide6.QtWidgets import QDialogButtonBox

        from bazaar_desktop.dialogs.results import ResultsDialog

        table.put_away_notices()
        remote = self.adapter.get().remote
        if remote is not None and remote.played is not None:
            # Online, the chart from the whole game the server gave: whole even in a window
            # that took its seat back midway (its frames began there).
            marks = tuple(remote.played.score_marks)
            update = dataclasses.replace(update, score_history=marks)
        data = table.results(update)
        hints = self._hints_line(update)
        if hints:
            data = dataclasses.replace(data, explanation=(*data.explanation, hints))
        if remote is not None and remote.clock_moves:  # the clock's decisions, not the people's
            from bazaar_desktop.remote.turn_clock import clock_moves_line

            names = [seat.name for seat in update.seats]
            said = clock_moves_line(names, remote.clock_moves)
            data = dataclasses.replace(data, explanation=(*data.explanation, said))
        dialog = ResultsDialog(data, self.window)
        self.results_dialog = dialog
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is not None and remote is None:
            self._add_replay_button(buttons)
            self._add_play_again(buttons)
            self._add_review_button(buttons)
        elif buttons is not None and remote is not None:
            # An online game's history comes from the server once it is over.
            if remote.played is not None:
                self._add_online_buttons(dialog, buttons)
            else:
                from PySide6.QtCore import Qt  # not before the first paint (~30 ms)

                remote.history_ready.connect(
                    lambda: self._history_came(dialog),
                    Qt.ConnectionType.SingleShotConnection,
                )
        dialog.setModal(False)
        dialog.show()
        self.results_shown.emit(dialog)

    def _add_replay_button(self, buttons: QDialogButtonBox) -> None:
        replay = buttons.addButton(self.tr("&Watch replay"), buttons.ButtonRole.ActionRole)
        replay.setToolTip(self.tr("Step through every decision of this game"))
        replay.clicked.connect(self._watch_this_replay)
        self.results_replay_button = replay

    def _history_came(self, dialog: ResultsDialog) -> None:
        """The whole online game came: the results again, with its chart and its buttons."""
        if dialog is not self.results_dialog or self.host.last_update is None:
            return  # closed (or opened again) meanwhile
        geometry = dialog.geometry()
        self.close_results()
        self.on_game_over(self.host.last_update)
        if self.results_dialog is not None:
            self.results_dialog.setGeometry(geometry)

    def _add_online_buttons(self, dialog: ResultsDialog, buttons: QDialogButtonBox) -> None:
        """Keep, replay and review an online game: its history has come from the server."""
        if dialog is not self.results_dialog:
            return  # closed (or opened again) meanwhile
        save = buttons.addButton(self.tr("&Save game…"), buttons.ButtonRole.ActionRole)
        save.setToolTip(self.tr("Keep the whole game in a file, as a saved game"))
        save.clicked.connect(self.session.save_game_as)
        self.results_save_button = save
        self._add_replay_button(buttons)
        self._add_play_again(buttons)
        self._add_review_button(buttons)

    def _played(self) -> PlayedMatch | None:
        """The whole game: online, the history the server gives once it is over."""
        adapter = self.adapter.get()
        return adapter.match if adapter.remote is None else adapter.remote.played

    def _add_play_again(self, buttons: QDialogButtonBox) -> None:
        again = buttons.addButton(self.tr("&Play again"), buttons.ButtonRole.ActionRole)
        again.setObjectName("primary")
        again.setToolTip(
            self.tr("A new game with the same players and bots; the next player starts")
        )
        again.clicked.connect(self.session.play_again)
        self.results_play_again_button = again

    def _hints_line(self, update: Update) -> str:
        """ "Layla won with 2 hints." for each person who asked for hints this game."""
        winners = set(update.view.winners())
        lines = []
        for seat, info in enumerate(update.seats):
            used = self.coach().hints.hints_used(seat)
            if info.is_bot or not used:
                continue
            won = seat in winners
            if used == 1:
                text = self.tr("{name} won with 1 hint.") if won else self.tr("{name} used 1 hint.")
            elif won:
                text = self.tr("{name} won with {count} hints.")
            else:
                text = self.tr("{name} used {count} hints.")
            lines.append(text.format(name=info.name, count=used))
        return " ".join(lines)

    def _add_review_button(self, buttons: QDialogButtonBox) -> None:
        if not self.adapter.get().human_seats():
            return
        review = buttons.addButton(self.tr("Re&view my game"), buttons.ButtonRole.ActionRole)
        review.setToolTip(self.tr("Your decisions beside the Hard bot's, largest losses first"))
        review.clicked.connect(self.review_game)
        self.results_review_button = review

    def review_game(self) -> ReviewDialog | None:
        """Open the review of this finished game (the people's own decisions only)."""
        match = self._played()
        humans = self.adapter.get().human_seats()
        if match is None or not match.is_over or not humans:
            return None
        if self.review_dialog is not None:
            discard(self.review_dialog)
        from bazaar_desktop.bridge.adapter import match_copy
        from bazaar_desktop.coach.review import ReviewDialog

        dialog = ReviewDialog(
            match_copy(match),
            humans,
            self.adapter.get().background,
            self.window,
            self.coach().hints.advisor,
        )
        dialog.show_position.connect(self._show_review_position)
        self.review_dialog = dialog
        dialog.setModal(False)
        dialog.show()
        dialog.start()
        return dialog

    def _show_review_position(self, step: int, seat: int) -> None:
        match = self._played()
        if match is None:
            return
        viewer = self.watch_replay(match, self.tr("this game"))
        index = viewer.seat_box.findData(seat)
        if index >= 0:
            viewer.seat_box.setCurrentIndex(index)
        viewer.go_to(step, redraw=True)

    def watch_replay_file(self) -> None:
        """Game > Watch replay…: during a game, this game is offered first; else,
        or for "A saved game…", a file is chosen in the saves folder."""
        if self.adapter.has_match():
            self._offer_this_game()
            return
        self._choose_replay_file()

    def _offer_this_game(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Watch replay"),
            self.tr("Watch the replay of this game, or of a saved game?"),
            QMessageBox.StandardButton.Cancel,
            self.window,
        )
        this_game = box.addButton(self.tr("&This game"), QMessageBox.ButtonRole.AcceptRole)
        saved = box.addButton(self.tr("A &saved game…"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(this_game)

        def answered(_result: int) -> None:
            self.replay_question = None
            box.deleteLater()  # the window would keep every question asked
            if box.clickedButton() is this_game:
                self._watch_this_replay()
            elif box.clickedButton() is saved:
                self._choose_replay_file()

        box.finished.connect(answered)
        self.replay_question = box
        box.open()

    def _choose_replay_file(self) -> None:

        path, _ = file_dialog().getOpenFileName(
            self.window,
            self.tr("Watch the replay of a saved game"),
            str(self.session.file_folder() or saves_folder(self.settings)),
            self.tr("Bazaar saves (*.bazaar.json *.json)"),
        )
        if not path:
            return
        self.session.read_game(
            path,
            self.tr("Cannot show the replay"),
            lambda found: self.watch_replay(found.match, Path(path).name),
        )

    def watch_replay(self, match: PlayedMatch, source: str = "") -> ReplayViewer:
        """Open the replay viewer on a copy of `match` (the viewer never changes a game)."""
        if self.replay_viewer is not None:
            discard(self.replay_viewer)
        from bazaar_desktop.bridge.adapter import match_copy
        from bazaar_desktop.dialogs.replay_viewer import ReplayViewer

        remote = self.adapter.get().remote
        clocked = remote.clock_moves if remote is not None and match is remote.played else ()
        viewer = ReplayViewer(
            match_copy(match), self.window, speed=self.speed(), source=source, clock_moves=clocked
        )
        self.replay_viewer = viewer
        self._replay_source = (match_copy(match), source)  # to open it again in another language
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def _watch_this_replay(self) -> None:
        match = self._played()
        if match is not None:
            self.watch_replay(match, self.tr("this game"))

    def show_results(self) -> None:
        """Game > Show the results: the finished game's results, opened again if closed."""
        dialog, update = self.results_dialog, self.host.last_update
        if dialog is not None and dialog.isVisible():
            dialog.raise_()
            dialog.activateWindow()
        elif update is not None and update.is_over:
            self.close_results()
            self.on_game_over(update)

    def reopen_results(self) -> None:
        dialog = self.results_dialog
        if dialog is None or not dialog.isVisible() or self.host.last_update is None:
            return
        self.close_results()
        self.on_game_over(self.host.last_update)

    def reopen_replay(self) -> None:
        viewer = self.replay_viewer
        if viewer is None or not viewer.isVisible() or self._replay_source is None:
            return
        step, seat = viewer.step, viewer.seat
        geometry = viewer.geometry()
        reopened = self.watch_replay(*self._replay_source)
        reopened.setGeometry(geometry)
        index = reopened.seat_box.findData(seat)
        if index >= 0:
            reopened.seat_box.setCurrentIndex(index)
        reopened.go_to(step, redraw=True)
