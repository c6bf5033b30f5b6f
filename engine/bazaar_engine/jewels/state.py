"""`JewelsState`: one game of Jewel Bazaar in progress.

Nothing is hidden from anybody: prices, stock, money, jewels and which price cards remain are
public (the order of the remaining cards does not exist: each reveal is a chance choice among
them). A round is: reveal a price card (chance, J7), then one `Trade` per player from the
round's first player clockwise (J8, J14). After round 27 everything is sold at 10 (J16).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final, Self

from bazaar_engine.core.errors import IllegalAction, RefusalCode
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE, ONLOOKER, State
from bazaar_engine.jewels.actions import ChooseFirstPlayer, RevealPrice, Trade
from bazaar_engine.jewels.cards import NUM_CARDS, NUM_KINDS, card_changes
from bazaar_engine.jewels.rounds import choose_first_player, reveal, trade
from bazaar_engine.jewels.rules import legal_trades, purchase_possible, sample_trade, trade_problem
from bazaar_engine.jewels.state_fields import (
    OVER,
    PHASE_NAMES,
    REVEAL,
    SETUP,
    TRADE,
    JewelsFields,
)

if TYPE_CHECKING:
    from bazaar_engine.jewels.game import JewelsGame

JewelsAction = ChooseFirstPlayer | RevealPrice | Trade

_CHANCE_ONLY: Final = (CHANCE,)
_REVEALS: Final = tuple(RevealPrice(card) for card in range(NUM_CARDS))


class JewelsState(State[JewelsAction]):
    game: JewelsGame

    def __init__(
        self,
        game: JewelsGame,
        num_players: int,
        first_player: int | None,
        fields: JewelsFields | None = None,
    ) -> None:
        """A new game (`first_player` None: chance draws it, J6), or the position `fields`
        holds (see `serialize`)."""
        self.game = game
        self.num_players = num_players
        self.viewer = None
        if fields is None:
            fields = JewelsFields.new(num_players, game.options["stock"], first_player)
        # The position, changed in place by `rounds`; read it, never write it.
        self.fields = fields

    # --- read-only helpers for the GUI and bots -------------------------------------------
    @property
    def start_stock(self) -> int:
        """Jewels of each kind in the bazaar at the start (option stock)."""
        return self.fields.start_stock

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self.fields.phase]

    @property
    def prices(self) -> tuple[int, int, int]:
        prices = self.fields.prices
        return prices[0], prices[1], prices[2]

    @property
    def stock(self) -> tuple[int, int, int]:
        stock = self.fields.stock
        return stock[0], stock[1], stock[2]

    @property
    def money(self) -> tuple[int, ...]:
        return tuple(self.fields.money)

    def holdings(self, seat: int) -> tuple[int, int, int]:
        return self.fields.holdings(seat)

    def jewel_count(self, seat: int) -> int:
        return sum(self.holdings(seat))

    @property
    def remaining_cards(self) -> list[int]:
        """Indices of the price cards not yet revealed, ascending (see `card_changes`)."""
        return list(self.fields.remaining)

    @property
    def revealed_cards(self) -> list[int]:
        """Indices of the price cards revealed so far, in the order they came up."""
        return list(self.fields.revealed)

    @staticmethod
    def card_changes(card: int) -> tuple[int, int, int]:
        """The (sapphire, ruby, emerald) price changes of card index `card`."""
        return card_changes(card)

    @property
    def round_number(self) -> int:
        """The round in progress, 1..27; a round begins with its price card (J7)."""
        return self.fields.round

    @property
    def first_player(self) -> int | None:
        """This round's first player (J15); None until chance has drawn it at setup."""
        first = self.fields.first
        return None if first < 0 else first

    @property
    def player_to_move(self) -> int | None:
        """The seat whose trade it is, or None at a chance decision or after the end."""
        f = self.fields
        if f.phase != TRADE:
            return None
        return (f.first + f.traded) % f.players

    def must_buy(self, seat: int) -> bool:
        """J13: whether `seat`, trading now, would have to buy (some purchase is possible)."""
        f = self.fields
        return purchase_possible(f.holdings(seat), f.money[seat], f.prices, f.stock)

    # --- whose decision -------------------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        f = self.fields
        phase = f.phase
        if phase == TRADE:
            return ((f.first + f.traded) % f.players,)
        if phase == OVER:
            return ()
        return _CHANCE_ONLY

    def chance_outcomes(self) -> list[tuple[JewelsAction, float]]:
        if self.fields.phase == SETUP:
            p = 1.0 / self.num_players
            return [(ChooseFirstPlayer(seat), p) for seat in range(self.num_players)]
        if self.fields.phase == REVEAL:
            remaining = self.fields.remaining
            p = 1.0 / len(remaining)
            return [(_REVEALS[card], p) for card in remaining]
        return []

    def sample_chance(self, rng: random.Random) -> JewelsAction:
        phase = self.fields.phase
        if phase == REVEAL:
            remaining = self.fields.remaining
            return _REVEALS[remaining[int(rng.random() * len(remaining))]]
        if phase == SETUP:
            return ChooseFirstPlayer(int(rng.random() * self.num_players))
        raise IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")

    # --- decisions ------------------------------------------------------------------------
    def legal_actions(self, player: int) -> list[JewelsAction]:
        if player not in self.current_players():
            return []
        if player == CHANCE:
            return [action for action, _ in self.chance_outcomes()]
        f = self.fields
        trades = legal_trades(f.holdings(player), f.money[player], f.prices, f.stock)
        return [Trade(sell, buy) for sell, buy in trades]

    def check(self, player: int, action: JewelsAction) -> None:
        if player not in self.current_players():
            raise self._not_your_turn(player)
        if player == CHANCE:
            self._check_chance(action)
            return
        if not isinstance(action, Trade):
            raise IllegalAction(
                RefusalCode.TRADE_ON_YOUR_TURN, "on your turn you trade: sell and then buy jewels"
            )
        if not (_is_counts(action.sell) and _is_counts(action.buy)):
            raise IllegalAction(
                RefusalCode.TRADE_NAMES_THREE_KINDS,
                "a trade names how many of each of the three kinds",
            )
        f = self.fields
        position = (f.holdings(player), f.money[player], f.prices, f.stock)
        problem = trade_problem(*position, action.sell, action.buy)
        if problem is not None:
            raise problem

    def _check_chance(self, action: JewelsAction) -> None:
        if self.fields.phase == SETUP:
            if not isinstance(action, ChooseFirstPlayer):
                raise IllegalAction(
                    RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW, "the first player must be drawn now"
                )
            if not (_is_int(action.seat) and 0 <= action.seat < self.num_players):
                raise IllegalAction(
                    RefusalCode.NO_SUCH_SEAT,
                    f"there is no seat {action.seat!r} in this game",
                    value=repr(action.seat)[:20],
                )
            return
        if not isinstance(action, RevealPrice):
            raise IllegalAction(
                RefusalCode.PRICE_CARD_IS_REVEALED_NOW, "a price card must be revealed now"
            )
        if not (_is_int(action.card) and 0 <= action.card < NUM_CARDS):
            raise IllegalAction(
                RefusalCode.NO_SUCH_PRICE_CARD,
                f"there is no price card {action.card!r}",
                value=repr(action.card)[:20],
            )
        if action.card not in self.fields.remaining:
            raise IllegalAction(
                RefusalCode.PRICE_CARD_ALREADY_REVEALED,
                f"price card {action.card} has already been revealed",
                price_card=action.card,
            )

    def random_action(self, player: int, rng: random.Random) -> JewelsAction:
        """A random legal action, fast; trades are not all equally likely (see sample_trade)."""
        if player not in self.current_players():
            raise self._not_your_turn(player)
        if player == CHANCE:
            return self.sample_chance(rng)
        base = player * NUM_KINDS
        f = self.fields
        held = f.held[base : base + NUM_KINDS]
        sell, buy = sample_trade(held, f.money[player], f.prices, f.stock, rng)
        return Trade(sell, buy)

    # --- changes --------------------------------------------------------------------------
    def _apply(self, player: int, action: JewelsAction, events: list[Event] | None = None) -> None:
        if isinstance(action, Trade):
            trade(self.fields, player, action.sell, action.buy, events)
        elif isinstance(action, RevealPrice):
            reveal(self.fields, action.card, events)
        else:
            choose_first_player(self.fields, action.seat, events)

    # The fast path is `_apply` without events; aliased to save a call per decision.
    apply_unchecked = _apply

    # --- results --------------------------------------------------------------------------
    def scores(self) -> tuple[float, ...]:
        """Each seat's money (after the final sale once the game is over)."""
        return tuple(self.fields.money)

    def standings(self) -> tuple[float, ...]:
        """What each seat is worth now: money plus its jewels at this round's prices (all
        public). Once the game is over every jewel has been sold: the money that decides."""
        prices = self.prices
        return tuple(
            float(money + sum(c * p for c, p in zip(self.holdings(seat), prices, strict=True)))
            for seat, money in enumerate(self.fields.money)
        )

    def winners(self) -> tuple[int, ...]:
        return self.fields.winners()

    @property
    def turn(self) -> int:
        return self.fields.round

    # --- information ----------------------------------------------------------------------
    def view(self, seat: int) -> Self:
        """Nothing is secret in Jewel Bazaar: a view is a full copy that knows its viewer."""
        if not 0 <= seat < self.num_players:
            raise ValueError(f"there is no seat {seat} in this game")
        copy = self.clone()
        copy.viewer = seat
        return copy

    def onlooker_view(self) -> Self:
        """Nothing is secret: a full copy that knows it is an onlooker's."""
        copy = self.clone()
        copy.viewer = ONLOOKER
        return copy

    def clone(self) -> Self:
        copy = object.__new__(type(self))
        # Set one by one, not by `__dict__.update`: an object whose `__dict__` was never
        # asked for keeps its attributes inline, and search reads them faster.
        copy.game = self.game
        copy.num_players = self.num_players
        copy.viewer = self.viewer
        copy.fields = self.fields.copy()
        return copy

    # --- persistence ----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (it imports state)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_counts(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == NUM_KINDS and all(map(_is_int, value))
