"""Basari's words: its gem colours and gems, its params, its refusals."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.engine_texts import (
    EngineWords,
    Params,
    Wording,
    counts,
    fill,
    number,
    word,
)
from bazaar_engine.core.errors import RefusalCode

translate = QCoreApplication.translate


# --- gems -------------------------------------------------------------------------------
def colour_name(colour: int) -> str:
    names = (
        translate("Basari", "red"),
        translate("Basari", "yellow"),
        translate("Basari", "green"),
        translate("Basari", "blue"),
    )
    return names[colour]


def describe_gems(gems: Sequence[int]) -> str:
    """ "2 red + 1 blue", or "nothing"."""
    parts = [
        translate("Basari", "{count} {colour}").format(count=count, colour=colour_name(colour))
        for colour, count in enumerate(gems)
        if count
    ]
    if not parts:
        return translate("Basari", "nothing")
    return " + ".join(parts)


def _params(params: Params) -> dict[str, object]:
    """`gems` -> {gems} ("2 red + 1 blue"); `colour` -> {colour} ("green"), with `count` and
    no `gems` also {gems} ("2 green"); `archway` -> {archway_number} (from 1, as the board
    shows them), with `last` also {last_number}."""
    words: dict[str, object] = {}
    if "gems" in params:
        words["gems"] = describe_gems(counts(params, "gems"))
    if "colour" in params:
        words |= _colour_words(params)
    if "archway" in params:
        words["archway_number"] = number(params, "archway") + 1
        if "last" in params:
            words["last_number"] = number(params, "last") + 1
    return words


def _colour_words(params: Params) -> dict[str, object]:
    colour = number(params, "colour")
    words: dict[str, object] = {"colour": colour_name(colour)}
    if "count" in params and "gems" not in params:
        words["gems"] = _one_colour(colour, number(params, "count"))
    return words


# --- refusals -----------------------------------------------------------------------------------
def _one_colour(colour: int, count: int) -> str:
    counts = [0, 0, 0, 0]
    counts[colour] = count
    return describe_gems(counts)


def _beat(params: Params) -> str:
    """The head of a refused raise: what the offer must beat."""
    if params.get("same"):
        text = translate(
            "EngineText", "your offer must beat {gems} (offering the same gems is not a raise)"
        )
    else:
        text = translate("EngineText", "your offer must beat {gems}")
    return fill(text, params)


def _no_such_action_card(params: Params) -> str:
    # Basari's `card` is the bad name as written: quoted, not a card title.
    text = translate("EngineText", "there is no card called {card}: choose die, points or gems")
    return text.format(card=repr(word(params, "card")))


def _offer_more(params: Params) -> str:
    return fill(
        translate("EngineText", "{beat}: offer more than {total} gems"), params, beat=_beat(params)
    )


def _offer_more_or_better(params: Params) -> str:
    text = translate(
        "EngineText",
        "{beat}: offer more gems, or as many ({total}) with more red; with as many red, "
        "more yellow; then green, then blue decide",
    )
    return fill(text, params, beat=_beat(params))


def _refusals() -> dict[RefusalCode, Wording]:
    return {
        RefusalCode.CHOOSE_START: translate(
            "EngineText", "choose the archway where your merchant starts"
        ),
        RefusalCode.NO_SUCH_ARCHWAY: translate(
            "EngineText",
            "there is no archway {archway_number}: archways are numbered 1 to {last_number}",
        ),
        RefusalCode.CHOOSE_ACTION_CARD: translate(
            "EngineText", "choose one of your action cards: die, points or gems"
        ),
        RefusalCode.NO_SUCH_ACTION_CARD: _no_such_action_card,
        RefusalCode.CARD_ALREADY_CHOSEN: translate(
            "EngineText", "you have already chosen your card this turn"
        ),
        RefusalCode.ROLL_OFF_BETWEEN: translate("EngineText", "the roll-off is between {players}"),
        RefusalCode.DIE_SHOWS_ONE_TO_SIX: translate("EngineText", "a die roll shows 1 to 6"),
        RefusalCode.NO_OFFER_TO_ACCEPT: translate(
            "EngineText",
            "there is no offer to accept yet: make an opening offer (offer nothing to give up "
            "the action)",
        ),
        RefusalCode.OPEN_WITH_AN_OFFER: translate(
            "EngineText", "you open the barter: make an offer (nothing gives up the action)"
        ),
        RefusalCode.ACCEPT_OR_RAISE: translate(
            "EngineText", "you are bartering: accept the offer or raise it"
        ),
        RefusalCode.CANNOT_RAISE: translate(
            "EngineText", "you cannot raise {gems} with your gems: accept the offer"
        ),
        RefusalCode.NEGATIVE_OFFER: translate(
            "EngineText", "an offer cannot hold a negative number of gems"
        ),
        RefusalCode.NO_GEMS_OF_COLOUR: translate(
            "EngineText", "you have no {colour} gems to offer"
        ),
        RefusalCode.TOO_FEW_GEMS_OF_COLOUR: translate("EngineText", "you only have {gems}"),
        RefusalCode.OFFER_MORE_GEMS: _offer_more,
        RefusalCode.OFFER_MORE_OR_BETTER_GEMS: _offer_more_or_better,
    }


WORDS = EngineWords(refusals=_refusals, params=_params)
