"""The Basari state's fields as one typed record (`BasariFields`), the constants that name its
phases, seats and cards, and `BarterInfo`. The rule modules (movement, scoring, action_phase,
checks) are functions over the record; `state.BasariState` owns one and answers the protocol;
`serialize` reads and writes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bazaar_engine.basari.data import Gems
from bazaar_engine.core.game import CHANCE

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


@dataclass(eq=False)
class BasariFields:
    """Everything a Basari position holds, as ints, lists of ints and tuples.

    Phases, seats, cards and reasons are the small ints named above; a seat's gems are four
    entries of `hands` from ``4 * seat`` (red, yellow, green, blue). The rule modules change
    the lists in place, so a copy (`copy`) copies each list.
    """

    players: int
    size: int  # archways on the board
    phase: int
    round: int  # 1, 2 or 3
    turn: int  # movement phases started
    # setup: the seat placing its start (from option first_player on, round the table);
    # movement: the seat to roll
    pending: int
    positions: list[int]  # each merchant's archway (NO_SEAT before setup)
    starts: list[int]  # each start disk's archway
    progress: list[int]  # distance moved this round (B9)
    points: list[int]
    hands: list[int]  # flat: seat * 4 + colour
    carpets: list[int]
    cards: list[int]  # secret choices of this action phase (NO_CARD, HIDDEN_CARD in views)
    revealed: list[int] | None  # the cards of the last reveal; replaced, never changed
    queue: list[tuple[int, int, int]]  # B12: (card, seat, other seat or NO_SEAT)
    actor: int  # whose Die action waits for its roll
    barter_card: int
    barter_a: int
    barter_b: int
    barter_reason: int
    offer: Gems | None
    offerer: int
    responder: int
    move_rolls: list[int]  # each seat's last movement roll (0 = none yet)
    action_rolls: list[int]  # Die action rolls of the last reveal (0 = none)
    waiting: tuple[int, ...]  # choose_cards: seats still to choose

    @classmethod
    def new(cls, players: int, size: int, first_player: int) -> BasariFields:
        """The position before setup: B6, 3 gems of each colour per seat, the rest on the
        carpets."""
        return cls(
            players=players,
            size=size,
            phase=PHASE_SETUP,
            round=1,
            turn=0,
            pending=first_player,
            positions=[NO_SEAT] * players,
            starts=[NO_SEAT] * players,
            progress=[0] * players,
            points=[0] * players,
            hands=[3] * (4 * players),
            carpets=[25 - 3 * players] * 4,
            cards=[NO_CARD] * players,
            revealed=None,
            queue=[],
            actor=NO_SEAT,
            barter_card=NO_CARD,
            barter_a=NO_SEAT,
            barter_b=NO_SEAT,
            barter_reason=REASON_MORE_POINTS,
            offer=None,
            offerer=NO_SEAT,
            responder=NO_SEAT,
            move_rolls=[0] * players,
            action_rolls=[0] * players,
            waiting=(),
        )

    def copy(self) -> BasariFields:
        """An independent copy (search clones states by the thousand: no generic deepcopy;
        built by the constructor, whose instances read their attributes fastest).
        `revealed` is replaced, never changed in place, so it may be shared."""
        return BasariFields(
            self.players,
            self.size,
            self.phase,
            self.round,
            self.turn,
            self.pending,
            self.positions[:],
            self.starts[:],
            self.progress[:],
            self.points[:],
            self.hands[:],
            self.carpets[:],
            self.cards[:],
            self.revealed,
            self.queue[:],
            self.actor,
            self.barter_card,
            self.barter_a,
            self.barter_b,
            self.barter_reason,
            self.offer,
            self.offerer,
            self.responder,
            self.move_rolls[:],
            self.action_rolls[:],
            self.waiting,
        )

    def gems(self, seat: int) -> Gems:
        """`seat`'s gems: (red, yellow, green, blue)."""
        hands, base = self.hands, 4 * seat
        return hands[base], hands[base + 1], hands[base + 2], hands[base + 3]
