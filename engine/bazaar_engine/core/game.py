"""The protocol every game implements (after OpenSpiel's python games).

A `Game` is a pure description: id, player counts, options and rules data. A `State` is a
mutable position of one game in progress. Who must decide next is `current_players()`:

* ``(CHANCE,)``  — a chance decision (die roll, card draw, price card). Its possible outcomes
  and their probabilities are `chance_outcomes()`; a driver samples one with a seeded RNG (or a
  test sets it) and applies it like any action, with ``player=CHANCE``. Cards are drawn as a
  chance choice among the cards still unseen, so no hidden deck order exists in any state.
* several seats  — a simultaneous decision (Basari's secret card). Each seat applies its
  choice separately; the state keeps them hidden from the other seats' views until all are in.
* one seat       — an ordinary decision.
* ``()``         — the game is over.

`legal_actions(player)` is the single source of truth. `apply` checks an action and raises
`IllegalAction` with a message a player understands, leaving the state untouched; it returns
the events the change produced. `apply_unchecked` is the fast path for search and rollouts: no
checks, no events.

`view(seat)` returns a copy with everything that seat may not know removed. Bots only ever see
views; `Game.determinize` fills a view's unknowns with a random assignment consistent with it.
`onlooker_view()` is the view of someone at no seat (a spectator): only what every seat may
know. Its `viewer` is `ONLOOKER`, which matches no seat, so whatever a game hides from "every
seat but the viewer" it hides from the onlooker from all seats; in JSON it is ``"onlooker"``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Generic, Self, TypeVar

from bazaar_engine.core.actions import action_from_json, action_to_json
from bazaar_engine.core.errors import DataError, IllegalAction, RefusalCode
from bazaar_engine.core.events import Event

CHANCE = -1
"""The pseudo-player who makes chance decisions."""

ONLOOKER = -2
"""The `viewer` of an onlooker's view: nobody's seat, so every seat's secrets are hidden."""
ONLOOKER_JSON = "onlooker"  # how `to_json` writes that viewer

Options = Mapping[str, Any]
A = TypeVar("A")


class State(ABC, Generic[A]):
    """A position in one game. Subclasses are plain data plus the rules that change it."""

    game: Game[A]
    num_players: int
    # The seat whose view this is, ONLOOKER for a spectator's, or None for the full state.
    viewer: int | None = None

    # --- whose decision -------------------------------------------------------------------
    @abstractmethod
    def current_players(self) -> tuple[int, ...]:
        """Seats that must decide now; ``(CHANCE,)`` at a chance node; ``()`` when over."""

    def is_terminal(self) -> bool:
        return not self.current_players()

    def is_chance_node(self) -> bool:
        return self.current_players() == (CHANCE,)

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[A, float]]:
        """At a chance node: every possible outcome with its probability (summing to 1)."""

    def sample_chance(self, rng: random.Random) -> A:
        """One chance outcome drawn with the right probabilities (games may do this faster)."""
        outcomes = self.chance_outcomes()
        pick = rng.random()
        acc = 0.0
        for action, p in outcomes:
            acc += p
            if pick < acc:
                return action
        return outcomes[-1][0]

    # --- decisions ------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, player: int) -> list[A]:
        """Every action `player` may take now (empty if it is not their decision)."""

    def check(self, player: int, action: A) -> None:
        """Raise `IllegalAction` saying why `action` is not allowed; games give better reasons."""
        if player not in self.current_players():
            raise self._not_your_turn(player)
        if player == CHANCE:
            if all(action != outcome or p <= 0 for outcome, p in self.chance_outcomes()):
                raise IllegalAction(
                    RefusalCode.IMPOSSIBLE_CHANCE_OUTCOME, "that chance outcome cannot happen now"
                )
            return
        if action not in self.legal_actions(player):
            raise IllegalAction(RefusalCode.MOVE_NOT_ALLOWED, "that move is not allowed now")

    def _not_your_turn(self, player: int) -> IllegalAction:
        """The refusal for a decision by `player` when it is not theirs to make."""
        if self.is_terminal():
            return IllegalAction(RefusalCode.GAME_OVER, "the game is over")
        if player == CHANCE:
            return IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")
        return IllegalAction(
            RefusalCode.NOT_YOUR_DECISION,
            f"it is not player {player + 1}'s decision now",
            seat=player,
        )

    def random_action(self, player: int, rng: random.Random) -> A:
        """A uniformly random legal action (games may sample large spaces without listing)."""
        return rng.choice(self.legal_actions(player))

    def apply(self, player: int, action: A) -> list[Event]:
        """Check `action` for `player` and carry it out; returns the events it produced (the
        log, animations and replays are built from them).

        Raises `IllegalAction` (a `ValueError` with a `RefusalCode` and params) when the rules
        do not allow it, a seat's view included (views are for looking, not for playing); the
        state is then exactly as it was."""
        if self.viewer is not None:
            raise IllegalAction(
                RefusalCode.VIEW_NOT_PLAYABLE,
                "a player's view cannot be played on; use the real game",
            )
        self.check(player, action)
        events: list[Event] = []
        self._apply(player, action, events)
        return events

    def apply_unchecked(self, player: int, action: A) -> None:
        """The fast path: no checks, no events. Only for actions known to be legal."""
        self._apply(player, action, None)

    @abstractmethod
    def _apply(self, player: int, action: A, events: list[Event] | None) -> None:
        """Carry out a legal action; append events when `events` is not None."""

    # --- results --------------------------------------------------------------------------
    @abstractmethod
    def scores(self) -> tuple[float, ...]:
        """Each seat's score as the game counts it (points, money, or penalty chips)."""

    def standings(self) -> tuple[float, ...]:
        """How each seat stands now, as the chart across the game plots it (public: no hidden
        card counts); the scores, unless the game says otherwise."""
        return self.scores()

    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """At the end: the seats that share the win. Before the end: ()."""

    def returns(self) -> tuple[float, ...]:
        """For search: 1/k for each of k winners, 0 for the others (0s before the end)."""
        won = self.winners()
        return tuple((1.0 / len(won) if seat in won else 0.0) for seat in range(self.num_players))

    @property
    @abstractmethod
    def turn(self) -> int:
        """How many turns (game-specific: rounds of play) have been started."""

    # --- information ----------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int) -> Self:
        """A copy holding only what `seat` may know (others' secrets removed)."""

    @abstractmethod
    def onlooker_view(self) -> Self:
        """A copy holding only what every seat may know (a spectator's): `viewer` is
        `ONLOOKER`. Taken from the full state (or an onlooker's view); it round-trips through
        `to_json` and `Game.state_from_json`, and `Game.determinize` fills it in."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy."""

    # --- persistence ----------------------------------------------------------------------
    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """Plain JSON data from which `Game.state_from_json` rebuilds an equal state."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


class Game(ABC, Generic[A]):
    """A game's description: everything needed to start and to (de)serialise its states."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    action_types: ClassVar[tuple[type[Any], ...]]

    def __init__(self, options: Options | None = None) -> None:
        self.options: dict[str, Any] = self.validate_options(dict(options or {}))

    @classmethod
    @abstractmethod
    def default_options(cls) -> dict[str, Any]:
        """The options a new game starts with (all JSON values)."""

    def validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Fill in defaults and refuse unknown or bad options with a `DataError`."""
        defaults = self.default_options()
        unknown = set(options) - set(defaults)
        if unknown:
            raise DataError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        merged = {**defaults, **options}
        for key, value in merged.items():
            default = defaults[key]
            if default is not None and type(value) is not type(default):
                raise DataError(f"option {key!r} must be {type(default).__name__}")
        return merged

    @abstractmethod
    def new_initial_state(self, num_players: int) -> State[A]:
        """The state before any decision (setup chance decisions included)."""

    def check_player_count(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise DataError(
                f"{self.name} is for {self.min_players} to {self.max_players} players, "
                f"not {num_players}"
            )

    @abstractmethod
    def state_from_json(self, data: object) -> State[A]:
        """Rebuild a state from `State.to_json` output; refuse bad data with `DataError`."""

    @abstractmethod
    def determinize(self, view: State[A], rng: random.Random) -> State[A]:
        """A full state consistent with `view`, its hidden parts filled in at random."""

    def action_to_json(self, action: A) -> dict[str, Any]:
        return action_to_json(action)

    def action_from_json(self, data: object) -> A:
        decoded: A = action_from_json(data, self.action_types)
        return decoded

    def rules_data_version(self) -> str:
        """A fingerprint of the rules data in use (board, chart, deck), recorded in saves."""
        return "1"


def view_of(state: State[A], seat: int | None) -> State[A]:
    """What `seat` may know of `state`: its view, or for None (a spectator) the onlooker's."""
    return state.onlooker_view() if seat is None else state.view(seat)


