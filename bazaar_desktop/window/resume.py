"""Coming back: the autosave of the game on the table, and at start the games in progress
(kept_games.py shows them and continues or deletes one). The start-up checks (the games kept,
the statistics file and the results waiting for it) run on a worker thread while the window
paints; what they found goes to the status line one note at a time."""

from __future__ import annotations

import contextlib
import importlib
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from bazaar_desktop.game_page.pages import NEXT_FRAME_MS
from bazaar_desktop.services import collector
from bazaar_desktop.services.autosave import StartCheck, check_at_start
from bazaar_desktop.tables import TABLES, table_class
from bazaar_desktop.window.session import file_reason, stats_problem_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import Update
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.game_page.status_line import StatusLine, Words
    from bazaar_desktop.services.autosave import Autosaver
    from bazaar_desktop.services.background import BackgroundRunner
    from bazaar_desktop.services.stats import StatsProblem, StatsStore
    from bazaar_desktop.window.after_paint import FirstPaint
    from bazaar_desktop.window.kept_games import KeptGames
    from bazaar_desktop.window.session import Session

STATUS_NOTE_MS = 15000  # how long each start-up note stays in the status line


# Made with the first table (coach/table_coach.py), so imported with the tables.
COACH_MODULES = ("bazaar_desktop.coach.hint", "bazaar_desktop.coach.walkthrough")
# The sounds' (`sound.find_output` starts its audio back end on the GUI thread afterwards).
SOUND_MODULE = "PySide6.QtMultimedia"


def _import_the_tables() -> None:
    """On a worker thread after start: import every table, its game's rules and bots, the
    bots' process module and the coach, and start the bots' process, so a game's first drawing
    does not wait for them (a game started meanwhile waits, through the import lock, only for
    what is not imported yet). Errors surface when the game is really started."""
    from bazaar_desktop.bridge.adapter import preload_game

    for game_id in TABLES:
        with contextlib.suppress(Exception):
            table_class(game_id)
            preload_game(game_id)
    for module in (*COACH_MODULES, SOUND_MODULE):
        with contextlib.suppress(Exception):
            importlib.import_module(module)
    # And the bots' worker process: a new interpreter importing the engine (about 0.3 s of a
    # core) that would otherwise start at the first game's first bot move, beside its first
    # drawing; this thread waits (asleep) until it answers.
    with contextlib.suppress(Exception):
        from bazaar_desktop.services.bot_process import BotProcess

        BotProcess.shared().wait_ready()


