"""The session: which game is on the table and where it is kept. New game, rematch and the
walkthrough's game; open, save, save as and the recent files; counting a finished game in the
statistics. Saves are read on a worker thread (`file_reader`): a big one never freezes the
window, and a bad one leaves the game in progress exactly as it was."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from bazaar_desktop.bridge.game_list import saves_available
from bazaar_desktop.services.background import BackgroundRunner
from bazaar_desktop.services.settings import KEY_LAST_GAME
from bazaar_desktop.tables import TABLES, table_class

if TYPE_CHECKING:  # QMessageBox is imported where a question is asked (see _message_box)
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

    from bazaar_desktop.bridge.adapter import GameInfo, NewGameRequest, PlayedMatch, Update
    from bazaar_desktop.bridge.adapter_data import SignedMatch
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.coach.table_coach import TableCoach
    from bazaar_desktop.game_page.status_line import StatusLine
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.remote.table import RemoteTable
    from bazaar_desktop.services.autosave import Autosaver
    from bazaar_desktop.services.results_keeper import ResultsKeeper
    from bazaar_desktop.services.settings import AppSettings, SeatPlan
    from bazaar_desktop.services.stats import StatsProblem, StatsStore
    from bazaar_desktop.tables.base import OptionField

MAX_RECENT = 6
SAVE_SUFFIX = ".bazaar.json"


def file_dialog() -> type[QFileDialog]:
    """QFileDialog, whose first use costs PySide tens of milliseconds: looked up when a file
    is chosen, not before the first paint (tests replace its static methods on the class)."""
    from PySide6.QtWidgets import QFileDialog

    return QFileDialog


def _message_box() -> type[QMessageBox]:
    """QMessageBox, looked up when a question is asked: making its Python type costs PySide
    about 4 ms, and no question is asked before the first paint (start-up time)."""
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox


def saves_folder(settings: QSettings | None) -> Path:
    """Where games are saved unless the person chose another folder: "Bazaar" in
    the Documents folder, or `saves` next to a settings file given in INI format (a profile
    of its own: tests, the smoke run). Made when first needed; never the folder the app was
    started from."""
    if settings is not None and settings.format() == settings.Format.IniFormat:
        folder = Path(settings.fileName()).resolve().parent / "saves"
    else:
        from PySide6.QtCore import QStandardPaths

        where = QStandardPaths.StandardLocation.DocumentsLocation
        folder = Path(QStandardPaths.writableLocation(where) or Path.home()) / "Bazaar"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


def read_saved_game(path: str, key: bytes | None = None) -> SignedMatch:
    """A save read (on the reading thread) with whether this profile signed it: a
    `SignedMatch`. Its modules are imported then, not before the first paint."""
    from bazaar_desktop.services.save_key import read_signed_game

    return read_signed_game(path, key)


def file_reason(exc: Exception) -> str:
    """Why a file could not be used: a file problem (a SaveError) says it in words; anything
    else is a bug, named by its type only (an engine's refusal is no file problem)."""
    from bazaar_desktop.bridge.adapter import is_file_problem  # after the first paint: a file read

    if is_file_problem(exc):
        return str(exc)
    return QCoreApplication.translate("MainWindow", "it could not be read ({error})").format(
        error=type(exc).__name__
    )


def stats_problem_text(problem: StatsProblem) -> str:
    from bazaar_desktop.services.stats_problems import problem_message

    return problem_message(problem)


class Session(QObject):
    """New, open, save and the recent files; its questions and dialogs open over `window`."""

    invite_wanted = Signal()  # the New game dialog's "Invite phones" was ticked
    results_written = Signal()  # finished games reached the statistics just now

    def __init__(
        self,
        window: QWidget,
        *,
        adapter: AdapterSlot,
        host: TableHost,
        status: StatusLine,
        settings: QSettings,
        app_settings: AppSettings,
        autosaver: Autosaver,
        file_reader: BackgroundRunner,
        catalogue: Callable[[], list[GameInfo]],
        stats: Callable[[], StatsStore],
        coach: Callable[[], TableCoach],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.adapter, self.host, self.status = adapter, host, status
        self.settings, self.app_settings = settings, app_settings
        self.autosaver, self.file_reader = autosaver, file_reader
        self.catalogue, self.stats, self.coach = catalogue, stats, coach
        # Saves are written (and checked by a replay) off the GUI thread.
        self.file_writer = BackgroundRunner("write a save", self)
        self.current_file: str | None = None  # where Save writes without asking
        self._record_finished_game = False  # True while a game that may end here is on
        self._signed = True  # the game on the table may be signed as made here (its saves)
        self.quit_prompt: QMessageBox | None = None
        self._results: ResultsKeeper | None = None  # see `results`

    @property
    def results(self) -> ResultsKeeper:
        """Finished games counted in the statistics off the GUI thread (made after the first
        paint: its records are dataclasses, a millisecond each to make)."""
        if self._results is None:
            from bazaar_desktop.services.results_keeper import ResultsKeeper

            self._results = ResultsKeeper(self.stats, self)
            self._results.waiting.connect(lambda text: self.status.say(text, 20000))
            self._results.written.connect(lambda _count: self.results_written.emit())
        return self._results

    def new_game(self, game_id: str | None = None) -> None:
        games = self.catalogue()
        if not games:
            _message_box().information(
                self.window, self.tr("Bazaar"), self.tr("No game table is ready yet.")
            )
            return
        from bazaar_desktop.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(
            games,
            self.option_fields,
            lambda gid: table_class(gid).default_names(),
            self.window,
            initial_game=game_id or str(self.settings.value(KEY_LAST_GAME, "")) or None,
            seat_plan=self.seat_plan,
        )
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        dialog.deleteLater()  # answered: else the window keeps each one
        if not accepted:
            return
        request = dialog.request()
        self.app_settings.set_seat_plan(request.game_id, dialog.seat_plan())  # the last table
        invite = dialog.invite_phones.isChecked()
        self.start_game(request)
        if invite:
            self.invite_wanted.emit()

    def seat_plan(self, info: GameInfo) -> SeatPlan:
        """The seats the New game dialog offers for a game: those of its last table here."""
        return self.app_settings.seat_plan(info.game_id, info.min_players, info.max_players)

    @staticmethod
    def option_fields(game_id: str) -> dict[str, OptionField]:
        return table_class(game_id).option_fields()

    def start_game(self, request: NewGameRequest, *, kept: bool = True) -> None:
        """Set up the table for `request.game_id` and start the match (also used by tests). A
        game in progress stays kept in its own file; `kept`: False for a lesson (not kept)."""
        if self.file_reader.busy:  # a save still loading would replace this new game
            self.file_reader.cancel()
            self.status.clear()  # "Opening …" no more
        self.tell_kept()
        self.autosaver.continue_in(None, None, signed=True, kept=kept)
        self._signed = True
        self.adapter.get().stop()
        self.host.install(request.game_id, [seat.name for seat in request.seats])
        self.settings.setValue(KEY_LAST_GAME, request.game_id)  # New game opens on it
        self.current_file = None
        self._record_finished_game = True
        try:
            self.adapter.get().start(request)
        except ValueError as exc:  # bad options or player count: one clear message
            _message_box().warning(self.window, self.tr("Cannot start the game"), str(exc))

    def play_again(self) -> None:
        """A rematch of the game just finished (same seats and levels, a new seed); online, a
        new table at the server with the same seats, where every window at it goes."""
        match, remote = self.adapter.get().match, self.adapter.get().remote
        if remote is not None:
            remote.ask_again()
            return
        if match is None:
            return
        from bazaar_desktop.bridge.adapter_data import rematch_request

        request = rematch_request(self.adapter.get().game_id, match.seats, dict(match.game.options))
        self.start_game(request)

    def learn_to_play(self, game_id: str) -> None:
        """Help > Learn to play: the walkthrough's seeded game against Easy bots, with steps
        (a practice game of its own: a game in progress stays kept)."""
        from bazaar_desktop.coach.walkthrough import learn_request

        self.start_game(learn_request(game_id), kept=False)  # a lesson is not kept
        self.coach().walkthrough.begin(game_id)
        QTimer.singleShot(0, self.host.focus_decision)  # once the menu has closed

    def tell_kept(self, coming: PlayedMatch | None = None) -> None:
        """Another game replaces the one on the table: say where the unfinished one is, if it
        is kept (not a lesson; nor when `coming`, opened from a file, is the one on the table)."""
        if not self.adapter.game_in_progress() or not self.autosaver.keeping:
            return
        from bazaar_desktop.services.games_in_progress import same_game

        on_table = self.adapter.get().match
        if coming is not None and on_table is not None and same_game(coming, on_table):
            return
        self.status.say(
            lambda: self.tr("The game you were playing is kept in Game > Games in progress."),
            8000,
        )

    def open_game(self) -> None:
        path, _ = file_dialog().getOpenFileName(
            self.window,
            self.tr("Open a saved game"),
            str(self.file_folder() or saves_folder(self.settings)),
            self.tr("Bazaar saves (*.bazaar.json *.json)"),
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> None:
        """Open a save and play on. The file is read on a worker thread, the window alive. A bad
        file gives one message and leaves the current game exactly as it was (its bots keep
        thinking): nothing is stopped before the file loads."""
        self.read_game(path, self.tr("Cannot open the game"), lambda f: self._opened(path, f))

    def _opened(self, path: str, found: SignedMatch) -> None:
        self.tell_kept(found.match)
        self.autosaver.continue_in(None, None, signed=self.trusted(found))
        self.continue_match(found.match)
        self.tell_signature(found, Path(path))
        self.current_file = path
        self._remember(path)
        name = Path(path).name
        from bazaar_desktop.panels.log import LogLine

        self.host.add_to_log(
            lambda: [LogLine(self.tr("Game loaded from {file}.").format(file=name), None, True)]
        )

    def read_game(self, path: str, title: str, then: Callable[[SignedMatch], object]) -> None:
        """Read, validate and replay `path` on a worker thread; back here, `then(match)` if a
        table can show it, else one message. A newer request drops an older one's answer.
        `then` gets a `SignedMatch`: the match and whether this profile signed it."""
        status = self.status
        status.say(lambda: self.tr("Opening {file}…").format(file=Path(path).name))
        key = self.autosaver.key.get()

        def read(found: SignedMatch) -> None:
            status.clear()
            if found.match.game.id not in TABLES:
                self._file_problem(title, path, self.tr("this version has no table for that game"))
                return
            then(found)

        def refused(exc: Exception) -> None:
            status.clear()
            self._file_problem(title, path, file_reason(exc))

        self.file_reader.run(lambda: read_saved_game(path, key), read, refused)

    def _file_problem(self, title: str, path: str, reason: str) -> None:
        name = Path(path).name or path
        text = reason[:1].upper() + reason[1:]
        if name not in reason:  # say which file, unless the reason already does
            text = self.tr("{file}: {reason}").format(file=name, reason=text)
        _message_box().warning(self.window, title, text)

    def continue_match(self, match: PlayedMatch) -> None:
        self.adapter.get().stop()
        self.host.install(match.game.id, [seat.name for seat in match.seats])
        self.host.page.game_log.add_story(match)
        self.adapter.get().continue_match(match)
        self._record_finished_game = self.adapter.game_in_progress()  # a finished save: not again

    @staticmethod
    def trusted(found: SignedMatch) -> bool:
        """A file signed here and unchanged since (its result may be counted)."""
        from bazaar_desktop.services.save_key import made_here

        return made_here(found)

    def tell_signature(self, found: SignedMatch, path: Path) -> None:
        """A file not signed here, or changed since, plays on, but its result is not counted
        (and its saves are not signed: a changed game never looks made here). One note."""
        self._signed = self.trusted(found)
        if self._signed:
            return
        self._record_finished_game = False
        self.status.say(
            lambda: self.tr(
                "{file} was not made by Bazaar on this computer, or changed since: this game "
                "will not be counted in the statistics."
            ).format(file=path.name),
            20000,
        )

    def save_game(self) -> None:
        if self.current_file is None:
            self.save_game_as()
        else:
            self._write(self.current_file)

    def save_game_as(self) -> None:
        path, _ = file_dialog().getSaveFileName(
            self.window,
            self.tr("Save the game"),
            self.current_file or str(saves_folder(self.settings) / self._proposed_name()),
            self.tr("Bazaar saves (*.bazaar.json)"),
        )
        if not path:
            return
        if not path.lower().endswith(".json"):
            path += SAVE_SUFFIX  # the file dialog asked about the name without it
            if Path(path).exists() and not self._may_replace(path):
                return
        self._write(path)

    def _proposed_name(self) -> str:
        """A new save's name, by game and date ("basari-2026-12-02-1805.bazaar.json")."""
        import time

        game_id = self.adapter.get().game_id or "game"
        return f"{game_id}-{time.strftime('%Y-%m-%d-%H%M')}{SAVE_SUFFIX}"

    def file_folder(self) -> Path | None:
        """The folder of the game last saved or opened here, if any."""
        return Path(self.current_file).parent if self.current_file else None

    def _may_replace(self, path: str) -> bool:
        message = _message_box()
        buttons = message.StandardButton
        answer = message.question(
            self.window,
            self.tr("Save the game"),
            self.tr("{file} already exists. Replace it?").format(file=Path(path).name),
            buttons.Yes | buttons.No,
            buttons.No,
        )
        return answer == buttons.Yes

    def _write(self, path: str) -> None:
        """Save to `path` on a worker thread; a failure gives one message and leaves any
        existing file intact. The game plays on meanwhile: what is saved is the game as it
        was when the person asked."""
        key = self.autosaver.key.get() if self._signed else None
        try:
            write = self.adapter.get().save_job(path, key)
        except Exception as exc:  # no game to save
            self._save_failed(path, exc)
            return
        failed = partial(self._save_failed, path)
        self.file_writer.run(write, lambda _none: self._saved(path), failed)

    def _saved(self, path: str) -> None:
        self.current_file = path
        self._remember(path)
        self.status.say(lambda: self.tr("Saved to {file}.").format(file=Path(path).name), 4000)

    def _save_failed(self, path: str, exc: Exception) -> None:
        self._file_problem(self.tr("Cannot save the game"), path, file_reason(exc))

    def finish_saving(self, seconds: float) -> None:
        """The window closes: let a save under way reach its file first."""
        if self.file_writer.busy:
            from bazaar_desktop.bridge.adapter import wait_for_saves

            wait_for_saves(seconds)

    def _remember(self, path: str) -> None:
        recent = [p for p in self.recent() if p != path]
        self.settings.setValue("recent_files", [path, *recent][:MAX_RECENT])

    def recent(self) -> list[str]:
        # No default value: a list given as one makes PySide create QByteArray's type, ~1 ms
        # before the first paint (missing, the key reads as None).
        value = self.settings.value("recent_files")
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def fill_recent(self, menu: QMenu) -> None:
        """The Open recent menu, as it opens."""
        menu.clear()
        files = self.recent()
        if not files or not saves_available():
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
            return
        for path in files:
            action = menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.load_file(p))

    def record_statistics(self, _update: Update) -> None:
        """Count a game once, when it ends here (not a finished game loaded from a save)."""
        match, remote = self.adapter.get().match, self.adapter.get().remote
        if remote is not None and match is not None and match.is_over:
            if not remote.watching:  # a game watched is nobody's here
                self._record_online(match, remote)
            return
        if not self._record_finished_game or match is None or not match.is_over:
            return
        self._record_finished_game = False
        from bazaar_desktop.services.stats import record_from_match

        hints = [self.coach().hints.hints_used(seat) for seat in range(len(match.seats))]
        # Off the GUI thread, and kept on disk until written: a locked file never freezes the
        # window nor loses the result (results_keeper.py).
        self.results.count(record_from_match(self.adapter.get().game_id, match, hints=hints))

    def _record_online(self, match: PlayedMatch, remote: RemoteTable) -> None:
        """An online game counts once per table, from its last frame (the server holds its
        history): its scores and winners are public by then."""
        from bazaar_desktop.services.stats import record_from_online

        hints = [self.coach().hints.hints_used(seat) for seat in range(len(match.seats))]
        decisions = max((frame.n for frame in remote.frames.values()), default=0)
        table = f"{remote.url} {remote.table_id}"
        game_id = self.adapter.get().game_id
        self.results.count(
            record_from_online(game_id, match.seats, match.state, decisions, table, hints)
        )

    # --- quitting with a game in progress ---------------------------------------------------
    def ask_to_quit(self, quit_now: Callable[[], object]) -> None:
        """Ask, without blocking, whether to quit the game in progress; yes: `quit_now()`."""
        if self.quit_prompt is not None:
            self.quit_prompt.raise_()
            return
        message = _message_box()
        buttons = message.StandardButton
        box = message(
            message.Icon.Question,
            self.tr("Quit Bazaar"),
            self._quit_question(),
            buttons.Yes | buttons.No,
            self.window,
        )
        box.button(buttons.Yes).setText(self.tr("&Quit"))
        box.button(buttons.No).setText(self.tr("&Keep playing"))
        box.setDefaultButton(buttons.No)
        from PySide6.QtCore import Qt  # not before the first paint: see welcome.py

        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(
            lambda _r: self._quit_answered(box.clickedButton() is box.button(buttons.Yes), quit_now)
        )
        self.quit_prompt = box
        box.open()

    def _quit_question(self) -> str:
        if self.autosaver.lesson:
            return self.tr(
                "The lesson is not kept: Help > Learn to play starts it again. Quit now?"
            )
        if self.autosaver.keeping:  # say what happens to the game
            return self.tr(
                "The game in progress is kept: the next time Bazaar starts, it offers to "
                "resume it. Quit now?"
            )
        return self.tr("The game in progress cannot be kept (its autosave failed). Quit anyway?")

    def _quit_answered(self, yes: bool, quit_now: Callable[[], object]) -> None:
        if self.quit_prompt is not None:
            self.quit_prompt.deleteLater()  # a question kept for each time one was asked
        self.quit_prompt = None
        if yes:
            quit_now()
