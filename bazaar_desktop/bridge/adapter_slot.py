"""Where the window's game adapter is found. It is made on first use or right after the first
paint: it imports the engine's matches, bots and saves, which the welcome page does not need.
The parts are handed this slot, not the window: `get()` makes the adapter if need be,
`made()` only looks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameAdapter


class AdapterSlot:
    def __init__(self, make: Callable[[], GameAdapter]) -> None:
        self._make = make  # makes the adapter and connects its signals (the window's)
        self._adapter: GameAdapter | None = None

    def get(self) -> GameAdapter:
        if self._adapter is None:
            self._adapter = self._make()
        return self._adapter

    def made(self) -> GameAdapter | None:
        """The adapter if it is made (`get` would make it)."""
        return self._adapter

    def has_match(self) -> bool:
        """A game is on the table (playing or over)."""
        return self._adapter is not None and self._adapter.match is not None

    def game_in_progress(self) -> bool:
        """A game of this window's is on the table and not over (a table watched is nobody's
        here: leaving it loses nothing, so nothing asks or keeps it)."""
        adapter = self._adapter
        match = adapter.match if adapter is not None else None
        watching = adapter is not None and adapter.remote is not None and adapter.remote.watching
        return match is not None and not match.is_over and not watching
