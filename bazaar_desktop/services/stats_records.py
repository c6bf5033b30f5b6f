"""What the statistics keep and answer (plain frozen records, no sqlite, no Qt): a finished
game's record made from its match, and the rows the Statistics dialog shows. The store that
writes and reads them is `stats.py`."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from bazaar_engine.core.game import State
from bazaar_engine.core.match import Match, Seat


# --- what is recorded -----------------------------------------------------------------------
@dataclass(frozen=True)
class SeatResult:
    name: str
    is_bot: bool
    level: str | None  # bot level; None for a person
    score: float
    winner: bool
    hints: int = 0  # the coach's hints this seat asked for (Game > Hint)


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    played_at: str  # ISO 8601, local time with its offset
    seats: tuple[SeatResult, ...]
    decisions: int  # decisions made by players (chance draws and rolls not counted)
    fingerprint: str | None = None  # the same finished game is recorded only once
    online: bool = False  # played at a table server (its history is the server's)


def now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def record_from_match(
    game_id: str, match: Match[Any], played_at: str | None = None, hints: Sequence[int] = ()
) -> GameRecord:
    """The record of a finished `bazaar_engine.core.match.Match` (read through its public API);
    `hints`: how many hints each seat used, by seat."""
    seats = _seat_results(match.seats, match.state, hints)
    history = match.history_to_json()
    decisions = sum(1 for step in history if step.get("player") != "chance")
    fingerprint = game_fingerprint(game_id, seats, history)
    return GameRecord(game_id, played_at or now_iso(), seats, decisions, fingerprint)


def _seat_results(
    seats: Sequence[Seat], final: State[Any], hints: Sequence[int]
) -> tuple[SeatResult, ...]:
    scores = tuple(float(score) for score in final.scores())
    winners = set(final.winners())
    return tuple(
        SeatResult(
            seat.name,
            seat.is_bot,
            (seat.level or "random") if seat.is_bot else None,
            scores[index] if index < len(scores) else 0.0,
            index in winners,
            hints[index] if index < len(hints) else 0,
        )
        for index, seat in enumerate(seats)
    )


def record_from_online(
    game_id: str,
    seats: Sequence[Seat],
    final_view: State[Any],
    decisions: int,
    table: str,
    hints: Sequence[int] = (),
) -> GameRecord:
    """The record of a game finished at a table server, from the last view its seat got
    (scores and winners are public at the end); counted once per table (`table`: the
    server's address and the table's id)."""
    results = _seat_results(seats, final_view, hints)
    fingerprint = hashlib.sha256(f"online\n{table}".encode()).hexdigest()
    return GameRecord(game_id, now_iso(), results, decisions, fingerprint, online=True)


def game_fingerprint(game_id: str, seats: Sequence[SeatResult], history: Any) -> str:
    """A digest of who played and every decision, chance included: the same game, replayed
    or reloaded from its save, gives the same digest and is not counted twice."""
    text = json.dumps(
        [game_id, [[s.name, s.is_bot, s.level] for s in seats], history],
        sort_keys=True,
        separators=(",", ":"),
        default=str,
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


BOT_LEVEL_ORDER = ("random", "easy", "medium", "hard")


def level_rank(level: str | None) -> tuple[int, str]:
    """People first, then bots by level (random, easy, medium, hard, any other)."""
    name = level or ""
    order = BOT_LEVEL_ORDER.index(name) if name in BOT_LEVEL_ORDER else len(BOT_LEVEL_ORDER)
    return order, name


# --- what the dialog asks for ---------------------------------------------------------------
@dataclass(frozen=True)
class KindRow:
    """How one kind of seat (people, or bots of one level) did in one game."""

    is_bot: bool
    level: str | None
    seats: int  # seats of this kind played
    wins: int  # of those, how many won (a shared win counts)

    @property
    def share(self) -> float:
        return self.wins / self.seats if self.seats else 0.0


@dataclass(frozen=True)
class VersusRow:
    """People against bots of one level: games where both sat at the table."""

    level: str
    games: int
    human_wins: int  # a person was among the winners
    bot_wins: int  # a bot of this level was among the winners

    @property
    def human_share(self) -> float:
        return self.human_wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Streaks:
    """Wins of people against bots in a row (games with at least one person and one bot)."""

    current: int
    best: int


@dataclass(frozen=True)
class HintUse:
    """People's seats that used the coach's hints in one game (a seat = one person, one game)."""

    seats: int
    hints: int
    wins: int


@dataclass(frozen=True)
class BestScore:
    score: float
    name: str
    is_bot: bool
    level: str | None
    played_at: str


@dataclass(frozen=True)
class StatsProblem:
    """The statistics file could not be used. `replaced`: it was set aside (kept as `backup`
    when the rename worked) and a fresh one begun; `newer`: it is shown but not changed;
    otherwise statistics are off for now."""

    reason: str
    backup: Path | None
    replaced: bool = True
    newer: bool = False  # made by a newer Bazaar: read only, never moved


def streaks(won: Sequence[bool]) -> Streaks:
    """The current and the longest run of True in `won`."""
    best = run = 0
    for result in won:
        run = run + 1 if result else 0
        best = max(best, run)
    return Streaks(run, best)
