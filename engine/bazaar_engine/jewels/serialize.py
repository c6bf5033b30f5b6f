"""Jewel Bazaar states to JSON and back. Save files may be hostile: every field is checked."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import viewer_from_json, viewer_to_json
from bazaar_engine.jewels.cards import (
    CARDS,
    FINAL_PRICE,
    MAX_JEWELS,
    MIN_PRICE,
    NUM_CARDS,
    NUM_KINDS,
    NUM_ROUNDS,
    START_PRICE,
)
from bazaar_engine.jewels.state import JewelsState
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

MAX_MONEY = 10**7  # far beyond anything 27 rounds can earn
_KEYS = frozenset(
    (
        "game", "version", "players", "start_stock", "viewer", "phase", "round",
        "first_player", "traded", "prices", "stock", "money", "jewels", "revealed", "remaining",
    )
)  # fmt: skip


def state_to_json(state: JewelsState) -> dict[str, Any]:
    f = state.fields
    return {
        "game": "jewels",
        "version": 1,
        "players": f.players,
        "start_stock": f.start_stock,
        "viewer": viewer_to_json(state.viewer),
        "phase": PHASE_NAMES[f.phase],
        "round": f.round,
        "first_player": None if f.first < 0 else f.first,
        "traded": f.traded,
        "prices": list(f.prices),
        "stock": list(f.stock),
        "money": list(f.money),
        "jewels": [list(f.holdings(seat)) for seat in range(f.players)],
        "revealed": list(f.revealed),
        "remaining": list(f.remaining),
    }


def _int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"{where} must be a whole number")
    if not low <= value <= high:
        raise DataError(f"{where} must be between {low} and {high}, not {value}")
    return value


def _ints(value: object, where: str, length: int | None, low: int, high: int) -> list[int]:
    if not isinstance(value, list) or len(value) > 100:
        raise DataError(f"{where} must be a short list")
    if length is not None and len(value) != length:
        raise DataError(f"{where} must have {length} entries")
    return [_int(item, f"{where}[{i}]", low, high) for i, item in enumerate(value)]


def _prices_after(revealed: list[int]) -> list[int]:
    """J7: the price board after the given cards, replayed from 10 with the floor at 1."""
    prices = [START_PRICE] * NUM_KINDS
    for card in revealed:
        prices = [max(MIN_PRICE, p + c) for p, c in zip(prices, CARDS[card], strict=True)]
    return prices


def state_from_json(game: JewelsGame, data: object) -> JewelsState:
    if not isinstance(data, Mapping):
        raise DataError("a Jewel Bazaar state must be a JSON object")
    if set(data) != _KEYS:
        wrong = sorted(map(str, set(data) ^ _KEYS))
        raise DataError(
            f"Jewel Bazaar state has missing or unexpected keys: {', '.join(wrong)}"[:160]
        )
    if data["game"] != "jewels" or data["version"] != 1:
        raise DataError("not a Jewel Bazaar state of a known version")
    n = _int(data["players"], "players", game.min_players, game.max_players)
    start_stock = _int(data["start_stock"], "start_stock", 1, 1000)
    if start_stock != game.options["stock"]:
        raise DataError(f"the state's stock ({start_stock}) does not match the game's options")
    if data["phase"] not in PHASE_NAMES:
        raise DataError("phase must be one of " + ", ".join(PHASE_NAMES))
    viewer = viewer_from_json(data["viewer"], n, "Jewel Bazaar state")
    f = JewelsFields.new(n, start_stock, None)
    f.phase = PHASE_NAMES.index(data["phase"])
    f.round = _int(data["round"], "round", 1, NUM_ROUNDS)
    first = data["first_player"]
    f.first = -1 if first is None else _int(first, "first_player", 0, n - 1)
    f.traded = _int(data["traded"], "traded", 0, n - 1)
    _load_cards(f, data)
    _load_holdings(f, data, start_stock)
    _check_phase(f)
    state = JewelsState(game, n, None, f)
    state.viewer = viewer
    return state


def _load_cards(f: JewelsFields, data: Mapping[str, Any]) -> None:
    revealed = _ints(data["revealed"], "revealed", None, 0, NUM_CARDS - 1)
    remaining = _ints(data["remaining"], "remaining", None, 0, NUM_CARDS - 1)
    if len(set(revealed)) != len(revealed):
        raise DataError("a price card is listed as revealed twice")
    if remaining != sorted(set(range(NUM_CARDS)) - set(revealed)):
        raise DataError("remaining must list, in order, exactly the cards not revealed")
    f.revealed = revealed
    f.remaining = remaining
    prices = _ints(data["prices"], "prices", NUM_KINDS, MIN_PRICE, 100)
    expected = [FINAL_PRICE] * NUM_KINDS if f.phase == OVER else _prices_after(revealed)
    if prices != expected:
        raise DataError("the prices do not match the price cards revealed")
    f.prices = prices


def _load_holdings(f: JewelsFields, data: Mapping[str, Any], start_stock: int) -> None:
    n = f.players
    f.stock = _ints(data["stock"], "stock", NUM_KINDS, 0, start_stock)
    f.money = _ints(data["money"], "money", n, 0, MAX_MONEY)
    jewels = data["jewels"]
    if not isinstance(jewels, list) or len(jewels) != n:
        raise DataError(f"jewels must list {n} players")
    held: list[int] = []
    for seat, row in enumerate(jewels):
        counts = _ints(row, f"jewels[{seat}]", NUM_KINDS, 0, MAX_JEWELS)
        if sum(counts) > MAX_JEWELS:
            raise DataError(f"player {seat + 1} holds more than {MAX_JEWELS} jewels")
        held.extend(counts)
    for kind in range(NUM_KINDS):  # jewels are neither made nor lost
        if f.stock[kind] + sum(held[kind::NUM_KINDS]) != start_stock:
            raise DataError("the stock and the players' jewels do not add up")
    f.held = held


def _check_phase(f: JewelsFields) -> None:
    phase, seen = f.phase, len(f.revealed)
    if (f.first < 0) != (phase == SETUP):
        raise DataError("first_player must be null exactly while it is still to be drawn")
    if phase in (SETUP, REVEAL, OVER) and f.traded != 0:
        raise DataError("traded must be 0 when no round is being traded")
    if phase == SETUP and (f.round != 1 or seen):
        raise DataError("the first player is drawn before the first round")
    if phase == REVEAL and seen != f.round - 1:
        raise DataError("the number of revealed cards does not match the round")
    if phase == TRADE and seen != f.round:
        raise DataError("the number of revealed cards does not match the round")
    if phase == OVER and (seen != NUM_CARDS or any(f.held)):
        raise DataError("a finished game has revealed every card and sold every jewel")
