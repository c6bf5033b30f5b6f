"""The main window: board in the middle, players, decision and log at the side, a status
line; it routes. The work is done by its parts (and `keyboard_home`: keys after a dialog):

- `session.Session`: new game, rematch, open, save, save as, recent files, statistics;
- `resume.ResumeFlow`: the autosave and the offer to resume at start;
- `results_flow.ResultsFlow`: the results dialog, the replay viewer, the review;
- `game_page`: the board, side column and curtain, made after the first paint; the coach;
- `window_menus.WindowMenus`: the actions, the menus and the Help pages;
- `game_log.GameLog`: the log's lines and the curtain's news;
- `retranslation.retranslate`: a language switch.

A click on the table goes straight to the adapter (`table.action_chosen` -> `adapter.submit`);
the adapter's `updated` comes back here and is shown by the table (see docs/architecture.md)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from bazaar_desktop import after_paint, game_page, i18n, theme
from bazaar_desktop.autosave import Autosaver, default_autosave_path
from bazaar_desktop.background import BackgroundRunner
from bazaar_desktop.game_list import game_names, saves_available
from bazaar_desktop.game_page import GamePageParts
from bazaar_desktop.keyboard_home import KeyboardHome
from bazaar_desktop.pages import Pages
from bazaar_desktop.resources import art_path
from bazaar_desktop.results_flow import ResultsFlow
from bazaar_desktop.resume import ResumeFlow
from bazaar_desktop.retranslation import retranslate
from bazaar_desktop.screen_fit import fit_on_screen
from bazaar_desktop.session import Session
from bazaar_desktop.settings import AppSettings, SeatPlan
from bazaar_desktop.tables import TABLES, table_class
from bazaar_desktop.welcome import WelcomePage
from bazaar_desktop.window_menus import SPEEDS, WindowMenus

if TYPE_CHECKING:  # imported where first used: not needed to show the window (start-up time)
    from PySide6.QtCore import QChildEvent
    from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import QMenu, QMessageBox

    from bazaar_desktop.adapter import GameAdapter, GameInfo, NewGameRequest, Update
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.review import ReviewDialog
    from bazaar_desktop.coach.walkthrough import Walkthrough
    from bazaar_desktop.dialogs.results import ResultsDialog
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
    from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog
    from bazaar_desktop.panels.log import LogLine
    from bazaar_desktop.replay_viewer import ReplayViewer
    from bazaar_desktop.stats import StatsStore
    from bazaar_desktop.tables.base import GameTable

BASE_PACE_MS = 650  # the pause after a bot's or chance's move at normal speed
MIN_WIDTH, MIN_HEIGHT = 800, 460  # fits 960x540 logical (1920x1080 at scale 2) with a frame


class MainWindow(QMainWindow, GamePageParts):
    results_shown = Signal(object)  # the ResultsDialog, for tests and the smoke run

    # The actions and menus, made by `WindowMenus` (again after a language switch).
    new_action: QAction
    open_action: QAction
    games_action: QAction
    save_action: QAction
    save_as_action: QAction
    replay_action: QAction
    undo_action: QAction
    hint_action: QAction
    quit_action: QAction
    settings_action: QAction
    statistics_action: QAction
    zoom_in_action: QAction
    zoom_out_action: QAction
    fit_action: QAction
    log_action: QAction
    focus_action: QAction
    mute_action: QAction
    continue_action: QAction
    shortcuts_action: QAction
    about_action: QAction
    app_help_action: QAction
    table_rules_action: QAction
    speed_group: QActionGroup
    speed_actions: dict[str, QAction]
    rules_actions: dict[str, QAction]
    learn_actions: dict[str, QAction]
    recent_menu: QMenu

    def __init__(
        self,
        settings: QSettings | None = None,
        *,
        animations: bool = True,
        stats_path: Path | str | None = None,
        autosave_path: Path | str | None = None,
    ) -> None:
        super().__init__()
        self.keyboard = KeyboardHome(self)  # the keys come back after a dialog (issue 26.1)
        self.settings = settings if settings is not None else QSettings()
        self.app_settings = AppSettings(self.settings, self)
        settings_reset = self.app_settings.reset_if_damaged()  # before any setting is read
        i18n.install_language(self.app_settings.language)  # before any text is made
        self._stats: StatsStore | None = None  # opened on first use: see `stats`
        self._stats_lock = threading.Lock()  # first used on the start-up checker's thread
        self._stats_where = (stats_path, settings)
        self.first_painted = threading.Event()  # see `game_page.after_first_paint`
        self._start_up_begun = False  # see `paintEvent`
        self._quit_confirmed = False
        self.settings_dialog: SettingsDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.setWindowTitle(self.tr("Bazaar"))
        self.setWindowIcon(QIcon(str(art_path("bazaar-icon.svg"))))
        self.setMinimumSize(QSize(MIN_WIDTH, MIN_HEIGHT))
        self._adapter: GameAdapter | None = None  # made on first use: see `adapter`
        self.autosaver = Autosaver(
            Path(autosave_path) if autosave_path else default_autosave_path(settings), self
        )
        # Save files are read and replayed off the GUI thread: a big one never freezes the window.
        self.file_reader = BackgroundRunner("read a save", self)
        self.start_checker = BackgroundRunner("check the autosave", self)
        self.warmer = BackgroundRunner("import the tables", self)
        self.table: GameTable | None = None
        self.last_update: Update | None = None
        self.game_names: list[tuple[str, str]] = game_names()  # no game module loaded yet
        self._catalogue: list[GameInfo] | None = None
        self.speed = 0.0 if not animations else self._stored_speed()
        self.session = Session(self)
        self.resume = ResumeFlow(self, settings_reset)
        self.results = ResultsFlow(self)
        self.menus = WindowMenus(self)
        self.autosaver.failed.connect(self.resume.on_autosave_failed)
        self._side_moved_by_user = False
        self._build_pages()
        self.coach: tuple[HintController, Walkthrough] | None = None  # see ResumeFlow, hints
        self._build_status_bar()
        self.menus.build()
        self.update_actions()
        self._follow_settings(animations)
        fit_on_screen(self, QSize(1280, 800), centre=True)  # within the screen (issue 26.2)

    @property
    def adapter(self) -> GameAdapter:
        """The game adapter, made on first use or right after the first paint (`make_adapter`):
        it imports the engine's matches, bots and saves, which the welcome page does not need."""
        return self._adapter if self._adapter is not None else self.make_adapter()

    def make_adapter(self) -> GameAdapter:
        if self._adapter is None:
            from bazaar_desktop.adapter import GameAdapter

            adapter = GameAdapter(self)
            adapter.updated.connect(self.on_update)
            adapter.illegal_action.connect(self._on_illegal)
            adapter.game_over.connect(self.results.on_game_over)
            adapter.game_over.connect(self.session.record_statistics)
            adapter.updated.connect(self.resume.autosave)
            self._adapter = adapter
        return self._adapter

    def adapter_made(self) -> GameAdapter | None:
        """The adapter if it is made (reading `adapter` would make it)."""
        return self._adapter

    @property
    def stats(self) -> StatsStore:
        """The statistics file, opened on first use (sqlite is not needed to show the window)."""
        with self._stats_lock:
            if self._stats is None:
                from bazaar_desktop.stats import StatsStore, default_stats_path

                path, settings = self._stats_where
                self._stats = StatsStore(path or default_stats_path(settings))
            return self._stats

    # --- what the parts keep, as the window's (tests and scripts reach them here) ---------
    @property
    def current_file(self) -> str | None:
        return self.session.current_file

    @property
    def quit_prompt(self) -> QMessageBox | None:
        return self.session.quit_prompt

    @property
    def results_dialog(self) -> ResultsDialog | None:
        return self.results.results_dialog

    @property
    def replay_viewer(self) -> ReplayViewer | None:
        return self.results.replay_viewer

    def start_game(self, request: NewGameRequest) -> None:
        self.session.start_game(request)

    def new_game(self, game_id: str | None = None) -> None:
        self.session.new_game(game_id)

    def load_file(self, path: str) -> None:
        self.session.load_file(path)

    def learn_to_play(self, game_id: str) -> None:
        self.session.learn_to_play(game_id)

    def offer_resume(self) -> None:
        self.resume.offer_resume()

    def review_game(self) -> ReviewDialog | None:
        return self.results.review_game()

    def switch_language(self, setting: str) -> None:
        """Show the window in the language `setting` names ("system", "en", "es", "de")."""
        i18n.install_language(setting)
        retranslate(self)

    # --- start-up: what waits until the window is on the screen ----------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._start_up_begun:  # once this paint has reached the screen
            self._start_up_begun = True
            after_paint.begin(self)

    def childEvent(self, event: QChildEvent) -> None:
        super().childEvent(event)
        if event.added() and hasattr(self, "keyboard"):  # a dialog is watched for its closing
            self.keyboard.watch(event.child())

    # --- layout ---------------------------------------------------------------------------
    def _build_pages(self) -> None:
        """The welcome page, all a person sees first; the game page comes after."""
        self.pages = Pages()
        self.welcome = self.build_welcome()
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)

    def build_game_page(self) -> None:
        """The board, side column and curtain (`game_page.build`): made once, after the first
        paint (posted by `paintEvent`) or when a part is first needed, whichever is sooner."""
        if not self.game_page_built:
            self.game_page_built = True
            game_page.build(self)

    def build_welcome(self) -> WelcomePage:
        page = WelcomePage(self.game_names, can_open=saves_available())
        page.new_game_requested.connect(self.session.new_game)
        page.continue_requested.connect(lambda path: self.resume.kept.continue_game(path))
        page.delete_requested.connect(lambda path: self.resume.kept.delete(path))
        page.open_requested.connect(self.session.open_game)
        page.rules_requested.connect(self.menus.show_rules)
        return page

    def _build_status_bar(self) -> None:
        self.prompt = QLabel(self.tr("Start a new game from the Game menu (Ctrl+N)."))
        self.prompt.setObjectName("statusPrompt")
        self.thinking_label = QLabel("")
        self.thinking_label.setObjectName("thinking")
        self.seed_label = QLabel("")
        bar = self.statusBar()
        bar.addWidget(self.prompt, 1)
        bar.addPermanentWidget(self.thinking_label)
        bar.addPermanentWidget(self.seed_label)

    def update_actions(self) -> None:
        adapter = self.adapter_made()
        has_game = adapter is not None and adapter.match is not None
        can_save = has_game and saves_available()
        self.save_action.setEnabled(can_save)
        self.save_as_action.setEnabled(can_save)
        update = self.last_update
        can_undo = bool(update is not None and update.can_undo)
        self.undo_action.setEnabled(can_undo)
        if self.game_page_built:  # else the page is made with this in `build_game_page`
            self.undo_button.setVisible(can_undo)
        self._explain_undo(update.undo_note if update is not None else "")
        self.hint_action.setEnabled(bool(update is not None and update.human_to_act is not None))
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(has_game)

    def _explain_undo(self, why_not: str) -> None:
        """Pass-and-play: a disabled "Undo my last choice" says why (naming nobody)."""
        self.undo_action.setToolTip(why_not or self.tr("Take back your last decision (Ctrl+Z)"))
        self.undo_action.setStatusTip(why_not)

    # --- settings -------------------------------------------------------------------------
    def _stored_speed(self) -> float:
        name = str(self.settings.value("animation_speed", "normal"))
        return dict(SPEEDS).get(name, 1.0)

    def set_speed(self, factor: float, name: str | None = None) -> None:
        self.speed = factor
        if name is not None:
            self.settings.setValue("animation_speed", name)
        for key, value in SPEEDS:
            self.speed_actions[key].setChecked(abs(value - factor) < 1e-6)
        if self.replay_viewer is not None:
            self.replay_viewer.set_speed(factor)

    def toggle_log(self) -> None:
        if self.game_page_built:  # else the page is made with this in `build_game_page`
            self.side.show_log(self.log_action.isChecked())

    # --- the table ------------------------------------------------------------------------
    def connect_table(self, table: GameTable) -> None:
        table.action_chosen.connect(self.adapter.submit)
        table.status_changed.connect(self.prompt.setText)  # a choice begun on its panel

    def playable_games(self) -> list[GameInfo]:
        """The games with a table whose engine is installed (loaded on first need)."""
        if self._catalogue is None:
            from bazaar_desktop.adapter import game_catalogue

            self._catalogue = game_catalogue([g for g, _ in self.game_names if g in TABLES])
        return list(self._catalogue)

    def install_table(self, game_id: str, names: list[str]) -> None:
        """A new table for `game_id` (the session starts or loads its match right after)."""
        self.hints.new_game()
        self.results.close_results()
        old = self.table
        table = table_class(game_id)(names, self)
        self.connect_table(table)
        self.table = table
        if old is not None:
            old.panel.deleteLater()
            old.deleteLater()
        self.side.later.drop()  # the old table's players and log lines
        self.game_log.clear()
        self.last_update = None
        self.view.set_scene(None)  # animated, the board is put in two turns later (pages.py)
        animated = self.speed > 0
        put_board = partial(self.view.set_scene, table.scene, in_bands=animated)
        self.pages.show_in_turns(self.splitter, put_board, staged=animated)
        self.pages.prepare(partial(self.side.seat_table, table))

    def undo(self) -> None:
        if self.adapter.undo():
            from bazaar_desktop.panels.log import LogLine

            self.add_to_log(lambda: [LogLine(self.tr("Last choice taken back."), None, True)])

    def add_to_log(self, render: Callable[[], list[LogLine]]) -> None:
        """A line or two of the session's own (loaded, resumed, taken back) in the log."""
        self.side.later.flush()  # after the lines of the updates before it
        self.game_log.add(render)

    def focus_decision(self) -> None:
        if self.table is not None:
            self.table.focus_decision()

    # --- adapter signals ------------------------------------------------------------------
    def on_update(self, update: Update) -> None:
        table = self.table
        if table is None or self.pages.before_showing(partial(self.on_update, update)):
            return  # a new table is put up in turns: its updates come a turn each (pages.py)
        if self.last_update is None and self.game_log.is_empty:  # a loaded game has its story
            self.add_to_log(lambda: [self.game_log.opening_line(update.seats, update.seed)])
        self.menus.follow(update, first=self.last_update is None)  # sounds as animations start
        self.last_update = update
        table.show_update(update, self.speed)
        lifting = update.curtain_for is None and self.pages.showing() is self.curtain
        # The players and the log follow a frame later when animated; at once when the device
        # changes hands: before a curtain (it tells the log's news), and as one lifts (the list
        # must not show the rows of the person before for a frame).
        now = self.speed == 0 or update.curtain_for is not None or lifting
        self.side.later.run(partial(self._show_in_side, table, update), now=now)
        if update.curtain_for is not None:
            name = update.seats[update.curtain_for].name
            self.curtain.show_for(name, self.game_log.news_for(update.curtain_for))
            self.pages.show_page(self.curtain)
            self.prompt.setText(self.tr("Pass the device to {name}.").format(name=name))
            self.curtain.button.setFocus()
        else:
            if lifting and self.speed > 0:
                self.view.paint_in_bands()  # the whole board, shown again, in frames
            self.pages.show_page(self.splitter)
            self.prompt.setText(table.status_text(update))
        self.decision_box.setTitle(self.decision_title(update))
        self.adapter.set_pace(int(BASE_PACE_MS * self.speed * table.pace_factor(update)))
        self.update_actions()
        self.side.fit_decision_box()
        QTimer.singleShot(0, self.side, self.side.fit_decision_box)  # once shown parts are laid out
        if update.human_to_act is not None and update.curtain_for is None:
            table.focus_decision()

    def _show_in_side(self, table: GameTable, update: Update) -> None:
        """The players' rows and the log's lines of `update` (see `on_update`)."""
        self.players_model.set_rows(table.player_rows(update))
        self.game_log.add_update(update)
        self.seed_label.setText(self.tr("Seed {seed}").format(seed=update.seed))

    def decision_title(self, update: Update) -> str:
        table = self.table
        return table.decision_title(update) if table is not None else self.tr("At the table")

    def _on_illegal(self, message: str) -> None:
        text = message[:1].upper() + message[1:]
        self.statusBar().showMessage(self.tr("Not allowed: {why}").format(why=text), 6000)

    # --- the coach: hints and the walkthrough ----------------------------------------------
    # Made on the welcome page once the start-up work has imported its modules (ResumeFlow),
    # or with the first table if that comes sooner; never before the first paint: the coach
    # imports every game's rules and view-models (start-up time).
    @property
    def hints(self) -> HintController:
        return self._built_coach()[0]

    @property
    def walkthrough(self) -> Walkthrough:
        return self._built_coach()[1]

    def _built_coach(self) -> tuple[HintController, Walkthrough]:
        if self.coach is None:
            self.coach = game_page.build_coach(self)
        return self.coach

    def show_hint(self) -> None:
        """Game > Hint (H): the Hard bot's move for the person to act, shown, never played."""
        if not self.hints.request():
            self.statusBar().showMessage(self.tr("There is no decision of yours to hint at."), 4000)

    # --- sizing ---------------------------------------------------------------------------
    def note_splitter_moved(self, *_args: object) -> None:
        self._side_moved_by_user = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.game_page_built:  # else the page is sized when it is made
            self.size_side()

    def size_side(self) -> None:
        if not self._side_moved_by_user:
            width = self.width()
            side = max(290, min(440, int(width * 0.27)))
            self.splitter.setSizes([max(1, width - side), side])

    # --- settings and statistics ----------------------------------------------------------
    def _follow_settings(self, animations: bool) -> None:
        settings = self.app_settings
        if settings.theme != theme.current_theme():
            self._apply_theme(settings.theme)
        settings.theme_changed.connect(self._apply_theme)
        settings.language_changed.connect(self.switch_language)
        if animations:  # a window made without animations keeps them off
            settings.animation_speed_changed.connect(
                lambda name: self.set_speed(dict(SPEEDS).get(name, 1.0), name)
            )

    def _apply_theme(self, name: str) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply_theme(app, name)
        if self.game_page_built:  # the backdrop behind the board changes too
            self.view.resetCachedContent()
            self.view.viewport().update()

    def seat_plan(self, info: GameInfo) -> SeatPlan:
        return self.app_settings.seat_plan(info.game_id, info.min_players, info.max_players)

    def show_statistics(self) -> None:
        self.menus.show_statistics()

    # --- closing --------------------------------------------------------------------------
    def confirm_quit(self) -> None:
        """The person said Quit to the question: close, not asking again."""
        self._quit_confirmed = True
        self.close()

    def game_in_progress(self) -> bool:
        adapter = self.adapter_made()
        match = adapter.match if adapter is not None else None
        return match is not None and not match.is_over

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.app_settings.confirm_quit and self.game_in_progress() and not self._quit_confirmed:
            event.ignore()  # asked without blocking; a "yes" closes the window again
            self.session.ask_to_quit(self.confirm_quit)
            return
        if self._adapter is not None:  # bots still thinking are ignored; threads are daemons
            self._adapter.stop()
        self.autosaver.release(2.0)  # the last decision reaches the autosave; the file is free
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        super().closeEvent(event)
