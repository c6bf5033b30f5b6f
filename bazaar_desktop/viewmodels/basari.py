"""Basari's view-model: a state view read through the engine's read-only helpers.

Nothing here decides a rule. Legal moves come from `legal_actions`, offers are judged by the
engine's validator (`offer_problem`, `can_raise`), rankings and tie-breaks by `ranking` and
`tie_break`. Engine events become log lines and animation cues.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

# The games' nouns live in engine_texts; `as` re-exports them for tables and scenes (vmod.*).
from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.engine_words.basari import colour_name as colour_name
from bazaar_desktop.engine_words.basari import describe_gems as describe_gems
from bazaar_desktop.viewmodels.basari_events import card_title as card_title
from bazaar_desktop.viewmodels.basari_events import describe, describe_roll_and_move
from bazaar_desktop.viewmodels.words import about, addressed, is_you, names_text
from bazaar_engine.basari.actions import ACCEPT, CARD_NAMES, ChooseCard, ChooseStart, offer_action
from bazaar_engine.basari.data import ROUNDS
from bazaar_engine.basari.offers import offer_key
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Seat

translate = QCoreApplication.translate
Gems = tuple[int, int, int, int]
NO_GEMS: Gems = (0, 0, 0, 0)
CARDS = CARD_NAMES  # ("die", "points", "gems"), also the B12 resolution order


# --- the view-model ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ArchwayVM:
    index: int
    points: int
    gems: Gems


@dataclass(frozen=True)
class PlayerVM:
    seat: int
    name: str
    is_bot: bool
    level: str | None
    points: int
    gems: Gems
    position: int  # -1 before the start is chosen
    start: int
    lap_progress: int
    lapped: bool
    move_roll: int  # 0 = not rolled this turn
    action_roll: int
    has_chosen: bool  # public: chosen a card in this action phase
    secret_card: str | None  # the card this seat chose, only when the looking seat may know it
    revealed_card: str | None  # the card shown at the last reveal
    deciding: bool
    thinking: bool
    you: bool = False  # the walkthrough's learner: spoken to as "you"


@dataclass(frozen=True)
class BarterVM:
    card: str
    seats: tuple[int, int]
    a: int | None
    b: int | None
    reason: str
    offer: Gems | None
    offerer: int | None
    responder: int | None


@dataclass(frozen=True)
class StartDecision:
    seat: int
    choices: dict[int, object]  # archway -> action


@dataclass(frozen=True)
class CardOption:
    card: str
    action: object
    enabled: bool
    reason: str  # why it is greyed (empty when enabled)
    hint: str  # what the card would do now


@dataclass(frozen=True)
class CardDecision:
    seat: int
    options: tuple[CardOption, ...]


@dataclass(frozen=True)
class BarterDecision:
    seat: int
    other: int
    card: str
    hand: Gems
    on_table: Gems | None  # None: this seat opens the barter
    can_raise: bool
    accept: object | None
    suggestion: Gems  # a cheapest legal offer, to start the counters from
    problem_for: Callable[[Gems], str | None] = field(compare=False)
    offer_for: Callable[[Gems], object] = field(compare=False)


Decision = StartDecision | CardDecision | BarterDecision


@dataclass(frozen=True)
class BasariVM:
    board_size: int
    archways: tuple[ArchwayVM, ...]
    players: tuple[PlayerVM, ...]
    carpets: Gems
    round_number: int
    rounds_total: int
    turn: int
    phase: str
    lap_bonus: int
    bonus_values: Gems  # this round's majority values, red..blue
    barter: BarterVM | None
    pending: tuple[tuple[str, tuple[int, ...]], ...]
    revealed: tuple[str, ...] | None
    die_roller: int | None
    looking_seat: int | None
    human_to_act: int | None
    decision: Decision | None
    is_over: bool
    # Every seat's chosen card is drawn face up (the replay of a finished game, "Everything").
    reveal_all: bool = False


def _as_basari(view: State[Any]) -> BasariState:
    if not isinstance(view, BasariState):
        raise TypeError("the Basari table was given another game's state")
    return view


def build(
    view: State[Any],
    seats: Sequence[Seat],
    looking_seat: int | None,
    human_to_act: int | None,
    thinking: Sequence[int],
    *,
    reveal_all: bool = False,
) -> BasariVM:
    """The table as `looking_seat` sees it; with `reveal_all`, and only from a whole state seen
    by nobody in particular, every seat's secret card may be drawn face up too."""
    state = _as_basari(view)
    board = state.board
    chart = state.game.chart
    # Every seat's secret card only for "Everything" in a finished game's replay.
    may_reveal_all = reveal_all and looking_seat is None and state.viewer is None
    players = _players(state, seats, looking_seat, thinking, may_reveal_all)
    revealed = state.revealed_cards
    round_index = min(state.round_number, ROUNDS) - 1
    return BasariVM(
        board_size=board.size,
        archways=tuple(
            ArchwayVM(index, archway.points, archway.gems)
            for index, archway in enumerate(board.archways)
        ),
        players=players,
        carpets=state.carpets,
        round_number=state.round_number,
        rounds_total=ROUNDS,
        turn=state.turn,
        phase=state.phase,
        lap_bonus=chart.lap_bonus,
        bonus_values=chart.rounds[round_index],
        barter=_barter(state),
        pending=state.pending_actions,
        revealed=revealed,
        die_roller=state.die_roller,
        looking_seat=looking_seat,
        human_to_act=human_to_act,
        decision=_decision(state, human_to_act),
        is_over=state.is_terminal(),
        reveal_all=may_reveal_all,
    )


