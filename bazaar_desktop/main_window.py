"""The main window: menus, the board in the middle, players and log at the side, a status line."""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtSvgWidgets import QSvgWidget
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop import __version__, i18n, theme
from bazaar_desktop.adapter import (
    GameAdapter,
    GameInfo,
    NewGameRequest,
    Update,
    game_catalogue,
    game_names,
    match_copy,
    preload_game,
    read_saved_game,
    saves_available,
)
from bazaar_desktop.autosave import (
    AutosaveCheck,
    Autosaver,
    check_autosave,
    default_autosave_path,
)
from bazaar_desktop.background import BackgroundRunner
from bazaar_desktop.board_view import BoardView
from bazaar_desktop.coach.hint import HintController
from bazaar_desktop.coach.review import ReviewDialog
from bazaar_desktop.coach.walkthrough import Walkthrough, learn_request
from bazaar_desktop.panels.curtain import Curtain
from bazaar_desktop.panels.log import LogLine, LogModel, LogView
from bazaar_desktop.panels.players import PlayersModel, PlayersView
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.resources import art_path, rules_text
from bazaar_desktop.settings import AppSettings, SeatPlan, SettingsReset
from bazaar_desktop.tables import TABLES, table_class

if TYPE_CHECKING:  # imported where first used: not needed to show the window (start-up time)
    from PySide6.QtWidgets import QFileDialog

    from bazaar_desktop.dialogs.results import ResultsDialog
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
    from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog
    from bazaar_desktop.replay_viewer import ReplayViewer
    from bazaar_desktop.stats import StatsProblem, StatsStore
    from bazaar_desktop.tables.base import GameTable, OptionField

BASE_PACE_MS = 650  # the pause after a bot's or chance's move at normal speed
SPEEDS: tuple[tuple[str, float], ...] = (
    ("off", 0.0),
    ("fast", 0.5),
    ("normal", 1.0),
    ("slow", 1.8),
)
MAX_RECENT = 6
STATUS_NOTE_MS = 15000  # how long each start-up note stays in the status line
SAVE_SUFFIX = ".bazaar.json"
Shortcut = QKeySequence | QKeySequence.StandardKey | str


def _reason(exc: Exception) -> str:
    """Why a file could not be used: a SaveError says it in words; anything else is a bug."""
    if isinstance(exc, ValueError):
        return str(exc)
    return QCoreApplication.translate("MainWindow", "it could not be read ({error})").format(
        error=type(exc).__name__
    )


def _file_dialog() -> type[QFileDialog]:
    """QFileDialog, whose first use costs PySide tens of milliseconds: not before the first
    paint (tests replace its static methods on the class)."""
    from PySide6.QtWidgets import QFileDialog

    return QFileDialog


def _import_the_tables() -> None:
    """On a worker thread after start: import every table, its game's rules and bots and the
    bots' process module, so a game's first drawing does not wait for them (a game started
    meanwhile waits, through the import lock, only for what is not imported yet). Errors
    surface when the game is really started."""
    for game_id in TABLES:
        with contextlib.suppress(Exception):
            table_class(game_id)
            preload_game(game_id)


def _stats_problem_text(problem: StatsProblem) -> str:
    from bazaar_desktop.dialogs.statistics_dialog import problem_message

    return problem_message(problem)


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


