"""Every reason code the engine's coach gives has a sentence, in English, Spanish and German."""

from __future__ import annotations

from typing import Any

import pytest

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.coach.texts import reason_text
from bazaar_desktop.engine_words.basari import colour_name
from bazaar_desktop.engine_words.jewels import kind_plural
from bazaar_desktop.services import i18n
from bazaar_engine.bots.coach import REASON_CODES, Reason
from bazaar_engine.core.errors import IllegalAction, RefusalCode
from bazaar_engine.core.reasons import CoachReason

NAMES = ["Layla", "Omar", "Zeynep"]


def sentences() -> dict[CoachReason, str]:
    out = {}
    for code, params in REASON_CODES.items():
        reason = Reason(code, tuple((name, 1) for name in params))
        out[code] = reason_text(reason, NAMES)
    return out


@pytest.fixture
def app(qapp: Any) -> Any:
    make_application(["bazaar-tests"])
    yield qapp
    i18n.install_language("en")


def test_every_reason_code_has_a_sentence_with_its_parameters_filled_in(app: Any) -> None:
    i18n.install_language("en")
    for code, text in sentences().items():
        assert text, f"no sentence for {code}"
        assert "{" not in text and "}" not in text, text
    assert sentences()[CoachReason.BASTA_DOUBLE] == "Omar must then play two cards."


@pytest.mark.parametrize("language", ["es", "de"])
def test_every_reason_sentence_is_translated(app: Any, language: str) -> None:
    i18n.install_language("en")
    english = sentences()
    i18n.install_language(language)
    translated = sentences()
    untranslated = [code for code in english if translated[code] == english[code]]
    assert not untranslated


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_a_param_reads_the_same_in_a_coach_sentence_and_in_a_refusal(
    app: Any, language: str
) -> None:
    i18n.install_language(language)
    green = refusal_text(IllegalAction(RefusalCode.NO_GEMS_OF_COLOUR, "-", colour=2))
    rubies = refusal_text(IllegalAction(RefusalCode.NO_JEWELS_LEFT, "-", kind=1))
    omar = refusal_text(IllegalAction(RefusalCode.ALREADY_HAS_DOUBLE, "-", seat=1))
    colour_word, kind_word = colour_name(2), kind_plural(1)
    assert colour_word in green and kind_word in rubies
    assert colour_word in reason_text(
        Reason(CoachReason.BASARI_GEMS_TIE, (("colour", 2), ("count", 1))), NAMES
    )
    assert kind_word in reason_text(
        Reason(CoachReason.JEWELS_BUY, (("kind", 1), ("count", 2), ("change", 3))), NAMES
    )
    # `seat` is a seat index from 0 in both: the coach names the seat, a refusal numbers it
    assert "2" in omar and "Omar" in reason_text(
        Reason(CoachReason.BASTA_DOUBLE, (("seat", 1),)), NAMES
    )


def test_the_coach_numbers_an_archway_from_1_as_the_board_does(app: Any) -> None:
    i18n.install_language("en")
    start = Reason(CoachReason.BASARI_START, (("archway", 0), ("points", 3)))
    assert reason_text(start, NAMES) == "Archway 1 shows 3 points and a good run ahead."


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "You keep 1 escape card for later.", "You keep 2 escape cards for later."),
        ("de", "Du behältst 1 Fluchtkarte für später.", "Du behältst 2 Fluchtkarten für später."),
        (
            "es",
            "Guardas 1 carta de escape para después.",
            "Guardas 2 cartas de escape para después.",
        ),
    ],
)
def test_escape_cards_kept_are_counted_in_the_right_number(
    app: Any, language: str, one: str, two: str
) -> None:
    """It read "You keep 1 escape cards for later."."""
    i18n.install_language(language)
    kept = [Reason(CoachReason.BASTA_KEEPS_ESCAPES, (("count", n),)) for n in (1, 2)]
    assert [reason_text(reason, NAMES) for reason in kept] == [one, two]
