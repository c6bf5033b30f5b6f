"""`BastaState` <-> JSON. Decoding is strict: saves come from disk and may be hostile.

Multisets (the draw pile, a view's unseen pool) are ``{card name: copies}``; hands are lists of
card names (a view shows other hands as their sizes); the stack is a list, bottom first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bazaar_engine.basta.cards import (
    CARD_CODES,
    CARD_NAMES,
    CHIPS_TO_END,
    DOUBLE,
    HAND_SIZE,
    HIDDEN,
    LIMIT,
    MAX_DECK,
    counts_to_json,
)
from bazaar_engine.basta.state import BastaState
from bazaar_engine.basta.state_fields import (
    CHOOSE_DOUBLE,
    DEAL,
    DRAW_REPLACEMENT,
    DRAW_UP,
    FIRST_PLAYER,
    OVER,
    PHASE_NAMES,
    PLAY,
    BastaFields,
)
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import ONLOOKER, viewer_from_json, viewer_to_json

if TYPE_CHECKING:
    from bazaar_engine.basta.game import BastaGame

FORMAT = "basta-state"
_KEYS = {
    "format",
    "num_players",
    "viewer",
    "phase",
    "active",
    "direction",
    "total",
    "cards_to_play",
    "next_player",
    "drawer",
    "turns",
    "round",
    "round_pending",
    "chips",
    "hands",
    "pile",
    "stack",
    "doubles",
}
MAX_COUNT = 10**9


def state_to_json(state: BastaState) -> dict[str, Any]:
    viewer = state.viewer
    f = state.fields
    hands: list[Any] = [
        len(hand) if viewer is not None and seat != viewer else [CARD_NAMES[c] for c in hand]
        for seat, hand in enumerate(f.hands)
    ]
    out: dict[str, Any] = {
        "format": FORMAT,
        "num_players": f.players,
        "viewer": viewer_to_json(viewer),
        "phase": PHASE_NAMES[f.phase],
        "active": f.active,
        "direction": f.direction,
        "total": f.total,
        "cards_to_play": f.plays_left,
        "next_player": f.next_player,
        "drawer": f.drawer,
        "turns": f.turns,
        "round": f.round,
        "round_pending": f.round_pending,
        "chips": list(f.chips),
        "hands": hands,
        "pile": len(f.pile) if viewer is not None else counts_to_json(f.pile),
        "stack": [CARD_NAMES[code] for code in f.stack],
        "doubles": list(f.doubles),
    }
    if f.unseen is not None:
        out["unseen"] = counts_to_json(f.unseen)
    return out


def state_from_json(game: BastaGame, data: object) -> BastaState:
    if not isinstance(data, Mapping):
        raise DataError("a Basta! state must be a JSON object")
    if data.get("format") != FORMAT:
        raise DataError("this is not a saved Basta! state")
    viewer = viewer_from_json(data.get("viewer"), game.max_players, "Basta! state")
    keys = _KEYS | ({"unseen"} if viewer is not None else set())
    if set(data) != keys:
        wrong = sorted(map(str, set(data) ^ keys))
        raise DataError(f"Basta! state has missing or unexpected keys: {', '.join(wrong)[:80]}")
    players = _int(data, "num_players", 2, 6)
    game.check_player_count(players)
    viewer = viewer_from_json(data["viewer"], players, "Basta! state")
    multiple: bool = game.options["multiple_doubles"]
    f = BastaFields.new(players, game.deck, multiple, 0)
    _read_scalars(f, data, players)
    _read_cards(f, viewer, data, players)
    _check_consistent(f, viewer, game)
    state = BastaState(game, players, 0, f)
    state.viewer = viewer
    return state


def _int(data: Mapping[str, object], key: str, low: int, high: int) -> int:
    return _whole(data[key], repr(key), low, high)


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DataError(f"Basta! state: {what} must be a whole number from {low} to {high}")
    return value


def _int_list(data: Mapping[str, object], key: str, size: int, high: int) -> list[int]:
    value = data[key]
    if not isinstance(value, list) or len(value) != size:
        raise DataError(f"Basta! state: {key!r} must be a list of {size} numbers")
    return [_whole(item, f"each of {key!r}", 0, high) for item in value]


def _read_scalars(f: BastaFields, data: Mapping[str, object], players: int) -> None:
    phase = data["phase"]
    if phase not in PHASE_NAMES:
        raise DataError(f"Basta! state: unknown phase {str(phase)[:40]!r}")
    f.phase = PHASE_NAMES.index(str(phase))
    f.active = _int(data, "active", 0, players - 1)
    f.next_player = _int(data, "next_player", 0, players - 1)
    f.drawer = _int(data, "drawer", 0, players - 1)
    direction = data["direction"]
    if isinstance(direction, bool) or direction not in (1, -1):
        raise DataError("Basta! state: 'direction' must be 1 or -1")
    f.direction = 1 if direction == 1 else -1
    f.total = _int(data, "total", 0, LIMIT + 10)
    f.plays_left = _int(data, "cards_to_play", 0, MAX_DECK)
    f.turns = _int(data, "turns", 0, MAX_COUNT)
    f.round = _int(data, "round", 1, MAX_COUNT)
    pending = data["round_pending"]
    if not isinstance(pending, bool):
        raise DataError("Basta! state: 'round_pending' must be true or false")
    f.round_pending = pending
    f.chips = _int_list(data, "chips", players, CHIPS_TO_END)
    f.doubles = _int_list(data, "doubles", players, MAX_DECK)


def _read_cards(
    f: BastaFields, viewer: int | None, data: Mapping[str, object], players: int
) -> None:
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise DataError(f"Basta! state: 'hands' must list {players} hands")
    for seat, hand in enumerate(hands):
        if viewer is not None and seat != viewer:
            size = _whole(hand, "a hidden hand's size", 0, HAND_SIZE)
            f.hands[seat] = [HIDDEN] * size
        else:
            f.hands[seat] = sorted(_card_list(hand, "a hand", HAND_SIZE))
    f.stack = _card_list(data["stack"], "the stack", MAX_DECK)
    if viewer is None:
        f.pile = _card_counts(data["pile"], "the pile")
    else:
        f.pile = [HIDDEN] * _int(data, "pile", 0, MAX_DECK)
        f.unseen = _card_counts(data["unseen"], "the unseen cards")


def _card_list(value: object, what: str, longest: int) -> list[int]:
    if not isinstance(value, list) or len(value) > longest:
        raise DataError(f"Basta! state: {what} must be a list of at most {longest} cards")
    codes = []
    for name in value:
        if not isinstance(name, str) or name not in CARD_CODES:
            raise DataError(f"Basta! state: {what} holds an unknown card {str(name)[:40]!r}")
        codes.append(CARD_CODES[name])
    return codes


def _card_counts(value: object, what: str) -> list[int]:
    if not isinstance(value, Mapping):
        raise DataError(f"Basta! state: {what} must be an object of card counts")
    cards: list[int] = []
    for name, copies in value.items():
        if name not in CARD_CODES:
            raise DataError(f"Basta! state: {what} holds an unknown card {str(name)[:40]!r}")
        count = _whole(copies, f"the copies of {name!r} in {what}", 1, MAX_DECK)
        cards.extend([CARD_CODES[name]] * count)
        if len(cards) > MAX_DECK:
            raise DataError(f"Basta! state: {what} holds too many cards")
    return sorted(cards)


def _check_consistent(f: BastaFields, viewer: int | None, game: BastaGame) -> None:
    """Refuse states the rules can never reach in ways that would break play."""
    problem = _problem(f, viewer, game)
    if problem:
        raise DataError(f"Basta! state: {problem}")


def _problem(f: BastaFields, viewer: int | None, game: BastaGame) -> str | None:
    """The first rule the state breaks, in this order: its cards and chips, then its phase."""
    return _cards_and_chips_problem(f, viewer, game) or _phase_problem(f)


def _cards_and_chips_problem(f: BastaFields, viewer: int | None, game: BastaGame) -> str | None:
    phase = f.phase
    if not f.multiple_doubles and max(f.doubles) > 1:
        return "a player has more than one Double (the variant is off)"
    if _census(f, viewer, len(game.deck)) != list(game.deck):
        return "its cards do not match the deck"
    if f.chips.count(CHIPS_TO_END) > 1:
        return "only one player can take a 4th chip"
    if (max(f.chips) >= CHIPS_TO_END) != (phase == OVER):
        return "the game ends exactly when a player has 4 chips"
    if phase != OVER and f.total > LIMIT:
        return f"the total is over {LIMIT} during play"
    if phase > OVER and not f.draw_source():
        return "a card must be drawn but there is none"
    return None


def _phase_problem(f: BastaFields) -> str | None:
    phase = f.phase
    if (phase in (FIRST_PLAYER, DEAL)) != (f.turns == 0):
        return "the deal happens before the first turn and only then"
    if phase == FIRST_PLAYER and (any(f.hands) or f.stack):
        return "no card is dealt before the first player is chosen"
    if phase == DEAL and not _dealing_in_order(f):
        return "the deal gives 5 cards to each seat in turn"
    if phase in (DRAW_UP, DRAW_REPLACEMENT) and not _can_draw(f):
        return "the drawing player's hand is already full"
    if f.plays_left > 1 + f.doubles[f.active]:
        return "the cards left to play do not fit the Doubles"
    if phase == PLAY and f.plays_left < 1:
        return "the active player has no card left to play this turn"
    if phase == PLAY and not f.hands[f.active]:
        return "the active player has no card to play"
    if phase == CHOOSE_DOUBLE and not f.double_receivers():
        return "nobody can receive the drawn Double"
    return None


def _census(f: BastaFields, viewer: int | None, kinds: int) -> list[int]:
    if f.unseen is None:
        return f.card_census(kinds)
    counts = [0] * kinds
    own = [] if viewer in (None, ONLOOKER) else f.hands[viewer]
    for code in [*f.unseen, *f.stack, *own]:
        counts[code] += 1
    counts[DOUBLE] += sum(f.doubles) + (f.phase == CHOOSE_DOUBLE)
    hidden = len(f.pile) + sum(len(hand) for seat, hand in enumerate(f.hands) if seat != viewer)
    if hidden != len(f.unseen):
        counts[0] = -1  # the unseen pool must hold exactly the pile and the other hands
    return counts


def _dealing_in_order(f: BastaFields) -> bool:
    sizes = [len(hand) for hand in f.hands]
    drawer = f.drawer
    dealt, rest = sizes[:drawer], sizes[drawer + 1 :]
    return sizes[drawer] < HAND_SIZE and all(s == HAND_SIZE for s in dealt) and not any(rest)


def _can_draw(f: BastaFields) -> bool:
    return f.drawer == f.active and len(f.hands[f.active]) < HAND_SIZE
