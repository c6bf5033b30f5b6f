"""Each seat's colour, the ink on it and the letter on its pieces: the ONE definition, read by
the desktop's theme (as QColors) and by the phones' frames (as #rrggbb), so a person has the
same colour and marker on the board, in the lists and on their phone. No Qt here.
The colours themselves are in `bazaar_resources/seat_marks.py`, which the table server's web
page reads too (the server imports nothing of the desktop).

The six colours are chosen so that every pair stays apart in lightness or hue for people with
red-green or blue-yellow colour blindness too (a test checks the distances under simulated
vision), and away from the gem colours: purple, ivory, orange, charcoal, sky blue, pink.
"""

from __future__ import annotations

from collections.abc import Sequence

# One definition for every drawing of a seat (the web table reads the same constants).
from bazaar_resources.seat_marks import SEAT_COLOURS, SEAT_INKS

__all__ = ["SEAT_COLOURS", "SEAT_INKS", "seat_colour", "seat_ink", "seat_letters"]


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_ink(seat: int) -> str:
    return SEAT_INKS[seat % len(SEAT_INKS)]


def seat_letters(names: Sequence[str]) -> list[str]:
    """Initials on the pieces; seat numbers instead when two names share an initial."""
    initials = [(name.strip()[:1] or "?").upper() for name in names]
    if len(set(initials)) == len(initials):
        return initials
    return [str(seat + 1) for seat in range(len(names))]


def seat_marks(names: Sequence[str]) -> list[dict[str, str]]:
    """Every seat's colour, ink and letter, as the phones' frames carry them."""
    letters = seat_letters(names)
    return [
        {"colour": seat_colour(seat), "ink": seat_ink(seat), "letter": letter}
        for seat, letter in enumerate(letters)
    ]
