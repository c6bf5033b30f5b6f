"""The local statistics database: what it records, what it answers, and damaged files."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from saves_support import random_match

from bazaar_desktop.services.stats import (
    SCHEMA_VERSION,
    GameRecord,
    SeatResult,
    StatsStore,
    record_from_match,
)
from bazaar_engine.core.saves import match_from_json, match_to_json

Seat = tuple[str, str | None, float, bool]  # name, bot level (None: a person), score, won


def game(game_id: str, *seats: Seat, day: int = 1, fingerprint: str | None = None) -> GameRecord:
    results = tuple(
        SeatResult(name, level is not None, level, score, won) for name, level, score, won in seats
    )
    return GameRecord(game_id, f"2026-03-{day:02d}T20:00:00+01:00", results, 40, fingerprint)


def you(score: float, won: bool) -> Seat:
    return ("Ana", None, score, won)


def bot(level: str, score: float, won: bool, name: str = "Omar") -> Seat:
    return (name, level, score, won)


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    return StatsStore(tmp_path / "profile" / "stats.sqlite3")


def test_a_new_store_is_empty_and_creates_its_file_with_the_schema_version(
    store: StatsStore,
) -> None:
    assert store.games_played() == 0
    assert store.human_streaks().best == 0
    assert store.path.exists()
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert store.take_problem() is None


def test_recorded_games_are_counted_per_game_and_survive_reopening(store: StatsStore) -> None:
    store.record(game("basari", you(30, True), bot("easy", 20, False)))
    store.record(game("basari", you(10, False), bot("easy", 20, True)))
    store.record(game("basta", you(3, True), bot("hard", 9, False)))
    again = StatsStore(store.path)
    assert again.games_played() == 3
    assert again.games_played("basari") == 2
    assert again.games_played("jewels") == 0
    assert again.game_ids() == ["basari", "basta"]


def test_wins_by_seat_kind_and_level_count_shared_wins(store: StatsStore) -> None:
    store.record(game("jewels", you(50, True), bot("hard", 40, False), bot("easy", 10, False)))
    store.record(game("jewels", you(20, False), bot("hard", 60, True), bot("easy", 10, False)))
    # a shared win counts for both seats
    store.record(game("jewels", you(60, True), bot("hard", 60, True), bot("hard", 5, False)))
    rows = {(r.is_bot, r.level): r for r in store.results_by_kind("jewels")}
    assert [(r.is_bot, r.level) for r in store.results_by_kind("jewels")] == [
        (False, None),
        (True, "easy"),
        (True, "hard"),
    ]
    assert (rows[False, None].seats, rows[False, None].wins) == (3, 2)
    assert (rows[True, "hard"].seats, rows[True, "hard"].wins) == (4, 2)
    assert rows[True, "hard"].share == pytest.approx(0.5)
    assert (rows[True, "easy"].seats, rows[True, "easy"].wins) == (2, 0)


def test_people_against_each_bot_level_counts_each_game_once_per_level(
    store: StatsStore,
) -> None:
    store.record(game("basari", you(50, True), bot("hard", 40, False), bot("hard", 30, False)))
    store.record(game("basari", you(20, False), bot("hard", 60, True), bot("easy", 10, False)))
    store.record(game("basari", you(20, False), bot("easy", 60, True), bot("easy", 10, False)))
    store.record(game("basari", you(70, True), bot("medium", 60, False)))
    # bots only and people only: no "people against bots" game
    store.record(game("basari", bot("hard", 60, True), bot("easy", 10, False)))
    store.record(game("basari", you(60, True), ("Bea", None, 10, False)))
    versus = {row.level: row for row in store.humans_versus_levels("basari")}
    assert list(versus) == ["easy", "medium", "hard"]
    assert (versus["hard"].games, versus["hard"].human_wins, versus["hard"].bot_wins) == (2, 1, 1)
    assert (versus["easy"].games, versus["easy"].human_wins, versus["easy"].bot_wins) == (2, 0, 1)
    assert versus["medium"].human_share == 1.0
    assert versus["easy"].human_share == 0.0


def test_streaks_follow_the_order_of_play_and_skip_games_without_bots(store: StatsStore) -> None:
    outcomes = [True, True, False, True, True, True, False, True, True]
    for day, won in enumerate(outcomes, start=1):
        store.record(game("basta", you(1, won), bot("medium", 2, not won), day=day))
        if day == 5:  # a game between people only does not break or extend the run
            store.record(game("basta", you(1, False), ("Bea", None, 0, True), day=day))
    streaks = store.human_streaks("basta")
    assert (streaks.current, streaks.best) == (2, 3)
    store.record(game("basari", you(1, False), bot("hard", 9, True), day=20))
    assert store.human_streaks("basari") == type(streaks)(0, 0)
    overall = store.human_streaks()
    assert (overall.current, overall.best) == (0, 3)


def test_best_scores_are_highest_for_basari_and_jewels_and_fewest_chips_for_basta(
    store: StatsStore,
) -> None:
    store.record(game("basari", you(41, True), bot("easy", 12, False, "Omar")))
    store.record(game("basari", you(18, False), bot("hard", 55, True, "Layla")))
    store.record(game("jewels", you(130, True), bot("easy", 95, False)))
    store.record(game("basta", you(2, True), bot("hard", 14, False)))
    store.record(game("basta", you(7, False), bot("hard", 0, True, "Karim")))
    basari = store.best_scores("basari", 3)
    assert [(b.score, b.name, b.is_bot) for b in basari] == [
        (55, "Layla", True),
        (41, "Ana", False),
        (18, "Ana", False),
    ]
    assert basari[0].level == "hard"
    assert store.best_scores("jewels", 1)[0].score == 130
    assert [(b.score, b.name) for b in store.best_scores("basta", 2)] == [(0, "Karim"), (2, "Ana")]


def test_the_same_finished_game_is_recorded_only_once(store: StatsStore) -> None:
    match = random_match("basari", 3, seed=5)
    assert store.record(record_from_match("basari", match))
    reloaded = match_from_json(match_to_json(match))  # e.g. the save of the finished game
    assert not store.record(record_from_match("basari", reloaded))
    assert store.games_played() == 1


def test_a_record_from_a_finished_match_holds_its_seats_scores_winners_and_decisions() -> None:
    match = random_match("jewels", 3, seed=2)
    record = record_from_match("jewels", match, played_at="2026-01-02T03:04:05+00:00")
    scores = match.state.scores()
    assert [seat.name for seat in record.seats] == ["Player 1", "Player 2", "Player 3"]
    assert [seat.score for seat in record.seats] == list(scores)
    assert [i for i, seat in enumerate(record.seats) if seat.winner] == list(match.state.winners())
    players_decisions = sum(1 for player, _ in match.history if player >= 0)
    assert record.decisions == players_decisions < len(match.history)
    assert record.played_at == "2026-01-02T03:04:05+00:00"


def test_reset_forgets_every_game(store: StatsStore) -> None:
    store.record(game("basari", you(30, True), bot("easy", 20, False)))
    store.reset()
    assert store.games_played() == 0
    assert store.best_scores("basari") == []
    store.record(game("basari", you(30, True), bot("easy", 20, False)))
    assert store.games_played() == 1


def _a_sound_file(path: Path) -> bytes:
    sound = StatsStore(path)
    for day in range(1, 29):
        sound.record(game("basari", you(day, True), bot("easy", 1, False), day=day))
    return path.read_bytes()


def _wrong_schema(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, who TEXT)")
        conn.execute("PRAGMA user_version = 1")


@pytest.mark.parametrize("damage", ["random bytes", "truncated", "wrong schema"])
def test_an_unusable_file_is_kept_as_a_backup_and_a_fresh_one_started(
    tmp_path: Path, damage: str
) -> None:
    path = tmp_path / "stats.sqlite3"
    if damage == "random bytes":
        path.write_bytes(os.urandom(8192))
    elif damage == "truncated":
        whole = _a_sound_file(tmp_path / "whole.sqlite3")
        path.write_bytes(whole[: len(whole) // 2])
    else:
        _wrong_schema(path)
    original = path.read_bytes()

    store = StatsStore(path)
    assert store.games_played() == 0
    problem = store.take_problem()
    assert problem is not None and problem.replaced and problem.backup is not None
    assert problem.backup.name.startswith("stats.sqlite3.corrupt-")
    assert problem.backup.read_bytes() == original
    assert store.take_problem() is None  # said once
    assert store.record(game("basari", you(30, True), bot("easy", 20, False)))
    assert StatsStore(path).games_played() == 1
    assert len(list(tmp_path.glob("stats.sqlite3.corrupt-*"))) == 1


def test_a_file_that_cannot_be_opened_is_left_alone_and_reported_once(tmp_path: Path) -> None:
    folder = tmp_path / "a folder, not a file"
    folder.mkdir()
    store = StatsStore(folder)
    assert store.games_played() == 0
    assert not store.record(game("basari", you(30, True), bot("easy", 20, False)))
    problem = store.take_problem()
    assert problem is not None and not problem.replaced
    assert store.games_played() == 0
    assert store.take_problem() is None
    assert folder.is_dir() and not list(tmp_path.glob("*corrupt*"))
