"""Hints used are kept in the statistics: per person and game, shown in the Statistics dialog.
A statistics file of the version before hints is upgraded in place, its games kept."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

from desktop_support import match_of, wait_for

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.services.bot_process import AdviceRequest
from bazaar_desktop.services.stats import (
    SCHEMA_VERSION,
    GameRecord,
    HintUse,
    SeatResult,
    StatsStore,
)
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.coach import Advice, CoachBudget, advise

VERSION_1 = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY, fingerprint TEXT UNIQUE, game_id TEXT NOT NULL,
        played_at TEXT NOT NULL, decisions INTEGER NOT NULL) STRICT""",
    """CREATE TABLE seats (
        game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL, name TEXT NOT NULL,
        is_bot INTEGER NOT NULL CHECK (is_bot IN (0, 1)), level TEXT,
        score REAL NOT NULL, winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
        PRIMARY KEY (game, seat)) STRICT""",
    "CREATE INDEX games_by_game ON games (game_id, id)",
    "INSERT INTO games VALUES (1, 'old', 'jewels', '2026-11-30T10:00:00+00:00', 81)",
    "INSERT INTO seats VALUES (1, 0, 'Layla', 0, NULL, 40.0, 1)",
    "INSERT INTO seats VALUES (1, 1, 'Omar', 1, 'easy', 30.0, 0)",
    "PRAGMA user_version = 1",
)


def test_a_file_from_before_hints_is_upgraded_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with sqlite3.connect(path) as conn:
        for statement in VERSION_1:
            conn.execute(statement)
    store = StatsStore(path)
    assert store.games_played("jewels") == 1
    assert store.take_problem() is None  # upgraded, not set aside
    assert store.hint_use("jewels") == HintUse(0, 0, 0)
    seats = (
        SeatResult("Layla", False, None, 50.0, True, hints=3),
        SeatResult("Omar", True, "easy", 20.0, False),
    )
    store.record(GameRecord("jewels", "2026-12-01T10:00:00+00:00", seats, 81, "new"))
    assert store.hint_use("jewels") == HintUse(1, 3, 1)
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def quick_advisor(request: AdviceRequest) -> Advice:
    budget = CoachBudget(seconds=None, iterations=16)
    return advise(request.view, request.seat, budget, request.seed, request.include)


def test_the_hints_of_a_finished_game_reach_the_statistics(qtbot: Any, window: MainWindow) -> None:
    window.hints.advisor = quick_advisor
    shown: list[Any] = []
    window.results_shown.connect(shown.append)
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True), SeatSpec("Zeynep", True))
    window.start_game(NewGameRequest("jewels", seats, {}, 4))
    rng = random.Random(5)
    hinted = 0
    while not shown:
        wait_for(qtbot, lambda: bool(shown) or window.adapter.human_to_act() == 0)
        if shown:
            break
        wait_for(qtbot, lambda: window.last_update.human_to_act == 0)  # type: ignore[union-attr]
        if hinted < 2:  # the first two rounds with a hint, played as hinted
            with qtbot.waitSignal(window.hints.answered, timeout=30000) as blocker:
                window.show_hint()
            hinted += 1
            window.adapter.submit(0, blocker.args[0].best.action)
        else:
            window.adapter.submit(0, match_of(window).state.random_action(0, rng))
    won = int(0 in match_of(window).state.winners())
    wait_for(qtbot, lambda: not window.session.results.busy)  # recorded off the GUI thread
    assert window.stats.hint_use("jewels") == HintUse(1, 2, won)
    window.show_statistics()
    dialog = window.statistics_dialog
    assert dialog is not None
    summary = dialog.summaries["jewels"].text()
    assert f"Games with the coach's hints: 1 (2 hints, {won} won)." in summary
    dialog.close()
