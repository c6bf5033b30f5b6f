"""The words Basari's table hands its scene with each view-model: typed, one field per place
on the board, so that neither side builds or parses keys.

The table writes them (it knows the language and who is looking); the scene only puts them
where they belong. Per-seat and per-colour texts are tuples indexed by seat and colour.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardCaption:
    """What a stall's action-card slot shows."""

    face: str | None  # a card's name face up; None face down (chosen, still secret)
    tooltip: str
    secret_tag: str = ""  # a word over a face shown before its reveal (the replay), or ""


@dataclass(frozen=True)
class StallCaptions:
    """One player's stall."""

    lap: str  # the lap bar's words
    status: str  # "thinking…", "choosing…"; "" when there is nothing to say
    tooltip: str
    card: CardCaption | None  # None: the slot is empty


@dataclass(frozen=True)
class BarterCaptions:
    """The band over the board while two players barter for a card."""

    title: str
    subtitle: str
    offer: str  # the line over the gems on the table


@dataclass(frozen=True)
class BasariCaptions:
    title: str
    subtitle: str
    points_caption: str  # under each stall's points
    archways: tuple[str, ...]  # tooltip per archway
    carpets: tuple[str, ...]  # the words on each colour's carpet
    carpet_tips: tuple[str, ...]  # tooltip per colour's carpet
    stalls: tuple[StallCaptions, ...]  # per seat
    barter: BarterCaptions | None  # None: no barter now
