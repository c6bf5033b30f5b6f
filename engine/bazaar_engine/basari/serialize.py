"""Basari states to JSON and back. Saves are hostile input: every field is checked, and any
problem raises one `DataError` naming the field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bazaar_engine.basari.actions import CARD_NAMES, DIE
from bazaar_engine.basari.data import GEMS_PER_COLOUR, ROUNDS
from bazaar_engine.basari.state import BasariState
from bazaar_engine.basari.state_fields import (
    HIDDEN_CARD,
    NO_CARD,
    NO_SEAT,
    PHASE_BARTER,
    PHASE_CHOOSE,
    PHASE_DIE,
    PHASE_MOVE,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_ROLL_OFF,
    PHASE_SETUP,
    REASON_NAMES,
    REASON_TIED,
    BasariFields,
)
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import viewer_from_json, viewer_to_json

if TYPE_CHECKING:
    from bazaar_engine.basari.game import BasariGame

FORMAT = "basari-state"
VERSION = 1
HIDDEN = "hidden"
MAX_TURNS = 100_000
MAX_POINTS = 10_000_000
KEYS = {
    "format", "version", "players", "viewer", "phase", "round", "turn", "pending",
    "positions", "starts", "progress", "points", "gems", "carpets", "cards", "revealed",
    "queue", "die_action_seat", "barter", "movement_rolls", "action_rolls",
}  # fmt: skip
BARTER_KEYS = {"card", "a", "b", "reason", "offer", "offerer", "responder"}


def _seat_or_null(seat: int) -> int | None:
    return None if seat == NO_SEAT else seat


def _card_json(card: int) -> str | None:
    if card == HIDDEN_CARD:
        return HIDDEN
    return None if card == NO_CARD else CARD_NAMES[card]


def state_to_json(state: BasariState) -> dict[str, Any]:
    s = state.fields
    barter = None
    if s.phase in (PHASE_BARTER, PHASE_ROLL_OFF):
        barter = {
            "card": CARD_NAMES[s.barter_card],
            "a": s.barter_a,
            "b": s.barter_b,
            "reason": REASON_NAMES[s.barter_reason],
            "offer": None if s.offer is None else list(s.offer),
            "offerer": _seat_or_null(s.offerer),
            "responder": _seat_or_null(s.responder),
        }
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": s.players,
        "viewer": viewer_to_json(state.viewer),
        "phase": PHASE_NAMES[s.phase],
        "round": s.round,
        "turn": s.turn,
        "pending": _seat_or_null(s.pending),
        "positions": list(s.positions),
        "starts": list(s.starts),
        "progress": list(s.progress),
        "points": list(s.points),
        "gems": [list(s.gems(seat)) for seat in range(s.players)],
        "carpets": list(s.carpets),
        "cards": [_card_json(card) for card in s.cards],
        "revealed": None if s.revealed is None else [CARD_NAMES[c] for c in s.revealed],
        "queue": [
            {"card": CARD_NAMES[card], "seats": [a] if b == NO_SEAT else [a, b]}
            for card, a, b in s.queue
        ],
        "die_action_seat": _seat_or_null(s.actor),
        "barter": barter,
        "movement_rolls": list(s.move_rolls),
        "action_rolls": list(s.action_rolls),
    }


def _int(value: object, low: int, high: int, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(f"basari state: {where} must be a whole number")
    if not low <= value <= high:
        raise DataError(f"basari state: {where} must be between {low} and {high}")
    return value


def _ints(value: object, length: int, low: int, high: int, where: str) -> list[int]:
    if not isinstance(value, list) or len(value) != length:
        raise DataError(f"basari state: {where} must be a list of {length} numbers")
    return [_int(item, low, high, f"{where}[{i}]") for i, item in enumerate(value)]


def _seat(value: object, players: int, where: str, *, nullable: bool = False) -> int:
    if value is None and nullable:
        return NO_SEAT
    return _int(value, 0, players - 1, where)


def _name(value: object, names: tuple[str, ...], where: str) -> int:
    if not isinstance(value, str) or value not in names:
        raise DataError(f"basari state: {where} must be one of {', '.join(names)}")
    return names.index(value)


def _require(condition: bool, problem: str) -> None:
    if not condition:
        raise DataError(f"basari state: {problem}")


def state_from_json(game: BasariGame, data: object) -> BasariState:
    _require(isinstance(data, dict), "must be a JSON object")
    assert isinstance(data, dict)
    unknown, missing = set(data) - KEYS, KEYS - set(data)
    _require(not unknown, f"unknown key(s) {', '.join(sorted(map(str, unknown)))[:80]}")
    _require(not missing, f"missing key(s) {', '.join(sorted(missing))}")
    _require(data["format"] == FORMAT and data["version"] == VERSION, "unknown format or version")
    players = _int(data["players"], game.min_players, game.max_players, "players")
    first: int = game.options["first_player"]
    f = BasariFields.new(players, game.board.size, first)
    viewer = viewer_from_json(data["viewer"], players, "basari state")
    phase = _name(data["phase"], PHASE_NAMES, "phase")
    f.phase = phase
    f.round = _int(data["round"], 1, ROUNDS, "round")
    f.turn = _int(data["turn"], 0, MAX_TURNS, "turn")
    _read_board(f, first, data, phase)
    _read_gems(f, data)
    _read_cards(f, viewer, data, phase)
    _read_resolution(f, data, phase)
    state = BasariState(game, players, f)
    state.viewer = viewer
    return state


def _read_board(f: BasariFields, first: int, data: dict[str, Any], phase: int) -> None:
    players, size = f.players, f.size
    lowest = NO_SEAT if phase == PHASE_SETUP else 0
    f.positions = _ints(data["positions"], players, lowest, size - 1, "positions")
    f.starts = _ints(data["starts"], players, lowest, size - 1, "starts")
    f.progress = _ints(data["progress"], players, 0, 20 * size, "progress")
    f.points = _ints(data["points"], players, 0, MAX_POINTS, "points")
    f.move_rolls = _ints(data["movement_rolls"], players, 0, 6, "movement_rolls")
    f.action_rolls = _ints(data["action_rolls"], players, 0, 6, "action_rolls")
    pending = _seat(data["pending"], players, "pending", nullable=True)
    f.pending = pending
    if phase == PHASE_SETUP:
        _require(pending != NO_SEAT, "setup needs the seat placing its start")
        _require(f.turn == 0 and f.round == 1, "setup happens before the first turn")
        for seat in range(players):
            placed = f.starts[seat] != NO_SEAT
            before = (seat - first) % players < (pending - first) % players  # placed already
            _require(placed == before, f"player {seat + 1}'s start does not fit setup")
            _require(f.positions[seat] == f.starts[seat], "setup positions and starts")
    else:
        _require(f.turn >= 1, "turn must be at least 1 after setup")
    if phase == PHASE_MOVE:
        _require(pending != NO_SEAT, "the movement phase needs the seat to roll")
    elif phase != PHASE_SETUP:
        _require(pending == NO_SEAT, f"pending must be null in phase {PHASE_NAMES[phase]}")
    _require(phase != PHASE_OVER or f.round == ROUNDS, "the game ends after round 3")


def _read_gems(f: BasariFields, data: dict[str, Any]) -> None:
    players = f.players
    gems = data["gems"]
    _require(isinstance(gems, list) and len(gems) == players, "gems needs one entry per player")
    hands: list[int] = []
    for seat, hand in enumerate(gems):
        hands.extend(_ints(hand, 4, 0, GEMS_PER_COLOUR, f"gems[{seat}]"))
    f.hands = hands
    f.carpets = _ints(data["carpets"], 4, 0, GEMS_PER_COLOUR, "carpets")
    for colour in range(4):  # B2: always 25 of each colour
        total = f.carpets[colour] + sum(hands[colour::4])
        _require(total == GEMS_PER_COLOUR, "there must be 25 gems of each colour in play")


def _read_cards(f: BasariFields, viewer: int | None, data: dict[str, Any], phase: int) -> None:
    players = f.players
    cards = data["cards"]
    _require(isinstance(cards, list) and len(cards) == players, "cards needs one per player")
    f.cards = []
    for seat, card in enumerate(cards):
        if card is None:
            f.cards.append(NO_CARD)
        elif card == HIDDEN:
            _require(viewer not in (None, seat), "only a view may hide another's card")
            f.cards.append(HIDDEN_CARD)
        else:
            f.cards.append(_name(card, CARD_NAMES, f"cards[{seat}]"))
    if phase == PHASE_CHOOSE:
        f.waiting = tuple(s for s in range(players) if f.cards[s] == NO_CARD)
        _require(bool(f.waiting), "all cards are chosen but not revealed")
    else:
        _require(all(c == NO_CARD for c in f.cards), "cards are only secret while choosing")
    revealed = data["revealed"]
    if revealed is not None:
        _require(isinstance(revealed, list) and len(revealed) == players, "revealed per player")
        f.revealed = [_name(c, CARD_NAMES, f"revealed[{i}]") for i, c in enumerate(revealed)]


def _read_resolution(f: BasariFields, data: dict[str, Any], phase: int) -> None:
    players = f.players
    resolving = phase in (PHASE_DIE, PHASE_ROLL_OFF, PHASE_BARTER)
    revealed = f.revealed
    queue = data["queue"]
    _require(isinstance(queue, list) and len(queue) <= 3, "queue must be a short list")
    _require(resolving or not queue, f"no actions wait in phase {PHASE_NAMES[phase]}")
    f.queue = []
    for index, step in enumerate(queue):
        where = f"queue[{index}]"
        _require(isinstance(step, dict) and set(step) == {"card", "seats"}, f"{where} shape")
        card = _name(step["card"], CARD_NAMES, f"{where}.card")
        seats = step["seats"]
        _require(isinstance(seats, list) and len(seats) in (1, 2), f"{where}.seats: 1 or 2")
        first = _seat(seats[0], players, f"{where}.seats")
        second = _seat(seats[1], players, f"{where}.seats") if len(seats) == 2 else NO_SEAT
        _require(first != second, f"{where}: a seat cannot barter with itself")
        _require_chose(revealed, card, (first, second), where)
        f.queue.append((card, first, second))
    actor = _seat(data["die_action_seat"], players, "die_action_seat", nullable=True)
    _require((actor != NO_SEAT) == (phase == PHASE_DIE), "die_action_seat only for a Die action")
    if actor != NO_SEAT:
        _require_chose(revealed, DIE, (actor, NO_SEAT), "die_action_seat")
    f.actor = actor
    barter = data["barter"]
    in_barter = phase in (PHASE_BARTER, PHASE_ROLL_OFF)
    _require((barter is not None) == in_barter, "barter only during a barter or roll-off")
    if barter is not None:
        _read_barter(f, barter, phase)


def _require_chose(
    revealed: list[int] | None, card: int, seats: tuple[int, int], where: str
) -> None:
    for seat in seats:
        if seat != NO_SEAT:
            _require(revealed is not None and revealed[seat] == card, f"{where}: card not chosen")


def _read_barter(f: BasariFields, barter: object, phase: int) -> None:
    players = f.players
    _require(isinstance(barter, dict) and set(barter) == BARTER_KEYS, "barter shape")
    assert isinstance(barter, dict)
    card = _name(barter["card"], CARD_NAMES, "barter.card")
    a = _seat(barter["a"], players, "barter.a")
    b = _seat(barter["b"], players, "barter.b")
    _require(a != b, "barter needs two different seats")
    _require_chose(f.revealed, card, (a, b), "barter")
    reason = _name(barter["reason"], REASON_NAMES, "barter.reason")
    offerer = _seat(barter["offerer"], players, "barter.offerer", nullable=True)
    responder = _seat(barter["responder"], players, "barter.responder", nullable=True)
    offer = barter["offer"]
    f.barter_card, f.barter_a, f.barter_b = card, a, b
    f.barter_reason, f.offerer, f.responder = reason, offerer, responder
    if phase == PHASE_ROLL_OFF:
        _require(reason == REASON_TIED, "a roll-off is only for a tie")
        _require(f.points[a] == f.points[b], "a roll-off needs tied points")
        _require(offer is None and offerer == responder == NO_SEAT, "no offers before the roll-off")
        return
    _require(reason != REASON_TIED, "a barter in progress has decided who is A")
    if offer is None:
        _require(offerer == NO_SEAT and responder == a, "player A makes the opening offer")
        _require(any(f.gems(a)), "player A without gems forfeits at once")
        return
    gems = _ints(offer, 4, 0, GEMS_PER_COLOUR, "barter.offer")
    _require(sum(gems) > 0, "an offer of nothing is a forfeit, not an offer")
    _require(offerer in (a, b) and responder == a + b - offerer, "barter offerer and responder")
    hand = f.gems(offerer)
    _require(all(g <= h for g, h in zip(gems, hand, strict=True)), "offer exceeds the gems held")
    f.offer = (gems[0], gems[1], gems[2], gems[3])
