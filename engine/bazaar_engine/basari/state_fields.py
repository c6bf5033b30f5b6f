"""The Basari state's fields and what anybody may read of them: the constants that name
phases, seats and cards, `BarterInfo`, and the read-only properties for GUIs and bots. The
rules that change the fields are the layers above (movement, scoring, action_phase, state).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bazaar_engine.basari.actions import (
    CARD_NAMES,
    BasariAction,
)
from bazaar_engine.basari.data import Board, Gems
from bazaar_engine.core.game import CHANCE, State

if TYPE_CHECKING:
    from bazaar_engine.basari.game import BasariGame

PHASE_SETUP, PHASE_MOVE, PHASE_CHOOSE, PHASE_DIE, PHASE_ROLL_OFF, PHASE_BARTER, PHASE_OVER = range(
    7
)
PHASE_NAMES = ("setup", "movement", "choose_cards", "die_action", "roll_off", "barter", "game_over")

NO_SEAT = -1
NO_CARD = -1
HIDDEN_CARD = -2  # in a view: this seat has chosen, but the viewer may not know what (B10)

# Why a seat is player A in a barter (B17); "tied" = the roll-off is still to come.
REASON_MORE_POINTS, REASON_ROLL_OFF, REASON_TIED = range(3)
REASON_NAMES = ("more_points", "roll_off", "tied")

CHANCE_ONLY = (CHANCE,)
SEAT_TUPLES = tuple((seat,) for seat in range(4))
TIE_BREAK_NAMES = ("points", "gems", "red", "yellow", "green", "blue")
TIE_BREAK_WORDS = (
    "most points",
    "most gems in total",
    "most red gems",
    "most yellow gems",
    "most green gems",
    "most blue gems",
)


@dataclass(frozen=True)
class BarterInfo:
    """The barter in progress (read-only, for GUIs and bots)."""

    card: str
    seats: tuple[int, int]  # the two seats that chose `card`
    a: int | None  # player A (B17); None while the roll-off is still to come
    b: int | None
    reason: str  # "more_points", "roll_off" or "tied" (roll-off pending)
    offer: Gems | None  # the offer on the table; None before A's opening offer
    offerer: int | None
    responder: int | None  # who must answer now (A for the opening offer)


class BasariFields(State[BasariAction]):
    """The plain lists of ints of a Basari position, and read-only views of them."""

    game: BasariGame

    def __init__(self, game: BasariGame, num_players: int) -> None:
        self.game = game
        self.num_players = num_players
        self.viewer = None
        self._size = game.board.size
        self._phase = PHASE_SETUP
        self._round = 1
        self._turn = 0
        # setup: the seat placing its start (from option first_player on, round the table);
        # movement: the seat to roll
        self._pending: int = game.options["first_player"]
        self._positions = [NO_SEAT] * num_players
        self._starts = [NO_SEAT] * num_players
        self._progress = [0] * num_players  # distance moved this round (B9)
        self._points = [0] * num_players
        # B6: 3 gems of each colour per seat, the rest on the carpets. Flat: seat*4 + colour.
        self._hands = [3] * (4 * num_players)
        self._carpets = [25 - 3 * num_players] * 4
        self._cards = [NO_CARD] * num_players  # secret choices of this action phase
        self._revealed: list[int] | None = None  # the cards of the last reveal
        self._queue: list[tuple[int, int, int]] = []  # (card, seat, other seat or NO_SEAT)
        self._actor = NO_SEAT  # whose Die action waits for its roll
        self._barter_card = NO_CARD
        self._barter_a = NO_SEAT
        self._barter_b = NO_SEAT
        self._barter_reason = REASON_MORE_POINTS
        self._offer: Gems | None = None
        self._offerer = NO_SEAT
        self._responder = NO_SEAT
        self._move_rolls = [0] * num_players  # each seat's last movement roll (0 = none yet)
        self._action_rolls = [0] * num_players  # Die action rolls of the last reveal (0 = none)
        self._waiting: tuple[int, ...] = ()  # choose_cards: seats still to choose

    @property
    def turn(self) -> int:
        """Movement phases started."""
        return self._turn

    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def round_number(self) -> int:
        """1, 2 or 3 (stays 3 once the game is over)."""
        return self._round

    @property
    def positions(self) -> tuple[int, ...]:
        """Each merchant's archway (-1 while not yet placed)."""
        return tuple(self._positions)

    @property
    def start_disks(self) -> tuple[int, ...]:
        return tuple(self._starts)

    @property
    def lap_progress(self) -> tuple[int, ...]:
        """Archways moved this round per seat; a lap is complete at `board.size` (B9)."""
        return tuple(self._progress)

    @property
    def laps_completed(self) -> tuple[bool, ...]:
        return tuple(done >= self._size for done in self._progress)

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(self._points)

    def gems(self, seat: int) -> Gems:
        hands, base = self._hands, 4 * seat
        return hands[base], hands[base + 1], hands[base + 2], hands[base + 3]

    @property
    def all_gems(self) -> tuple[Gems, ...]:
        return tuple(self.gems(seat) for seat in range(self.num_players))

    @property
    def carpets(self) -> Gems:
        carpets = self._carpets
        return carpets[0], carpets[1], carpets[2], carpets[3]

    def scores(self) -> tuple[float, ...]:
        return tuple(float(points) for points in self._points)

    def has_chosen(self, seat: int) -> bool:
        """Whether `seat` has chosen its card in the current action phase (public)."""
        return self._phase == PHASE_CHOOSE and self._cards[seat] != NO_CARD

    def chosen_card(self, seat: int) -> str | None:
        """The card `seat` chose before the reveal, if this state may know it."""
        card = self._cards[seat] if self._phase == PHASE_CHOOSE else NO_CARD
        return CARD_NAMES[card] if card >= 0 else None

    @property
    def revealed_cards(self) -> tuple[str, ...] | None:
        """The cards of the last reveal (None before the first)."""
        if self._revealed is None:
            return None
        return tuple(CARD_NAMES[card] for card in self._revealed)

    @property
    def pending_actions(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """What remains of this action phase's B12 queue: (card, seats) in order."""
        return tuple(
            (CARD_NAMES[card], (a,) if b == NO_SEAT else (a, b)) for card, a, b in self._queue
        )

    @property
    def barter(self) -> BarterInfo | None:
        if self._phase not in (PHASE_BARTER, PHASE_ROLL_OFF):
            return None
        tied = self._phase == PHASE_ROLL_OFF
        a, b = self._barter_a, self._barter_b
        return BarterInfo(
            card=CARD_NAMES[self._barter_card],
            seats=(min(a, b), max(a, b)),
            a=None if tied else a,
            b=None if tied else b,
            reason=REASON_NAMES[self._barter_reason],
            offer=self._offer,
            offerer=None if self._offerer == NO_SEAT else self._offerer,
            responder=None if tied else self._responder,
        )

    @property
    def die_roller(self) -> int | None:
        """The seat whose die is about to be rolled (movement or Die action), if any."""
        if self._phase == PHASE_MOVE:
            return self._pending
        if self._phase == PHASE_DIE:
            return self._actor
        return None

    @property
    def movement_rolls(self) -> tuple[int, ...]:
        """Each seat's latest movement roll (0 = none yet); `die_roller` says who rolls next."""
        return tuple(self._move_rolls)

    @property
    def action_rolls(self) -> tuple[int, ...]:
        """The Die action rolls of the last action phase, per seat (0 = none)."""
        return tuple(self._action_rolls)
