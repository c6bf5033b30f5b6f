"""The window's menu bar: its titles shown with the window, its menus filled once from the
window's actions (`window_actions`, made right after the first paint), their words said again
in a new language; and the pages and dialogs its Help and Game menus open (the rules, the
shortcuts, About, Settings, Statistics)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from bazaar_desktop import __version__
from bazaar_desktop.appearance.resources import rules_text
from bazaar_desktop.bridge.game_list import saves_available
from bazaar_desktop.services import i18n
from bazaar_desktop.services.settings import KEY_LAST_GAME
from bazaar_desktop.tables import TABLES, table_class

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDialog, QMainWindow, QMenu

    from bazaar_desktop.bridge.adapter import GameInfo
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
    from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog
    from bazaar_desktop.services.settings import AppSettings
    from bazaar_desktop.services.stats import StatsStore
    from bazaar_desktop.window.window_actions import WindowActions


class WindowMenus(QObject):
    """The menus of `window` (their parent): the menu bar's titles at once, the menus filled
    with the window's actions by `fill`."""

    def __init__(
        self,
        window: QMainWindow,
        game_names: Sequence[tuple[str, str]],
        *,
        settings: QSettings,
        app_settings: AppSettings,
        adapter: AdapterSlot,
        catalogue: Callable[[], list[GameInfo]],
        stats: Callable[[], StatsStore],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.actions: WindowActions | None = None  # see `fill`
        self.game_names = list(game_names)
        self.settings = settings
        self.app_settings = app_settings
        self.adapter = adapter
        self.catalogue = catalogue
        self.stats = stats
        self.settings_dialog: SettingsDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        bar = window.menuBar()
        self.menus: dict[str, QMenu] = {name: bar.addMenu("") for name in ("game", "view", "help")}
        self.retranslate()

    def fill(self, actions: WindowActions) -> None:
        """The menus' actions and submenus, once (the window's first paint shows the titles
        only; a menu opened before is filled as it opens: main_window.py)."""
        self.actions = a = actions
        menus = self.menus
        game = menus["game"]
        game.addActions([a.new, a.open])
        menus["recent"] = game.addMenu("")
        game.addAction(a.games)
        game.addSeparator()
        game.addActions([a.save, a.save_as])
        game.addSeparator()
        game.addActions([a.replay, a.results, a.again])
        game.addSeparator()
        game.addActions([a.undo, a.hint, a.invite, a.online, a.watch_table])
        menus["seats"] = seats = game.addMenu("")  # the host's: an away seat to a bot
        seats.aboutToShow.connect(lambda: self._fill_seats(seats))
        game.setToolTipsVisible(True)  # a disabled Undo says why
        game.addSeparator()
        game.addActions([a.statistics, a.settings])
        game.addSeparator()
        game.addAction(a.quit)
        view = menus["view"]
        view.addActions([a.zoom_in, a.zoom_out, a.fit])
        view.addSeparator()
        menus["speed"] = view.addMenu("")
        menus["speed"].addActions(list(a.speed.values()))
        view.addActions([a.log, a.focus, a.mute, a.continue_play])
        help_menu = menus["help"]
        help_menu.addAction(a.table_rules)
        help_menu.addActions(list(a.rules.values()))
        help_menu.addSeparator()
        help_menu.addActions(list(a.learn.values()))
        help_menu.addSeparator()
        help_menu.addActions([a.app_help, a.shortcuts, a.about])
        self.retranslate()

    def retranslate(self) -> None:
        """The menus' titles and the actions' words in the current language."""
        titles = {
            "game": self.tr("&Game"),
            "recent": self.tr("Open &recent"),
            "seats": self.tr("Online s&eats"),
            "view": self.tr("&View"),
            "speed": self.tr("&Animation speed"),
            "help": self.tr("&Help"),
        }
        for name, title in titles.items():
            if name in self.menus:  # the submenus are made by `fill`
                self.menus[name].setTitle(title)
        a = self.actions
        if a is None:
            return
        a.retranslate(self.game_names)
        if not saves_available():
            for action in (a.open, a.save, a.save_as, a.replay):
                action.setEnabled(False)
                action.setToolTip(self.tr("Saving and loading are not available yet."))

    def _fill_seats(self, menu: QMenu) -> None:
        from bazaar_desktop.remote.seats_menu import fill_seats_menu  # online play only

        adapter = self.adapter.made()
        fill_seats_menu(menu, adapter.remote if adapter is not None else None)

    # --- the Help menu's pages ----------------------------------------------------------
    def show_rules(self, game_id: str, name: str) -> None:
        self._show_page(game_id, self.tr("Rules of {game}").format(game=name))

    def show_table_rules(self) -> None:
        """F1: the rules of the game on the table, else of the last one played."""
        adapter = self.adapter.made()
        game_id = adapter.game_id if adapter is not None and adapter.match is not None else ""
        names = dict(self.game_names)
        if game_id not in names:
            game_id = str(self.settings.value(KEY_LAST_GAME, "")) or self.game_names[0][0]
        if game_id in names:
            self.show_rules(game_id, names[game_id])

    def show_app_help(self) -> None:
        self._show_page("app", self.tr("Using Bazaar"))

    def _show_page(self, page: str, title: str) -> None:
        from bazaar_desktop.dialogs.info import RulesDialog

        found = rules_text(page, i18n.current_language())
        dialog = RulesDialog(
            title, found.text if found else None, bool(found and found.is_html), self.window
        )
        dialog.exec()
        dialog.deleteLater()  # closed: else the window keeps each one read

    def shortcut_rows(self) -> list[tuple[str, str]]:
        from PySide6.QtGui import QKeySequence

        rows: list[tuple[str, str]] = []
        actions = self.actions
        for action in actions.plain() if actions is not None else []:
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

        dialog = ShortcutsDialog(self.shortcut_rows(), self.window)
        dialog.exec()
        dialog.deleteLater()

    def show_settings(self) -> None:
        from bazaar_desktop.dialogs.discard import discard  # here: not before the first paint
        from bazaar_desktop.dialogs.settings_dialog import SettingsDialog

        if self.settings_dialog is not None:  # the one opened before goes
            discard(self.settings_dialog)
        self.settings_dialog = SettingsDialog(self.app_settings, self.catalogue(), self.window)
        self.settings_dialog.open()

    def show_statistics(self) -> None:
        from bazaar_desktop.dialogs.discard import discard
        from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog

        games = [(info.game_id, info.name) for info in self.catalogue()]
        if self.statistics_dialog is not None:  # the one opened before goes
            discard(self.statistics_dialog)
        # Read without waiting: a file another program holds makes the dialog say it is busy
        self.statistics_dialog = StatisticsDialog(self.stats().impatient(), games, self.window)
        self._new_game_from(self.statistics_dialog)
        self.statistics_dialog.open()

    def _new_game_from(self, dialog: QDialog) -> None:
        """Ctrl+N in `dialog` (window-modal, so the window's own shortcut is blocked; issue
        36.4: it did nothing and said nothing): the dialog closes and the new game begins."""
        from PySide6.QtGui import QShortcut

        new = self.actions.new if self.actions is not None else None
        if new is None:  # (the dialog is opened by an action: they are made)
            return

        def new_game() -> None:
            dialog.close()
            new.trigger()

        QShortcut(new.shortcut(), dialog, new_game)

    def statistics_changed(self) -> None:
        """A finished game reached the statistics: an open Statistics dialog shows it."""
        if self.statistics_dialog is not None and self.statistics_dialog.isVisible():
            self.statistics_dialog.refresh()

    def show_about(self) -> None:
        from bazaar_desktop.dialogs.info import show_about

        show_about(self.window, __version__)
