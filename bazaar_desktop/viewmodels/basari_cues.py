"""Basari's animation cues: what the scene should show moving, read from the engine's events.

A cue only says what happened (a merchant walked this path, gems went from here to there);
the scene decides how it looks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bazaar_desktop.viewmodels.basari import Gems
from bazaar_desktop.viewmodels.basari_events import scoring_lines
from bazaar_engine.core.events import Event
from bazaar_engine.core.match import Seat


@dataclass(frozen=True)
class MoveCue:
    seat: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class GemFlowCue:
    source: tuple[str, int]  # ("carpet", 0) | ("player", seat) | ("archway", index)
    target: tuple[str, int]
    gems: Gems


@dataclass(frozen=True)
class RevealCue:
    cards: tuple[str, ...]


@dataclass(frozen=True)
class DieCue:
    seat: int
    value: int
    purpose: str


@dataclass(frozen=True)
class PointsCue:
    seat: int
    amount: int


@dataclass(frozen=True)
class ScoringCue:
    round_number: int
    lines: tuple[str, ...]


Cue = MoveCue | GemFlowCue | RevealCue | DieCue | PointsCue | ScoringCue


def cues(events: Sequence[Event], seats: Sequence[Seat]) -> list[Cue]:  # noqa: C901, PLR0912 (one branch per event kind)
    out: list[Cue] = []
    for event in events:
        data = event.data
        kind = event.kind
        if kind == "moved":
            out.append(MoveCue(int(data["seat"]), tuple(int(i) for i in data["path"])))
        elif kind == "gems_taken":
            seat = int(data["seat"])
            for colour, count in enumerate(data["gems"]):
                if count:
                    out.append(
                        GemFlowCue(("carpet", colour), ("player", seat), _single(colour, count))
                    )
        elif kind == "offer_accepted":
            gems = _gems(data["gems"])
            if sum(gems):
                out.append(
                    GemFlowCue(
                        ("player", int(data["offerer"])), ("player", int(data["seat"])), gems
                    )
                )
        elif kind == "cards_revealed":
            out.append(RevealCue(tuple(str(card) for card in data["cards"])))
        elif kind == "die_rolled":
            out.append(DieCue(int(data["seat"]), int(data["value"]), str(data["purpose"])))
        elif kind == "points_gained" and int(data["amount"]):
            out.append(PointsCue(int(data["seat"]), int(data["amount"])))
        elif kind == "round_scored":
            out.append(ScoringCue(int(data["round"]), tuple(scoring_lines(data, seats))))
            for seat, returned in enumerate(data["gems_returned"]):
                for colour, count in enumerate(returned):
                    if count:
                        out.append(
                            GemFlowCue(("player", seat), ("carpet", colour), _single(colour, count))
                        )
    return out


def _single(colour: int, count: int) -> Gems:
    gems = [0, 0, 0, 0]
    gems[colour] = count
    return gems[0], gems[1], gems[2], gems[3]


def _gems(values: Sequence[Any]) -> Gems:
    return int(values[0]), int(values[1]), int(values[2]), int(values[3])