def viewer_to_json(viewer: int | None) -> int | str | None:
    """A state's `viewer` as its JSON holds it: a seat number, "onlooker" or null."""
    return ONLOOKER_JSON if viewer == ONLOOKER else viewer


def viewer_from_json(value: object, num_players: int, what: str) -> int | None:
    """A state's `viewer` read back from JSON (`viewer_to_json`); `DataError` naming `what`
    (the game's state) if it is none of a seat number, "onlooker" or null."""
    if value is None:
        return None
    if value == ONLOOKER_JSON:
        return ONLOOKER
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < num_players:
        raise DataError(
            f"{what}: 'viewer' must be a seat number from 0 to {num_players - 1}, "
            f'"{ONLOOKER_JSON}" or null'
        )
    return value


def play_random_game(state: State[A], rng: random.Random, *, checked: bool) -> State[A]:
    """Play uniformly random legal moves to the end (used by tests, the simulator, benches)."""
    while True:
        players = state.current_players()
        if not players:
            return state
        player = players[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        if checked:
            state.apply(player, action)
        else:
            state.apply_unchecked(player, action)


def replay(game: Game[A], num_players: int, history: Sequence[tuple[int, A]]) -> State[A]:
    """Rebuild a state from its decision history, checking every decision.

    Raises `IllegalAction` naming the decision number that does not fit.
    """
    state = game.new_initial_state(num_players)
    for number, (player, action) in enumerate(history, start=1):
        try:
            state.apply(player, action)
        except IllegalAction as exc:
            raise IllegalAction(
                exc.code, f"decision {number}: {exc}", **exc.params, decision=number
            ) from exc
    return state


def rematch_options(options: dict[str, Any], num_players: int) -> dict[str, Any]:
    """Play again's options: the same, but the next player starts (the first-player option
    moves on one seat; -1, chance draws, stays). Local play and the table server share it."""
    moved = dict(options)
    first = moved.get("first_player")
    if isinstance(first, int) and not isinstance(first, bool) and first >= 0 and num_players:
        moved["first_player"] = (first + 1) % num_players
    return moved
