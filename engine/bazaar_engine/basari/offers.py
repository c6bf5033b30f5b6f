"""Barter offers (B18-B23): ordering, validation, enumeration and fast random sampling.

An offer or a hand is a tuple of gem counts (red, yellow, green, blue). B21: more gems is
higher; with equal counts the first colour (red, yellow, green, blue) that differs decides,
which is plain tuple comparison on (total, red, yellow, green, blue).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from bazaar_engine.basari.data import COLOURS, Gems
from bazaar_engine.core.errors import IllegalAction, RefusalCode

NOTHING: Gems = (0, 0, 0, 0)
SINGLE_GEMS: tuple[Gems, ...] = ((1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1))


def offer_key(gems: Gems) -> tuple[int, int, int, int, int]:
    """Sort key in B21 order (higher key = higher offer)."""
    return (sum(gems), *gems)


def beats(offer: Gems, other: Gems) -> bool:
    """B21: is `offer` strictly higher than `other`?"""
    total, other_total = sum(offer), sum(other)
    if total != other_total:
        return total > other_total
    return offer > other


def describe(gems: Gems) -> str:
    """Player-facing text: "2 red + 1 blue", "nothing"."""
    parts = [f"{n} {colour}" for n, colour in zip(gems, COLOURS, strict=True) if n]
    return " + ".join(parts) if parts else "nothing"


def best_of_count(hand: Gems, count: int) -> Gems:
    """The highest offer of exactly `count` gems from `hand` (most valuable colours first)."""
    out = [0, 0, 0, 0]
    left = count
    for colour in range(4):
        take = min(hand[colour], left)
        out[colour] = take
        left -= take
    return out[0], out[1], out[2], out[3]


def lowest_raise_count(hand: Gems, offer: Gems) -> int | None:
    """The fewest gems a raise from `hand` over `offer` needs, or None if no raise exists."""
    total, have = sum(offer), sum(hand)
    if have >= total and best_of_count(hand, total) > offer:
        return total
    return total + 1 if have > total else None


def can_raise(hand: Gems, offer: Gems) -> bool:
    """B23: a player who cannot beat the offer with their own gems must accept."""
    return lowest_raise_count(hand, offer) is not None


def _gem_word(count: int, colour: str) -> str:
    return f"{count} {colour} gem" + ("" if count == 1 else "s")


def offer_problem(hand: Gems, on_table: Gems | None, offer: Gems) -> IllegalAction | None:
    """Why `offer` (from `hand`, answering `on_table`, None = opening) is illegal, or None."""
    if on_table is not None and not can_raise(hand, on_table):
        return IllegalAction(
            RefusalCode.CANNOT_RAISE,
            f"you cannot raise {describe(on_table)} with your gems: accept the offer",
            gems=on_table,
        )
    if any(n < 0 for n in offer):
        return IllegalAction(
            RefusalCode.NEGATIVE_OFFER, "an offer cannot hold a negative number of gems"
        )
    for colour, (wanted, owned) in enumerate(zip(offer, hand, strict=True)):
        if wanted > owned:
            name = COLOURS[colour]
            if owned == 0:
                return IllegalAction(
                    RefusalCode.NO_GEMS_OF_COLOUR,
                    f"you have no {name} gems to offer",
                    colour=colour,
                )
            return IllegalAction(
                RefusalCode.TOO_FEW_GEMS_OF_COLOUR,
                f"you only have {_gem_word(owned, name)}",
                colour=colour,
                count=owned,
            )
    if on_table is not None and not beats(offer, on_table):
        return _not_a_raise(hand, on_table, offer)
    return None


def _not_a_raise(hand: Gems, on_table: Gems, offer: Gems) -> IllegalAction:
    total = sum(on_table)
    same = offer == on_table
    head = f"your offer must beat {describe(on_table)}"
    if same:
        head += " (offering the same gems is not a raise)"
    if lowest_raise_count(hand, on_table) != total:
        # B21: with this hand only more gems can win.
        return IllegalAction(
            RefusalCode.OFFER_MORE_GEMS,
            f"{head}: offer more than {total} gems",
            gems=on_table,
            total=total,
            same=same,
        )
    return IllegalAction(
        RefusalCode.OFFER_MORE_OR_BETTER_GEMS,
        f"{head}: offer more gems, or as many ({total}) with more red; "
        "with as many red, more yellow; then green, then blue decide",
        gems=on_table,
        total=total,
        same=same,
    )


def offers_of_count(hand: Gems, count: int) -> Iterator[Gems]:
    """Every offer of exactly `count` gems from `hand`, in ascending B21 order."""
    have_r, have_y, have_g, have_b = hand
    for red in range(max(0, count - have_y - have_g - have_b), min(have_r, count) + 1):
        left_r = count - red
        for yellow in range(max(0, left_r - have_g - have_b), min(have_y, left_r) + 1):
            left_y = left_r - yellow
            for green in range(max(0, left_y - have_b), min(have_g, left_y) + 1):
                yield red, yellow, green, left_y - green


def all_offers(hand: Gems) -> Iterator[Gems]:
    """Every opening offer (B18), nothing included, in ascending B21 order."""
    for count in range(sum(hand) + 1):
        yield from offers_of_count(hand, count)


def legal_raises(hand: Gems, on_table: Gems) -> Iterator[Gems]:
    """Every raise over `on_table` from `hand` (B20, B22), in ascending B21 order."""
    lowest = lowest_raise_count(hand, on_table)
    if lowest is None:
        return
    total = sum(on_table)
    for count in range(lowest, sum(hand) + 1):
        for offer in offers_of_count(hand, count):
            if count > total or offer > on_table:
                yield offer


def minimal_raises(hand: Gems, on_table: Gems | None) -> list[Gems]:
    """The cheapest legal offers: those from which no gem can be removed and still beat.

    For an opening (`on_table` None) these are the single gems the player holds.
    """
    if on_table is None:
        return [single for colour, single in enumerate(SINGLE_GEMS) if hand[colour]]
    lowest = lowest_raise_count(hand, on_table)
    if lowest is None:
        return []
    total = sum(on_table)
    out = [o for o in offers_of_count(hand, total) if o > on_table] if lowest == total else []
    for offer in offers_of_count(hand, total + 1):
        if all(not offer[c] or _minus(offer, c) <= on_table for c in range(4)):
            out.append(offer)
    return out


def _minus(gems: Gems, colour: int) -> Gems:
    out = list(gems)
    out[colour] -= 1
    return out[0], out[1], out[2], out[3]


def sample_gems(hand: Gems, count: int, rng: random.Random) -> Gems:
    """`count` gems drawn at random from `hand` (each gem equally likely, no replacement)."""
    r, y, g, b = hand
    out_r = out_y = out_g = out_b = 0
    left = r + y + g + b
    for _ in range(count):
        pick = int(rng.random() * left)
        left -= 1
        if pick < r:
            r -= 1
            out_r += 1
        elif pick < r + y:
            y -= 1
            out_y += 1
        elif pick < r + y + g:
            g -= 1
            out_g += 1
        else:
            b -= 1
            out_b += 1
    return out_r, out_y, out_g, out_b


def random_raise(hand: Gems, on_table: Gems, rng: random.Random) -> Gems | None:
    """A random legal raise without listing them all (None if no raise exists).

    The gem count is uniform over the counts that allow a raise; the gems are drawn at random.
    """
    lowest = lowest_raise_count(hand, on_table)
    if lowest is None:
        return None
    count = lowest + int(rng.random() * (sum(hand) - lowest + 1))
    if count > sum(on_table):
        return sample_gems(hand, count, rng)
    for _ in range(4):
        offer = sample_gems(hand, count, rng)
        if offer > on_table:
            return offer
    return best_of_count(hand, count)


def random_opening(hand: Gems, rng: random.Random) -> Gems:
    """A random opening offer: count uniform from 0 (forfeit) to all gems."""
    count = int(rng.random() * (sum(hand) + 1))
    return sample_gems(hand, count, rng)
