"""Words that read right: a count takes its plural forms in English, Spanish and German ("gains
1 point", "1 gem costs you about 1 point"), and the walkthrough speaks to its learner as
"you" ("Your move", "Your hand", "You play a 3"), never with "You" as a third person's name."""

from __future__ import annotations

from typing import Any

import pytest
from desktop_support import scene_of, wait_for

from bazaar_desktop.coach.texts import reason_text
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.services import i18n
from bazaar_desktop.viewmodels import basari_events
from bazaar_desktop.viewmodels.basari import _card_hint
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.coach import Reason
from bazaar_engine.core.match import Seat
from bazaar_engine.core.reasons import CoachReason

SEATS = [Seat("Layla"), Seat("Omar"), Seat("Zeynep")]
GAINS = {
    "en": ("Layla gains 1 point (5 in all).", "Layla gains 3 points (5 in all)."),
    "es": ("Layla gana 1 punto (5 en total).", "Layla gana 3 puntos (5 en total)."),
    "de": ("Layla erhält 1 Punkt (insgesamt 5).", "Layla erhält 3 Punkte (insgesamt 5)."),
}
OFFER = {
    "en": "1 gem costs you about 1 point; the action is worth about 2 points.",
    "es": "1 gema te cuesta cerca de 1 punto; la acción vale cerca de 2 puntos.",
    "de": "1 Edelstein kostet dich etwa 1 Punkt; die Aktion ist etwa 2 Punkte wert.",
}


@pytest.fixture
def language(request: Any, qapp: Any) -> Any:
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.mark.parametrize("language", ["en", "es", "de"], indirect=True)
def test_a_count_of_one_is_singular_and_more_are_plural(language: str) -> None:
    lines = [
        basari_events.describe(
            "points_gained", {"seat": 0, "amount": n, "reason": "points", "total": 5}, SEATS
        )
        for n in (1, 3)
    ]
    assert tuple(lines) == GAINS[language]
    offer = Reason(CoachReason.BASARI_OFFER, (("count", 1), ("cost", 1), ("worth", 2)))
    assert reason_text(offer, ["Layla"]) == OFFER[language]
    two_gems = Reason(CoachReason.BASARI_OFFER, (("count", 2), ("cost", 3), ("worth", 5)))
    assert reason_text(two_gems, ["Layla"]).startswith("2 ")
    one = type("Archway", (), {"points": 1})()
    assert "1" in _card_hint("points", one)
    if language == "en":
        assert _card_hint("points", one) == "Gain 1 point here."


THIRD_PERSON_YOU = {
    "en": ("You's", "You plays", "You begins", "You gains", "You takes", "You rolls"),
    "es": ("de You", "Juega You", "You juega", "You empieza"),
    "de": ("You ist", "You spielt", "You beginnt", "You erhält"),
}
YOUR_MOVE = {"en": "Your move", "es": "Tu jugada", "de": "Dein Zug"}
YOUR_HAND = {"en": "Your hand", "es": "Tu mano", "de": "Deine Hand"}


@pytest.mark.parametrize("language", ["en", "es", "de"], indirect=True)
def test_the_walkthrough_speaks_to_its_learner_as_you(
    qtbot: Any, window: MainWindow, language: str
) -> None:
    window.switch_language(language)
    window.learn_to_play("basta")
    for _ in range(3):  # three of the learner's turns
        wait_for(
            qtbot,
            lambda: (
                window.last_update is not None
                and window.last_update.human_to_act == 0
                and window.table is not None
                and window.table.vm is not None
                and window.table.vm.decision is not None
            ),
        )
        assert window.decision_box.title() == YOUR_MOVE[language]
        scene = scene_of(window, BastaScene)
        assert scene._hand_caption.text() == YOUR_HAND[language]
        words = [window.prompt.text(), window.table.panel.play.title.text()]  # type: ignore[union-attr]
        assert not any(text.startswith("You") and language != "en" for text in words)
        before = len(window.adapter.match.history)  # type: ignore[union-attr]
        decision = window.table.vm.decision  # type: ignore[union-attr]
        action = next(card.action for card in decision.cards if card.action is not None)
        window.adapter.submit(0, action)
        wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    log = " ".join(window.log_model.texts())
    assert any(word in log for word in ("You play", "Juegas", "Du spielst"))
    for wrong in THIRD_PERSON_YOU[language]:
        assert wrong not in log, wrong


