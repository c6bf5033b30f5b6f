"""The statistics file's schema and its versions: how a file of each version is brought to
this one (MIGRATIONS), what a sound file holds, and the refusal of a newer Bazaar's file. Plain
`sqlite3`; `stats.StatsStore` runs these in its transactions."""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 3


# How to bring a file from version N to N + 1: MIGRATIONS[N], run in one exclusive transaction
# with the version change. A new column is a new step (ALTER TABLE ...), and SCHEMA_VERSION and
# EXPECTED_COLUMNS follow it; a file made by a newer Bazaar is only read, never changed.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 0 -> 1: a new, empty file
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            fingerprint TEXT UNIQUE,
            game_id TEXT NOT NULL,
            played_at TEXT NOT NULL,
            decisions INTEGER NOT NULL
        ) STRICT""",
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            is_bot INTEGER NOT NULL CHECK (is_bot IN (0, 1)),
            level TEXT,
            score REAL NOT NULL,
            winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
            PRIMARY KEY (game, seat)
        ) STRICT""",
        "CREATE INDEX games_by_game ON games (game_id, id)",
    ),
    ("ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0",),  # 1 -> 2: the coach's
    (  # 2 -> 3: a game played online, at a table server
        "ALTER TABLE games ADD COLUMN online INTEGER NOT NULL DEFAULT 0 CHECK (online IN (0, 1))",
    ),
)
assert len(MIGRATIONS) == SCHEMA_VERSION
# What a sound file of this version holds: table -> its columns, in order.
EXPECTED_COLUMNS = {
    "games": ("id", "fingerprint", "game_id", "played_at", "decisions", "online"),
    "seats": ("game", "seat", "name", "is_bot", "level", "score", "winner", "hints"),
}


class UnusableFile(sqlite3.DatabaseError):
    """The file is a database, but not a sound statistics file of this version."""


class NewerFile(sqlite3.DatabaseError):
    """The file was made by a newer Bazaar: it may be read but must not be changed or moved."""


def file_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def refuse_newer(version: int) -> None:
    if version > SCHEMA_VERSION:
        raise NewerFile(
            f"it was made by a newer Bazaar (statistics format {version}, this version knows "
            f"{SCHEMA_VERSION}); it is shown but not changed"
        )


def _table_names(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    return {str(row[0]) for row in rows}


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the file to SCHEMA_VERSION in one exclusive transaction: another copy of the
    app starting at the same moment waits, then finds the work done (so a new file's
    schema is created exactly once)."""
    with conn:
        conn.execute("BEGIN EXCLUSIVE")
        version = file_version(conn)  # again: another process may have done it meanwhile
        refuse_newer(version)
        if version == 0 and _table_names(conn):
            raise UnusableFile("not a Bazaar statistics file")
        if version < 0:
            raise UnusableFile(f"unknown statistics format (version {version})")
        try:
            for step in MIGRATIONS[version:]:
                for statement in step:
                    conn.execute(statement)
        except sqlite3.OperationalError as exc:  # not the tables that version had
            raise UnusableFile(f"cannot upgrade the statistics file: {exc}") from exc
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
