"""The window's parts that are not shown at its first paint: the autosave and its background
runners (a save read, the start-up checks, the tables' imports), the session, the resume and
results flows. Their modules (about 6 ms of imports) are not needed to show the window
(bench/NOTES.md, Start-up, fourth pass): the composition root (main_window.py) makes
them at the first step after the paint, where `bazaar` offers to resume
(`offer_resume(after_paint=True)`), or sooner when first used: a file opened, a key or a menu
pressed early, a test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from bazaar_desktop.services.autosave import Autosaver, default_autosave_path
from bazaar_desktop.services.background import BackgroundRunner
from bazaar_desktop.window.results_flow import ResultsFlow
from bazaar_desktop.window.resume import ResumeFlow
from bazaar_desktop.window.session import Session

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import GameInfo
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.coach.table_coach import TableCoach
    from bazaar_desktop.game_page.status_line import StatusLine, Words
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.services.settings import AppSettings
    from bazaar_desktop.services.stats import StatsStore
    from bazaar_desktop.window.after_paint import FirstPaint
    from bazaar_desktop.window.kept_games import KeptGames


class Flows(NamedTuple):
    autosaver: Autosaver
    file_reader: BackgroundRunner  # a big save never freezes the window
    start_checker: BackgroundRunner  # the games kept and the statistics file, at start
    warmer: BackgroundRunner  # the tables' imports
    session: Session
    resume: ResumeFlow
    results: ResultsFlow


class FlowsNeeds(NamedTuple):
    """What the window hands its flows (main_window.py)."""

    parent: QWidget
    settings: QSettings
    app_settings: AppSettings
    autosave_where: tuple[Path | str | None, QSettings | None]  # given; the window's settings
    start_notes: list[str]  # what was wrong with the settings file, told at start
    adapter: AdapterSlot
    host: TableHost
    status: StatusLine
    first_paint: FirstPaint
    catalogue: Callable[[], list[GameInfo]]
    stats: Callable[[], StatsStore]
    coach: Callable[[], TableCoach]
    speed: Callable[[], float]
    make_kept: Callable[[Callable[[Words], None]], KeptGames]


def autosave_path(where: tuple[Path | str | None, QSettings | None]) -> Path:
    """The autosave's file: given, else by the settings given to the window."""
    path, settings = where
    return Path(path) if path else default_autosave_path(settings)


def server_folder(settings: QSettings) -> Path:
    """Where a server hosted here keeps its files (next to the autosave's data folder)."""
    return default_autosave_path(settings).parent / "server"


def make_flows(need: FlowsNeeds) -> Flows:
    """The flows and their runners, connected to one another (the window connects the rest)."""
    parent = need.parent
    autosaver = Autosaver(autosave_path(need.autosave_where), parent)
    file_reader = BackgroundRunner("read a save", parent)
    start_checker = BackgroundRunner("check the autosave", parent)
    warmer = BackgroundRunner("import the tables", parent)
    session = Session(
        parent,
        adapter=need.adapter,
        host=need.host,
        status=need.status,
        settings=need.settings,
        app_settings=need.app_settings,
        autosaver=autosaver,
        file_reader=file_reader,
        catalogue=need.catalogue,
        stats=need.stats,
        coach=need.coach,
    )
    resume = ResumeFlow(
        parent,
        need.start_notes,
        adapter=need.adapter,
        autosaver=autosaver,
        session=session,
        status=need.status,
        stats=need.stats,
        first_paint=need.first_paint,
        start_checker=start_checker,
        warmer=warmer,
        make_kept=need.make_kept,
    )
    results = ResultsFlow(
        parent,
        adapter=need.adapter,
        host=need.host,
        session=session,
        settings=need.settings,
        coach=need.coach,
        speed=need.speed,
    )
    autosaver.failed.connect(resume.on_autosave_failed)
    need.host.installing.connect(results.close_results)
    return Flows(autosaver, file_reader, start_checker, warmer, session, resume, results)
