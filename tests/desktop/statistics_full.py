"""The Statistics dialog with every table filled (screen_probe.py, which opens it on a
1024x600 screen: test_fits_the_screen.py): Basari games against bots of every level."""

from __future__ import annotations

from typing import Any

from bazaar_desktop.services.stats import GameRecord, SeatResult

LEVELS = ("random", "easy", "medium", "hard")


def every_table_full(window: Any) -> None:
    """Basari games against bots of every level, people and bots winning: every row shown."""
    for number in range(12):
        level = LEVELS[number % len(LEVELS)]
        seats = (
            SeatResult("Ana", False, None, 20 + number, number % 3 != 0),
            SeatResult("Omar", True, level, 15, number % 3 == 0),
            SeatResult("Zeynep", True, LEVELS[(number + 1) % 4], 10, False),
        )
        day = f"2026-02-{number + 1:02d}T10:00:00+01:00"
        assert window.stats.record(GameRecord("basari", day, seats, 50, f"g{number}"))
