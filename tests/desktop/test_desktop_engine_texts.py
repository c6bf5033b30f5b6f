"""The engine's refusals in the window's language: worded from their code and params."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from desktop_support import basari, wait_for

from bazaar_desktop.bridge.engine_texts import refusal_text, translated_codes
from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.actions import ChooseStart
from bazaar_engine.basari.offers import offer_problem
from bazaar_engine.core.errors import IllegalAction, Param, RefusalCode
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import GAME_IDS, make_game
from bazaar_engine.jewels.rules import trade_problem

# One example value per param name: a name means the same thing, with the same type, in every
# code that uses it (docs/architecture.md lists them).
EXAMPLE_PARAMS: dict[str, Param] = {
    "seat": 1,
    "seats": (0, 2),
    "value": "'x'",
    "archway": 99,
    "last": 23,
    "card": "exchange",
    "gems": (1, 0, 0, 2),
    "colour": 2,
    "count": 2,
    "total": 3,
    "same": True,
    "kind": 1,
    "cost": 12,
    "money": 5,
    "most": 5,
    "sold": False,
    "make_room": True,
    "raise_money": True,
    "price_card": 4,
    "decision": 3,
}


@pytest.fixture(autouse=True)
def english_again(qapp: Any) -> Iterator[None]:
    yield
    i18n.install_language("en")


def worded(reason: RefusalCode, language: str) -> str:
    i18n.install_language(language)
    return refusal_text(IllegalAction(reason, "(the engine's English)", **EXAMPLE_PARAMS))


def test_every_refusal_code_has_its_own_wording() -> None:
    assert translated_codes() == set(RefusalCode)


@pytest.mark.parametrize("reason", list(RefusalCode))
def test_every_refusal_code_reads_in_english_spanish_and_german(reason: RefusalCode) -> None:
    english, spanish, german = (worded(reason, language) for language in ("en", "es", "de"))
    for text in (english, spanish, german):
        assert text != "(the engine's English)"  # worded here, not the engine's fallback
        assert "{" not in text and "}" not in text
    assert spanish != english and german != english


def refusals_met_in_play(game_id: str, seed: int) -> list[IllegalAction]:
    """Play a random game; now and then try, for every seat and chance, decisions taken
    earlier in the game (mostly illegal now) and keep the refusals."""
    game = make_game(game_id)
    rng = random.Random(seed)
    state: State[Any] = game.new_initial_state(game.min_players + 1)
    taken: list[Any] = []
    refusals: list[IllegalAction] = []
    while not state.is_terminal():
        if taken and rng.random() < 0.3:
            for player in (CHANCE, *range(state.num_players)):
                try:
                    state.check(player, rng.choice(taken))
                except IllegalAction as refused:
                    refusals.append(refused)
        actor = state.current_players()[0]
        action = state.sample_chance(rng) if actor == CHANCE else state.random_action(actor, rng)
        state.apply(actor, action)
        taken.append(action)
    return refusals


def trade_and_offer_refusals() -> list[IllegalAction]:
    """Refusals of trades and offers a player may try (random samples)."""
    rng = random.Random(5)
    found: list[IllegalAction] = []
    for _ in range(2000):
        held = [rng.randint(0, 3) for _ in range(3)]
        prices = [rng.randint(1, 19) for _ in range(3)]
        stock = [rng.randint(0, 2) for _ in range(3)]
        sell = [rng.randint(0, 3) for _ in range(3)]
        buy = [rng.randint(0, 3) * rng.randint(0, 1) for _ in range(3)]
        refusal = trade_problem(held, rng.randint(0, 25), prices, stock, sell, buy)
        hand = tuple(rng.randint(0, 3) for _ in range(4))
        table = None if rng.random() < 0.2 else tuple(rng.randint(0, 2) for _ in range(4))
        offer = tuple(rng.randint(0, 3) for _ in range(4))
        other = offer_problem(hand, table, offer)  # type: ignore[arg-type]
        found += [r for r in (refusal, other) if r is not None]
    return found


def test_refusals_met_in_play_read_in_german_with_the_engines_params() -> None:
    refusals = [r for game_id in GAME_IDS for r in refusals_met_in_play(game_id, seed=2)]
    refusals += trade_and_offer_refusals()
    assert len({refusal.code for refusal in refusals}) > 30
    i18n.install_language("de")
    english_left = sorted({str(r) for r in refusals if refusal_text(r) == str(r)})
    assert english_left == []


def test_the_wording_follows_the_engines_params() -> None:
    i18n.install_language("de")
    no_rubies = trade_problem((1, 0, 1), 10, (5, 5, 5), (2, 2, 2), (0, 1, 0), (0, 0, 0))
    assert no_rubies is not None and refusal_text(no_rubies) == (
        "du hast keine Rubine zum Verkaufen"
    )
    one_red = offer_problem((1, 0, 0, 0), None, (2, 0, 0, 0))
    assert one_red is not None and refusal_text(one_red) == "du hast nur 1\u00d7 Rot"
    i18n.install_language("es")
    none_left = trade_problem((0, 0, 0), 30, (5, 5, 5), (2, 2, 0), (0, 0, 0), (0, 0, 1))
    assert none_left is not None and refusal_text(none_left) == "no quedan esmeraldas"
    waiting = IllegalAction(RefusalCode.WAITING_FOR_PLAYERS, "(English)", seats=(0, 1, 3))
    assert refusal_text(waiting) == (
        "ahora no te toca decidir: le toca a jugador 1, jugador 2 y jugador 4"
    )


def test_a_refusal_this_version_cannot_read_is_shown_in_the_engines_english() -> None:
    i18n.install_language("de")
    unreadable = IllegalAction(
        RefusalCode.NO_JEWELS_TO_SELL, "you have no rubies to sell", kind="x"
    )
    assert refusal_text(unreadable) == "you have no rubies to sell"


def test_an_illegal_move_through_the_window_is_told_in_the_windows_language(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "h", "h", seed=3))
    wait_for(qtbot, lambda: window.adapter.human_to_act() is not None)
    match = window.adapter.match
    assert match is not None and window.table is not None
    seat = window.adapter.human_to_act()
    assert seat == 0  # B7: the first player places their merchant first
    window.app_settings.set_language("de")
    window.table.action_chosen.emit(seat, ChooseStart(99))
    told = window.statusBar().currentMessage()
    # Numbered as on the board (1-32): ChooseStart(99) is the hundredth archway.
    assert (
        told
        == "Nicht erlaubt: Es gibt keinen Torbogen 100: die Torbögen sind von 1 bis 32 nummeriert"
    )
    window.table.action_chosen.emit(2, ChooseStart(4))
    assert window.statusBar().currentMessage() == (
        "Nicht erlaubt: Du bist jetzt nicht am Zug: wir warten auf Spieler 1"
    )
    window.app_settings.set_language("en")
    window.table.action_chosen.emit(2, ChooseStart(4))
    assert window.statusBar().currentMessage() == (
        "Not allowed: It is not your decision now: waiting for player 1"
    )
    assert match.history == []  # nothing was played


def test_a_basta_preview_the_engine_refuses_reads_in_the_windows_language() -> None:
    """Basta!'s card preview asks the engine on a copy of the view; a refusal there is worded
    like every other table's refusals, not in the engine's English."""
    from bazaar_desktop.viewmodels.basta import _preview
    from bazaar_engine.basta.actions import PlayCard
    from bazaar_engine.core.match import Match, Seat

    match: Match[Any] = Match(make_game("basta", {}), [Seat("A"), Seat("B"), Seat("C")])
    rng = random.Random(2)
    while match.state.current_players() == (CHANCE,):
        match.apply(CHANCE, match.state.sample_chance(rng))
    seat = match.state.current_players()[0]
    view = match.state.view(seat)
    card = view.hand(seat)[0]  # type: ignore[attr-defined]
    waiting = (seat + 1) % 3  # asked for a seat whose turn it is not: the engine refuses
    i18n.install_language("de")
    text, playable = _preview(view, waiting, card, PlayCard(card), {})  # type: ignore[arg-type]
    assert not playable
    with pytest.raises(IllegalAction) as refused:
        match.state.clone().apply(waiting, PlayCard(card))
    assert text == refusal_text(refused.value)
    assert text != str(refused.value)  # German, not the engine's English
