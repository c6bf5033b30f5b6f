"""Putting a dialog away for good.

A dialog made with the window as its parent lives as long as the window: closing it only hides
it, and with it stay its widgets, its connections and whatever they hold (a game's results,
scores, a match). One window playing game after game grew so by a results dialog a game.
A dialog that is done with is closed and deleted."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def discard(widget: QWidget) -> None:
    """Close `widget` and delete it once the events already sent to it are handled."""
    widget.close()
    widget.deleteLater()
