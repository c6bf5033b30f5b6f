"""Jewel Bazaar by keyboard alone. Each turn starts in the same useful field (the
first jewel's Buy); Esc clears the trade; a Sell field never takes more than the seat holds."""

from __future__ import annotations

from functools import partial
from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_desktop_saves import person_may_act
from test_keys_without_a_click import key

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow


def my_turn(qtbot: Any, window: MainWindow) -> Any:
    wait_for(qtbot, lambda: person_may_act(window) and window.last_update.human_to_act == 0)  # type: ignore[union-attr]
    wait_for(qtbot, lambda: QApplication.activeWindow() is window)
    return window.table.panel.trade  # type: ignore[union-attr]


def test_three_rounds_by_keyboard_start_in_buy_and_never_sell_what_is_not_held(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True, "random"))
    window.start_game(NewGameRequest("jewels", seats, {}, 11))
    match = window.adapter.match
    assert match is not None
    for round_number in range(3):
        trade = my_turn(qtbot, window)
        assert QApplication.focusWidget() is trade.buy[0], round_number  # the same field
        held = trade.decision.held
        key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)  # back to Sell of that jewel
        sell = trade.sell[0]
        assert QApplication.focusWidget() is sell
        key("3")  # typed into Sell when holding fewer: not kept, and the engine says why
        assert trade.sell[0].value() == min(3, held[0])
        if held[0] < 3:
            assert trade.verdict.text().startswith("✗")
        assert "-" not in trade.totals.text().split("Afterwards")[1]  # no "-1 of 4 jewels"
        key(Qt.Key.Key_Escape)  # Esc clears the trade
        assert trade.counts() == ((0, 0, 0), (0, 0, 0))
        key(Qt.Key.Key_Tab)
        prices = trade.decision.prices
        cheapest = min(range(3), key=lambda k: prices[k])
        for _ in range(2 * cheapest):  # along the rows to that jewel's Buy
            key(Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is trade.buy[cheapest]
        key("1")  # buy one
        decided = len(match.history)
        key(Qt.Key.Key_Return)
        wait_for(qtbot, partial(lambda d: len(match.history) > d, decided))
