"""Which decision "Undo my last choice" may take back, and why not (the adapter asks): the
rule is the engine's (`bazaar_engine.core.undo`, shared with the table server); here its
reasons are put in the window's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_engine.core.events import Event
from bazaar_engine.core.undo import TableNow, UndoRefusal
from bazaar_engine.core.undo import undo_check as _engine_undo_check

__all__ = ["TableNow", "undo_check", "words"]


def words(refusal: UndoRefusal) -> str:
    """The refusal in the window's language (literal texts, so the translation tools find
    them)."""
    if refusal is UndoRefusal.PASS_FIRST:
        return QCoreApplication.translate("GameAdapter", "Pass the device first.")
    if refusal is UndoRefusal.IT_STANDS:
        return QCoreApplication.translate(
            "GameAdapter", "A die roll, a draw or a reveal came after that choice: it stands."
        )
    if refusal is UndoRefusal.NOT_YOURS:
        return QCoreApplication.translate(
            "GameAdapter",
            "Only the person who made a choice may take it back, before passing the device on.",
        )
    return QCoreApplication.translate("GameAdapter", "There is no choice of yours to take back.")


def undo_check(
    history: Sequence[tuple[int, Any]],
    step_events: Sequence[Sequence[Event]],
    is_reveal: Callable[[str], bool],
    table: TableNow,
) -> tuple[int | None, str]:
    """The history index "Undo my last choice" would take back, or None and why not."""
    index, refusal = _engine_undo_check(history, step_events, is_reveal, table)
    return index, "" if refusal is None else words(refusal)
