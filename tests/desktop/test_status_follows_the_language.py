"""A passing message in the status line follows a language switch (issue: "The game you were
playing is kept in Game > Games in progress." stayed English after a switch to German): the
status line keeps how to say the message and says it again in the new language, for the time
it had left; a plain text, which cannot be said again, goes rather than stay in the old one."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from desktop_support import basari, wait_for
from PySide6.QtCore import QCoreApplication

from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow

KEPT = "The game you were playing is kept in Game > Games in progress."
KEPT_MS = 8000  # how long session.py shows it


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.install_language("en")


def shown(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_the_kept_game_message_is_said_again_in_german_and_still_goes(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "b", "b"))
    wait_for(qtbot, window.game_in_progress)
    before_it_was_said = time.monotonic()
    window.start_game(basari("h", "b", "b", seed=8))  # the first one is kept: the line says so
    assert shown(window) == KEPT
    line = window.status_line
    wait_for(qtbot, lambda: 0 < line.time_left_ms() < KEPT_MS - 50)  # some of its time gone
    left = line.time_left_ms()

    window.switch_language("de")
    german = QCoreApplication.translate("Session", KEPT)
    assert german != KEPT  # the catalogue has it
    assert shown(window) == german
    assert 0 < line.time_left_ms() <= left  # the time it had left, not a new one

    wait_for(qtbot, lambda: shown(window) == "", KEPT_MS + 3000)
    # Not before its time (Qt's coarse timers may end up to 5% early)
    assert time.monotonic() - before_it_was_said >= KEPT_MS / 1000 * 0.95


def test_a_plain_text_goes_on_a_switch_rather_than_stay_english(
    qtbot: Any, window: MainWindow
) -> None:
    window.status_line.say("Tabelle 3: connection refused", 20000)  # words from elsewhere
    window.switch_language("es")
    assert shown(window) == ""
    window.status_line.say(lambda: QCoreApplication.translate("Session", KEPT), 300)
    window.switch_language("en")
    assert shown(window) == KEPT
    wait_for(qtbot, lambda: shown(window) == "", 3000)
