"""Counting a finished game in the statistics without ever freezing the window or losing it.

Another program may hold the statistics file (a second copy of Bazaar, a backup or sync tool,
a database browser): SQLite then waits up to its timeout (5 s) before giving up. So the result
is recorded off the GUI thread (`background.Background`, the desktop's one way to do that), and
it is first kept on disk, one small file per game in ``results-waiting/`` in the data folder
(owner-only, never through a link), removed once the database has it. A result that could not
be written waits there: it is tried again every `RETRY_MS` while the window is open, and at the
next start (the start-up check calls `write_kept`). The database ignores a game it has (the
record's fingerprint), so a result written twice by two copies still counts once.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
from collections.abc import Callable
from dataclasses import asdict
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

from bazaar_desktop.services.background import Background, Operation, Progress
from bazaar_desktop.services.own_files import (
    is_link,
    link_note,
    make_folder,
    read_private,
    set_aside_link,
    write_new_private,
)
from bazaar_desktop.services.stats_records import GameRecord, SeatResult

if TYPE_CHECKING:
    from bazaar_desktop.services.stats import StatsProblem, StatsStore

FOLDER_NAME = "results-waiting"
SUFFIX = ".result.json"
RETRY_MS = 30_000
MAX_RESULT_BYTES = 64_000


class Written(NamedTuple):
    waiting: int  # results still kept for later
    problem: StatsProblem | None  # why, if the database could not be written
    recorded: int = 0  # results that reached the database in this run


def _record_from(data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise ValueError("not a result")
    seats = tuple(SeatResult(**seat) for seat in data["seats"])
    return GameRecord(
        str(data["game_id"]),
        str(data["played_at"]),
        seats,
        int(data["decisions"]),
        data.get("fingerprint"),
        data.get("online") is True,
    )


class ResultsKeeper(QObject):
    """Records finished games in `store()` off the GUI thread; see the module."""

    waiting = Signal(str)  # the database could not be written now: why (once per game)
    written = Signal(int)  # results written to the database just now

    def __init__(
        self,
        store: Callable[[], StatsStore],
        parent: QObject | None = None,
        retry_ms: int = RETRY_MS,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._operation: Operation[Written] | None = None
        self._notes: list[str] = []  # found on the worker thread, told on this one
        self._held: list[GameRecord] = []  # neither kept on disk nor written yet
        self._holding = threading.Lock()
        self._background = Background(self)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(retry_ms)
        self._retry.timeout.connect(lambda: self._start(None))

    @property
    def folder(self) -> Path:
        """Beside the statistics file."""
        return self._store().path.parent / FOLDER_NAME

    @property
    def busy(self) -> bool:
        """A result is being written (or waits for the lock) right now."""
        return self._operation is not None and self._operation.running

    def write_soon(self) -> None:
        """At start: results kept by an earlier run are written now (off the GUI thread)."""
        if self.kept():
            self._start(None)

    def count(self, record: GameRecord) -> None:
        """On the GUI thread, at a game's end: keep and record it, off this thread."""
        self._start(record)

    def _start(self, record: GameRecord | None) -> None:
        self._retry.stop()
        self._operation = self._background.run(
            partial(self._work, record), self._done, self._failed, name="record statistics"
        )

    def _work(self, record: GameRecord | None, _progress: Progress) -> Written:
        """Keep `record` on disk, then write every kept result. A result that can be neither
        kept (a full disk) nor written is held here and tried again with the others."""
        recorded, problem = 0, None
        with self._holding:
            self._held += [record] if record is not None else []
            for held in list(self._held):
                if not self.keep(held):  # no room to keep it: written now
                    store = self._store()
                    written = store.record_result(held)
                    if written is None:
                        problem = store.take_problem()
                        break
                    recorded += int(written)
                self._held.remove(held)
            held_now = len(self._held)
        kept = self.write_kept()
        return Written(kept.waiting + held_now, kept.problem or problem, kept.recorded + recorded)

    def _failed(self, _error: Exception) -> None:
        """A bug in the job: the result stays kept on disk for the next try."""
        self._tell_notes()

    def _tell_notes(self) -> None:
        self._operation = None
        while self._notes:
            self.waiting.emit(self._notes.pop(0))

    def _done(self, result: Written) -> None:
        self._tell_notes()
        if result.waiting:
            self._retry.start()
        if result.recorded:
            self.written.emit(result.recorded)
        if result.problem is not None and not result.waiting:  # written, but say what was wrong
            from bazaar_desktop.services.stats_problems import problem_message

            self.waiting.emit(problem_message(result.problem))
        elif result.problem is not None:
            self.waiting.emit(
                self.tr(
                    "The statistics cannot be written now ({why}); the result is kept and "
                    "will be counted as soon as they can."
                ).format(why=result.problem.reason)
            )

    # --- on any thread ------------------------------------------------------------------------
    def keep(self, record: GameRecord) -> bool:
        """Keep `record` on disk until the database has it (one file per game); False if it
        cannot be kept (a full disk, a read-only folder)."""
        name = (record.fingerprint or f"{record.game_id}-{record.played_at}")[:64]
        path = self.folder / f"{''.join(c for c in name if c.isalnum() or c in '-_')}{SUFFIX}"
        try:
            self._no_link_for_a_folder()
            make_folder(self.folder)
            set_aside_link(path)
            with contextlib.suppress(FileExistsError):  # kept already: the same game
                write_new_private(path, json.dumps(asdict(record)).encode("utf-8"))
        except OSError:
            return False
        return not is_link(path)  # a link planted meanwhile: not kept, written at once

    def _no_link_for_a_folder(self) -> None:
        """A link in the folder's place is set aside (results would be written to, read and
        removed from its target), told in one line."""
        aside = set_aside_link(self.folder)
        if aside is not None:
            self._notes.append(link_note(self.folder, aside))  # told by `_done`

    def kept(self) -> list[Path]:
        self._no_link_for_a_folder()
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return []
        return [self.folder / name for name in names if name.endswith(SUFFIX)]

    def write_kept(self) -> Written:
        """Write every kept result to the database, removing those it has; stop at the first
        that cannot be written (the database is locked or full: the rest would wait too)."""
        store = self._store()
        files = self.kept()
        recorded = 0
        for number, path in enumerate(files):
            if is_link(path):
                set_aside_link(path)
                continue
            try:
                record = _record_from(json.loads(read_private(path, MAX_RESULT_BYTES)))
            except (OSError, ValueError, KeyError, TypeError):
                with contextlib.suppress(OSError):
                    os.replace(path, path.with_name(path.name + ".corrupt"))
                continue
            if store.record_result(record) is None:
                return Written(len(files) - number, store.take_problem(), recorded)
            recorded += 1
            with contextlib.suppress(OSError):
                os.unlink(path)
        return Written(0, store.take_problem(), recorded)
