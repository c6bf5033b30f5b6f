"""The window's actions and menus, built here and built again in a new language. The actions
stay attributes of the window (`window.open_action`…): they are the window's, this only makes
them; each one is routed straight to the part that does the work (the session, the results
flow, the board view, the adapter)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from bazaar_desktop import __version__, i18n
from bazaar_desktop.access import TableReader, install_log_list
from bazaar_desktop.game_list import saves_available
from bazaar_desktop.resources import rules_text
from bazaar_desktop.session import LAST_GAME_KEY
from bazaar_desktop.sound import SoundBoard
from bazaar_desktop.tables import TABLES, table_class

if TYPE_CHECKING:
    from bazaar_desktop.adapter import Update
    from bazaar_desktop.main_window import MainWindow

SPEEDS: tuple[tuple[str, float], ...] = (
    ("off", 0.0),
    ("fast", 0.5),
    ("normal", 1.0),
    ("slow", 1.8),
)
Shortcut = QKeySequence | QKeySequence.StandardKey | str


def set_shortcut(action: QAction, shortcut: Shortcut) -> None:
    """`action.setShortcut(QKeySequence(shortcut))`, said without QKeySequence's constructor
    or setShortcut: PySide picks among their overloads by loading Qt's whole namespace (about
    40 ms), and the menus are made before the first paint (see welcome.py)."""
    if isinstance(shortcut, QKeySequence.StandardKey):
        sequences = QKeySequence.keyBindings(shortcut)[:1]  # what QKeySequence(key) takes
    elif isinstance(shortcut, str):
        sequences = [QKeySequence.fromString(shortcut)]
    else:
        sequences = [shortcut]
    action.setShortcuts(sequences)


class WindowMenus(QObject):
    """Makes the actions and the menu bar of the window `main` (its parent)."""

    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main
        # The live table's sounds (the View menu mutes them) and words for a screen reader;
        # replays and reviews have no sound.
        self.sounds = SoundBoard(main.app_settings, self)
        self.reader = TableReader(main)
        install_log_list()
        main.app_settings.sound_changed.connect(self._show_muted)

    def follow(self, update: Update, first: bool) -> None:
        """A new update of the live table is drawn now: its sounds, its words."""
        self.sounds.follow(update, first=first)
        self.reader.follow(update)

    def build(self) -> None:
        self.build_actions()
        self.build_menus()

    def rebuild(self) -> None:
        """After a language switch: the same actions and menus, in the new language."""
        main = self.main
        log_shown = main.log_action.isChecked()
        for action in main.actions():
            main.removeAction(action)
            action.deleteLater()
        for action in main.speed_group.actions():
            action.deleteLater()
        main.speed_group.deleteLater()
        bar = main.menuBar()
        menus = [action.menu() for action in bar.actions()]
        bar.clear()
        for menu in menus:
            if menu is not None:
                menu.deleteLater()
        self.build()
        main.log_action.setChecked(log_shown)
        main.update_actions()

    def _action(self, text: str, slot: Any, shortcut: Shortcut | None = None) -> QAction:
        action = QAction(text, self.main)
        if shortcut is not None:
            set_shortcut(action, shortcut)
        action.triggered.connect(slot)
        self.main.addAction(action)
        return action

    def build_actions(self) -> None:
        self._game_actions()
        self._view_actions()
        self._help_actions()
        if not saves_available():
            main = self.main
            for action in (
                main.open_action,
                main.save_action,
                main.save_as_action,
                main.replay_action,
            ):
                action.setEnabled(False)
                action.setToolTip(self.tr("Saving and loading are not available yet."))
        self._speed_actions()

    def _game_actions(self) -> None:
        main, key, session = self.main, QKeySequence.StandardKey, self.main.session
        main.new_action = self._action(self.tr("&New game…"), lambda: session.new_game(), key.New)
        main.open_action = self._action(self.tr("&Open…"), session.open_game, key.Open)
        main.games_action = self._action(
            self.tr("&Games in progress…"), lambda: main.resume.kept.open_dialog()
        )
        main.save_action = self._action(self.tr("&Save"), session.save_game, key.Save)
        main.save_as_action = self._action(self.tr("Save &as…"), session.save_game_as, key.SaveAs)
        main.replay_action = self._action(self.tr("&Watch replay…"), main.results.watch_replay_file)
        main.undo_action = self._action(self.tr("&Undo my last choice"), main.undo, key.Undo)
        main.hint_action = self._action(self.tr("&Hint"), main.show_hint, "H")
        main.hint_action.setToolTip(self.tr("What would the Hard bot do in your place, and why?"))
        self.invite_action = self._action(self.tr("Invite &phones…"), self.invite_phones)
        self.invite_action.setToolTip(
            self.tr("Each person plays their own hand on their phone; this screen shows the table")
        )
        main.quit_action = self._action(self.tr("&Quit"), main.close, key.Quit)
        main.settings_action = self._action(self.tr("Se&ttings…"), self.show_settings, "Ctrl+,")
        main.statistics_action = self._action(self.tr("Stat&istics…"), main.show_statistics)

    def _view_actions(self) -> None:
        main, key = self.main, QKeySequence.StandardKey
        # The board is found when zoomed: it is made after the first paint (start-up time).
        zoom_in, zoom_out = (lambda: main.view.zoom_in()), (lambda: main.view.zoom_out())
        main.zoom_in_action = self._action(self.tr("Zoom &in"), zoom_in, key.ZoomIn)
        main.zoom_out_action = self._action(self.tr("Zoom &out"), zoom_out, key.ZoomOut)
        main.fit_action = self._action(self.tr("&Fit to window"), lambda: main.view.fit(), "Ctrl+0")
        main.log_action = self._action(self.tr("Show the game &log"), main.toggle_log, "Ctrl+L")
        main.log_action.setCheckable(True)
        main.log_action.setChecked(True)
        main.focus_action = self._action(self.tr("&Go to my decision"), main.focus_decision, "F6")
        settings = main.app_settings
        main.mute_action = self._action(
            self.tr("&Mute sounds"), lambda on: settings.set_sound_muted(bool(on)), "M"
        )
        main.mute_action.setCheckable(True)
        main.mute_action.setChecked(settings.sound_muted)
        main.mute_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)  # anywhere
        # The adapter is made after the first paint: found when the action is used.
        main.continue_action = self._action(
            self.tr("&Continue after the bot's move"), lambda: main.adapter.continue_play(), "Space"
        )
        adapter = main.adapter_made()
        main.continue_action.setEnabled(adapter is not None and adapter.paused)

    def _show_muted(self) -> None:
        action = getattr(self.main, "mute_action", None)
        if action is not None:
            action.setChecked(self.main.app_settings.sound_muted)

    def _help_actions(self) -> None:
        main = self.main
        main.table_rules_action = self._action(
            self.tr("&Rules of this game"),
            self.show_table_rules,
            QKeySequence.StandardKey.HelpContents,
        )
        main.shortcuts_action = self._action(
            self.tr("&Keyboard shortcuts"), self.show_shortcuts, "Ctrl+/"
        )
        main.about_action = self._action(self.tr("&About Bazaar"), self.show_about)
        main.app_help_action = self._action(self.tr("&Using Bazaar"), self.show_app_help)

    def _speed_actions(self) -> None:
        main = self.main
        main.speed_group = QActionGroup(main)
        labels = {
            "off": self.tr("&Off (no animation)"),
            "fast": self.tr("&Fast"),
            "normal": self.tr("&Normal"),
            "slow": self.tr("&Slow"),
        }
        main.speed_actions = {}
        for name, factor in SPEEDS:
            action = QAction(labels[name], main)
            action.setCheckable(True)
            action.setChecked(abs(factor - main.speed) < 1e-6)
            action.triggered.connect(lambda _c=False, f=factor, n=name: main.set_speed(f, n))
            main.speed_group.addAction(action)
            main.speed_actions[name] = action

    def invite_phones(self) -> None:
        """Game > Invite phones: the table companion (bazaar_desktop/companion/)."""
        from bazaar_desktop.companion.invite_dialog import open_invite

        open_invite(self.main, self.main.adapter)

    def build_menus(self) -> None:
        bar = self.main.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addAction(self.main.new_action)
        game.addAction(self.main.open_action)
        self.main.recent_menu = game.addMenu(self.tr("Open &recent"))
        self.main.recent_menu.aboutToShow.connect(self.main.session.fill_recent)
        game.addAction(self.main.games_action)
        game.addSeparator()
        game.addAction(self.main.save_action)
        game.addAction(self.main.save_as_action)
        game.addSeparator()
        game.addAction(self.main.replay_action)
        game.addSeparator()
        game.addAction(self.main.undo_action)
        game.setToolTipsVisible(True)  # a disabled Undo says why
        game.addAction(self.main.hint_action)
        game.addAction(self.invite_action)
        game.addSeparator()
        game.addAction(self.main.statistics_action)
        game.addAction(self.main.settings_action)
        game.addSeparator()
        game.addAction(self.main.quit_action)
        view = bar.addMenu(self.tr("&View"))
        view.addAction(self.main.zoom_in_action)
        view.addAction(self.main.zoom_out_action)
        view.addAction(self.main.fit_action)
        view.addSeparator()
        speed = view.addMenu(self.tr("&Animation speed"))
        for action in self.main.speed_actions.values():
            speed.addAction(action)
        view.addAction(self.main.log_action)
        view.addAction(self.main.focus_action)
        view.addAction(self.main.mute_action)
        view.addAction(self.main.continue_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.main.rules_actions = {}
        help_menu.addAction(self.main.table_rules_action)
        for game_id, name in self.main.game_names:
            action = QAction(self.tr("Rules of {game}").format(game=name), self.main)
            action.triggered.connect(lambda _c=False, g=game_id, n=name: self.show_rules(g, n))
            help_menu.addAction(action)
            self.main.rules_actions[game_id] = action
        help_menu.addSeparator()
        self.main.learn_actions = {}
        for game_id, name in self.main.game_names:
            if game_id in TABLES:
                learn = QAction(self.tr("Learn to play {game}").format(game=name), self.main)
                learn.triggered.connect(
                    lambda _c=False, g=game_id: self.main.session.learn_to_play(g)
                )
                help_menu.addAction(learn)
                self.main.learn_actions[game_id] = learn
        help_menu.addSeparator()
        help_menu.addAction(self.main.app_help_action)
        help_menu.addAction(self.main.shortcuts_action)
        help_menu.addAction(self.main.about_action)
        for menu in (game, self.main.recent_menu, view, speed, help_menu):
            menu.aboutToHide.connect(self.main.keyboard.later)  # the keys back to the table

    # --- the Help menu's pages ----------------------------------------------------------
    def show_rules(self, game_id: str, name: str) -> None:
        self._show_page(game_id, self.tr("Rules of {game}").format(game=name))

    def show_table_rules(self) -> None:
        """F1: the rules of the game on the table (issue 26.8), else of the last one played."""
        adapter = self.main.adapter_made()
        game_id = adapter.game_id if adapter is not None and adapter.match is not None else ""
        names = dict(self.main.game_names)
        if game_id not in names:
            game_id = str(self.main.settings.value(LAST_GAME_KEY, "")) or self.main.game_names[0][0]
        if game_id in names:
            self.show_rules(game_id, names[game_id])

    def show_app_help(self) -> None:
        self._show_page("app", self.tr("Using Bazaar"))

    def _show_page(self, page: str, title: str) -> None:
        from bazaar_desktop.dialogs.info import RulesDialog

        found = rules_text(page, i18n.current_language())
        dialog = RulesDialog(
            title, found.text if found else None, bool(found and found.is_html), self.main
        )
        dialog.exec()

    def shortcut_rows(self) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        for action in self.main.actions():
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

        ShortcutsDialog(self.shortcut_rows(), self.main).exec()

    def show_settings(self) -> None:
        from bazaar_desktop.dialogs.settings_dialog import SettingsDialog

        main = self.main
        main.settings_dialog = SettingsDialog(main.app_settings, main.playable_games(), main)
        main.settings_dialog.open()

    def show_statistics(self) -> None:
        from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog

        main = self.main
        games = [(info.game_id, info.name) for info in main.playable_games()]
        main.statistics_dialog = StatisticsDialog(main.stats, games, main)
        main.statistics_dialog.open()

    def show_about(self) -> None:
        from bazaar_desktop.dialogs.info import show_about

        show_about(self.main, __version__)
