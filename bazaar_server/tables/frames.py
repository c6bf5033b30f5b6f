"""What one seat (or a spectator) is sent: built from the engine only, never the full state.

A seat's frame holds `state.view(seat).to_json()`, the events since its previous frame as that
seat may see them (`Event.seen_by`), and the table's public facts. A spectator (`seat` None)
gets the onlooker's view (`state.onlooker_view()`: only what every seat may know, no hand, no
chosen card), the public part of every event, and no choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from bazaar_engine import games
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, Game, State, view_of

if TYPE_CHECKING:  # the table imports this module to build its frames
    from bazaar_server.tables.live_table import LiveTable


class Sink(Protocol):
    """A connection as a table sees it: where it sits (None: watching) and how to send."""

    seat: int | None
    events_sent: int | None  # how many of the match's events it has been sent (None: none yet)

    def send(self, message: dict[str, Any]) -> None: ...


FIRST_EVENTS = 64  # the first frame after sitting carries at most this many past events


@dataclass(frozen=True)
class PublicFacts:
    """What every seat and spectator may know of the table now."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]  # "person" or "bot" (a person's seat handed to a bot is "bot")
    connected: tuple[bool, ...]
    host: int | None
    clock: dict[str, Any] | None
    levels: tuple[str | None, ...] = ()  # each seat played by a bot: its level (else None)
    stand_ins: tuple[int, ...] = ()  # the person seats the host handed to a bot
    waiting: tuple[int, ...] = ()  # the person seats not yet taken: the game has not started
    clock_moves: tuple[tuple[int, int], ...] = ()  # (decision index, seat) the clock decided

    def to_json(self, state: State[Any]) -> dict[str, Any]:
        # Until every person seat is taken nobody acts: a decision would be refused.
        to_act = [] if self.waiting else [s for s in state.current_players() if s != CHANCE]
        away = [
            i for i, kind in enumerate(self.kinds) if kind == "person" and not self.connected[i]
        ]
        return {
            "names": list(self.names),
            "kinds": list(self.kinds),
            "connected": list(self.connected),
            "away": away,
            "to_act": to_act,
            "over": state.is_terminal(),
            "host": self.host,
            "clock": self.clock,
            "levels": list(self.levels),
            "stand_ins": list(self.stand_ins),
            "waiting": list(self.waiting),
            "clock_moves": [list(move) for move in self.clock_moves],
            # At the end, what every seat may know: each seat's score as the game counts it
            # (points, money, penalty chips) and who shares the win.
            "results": {"scores": list(state.scores()), "winners": list(state.winners())}
            if state.is_terminal()
            else None,
        }


def seat_choices(rules: Game[Any], game: str, view: State[Any], seat: int) -> list[Any] | None:
    """What `seat` may decide now, each as `action_to_json`, worked out from its own view (so
    they tell nothing the view does not); None when it has no decision or they are unlisted."""
    if seat not in view.current_players() or view.is_terminal():
        return None
    if str(getattr(view, "phase", "")) in games.entry(game).unlisted_phases:
        return None  # too many to list (the game's entry says so): the engine judges one
    return [rules.action_to_json(action) for action in view.legal_actions(seat)]


def frame(
    *,
    table: str,
    rules: Game[Any],
    game: str,
    options: dict[str, Any],
    seat: int | None,
    n: int,
    state: State[Any],
    events: list[Event],
    public: dict[str, Any],
    can_undo: bool,
) -> dict[str, Any]:
    """The frame for `seat` (None: a spectator, shown the onlooker's view) of the real `state`
    after `n` decisions. `choices`: the seat's legal actions when it has a decision (a browser
    offers them); a spectator has none."""
    view = view_of(state, seat)
    return {
        "type": "frame",
        "table": table,
        "game": game,
        "options": options,
        "seat": seat,
        "n": n,
        "view": view.to_json(),
        "events": [event.seen_by(seat).to_json() for event in events],
        "public": public,
        "can_undo": can_undo,
        "choices": None
        if seat is None or public["waiting"]
        else seat_choices(rules, game, view, seat),
    }


def public_facts(table: LiveTable) -> dict[str, Any]:
    """The table's facts every seat and spectator may know now, as frames carry them."""
    seats = range(len(table.seats))
    bots = [table.plays_as_bot(i) for i in seats]  # once a frame's facts (profiled: hot)
    here = {sink.seat for sink in table.sinks}
    facts = PublicFacts(
        names=tuple(s["name"] for s in table.seats),
        kinds=tuple("bot" if bots[i] else "person" for i in seats),
        connected=tuple(bots[i] or i in here for i in seats),
        host=table.host,
        clock=table.clock.facts(),
        levels=tuple(table.level_of(i) if bots[i] else None for i in seats),
        stand_ins=tuple(i for i in seats if table.seats[i].get("bot_now")),
        waiting=tuple(i for i in seats if table.is_person(i) and not table.seats[i].get("taken")),
        clock_moves=tuple(table.clock_moves),
    )
    return facts.to_json(table.match.state)


def frame_for(table: LiveTable, sink: Sink, public: dict[str, Any]) -> dict[str, Any]:
    """`sink`'s next frame of `table`: the events since its last one (at most
    FIRST_EVENTS of the past in its first), counted as sent."""
    events = table.match.events
    start = sink.events_sent
    if start is None or start > len(events):  # first frame, or decisions taken back
        start = max(0, len(events) - FIRST_EVENTS) if start is None else len(events)
    sink.events_sent = len(events)
    seat = sink.seat
    return frame(
        table=table.id,
        rules=table.game,
        game=table.record.game,
        options=table.game.options,
        seat=seat,
        n=table.n,
        state=table.match.state,
        events=events[start:],
        public=public,
        can_undo=seat is not None and table.can_undo(seat),
    )
