"""Basta!'s view-model: a state view read through the engine's read-only helpers.

Nothing here decides a rule. What may be played is `legal_actions`; what a card would do now
is found by applying it to a copy of the view (the engine computes the new total and whether
it costs a chip); whose hand is secret is the view's business. The one judgement made here is
a presentation one: in pass-and-play a hand is shown only while its owner is deciding.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.engine_words.basta import basta_card_title

# `as` re-exports the card in a sentence for the panels and the coach (vmod.card_long_name).
from bazaar_desktop.viewmodels.basta_events import card_long_name as card_long_name
from bazaar_desktop.viewmodels.basta_events import describe
from bazaar_desktop.viewmodels.words import addressed, is_you, names_text
from bazaar_engine.basta.actions import ExchangeWith, LayDouble, PlayCard
from bazaar_engine.basta.cards import CHIPS_TO_END, HAND_SIZE, LIMIT
from bazaar_engine.basta.state import BastaState
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate
NUMBERS = tuple(str(value) for value in range(1, 11))
card_title = basta_card_title  # tables and panels read the card names from here


def describe_hand(cards: Sequence[str]) -> str:
    return ", ".join(card_title(card) for card in cards)


# --- the view-model ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BastaPlayerVM:
    seat: int
    name: str
    is_bot: bool
    level: str | None
    hand_count: int
    chips: int
    doubles: int  # Doubles lying before this seat (T10)
    active: bool
    deciding: bool
    thinking: bool
    you: bool = False  # the walkthrough's learner: spoken to as "you"


@dataclass(frozen=True)
class HandCard:
    card: str
    action: object | None  # the play; None for a Double that is laid before someone
    targets: dict[int, object]  # a Double from hand: receiver -> action (T10)
    hint: str  # what it would do now, worked out by the engine on a copy
    over: bool  # it would push the total over 50 (a chip)


@dataclass(frozen=True)
class PlayDecision:
    seat: int
    cards: tuple[HandCard, ...]
    card_number: int  # 1, or 2 for the second card under a Double
    cards_this_turn: int


@dataclass(frozen=True)
class TargetDecision:
    seat: int
    kind: str  # "exchange" (T11, T13) or "double" (a Double a Minus 5 drew, T13)
    targets: dict[int, object]  # seat -> action


Decision = PlayDecision | TargetDecision


@dataclass(frozen=True)
class BastaVM:
    total: int
    limit: int
    direction: int  # +1 clockwise (seat order), -1 counter-clockwise
    round_number: int
    turn: int
    active: int | None
    stack_recent: tuple[str, ...]  # the top cards of the face-up stack, top last
    stack_count: int
    pile_count: int
    players: tuple[BastaPlayerVM, ...]
    hand: tuple[str, ...] | None  # the looking seat's hand, only while it may be shown
    hand_owner: int | None  # whose hand the bottom of the table shows (face up or down)
    hand_size: int
    chips_to_end: int
    phase: str
    pending_choice: str | None
    looking_seat: int | None
    human_to_act: int | None
    decision: Decision | None
    is_over: bool
    chain: tuple[str, ...] = field(default=())  # the Minus 5 chain of this turn, card by card
    # Every seat's hand, face up: only the replay of a finished game shows them ("Everything").
    hands: tuple[tuple[str, ...], ...] | None = field(default=None)


def _as_basta(view: State[Any]) -> BastaState:
    if not isinstance(view, BastaState):
        raise TypeError("the Basta! table was given another game's state")
    return view


def hand_may_show(people: int, looking_seat: int | None, human_to_act: int | None) -> bool:
    """A hand is face up for the person looking; in pass-and-play (`people` at the device)
    only while it is theirs to play (behind the curtain), so it is never on screen when the
    device may change hands."""
    if looking_seat is None:
        return False
    return people < 2 or human_to_act == looking_seat


def build(
    view: State[Any],
    seats: Sequence[Seat],
    looking_seat: int | None,
    human_to_act: int | None,
    thinking: Sequence[int],
    chain: Sequence[str] = (),
    *,
    reveal_all: bool = False,
    people_here: int | None = None,
) -> BastaVM:
    """The table as `looking_seat` sees it; with `reveal_all`, and only from a whole state seen
    by nobody in particular, every hand face up as well."""
    state = _as_basta(view)
    active = state.whose_turn
    players = _players(state, seats, thinking)
    people = sum(not seat.is_bot for seat in seats) if people_here is None else people_here
    shown = hand_may_show(people, looking_seat, human_to_act)
    hand = state.hand(looking_seat) if shown and looking_seat is not None else None
    hands = None
    if reveal_all and looking_seat is None and state.viewer is None:
        hands = tuple(state.hand(seat) for seat in range(state.num_players))
        hand = hands[0]  # the first seat sits at the bottom of the table
    return BastaVM(
        total=state.total,
        limit=LIMIT,
        direction=state.direction,
        round_number=state.round_number,
        turn=state.turn,
        active=active,
        stack_recent=state.stack_cards[-3:],
        stack_count=state.stack_count,
        pile_count=state.pile_count,
        players=players,
        hand=hand,
        hand_owner=looking_seat if looking_seat is not None else 0,
        hand_size=HAND_SIZE,
        chips_to_end=CHIPS_TO_END,
        phase=state.phase,
        pending_choice=state.pending_choice,
        looking_seat=looking_seat,
        human_to_act=human_to_act,
        decision=_decision(state, human_to_act) if shown else None,
        is_over=state.is_terminal(),
        chain=tuple(chain),
        hands=hands,
    )


def _players(
    state: BastaState, seats: Sequence[Seat], thinking: Sequence[int]
) -> tuple[BastaPlayerVM, ...]:
    active = state.whose_turn
    deciding = set(state.current_players())
    counts = state.hand_counts
    chips = state.chips
    doubles = state.doubles_before
    return tuple(
        BastaPlayerVM(
            seat=seat,
            name=seats[seat].name,
            is_bot=seats[seat].is_bot,
            level=seats[seat].level,
            hand_count=counts[seat],
            chips=chips[seat],
            doubles=doubles[seat],
            active=seat == active,
            deciding=seat in deciding,
            thinking=seat in thinking,
            you=is_you(seats, seat),
        )
        for seat in range(state.num_players)
    )


def _decision(state: BastaState, seat: int | None) -> Decision | None:
    if seat is None or seat not in state.current_players():
        return None
    legal = state.legal_actions(seat)
    choice = state.pending_choice
    if choice is not None:
        choices: dict[int, object] = {_target(action): action for action in legal}
        return TargetDecision(seat, choice, choices)
    plays: dict[str, object] = {a.card: a for a in legal if isinstance(a, PlayCard)}
    lays: dict[int, object] = {a.target: a for a in legal if isinstance(a, LayDouble)}
    no_targets: dict[int, object] = {}
    cards = []
    for card in state.hand(seat):
        action = plays.get(card)
        targets = lays if card == "double" and action is None else no_targets
        hint, over = _preview(state, seat, card, action, targets)
        cards.append(HandCard(card, action, targets, hint, over))
    per_turn = 1 + state.doubles_before[seat]
    number = per_turn - state.cards_to_play + 1
    return PlayDecision(seat, tuple(cards), max(1, number), per_turn)


def _target(action: object) -> int:
    if isinstance(action, ExchangeWith | LayDouble):
        return action.target
    raise TypeError(f"not a choice of player: {action!r}")


def _preview(
    state: BastaState, seat: int, card: str, action: object | None, targets: dict[int, object]
) -> tuple[str, bool]:
    """What playing `card` would do now, by asking the engine on a copy of the view."""
    if action is None and not targets:
        return translate("Basta", "It cannot be played now."), False
    if action is None:
        return (
            translate(
                "Basta",
                "Lay it before another player: on their next turn they must play two cards.",
            ),
            False,
        )
    # A full state consistent with the view: what the card does now does not depend on the
    # hidden cards (a Minus 5 chain stops at its first draw).
    trial = state.game.determinize(state, random.Random(0))
    try:
        events = trial.apply(seat, action)  # type: ignore[arg-type]
    except IllegalAction as exc:  # in the refusal words the other tables use, translated
        return refusal_text(exc), False
    chip = [event for event in events if event.kind == "chip_taken"]
    total = trial.total
    if chip:
        return (
            translate(
                "Basta", "The total would be {total}: over {limit}, you would take a chip!"
            ).format(total=chip[0].data["total"], limit=LIMIT),
            True,
        )
    return _effect_words(card, total), False


def _effect_words(card: str, total: int) -> str:
    """What `card`, played without costing a chip, does to the game: `total` is the total
    after it."""
    if card == "zero":
        return translate("Basta", "Adds nothing: the total stays {total}.").format(total=total)
    if card in NUMBERS:
        return translate("Basta", "Adds {value}: the total becomes {total}.").format(
            value=card, total=total
        )
    if card == "direction_change":
        return translate("Basta", "Play reverses: the player before you goes next.")
    if card == "exchange":
        return translate(
            "Basta", "Draw your replacement card, then swap hands with a player you choose."
        )
    if card == "basta":
        return translate("Basta", "The total becomes {total} at once.").format(total=total)
    if card == "minus_five":
        return translate(
            "Basta",
            "The total goes down to {total}; then the top card of the pile is played at once.",
        ).format(total=total)
    if card == "double":
        return translate("Basta", "Nobody can receive it: it goes onto the stack.")
    return ""


DRAWING_PHASES = ("draw_up", "draw_replacement")  # the table refills a hand from the pile


# --- the Minus 5 chain --------------------------------------------------------------------------
def chain_after(chain: Sequence[str], events: Sequence[Event]) -> tuple[str, ...]:
    """The Minus 5 chain on show after `events` (T13): it starts with a Minus 5 played from
    hand, grows card by card as the drawn cards are played, and is cleared by the next play
    or when the next turn begins (it is over by then)."""
    cards = list(chain)
    for event in events:
        if event.kind == "card_played":
            card = str(event.data["card"])
            if event.data.get("chained"):
                cards.append(card)
            elif card == "minus_five":
                cards = [card]
            else:
                cards = []
        elif event.kind == "double_laid":
            if event.data.get("chained"):
                cards.append("double")
            else:
                cards = []
        elif event.kind in ("turn_started", "round_started"):
            cards = []
    return tuple(cards)


# --- results ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    place: int
    seat: int
    name: str
    chips: int


@dataclass(frozen=True)
class Outcome:
    standings: tuple[Standing, ...]
    winners: tuple[int, ...]
    ended_by: int | None  # the seat that took the last chip (T16)


def outcome(view: State[Any], seats: Sequence[Seat]) -> Outcome:
    state = _as_basta(view)
    chips = state.chips
    order = sorted(range(state.num_players), key=lambda seat: (chips[seat], seat))
    standings = tuple(
        Standing(
            1 + sum(other < chips[seat] for other in chips), seat, seats[seat].name, chips[seat]
        )
        for seat in order
    )
    ended = [seat for seat in range(state.num_players) if chips[seat] >= CHIPS_TO_END]
    return Outcome(standings, state.winners(), ended[0] if ended else None)


# --- animation cues ----------------------------------------------------------------------------
Place = tuple[str, int]  # ("seat", n) | ("pile", 0) | ("stack", 0) | ("box", 0)


@dataclass(frozen=True)
class FlightCue:
    """A card (or chip) travels: `card` None is a card back, "chip" a penalty chip."""

    card: str | None
    source: Place
    target: Place


@dataclass(frozen=True)
class ExchangeCue:
    a: int
    b: int


@dataclass(frozen=True)
class DirectionCue:
    direction: int


Cue = FlightCue | ExchangeCue | DirectionCue


def cues(events: Sequence[Event]) -> list[Cue]:
    out: list[Cue] = []
    for event in events:
        data = event.data
        seat = event.player if event.player is not None else 0
        kind = event.kind
        if kind == "card_played":
            source: Place = ("pile", 0) if data.get("chained") else ("seat", seat)
            out.append(FlightCue(str(data["card"]), source, ("stack", 0)))
        elif kind == "double_laid":
            source = ("pile", 0) if data.get("chained") else ("seat", seat)
            out.append(FlightCue("double", source, ("seat", int(data["target"]))))
        elif kind == "card_drawn":
            out.append(FlightCue(None, ("pile", 0), ("seat", seat)))
        elif kind == "chip_taken":
            out.append(FlightCue("chip", ("box", 0), ("seat", seat)))
        elif kind == "hands_exchanged":
            out.append(ExchangeCue(seat, int(data["with"])))
        elif kind == "direction_changed":
            out.append(DirectionCue(int(data["direction"])))
        elif kind == "doubles_to_stack":
            out.append(FlightCue("double", ("seat", seat), ("stack", 0)))
    return out


# --- words -------------------------------------------------------------------------------------
def log_lines(events: Sequence[Event], seats: Sequence[Seat]) -> list[tuple[str, int | None, bool]]:
    """(text, seat, is_heading) per event worth a line; give it the public events."""
    out: list[tuple[str, int | None, bool]] = []
    for event in events:
        line = describe(event, seats)
        if line is not None:
            heading = event.kind in ("round_started", "game_over")
            out.append((line, None if heading else event.player, heading))
    return out


def _asking(decision: PlayDecision | TargetDecision) -> str:
    """What the person deciding is asked, by name ({name}, {number}, {count}, {total})."""
    if isinstance(decision, PlayDecision):
        if decision.cards_this_turn > 1:
            return translate(
                "Basta",
                "{name}: play card {number} of {count} (a Double lies before you) — "
                "←/→ choose, Enter plays. Total {total}.",
            )
        return translate("Basta", "{name}: play a card — ←/→ choose, Enter plays. Total {total}.")
    if decision.kind == "exchange":
        return translate(
            "Basta",
            "{name}: choose whom to swap hands with — click a player or press their number.",
        )
    return translate(
        "Basta",
        "{name}: the pile gave a Double — choose who receives it (click or press a number).",
    )


def status_text(vm: BastaVM, thinking: Sequence[int], seats: Sequence[Seat]) -> str:
    """Whose decision it is and what is expected, in one line."""
    if vm.is_over:
        return translate("Basta", "The game is over.")
    decision = vm.decision
    if isinstance(decision, PlayDecision | TargetDecision):
        return addressed(is_you(seats, decision.seat), _asking(decision)).format(
            name=seats[decision.seat].name,
            number=getattr(decision, "card_number", 0),
            count=getattr(decision, "cards_this_turn", 0),
            total=vm.total,
        )
    if thinking:
        return translate("Basta", "{names} thinking…").format(
            names=names_text(seats, list(thinking))
        )
    if vm.phase == "chain":
        return translate("Basta", "Minus 5: the top card of the pile is played at once…")
    if vm.phase in ("deal", "first_player"):
        return translate("Basta", "Dealing…")
    if vm.phase in DRAWING_PHASES:
        return translate("Basta", "Drawing back up to five…")
    if vm.active is not None:
        return translate("Basta", "Waiting for {name}.").format(name=seats[vm.active].name)
    return translate("Basta", "…")
