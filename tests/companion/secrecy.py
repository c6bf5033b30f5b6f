"""The check every companion test runs on what was sent: each frame a connection received is
what that seat's view gives, and stays the same when everything hidden from that seat is dealt
again (so it holds nothing of another seat's secrets)."""

from __future__ import annotations

import json
import random
from typing import Any

from bazaar_desktop.companion.frames import SeatContext, seat_frame
from bazaar_engine.core.game import replay

MOVING = {"log", "n", "can_undo", "undo_note", "thinking"}  # time, not the position


def _stable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _stable(v) for k, v in value.items() if k not in MOVING}
    if isinstance(value, list):
        return [_stable(v) for v in value]
    return value


def _frame_of(game_id: str, view: Any, seats: Any, seat: int) -> dict[str, Any]:
    ctx = SeatContext(
        game_id, tuple(s.name for s in seats), tuple(s.is_bot for s in seats), (), 0, False, "", ()
    )
    frame: dict[str, Any] = _stable(seat_frame(view, seats, seat, ctx).frame)
    return frame


def check_frames(game_id: str, match: Any, sent: dict[int, list[tuple[int, str]]]) -> int:
    """Every frame in `sent` (connection -> (seat, text)); returns how many were checked."""
    checked = 0
    states: dict[int, Any] = {}
    for _connection, texts in sent.items():
        for seat, text in texts:
            frame = json.loads(text)
            if frame.get("type") != "frame":
                assert set(frame) <= {
                    "type",
                    "device",
                    "lang",
                    "verdict",
                    "gems",
                    "ok",
                    "why",
                    "move",
                    "seat",
                    "sell",
                    "buy",
                    "income",
                    "cost",
                    "money_after",
                }
                continue
            assert frame["seat"] == seat
            n = frame["n"]
            if n not in states:
                states[n] = replay(match.game, len(match.seats), match.history[:n])
            state = states[n]
            view = state.view(seat)
            assert _stable(frame) == _frame_of(game_id, view, match.seats, seat)
            for trial in range(3):  # what the seat may not know, dealt again
                other = match.game.determinize(view, random.Random(trial))
                assert _stable(frame) == _frame_of(game_id, other.view(seat), match.seats, seat)
            checked += 1
    return checked