class MainWindow(QMainWindow):
    results_shown = Signal(object)  # the ResultsDialog, for tests and the smoke run

    def __init__(
        self,
        settings: QSettings | None = None,
        *,
        animations: bool = True,
        stats_path: Path | str | None = None,
        autosave_path: Path | str | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.app_settings = AppSettings(self.settings, self)
        settings_reset = self.app_settings.reset_if_damaged()  # before any setting is read
        i18n.install_language(self.app_settings.language)  # before any text is made
        self._start_notes = [] if settings_reset is None else [_reset_note(settings_reset)]
        self._status_notes: list[str] = []  # shown one after another: _add_status_note
        self._log_renderers: list[Callable[[], list[LogLine]]] = []  # see _log
        self._news: list[LogLine] = []  # public log lines since the device last changed hands
        self._replay_source: tuple[Any, str] | None = None  # (match, source) shown
        self._stats: StatsStore | None = None  # opened on first use: see `stats`
        self._stats_lock = threading.Lock()  # first used on the start-up checker's thread
        self._stats_where = (stats_path, settings)
        self._record_finished_game = False  # True while a game that may end here is on
        self._quit_confirmed = False
        self.quit_prompt: QMessageBox | None = None
        self.settings_dialog: SettingsDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.resume_prompt: QMessageBox | None = None
        self.replay_viewer: ReplayViewer | None = None
        self.results_replay_button: QPushButton | None = None
        self.results_review_button: QPushButton | None = None
        self.review_dialog: ReviewDialog | None = None
        self.results_play_again_button: QPushButton | None = None
        self.setWindowTitle(self.tr("Bazaar"))
        self.setWindowIcon(QIcon(str(art_path("bazaar-icon.svg"))))
        self.setMinimumSize(QSize(900, 600))
        self.adapter = GameAdapter(self)
        self.adapter.updated.connect(self._on_update)
        self.adapter.illegal_action.connect(self._on_illegal)
        self.adapter.game_over.connect(self._on_game_over)
        self.adapter.game_over.connect(self._record_statistics)
        self.adapter.thinking_changed.connect(self._on_thinking)
        self.adapter.paused_changed.connect(self._on_paused)
        self.autosaver = Autosaver(
            Path(autosave_path) if autosave_path else default_autosave_path(settings), self
        )
        self.autosaver.failed.connect(self._on_autosave_failed)
        self.adapter.updated.connect(self._autosave)
        # Save files are read and replayed off the GUI thread: a big one never freezes the window.
        self.file_reader = BackgroundRunner("read a save", self)
        self.start_checker = BackgroundRunner("check the autosave", self)
        self.warmer = BackgroundRunner("import the tables", self)
        self.table: GameTable | None = None
        self.last_update: Update | None = None
        self.results_dialog: ResultsDialog | None = None
        self.game_names: list[tuple[str, str]] = game_names()  # no game module loaded yet
        self._catalogue: list[GameInfo] | None = None
        self.current_file: str | None = None
        self.speed = 0.0 if not animations else self._stored_speed()

        self._build_pages()
        self._build_coach()
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        self._update_actions()
        self._follow_settings(animations)
        self._follow_pause_setting()
        self.resize(1280, 800)

    @property
    def stats(self) -> StatsStore:
        """The statistics file, opened on first use (sqlite is not needed to show the window)."""
        with self._stats_lock:
            if self._stats is None:
                from bazaar_desktop.stats import StatsStore, default_stats_path

                path, settings = self._stats_where
                self._stats = StatsStore(path or default_stats_path(settings))
            return self._stats

    # --- layout ---------------------------------------------------------------------------
    def _build_pages(self) -> None:
        self.pages = QStackedWidget()
        self.welcome = self._build_welcome()
        self.view = BoardView()
        self.players_model = PlayersModel(self)
        self.players_view = PlayersView(self.players_model)
        self.log_model = LogModel(self)
        self.log_view = LogView(self.log_model)
        self.decision_holder = PageStack()
        self.decision_holder.setObjectName("decisionHolder")
        self.undo_button = QPushButton(self.tr("Undo my last choice"))
        self.undo_button.setToolTip(self.tr("Take back your last decision (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo)

        side = QWidget()
        side.setObjectName("sideColumn")
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        side_layout.setSpacing(6)
        players_box = QGroupBox(self.tr("Players"))
        QVBoxLayout(players_box).addWidget(self.players_view)
        decision_box = QGroupBox(self.tr("Your move"))
        self.decision_box = decision_box
        decision_layout = QVBoxLayout(decision_box)
        decision_layout.addWidget(self.decision_holder)
        decision_layout.addWidget(self.undo_button)
        self.log_box = QGroupBox(self.tr("Game log"))
        QVBoxLayout(self.log_box).addWidget(self.log_view)
        side_layout.addWidget(players_box)
        side_layout.addWidget(decision_box)
        side_layout.addWidget(self.log_box, 1)
        side.setMinimumWidth(280)
        side.setMaximumWidth(460)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        self._side_moved_by_user = False
        self.splitter.splitterMoved.connect(self._note_splitter_moved)
        self.curtain = Curtain()
        self.curtain.lifted.connect(self.adapter.lift_curtain)
        for page in (self.welcome, self.splitter, self.curtain):
            self.pages.addWidget(page)
        self.setCentralWidget(self.pages)

    def _build_welcome(self) -> QWidget:
        page = QWidget()
        page.setObjectName("welcome")
        page.setStyleSheet(
            "#welcome { background: qlineargradient(x1:0, y1:0, x2:1, y2:1, "
            "stop:0 #6b4226, stop:1 #4a2c1a); }"
        )
        emblem = QSvgWidget(str(art_path("welcome-arches.svg")))
        emblem.setFixedSize(QSize(384, 176))
        title = QLabel(self.tr("Bazaar"))
        title.setFont(theme.font(54, bold=True, serif=True))
        title.setStyleSheet("color: #ffd166;")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Trade, barter and bluff at the market."))
        subtitle.setStyleSheet("color: #f3e3c3; font-size: 18px;")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.welcome_buttons: dict[str, QPushButton] = {}
        for game_id, name in self.game_names:
            if game_id not in TABLES:
                continue
            button = QPushButton(self.tr("New game of {game}").format(game=name))
            button.setObjectName("primary")
            button.setMinimumHeight(44)
            button.clicked.connect(lambda _c=False, g=game_id: self.new_game(g))
            buttons.addWidget(button)
            self.welcome_buttons[game_id] = button
        buttons.addStretch(1)
        layout = QVBoxLayout(page)
        layout.addStretch(2)
        layout.addWidget(emblem, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(30)
        layout.addLayout(buttons)
        layout.addSpacing(10)
        layout.addLayout(self._welcome_more())
        layout.addStretch(3)
        return page

    def _welcome_more(self) -> QHBoxLayout:
        """Continue the unfinished game (when one was saved automatically), open a save,
        read the rules: what a returning player looks for first."""
        row = QHBoxLayout()
        row.addStretch(1)
        self.welcome_continue = QPushButton(self.tr("&Continue the last game"))
        self.welcome_continue.setToolTip(self.tr("Play on where the unfinished game stopped"))
        self.welcome_continue.clicked.connect(self.continue_autosaved)
        self.welcome_continue.setVisible(self.autosaver.path.is_file())
        self.welcome_open = QPushButton(self.tr("&Open a saved game…"))
        self.welcome_open.clicked.connect(self.open_game)
        self.welcome_open.setEnabled(saves_available())
        self.welcome_rules = QPushButton(self.tr("&Rules"))
        rules_menu = QMenu(self.welcome_rules)
        for game_id, name in self.game_names:
            action = rules_menu.addAction(name)
            action.triggered.connect(partial(self.show_rules, game_id, name))
        self.welcome_rules.setMenu(rules_menu)
        for button in (self.welcome_continue, self.welcome_open, self.welcome_rules):
            button.setMinimumHeight(36)
            row.addWidget(button)
        row.addStretch(1)
        return row

    def continue_autosaved(self) -> None:
        """The welcome's Continue: the autosaved game, or one message why it cannot be."""
        found = check_autosave(self.autosaver.path)
        match = found.match
        if match is None or match.game.id not in TABLES:
            self.welcome_continue.hide()
            why = found.problem or self.tr("there is no unfinished game")
            self.statusBar().showMessage(
                self.tr("The last game cannot be continued: {why}").format(why=why), 20000
            )
            return
        prompt = self.resume_prompt
        if prompt is not None:  # the start-up question is answered by this click
            prompt.finished.disconnect()
            prompt.close()
            self.resume_prompt = None
        self._resume(match)

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
        self._dots = 0
        self._dots_timer = QTimer(self)
        self._dots_timer.setInterval(350)
        self._dots_timer.timeout.connect(self._animate_thinking)

    # --- actions and menus ----------------------------------------------------------------
    def _action(self, text: str, slot: Any, shortcut: Shortcut | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New game…"), lambda: self.new_game(), key.New)
        self.open_action = self._action(self.tr("&Open…"), self.open_game, key.Open)
        self.save_action = self._action(self.tr("&Save"), self.save_game, key.Save)
        self.save_as_action = self._action(self.tr("Save &as…"), self.save_game_as, key.SaveAs)
        self.replay_action = self._action(self.tr("&Watch replay…"), self.watch_replay_file)
        self.undo_action = self._action(self.tr("&Undo my last choice"), self.undo, key.Undo)
        self.hint_action = self._action(self.tr("&Hint"), self.show_hint, "H")
        self.hint_action.setToolTip(self.tr("What would the Hard bot do in your place, and why?"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, key.Quit)
        self.settings_action = self._action(self.tr("Se&ttings…"), self.show_settings, "Ctrl+,")
        self.statistics_action = self._action(self.tr("Stat&istics…"), self.show_statistics)
        self.zoom_in_action = self._action(self.tr("Zoom &in"), self.view.zoom_in, key.ZoomIn)
        self.zoom_out_action = self._action(self.tr("Zoom &out"), self.view.zoom_out, key.ZoomOut)
        self.fit_action = self._action(self.tr("&Fit to window"), self.view.fit, "Ctrl+0")
        self.log_action = self._action(self.tr("Show the game &log"), self._toggle_log, "Ctrl+L")
        self.log_action.setCheckable(True)
        self.log_action.setChecked(True)
        self.focus_action = self._action(self.tr("&Go to my decision"), self._focus_decision, "F6")
        self.continue_action = self._action(
            self.tr("&Continue after the bot's move"), self.adapter.continue_play, "Space"
        )
        self.continue_action.setEnabled(self.adapter.paused)
        self.shortcuts_action = self._action(
            self.tr("&Keyboard shortcuts"), self.show_shortcuts, "Ctrl+/"
        )
        self.about_action = self._action(self.tr("&About Bazaar"), self.show_about)
        self.app_help_action = self._action(self.tr("&Using Bazaar"), self.show_app_help)
        if not saves_available():
            for action in (
                self.open_action,
                self.save_action,
                self.save_as_action,
                self.replay_action,
            ):
                action.setEnabled(False)
                action.setToolTip(self.tr("Saving and loading are not available yet."))
        self.speed_group = QActionGroup(self)
        labels = {
            "off": self.tr("&Off (no animation)"),
            "fast": self.tr("&Fast"),
            "normal": self.tr("&Normal"),
            "slow": self.tr("&Slow"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for name, factor in SPEEDS:
            action = QAction(labels[name], self)
            action.setCheckable(True)
            action.setChecked(abs(factor - self.speed) < 1e-6)
            action.triggered.connect(lambda _c=False, f=factor, n=name: self.set_speed(f, n))
            self.speed_group.addAction(action)
            self.speed_actions[name] = action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        game.addSeparator()
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.replay_action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.setToolTipsVisible(True)  # a disabled Undo says why
        game.addAction(self.hint_action)
        game.addSeparator()
        game.addAction(self.statistics_action)
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.fit_action)
        view.addSeparator()
        speed = view.addMenu(self.tr("&Animation speed"))
        for action in self.speed_actions.values():
            speed.addAction(action)
        view.addAction(self.log_action)
        view.addAction(self.focus_action)
        view.addAction(self.continue_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_actions: dict[str, QAction] = {}
        for index, (game_id, name) in enumerate(self.game_names):
            action = QAction(self.tr("Rules of {game}").format(game=name), self)
            if index == 0:
                action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
            action.triggered.connect(lambda _c=False, g=game_id, n=name: self.show_rules(g, n))
            help_menu.addAction(action)
            self.rules_actions[game_id] = action
        help_menu.addSeparator()
        self.learn_actions: dict[str, QAction] = {}
        for game_id, name in self.game_names:
            if game_id in TABLES:
                learn = QAction(self.tr("Learn to play {game}").format(game=name), self)
                learn.triggered.connect(lambda _c=False, g=game_id: self.learn_to_play(g))
                help_menu.addAction(learn)
                self.learn_actions[game_id] = learn
        help_menu.addSeparator()
        help_menu.addAction(self.app_help_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addAction(self.about_action)

    def _update_actions(self) -> None:
        has_game = self.adapter.match is not None
        can_save = has_game and saves_available()
        self.save_action.setEnabled(can_save)
        self.save_as_action.setEnabled(can_save)
        update = self.last_update
        can_undo = bool(update is not None and update.can_undo)
        self.undo_action.setEnabled(can_undo)
        self.undo_button.setVisible(can_undo)
        self._explain_undo(update.undo_note if update is not None else "")
        self.hint_action.setEnabled(bool(update is not None and update.human_to_act is not None))
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            action.setEnabled(has_game)

    def _explain_undo(self, why_not: str) -> None:
        """Pass-and-play: a disabled "Undo my last choice" says why (naming nobody)."""
        tip = why_not or self.tr("Take back your last decision (Ctrl+Z)")
        self.undo_action.setToolTip(tip)
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

    def _toggle_log(self) -> None:
        self.log_box.setVisible(self.log_action.isChecked())

    # --- games ----------------------------------------------------------------------------
    def playable_games(self) -> list[GameInfo]:
        """The games with a table whose engine is installed (loaded on first need)."""
        if self._catalogue is None:
            self._catalogue = game_catalogue([g for g, _ in self.game_names if g in TABLES])
        return list(self._catalogue)

    def new_game(self, game_id: str | None = None) -> None:
        games = self.playable_games()
        if not games:
            QMessageBox.information(self, self.tr("Bazaar"), self.tr("No game table is ready yet."))
            return
        from bazaar_desktop.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(
            games,
            self._option_fields,
            lambda gid: table_class(gid).default_names(),
            self,
            initial_game=game_id,
            seat_plan=self._seat_plan,
        )
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        request = dialog.request()
        self.app_settings.set_seat_plan(request.game_id, dialog.seat_plan())  # the last table
        self.start_game(request)

    @staticmethod
    def _option_fields(game_id: str) -> dict[str, OptionField]:
        return table_class(game_id).option_fields()

    def start_game(self, request: NewGameRequest) -> None:
        """Set up the table for `request.game_id` and start the match (also used by tests)."""
        self.adapter.stop()
        self._install_table(request.game_id, [seat.name for seat in request.seats])
        self.current_file = None
        self._record_finished_game = True
        try:
            self.adapter.start(request)
        except ValueError as exc:  # bad options or player count: one clear message
            QMessageBox.warning(self, self.tr("Cannot start the game"), str(exc))

    def _install_table(self, game_id: str, names: list[str]) -> None:
        self.hints.new_game()
        if self.results_dialog is not None:
            self.results_dialog.close()
            self.results_dialog = None
        old = self.table
        table = table_class(game_id)(names, self)
        table.action_chosen.connect(self._on_action_chosen)
        self.adapter.set_game_hooks(table.secret_decision_hook(), table.reveal_hook())
        self.table = table
        self.view.set_scene(table.scene)
        while self.decision_holder.count():
            widget = self.decision_holder.widget(0)
            if widget is not None:
                self.decision_holder.removeWidget(widget)
        self.decision_holder.addWidget(table.panel)
        self._follow_panel_pages(table.panel)
        if old is not None:
            old.panel.deleteLater()
            old.deleteLater()
        self.players_model.set_columns(table.player_columns())
        self.log_model.clear()
        self._log_renderers = []
        self._news = []
        self.last_update = None
        self.pages.setCurrentWidget(self.splitter)
        self.view.fit()

    def _on_action_chosen(self, seat: int, action: object) -> None:
        self.adapter.submit(seat, action)

    def undo(self) -> None:
        if self.adapter.undo():
            self._log(lambda: [LogLine(self.tr("Last choice taken back."), None, True)])

    # --- adapter signals ------------------------------------------------------------------
    def _on_update(self, update: Update) -> None:
        table = self.table
        if table is None:
            return
        if self.last_update is None and not self._log_renderers:  # a loaded game has its story
            self._log(lambda: [self._opening_line(update.seats, update.seed)])
        self.last_update = update
        table.show_update(update, self.speed)
        self._fit_decision_box()
        self.players_model.set_rows(table.player_rows(update))
        slim = dataclasses.replace(update, score_history=())  # all the log needs to keep
        self._log(lambda: self._lines_of(slim))
        self._note_news(slim)
        self.seed_label.setText(self.tr("Seed {seed}").format(seed=update.seed))
        if update.curtain_for is not None:
            name = update.seats[update.curtain_for].name
            self.curtain.show_for(name, self._news)
            self.pages.setCurrentWidget(self.curtain)
            self.prompt.setText(self.tr("Pass the device to {name}.").format(name=name))
            self.curtain.button.setFocus()
        else:
            if self.pages.currentWidget() is not self.splitter:
                self.pages.setCurrentWidget(self.splitter)
            self.prompt.setText(table.status_text(update))
        self.decision_box.setTitle(self._decision_title(update))
        self.adapter.set_pace(int(BASE_PACE_MS * self.speed * table.pace_factor(update)))
        self._update_actions()
        self._fit_decision_box()
        QTimer.singleShot(0, self._fit_decision_box)  # once parts shown just now are laid out
        if update.human_to_act is not None and update.curtain_for is None:
            table.focus_decision()

    def _note_news(self, update: Update) -> None:
        """Keep what the table saw happen since the device last changed hands (public lines:
        the log is built from public events), for the "what happened" part of the curtain."""
        if update.curtain_for is None and self.pages.currentWidget() is self.curtain:
            self._news = []  # the curtain is being lifted: the next one tells what follows
        self._news = [*self._news, *self._lines_of(update)][-50:]

    def _log(self, render: Callable[[], list[LogLine]]) -> None:
        """Add `render`'s lines to the log; after a language switch they are rendered again."""
        lines = render()
        if lines:
            self._log_renderers.append(render)
            self.log_model.append(lines)

    def _lines_of(self, update: Update) -> list[LogLine]:
        lines = [LogLine(note, None, False) for note in update.notes]
        if self.table is not None:
            lines += self.table.log_lines(update)
        return lines

    def _opening_line(self, seats: Sequence[Any], seed: int) -> LogLine:
        names = ", ".join(seat.name for seat in seats)
        return LogLine(
            self.tr("New game: {names}. Seed {seed}.").format(names=names, seed=seed),
            None,
            True,
        )

    def _log_story(self, match: Any) -> None:
        """A loaded game's log told again from its history, as everybody saw it (public)."""
        table = self.table
        if table is None:
            return
        seats = tuple(match.seats)
        seed = match.seed
        events = tuple(event.seen_by(None) for event in match.events)

        def render() -> list[LogLine]:
            lines = [self._opening_line(seats, seed)] if seed is not None else []
            return lines + table.story_lines(events, seats)

        self._log(render)

    def _fit_decision_box(self) -> None:
        """Size the decision box to the page showing now, leaving the rest to the log."""
        box = self.decision_box
        layout = box.layout()
        if layout is None:
            return
        height = self.decision_holder.sizeHint().height()
        if not self.undo_button.isHidden():
            height += layout.spacing() + self.undo_button.sizeHint().height()
        for margins in (box.contentsMargins(), layout.contentsMargins()):
            height += margins.top() + margins.bottom()
        box.setMaximumHeight(height)
        box.setMinimumHeight(height)
        layout.invalidate()
        layout.activate()  # the page gets its new height now, not after a later pass

    def _follow_panel_pages(self, panel: QWidget) -> None:
        """A panel may turn a page by itself (Basta!'s "Lay the Double…" opens the choice of
        receiver without an update): size the decision box to the new page then too."""
        if isinstance(panel, QStackedWidget):
            panel.currentChanged.connect(self._refit_decision_box)

    def _refit_decision_box(self) -> None:
        self._fit_decision_box()
        # The new page fills its buttons right after it turns: size again once it has.
        QTimer.singleShot(0, self._fit_decision_box)

    def _decision_title(self, update: Update) -> str:
        if update.is_over:
            return self.tr("Game over")
        if update.human_to_act is not None:
            return self.tr("{name}'s move").format(name=update.seats[update.human_to_act].name)
        return self.tr("At the table")

    def _on_illegal(self, message: str) -> None:
        text = message[:1].upper() + message[1:]
        self.statusBar().showMessage(self.tr("Not allowed: {why}").format(why=text), 6000)

    def _on_thinking(self, seats: tuple[int, ...]) -> None:
        update = self.last_update
        if seats and update is not None:
            names = ", ".join(update.seats[s].name for s in seats if s < len(update.seats))
            self._thinking_names = names
            self._dots_timer.start()
            self._animate_thinking()
        else:
            self._thinking_names = ""
            self._dots_timer.stop()
            self.thinking_label.setText("")

    def _animate_thinking(self) -> None:
        self._dots = (self._dots + 1) % 4
        names = getattr(self, "_thinking_names", "")
        if names:
            self.thinking_label.setText(
                self.tr("{names} thinking{dots}").format(names=names, dots="." * self._dots)
            )

    def _on_game_over(self, update: Update) -> None:
        table = self.table
        if table is None:
            return
        self.last_update = update
        from bazaar_desktop.dialogs.results import ResultsDialog

        table.put_away_notices()
        data = table.results(update)
        hints = self._hints_line(update)
        if hints:
            data = dataclasses.replace(data, explanation=(*data.explanation, hints))
        dialog = ResultsDialog(data, self)
        self.results_dialog = dialog
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is not None:
            replay = buttons.addButton(
                self.tr("&Watch replay"), QDialogButtonBox.ButtonRole.ActionRole
            )
            replay.setToolTip(self.tr("Step through every decision of this game"))
            replay.clicked.connect(self._watch_this_replay)
            self.results_replay_button = replay
            self._add_play_again(buttons)
            self._add_review_button(buttons)
        dialog.setModal(False)
        dialog.show()
        self.results_shown.emit(dialog)

    # --- following the bots ----------------------------------------------------------------
    def _follow_pause_setting(self) -> None:
        """ "Pause after each bot's move": the adapter waits; Space or a click on the board
        goes on."""
        self.adapter.pause_after_bots = self.app_settings.pause_after_bot
        self.app_settings.pause_after_bot_changed.connect(self._set_pause_after_bots)
        self.view.viewport().installEventFilter(self)

    def _set_pause_after_bots(self, pause: bool) -> None:
        self.adapter.pause_after_bots = pause
        if not pause:
            self.adapter.continue_play()

    def _on_paused(self, paused: bool) -> None:
        self.continue_action.setEnabled(paused)
        if paused:
            self.prompt.setText(self.tr("Press Space or click the board to continue."))
        elif self.table is not None and self.last_update is not None:
            self.prompt.setText(self.table.status_text(self.last_update))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and self.adapter.paused
            and watched is self.view.viewport()
        ):
            self.adapter.continue_play()  # the click still reaches the board
        return super().eventFilter(watched, event)

    # --- rematch --------------------------------------------------------------------------
    def _add_play_again(self, buttons: QDialogButtonBox) -> None:
        again = buttons.addButton(self.tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        again.setObjectName("primary")
        again.setToolTip(
            self.tr("A new game with the same players and bots; the next player starts")
        )
        again.clicked.connect(self.play_again)
        self.results_play_again_button = again

    def play_again(self) -> None:
        """A rematch of the game just finished (same seats and levels, a new seed)."""
        match = self.adapter.match
        if match is None:
            return
        from bazaar_desktop.tables.base import rematch_request

        request = rematch_request(self.adapter.game_id, match.seats, dict(match.game.options))
        self.start_game(request)

    def _focus_decision(self) -> None:
        if self.table is not None:
            self.table.focus_decision()

    # --- the coach: hints ------------------------------------------------------------------
    def _build_coach(self) -> None:
        self.hints = HintController(self.adapter, self.view, lambda: self.table)
        self.adapter.updated.connect(self.hints.on_update)
        self.walkthrough = Walkthrough(self.adapter, self.view, self)
        self.adapter.updated.connect(self.walkthrough.on_update)
        self.walkthrough.ended.connect(
            lambda completed: self.statusBar().showMessage(
                self.tr("Walkthrough complete: play on!")
                if completed
                else self.tr("You left the walkthrough; the game goes on."),
                6000,
            )
        )
        self.hints.failed.connect(
            lambda why: self.statusBar().showMessage(
                self.tr("No hint this time: {why}").format(why=why), 8000
            )
        )

    def learn_to_play(self, game_id: str) -> None:
        """Help > Learn to play: the walkthrough's seeded game against Easy bots, with steps."""
        if self.game_in_progress() and not self._may_leave_game():
            return
        self.start_game(learn_request(game_id))
        self.walkthrough.begin(game_id)
        QTimer.singleShot(0, self._focus_decision)  # once the menu has closed

    def _may_leave_game(self) -> bool:
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Learn to play"),
            self.tr("The walkthrough starts a new game. Leave the game in progress?"),
            buttons.Yes | buttons.No,
            buttons.No,
        )
        return answer == buttons.Yes

    def show_hint(self) -> None:
        """Game > Hint (H): the Hard bot's move for the person to act, shown, never played."""
        if not self.hints.request():
            self.statusBar().showMessage(self.tr("There is no decision of yours to hint at."), 4000)

    def _hints_line(self, update: Update) -> str:
        """ "Layla won with 2 hints." for each person who asked for hints this game."""
        winners = set(update.view.winners())
        lines = []
        for seat, info in enumerate(update.seats):
            used = self.hints.hints_used(seat)
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

    # --- the coach: the review of a finished game ------------------------------------------
    def _add_review_button(self, buttons: QDialogButtonBox) -> None:
        if not self.adapter.human_seats():
            return
        review = buttons.addButton(
            self.tr("Re&view my game"), QDialogButtonBox.ButtonRole.ActionRole
        )
        review.setToolTip(self.tr("Your decisions beside the Hard bot's, largest losses first"))
        review.clicked.connect(self.review_game)
        self.results_review_button = review

    def review_game(self) -> ReviewDialog | None:
        """Open the review of this finished game (the people's own decisions only)."""
        match = self.adapter.match
        humans = self.adapter.human_seats()
        if match is None or not match.is_over or not humans:
            return None
        if self.review_dialog is not None:
            self.review_dialog.close()
        dialog = ReviewDialog(
            match_copy(match), humans, self.adapter.background, self, self.hints.advisor
        )
        dialog.show_position.connect(self._show_review_position)
        self.review_dialog = dialog
        dialog.setModal(False)
        dialog.show()
        dialog.start()
        return dialog

    def _show_review_position(self, step: int, seat: int) -> None:
        match = self.adapter.match
        if match is None:
            return
        viewer = self.watch_replay(match, self.tr("this game"))
        index = viewer.seat_box.findData(seat)
        if index >= 0:
            viewer.seat_box.setCurrentIndex(index)
        viewer.go_to(step, redraw=True)

    # --- files ----------------------------------------------------------------------------
    def open_game(self) -> None:
        path, _ = _file_dialog().getOpenFileName(
            self, self.tr("Open a saved game"), "", self.tr("Bazaar saves (*.bazaar.json *.json)")
        )
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> None:
        """Open a save and play on. The file is read on a worker thread, the window alive. A bad
        file gives one message and leaves the current game exactly as it was (its bots keep
        thinking): nothing is stopped before the file loads."""
        self._read_game(path, self.tr("Cannot open the game"), lambda m: self._opened(path, m))

    def _opened(self, path: str, match: Any) -> None:
        self._continue_match(match)
        self.current_file = path
        self._remember(path)
        name = Path(path).name
        self._log(
            lambda: [LogLine(self.tr("Game loaded from {file}.").format(file=name), None, True)]
        )

    def _read_game(self, path: str, title: str, then: Callable[[Any], object]) -> None:
        """Read, validate and replay `path` on a worker thread; back here, `then(match)` if a
        table can show it, else one message. A newer request drops an older one's answer."""
        status = self.statusBar()
        status.showMessage(self.tr("Opening {file}…").format(file=Path(path).name))

        def read(match: Any) -> None:
            status.clearMessage()
            if match.game.id not in TABLES:
                self._file_problem(title, path, self.tr("this version has no table for that game"))
                return
            then(match)

        def refused(exc: Exception) -> None:
            status.clearMessage()
            self._file_problem(title, path, _reason(exc))

        self.file_reader.run(lambda: read_saved_game(path), read, refused)

    def _file_problem(self, title: str, path: str, reason: str) -> None:
        name = Path(path).name or path
        text = reason[:1].upper() + reason[1:]
        if name not in reason:  # say which file, unless the reason already does
            text = self.tr("{file}: {reason}").format(file=name, reason=text)
        QMessageBox.warning(self, title, text)

    def _continue_match(self, match: Any) -> None:
        self.adapter.stop()
        self._install_table(match.game.id, [seat.name for seat in match.seats])
        self._log_story(match)
        self.adapter.continue_match(match)
        self._record_finished_game = self.game_in_progress()  # a finished save: not again

    def save_game(self) -> None:
        if self.current_file is None:
            self.save_game_as()
        else:
            self._write(self.current_file)

    def save_game_as(self) -> None:
        path, _ = _file_dialog().getSaveFileName(
            self,
            self.tr("Save the game"),
            self.current_file or "game" + SAVE_SUFFIX,
            self.tr("Bazaar saves (*.bazaar.json)"),
        )
        if not path:
            return
        if not path.lower().endswith(".json"):
            path += SAVE_SUFFIX  # the file dialog asked about the name without it
            if Path(path).exists() and not self._may_replace(path):
                return
        self._write(path)

    def _may_replace(self, path: str) -> bool:
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            self.tr("Save the game"),
            self.tr("{file} already exists. Replace it?").format(file=Path(path).name),
            buttons.Yes | buttons.No,
            buttons.No,
        )
        return answer == buttons.Yes

    def _write(self, path: str) -> None:
        """Save to `path`; a failure gives one message and leaves any existing file intact."""
        try:
            self.adapter.save(path)
        except (ValueError, OSError) as exc:
            self._file_problem(self.tr("Cannot save the game"), path, str(exc))
            return
        self.current_file = path
        self._remember(path)
        self.statusBar().showMessage(self.tr("Saved to {file}.").format(file=Path(path).name), 4000)

    # --- autosave and resume -------------------------------------------------------------
    def _autosave(self, _update: Update) -> None:
        if self.start_checker.busy:  # the autosave may hold a game still to be offered
            return
        self.autosaver.note(self.adapter.match)

    def _on_autosave_failed(self, problem: str) -> None:
        self.statusBar().showMessage(
            self.tr("This game cannot be saved automatically: {why}").format(why=problem), 20000
        )

    def offer_resume(self) -> None:
        """At start: tell the problems found with the settings and statistics files, and offer
        to resume an unfinished autosaved game (a damaged one is set aside). The files are
        checked on a worker thread while the window paints and answers."""
        notes, self._start_notes = self._start_notes, []
        for note in notes:
            self._add_status_note(note)
        path = self.autosaver.path
        recent_folders = tuple(Path(file).parent for file in self._recent())
        self.start_checker.run(
            lambda: (check_autosave(path, recent_folders), self._statistics_problem()),
            self._start_checked,
            lambda exc: self._autosave_checked(AutosaveCheck(None, _reason(exc))),
        )
        self.warmer.run(_import_the_tables, lambda _done: None, lambda _exc: None)

    def _statistics_problem(self) -> StatsProblem | None:
        """On the start-up checker's thread: open the statistics file (a damaged one is set
        aside now, not only when the Statistics dialog opens) and say what was wrong."""
        self.stats.games_played()
        return self.stats.take_problem()

    def _start_checked(self, found: tuple[AutosaveCheck, StatsProblem | None]) -> None:
        autosave, statistics = found
        if statistics is not None:
            self._add_status_note(_stats_problem_text(statistics))
        self._autosave_checked(autosave)

    def _add_status_note(self, note: str) -> None:
        """Show `note` in the status line for a while; several start-up notes are shown one
        after another (one at a time fits the line even in a small window)."""
        self._status_notes.append(note)
        if len(self._status_notes) == 1:
            self._show_status_note()

    def _show_status_note(self) -> None:
        self.statusBar().showMessage(self._status_notes[0], STATUS_NOTE_MS)
        QTimer.singleShot(STATUS_NOTE_MS, self._next_status_note)

    def _next_status_note(self) -> None:
        self._status_notes.pop(0)
        if self._status_notes:
            self._show_status_note()

    def _autosave_checked(self, found: AutosaveCheck) -> None:
        self.autosaver.note(self.adapter.match)  # a game started meanwhile is saved from now
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
        names = ", ".join(seat.name for seat in match.seats)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Resume the last game?"),
            self.tr("A game of {game} with {names} was not finished.").format(
                game=match.game.name, names=names
            ),
            QMessageBox.StandardButton.NoButton,
            self,
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
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _r: self._resume_answered(box.clickedButton(), match))
        self.resume_prompt = box
        box.open()

    def _resume_answered(self, clicked: object, match: Any) -> None:
        self.resume_prompt = None
        if clicked is self.resume_button:
            self._resume(match)
        elif clicked is self.resume_discard_button:
            self.autosaver.finish()
            self.welcome_continue.hide()
            self.statusBar().showMessage(self.tr("The unfinished game was discarded."), 6000)
        else:  # a new game replaces the autosave once it starts
            QTimer.singleShot(0, self.new_game)

    def _resume(self, match: Any) -> None:
        self._continue_match(match)
        self.current_file = None
        self._log(lambda: [LogLine(self.tr("Resumed the game saved automatically."), None, True)])

    # --- replays -------------------------------------------------------------------------
    def watch_replay_file(self) -> None:
        path, _ = _file_dialog().getOpenFileName(
            self,
            self.tr("Watch the replay of a saved game"),
            "",
            self.tr("Bazaar saves (*.bazaar.json *.json)"),
        )
        if not path:
            return
        self._read_game(
            path, self.tr("Cannot show the replay"), lambda m: self.watch_replay(m, Path(path).name)
        )

    def watch_replay(self, match: Any, source: str = "") -> ReplayViewer:
        """Open the replay viewer on a copy of `match` (the viewer never changes a game)."""
        if self.replay_viewer is not None:
            self.replay_viewer.close()
            self.replay_viewer.deleteLater()
        from bazaar_desktop.replay_viewer import ReplayViewer

        viewer = ReplayViewer(match_copy(match), self, speed=self.speed, source=source)
        self.replay_viewer = viewer
        self._replay_source = (match_copy(match), source)  # to open it again in another language
        viewer.show()
        viewer.raise_()
        viewer.activateWindow()
        return viewer

    def _watch_this_replay(self) -> None:
        match = self.adapter.match
        if match is not None:
            self.watch_replay(match, self.tr("this game"))

    def _remember(self, path: str) -> None:
        recent = [p for p in self._recent() if p != path]
        self.settings.setValue("recent_files", [path, *recent][:MAX_RECENT])

    def _recent(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self._recent()
        if not files or not saves_available():
            empty = self.recent_menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
            return
        for path in files:
            action = self.recent_menu.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.load_file(p))

    # --- help -----------------------------------------------------------------------------
    def show_rules(self, game_id: str, name: str) -> None:
        self._show_page(game_id, self.tr("Rules of {game}").format(game=name))

    def show_app_help(self) -> None:
        self._show_page("app", self.tr("Using Bazaar"))

    def _show_page(self, page: str, title: str) -> None:
        from bazaar_desktop.dialogs.info import RulesDialog

        found = rules_text(page, i18n.current_language())
        dialog = RulesDialog(
            title, found.text if found else None, bool(found and found.is_html), self
        )
        dialog.exec()

    def shortcut_rows(self) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        for action in self.actions():
            if not action.shortcut().isEmpty():
                text = action.text().replace("&", "").rstrip("…")
                rows.append(
                    (action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), text)
                )
        rows += [
            (self.tr("Tab / Shift+Tab"), self.tr("Move between buttons and fields")),
            (self.tr("Space / Enter"), self.tr("Press the focused button; lift the curtain")),
            (self.tr("Ctrl+wheel"), self.tr("Zoom the board")),
        ]
        for game_id in TABLES:
            rows += table_class(game_id).shortcuts()
        return rows

    def show_shortcuts(self) -> None:
        from bazaar_desktop.dialogs.info import ShortcutsDialog

        ShortcutsDialog(self.shortcut_rows(), self).exec()

    def show_about(self) -> None:
        from bazaar_desktop.dialogs.info import show_about

        show_about(self, __version__)

    # --- sizing ---------------------------------------------------------------------------
    def _note_splitter_moved(self, *_args: object) -> None:
        self._side_moved_by_user = True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
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
        self.view.resetCachedContent()  # the backdrop behind the board changes too
        self.view.viewport().update()

    def _seat_plan(self, info: GameInfo) -> SeatPlan:
        return self.app_settings.seat_plan(info.game_id, info.min_players, info.max_players)

    def show_settings(self) -> None:
        from bazaar_desktop.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.app_settings, self.playable_games(), self)
        self.settings_dialog = dialog
        dialog.open()

    def show_statistics(self) -> None:
        from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog

        games = [(info.game_id, info.name) for info in self.playable_games()]
        dialog = StatisticsDialog(self.stats, games, self)
        self.statistics_dialog = dialog
        dialog.open()

    def _record_statistics(self, _update: Update) -> None:
        """Count a game once, when it ends here (not a finished game loaded from a save)."""
        match = self.adapter.match
        if not self._record_finished_game or match is None or not match.is_over:
            return
        self._record_finished_game = False
        from bazaar_desktop.stats import record_from_match

        hints = [self.hints.hints_used(seat) for seat in range(len(match.seats))]
        self.stats.record(record_from_match(self.adapter.game_id, match, hints=hints))
        problem = self.stats.take_problem()
        if problem is not None:
            self.statusBar().showMessage(_stats_problem_text(problem), 20000)

    # --- closing --------------------------------------------------------------------------
    def game_in_progress(self) -> bool:
        match = self.adapter.match
        return match is not None and not match.is_over

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.app_settings.confirm_quit and self.game_in_progress() and not self._quit_confirmed:
            event.ignore()  # asked without blocking; a "yes" closes the window again
            self._ask_to_quit()
            return
        self.adapter.stop()  # bots still thinking are ignored; their threads are daemons
        self.autosaver.release(2.0)  # the last decision reaches the autosave; the file is free
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        super().closeEvent(event)

    def _ask_to_quit(self) -> None:
        if self.quit_prompt is not None:
            self.quit_prompt.raise_()
            return
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Quit Bazaar"),
            self.tr("A game is in progress. Quit anyway?"),
            buttons.Yes | buttons.No,
            self,
        )
        box.button(buttons.Yes).setText(self.tr("&Quit"))
        box.button(buttons.No).setText(self.tr("&Keep playing"))
        box.setDefaultButton(buttons.No)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(
            lambda _r: self._quit_answered(box.clickedButton() is box.button(buttons.Yes))
        )
        self.quit_prompt = box
        box.open()

    def _quit_answered(self, quit_now: bool) -> None:
        self.quit_prompt = None
        if quit_now:
            self._quit_confirmed = True
            self.close()

    # --- language -------------------------------------------------------------------------
    def switch_language(self, setting: str) -> None:
        """Show the window in the language `setting` names ("system", "en", "es", "de")."""
        i18n.install_language(setting)
        self.retranslate()

    def retranslate(self) -> None:
        """Build every text of the window again in the current language; the game goes on
        untouched (the table is rebuilt from the last update, the log from its sources)."""
        self.setWindowTitle(self.tr("Bazaar"))
        self._retranslate_menus()
        self._retranslate_side()
        self.hints.forget()  # asked again, it comes in the new language
        self.walkthrough.retranslate()
        self._replace_page("welcome", self._build_welcome())
        curtain = Curtain()
        curtain.lifted.connect(self.adapter.lift_curtain)
        self._replace_page("curtain", curtain)
        update = self.last_update
        if self.table is not None and update is not None:
            self._rebuild_table(update)
        elif self.table is None:
            self.prompt.setText(self.tr("Start a new game from the Game menu (Ctrl+N)."))
        self.log_model.clear()
        self.log_model.append([line for render in self._log_renderers for line in render()])
        self._reopen_results()
        self._reopen_replay()
        # The new panel knows its height once laid out: size the decision box again then.
        QTimer.singleShot(0, self._fit_decision_box)

    def _retranslate_menus(self) -> None:
        log_shown = not self.log_box.isHidden()
        for action in self.actions():
            self.removeAction(action)
            action.deleteLater()
        for action in self.speed_group.actions():
            action.deleteLater()
        self.speed_group.deleteLater()
        bar = self.menuBar()
        menus = [action.menu() for action in bar.actions()]
        bar.clear()
        for menu in menus:
            if menu is not None:
                menu.deleteLater()
        self._build_actions()
        self._build_menus()
        self.log_action.setChecked(log_shown)
        self._update_actions()

    def _retranslate_side(self) -> None:
        self.undo_button.setText(self.tr("Undo my last choice"))
        self.undo_button.setToolTip(self.tr("Take back your last decision (Ctrl+Z)"))
        players_box = self.players_view.parentWidget()
        if isinstance(players_box, QGroupBox):
            players_box.setTitle(self.tr("Players"))
        self.log_box.setTitle(self.tr("Game log"))
        update = self.last_update
        self.decision_box.setTitle(
            self._decision_title(update) if update is not None else self.tr("Your move")
        )
        translate = QCoreApplication.translate
        self.view.setAccessibleName(translate("BoardView", "Game board"))
        self.log_view.setAccessibleName(translate("LogView", "Game log"))
        self.players_view.setAccessibleName(translate("PlayersView", "Players and scores"))

    def _replace_page(self, name: str, page: QWidget) -> None:
        old: QWidget = getattr(self, name)
        showing = self.pages.currentWidget() is old
        self.pages.insertWidget(self.pages.indexOf(old), page)
        setattr(self, name, page)
        if showing:
            self.pages.setCurrentWidget(page)
        self.pages.removeWidget(old)
        old.deleteLater()

    def _rebuild_table(self, update: Update) -> None:
        """A new table in the new language, carrying over what the old one remembered; shown
        from the last update without its events (nothing moves, nothing is logged twice)."""
        old = self.table
        assert old is not None
        finish = getattr(old.scene, "finish_animations", None)
        if callable(finish):
            finish()  # nothing may still move the old pieces once they are gone
        table = table_class(update.game_id)(old.names, self)
        table.action_chosen.connect(self._on_action_chosen)
        table.take_over(old)
        self.table = table
        self.view.set_scene(table.scene)
        self.decision_holder.removeWidget(old.panel)
        self.decision_holder.addWidget(table.panel)
        self._follow_panel_pages(table.panel)
        old.panel.deleteLater()
        old.deleteLater()
        self.players_model.set_columns(table.player_columns())
        self._on_update(dataclasses.replace(update, events=(), public_events=(), notes=()))

    def _reopen_results(self) -> None:
        dialog = self.results_dialog
        if dialog is None or not dialog.isVisible() or self.last_update is None:
            return
        dialog.close()
        self._on_game_over(self.last_update)

    def _reopen_replay(self) -> None:
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
