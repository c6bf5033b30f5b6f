"""Replay: a match rebuilt from its decisions (cut short for undo and viewers, or stepped
through position by position), and a short human summary of one."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, Game, State
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves.fields import guard
from bazaar_engine.core.saves.records import SaveError


def replay(game: Game[Any], seats: list[Seat], history: list[tuple[int, Any]]) -> Match[Any]:
    match: Match[Any] = guard(lambda: Match(game, seats), "the game cannot be set up")
    for number, (player, action) in enumerate(history, start=1):
        guard(partial(match.apply, player, action), f"decision {number}")
    return match


def truncated(match: Match[Any], decisions: int) -> Match[Any]:
    """A new match replayed from `match`'s first `decisions` decisions (replay viewers, undo)."""
    if not 0 <= decisions <= len(match.history):
        raise SaveError(f"the match has no position after {decisions} decisions")
    copy = replay(match.game, match.seats, match.history[:decisions])
    copy.seed = match.seed
    return copy


def replay_steps(match: Match[Any]) -> Iterator[tuple[State[Any], list[Event]]]:
    """Every position of `match` in order, for a step-through viewer, in a single replay.

    Yields the initial state with no events, then after each decision an independent copy of
    the state and the events that decision produced. Raises `SaveError` if the history does
    not replay (it always does for a loaded match).
    """
    state = guard(lambda: match.game.new_initial_state(len(match.seats)), "the game")
    yield state.clone(), []
    for number, (player, action) in enumerate(match.history, start=1):
        events = guard(partial(state.apply, player, action), f"decision {number}")
        yield state.clone(), events


def describe(match: Match[Any]) -> str:
    """A short human summary: game, seats, decisions, and the result or whose turn it is."""
    state = match.state
    seat_texts = [
        f"{seat.name} ({f'bot, {seat.level}' if seat.is_bot else 'human'})" for seat in match.seats
    ]
    lines = [
        f"{match.game.name}: {len(match.seats)} players, {', '.join(seat_texts)}",
        f"{len(match.history)} decisions, turn {state.turn}",
    ]
    names = [seat.name for seat in match.seats]
    scores = ", ".join(
        f"{name} {_format_score(score)}" for name, score in zip(names, state.scores(), strict=True)
    )
    if match.is_over:
        winners = [names[seat] for seat in state.winners()]
        result = "shared win" if len(winners) > 1 else "winner"
        lines.append(f"Finished. Scores: {scores}. {result.capitalize()}: {' and '.join(winners)}")
    else:
        lines.append(f"In progress, waiting for {_waiting_for(state, names)}. Scores: {scores}")
    return "\n".join(lines)


def _waiting_for(state: State[Any], names: list[str]) -> str:
    players = state.current_players()
    if players == (CHANCE,):
        return "chance"
    return " and ".join(names[p] for p in players)


def _format_score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:.2f}"
