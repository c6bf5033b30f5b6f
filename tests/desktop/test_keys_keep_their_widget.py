"""A key lands on the widget the person put it on. Another seat's move shown
while a person chooses (a bot's secret Basari card) redraws the decision; it must not move
the keyboard focus the person moved, nor off the card they picked to hand in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_support import BotBox, basari, wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_keys_without_a_click import key, make_window


def start_with_a_bot_choosing(qtbot: Any, tmp_path: Path, *kinds: str) -> tuple[Any, BotBox]:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    bots = BotBox(gated_seats={len(kinds) - 1})  # the last seat's bot answers when told
    window.adapter._bot_factory = bots
    window.start_game(basari(*kinds, seed=21, start_positions="random"))
    return window, bots


def cards_open(qtbot: Any, panel: Any) -> None:
    wait_for(
        qtbot, lambda: panel.currentWidget() is panel.cards and panel.cards.decision is not None
    )


def bot_answers(qtbot: Any, window: Any, bots: BotBox) -> None:
    """The held bot's secret card goes in: an update redraws the person's decision."""
    match = window.adapter.match
    decided = len(match.history)
    bots.release_all()
    wait_for(qtbot, lambda: len(match.history) > decided)
    # The window has drawn it (no bot thinking in the update shown) and the step after it,
    # where the person's decision is asked again, is done.
    wait_for(
        qtbot,
        lambda: (
            window.last_update is not None
            and not window.last_update.thinking
            and not window.adapter._step_timer.isActive()
        ),
    )


def revealed_card(qtbot: Any, window: Any, seat: int) -> str:
    match = window.adapter.match
    wait_for(qtbot, lambda: match.state.phase != "choose_cards", timeout=10000)
    wait_for(qtbot, lambda: window.table.vm.players[seat].revealed_card is not None)
    return str(window.table.vm.players[seat].revealed_card)


def test_space_chooses_the_card_the_person_tabbed_to_though_a_bot_chose_meanwhile(
    qtbot: Any, tmp_path: Path
) -> None:
    window, bots = start_with_a_bot_choosing(qtbot, tmp_path, "h", "b", "b")
    panel = window.table.panel
    cards_open(qtbot, panel)
    wait_for(qtbot, lambda: QApplication.focusWidget() is panel.cards.buttons[0])
    key(Qt.Key.Key_Tab)
    key(Qt.Key.Key_Tab)  # on the third card, Gems
    assert QApplication.focusWidget() is panel.cards.buttons[2]
    bot_answers(qtbot, window, bots)
    key(Qt.Key.Key_Space)
    assert revealed_card(qtbot, window, 0) == "gems"


def test_space_hands_in_the_card_picked_though_a_bot_chose_meanwhile(
    qtbot: Any, tmp_path: Path
) -> None:
    window, bots = start_with_a_bot_choosing(qtbot, tmp_path, "h", "h", "b")
    wait_for(qtbot, lambda: window.pages.showing() is window.curtain)
    key(Qt.Key.Key_Return)  # Layla lifts the curtain
    panel = window.table.panel
    cards_open(qtbot, panel)
    key("2")  # Points, to hand in
    assert panel.cards.pending == 1
    bot_answers(qtbot, window, bots)
    key(Qt.Key.Key_Space)  # on "Pass the device"
    wait_for(qtbot, lambda: window.pages.showing() is window.curtain)
    assert "Omar" in window.curtain.title.text()
    key(Qt.Key.Key_Return)
    cards_open(qtbot, panel)
    key("1")
    key(Qt.Key.Key_Return)
    assert revealed_card(qtbot, window, 0) == "points"