def _players(
    state: BasariState,
    seats: Sequence[Seat],
    looking_seat: int | None,
    thinking: Sequence[int],
    may_reveal_all: bool,
) -> tuple[PlayerVM, ...]:
    positions = state.positions
    starts = state.start_disks
    progress = state.lap_progress
    lapped = state.laps_completed
    points = state.points
    move_rolls = state.movement_rolls
    # The Die action's roll belongs to its turn: the engine keeps it until the next reveal,
    # but by the next card choice it would read as a roll of the new turn.
    stale = state.phase == "choose_cards"
    action_rolls = (0,) * state.num_players if stale else state.action_rolls
    revealed = state.revealed_cards
    deciding = set(state.current_players())
    return tuple(
        PlayerVM(
            seat=seat,
            name=seats[seat].name,
            is_bot=seats[seat].is_bot,
            level=seats[seat].level,
            points=points[seat],
            gems=state.gems(seat),
            position=positions[seat],
            start=starts[seat],
            lap_progress=progress[seat],
            lapped=lapped[seat],
            move_roll=move_rolls[seat],
            action_roll=action_rolls[seat],
            has_chosen=state.has_chosen(seat),
            # Never carried for an onlooker (a public view built from some seat's view).
            secret_card=state.chosen_card(seat) if seat == looking_seat or may_reveal_all else None,
            revealed_card=revealed[seat] if revealed is not None else None,
            deciding=seat in deciding,
            thinking=seat in thinking,
            you=is_you(seats, seat),
        )
        for seat in range(state.num_players)
    )


def _barter(state: BasariState) -> BarterVM | None:
    info = state.barter
    if info is None:
        return None
    return BarterVM(
        info.card,
        info.seats,
        info.a,
        info.b,
        info.reason,
        info.offer,
        info.offerer,
        info.responder,
    )


def _decision(state: BasariState, seat: int | None) -> Decision | None:
    if seat is None or seat not in state.current_players():
        return None
    legal = state.legal_actions(seat) if state.phase != "barter" else []
    if state.phase == "setup":
        choices: dict[int, object] = {
            action.archway: action for action in legal if isinstance(action, ChooseStart)
        }
        return StartDecision(seat, choices)
    if state.phase == "choose_cards":
        return CardDecision(seat, _card_options(state, seat, legal))
    if state.phase == "barter":
        return _barter_decision(state, seat)
    return None


def _card_options(state: BasariState, seat: int, legal: list[Any]) -> tuple[CardOption, ...]:
    position = state.positions[seat]
    archway = state.board.archways[position] if position >= 0 else None
    options = []
    for card in CARDS:
        action = ChooseCard(card)
        enabled = action in legal
        reason = "" if enabled else translate("Basari", "Not allowed now.")
        options.append(CardOption(card, action, enabled, reason, _card_hint(card, archway)))
    return tuple(options)


def _card_hint(card: str, archway: Any) -> str:
    if card == "die":
        return translate("Basari", "Roll the die, move that far and gain 6 minus the roll.")
    if archway is None:
        return ""
    if card == "points":
        return translate("Basari", "Gain %n point(s) here.", None, archway.points)
    return translate("Basari", "Take {gems} from the carpets.").format(
        gems=describe_gems(archway.gems)
    )


def _barter_decision(state: BasariState, seat: int) -> BarterDecision | None:
    info = state.barter
    if info is None or info.responder != seat or info.a is None or info.b is None:
        return None
    other = info.b if seat == info.a else info.a
    hand = state.gems(seat)
    minimal = [action.gems for action in state.minimal_raises(seat)]
    suggestion = min(minimal, key=offer_key) if minimal else NO_GEMS

    def problem_for(gems: Gems) -> str | None:
        problem = state.offer_problem(seat, gems)  # the engine's validator (B18-B23)
        return None if problem is None else refusal_text(problem)

    def offer_for(gems: Gems) -> object:
        return offer_action(gems)

    return BarterDecision(
        seat=seat,
        other=other,
        card=info.card,
        hand=hand,
        on_table=info.offer,
        can_raise=state.can_raise(seat),
        accept=ACCEPT if info.offer is not None else None,
        suggestion=suggestion,
        problem_for=problem_for,
        offer_for=offer_for,
    )


