"""What each seat is shown, for the adapter (adapter.py): the update the window is sent (only
the looking seat's view and the events it may see), who looks at the table and when the
pass-and-play curtain goes up between two people at one screen, and which decision "Undo my
last choice" may take back at this table (the rule itself: `undo_rule.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bazaar_desktop.bridge import following
from bazaar_desktop.bridge.adapter_data import Update, table_view
from bazaar_desktop.bridge.undo_rule import TableNow
from bazaar_desktop.bridge.undo_rule import undo_check as rule_check

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import GameAdapter


def seat_update(adapter: GameAdapter) -> Update:
    """The update the window is sent: the looking seat's view, the events it may see."""
    match = adapter.match
    assert match is not None
    looking = adapter.shown.looking
    if adapter.remote is not None and looking in adapter.remote.frames:
        match.state = adapter.remote.frames[looking].view  # the seat's own view, nothing more
    state = match.state
    view = table_view(state, looking, adapter.phone_seats)
    events = tuple(event.seen_by(looking) for event in adapter.shown.pending_events)
    public_events = tuple(event.seen_by(None) for event in adapter.shown.pending_events)
    undo_index, undo_note = adapter.undo_check()
    return Update(
        generation=adapter.generation,
        game_id=adapter.game_id,
        seats=tuple(match.seats),
        view=view,
        looking_seat=looking,
        events=events,
        public_events=public_events,
        deciding=state.current_players(),
        human_to_act=None if adapter.shown.curtain_for is not None else adapter.human_to_act(),
        curtain_for=adapter.shown.curtain_for,
        thinking=adapter.thinking if adapter.remote is None else following.bots_to_act(adapter),
        can_undo=undo_index is not None,
        is_over=state.is_terminal(),
        score_history=tuple(match.score_marks),
        seed=adapter.seed,
        notes=tuple(adapter.shown.notes),
        undo_note=undo_note,
        room=adapter.remote.room if adapter.remote is not None else "",
        seats_here=adapter.remote.seats if adapter.remote is not None else None,
        watching=adapter.remote is not None and adapter.remote.watching,
        phone_seats=adapter.phone_seats,
        stand_ins=_stand_ins(adapter),
        away=_away(adapter),
    )


def _stand_ins(adapter: GameAdapter) -> tuple[int, ...]:
    """Online, the person seats the host handed to a bot, as the server's frame says."""
    frame = adapter.remote.public_frame() if adapter.remote is not None else None
    return frame.stand_ins if frame is not None else ()


def _away(adapter: GameAdapter) -> tuple[int, ...]:
    """Online, the person seats taken once whose person is not connected now."""
    frame = adapter.remote.public_frame() if adapter.remote is not None else None
    return following.away_seats(frame) if frame is not None else ()


def undo_check(adapter: GameAdapter, phone: int | None = None) -> tuple[int | None, str]:
    """The decision "Undo my last choice" would take back (asked at the desktop, or on
    the `phone` of that seat), or None and why not (the rule: `undo_rule.py`)."""
    match, shown = adapter.match, adapter.shown
    if match is None or match.is_over:
        return None, ""
    if adapter.remote is not None:  # the server's rule, the same as here (its frame says)
        frame = adapter.remote.frames.get(shown.looking if shown.looking is not None else -1)
        return (0 if frame is not None and frame.can_undo else None), ""
    humans = frozenset(adapter.human_seats())
    table = TableNow(humans, shown.looking, shown.curtain_for, shown.curtain_lifted_at)
    table = table.asked_on(phone, adapter.phone_seats)
    return rule_check(match.history, match.step_events(), adapter.is_reveal, table)


def refresh_curtain(adapter: GameAdapter) -> bool:
    """Decide who looks at the table; True when a pass-and-play curtain has just gone up."""
    match = adapter.match
    human = adapter.human_to_act()
    if human is None and adapter.phone_seats and adapter.shown.curtain_for is None:
        adapter.shown.looking = None  # phones hold the people's secrets: the public table here
    if match is None or human is None or adapter.shown.curtain_for is not None:
        return False
    if needs_curtain(adapter, human, match.state.current_players()):
        adapter.shown.curtain_for = human
        adapter.shown.looking = human  # the previous seat's secrets leave the table at once
        return True
    adapter.shown.looking = human
    return False


def needs_curtain(adapter: GameAdapter, seat: int, deciding: tuple[int, ...]) -> bool:
    match, desk = adapter.match, set(adapter.human_seats()) - adapter.phone_seats
    if match is None or len(desk) < 2:  # a curtain is for people sharing the desktop
        return False
    if adapter.entry is None or not adapter.entry.secret_decision(match.state, deciding):
        return False
    lifted = adapter.shown.curtain_lifted_at
    if lifted is None or lifted[0] != seat:
        return True
    # The device is still `seat`'s unless a person has decided since it was handed over
    # (bots, chance and phones deciding meanwhile do not pass it on).
    return any(player in desk for player, _ in match.history[lifted[1] :])
