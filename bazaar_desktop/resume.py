"""Coming back: the autosave of the game in progress, and at start the offer to resume an
unfinished one (the welcome page's Continue does the same at any time). The start-up checks
(autosave, statistics file) run on a worker thread while the window paints; what they found
goes to the status line one note at a time."""

from __future__ import annotations

import contextlib
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from bazaar_desktop.autosave import AutosaveCheck, check_autosave
from bazaar_desktop.game_page import after_first_paint, build_coach
from bazaar_desktop.session import file_reason, stats_problem_text
from bazaar_desktop.tables import TABLES, table_class

if TYPE_CHECKING:  # QMessageBox is imported where the question is asked (start-up time)
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from bazaar_desktop.adapter import Update
    from bazaar_desktop.main_window import MainWindow
    from bazaar_desktop.settings import SettingsReset
    from bazaar_desktop.stats import StatsProblem

STATUS_NOTE_MS = 15000  # how long each start-up note stays in the status line


# Made with the first table (see MainWindow.hints), so imported with the tables.
COACH_MODULES = ("bazaar_desktop.coach.hint", "bazaar_desktop.coach.walkthrough")


def _import_the_tables() -> None:
    """On a worker thread after start: import every table, its game's rules and bots, the
    bots' process module and the coach, and start the bots' process, so a game's first drawing
    does not wait for them (a game started meanwhile waits, through the import lock, only for
    what is not imported yet). Errors surface when the game is really started."""
    from bazaar_desktop.adapter import preload_game

    for game_id in TABLES:
        with contextlib.suppress(Exception):
            table_class(game_id)
            preload_game(game_id)
    for module in COACH_MODULES:
        with contextlib.suppress(Exception):
            importlib.import_module(module)
    # And the bots' worker process: a new interpreter importing the engine (about 0.3 s of a
    # core) that would otherwise start at the first game's first bot move, beside its first
    # drawing; this thread waits (asleep) until it answers.
    with contextlib.suppress(Exception):
        from bazaar_desktop.bot_process import BotProcess

        BotProcess.shared().wait_ready()


def _reset_note(reset: SettingsReset) -> str:
    if reset.backup is None:
        return QCoreApplication.translate(
            "MainWindow", "The settings file could not be read ({why}); the defaults are used."
        ).format(why=reset.reason)
    return QCoreApplication.translate(
        "MainWindow",
        "The settings file could not be read ({why}); the settings were reset and the old "
        "file was kept as {file}.",
    ).format(why=reset.reason, file=reset.backup.name)


