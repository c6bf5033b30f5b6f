"""Every reason code the engine's coach gives has a sentence, in English, Spanish and German."""

from __future__ import annotations

from typing import Any

import pytest

from bazaar_desktop import i18n
from bazaar_desktop.app import make_application
from bazaar_desktop.coach.texts import reason_text
from bazaar_engine.bots.coach import REASON_CODES, Reason

NAMES = ["Layla", "Omar", "Zeynep"]


def sentences() -> dict[str, str]:
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
    assert sentences()["basta.double"] == "Omar must then play two cards."


@pytest.mark.parametrize("language", ["es", "de"])
def test_every_reason_sentence_is_translated(app: Any, language: str) -> None:
    i18n.install_language("en")
    english = sentences()
    i18n.install_language(language)
    translated = sentences()
    untranslated = [code for code in english if translated[code] == english[code]]
    assert not untranslated