@pytest.mark.parametrize("language", ["en", "es", "de"], indirect=True)
def test_the_learner_is_told_a_roll_off_a_forfeit_and_a_win_as_you(language: str) -> None:
    """The lines about the walkthrough's learner read as said to them: a roll-off they win,
    a card given up to them, and the results' headline."""
    from bazaar_desktop.bridge.learner import Learner
    from bazaar_desktop.tables.basari import BasariTable

    seats = [Learner("You"), Seat("Omar"), Seat("Zeynep")]
    roll_off = basari_events.describe("roll_off", {"card": "die", "winner": 0, "loser": 1}, seats)
    forfeit = basari_events.describe(
        "forfeited", {"seat": 1, "to": 0, "card": "die", "reason": "no_gems"}, seats
    )
    table = BasariTable(["You", "Omar", "Zeynep"])
    headline = table._headline(["You"], you=True)
    said = {
        "en": ("You win the roll-off.", "Omar gives Die up to you.", "You win!"),
        "es": ("Ganas la tirada de desempate.", "Omar te cede Dado.", "¡Ganas!"),
        "de": ("Du gewinnst das Stechen.", "Omar überlässt dir die Aktion Würfel.", "Du gewinnst!"),
    }
    assert (roll_off, forfeit, headline) == said[language]


LEARNER_LEADS = {  # Basari's barter captions and Jewel Bazaar's header and log
    "en": (
        "You have more points and offer first; Omar answers.",
        "You won the roll-off and offer first; Omar answers.",
        "Omar has more points and offers first; you answer.",
        "You and Omar are tied on points: a roll-off decides who offers first.",
        "Waiting for your opening offer",
        "On the table, from you:",
        "Round 2 of 3 · you trade first",
        "You are drawn to trade first.",
        "Round 2 of 27: you trade first",
    ),
    "es": (
        "Tienes más puntos y ofreces primero; Omar responde.",
        "Has ganado la tirada de desempate y ofreces primero; Omar responde.",
        "Omar tiene más puntos y ofrece primero; tú respondes.",
        "Tú y Omar estáis empatados a puntos: una tirada de dado decide quién ofrece primero.",
        "Esperando tu primera oferta",
        "Sobre la mesa, de ti:",
        "Ronda 2 de 3 · comercias primero",
        "Te toca por sorteo comerciar primero.",
        "Ronda 2 de 27: comercias primero",
    ),
    "de": (
        "Du hast mehr Punkte und bietest zuerst; Omar antwortet.",
        "Du hast das Stechen gewonnen und bietest zuerst; Omar antwortet.",
        "Omar hat mehr Punkte und bietet zuerst; du antwortest.",
        "Du und Omar seid punktgleich: Ein Stechen mit dem Würfel entscheidet, wer zuerst bietet.",
        "Warten auf dein Eröffnungsangebot",
        "Auf dem Tisch, von dir:",
        "Runde 2 von 3 · Du handelst zuerst",
        "Das Los fällt auf dich: Du handelst zuerst.",
        "Runde 2 von 27: Du handelst zuerst",
    ),
}


@pytest.mark.parametrize("language", ["en", "es", "de"], indirect=True)
def test_the_learner_leads_a_barter_and_trades_first_as_you(language: str) -> None:
    """Not "You has more points", "You's opening offer", "You trades first": the learner
    opening a Basari barter and trading first in Jewel Bazaar, in each language."""
    from types import SimpleNamespace

    from bazaar_desktop.bridge.learner import Learner
    from bazaar_desktop.tables.basari import BasariTable
    from bazaar_desktop.tables.jewels import JewelsTable
    from bazaar_desktop.viewmodels import jewels
    from bazaar_engine.core.events import Event

    seats = [Learner("You"), Seat("Omar"), Seat("Zeynep")]
    table = BasariTable(["You", "Omar", "Zeynep"])

    def barter(a: Any, b: Any, reason: str, offerer: Any = None) -> Any:
        info = SimpleNamespace(
            card="gems", seats=(0, 1), a=a, b=b, reason=reason, offer=None, offerer=offerer
        )
        if offerer is not None:
            info.offer = (1, 0, 0, 0)
        # Stand-ins that carry only what the captions read.
        vm, update = SimpleNamespace(barter=info), SimpleNamespace(seats=seats)
        return table._barter_captions(vm, update)  # type: ignore[arg-type]

    opening = barter(0, 1, "more_points")
    said = [
        opening.subtitle,
        barter(0, 1, "roll_off").subtitle,
        barter(1, 0, "more_points").subtitle,
        barter(None, None, "roll_off").subtitle,
        opening.offer,
        barter(0, 1, "more_points", offerer=0).offer,
    ]
    first = SimpleNamespace(you=True, name="You")
    vm = SimpleNamespace(is_over=False, first_player=0, players=[first], round_number=2)
    vm.rounds_total = 3
    scene = JewelsTable(["You", "Omar", "Zeynep"])._scene
    said.append(scene._subtitle_text(vm))  # type: ignore[arg-type]  # a stand-in VM
    said.append(jewels._describe(Event("first_player_chosen", None, {"seat": 0}), seats))
    started = Event("round_started", None, {"round": 2, "first_player": 0})
    said.append(jewels._describe(started, seats))
    assert tuple(said) == LEARNER_LEADS[language]
