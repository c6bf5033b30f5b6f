"""The engine's reasons for refusing a move, in the language the window speaks.

The engine explains itself in English (`engine/` never imports Qt). The reasons a player meets
while deciding (a trade or an offer that breaks a rule, a move out of turn) are recognised
here and written again through Qt's translations, with the engine's words for gems and jewels
translated too; any other message is shown as the engine wrote it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate

COLOURS = ("red", "yellow", "green", "blue")  # the engine's words, in its order
JEWELS = ("sapphire", "ruby", "emerald")
JEWEL_PLURALS = ("sapphires", "rubies", "emeralds")

Rule = tuple[re.Pattern[str], Callable[[dict[str, str]], str]]


def engine_text(message: str) -> str:
    """`message` from the engine in the current language (unchanged if not recognised)."""
    for pattern, render in _rules():
        found = pattern.fullmatch(message)
        if found is not None:
            try:
                return render(found.groupdict())
            except (KeyError, ValueError):  # a word this module does not know
                return message
    return message


# --- the engine's words -------------------------------------------------------------------------
def _kinds(plural: str) -> str:
    from bazaar_desktop.viewmodels.jewels import kind_plural

    return kind_plural(JEWEL_PLURALS.index(plural))


def _jewels(words: str) -> str:
    """ "2 rubies", "1 ruby" -> the same in the current language."""
    from bazaar_desktop.viewmodels.jewels import jewel_words

    count, word = words.split(" ", 1)
    kind = JEWELS.index(word) if word in JEWELS else JEWEL_PLURALS.index(word)
    return jewel_words(int(count), kind)


def _colour(word: str) -> str:
    from bazaar_desktop.viewmodels.basari import colour_name

    return colour_name(COLOURS.index(word))


def _gems(words: str) -> str:
    """ "2 red + 1 blue" (the engine's `describe`) -> the same in the current language."""
    from bazaar_desktop.viewmodels.basari import describe_gems

    counts = [0, 0, 0, 0]
    if words != "nothing":
        for part in words.split(" + "):
            count, colour = part.split(" ")
            counts[COLOURS.index(colour)] = int(count)
    return describe_gems(counts)


def _one_colour(count: str, colour: str) -> str:
    from bazaar_desktop.viewmodels.basari import describe_gems

    counts = [0, 0, 0, 0]
    counts[COLOURS.index(colour)] = int(count)
    return describe_gems(counts)


# --- the messages -------------------------------------------------------------------------------
@cache
def _rules() -> list[Rule]:
    # Each text is spelled out in a translate() call so that lupdate finds it.
    rules: list[tuple[str, Callable[[dict[str, str]], str]]] = [
        # Jewel Bazaar trades (J9-J14)
        (
            r"you cannot trade a negative number of jewels",
            lambda g: translate("EngineText", "you cannot trade a negative number of jewels"),
        ),
        (
            r"you have no (?P<kinds>\w+) to sell",
            lambda g: translate("EngineText", "you have no {kinds} to sell").format(
                kinds=_kinds(g["kinds"])
            ),
        ),
        (
            r"you only have (?P<jewels>\d+ \w+) to sell",
            lambda g: translate("EngineText", "you only have {jewels} to sell").format(
                jewels=_jewels(g["jewels"])
            ),
        ),
        (
            r"you cannot sell and buy (?P<kinds>\w+) in the same round",
            lambda g: translate(
                "EngineText", "you cannot sell and buy {kinds} in the same round"
            ).format(kinds=_kinds(g["kinds"])),
        ),
        (
            r"no (?P<kinds>\w+) are left",
            lambda g: translate("EngineText", "no {kinds} are left").format(
                kinds=_kinds(g["kinds"])
            ),
        ),
        (
            r"only (?P<jewels>\d+ \w+) (?:is|are) left",
            lambda g: translate("EngineText", "only {jewels} left").format(
                jewels=_jewels(g["jewels"])
            ),
        ),
        (
            r"you cannot afford it: it costs (?P<cost>\d+) Grand and you would have "
            r"(?P<have>-?\d+) after your sales",
            lambda g: translate(
                "EngineText",
                "you cannot afford it: it costs {cost} Grand and you would have {have} after "
                "your sales",
            ).format(cost=g["cost"], have=g["have"]),
        ),
        (
            r"you cannot afford it: it costs (?P<cost>\d+) Grand and you have (?P<have>-?\d+)",
            lambda g: translate(
                "EngineText", "you cannot afford it: it costs {cost} Grand and you have {have}"
            ).format(cost=g["cost"], have=g["have"]),
        ),
        (
            r"that would give you (?P<after>\d+) jewels; you may hold at most (?P<most>\d+), "
            r"so sell some first",
            lambda g: translate(
                "EngineText",
                "that would give you {after} jewels; you may hold at most {most}, so sell some "
                "first",
            ).format(after=g["after"], most=g["most"]),
        ),
        (
            r"that would give you (?P<after>\d+) jewels; you may hold at most (?P<most>\d+)",
            lambda g: translate(
                "EngineText", "that would give you {after} jewels; you may hold at most {most}"
            ).format(after=g["after"], most=g["most"]),
        ),
        (
            r"you must buy at least one jewel",
            lambda g: translate("EngineText", "you must buy at least one jewel"),
        ),
        (
            r"you must buy at least one jewel, so you must sell to make room and raise money "
            r"for a purchase",
            lambda g: translate(
                "EngineText",
                "you must buy at least one jewel, so you must sell to make room and raise money "
                "for a purchase",
            ),
        ),
        (
            r"you must buy at least one jewel, so you must sell to make room for a purchase",
            lambda g: translate(
                "EngineText",
                "you must buy at least one jewel, so you must sell to make room for a purchase",
            ),
        ),
        (
            r"you must buy at least one jewel, so you must sell to raise money for a purchase",
            lambda g: translate(
                "EngineText",
                "you must buy at least one jewel, so you must sell to raise money for a purchase",
            ),
        ),
        # Basari offers (B18-B23)
        (
            r"you cannot raise (?P<gems>.+) with your gems: accept the offer",
            lambda g: translate(
                "EngineText", "you cannot raise {gems} with your gems: accept the offer"
            ).format(gems=_gems(g["gems"])),
        ),
        (
            r"an offer cannot hold a negative number of gems",
            lambda g: translate("EngineText", "an offer cannot hold a negative number of gems"),
        ),
        (
            r"you have no (?P<colour>\w+) gems to offer",
            lambda g: translate("EngineText", "you have no {colour} gems to offer").format(
                colour=_colour(g["colour"])
            ),
        ),
        (
            r"you only have (?P<count>\d+) (?P<colour>\w+) gems?",
            lambda g: translate("EngineText", "you only have {gems}").format(
                gems=_one_colour(g["count"], g["colour"])
            ),
        ),
        (
            r"your offer must beat (?P<gems>.+?)(?P<same> \(offering the same gems is not a "
            r"raise\))?: offer more than (?P<total>\d+) gems",
            lambda g: translate("EngineText", "{beat}: offer more than {total} gems").format(
                beat=_beat(g), total=g["total"]
            ),
        ),
        (
            r"your offer must beat (?P<gems>.+?)(?P<same> \(offering the same gems is not a "
            r"raise\))?: offer more gems, or as many \((?P<total>\d+)\) with more red; with as "
            r"many red, more yellow; then green, then blue decide",
            lambda g: translate(
                "EngineText",
                "{beat}: offer more gems, or as many ({total}) with more red; with as many red, "
                "more yellow; then green, then blue decide",
            ).format(beat=_beat(g), total=g["total"]),
        ),
        # any game
        (r"the game is over", lambda g: translate("EngineText", "the game is over")),
        (
            r"it is not player (?P<number>\d+)'s decision now",
            lambda g: translate("EngineText", "it is not player {number}'s decision now").format(
                number=g["number"]
            ),
        ),
        (
            r"that move is not allowed now",
            lambda g: translate("EngineText", "that move is not allowed now"),
        ),
    ]
    return [(re.compile(pattern), render) for pattern, render in rules]


def _beat(groups: dict[str, str]) -> str:
    gems = _gems(groups["gems"])
    if groups.get("same"):
        return translate(
            "EngineText", "your offer must beat {gems} (offering the same gems is not a raise)"
        ).format(gems=gems)
    return translate("EngineText", "your offer must beat {gems}").format(gems=gems)
