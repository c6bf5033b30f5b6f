"""The error types every game and every interface shares."""

from __future__ import annotations


class IllegalAction(ValueError):
    """A decision the rules do not allow right now.

    The message is written for a player ("you cannot afford it"), and the state that refused
    the action is left exactly as it was.
    """


class DataError(ValueError):
    """Rules data (a board, a chart, a deck) or a serialised state that is malformed."""
