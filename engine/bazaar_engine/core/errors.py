"""The error types every game and every interface shares, and the engine's reason codes.

Refusals are typed errors under `ValueError`, after python-chess's `IllegalMoveError`, and
more: python-chess's errors carry only a message, while a refusal here is data too:
`IllegalAction` carries a stable `code` (a `RefusalCode`) and `params` (simple values: ints,
strings, tuples of ints) besides its English message.
The English is for logs and the command line; an interface words the refusal itself from the
code and params (the desktop: `bazaar_desktop/bridge/engine_texts.py`), in the player's language.
The codes live in `reasons.py` beside the coach's (one vocabulary); docs/architecture.md lists
the codes and their params.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bazaar_engine.core.reasons import Param, RefusalCode

__all__ = ["DataError", "IllegalAction", "Param", "RefusalCode", "no_such_player"]


def __getattr__(name: str) -> Any:
    """`Param` and `RefusalCode`, re-exported from `reasons` when first asked for (PEP 562):
    the codes are a long enum, and `DataError` alone (read by the resources and the games'
    registry before the desktop's first paint) does not need them (start-up time)."""
    if name in ("Param", "RefusalCode"):
        from bazaar_engine.core import reasons

        value = getattr(reasons, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class IllegalAction(ValueError):
    """A decision the rules do not allow right now.

    The message is written for a player ("you cannot afford it") in English, for logs and the
    command line; `code` and `params` say the same as data, for an interface to word in any
    language. The state that refused the action is left exactly as it was. The validators
    (`trade_problem`, `offer_problem`) return one unraised, so a panel can show why before
    anything is tried.
    """

    def __init__(self, code: RefusalCode, message: str, **params: Param) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Param] = params

    def __reduce__(self) -> tuple[object, ...]:
        # Pickle (a bot process) with the code and params, not only the message.
        return (_rebuild, (self.code, str(self), self.params))


def no_such_player(seat: int) -> IllegalAction:
    """The refusal for a seat number outside the game (every game words it the same)."""
    from bazaar_engine.core.reasons import RefusalCode

    return IllegalAction(
        RefusalCode.NO_SUCH_PLAYER, f"there is no player {seat + 1} in this game", seat=seat
    )


def _rebuild(code: RefusalCode, message: str, params: dict[str, Param]) -> IllegalAction:
    return IllegalAction(code, message, **params)


class DataError(ValueError):
    """Rules data (a board, a chart, a deck) or a serialised state that is malformed."""
