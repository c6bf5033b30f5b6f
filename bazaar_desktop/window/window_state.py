"""The window's own state, as the main window keeps it: which of its actions can be used now
(save, undo and why not, hint, zoom, continue), and what it follows of the settings (the
animation speed, the theme, the language). A mixin of MainWindow (main_window.py makes the
parts it reads); its words keep the context "MainWindow"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.game_list import saves_available
from bazaar_desktop.services import i18n
from bazaar_desktop.window.window_facade import WindowFacade

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings, SignalInstance

    from bazaar_desktop.services.settings import AppSettings
    from bazaar_desktop.window.window_actions import WindowActions

# The View menu's animation speeds (window_actions makes an action of each, main_window
# connects them); here, so that the window is shown without importing the actions' module.
SPEEDS: tuple[tuple[str, float], ...] = (
    ("off", 0.0),
    ("fast", 0.5),
    ("normal", 1.0),
    ("slow", 1.8),
)


class WindowState(WindowFacade):
    """The actions' state and the settings followed, for MainWindow."""

    _menu_actions: WindowActions | None  # made right after the first paint (main_window.py)
    settings: QSettings
    app_settings: AppSettings
    speed: float
    language_switched: SignalInstance

    @property
    def menu_actions(self) -> WindowActions:
        """The window's actions (and shortcuts), made now if not yet (see `_made_actions`)."""
        return self._made_actions()

    def _made_actions(self) -> WindowActions:
        raise NotImplementedError  # MainWindow's: it makes and connects them

    def update_actions(self) -> None:
        a, adapter = self._menu_actions, self.adapter_slot
        if a is None:  # they are made in this state (MainWindow._made_actions)
            return
        has_game = adapter.has_match()
        update = self.host.last_update
        # A table watched is nobody's here: no save (its server keeps the whole game for its
        # players), no rematch to take a seat at.
        watching = update is not None and update.watching
        can_save = has_game and saves_available() and not watching
        a.save.setEnabled(can_save)
        a.save_as.setEnabled(can_save)
        can_undo = bool(update is not None and update.can_undo)
        a.undo.setEnabled(can_undo)
        if self.page.is_built:  # else the page is made with this in `_page_built`
            self.page.undo_button.setVisible(can_undo)
        why_not = update.undo_note if update is not None else ""
        # Pass-and-play: a disabled "Undo my last choice" says why (naming nobody).
        a.undo.setToolTip(
            why_not
            or QCoreApplication.translate("MainWindow", "Take back your last decision (Ctrl+Z)")
        )
        a.undo.setStatusTip(why_not)
        a.hint.setEnabled(bool(update is not None and update.human_to_act is not None))
        over = bool(has_game and update is not None and update.is_over)
        a.results.setEnabled(over)  # a finished game's results, and its rematch
        a.again.setEnabled(over and not watching)
        for action in (a.zoom_in, a.zoom_out, a.fit):
            action.setEnabled(has_game)
        made = adapter.made()
        a.continue_play.setEnabled(made is not None and made.paused)

    def _stored_speed(self) -> float:
        name = str(self.settings.value("animation_speed", "normal"))
        return dict(SPEEDS).get(name, 1.0)

    def speed_now(self) -> float:
        return self.speed

    def set_speed(self, factor: float, name: str | None = None) -> None:
        self.speed = factor
        if name is not None:
            self.settings.setValue("animation_speed", name)
        if self._menu_actions is not None:  # else they are made checked as `speed` says
            for key, value in SPEEDS:
                self._menu_actions.speed[key].setChecked(abs(value - factor) < 1e-6)
        if self.replay_viewer is not None:
            self.replay_viewer.set_speed(factor)

    def toggle_log(self) -> None:
        if self.page.is_built:  # else the page is made with this in `_page_built`
            self.page.side.show_log(self.menu_actions.log.isChecked())

    # --- settings -------------------------------------------------------------------------
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

    def _actions_follow_settings(self, a: WindowActions) -> None:
        """The speed's and the mute's actions checked as the settings say, and kept so."""
        settings = self.app_settings
        for name, factor in SPEEDS:
            a.speed[name].setChecked(abs(factor - self.speed) < 1e-6)
        a.mute.setChecked(settings.sound_muted)
        settings.sound_changed.connect(lambda *_: a.mute.setChecked(settings.sound_muted))

    def switch_language(self, setting: str) -> None:
        """Show the window in the language `setting` names ("system", "en", "es", "de")."""
        i18n.install_language(setting)
        self.language_switched.emit()
        if self.page.is_built:  # the new panel knows its height once laid out
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self.page.side, self.page.side.fit_decision_box)

    def _apply_theme(self, name: str) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply_theme(app, name)
        if self.page.is_built:  # the backdrop behind the board changes too
            self.page.view.resetCachedContent()
            self.page.view.viewport().update()
