"""The table server's own refusals (`bazaar_server.protocol.Refused`) in the window's language:
the server sends a code beside its English words, and the window says it as a local table
would (literal texts here, so the translation tools find them)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge import undo_rule
from bazaar_engine.core.undo import UndoRefusal
from bazaar_server.protocol import Refused

# Each code's words, looked up when said (in the language of that moment).
_WORDS: dict[Refused, Callable[[], str]] = {
    Refused.BUSY: lambda: QCoreApplication.translate("Online", "The table is busy. Try again."),
    Refused.NOT_RECORDED: lambda: QCoreApplication.translate(
        "Online", "The server could not record that decision. Try again."
    ),
    Refused.SLOW_DOWN: lambda: QCoreApplication.translate(
        "Online", "Too many messages at once: slow down."
    ),
    Refused.NO_ROOM: lambda: QCoreApplication.translate("Online", "No table has that room code."),
    Refused.NO_SECRET: lambda: QCoreApplication.translate(
        "Online", "That seat link is not of a table on this server."
    ),
    Refused.SEATS_TAKEN: lambda: QCoreApplication.translate(
        "Online", "Every seat at that table is taken."
    ),
    Refused.NO_SPECTATORS: lambda: QCoreApplication.translate(
        "Online", "This table does not allow spectators."
    ),
    Refused.SIT_FIRST: lambda: QCoreApplication.translate("Online", "Take a seat first."),
    Refused.BOT_PLAYS: lambda: QCoreApplication.translate("Online", "A bot plays this seat now."),
    Refused.NOT_OVER: lambda: QCoreApplication.translate("Online", "The game is not over yet."),
    Refused.HISTORY_AT_END: lambda: QCoreApplication.translate(
        "Online", "The game's history is given when the game is over."
    ),
    Refused.WAITS: lambda: QCoreApplication.translate(
        "Online", "The table waits for every seat to be taken."
    ),
    Refused.HOST_ONLY: lambda: QCoreApplication.translate(
        "Online", "Only the table's host may do that."
    ),
    Refused.NOT_PERSON: lambda: QCoreApplication.translate(
        "Online", "That is not a person's seat."
    ),
    Refused.PLAYER_HERE: lambda: QCoreApplication.translate(
        "Online", "That seat's player is here."
    ),
    Refused.FULL: lambda: QCoreApplication.translate(
        "Online", "The server has as many tables as it can hold. Try again later."
    ),
    Refused.TOO_MANY_TABLES: lambda: QCoreApplication.translate(
        "Online", "Too many tables from your address."
    ),
    Refused.NOT_HANDED: lambda: QCoreApplication.translate(
        "Online", "That seat was not handed to a bot."
    ),
}


def server_words(code: str, params: Mapping[str, Any]) -> str | None:
    """The refusal `code` with its `params` in the window's language, or None if this window
    does not know the code (then the server's own words are shown)."""
    try:
        refused = Refused(code)
    except ValueError:
        return None
    if refused is Refused.MOVED_ON:
        number = params.get("n")
        if not isinstance(number, int) or isinstance(number, bool):
            return None
        words = QCoreApplication.translate(
            "Online", "The game has moved on: decision %1 is now to be made."
        )
        return words.replace("%1", str(number))
    if refused is Refused.UNDO:
        why = params.get("why")
        if not isinstance(why, str) or why not in UndoRefusal.__members__:
            return None
        return undo_rule.words(UndoRefusal[why])
    say = _WORDS.get(refused)
    return say() if say is not None else None
