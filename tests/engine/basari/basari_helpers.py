"""Helpers for Basari scenario tests (imported by the test files next to this one).

Positions are built by playing decisions. Where a test needs a position that would take many
turns to reach (a player with no gems, 31 archways moved, round 3), `edit` changes fields of
the state's JSON and rebuilds it through `BasariGame.state_from_json`, so an edited state has
passed every check a save file must pass. Chance outcomes are always set explicitly.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.basari import BasariGame, BasariState, ChooseCard, ChooseStart, RollDie
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE

GAME = BasariGame()
SIZE = GAME.board.size  # 32 archways in the default layout


def started(players: int = 4, starts: list[int] | None = None) -> BasariState:
    """A game whose setup is done: every seat placed (default: all on archway 0)."""
    state = GAME.new_initial_state(players)
    for seat, archway in enumerate(starts or [0] * players):
        state.apply(seat, ChooseStart(archway))
    return state


def roll(state: BasariState, *values: int) -> list[Event]:
    """Apply chance die rolls with these values, in order."""
    events: list[Event] = []
    for value in values:
        events += state.apply(CHANCE, RollDie(value))
    return events


def choose(state: BasariState, *cards: str) -> list[Event]:
    """Every seat, in seat order, chooses the given card."""
    events: list[Event] = []
    for seat, card in enumerate(cards):
        events += state.apply(seat, ChooseCard(card))
    return events


def edit(state: BasariState, **fields: Any) -> BasariState:
    """A copy of `state` with some JSON fields replaced (validated like a save)."""
    data = state.to_json()
    data.update(fields)
    return GAME.state_from_json(data)


def with_gems(state: BasariState, gems: dict[int, tuple[int, int, int, int]]) -> BasariState:
    """Give seats these gems; the carpets make up the difference (100 gems stay in play)."""
    data = state.to_json()
    for seat, hand in gems.items():
        for colour in range(4):
            data["carpets"][colour] += data["gems"][seat][colour] - hand[colour]
        data["gems"][seat] = list(hand)
    return GAME.state_from_json(data)


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [event for event in events if event.kind == kind]
