"""A clocked online table (the host chose a turn clock): under the players, every window shows
the time left of the seat(s) to act, counted down each second from what the server's last
frame said; and a decision the clock made for a person whose time ran out (an Easy bot's,
the server's `clock_moves`) is said to be the clock's, in the log, the replay and the
results, never as if the person had chosen it."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from bazaar_desktop.appearance import theme

if TYPE_CHECKING:
    from bazaar_desktop.remote.table import RemoteTable

TICK_MS = 250  # the countdown's refresh: a second never skipped

translate = QCoreApplication.translate  # lupdate reads translate("Online", "…")


def clock_moves_line(names: Sequence[str], moves: Sequence[tuple[int, int]]) -> str:
    """The results' line: how many decisions the clock made for whom ("" if none)."""
    counts: dict[int, int] = {}
    for _n, seat in moves:
        counts[seat] = counts.get(seat, 0) + 1
    if not counts:
        return ""
    said = ", ".join(
        f"{names[seat] if 0 <= seat < len(names) else seat + 1} {count}"
        for seat, count in sorted(counts.items())
    )
    return translate("Online", "Decisions the turn clock made: {who}.").format(who=said)


class TurnClockLabel(QLabel):
    """ "Turn clock: 0:27 left for Ann" while a person's clock runs; hidden otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnClock")
        self.setWordWrap(True)
        theme.set_tone(self, "emphasis")
        self._remote: RemoteTable | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.refresh)
        self.hide()

    def follow(self, remote: RemoteTable | None) -> None:
        """The table the window plays now (None: a local game)."""
        if remote is not self._remote:
            if self._remote is not None:
                with contextlib.suppress(RuntimeError, TypeError):  # the old table is gone
                    self._remote.framed.disconnect(self._on_framed)
            self._remote = remote
            if remote is not None:
                remote.framed.connect(self._on_framed)
        self.refresh()

    def _on_framed(self, _seat: int) -> None:
        self.refresh()

    def refresh(self) -> None:
        """The time left now, or hidden when no clock runs (no clock, a bot to act, the end)."""
        remote = self._remote
        frame = remote.frames.get(remote.seats[0]) if remote is not None and remote.seats else None
        clock = frame.clock if frame is not None else None
        left = clock.left_now() if clock is not None else None
        if frame is None or left is None or frame.over or not frame.to_act:
            self._timer.stop()
            self.hide()
            return
        names = ", ".join(frame.seats[s].name for s in frame.to_act if s < len(frame.seats))
        seconds = math.ceil(left)
        self.setText(
            translate("Online", "Turn clock: {minutes}:{seconds:02d} left for {names}").format(
                names=names, minutes=seconds // 60, seconds=seconds % 60
            )
        )
        self.setToolTip(
            translate(
                "Online", "The turn clock: {seconds} s a decision; then an Easy bot decides."
            ).format(seconds=clock.seconds if clock is not None else 0)
        )
        self.show()
        if not self._timer.isActive():
            self._timer.start()
