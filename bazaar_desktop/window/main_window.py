"""The main window, and the composition root of the desktop: it makes the window's parts,
hands each the few things it needs and connects their signals. No other module takes or
imports the window (tests/desktop/test_composition_root.py). The parts:

- `game_page/status_line.StatusLine`: the prompt, the bots' "thinking", the seed, messages;
- `bridge/adapter_slot.AdapterSlot`: the game adapter, made on first use;
- `game_page/page.GamePage`: the board, side column and curtain, made after the first paint;
- `game_page/table_host.TableHost`: alone owns the table and the update it shows last;
- `session.Session`: new game, rematch, open, save, save as, recent files, statistics;
- `resume.ResumeFlow` and `kept_games.KeptGames`: the autosave, the games in progress;
- `results_flow.ResultsFlow`: the results dialog, the replay viewer, the review (these three,
  the autosave and the background runners made after the first paint: `flows.py`);
- `window_menus.WindowMenus`, `window_actions.WindowActions` (one frozen set, made right after
  the first paint); `keyboard_home.KeyboardHome`: the keys come back after a dialog.

A click on the table goes straight to the adapter (`table.action_chosen` -> `adapter.submit`);
the adapter's `updated` comes back to the table host (see docs/architecture.md). A language
switch is one signal, `language_switched`: each part says its own words again.

What tests and the smoke run reach of the window is its façade (`WindowFacade`); the state of
its actions and the settings it follows are `window_state.WindowState`'s."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize, Signal
from PySide6.QtWidgets import QMainWindow

from bazaar_desktop.appearance.resources import art_path
from bazaar_desktop.bridge.adapter_slot import AdapterSlot
from bazaar_desktop.bridge.game_list import game_names, saves_available
from bazaar_desktop.game_page.page import GamePage
from bazaar_desktop.game_page.pages import Pages
from bazaar_desktop.game_page.status_line import StatusLine, Words
from bazaar_desktop.game_page.table_host import TableHost
from bazaar_desktop.services import i18n
from bazaar_desktop.services.settings import checked_settings
from bazaar_desktop.tables import TABLES
from bazaar_desktop.window.after_paint import FirstPaint
from bazaar_desktop.window.desks import Desks
from bazaar_desktop.window.keyboard_home import KeyboardHome
from bazaar_desktop.window.screen_fit import fit_on_screen
from bazaar_desktop.window.welcome import WelcomePage
from bazaar_desktop.window.window_menus import WindowMenus
from bazaar_desktop.window.window_state import SPEEDS, WindowState

if TYPE_CHECKING:  # imported where first used: not needed to show the window (start-up time)
    from PySide6.QtCore import QChildEvent
    from PySide6.QtGui import QCloseEvent, QKeyEvent, QPaintEvent, QResizeEvent

    from bazaar_desktop.bridge.adapter import GameAdapter, GameInfo, Update
    from bazaar_desktop.coach.table_coach import TableCoach
    from bazaar_desktop.game_page.access import TableReader
    from bazaar_desktop.services.stats import StatsStore
    from bazaar_desktop.sounds.board import SoundBoard
    from bazaar_desktop.window.flows import Flows
    from bazaar_desktop.window.kept_games import KeptGames
    from bazaar_desktop.window.window_actions import WindowActions

MIN_WIDTH, MIN_HEIGHT = 800, 460  # fits 960x540 logical (1920x1080 at scale 2) with a frame


class MainWindow(QMainWindow, WindowState):
    results_shown = Signal(object)  # the ResultsDialog, for tests and the smoke run
    language_switched = Signal()  # the translator of the new language is installed

    def __init__(
        self,
        settings: QSettings | None = None,
        *,
        animations: bool = True,
        stats_path: Path | str | None = None,
        autosave_path: Path | str | None = None,
    ) -> None:
        super().__init__()
        # Checked before any setting is read; what was wrong with the file is told at start
        self.app_settings, settings_notes = checked_settings(settings, self)
        self.settings = self.app_settings.store
        i18n.install_language(self.app_settings.language)  # before any text is made
        self._stats: StatsStore | None = None  # opened on first use: see `stats`
        self._stats_lock = threading.Lock()  # first used on the start-up checker's thread
        self._stats_where = (stats_path, settings)
        self.first_paint = FirstPaint(self, self._begin_start_up)
        self._start_up_begun = False  # see `paintEvent`
        self._quit_confirmed = False
        self.setMinimumSize(QSize(MIN_WIDTH, MIN_HEIGHT))
        self._flows: Flows | None = None  # see `_made_flows`
        self._flows_where = (settings_notes, (autosave_path, settings))
        self._resume_after_paint = False  # see `_made_flows`
        self.game_names: list[tuple[str, str]] = game_names()  # no game module loaded yet
        self._catalogue: list[GameInfo] | None = None
        self.speed = 0.0 if not animations else self._stored_speed()
        self.coach: TableCoach | None = None  # see `hints`
        self._reader: TableReader | None = None
        self._menu_actions: WindowActions | None = None  # see `_made_actions`
        self._making_actions = False
        self._make_parts()
        self.desks = Desks(  # phones (companion/) and online play (remote/), made on first use
            lambda: self.adapter, self.status_line.say, self, self._online_folders,
            self.playable_games, (lambda: self.session.tell_kept(), self.host.install),
            self.settings,
        )  # fmt: skip
        self.keyboard = KeyboardHome(self, self.pages, self._focus_page)  # last
        self._connect_parts()
        self._follow_settings(animations)
        self.retranslate()
        self.update_actions()
        fit_on_screen(self, QSize(1280, 800), centre=True)  # within the screen

    def _make_parts(self) -> None:
        self.status_line = StatusLine(self.statusBar())
        self.adapter_slot = AdapterSlot(self._make_adapter)
        self.pages = Pages()
        self.welcome = self.build_welcome()
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)
        self.page = GamePage(self, self.pages, self.adapter_slot, lambda: self.host.table)
        self.host = TableHost(self, self.page, self.adapter_slot, self.status_line, self.speed_now)
        self._sounds: SoundBoard | None = None  # see `sounds`
        self.menus = WindowMenus(  # the titles; the actions follow the first paint
            self,
            self.game_names,
            settings=self.settings,
            app_settings=self.app_settings,
            adapter=self.adapter_slot,
            catalogue=self.playable_games,
            stats=lambda: self.stats,
        )

    def _made_flows(self) -> Flows:
        """The autosave, its runners, the session, the resume and results flows (flows.py):
        made at the first step after the first paint, or sooner when first used. What
        `bazaar` asked of them at start (`offer_resume(after_paint=True)`) is done as they
        are made."""
        if self._flows is None:
            from bazaar_desktop.window.flows import FlowsNeeds, make_flows

            notes, autosave_where = self._flows_where
            need = FlowsNeeds(
                self,
                self.settings,
                self.app_settings,
                autosave_where,
                notes,
                self.adapter_slot,
                self.host,
                self.status_line,
                self.first_paint,
                self.playable_games,
                lambda: self.stats,
                self._built_coach,
                self.speed_now,
                self._make_kept,
            )
            self._making_actions = True  # not watched (`childEvent`): they are no windows
            try:
                flows = self._flows = make_flows(need)
            finally:
                self._making_actions = False
            flows.resume.coach_modules_ready.connect(self._coach_modules_ready)
            flows.results.results_shown.connect(self.results_shown)
            flows.session.invite_wanted.connect(self.desks.invite_phones)
            flows.session.results_written.connect(self.menus.statistics_changed)
            if self._resume_after_paint:
                flows.resume.offer_resume()
        return self._flows

    def _online_folders(self) -> tuple[Path, Path]:
        """A server hosted here keeps its files here; the games in progress."""
        from bazaar_desktop.window.flows import server_folder

        return server_folder(self.settings), self.autosaver.folder

    def _make_kept(self, note: Callable[[Words], None]) -> KeptGames:
        from bazaar_desktop.window.kept_games import KeptGames

        return KeptGames(
            self,
            note,
            autosaver=self.autosaver,
            file_reader=self.file_reader,
            session=self.session,
            host=self.host,
            status=self.status_line,
            welcome=self.welcome,
            game_names=dict(self.game_names),
            continue_online=lambda path: self.desks.online().continue_ticket(path),
        )

    def _make_adapter(self) -> GameAdapter:
        """The game adapter (see AdapterSlot), its signals connected to the parts."""
        from bazaar_desktop.bridge.adapter import GameAdapter

        adapter = GameAdapter(self)
        adapter.updated.connect(self.host.show)
        adapter.illegal_action.connect(self._on_illegal)
        adapter.game_over.connect(self.results.on_game_over)
        adapter.game_over.connect(self.session.record_statistics)
        # An online game is kept by its server, not in the autosave.
        adapter.updated.connect(
            lambda _update: self.autosaver.note(adapter.match if adapter.remote is None else None)
        )
        adapter.paused_changed.connect(self.menu_actions.continue_play.setEnabled)
        return adapter

    def _connect_parts(self) -> None:
        host = self.host
        self.app_settings.file_note.connect(lambda note: self.resume.tell(note))
        host.installing.connect(lambda: self.hints.new_game())
        host.showing.connect(self._follow_update)
        host.shown.connect(lambda _update: self.update_actions())
        self.page.built.connect(self._page_built)
        for menu in self.menus.menus.values():  # a menu opened before they are made
            menu.aboutToShow.connect(self._made_actions)
        self._connect_language()

    # --- the menus' actions: made right after the first paint ------------------------------
    def _made_actions(self) -> WindowActions:
        """The window's actions, made at the first step after its first paint (their Qt types,
        key sequences and menus are not needed to show it: docs/performance.md), or sooner
        when first needed: a menu opened, a key pressed (`keyPressEvent`), a test."""
        if self._menu_actions is None:
            from bazaar_desktop.window.window_actions import WindowActions

            self._making_actions = True  # no windows of their own: not watched (`childEvent`)
            try:
                a = WindowActions.make(self, self.game_names, list(TABLES))
            finally:
                self._making_actions = False
            self._menu_actions = a
            self.addActions(a.plain())  # their shortcuts work on every page
            self.menus.fill(a)
            self._connect_actions(a)
            self._actions_follow_settings(a)
            self.update_actions()
        return self._menu_actions

    def _connect_actions(self, a: WindowActions) -> None:
        session, results, host = self.session, self.results, self.host
        for action, slot in (
            (a.new, lambda: session.new_game()),
            (a.open, session.open_game),
            (a.games, lambda: self.resume.kept.open_dialog()),
            (a.save, session.save_game),
            (a.save_as, session.save_game_as),
            (a.replay, results.watch_replay_file),
            (a.results, results.show_results),
            (a.again, session.play_again),
            (a.undo, host.undo),
            (a.hint, self.show_hint),
            (a.invite, self.desks.invite_phones),
            (a.online, lambda: self.desks.online().open()),
            (a.watch_table, lambda: self.desks.online().open().open_watching()),
            (a.quit, self.close),
            (a.settings, self.menus.show_settings),
            (a.statistics, self.menus.show_statistics),
            (a.zoom_in, lambda: self.page.view.zoom_in()),  # the board is made on first need
            (a.zoom_out, lambda: self.page.view.zoom_out()),
            (a.fit, lambda: self.page.view.fit()),
            (a.log, self.toggle_log),
            (a.focus, host.focus_decision),
            (a.mute, lambda on: self.app_settings.set_sound_muted(bool(on))),
            (a.continue_play, lambda: self.adapter_slot.get().continue_play()),
            (a.table_rules, self.menus.show_table_rules),
            (a.shortcuts, self.menus.show_shortcuts),
            (a.about, self.menus.show_about),
            (a.app_help, self.menus.show_app_help),
        ):
            action.triggered.connect(slot)
        for name, factor in SPEEDS:
            a.speed[name].triggered.connect(lambda _c=False, f=factor, n=name: self.set_speed(f, n))
        names = dict(self.game_names)
        for game_id, action in a.rules.items():
            action.triggered.connect(lambda _c=False, g=game_id: self.menus.show_rules(g, names[g]))
        for game_id, action in a.learn.items():
            action.triggered.connect(lambda _c=False, g=game_id: session.learn_to_play(g))
        self.menus.menus["recent"].aboutToShow.connect(
            lambda: session.fill_recent(self.menus.menus["recent"])
        )
        for menu in self.menus.menus.values():
            menu.aboutToHide.connect(self.keyboard.later)  # the keys back to the table

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A key no widget took. Pressed before the actions were made (the first paint's
        turn), it is not lost: they are made now, and its shortcut's action triggered."""
        if self._menu_actions is not None:
            super().keyPressEvent(event)
            return
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        key = Qt.Key
        if event.key() in (key.Key_Shift, key.Key_Control, key.Key_Alt, key.Key_Meta):
            super().keyPressEvent(event)  # Ctrl of Ctrl+N: the N follows
            return
        pressed = QKeySequence(event.keyCombination())
        for action in self._made_actions().plain():
            if action.isEnabled() and action.shortcut() == pressed:
                action.trigger()
                return
        super().keyPressEvent(event)

    def _connect_language(self) -> None:
        """A language switch, in this order: the window's words and menus, the game page,
        the coach, the welcome page and its games, the table, the log, the open dialogs."""
        switched = self.language_switched
        switched.connect(self.retranslate)
        switched.connect(self.status_line.retranslate)  # its passing message
        switched.connect(self.menus.retranslate)
        switched.connect(
            lambda: self.page.retranslate(
                self.host.decision_title(self.host.last_update)
                if self.host.last_update is not None
                else None
            )
        )
        switched.connect(self._retranslate_coach)
        switched.connect(self.welcome.retranslate)
        switched.connect(lambda: self._if_made(lambda f: f.resume.kept.retranslate()))
        switched.connect(self.host.rebuild)
        switched.connect(self._render_log_again)
        switched.connect(lambda: self._if_made(lambda f: f.results.reopen_results()))
        switched.connect(lambda: self._if_made(lambda f: f.results.reopen_replay()))

    def _if_made(self, then: Callable[[Flows], object]) -> None:
        if self._flows is not None:  # else they are made later, in the new language
            then(self._flows)

    def _render_log_again(self) -> None:
        if self.page.is_built:  # else it is made later, in the new language
            self.page.game_log.render_again()

    # --- the adapter, the statistics, the coach: made on first use -----------------------
    @property
    def adapter(self) -> GameAdapter:
        return self.adapter_slot.get()

    @property
    def stats(self) -> StatsStore:
        """The statistics file, opened on first use (sqlite is not needed to show the window)."""
        with self._stats_lock:
            if self._stats is None:
                from bazaar_desktop.services.stats import StatsStore, default_stats_path

                path, settings = self._stats_where
                self._stats = StatsStore(path or default_stats_path(settings))
            return self._stats

    @property
    def sounds(self) -> SoundBoard:
        """The live table's sounds (replays have none), made with its first update: their
        module is not needed to show the window (start-up time)."""
        if self._sounds is None:
            from bazaar_desktop.sounds.board import SoundBoard

            self._sounds = SoundBoard(self.app_settings, self)
        return self._sounds

    def _built_coach(self) -> TableCoach:
        """Hints and the walkthrough, made on the welcome page once the start-up work has
        imported their modules (`ResumeFlow`), or with the first table if that comes sooner;
        never before the first paint (they import every game's rules and view-models)."""
        if self.coach is None:
            from bazaar_desktop.coach.table_coach import make_coach

            self.coach = make_coach(
                self.adapter, self.page.view, self, lambda: self.host.table, self.status_line.say
            )
        return self.coach

    def _coach_modules_ready(self) -> None:
        if self.page.is_built and self.coach is None:
            self._built_coach()

    def _retranslate_coach(self) -> None:
        if self.coach is not None:  # else it is made later, in the new language
            self.coach.hints.forget()  # asked again, it comes in the new language
            self.coach.walkthrough.retranslate()

    def show_hint(self) -> None:
        """Game > Hint (H): the Hard bot's move for the person to act, shown, never played."""
        if not self.hints.request():
            self.status_line.say(lambda: self.tr("There is no decision of yours to hint at."), 4000)

    # --- start-up: what waits until the window is on the screen ----------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self._begin_start_up()  # once this paint has reached the screen

    def _begin_start_up(self) -> None:  # after the first paint, or once it is late (FirstPaint)
        if not self._start_up_begun:
            self._start_up_begun = True
            page = self.page
            self.first_paint.begin(
                [self._made_flows, self._set_icon, self._made_actions, self.adapter_slot.get],
                [page.make_log, page.make_board, page.make_side, page.build],
            )

    def _set_icon(self) -> None:
        """The window's icon, after its first paint: the SVG icon engine's plugin and the
        drawing of the icon, 2-4 ms, are not needed to show the window (docs/performance.md).
        In the same step the keys start following the focus window (`KeyboardHome`)."""
        from PySide6.QtGui import QIcon

        self.setWindowIcon(QIcon(str(art_path("bazaar-icon.svg"))))
        self.keyboard.follow_focus()

    def childEvent(self, event: QChildEvent) -> None:
        super().childEvent(event)
        # A dialog is watched for its closing; not the actions (`_made_actions`): asking for a
        # child still being made makes the type of every Qt class (keyboard_home.py), ~40 ms
        if event.added() and hasattr(self, "keyboard") and not self._making_actions:
            self.keyboard.watch(event.child())

    def _page_built(self) -> None:
        """The game page is made: the bots' status follows the adapter, the log its action."""
        from bazaar_desktop.game_page.access import TableReader
        from bazaar_desktop.game_page.bot_watch import BotWatch

        page = self.page
        BotWatch(self.adapter, self.app_settings, page.view.viewport(), self.host, self.status_line)
        self._reader = TableReader(self.host)
        page.side.show_log(self.menu_actions.log.isChecked())
        self.update_actions()

    def _follow_update(self, update: Update, first: bool) -> None:
        """A new update of the live table is drawn now: its sounds, its words."""
        self.sounds.follow(update, first=first)
        if self._reader is not None:
            self._reader.follow(update)

    def _focus_page(self) -> None:
        """The keys to the page showing: the curtain's button, or the decision on the table."""
        page = self.page
        if page.is_built and self.pages.showing() is page.curtain:
            page.curtain.button.setFocus()
        elif page.is_built and self.pages.showing() is page.splitter:
            self.host.focus_decision()

    def build_welcome(self) -> WelcomePage:  # the welcome page, its requests routed
        page = WelcomePage(self.game_names, can_open=saves_available())
        page.new_game_requested.connect(lambda game_id: self.session.new_game(game_id))
        page.continue_requested.connect(lambda path: self.resume.kept.continue_game(path))
        page.delete_requested.connect(lambda path: self.resume.kept.delete(path))
        page.open_requested.connect(lambda: self.session.open_game())
        page.rules_requested.connect(lambda g, n: self.menus.show_rules(g, n))
        page.learn_requested.connect(lambda g: self.session.learn_to_play(g))
        page.online_requested.connect(lambda: self.desks.online().open())
        return page

    # --- the window's own state -------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Bazaar"))

    def playable_games(self) -> list[GameInfo]:
        """The games with a table whose engine is installed (loaded on first need)."""
        if self._catalogue is None:
            from bazaar_desktop.bridge.adapter import game_catalogue

            self._catalogue = game_catalogue([g for g, _ in self.game_names if g in TABLES])
        return list(self._catalogue)

    def _on_illegal(self, message: str) -> None:
        text = message[:1].upper() + message[1:]
        self.status_line.say(lambda: self.tr("Not allowed: {why}").format(why=text), 6000)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.page.size_side(self.width())  # if the page is made; else sized when it is

    # --- closing --------------------------------------------------------------------------
    def confirm_quit(self) -> None:
        """The person said Quit to the question: close, not asking again."""
        self._quit_confirmed = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        in_progress = self.adapter_slot.game_in_progress()
        if self.app_settings.confirm_quit and in_progress and not self._quit_confirmed:
            event.ignore()  # asked without blocking; a "yes" closes the window again
            if not self.desks.ask_to_quit_online(self.confirm_quit):  # what happens to the table
                self.session.ask_to_quit(self.confirm_quit)
            return
        adapter = self.adapter_slot.made()
        if adapter is not None:  # bots still thinking are ignored; threads are daemons
            adapter.stop()
        self._if_made(lambda f: f.session.finish_saving(2.0))  # a save reaches its file
        # The last decision reaches the autosave; the file is free
        self._if_made(lambda f: f.autosaver.release(2.0))
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        self.desks.stop()
        super().closeEvent(event)
