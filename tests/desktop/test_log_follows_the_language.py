"""After a language switch every line of the game log is in the new language (issue: lines
kept the language they were written in): the log is rendered again from what it was told (the
public events, the adapter's notes as words to translate), never from stored text. A game
played in English then switched to German shows the very lines a German-started game of the
same seed and moves writes; the news a person is shown at the pass-and-play curtain too. Online,
the table's notes ("Bea is away: the table waits.") likewise. The lines are rendered again
from the same public events and notes as before: nothing a seat may not see comes in."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import settle, wait_for
from test_desktop_saves import act_for_the_person, person_may_act
from test_online_away_button import seated_with_bea
from test_online_play import a_window

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.window.main_window import MainWindow

NAMES = ("Layla", "Omar", "Zeynep")


@pytest.fixture
def online_window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    """The online tests' window (test_online_play.py's), beside this module's local one."""
    made = a_window(qtbot, tmp_path / "first")
    yield made
    made.online_desk().stop()


def play(qtbot: Any, window: MainWindow, game_id: str, moves: int) -> None:
    seats = tuple(SeatSpec(name, n > 0, "random") for n, name in enumerate(NAMES))
    window.start_game(NewGameRequest(game_id, seats, {}, 11))
    rng = random.Random(11)
    for _ in range(moves):
        wait_for(qtbot, lambda: person_may_act(window))
        if window.last_update is None or window.last_update.is_over:
            break
        history = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda h=history: len(window.adapter.match.history) > h)  # type: ignore[misc,union-attr]
    wait_for(qtbot, lambda: person_may_act(window))
    window.side.later.flush()  # the log's share of the last update, now
    settle(qtbot, window)


def log_texts(window: MainWindow) -> list[str]:
    return window.side.log_view.model_lines()


def news(window: MainWindow) -> list[str]:
    """What the curtain would tell seat 2, who has never looked: every public line so far."""
    return [line.text for line in window.page.game_log.news_for(2)]


@pytest.mark.parametrize("game_id", ["jewels", "basta"])  # Basari's bots choose in any order
def test_after_a_switch_to_german_every_log_line_is_german(
    qtbot: Any, window: MainWindow, game_id: str
) -> None:
    window.switch_language("de")
    play(qtbot, window, game_id, 4)
    german, german_news = log_texts(window), news(window)
    window.switch_language("en")
    play(qtbot, window, game_id, 4)
    english, english_news = log_texts(window), news(window)
    assert english != german and len(english) == len(german) > 2
    assert english_news != german_news and len(german_news) > 2
    window.switch_language("de")
    settle(qtbot, window)
    assert log_texts(window) == german
    assert news(window) == german_news  # the curtain's news, worded anew too


def test_online_the_tables_notes_follow_the_language(
    qtbot: Any, online_window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    window = online_window
    bea = seated_with_bea(qtbot, window, server.address, tmp_path / "bea")
    bea.online_desk().stop()  # Bea's connection drops: the table waits for her
    wait_for(qtbot, lambda: "Bea is away: the table waits." in log_texts(window), 30000)
    away = log_texts(window).count("Bea is away: the table waits.")
    window.switch_language("de")
    try:
        settle(qtbot, window)
        texts = log_texts(window)
        assert texts.count("Bea ist weg: der Tisch wartet.") >= away  # (more: she came back)
        assert not [t for t in texts if "Bea is away" in t or "Bea is back" in t]
        assert texts[0].startswith("Online-Spiel: Ann, Bot 2, Bea.")
    finally:
        window.switch_language("en")
