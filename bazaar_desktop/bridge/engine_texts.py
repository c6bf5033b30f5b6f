"""The engine's words in the language the window speaks: its refusals and its params' words.

The engine explains itself in English (`engine/` never imports Qt) and says the same as data:
an `IllegalAction` carries a stable `code` (a `RefusalCode`) and `params` (seat numbers, gem
counts, jewel kinds...). `refusal_text` words a refusal from its code and params through Qt's
translations; `fill` turns params into words the same way for a refusal and for a coach reason
(`coach/texts.py`), the two halves of one vocabulary (`bazaar_engine/core/reasons.py`). This
module words what every game shares (seats, players, the refusals any game may give); each
game's own words — the nouns its refusals and view-model need (gem colours, jewel kinds, Basta!
cards), its params' words and its refusals — are its `engine_words/<id>.py` (`WORDS`, an
`EngineWords`), found by the game id as the tables are (`game_modules.py`). The view-models
take their nouns from their game's module, so this module depends on no view-model.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.game_modules import game_modules, game_part
from bazaar_engine.core.errors import IllegalAction, Param, RefusalCode

translate = QCoreApplication.translate

Params = Mapping[str, Param]
# A code's wording: a template `fill` completes, or, where the words depend on the params'
# values, a function of the params.
Render = Callable[[Params], str]
Wording = str | Render

WORDS_PACKAGE = "bazaar_desktop.engine_words"


@dataclass(frozen=True)
class EngineWords:
    """One game's words for the engine's data, in the window's language when asked: the wording
    of each of its refusal codes (spelled out in translate() calls, so made anew on each call),
    and the words its params become (`param_words` adds them to every game's)."""

    refusals: Callable[[], dict[RefusalCode, Wording]]
    params: Callable[[Params], dict[str, object]]


def games_words() -> list[EngineWords]:
    """Every registered game's `EngineWords` (a game without an `engine_words` module has none)."""
    return [game_part(WORDS_PACKAGE, game_id, "WORDS") for game_id in game_modules(WORDS_PACKAGE)]


# --- filling a template from a code's params (refusals and the coach alike) -----------------
def fill(template: str, params: Params, names: Sequence[str] = (), **extra: object) -> str:
    """`template` with its placeholders filled from the params of a refusal or a coach reason.

    The params mean the same in both (docs/architecture.md), so they become the same words:
    see `param_words`. `names` are the seats' names where the caller knows them; `extra` holds
    words a wording derives itself.
    """
    return template.format(**param_words(params, names), **extra)


def param_words(params: Params, names: Sequence[str] = ()) -> dict[str, object]:
    """The params as they are, plus the words a template may use for them:
    `seat` -> {number} (from 1), {player} ("player 2"), {name} (the seat's name, else {player});
    `seats` -> {players}; and the words each game's `EngineWords.params` gives its own params
    (Basari's `gems`, Jewel Bazaar's `kind`, Basta!'s `card`...)."""
    words: dict[str, object] = dict(params)
    if "seat" in params:
        words |= _seat_words(number(params, "seat"), names)
    if "seats" in params:
        words["players"] = _players(counts(params, "seats"))
    for game in games_words():
        words |= game.params(params)
    return words


def _seat_words(seat: int, names: Sequence[str]) -> dict[str, object]:
    return {"number": seat + 1, "player": _player(seat), "name": seat_name(seat, names)}


def seat_name(seat: int, names: Sequence[str]) -> str:
    """The seat's name where `names` has it, else "player 2"."""
    return names[seat] if 0 <= seat < len(names) else _player(seat)


# --- refusals -----------------------------------------------------------------------------------


def refusal_text(refusal: IllegalAction) -> str:
    """Why the engine refused, in the current language (its English if the code is unknown)."""
    wording = _wordings().get(refusal.code)
    if wording is None:
        return str(refusal)
    try:
        return (
            fill(wording, refusal.params) if isinstance(wording, str) else wording(refusal.params)
        )
    except (KeyError, IndexError, TypeError):  # params this module cannot read: say it in English
        return str(refusal)


def translated_codes() -> frozenset[RefusalCode]:
    """The codes `refusal_text` words itself (the tests require every `RefusalCode`)."""
    return frozenset(_wordings())


def number(params: Params, key: str) -> int:
    value = params[key]
    if not isinstance(value, int):
        raise TypeError(f"{key} is not a number")
    return value


def word(params: Params, key: str) -> str:
    return str(params[key])


def counts(params: Params, key: str) -> tuple[int, ...]:
    value = params[key]
    if not isinstance(value, tuple):
        raise TypeError(f"{key} is not a tuple of counts")
    return value


def _player(seat: int) -> str:
    return translate("EngineText", "player {number}").format(number=seat + 1)


def _players(seats: Sequence[int]) -> str:
    """ "player 1", "player 1 and player 3", "player 1, player 2 and player 4"."""
    names = [_player(seat) for seat in seats]
    if len(names) < 2:
        return "".join(names)
    return translate("EngineText", "{others} and {last}").format(
        others=", ".join(names[:-1]), last=names[-1]
    )


def _wordings() -> dict[RefusalCode, Wording]:
    """One wording per code, in the current language (so made anew on each call): the codes any
    game may give, then each game's own. Each text is spelled out in a translate() call for
    lupdate."""
    wordings = _any_game()
    for game in games_words():
        wordings |= game.refusals()
    return wordings


def _any_game() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.GAME_OVER: translate("EngineText", "the game is over"),
        RefusalCode.NOT_YOUR_DECISION: translate(
            "EngineText", "it is not player {number}'s decision now"
        ),
        RefusalCode.WAITING_FOR_PLAYERS: translate(
            "EngineText", "it is not your decision now: waiting for {players}"
        ),
        RefusalCode.WAITING_FOR_CHANCE: translate(
            "EngineText",
            "it is not your decision: waiting for a die roll or other chance outcome",
        ),
        RefusalCode.NOT_A_CHANCE_DECISION: translate("EngineText", "this is not a chance decision"),
        RefusalCode.NO_SUCH_PLAYER: translate(
            "EngineText", "there is no player {number} in this game"
        ),
        RefusalCode.NO_SUCH_SEAT: translate("EngineText", "there is no seat {value} in this game"),
        RefusalCode.VIEW_NOT_PLAYABLE: translate(
            "EngineText", "a player's view cannot be played on; use the real game"
        ),
        RefusalCode.MOVE_NOT_ALLOWED: translate("EngineText", "that move is not allowed now"),
        RefusalCode.NOT_THIS_GAMES_ACTION: translate(
            "EngineText", "that is not a decision of this game"
        ),
        RefusalCode.IMPOSSIBLE_CHANCE_OUTCOME: translate(
            "EngineText", "that chance outcome cannot happen now"
        ),
        RefusalCode.FIRST_PLAYER_IS_DRAWN_NOW: translate(
            "EngineText", "the first player must be drawn now"
        ),
    }
