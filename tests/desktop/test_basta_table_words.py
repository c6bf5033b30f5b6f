"""Basta!'s table says what is happening now: the status line while a Double's receiver is
asked (T10), the Minus 5 chain banner only during its turn (T13), no "to play" while the
table draws a hand back up to five (T7), and the Direction change card (T9) under one name
on its face, in the log, the walkthrough and the rules, in every language."""

from __future__ import annotations

import random
import re
from functools import partial
from typing import Any, cast

import pytest
from desktop_support import match_of, panel_of, seats, wait_for
from PySide6.QtCore import Qt

from bazaar_desktop.appearance.resources import rules_text
from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.coach.walkthrough import steps
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.services import i18n
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.viewmodels.basta_events import card_long_name
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basta import BastaState
from bazaar_engine.core.events import Event
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import make_game


def show_events(table: Any, update: Any, events: list[Event]) -> None:
    table.show_update(
        update.__class__(
            **{**update.__dict__, "events": tuple(events), "public_events": tuple(events)}
        ),
        0.0,
    )


def test_t13_the_minus_5_chain_banner_goes_when_the_next_turn_begins(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(NewGameRequest("basta", seats("b", "b"), {}, 3))
    wait_for(qtbot, lambda: window.last_update is not None)
    window.adapter.stop()
    table, update = window.table, window.last_update
    scene = table.scene  # type: ignore[union-attr]
    assert isinstance(scene, BastaScene)
    show_events(table, update, [Event("card_played", 0, {"card": "minus_five", "total": 20})])
    show_events(
        table,
        update,
        [
            Event("chain_card_drawn", 0, {"card": "7"}),
            Event("card_played", 0, {"card": "7", "total": 27, "chained": True}),
        ],
    )
    assert scene.chain.isVisible()  # the chain is told while it lasts
    show_events(table, update, [Event("card_drawn", 0, {})])  # drawing back up: still shown
    assert scene.chain.isVisible()
    show_events(table, update, [Event("turn_started", 1, {"cards_to_play": 1})])
    assert not scene.chain.isVisible()  # the next player's turn has no chain


def test_t7_no_seat_says_to_play_while_its_hand_is_drawn_back_up() -> None:
    game = make_game("basta", {})
    match = Match(game, [Seat("Layla", "human", None), Seat("Omar", "human", None)])
    rng = random.Random(5)
    scene = BastaScene(["L", "O"])
    checked = 0
    while not match.is_over and checked < 20:
        state = cast(BastaState, match.state)
        if state.phase in vmod.DRAWING_PHASES and state.whose_turn is not None:
            vm = vmod.build(state.view(0), match.seats, 0, None, ())
            status = scene._seat_status(vm, vm.players[state.whose_turn])
            assert status != scene.tr("to play")
            assert status  # it says what happens: drawing up
            checked += 1
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        match.apply(player, action)
    assert checked >= 5


def double_in_hand(window: MainWindow) -> int | None:
    vm = window.table.vm  # type: ignore[union-attr]
    decision = vm.decision if vm is not None else None
    if not isinstance(decision, vmod.PlayDecision):
        return None
    for index, card in enumerate(decision.cards):
        if card.action is None and card.targets:
            return index
    return None


def test_t10_laying_a_double_the_status_line_asks_before_whom(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    rng = random.Random(2)
    window.start_game(NewGameRequest("basta", seats("h", "b", "b"), {}, 21))
    for _ in range(300):
        wait_for(
            qtbot,
            lambda: (
                window.last_update is not None
                and (window.last_update.is_over or window.last_update.human_to_act is not None)
                and window.table is not None
                and window.table.vm is not None
                and (window.last_update.is_over or window.table.vm.decision is not None)
            ),
        )
        assert window.last_update is not None
        assert not window.last_update.is_over, "no Double came to the person"
        index = double_in_hand(window)
        panel = panel_of(window, BastaDecisionPanel)
        if index is not None:
            panel.play.select(index)
            qtbot.keyClick(window, Qt.Key.Key_Return)
            assert panel.currentWidget() is panel.target
            prompt = window.prompt.text()
            assert "play a card" not in prompt
            assert "Double" in prompt and "whom" in prompt
            qtbot.keyClick(window, Qt.Key.Key_Escape)  # back to the hand: its words again
            assert panel.currentWidget() is panel.play
            assert "play a card" in window.prompt.text()
            return
        before = len(match_of(window).history)
        assert window.table is not None and window.table.vm is not None
        decision = window.table.vm.decision
        if isinstance(decision, vmod.PlayDecision):
            playable = [c.action for c in decision.cards if c.action is not None]
            window.adapter.submit(0, rng.choice(playable))
        else:
            window.adapter.submit(0, rng.choice(sorted(decision.targets.values(), key=str)))
        wait_for(qtbot, partial(lambda b: len(match_of(window).history) > b, before))
    pytest.fail("no Double came to the person")


def rules_card_name(language: str) -> str:
    """The card's name as the rules page's card table prints it (the row worth 0 that is not
    the Zero: the second row of value 0)."""
    page = rules_text("basta", language)
    assert page is not None and page.is_html
    rows: list[str] = re.findall(r"<tr><td>([^<]+)</td><td>0</td>", page.text)
    return rows[1]


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_t9_the_direction_change_card_has_one_name_everywhere(language: str) -> None:
    i18n.install_language(language)
    try:
        name = rules_card_name(language)
        assert vmod.card_title("direction_change") == name  # its face
        assert name.lower() in card_long_name("direction_change").lower()  # the log
        walkthrough = " ".join(step.text for step in steps("basta"))
        assert name in walkthrough
    finally:
        i18n.install_language("en")
