"""The walkthrough's learner is spoken to as "you" in every language, and stays "you" in the
language of the moment: "You roll the die…" (never "You rolls the die…"), and after a switch
from German to English the log's opening line names "You", not "Du"."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest
from desktop_support import settle, wait_for

from bazaar_desktop.bridge.learner import Learner
from bazaar_desktop.services import i18n
from bazaar_desktop.viewmodels import basari
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Seat
from bazaar_engine.games import make_game

ROLLING = {"en": "You roll the die…", "es": "Lanzas el dado…", "de": "Du würfelst…"}


def the_learner_about_to_roll() -> BasariState:
    """A Basari position where seat 0 rolls the die next (random play until then)."""
    rng = random.Random(2)
    for _ in range(50):
        state = cast(BasariState, make_game("basari").new_initial_state(3))
        while not state.is_terminal():
            if state.die_roller == 0:
                return state
            actor = state.current_players()[0]
            if actor == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
            else:
                state.apply(actor, state.random_action(actor, rng))
    raise AssertionError("seat 0 never rolled")


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_the_status_says_you_roll_the_die_to_the_learner(qapp: Any, language: str) -> None:
    state = the_learner_about_to_roll()
    i18n.install_language(language)
    try:
        seats = [Learner("You"), Seat("Omar"), Seat("Zeynep")]
        vm = basari.build(state, seats, 0, None, ())
        assert basari.status_text(vm, (), seats) == ROLLING[language]
        others = [Seat("Layla"), Seat("Omar"), Seat("Zeynep")]
        vm = basari.build(state, others, 0, None, ())
        assert basari.status_text(vm, (), others).startswith("Layla")
    finally:
        i18n.install_language("en")


def test_the_learner_is_you_in_the_language_of_the_moment(qtbot: Any, window: MainWindow) -> None:
    window.switch_language("de")
    window.learn_to_play("basari")
    wait_for(qtbot, lambda: bool(window.side.log_view.model_lines()))
    assert window.side.log_view.model_lines()[0].startswith("Neues Spiel: Du, ")
    window.switch_language("en")
    settle(qtbot, window)
    assert window.side.log_view.model_lines()[0].startswith("New game: You, ")
    players = window.side.players_view.model()
    assert players is not None
    names = [str(players.index(row, 0).data()) for row in range(players.rowCount())]
    assert "Du" not in " ".join(names)