class ResumeFlow(QObject):
    """Autosave and the games in progress. Problems found with the settings file before the
    window was made (`start_notes`) are told in the status line once the window is up.
    `make_kept` makes the games in progress, given where to say a note."""

    coach_modules_ready = Signal()  # the coach can be made without importing anything

    def __init__(
        self,
        parent: QWidget,
        start_notes: list[str],
        *,
        adapter: AdapterSlot,
        autosaver: Autosaver,
        session: Session,
        status: StatusLine,
        stats: Callable[[], StatsStore],
        first_paint: FirstPaint,
        start_checker: BackgroundRunner,
        warmer: BackgroundRunner,
        make_kept: Callable[[Callable[[Words], None]], KeptGames],
    ) -> None:
        super().__init__(parent)
        self.adapter, self.autosaver, self.session = adapter, autosaver, session
        self.status, self.stats, self.first_paint = status, stats, first_paint
        self.start_checker, self.warmer, self._make_kept = start_checker, warmer, make_kept
        self._start_notes = list(start_notes)
        self._status_notes: list[Words] = []  # shown one after another: _add_status_note
        self._kept: KeptGames | None = None  # see `kept`
        autosaver.link_set_aside.connect(self._link_set_aside)
        autosaver.kept_again.connect(self.on_autosave_kept_again)

    @property
    def kept(self) -> KeptGames:
        """The games in progress (made once they are first listed, after the first paint:
        a QObject type costs PySide about a millisecond to make)."""
        if self._kept is None:
            self._kept = self._make_kept(self._add_status_note)
        return self._kept

    def _link_set_aside(self, name: str, aside: str) -> None:
        from bazaar_desktop.services.own_files import link_note

        folder = self.autosaver.folder
        self._add_status_note(partial(link_note, folder / name, folder / (aside or name)))

    def autosave(self, _update: Update) -> None:
        self.autosaver.note(self.adapter.get().match)

    def on_autosave_kept_again(self) -> None:
        self.status.say(lambda: self.tr("This game is saved automatically again."), 10000)

    def on_autosave_failed(self, problem: str) -> None:
        kept = self.autosaver.path is not None and self.autosaver.path.is_file()
        self.status.say(partial(self._autosave_failed_text, problem, kept), 20000)

    def _autosave_failed_text(self, problem: str, kept: bool) -> str:
        then = (
            self.tr("Its last saved position is kept, and it is saved again as soon as it can be.")
            if kept
            else self.tr("It is saved as soon as it can be.")
        )
        why = self.tr("This game cannot be saved automatically: {why}").format(why=problem.strip())
        ended = why.endswith((".", "!", "?", "…"))  # the problem's words may end a sentence
        return f"{why} {then}" if ended else f"{why}. {then}"

    def offer_resume(self) -> None:
        """At start: tell the problems found with the settings and statistics files, and show
        the games in progress (older autosaves join them; a damaged file is set aside). The
        files are checked on a worker thread once the window has painted, while it answers."""
        notes, self._start_notes = self._start_notes, []
        for note in notes:
            self._add_status_note(note)
        data_folder = self.autosaver.data_folder
        recent_folders = tuple(Path(file).parent for file in self.session.recent())
        self.start_checker.run(
            self.first_paint.later(
                lambda: (check_at_start(data_folder, recent_folders), self._statistics_problem()),
            ),
            self._start_checked,
            lambda exc: self._add_status_note(partial(file_reason, exc)),
        )
        # Once its modules are imported, the coach (hints, the walkthrough) is made while the
        # welcome page shows, not in the turn that builds the first table.
        # Then what they made, which lives as long as the program, leaves later collections.
        warm_up = self.first_paint.later(_import_the_tables)
        self.warmer.run(warm_up, lambda _done: self._warmed(), lambda _exc: None)

    def _warmed(self) -> None:
        self.coach_modules_ready.emit()
        collector.keep_imports_out()
        settings = self.session.app_settings
        if not settings.sound_muted and settings.sound_volume > 0:  # else at the first sound
            # Imported here: the sounds are not imported before the first paint.
            from bazaar_desktop.sounds.board import find_output

            QTimer.singleShot(NEXT_FRAME_MS, self, find_output)  # a turn of its own

    def _statistics_problem(self) -> StatsProblem | None:
        """On the start-up checker's thread: open the statistics file (a damaged one is set
        aside now, not only when the Statistics dialog opens) and say what was wrong."""
        self.stats().games_played()
        return self.stats().take_problem()

    def _start_checked(self, found: tuple[StartCheck, StatsProblem | None]) -> None:
        check, statistics = found
        if statistics is not None:
            self._add_status_note(partial(stats_problem_text, statistics))
        if check.problem is not None:
            problem = check.problem
            self._add_status_note(
                lambda: self.tr("Games cannot be kept on this computer now: {why}").format(
                    why=problem
                )
            )
        self.kept.show(check.listing)
        self.session.results.write_soon()  # results kept while the file was locked
        adapter = self.adapter.made()
        if adapter is not None:  # a game started meanwhile is saved from now
            self.autosaver.note(adapter.match)

    def tell(self, note: Words) -> None:
        """One line in the status line (after those already waiting)."""
        self._add_status_note(note)

    def _add_status_note(self, note: Words) -> None:
        """Show `note` in the status line for a while; several start-up notes are shown one
        after another (one at a time fits the line even in a small window)."""
        self._status_notes.append(note)
        if len(self._status_notes) == 1:
            self._show_status_note()

    def _show_status_note(self) -> None:
        self.status.say(self._status_notes[0], STATUS_NOTE_MS)
        QTimer.singleShot(STATUS_NOTE_MS, self._next_status_note)

    def _next_status_note(self) -> None:
        self._status_notes.pop(0)
        if self._status_notes:
            self._show_status_note()
