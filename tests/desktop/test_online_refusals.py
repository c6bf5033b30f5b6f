"""The table server's own refusals in the window's language: the server sends a
code beside its English words; a German or Spanish window says it in German or Spanish, and a
code or params it does not know fall back to the server's words, never to an error."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bazaar_desktop.remote.table import refusal_words
from bazaar_desktop.services import i18n
from bazaar_server.protocol import REFUSED_WORDS, Refused


@pytest.fixture
def german(qapp: Any) -> Iterator[None]:
    i18n.install_language("de")
    yield
    i18n.install_language("en")


def refused(code: Refused, **params: Any) -> dict[str, Any]:
    reason = "undo is not possible now" if code is Refused.UNDO else REFUSED_WORDS[code]
    return {
        "type": "refused",
        "reason": reason.format(**params),
        "code": code.value,
        "params": params,
    }


def test_every_server_refusal_is_said_in_german(german: None) -> None:
    for code in Refused:
        params: dict[str, Any] = {}
        if code is Refused.MOVED_ON:
            params = {"n": 41}
        if code is Refused.UNDO:
            params = {"why": "IT_STANDS"}
        words = refusal_words(refused(code, **params))
        assert words and words != refused(code, **params)["reason"], code
    assert "41" in refusal_words(refused(Refused.MOVED_ON, n=41))
    assert (
        refusal_words(refused(Refused.WAITS)) == "Der Tisch wartet, bis alle Plätze besetzt sind."
    )


def test_spanish_too(qapp: Any) -> None:
    i18n.install_language("es")
    try:
        assert refusal_words(refused(Refused.BOT_PLAYS)) == "Ahora un bot juega en este asiento."
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize(
    "message",
    [
        {"type": "refused", "reason": "a newer server's reason", "code": "server.new_reason"},
        {
            "type": "refused",
            "reason": "a newer server's reason",
            "code": "server.moved_on",
            "params": {"n": "forty"},
        },
        {
            "type": "refused",
            "reason": "a newer server's reason",
            "code": "server.undo",
            "params": {"why": "__class__"},
        },
        {
            "type": "refused",
            "reason": "a newer server's reason",
            "code": "server.busy",
            "params": ["not", "a", "mapping"],
        },
    ],
)
def test_an_unknown_code_or_odd_params_show_the_servers_words(
    german: None, message: dict[str, Any]
) -> None:
    assert refusal_words(message) == "a newer server's reason"