class ResumeFlow(QObject):
    """Autosave and resume for the window `main` (its parent). A settings file found damaged
    and reset (`settings_reset`, before the window was made) is told in the status line once
    the window is up."""

    def __init__(self, main: MainWindow, settings_reset: SettingsReset | None) -> None:
        super().__init__(main)
        self.main = main
        self._start_notes = [] if settings_reset is None else [_reset_note(settings_reset)]
        self._status_notes: list[str] = []  # shown one after another: _add_status_note
        self.resume_prompt: QMessageBox | None = None
        self.resume_button: QPushButton | None = None
        self.resume_new_button: QPushButton | None = None
        self.resume_discard_button: QPushButton | None = None

    def continue_autosaved(self) -> None:
        """The welcome's Continue: the autosaved game, or one message why it cannot be."""
        found = check_autosave(self.main.autosaver.path)
        match = found.match
        if match is None or match.game.id not in TABLES:
            self.main.welcome.continue_button.hide()
            why = found.problem or self.tr("there is no unfinished game")
            self.main.statusBar().showMessage(
                self.tr("The last game cannot be continued: {why}").format(why=why), 20000
            )
            return
        prompt = self.resume_prompt
        if prompt is not None:  # the start-up question is answered by this click
            prompt.finished.disconnect()
            prompt.close()
            self.resume_prompt = None
        self._resume(match)

    def autosave(self, _update: Update) -> None:
        if self.main.start_checker.busy:  # the autosave may hold a game still to be offered
            return
        self.main.autosaver.note(self.main.adapter.match)

    def on_autosave_failed(self, problem: str) -> None:
        self.main.statusBar().showMessage(
            self.tr("This game cannot be saved automatically: {why}").format(why=problem), 20000
        )

    def offer_resume(self) -> None:
        """At start: tell the problems found with the settings and statistics files, and offer
        to resume an unfinished autosaved game (a damaged one is set aside). The files are
        checked on a worker thread once the window has painted, while it answers."""
        notes, self._start_notes = self._start_notes, []
        for note in notes:
            self._add_status_note(note)
        main = self.main
        path = main.autosaver.path
        recent_folders = tuple(Path(file).parent for file in main.session.recent())
        # Both wait on their threads for the first paint (and are `busy` meanwhile, so no
        # autosave is written over the game still to be offered).
        main.start_checker.run(
            after_first_paint(
                main, lambda: (check_autosave(path, recent_folders), self._statistics_problem())
            ),
            self._start_checked,
            lambda exc: self._autosave_checked(AutosaveCheck(None, file_reason(exc))),
        )
        warm_up = after_first_paint(main, _import_the_tables)
        main.warmer.run(warm_up, lambda _done: self._make_the_coach(), lambda _exc: None)

    def _make_the_coach(self) -> None:
        """Once its modules are imported, the coach (hints, the walkthrough) is made while
        the welcome page shows, not in the turn that builds the first table."""
        main = self.main
        if main.game_page_built and main.coach is None:
            main.coach = build_coach(main)

    def _statistics_problem(self) -> StatsProblem | None:
        """On the start-up checker's thread: open the statistics file (a damaged one is set
        aside now, not only when the Statistics dialog opens) and say what was wrong."""
        self.main.stats.games_played()
        return self.main.stats.take_problem()

    def _start_checked(self, found: tuple[AutosaveCheck, StatsProblem | None]) -> None:
        autosave, statistics = found
        if statistics is not None:
            self._add_status_note(stats_problem_text(statistics))
        self._autosave_checked(autosave)

    def _add_status_note(self, note: str) -> None:
        """Show `note` in the status line for a while; several start-up notes are shown one
        after another (one at a time fits the line even in a small window)."""
        self._status_notes.append(note)
        if len(self._status_notes) == 1:
            self._show_status_note()

    def _show_status_note(self) -> None:
        self.main.statusBar().showMessage(self._status_notes[0], STATUS_NOTE_MS)
        QTimer.singleShot(STATUS_NOTE_MS, self._next_status_note)

    def _next_status_note(self) -> None:
        self._status_notes.pop(0)
        if self._status_notes:
            self._show_status_note()

    def _autosave_checked(self, found: AutosaveCheck) -> None:
        self.main.autosaver.note(
            self.main.adapter.match
        )  # a game started meanwhile is saved from now
        if found.problem is not None:
            if found.set_aside is not None:
                note = self.tr(
                    "The game saved automatically could not be loaded ({why}); "
                    "it was kept as {file}."
                ).format(why=found.problem, file=found.set_aside.name)
            else:
                note = self.tr("The game saved automatically could not be loaded ({why}).").format(
                    why=found.problem
                )
            self._add_status_note(note)
            return
        match = found.match
        if match is None or match.game.id not in TABLES:
            return
        self._ask_to_resume(match)

    def _ask_to_resume(self, match: Any) -> None:
        from PySide6.QtWidgets import QMessageBox

        names = ", ".join(seat.name for seat in match.seats)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume the last game?"),
            self.tr("A game of {game} with {names} was not finished.").format(
                game=match.game.name, names=names
            ),
            QMessageBox.StandardButton.NoButton,
            self.main,
        )
        box.setInformativeText(
            self.tr("{count} decisions were made. Resume it where it stopped?").format(
                count=len(match.history)
            )
        )
        role = QMessageBox.ButtonRole
        self.resume_button = box.addButton(self.tr("&Resume"), role.AcceptRole)
        self.resume_new_button = box.addButton(self.tr("&New game"), role.ActionRole)
        self.resume_discard_button = box.addButton(self.tr("&Discard it"), role.DestructiveRole)
        box.setDefaultButton(self.resume_button)
        box.setEscapeButton(self.resume_new_button)
        from PySide6.QtCore import Qt  # not before the first paint: see welcome.py

        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _r: self._resume_answered(box.clickedButton(), match))
        self.resume_prompt = box
        box.open()

    def _resume_answered(self, clicked: object, match: Any) -> None:
        self.resume_prompt = None
        if clicked is self.resume_button:
            self._resume(match)
        elif clicked is self.resume_discard_button:
            self.main.autosaver.finish()
            self.main.welcome.continue_button.hide()
            self.main.statusBar().showMessage(self.tr("The unfinished game was discarded."), 6000)
        else:  # a new game replaces the autosave once it starts
            QTimer.singleShot(0, self.main.new_game)

    def _resume(self, match: Any) -> None:
        self.main.session.continue_match(match)
        self.main.session.current_file = None
        from bazaar_desktop.panels.log import LogLine

        self.main.add_to_log(
            lambda: [LogLine(self.tr("Resumed the game saved automatically."), None, True)]
        )
