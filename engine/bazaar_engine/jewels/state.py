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
from bazaar_engine.jewels.cards import (
    CARDS,
    FINAL_PRICE,
    MIN_PRICE,
    NUM_CARDS,
    NUM_KINDS,
    NUM_ROUNDS,
    START_MONEY,
    START_PRICE,
    card_changes,
)
from bazaar_engine.jewels.rules import legal_trades, purchase_possible, sample_trade, trade_problem

if TYPE_CHECKING:
    from bazaar_engine.jewels.game import JewelsGame

JewelsAction = ChooseFirstPlayer | RevealPrice | Trade

# Phases of play: who decides next.
SETUP: Final = 0  # chance draws the first player (option first_player = -1)
REVEAL: Final = 1  # chance reveals the round's price card
TRADE: Final = 2  # a player trades
OVER: Final = 3
PHASE_NAMES: Final = ("setup", "reveal", "trade", "over")

_CHANCE_ONLY: Final = (CHANCE,)
_REVEALS: Final = tuple(RevealPrice(card) for card in range(NUM_CARDS))


class JewelsState(State[JewelsAction]):
    game: JewelsGame

    def __init__(self, game: JewelsGame, num_players: int, first_player: int | None) -> None:
        """A new game; `first_player` None means chance draws it (J6)."""
        self.game = game
        self.num_players = num_players
        self.viewer = None
        self.start_stock: int = game.options["stock"]
        self._phase: int = SETUP if first_player is None else REVEAL
        self._round = 1
        self._first = -1 if first_player is None else first_player
        self._traded = 0  # players who have traded this round
        self._prices = [START_PRICE] * NUM_KINDS
        self._stock = [self.start_stock] * NUM_KINDS
        self._money = [START_MONEY] * num_players
        self._held = [0] * (NUM_KINDS * num_players)  # seat s, kind k at s * 3 + k
        self._remaining = list(range(NUM_CARDS))  # sorted: a set, never an order
        self._revealed: list[int] = []  # in the order they came up (public)

    # --- read-only helpers for the GUI and bots -------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def prices(self) -> tuple[int, int, int]:
        return self._prices[0], self._prices[1], self._prices[2]

    @property
    def stock(self) -> tuple[int, int, int]:
        return self._stock[0], self._stock[1], self._stock[2]

    @property
    def money(self) -> tuple[int, ...]:
        return tuple(self._money)

    def holdings(self, seat: int) -> tuple[int, int, int]:
        base = seat * NUM_KINDS
        return self._held[base], self._held[base + 1], self._held[base + 2]

    def jewel_count(self, seat: int) -> int:
        return sum(self.holdings(seat))

    @property
    def remaining_cards(self) -> list[int]:
        """Indices of the price cards not yet revealed, ascending (see `card_changes`)."""
        return list(self._remaining)

    @property
    def revealed_cards(self) -> list[int]:
        """Indices of the price cards revealed so far, in the order they came up."""
        return list(self._revealed)

    @staticmethod
    def card_changes(card: int) -> tuple[int, int, int]:
        """The (sapphire, ruby, emerald) price changes of card index `card`."""
        return card_changes(card)

    @property
    def round_number(self) -> int:
        """The round in progress, 1..27; a round begins with its price card (J7)."""
        return self._round

    @property
    def first_player(self) -> int | None:
        """This round's first player (J15); None until chance has drawn it at setup."""
        return None if self._first < 0 else self._first

    @property
    def player_to_move(self) -> int | None:
        """The seat whose trade it is, or None at a chance decision or after the end."""
        if self._phase != TRADE:
            return None
        return (self._first + self._traded) % self.num_players

    def must_buy(self, seat: int) -> bool:
        """J13: whether `seat`, trading now, would have to buy (some purchase is possible)."""
        return purchase_possible(self.holdings(seat), self._money[seat], self._prices, self._stock)

    # --- whose decision -------------------------------------------------------------------
    def current_players(self) -> tuple[int, ...]:
        phase = self._phase
        if phase == TRADE:
            return ((self._first + self._traded) % self.num_players,)
        if phase == OVER:
            return ()
        return _CHANCE_ONLY

    def chance_outcomes(self) -> list[tuple[JewelsAction, float]]:
        if self._phase == SETUP:
            p = 1.0 / self.num_players
            return [(ChooseFirstPlayer(seat), p) for seat in range(self.num_players)]
        if self._phase == REVEAL:
            p = 1.0 / len(self._remaining)
            return [(_REVEALS[card], p) for card in self._remaining]
        return []

    def sample_chance(self, rng: random.Random) -> JewelsAction:
        if self._phase == REVEAL:
            remaining = self._remaining
            return _REVEALS[remaining[int(rng.random() * len(remaining))]]
        if self._phase == SETUP:
            return ChooseFirstPlayer(int(rng.random() * self.num_players))
        raise IllegalAction(RefusalCode.NOT_A_CHANCE_DECISION, "this is not a chance decision")

    # --- decisions ------------------------------------------------------------------------
    def legal_actions(self, player: int) -> list[JewelsAction]:
        if player not in self.current_players():
            return []
        if player == CHANCE:
            return [action for action, _ in self.chance_outcomes()]
        trades = legal_trades(self.holdings(player), self._money[player], self._prices, self._stock)
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
        position = (self.holdings(player), self._money[player], self._prices, self._stock)
        problem = trade_problem(*position, action.sell, action.buy)
        if problem is not None:
            raise problem

    def _check_chance(self, action: JewelsAction) -> None:
        if self._phase == SETUP:
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
        if action.card not in self._remaining:
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
        held = self._held[base : base + NUM_KINDS]
        sell, buy = sample_trade(held, self._money[player], self._prices, self._stock, rng)
        return Trade(sell, buy)

    # --- changes --------------------------------------------------------------------------
    def _apply(self, player: int, action: JewelsAction, events: list[Event] | None) -> None:
        if isinstance(action, Trade):
            self._trade(player, action.sell, action.buy, events)
        elif isinstance(action, RevealPrice):
            self._reveal(action.card, events)
        else:
            self._first = action.seat
            self._phase = REVEAL
            if events is not None:
                events.append(Event("first_player_chosen", action.seat, {"seat": action.seat}))

    def _reveal(self, card: int, events: list[Event] | None) -> None:
        """J7: turn up a price card and move the prices, never below 1."""
        self._remaining.remove(card)
        self._revealed.append(card)
        prices = self._prices
        changes = CARDS[card]
        for kind in range(NUM_KINDS):
            prices[kind] = max(MIN_PRICE, prices[kind] + changes[kind])
        self._phase = TRADE
        self._traded = 0
        if events is not None:
            first = self._first
            events.append(
                Event("round_started", first, {"round": self._round, "first_player": first})
            )
            data = {"round": self._round, "card": card, "changes": list(changes)}
            events.append(Event("price_revealed", None, {**data, "prices": list(prices)}))

    def _trade(
        self, player: int, sell: tuple[int, ...], buy: tuple[int, ...], events: list[Event] | None
    ) -> None:
        """J9, J14: sales first (jewels back to the stock), then purchases."""
        held = self._held
        stock = self._stock
        prices = self._prices
        base = player * NUM_KINDS
        change = 0
        for kind in range(NUM_KINDS):
            count = buy[kind] - sell[kind]  # J11: at most one of the two is non-zero
            if count:
                held[base + kind] += count
                stock[kind] -= count
                change -= count * prices[kind]
        self._money[player] += change
        if events is not None:
            events.append(self._trade_event(player, sell, buy))
        self._traded += 1
        if self._traded == self.num_players:
            self._end_round(events)

    def _trade_event(self, player: int, sell: tuple[int, ...], buy: tuple[int, ...]) -> Event:
        prices = self._prices
        data = {
            "round": self._round,
            "sold": list(sell),
            "bought": list(buy),
            "received": sum(s * p for s, p in zip(sell, prices, strict=True)),
            "paid": sum(b * p for b, p in zip(buy, prices, strict=True)),
            "money": self._money[player],
        }
        return Event("trade_made", player, data)

    def _end_round(self, events: list[Event] | None) -> None:
        if self._round == NUM_ROUNDS:  # J16
            self._final_sale(events)
            return
        self._round += 1
        self._first = (self._first + 1) % self.num_players  # J15
        self._traded = 0
        self._phase = REVEAL

    def _final_sale(self, events: list[Event] | None) -> None:
        """J16: every jewel is worth 10 again and everybody sells everything."""
        self._prices = [FINAL_PRICE] * NUM_KINDS
        held = self._held
        for seat in range(self.num_players):
            base = seat * NUM_KINDS
            sold = held[base : base + NUM_KINDS]
            received = FINAL_PRICE * sum(sold)
            for kind in range(NUM_KINDS):
                self._stock[kind] += sold[kind]
                held[base + kind] = 0
            self._money[seat] += received
            if events is not None and received:
                data = {"sold": sold, "price": FINAL_PRICE, "received": received}
                events.append(Event("final_sale", seat, {**data, "money": self._money[seat]}))
        self._phase = OVER
        self._traded = 0
        if events is not None:
            events.append(Event("game_over", None, self._game_over_data()))

    def _game_over_data(self) -> dict[str, Any]:
        """J17: ranking by money; tied seats share a place (1, 1, 3...)."""
        money = self._money
        order = sorted(range(self.num_players), key=lambda seat: (-money[seat], seat))
        ranking = [
            {"seat": seat, "money": money[seat], "place": 1 + sum(m > money[seat] for m in money)}
            for seat in order
        ]
        return {"ranking": ranking, "winners": list(self.winners()), "money": list(money)}

    # --- results --------------------------------------------------------------------------
    def scores(self) -> tuple[float, ...]:
        """Each seat's money (after the final sale once the game is over)."""
        return tuple(self._money)

    def standings(self) -> tuple[float, ...]:
        """What each seat is worth now: money plus its jewels at this round's prices (all
        public). Once the game is over every jewel has been sold: the money that decides."""
        prices = self.prices
        return tuple(
            float(money + sum(c * p for c, p in zip(self.holdings(seat), prices, strict=True)))
            for seat, money in enumerate(self._money)
        )

    def winners(self) -> tuple[int, ...]:
        if self._phase != OVER:
            return ()
        best = max(self._money)  # J17: ties share the win
        return tuple(seat for seat, money in enumerate(self._money) if money == best)

    @property
    def turn(self) -> int:
        return self._round

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
        copy.__dict__.update(self.__dict__)
        copy._prices = self._prices[:]
        copy._stock = self._stock[:]
        copy._money = self._money[:]
        copy._held = self._held[:]
        copy._remaining = self._remaining[:]
        copy._revealed = self._revealed[:]
        return copy

    # --- persistence ----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return self.game.state_to_json(self)  # the game owns serialisation (serial imports state)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_counts(value: object) -> bool:
    return isinstance(value, tuple) and len(value) == NUM_KINDS and all(map(_is_int, value))
