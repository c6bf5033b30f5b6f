"""The coach's words: its reason codes and the moves it names, in the window's language.

The engine's coach (`bazaar_engine.bots.coach`) gives codes with integer parameters; every code
(a `CoachReason`) has a sentence here (a test checks it, and that each is translated); the
params are filled in by the same `engine_texts.fill` that words the engine's refusals. Each
game's words are a module of their own here, named by its game id (`texts/<id>.py`, whose
`WORDS` is a `CoachWords`), found as the tables are (`game_modules.py`); this module holds the
words every game's advice shares (win chances, ties) and puts the games' words together.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import fill
from bazaar_desktop.bridge.game_modules import added_game_folders, game_modules, game_part
from bazaar_engine.bots.coach import Advice, Reason
from bazaar_engine.core.reasons import CoachReason

translate = QCoreApplication.translate

Counted = tuple[str, dict[str, str]]  # the sentence for the number, and its counted words


def _none_counted(_code: CoachReason, _params: dict[str, Any]) -> Counted | None:
    return None


@dataclass(frozen=True)
class CoachWords:
    """One game's coach words, in the window's language when asked: a sentence per reason
    code (placeholders in braces, filled by `engine_texts.fill`), the sentences that follow a
    number's plural forms ("1 gem costs you about 1 point"; None for the other codes), and its
    moves in words, by action type."""

    templates: Callable[[], dict[CoachReason, str]]
    actions: tuple[tuple[type, Callable[[Any, Sequence[str]], str]], ...]
    counted: Callable[[CoachReason, dict[str, Any]], Counted | None] = _none_counted


__path__.extend(added_game_folders(__name__))  # games kept elsewhere (BAZAAR_GAMES_PATH)
# game id -> its coach words' module, for every registered game that has one
TEXTS: dict[str, str] = game_modules(__name__)


def _words() -> list[CoachWords]:
    return [game_part(__name__, game_id, "WORDS") for game_id in TEXTS]


def _templates() -> dict[CoachReason, str]:
    """Every reason code -> its sentence in the window's language (placeholders in braces)."""
    return {code: text for words in _words() for code, text in words.templates().items()}


def _counted(code: CoachReason, params: dict[str, Any]) -> Counted | None:
    """The sentence that follows a number's plural forms, if the code's game has one."""
    for words in _words():
        found = words.counted(code, params)
        if found is not None:
            return found
    return None


def points_text(points: int) -> str:
    """ "1 point", "5 points", in the window's language."""
    return translate("Coach", "%n point(s)", None, points)


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """One reason as a sentence, its params filled in as a refusal's are (`engine_texts.fill`)."""
    params = dict(reason.params)
    counted = _counted(reason.code, params)
    if counted is not None:
        return fill(counted[0], params, names, **counted[1])
    template = _templates().get(reason.code)
    if template is None:
        return ""
    return fill(template, params, names)


def why_text(reasons: Sequence[Reason], names: Sequence[str]) -> str:
    """The reasons of a move as one short paragraph."""
    return " ".join(text for text in (reason_text(r, names) for r in reasons) if text)


def action_text(action: Any, names: Sequence[str]) -> str:
    """The move in words: "Play the Gems card", "Sell 1 ruby, buy 2 emeralds"."""
    for kind, describe in (pair for words in _words() for pair in words.actions):
        if isinstance(action, kind):
            return describe(action, names)
    return str(action)


def choice_text(advice: Advice, names: Sequence[str]) -> str:
    """The advised move, or the moves the search cannot tell apart: "Choose the Gems card or
    Points card: about equal here"."""
    if not advice.about_equal:
        return action_text(advice.best.action, names)
    moves = _shared_start_once([action_text(c.action, names) for c in advice.equally_good])
    joined = translate("Coach", "{moves} or {last}").format(
        moves=", ".join(moves[:-1]), last=moves[-1]
    )
    return translate("Coach", "{moves}: about equal here").format(moves=joined)


def _shared_start_once(moves: list[str]) -> list[str]:
    """The words every move begins with, said once: "Choose the Die card,
    Points card or Gems card", not "Choose the Die card, Choose the Points card or …"."""
    split = [move.split(" ") for move in moves]
    shared = 0
    while all(len(words) > shared + 1 for words in split) and (
        len({words[shared] for words in split}) == 1
    ):
        shared += 1
    return [moves[0], *(" ".join(words[shared:]) for words in split[1:])]


def value_text(value: float) -> str:
    """An estimated share of the win, as people say it."""
    return translate("Coach", "{percent}% to win").format(percent=round(100 * value))


def loss_text(loss: float) -> str:
    return translate("Coach", "\u2212{points} points of win chance").format(
        points=max(1, round(100 * loss))
    )