def random_start(decision: StartDecision, pick: float) -> object:
    """One of the legal starts, `pick` in [0, 1) choosing which (the app's "random" button)."""
    archways = sorted(decision.choices)
    return decision.choices[archways[min(len(archways) - 1, int(pick * len(archways)))]]


# --- results ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Standing:
    place: int
    seat: int
    name: str
    points: int
    gems: Gems


@dataclass(frozen=True)
class Outcome:
    standings: tuple[Standing, ...]
    winners: tuple[int, ...]
    decided_by: str  # "points", "gems", "red", ..., "shared" (engine's tie_break)
    separations: tuple[tuple[int, int, str], ...]  # (seat above, seat below, criterion)


def outcome(view: State[Any], seats: Sequence[Seat]) -> Outcome:
    state = _as_basari(view)
    points = state.points
    standings = tuple(
        Standing(place, seat, seats[seat].name, points[seat], state.gems(seat))
        for seat, place in state.ranking()
    )
    decided_by, _ = state.tie_break()
    separations = []
    for upper, lower in itertools.pairwise(standings):
        if upper.points == lower.points:
            separations.append((upper.seat, lower.seat, state.separating(upper.seat, lower.seat)))
    return Outcome(standings, state.winners(), decided_by, tuple(separations))


# --- words -------------------------------------------------------------------------------------
def log_lines(events: Sequence[Event], seats: Sequence[Seat]) -> list[tuple[str, int | None, bool]]:
    """(text, seat, is_heading) per event worth a line; give it the public events."""
    out: list[tuple[str, int | None, bool]] = []
    roll: Event | None = None
    for public in events:
        if public.kind == "die_rolled":
            roll = public  # told together with the move it causes
            continue
        if public.kind == "moved" and roll is not None and roll.player == public.player:
            line: str | list[str] | None = describe_roll_and_move(roll.data, public.data, seats)
        else:
            line = describe(public.kind, public.data, seats)
        roll = None
        if line is None:
            continue
        if isinstance(line, list):
            for index, text in enumerate(line):
                out.append((text, None, index == 0))
            continue
        heading = public.kind in ("turn_started", "round_started", "game_over")
        seat = public.player if not heading else None
        out.append((line, seat, heading))
    return out


def _asking(decision: StartDecision | CardDecision | BarterDecision) -> str:
    """What the person deciding is asked, by name ({name}, {other}, {card}, {gems})."""
    if isinstance(decision, StartDecision):
        return translate(
            "Basari", "{name}: click the archway where your merchant starts (or Random)."
        )
    if isinstance(decision, CardDecision):
        return translate(
            "Basari", "{name}: choose your secret action card — 1 Die, 2 Points, 3 Gems."
        )
    if decision.on_table is None:
        return translate(
            "Basari", "{name}: make the opening offer to {other} for the {card} action."
        )
    if not decision.can_raise:
        return translate("Basari", "{name}: you cannot raise, so you must accept {gems}.")
    return translate("Basari", "{name}: accept {gems} from {other}, or raise.")


def status_text(vm: BasariVM, thinking: Sequence[int], seats: Sequence[Seat]) -> str:
    """Whose decision it is and what is expected, in one line."""
    if vm.is_over:
        return translate("Basari", "The game is over.")
    acting = vm.human_to_act
    decision = vm.decision
    if acting is not None and decision is not None:
        return addressed(is_you(seats, acting), _asking(decision)).format(
            name=seats[acting].name,
            other=seats[decision.other].name if isinstance(decision, BarterDecision) else "",
            card=card_title(decision.card) if isinstance(decision, BarterDecision) else "",
            gems=describe_gems(decision.on_table)
            if isinstance(decision, BarterDecision) and decision.on_table is not None
            else "",
        )
    if thinking:
        return translate("Basari", "{names} thinking…").format(
            names=names_text(seats, list(thinking))
        )
    if vm.barter is not None and vm.barter.a is None:
        first, second = vm.barter.seats
        return translate("Basari", "{first} and {second} roll off for the barter…").format(
            first=seats[first].name, second=seats[second].name
        )
    if vm.die_roller is not None:
        return about(
            seats,
            vm.die_roller,
            translate("Basari", "{name} rolls the die…"),
            translate("Basari", "You roll the die…"),
        ).format(name=seats[vm.die_roller].name)
    waiting = [p.seat for p in vm.players if p.deciding]
    if waiting:
        return translate("Basari", "Waiting for {names}.").format(names=names_text(seats, waiting))
    return translate("Basari", "…")
