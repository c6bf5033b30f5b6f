"""Local statistics: every finished game, kept in a small SQLite file on this computer.

`StatsStore` is plain Python (standard `sqlite3`, no Qt): it records finished games and answers
the questions the Statistics dialog asks. A damaged or foreign file never stops the app: it is
renamed to `<name>.corrupt-<timestamp>`, a fresh file is started, and `take_problem()` tells
the caller once, so the window can say so in its status line. A file made by a newer Bazaar is
opened read-only and never moved. Several copies of the app may share the file: the schema is
created (or upgraded, step by step through MIGRATIONS) in one exclusive transaction.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from bazaar_desktop.services.own_files import (
    make_folder,
    remove_if_empty,
    set_aside_link,
    write_new_private,
)
from bazaar_desktop.services.stats_problems import in_words, is_busy
from bazaar_desktop.services.stats_records import (
    BestScore,
    GameRecord,
    HintUse,
    KindRow,
    SeatResult,
    StatsProblem,
    Streaks,
    VersusRow,
    game_fingerprint,
    level_rank,
    now_iso,
    record_from_match,
    record_from_online,
    streaks,
)
from bazaar_desktop.services.stats_schema import (
    EXPECTED_COLUMNS,
    MIGRATIONS,
    SCHEMA_VERSION,
    NewerFile,
    UnusableFile,
    file_version,
    migrate,
    refuse_newer,
)
from bazaar_engine.core.file_problems import what_to_do

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

FILE_NAME = "stats.sqlite3"
MAX_NAME = 64  # names are shown in tables; a longer one is cut

T = TypeVar("T")

__all__ = [  # the records live in stats_records.py, the schema in stats_schema.py; the window
    # and the tests take them here
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "BestScore",
    "GameRecord",
    "HintUse",
    "KindRow",
    "SeatResult",
    "StatsProblem",
    "StatsStore",
    "Streaks",
    "VersusRow",
    "default_stats_path",
    "game_fingerprint",
    "now_iso",
    "record_from_match",
    "record_from_online",
]


class StatsStore:
    """The statistics database at `path`; the file is created on first use."""

    def __init__(self, path: Path | str, *, wait: float = 5.0, make: bool = True) -> None:
        self.path = Path(path)
        self.wait = wait  # seconds to wait for another program's lock (worker threads only)
        self.make = make  # False: a missing file is read as empty, not made (see `impatient`)
        self.busy = False  # the last use found the file locked by another program
        self._ready = False
        self._read_only = False  # a newer Bazaar's file
        self._problem: StatsProblem | None = None
        self._told_unavailable = False

    def impatient(self) -> StatsStore:
        """The same file for the GUI thread: never waiting for another program's lock (`busy`
        says it was held) nor making a missing file (the results keeper's worker does)."""
        return StatsStore(self.path, wait=0.0, make=False)

    # --- problems ---------------------------------------------------------------------
    def take_problem(self) -> StatsProblem | None:
        """The last problem found with the file, reported once (then forgotten)."""
        problem, self._problem = self._problem, None
        return problem

    # --- writing ----------------------------------------------------------------------
    def record(self, game: GameRecord) -> bool:
        """Store a finished game; False if this very game (same fingerprint) is stored."""
        return bool(self.record_result(game))

    def record_result(self, game: GameRecord) -> bool | None:
        """`record`, and None if the file cannot be written now (locked by another program,
        a full disk): the caller keeps the result for later (results_keeper.py)."""

        def write(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO games "
                "(fingerprint, game_id, played_at, decisions, online) VALUES (?, ?, ?, ?, ?)",
                (
                    game.fingerprint,
                    game.game_id,
                    game.played_at,
                    int(game.decisions),
                    int(game.online),
                ),
            )
            if cursor.rowcount == 0:
                return False
            row_id = cursor.lastrowid
            conn.executemany(
                "INSERT INTO seats (game, seat, name, is_bot, level, score, winner, hints) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        row_id,
                        index,
                        seat.name[:MAX_NAME],
                        int(seat.is_bot),
                        seat.level if seat.is_bot else None,
                        float(seat.score),
                        int(seat.winner),
                        max(0, int(seat.hints)),
                    )
                    for index, seat in enumerate(game.seats)
                ],
            )
            return True

        return self._run(write, None, writes=True)

    def reset(self) -> None:
        """Forget every recorded game."""

        def clear(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM seats")
            conn.execute("DELETE FROM games")

        self._run(clear, None, writes=True)

    # --- reading ----------------------------------------------------------------------
    def games_played(self, game_id: str | None = None, *, online: bool = False) -> int:
        """Finished games (of `game_id`); with `online`, only those played at a server."""
        least = 1 if online else 0

        def count(conn: sqlite3.Connection) -> int:
            if game_id is None:
                row = conn.execute(
                    "SELECT COUNT(*) FROM games WHERE online >= ?", (least,)
                ).fetchone()
            else:
                row = conn.execute(
                    "SELECT COUNT(*) FROM games WHERE game_id = ? AND online >= ?",
                    (game_id, least),
                ).fetchone()
            return int(row[0])

        return self._run(count, 0)

    def game_ids(self) -> list[str]:
        """The games that have at least one recorded result."""

        def ids(conn: sqlite3.Connection) -> list[str]:
            rows = conn.execute("SELECT DISTINCT game_id FROM games ORDER BY game_id").fetchall()
            return [str(row[0]) for row in rows]

        return self._run(ids, [])

    def results_by_kind(self, game_id: str) -> list[KindRow]:
        """People first, then bots by level (random, easy, medium, hard, any other)."""

        def query(conn: sqlite3.Connection) -> list[KindRow]:
            rows = conn.execute(
                "SELECT s.is_bot, s.level, COUNT(*), SUM(s.winner) FROM seats s "
                "JOIN games g ON g.id = s.game WHERE g.game_id = ? "
                "GROUP BY s.is_bot, CASE WHEN s.is_bot THEN s.level END",
                (game_id,),
            ).fetchall()
            result = [
                KindRow(bool(is_bot), str(level) if is_bot else None, int(n), int(wins or 0))
                for is_bot, level, n, wins in rows
            ]
            return sorted(result, key=lambda row: (row.is_bot, level_rank(row.level)))

        return self._run(query, [])

    def humans_versus_levels(self, game_id: str) -> list[VersusRow]:
        """For each bot level: the games where people played against it, and who won them."""

        def query(conn: sqlite3.Connection) -> list[VersusRow]:
            rows = conn.execute(
                """
                SELECT b.level,
                       COUNT(*),
                       SUM(EXISTS (SELECT 1 FROM seats h
                                   WHERE h.game = b.game AND h.is_bot = 0 AND h.winner = 1)),
                       SUM(EXISTS (SELECT 1 FROM seats w WHERE w.game = b.game
                                   AND w.is_bot = 1 AND w.level = b.level AND w.winner = 1))
                FROM (SELECT DISTINCT s.game, s.level FROM seats s
                      JOIN games g ON g.id = s.game
                      WHERE g.game_id = ? AND s.is_bot = 1
                        AND EXISTS (SELECT 1 FROM seats p WHERE p.game = s.game AND p.is_bot = 0)
                     ) AS b
                GROUP BY b.level
                """,
                (game_id,),
            ).fetchall()
            result = [
                VersusRow(str(level), int(n), int(humans or 0), int(bots or 0))
                for level, n, humans, bots in rows
            ]
            return sorted(result, key=lambda row: level_rank(row.level))

        return self._run(query, [])

    def human_streaks(self, game_id: str | None = None) -> Streaks:
        """Current and best run of games won by a person, over games of people against bots,
        in the order they were played (`game_id` None: all games together)."""

        def query(conn: sqlite3.Connection) -> Streaks:
            rows = conn.execute(
                """
                SELECT MAX(s.is_bot = 0 AND s.winner = 1)
                FROM games g JOIN seats s ON s.game = g.id
                WHERE (? IS NULL OR g.game_id = ?)
                GROUP BY g.id
                HAVING MAX(s.is_bot) = 1 AND MIN(s.is_bot) = 0
                ORDER BY g.id
                """,
                (game_id, game_id),
            ).fetchall()
            return streaks([bool(row[0]) for row in rows])

        return self._run(query, Streaks(0, 0))

    def hint_use(self, game_id: str) -> HintUse:
        """How people did in the games of `game_id` where they asked the coach for hints."""

        def query(conn: sqlite3.Connection) -> HintUse:
            row = conn.execute(
                "SELECT COUNT(*), SUM(s.hints), SUM(s.winner) FROM seats s "
                "JOIN games g ON g.id = s.game "
                "WHERE g.game_id = ? AND s.is_bot = 0 AND s.hints > 0",
                (game_id,),
            ).fetchone()
            return HintUse(int(row[0]), int(row[1] or 0), int(row[2] or 0))

        return self._run(query, HintUse(0, 0, 0))

    def best_scores(self, game_id: str, limit: int = 5) -> list[BestScore]:
        """The best single scores in `game_id`, best first (fewest chips first for Basta!)."""
        # Basari counts points and Jewel Bazaar money (highest wins), Basta! penalty chips
        # (fewest wins, T17): each game's entry says which (`GameEntry.best_score`).
        from bazaar_engine.games import ENTRIES

        known = ENTRIES.get(game_id)
        order = "ASC" if known is not None and known.best_score == "low" else "DESC"

        def query(conn: sqlite3.Connection) -> list[BestScore]:
            rows = conn.execute(
                "SELECT s.score, s.name, s.is_bot, s.level, g.played_at FROM seats s "
                "JOIN games g ON g.id = s.game WHERE g.game_id = ? "
                f"ORDER BY s.score {order}, g.id ASC, s.seat ASC LIMIT ?",
                (game_id, max(0, limit)),
            ).fetchall()
            return [
                BestScore(float(score), str(name), bool(is_bot), level, str(when))
                for score, name, is_bot, level, when in rows
            ]

        return self._run(query, [])

    # --- the file ---------------------------------------------------------------------
    def _run(
        self, work: Callable[[sqlite3.Connection], T], fallback: T, *, writes: bool = False
    ) -> T:
        """Run `work` in one transaction. A damaged file is set aside and `work` runs again on
        a fresh one; a newer Bazaar's file is only read; if the file cannot be used at all
        (say, a read-only folder, or another copy of the app holding it) `fallback` is returned
        and the reason told once."""
        self.busy = False
        for attempt in range(3):
            if writes and self._read_only:
                return fallback
            try:
                # `conn` as a context: one transaction, committed or rolled back on error
                with self._connection() as conn, conn:
                    return work(conn)
            except FileNotFoundError:  # no file, and this store makes none: nothing recorded
                return fallback
            except NewerFile as exc:
                self._read_only = True  # and try again, reading only
                self._problem = StatsProblem(str(exc), None, replaced=False, newer=True)
                self._told_unavailable = True
            except sqlite3.DatabaseError as exc:
                if attempt < 2 and not self._read_only and self._no_links_in_the_way():
                    continue  # a link planted once the file was open (SQLite refused it)
                if attempt == 0 and self._may_set_aside(exc):
                    self._set_aside(in_words(exc))
                    continue
                self.busy = is_busy(exc)
                self._unavailable(in_words(exc, self.path.parent))
                return fallback
            except OSError as exc:
                self._unavailable(what_to_do(exc))
                return fallback
        return fallback

    def _may_set_aside(self, exc: sqlite3.DatabaseError) -> bool:
        return not self._read_only and _is_damage(exc) and self.path.exists()

    def _unavailable(self, reason: str) -> None:
        if not self._told_unavailable:
            self._told_unavailable = True
            self._problem = self._problem or StatsProblem(reason, None, replaced=False)

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        if self._read_only:  # a newer Bazaar's file: read, never written or upgraded
            target, uri = self.path.resolve().as_uri() + "?mode=ro", True
        else:
            make_folder(self.path.parent)
            self._no_links_in_the_way()
            target, uri = str(self.path), False
        if not self.make and not os.path.lexists(self.path):
            raise FileNotFoundError(self.path)
        made = self._make_private_file()
        try:
            with closing(sqlite3.connect(target, timeout=self.wait, uri=uri)) as conn:
                conn.execute("PRAGMA foreign_keys = ON")
                if not self._ready:
                    self._prepare(conn)
                    self._ready = True
                yield conn
        except (sqlite3.Error, OSError):
            if made:  # a new file that never got its tables (a full disk): nothing is left
                remove_if_empty(self.path)
            raise

    def _no_links_in_the_way(self) -> bool:
        """A link planted where the file or its journal belongs is set aside (SQLite would make
        or write its target), with one note; True if one was there. Checked after a failure too:
        SQLite refuses a journal link planted once the file is open; the write is tried again."""
        found = False
        for path in (self.path, *(self.path.with_name(self.path.name + s) for s in _SIDE_FILES)):
            found = found or os.path.islink(path)
            aside = set_aside_link(path)
            if aside is not None:  # told as a file set aside: "…; it was kept as NAME.link…"
                self._problem = StatsProblem(f"{path.name} was a link to another file", aside)
        return found

    def _make_private_file(self) -> bool:
        """A missing file is created owner-only first (SQLite would make it rw-r--r--): the
        names of the people who play are nobody else's business. True if it was made now."""
        if self._read_only:
            return False
        try:
            write_new_private(self.path, b"")
        except OSError:  # there already (or the connect below says why not)
            return False
        return True

    def _prepare(self, conn: sqlite3.Connection) -> None:
        """Create or upgrade the tables, or check an existing file is ours and sound."""
        if self._read_only:
            return
        version = file_version(conn)
        refuse_newer(version)  # before any lock: reading it needs no write access
        if version != SCHEMA_VERSION:
            migrate(conn)
        for table, columns in EXPECTED_COLUMNS.items():
            found = tuple(str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})"))
            if found != columns:
                raise UnusableFile(f"the table {table!r} is not as expected")
        check = conn.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise UnusableFile("the file is damaged")

    def _set_aside(self, reason: str) -> None:
        """Keep the unusable file as a dated backup so nothing is lost, then start afresh."""
        self._ready = False
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        number = 1
        while backup.exists():
            number += 1
            backup = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{number}")
        backup_or_none: Path | None = backup
        try:
            self.path.replace(backup)
        except OSError:
            backup_or_none = None
            _remove(self.path)
        for suffix in _SIDE_FILES:  # leftovers belong to the old file
            _remove(self.path.with_name(self.path.name + suffix))
        self._problem = StatsProblem(reason, backup_or_none)


_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    """A broken or foreign file (worth setting aside), as opposed to a locked or unwritable
    one (worth leaving alone)."""
    if isinstance(exc, UnusableFile):
        return True
    code = getattr(exc, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in (_SQLITE_CORRUPT, _SQLITE_NOTADB)


_SIDE_FILES = ("-journal", "-wal", "-shm")


def _remove(path: Path) -> None:
    with suppress(OSError):  # the next attempt reports the file as unusable
        path.unlink(missing_ok=True)


def default_stats_path(settings: QSettings | None = None) -> Path:
    """Where the statistics live: next to a settings file given explicitly in INI format (a
    self-contained profile, as tests and the smoke run use), else the user's data folder."""
    from PySide6.QtCore import QSettings, QStandardPaths

    if settings is not None and settings.format() == QSettings.Format.IniFormat:
        return Path(settings.fileName()).resolve().parent / FILE_NAME
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder or ".") / FILE_NAME
