"""What a seat's phone is sent: built here and in the games' own parts (`games/<id>.py`),
from `state.view(seat)` only.

`seat_frame` reads the seat's view through the game's own view-model (the one the desktop
table draws from, built as that seat looking and deciding), so a frame can hold nothing the
seat's view hides: no other hand, no chosen card before the reveal, no pile order. The words
in it (refusals, what a card would do, the verdict on an offer) are the desktop's, in the
desktop's language. Pure functions: no widget, no server, no match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bazaar_desktop.appearance.seat_marks import seat_marks
from bazaar_desktop.companion.games import JsonDict, companion_game


@dataclass(frozen=True)
class SeatFrame:
    """The frame for one seat and the decision it offers (kept by the host to judge the
    phone's next message against the same choices)."""

    frame: JsonDict
    decision: object | None


@dataclass(frozen=True)
class SeatContext:
    """What a frame needs besides the view: who sits where and the table's public state."""

    game_id: str
    seat_names: tuple[str, ...]
    seat_is_bot: tuple[bool, ...]
    thinking: tuple[int, ...]
    decisions: int  # how many decisions the match has had (the phone sees the game move)
    can_undo: bool
    undo_note: str
    log: tuple[str, ...]  # the last public log lines


def seat_frame(view: Any, seats: Sequence[Any], seat: int, ctx: SeatContext) -> SeatFrame:
    """The frame for `seat`, from `view` = state.view(seat)."""
    body, decision = companion_game(ctx.game_id).body(view, seats, seat, ctx.thinking)
    frame: JsonDict = {
        "type": "frame",
        "game": ctx.game_id,
        "seat": seat,
        "name": ctx.seat_names[seat],
        "n": ctx.decisions,
        "can_undo": ctx.can_undo,
        "undo_note": ctx.undo_note,
        "log": list(ctx.log),
        # Each seat's colour and letter: the desktop's own (one person, one colour).
        "marks": seat_marks(ctx.seat_names),
        **body,
    }
    return SeatFrame(frame, decision)
