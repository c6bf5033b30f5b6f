"""The walkthrough's card says what a learner can do, and the board keeps one size under it.

- A step that waits for the table (the others' trades) says it goes on by itself, never "Do it
  on the table" when there is nothing for the learner to do.
- The band the card takes under the board is as tall as the tallest step: the board does not
  change size from one step to the next.
- Basari's barter step says what happens when all three pick the same card (the advice is a
  likelihood, not a promise).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from desktop_support import match_of, wait_for
from PySide6.QtCore import QRect
from test_coach_walkthrough import KEYS, my_turn, open_learn_by_keyboard, press

from bazaar_desktop.coach.lessons import steps
from bazaar_desktop.window.main_window import MainWindow

DO_IT = "Do it on the table to go on."


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_the_lesson_says_who_acts_and_the_board_keeps_its_size(
    qtbot: Any, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    open_learn_by_keyboard(qtbot, window, "jewels")
    wait_for(qtbot, lambda: window.walkthrough.active)
    match = match_of(window)
    card = window.walkthrough.card
    shown: list[tuple[str, str, bool]] = []  # (title, waiting line, the learner's turn)
    boards: list[QRect] = []

    def record(_index: int) -> None:
        shown.append((card.title.text(), card.waiting.text(), my_turn(window)))
        boards.append(window.view.viewport().geometry())

    record(0)
    window.walkthrough.step_changed.connect(record)
    for _ in range(200):
        if not window.walkthrough.active:
            break
        if card.next_button.isEnabled():
            press(window, "n")
            continue
        wait_for(qtbot, lambda: my_turn(window) or card.next_button.isEnabled(), 30000)
        if my_turn(window) and not card.next_button.isEnabled():
            decided = len(match.history) + 1
            KEYS["jewels"](window)
            wait_for(qtbot, partial(lambda n: len(match.history) >= n, decided))
    assert not window.walkthrough.active
    others = [waiting for title, waiting, _ in shown if title == "The others trade"]
    assert others and all(waiting != DO_IT for waiting in others), shown
    assert any(waiting == DO_IT for _, waiting, _ in shown)  # where the learner decides
    assert len(boards) == len(steps("jewels")) and len(set(map(QRect.getRect, boards))) == 1, [
        b.getRect() for b in boards
    ]


def test_the_barter_step_says_a_card_three_pick_goes_to_nobody(qapp: Any) -> None:
    barter = next(step for step in steps("basari") if step.title == "Barter for a card")
    assert "all three of you pick the same card, nobody gets it" in barter.text
