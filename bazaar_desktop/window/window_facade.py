"""What tests, the smoke run and scripts reach of the main window: a few verbs (start a game,
open a file, switch the language) and read-only views of what its parts own. The parts never
reach the window through it (they are handed what they need by the composition root,
main_window.py); this is the outside's way in, and the only one."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGroupBox, QLabel, QMessageBox, QSplitter

    from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, Update
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.coach.hint import HintController
    from bazaar_desktop.coach.review import ReviewDialog
    from bazaar_desktop.coach.table_coach import TableCoach
    from bazaar_desktop.coach.walkthrough import Walkthrough
    from bazaar_desktop.companion.invite_dialog import CompanionDesk
    from bazaar_desktop.dialogs.replay_viewer import ReplayViewer
    from bazaar_desktop.dialogs.results import ResultsDialog
    from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
    from bazaar_desktop.dialogs.statistics_dialog import StatisticsDialog
    from bazaar_desktop.game_page.board_view import BoardView
    from bazaar_desktop.game_page.page import GamePage
    from bazaar_desktop.game_page.side_column import SideColumn
    from bazaar_desktop.game_page.status_line import StatusLine
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.panels.curtain import Curtain
    from bazaar_desktop.panels.log import LogModel, LogView
    from bazaar_desktop.panels.players import PlayersModel
    from bazaar_desktop.remote.desk import OnlineDesk
    from bazaar_desktop.services.autosave import Autosaver
    from bazaar_desktop.services.background import BackgroundRunner
    from bazaar_desktop.tables.base import GameTable
    from bazaar_desktop.window.desks import Desks
    from bazaar_desktop.window.flows import Flows
    from bazaar_desktop.window.results_flow import ResultsFlow
    from bazaar_desktop.window.resume import ResumeFlow
    from bazaar_desktop.window.session import Session
    from bazaar_desktop.window.window_menus import WindowMenus


class WindowFacade:
    """A mixin of MainWindow, which makes the parts named here."""

    page: GamePage
    host: TableHost
    menus: WindowMenus
    status_line: StatusLine
    adapter_slot: AdapterSlot
    coach: TableCoach | None
    desks: Desks
    _flows: Flows | None  # see `_made_flows`
    _resume_after_paint: bool

    def _built_coach(self) -> TableCoach:
        raise NotImplementedError  # MainWindow's

    def _made_flows(self) -> Flows:
        raise NotImplementedError  # MainWindow's: after the first paint, or on first use

    # --- the parts not shown at the first paint: made when first asked for (flows.py) -----
    @property
    def session(self) -> Session:
        return self._made_flows().session

    @property
    def resume(self) -> ResumeFlow:
        return self._made_flows().resume

    @property
    def results(self) -> ResultsFlow:
        return self._made_flows().results

    @property
    def autosaver(self) -> Autosaver:
        return self._made_flows().autosaver

    @property
    def file_reader(self) -> BackgroundRunner:
        return self._made_flows().file_reader

    @property
    def start_checker(self) -> BackgroundRunner:
        return self._made_flows().start_checker

    @property
    def warmer(self) -> BackgroundRunner:
        return self._made_flows().warmer

    # --- verbs ------------------------------------------------------------------------------
    def start_game(self, request: NewGameRequest) -> None:
        self.session.start_game(request)

    def new_game(self, game_id: str | None = None) -> None:
        self.session.new_game(game_id)

    def load_file(self, path: str) -> None:
        self.session.load_file(path)

    def learn_to_play(self, game_id: str) -> None:
        self.session.learn_to_play(game_id)

    def offer_resume(self, *, after_paint: bool = False) -> None:
        """Tell the problems found with the files and show the games in progress: now, or
        (`bazaar`: app.open_main_window) at the first step after the window's first paint,
        where the flows are made (`MainWindow._made_flows`), sooner if they are needed
        sooner; the notes then come a frame after the first one."""
        if after_paint and self._flows is None:
            self._resume_after_paint = True
        else:
            self.resume.offer_resume()

    def companion_desk(self) -> CompanionDesk:
        return self.desks.companion()

    def online_desk(self) -> OnlineDesk:
        return self.desks.online()

    def review_game(self) -> ReviewDialog | None:
        return self.results.review_game()

    def show_statistics(self) -> None:
        self.menus.show_statistics()

    def undo(self) -> None:
        self.host.undo()

    def game_in_progress(self) -> bool:
        return self.adapter_slot.game_in_progress()

    def adapter_made(self) -> GameAdapter | None:
        return self.adapter_slot.made()

    # --- the table --------------------------------------------------------------------------
    @property
    def table(self) -> GameTable | None:
        return self.host.table

    @property
    def last_update(self) -> Update | None:
        return self.host.last_update

    @property
    def hints(self) -> HintController:
        return self._built_coach().hints

    @property
    def walkthrough(self) -> Walkthrough:
        return self._built_coach().walkthrough

    @property
    def prompt(self) -> QLabel:
        return self.status_line.prompt

    # --- the game page (reading a part makes the page) ------------------------------------
    @property
    def game_page_built(self) -> bool:
        return self.page.is_built

    @property
    def view(self) -> BoardView:
        return self.page.view

    @property
    def curtain(self) -> Curtain:
        return self.page.curtain

    @property
    def splitter(self) -> QSplitter:
        return self.page.splitter

    @property
    def side(self) -> SideColumn:
        return self.page.side

    @property
    def decision_box(self) -> QGroupBox:
        return self.page.decision_box

    @property
    def players_model(self) -> PlayersModel:
        return self.page.players_model

    @property
    def log_model(self) -> LogModel:
        return self.page.log_model

    @property
    def log_view(self) -> LogView:
        return self.page.log_view

    @property
    def log_box(self) -> QGroupBox:
        return self.page.log_box

    # --- what the flows keep open (nothing before they are made) --------------------------
    @property
    def current_file(self) -> str | None:
        return self._flows.session.current_file if self._flows is not None else None

    @property
    def quit_prompt(self) -> QMessageBox | None:
        return self._flows.session.quit_prompt if self._flows is not None else None

    @property
    def results_dialog(self) -> ResultsDialog | None:
        return self._flows.results.results_dialog if self._flows is not None else None

    @property
    def replay_viewer(self) -> ReplayViewer | None:
        return self._flows.results.replay_viewer if self._flows is not None else None

    @property
    def settings_dialog(self) -> SettingsDialog | None:
        return self.menus.settings_dialog

    @property
    def statistics_dialog(self) -> StatisticsDialog | None:
        return self.menus.statistics_dialog
