"""Jewel Bazaar through the real widgets: a whole game with one person and bots, the trade
panel's live check, and the price markers' animation."""

from __future__ import annotations

import random
from typing import Any, cast

from desktop_support import cell, match_of, seats, wait_for
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QSpinBox

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.dialogs.results import ResultsDialog
from bazaar_desktop.scenes.jewels_scene import JewelsScene
from bazaar_desktop.viewmodels import jewels as vmod
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.jewels import JewelsGame, RevealPrice
from bazaar_engine.jewels.actions import Trade
from bazaar_engine.jewels.state import JewelsState

MAX_HUMAN_DECISIONS = 60  # a game needs 27; this only stops a broken test looping


def jewels(*kinds: str, seed: int = 7) -> NewGameRequest:
    return NewGameRequest("jewels", seats(*kinds), {}, seed)


def human_can_act(window: MainWindow) -> bool:
    update = window.last_update
    if update is None:
        return False
    if update.is_over:
        return True
    table = window.table
    vm = getattr(table, "vm", None)
    return update.human_to_act is not None and vm is not None and vm.decision is not None


def type_count(qtbot: Any, spin: QSpinBox, count: int) -> None:
    """Give the spin box the keyboard, select its number and type the new one."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(count))


def enter_trade(qtbot: Any, window: MainWindow, trade: Trade) -> None:
    panel = window.table.panel.trade  # type: ignore[union-attr]
    for kind in range(3):
        type_count(qtbot, panel.sell[kind], trade.sell[kind])
        type_count(qtbot, panel.buy[kind], trade.buy[kind])


def click_item(qtbot: Any, window: MainWindow, item: Any) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def test_one_person_and_bots_play_jewel_bazaar_to_the_end_through_the_widgets(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    rng = random.Random(3)
    blocked_seen = trades = 0
    with qtbot.waitSignal(window.results_shown, timeout=60000) as finished:
        window.start_game(jewels("h", "b", "b", seed=5))
        for _ in range(MAX_HUMAN_DECISIONS):
            wait_for(qtbot, lambda: human_can_act(window))
            update = window.last_update
            assert update is not None
            if update.is_over:
                break
            state = cast(JewelsState, match_of(window).state)
            panel = window.table.panel.trade  # type: ignore[union-attr]
            assert window.table.panel.currentWidget() is panel  # type: ignore[union-attr]
            before = len(window.adapter.match.history)  # type: ignore[union-attr]
            if state.round_number % 9 == 1:
                # A purchase of more than the stock or the purse allows is explained, live,
                # in the engine's own words, and Enter does nothing (J10, J12).
                enter_trade(qtbot, window, Trade((0, 0, 0), (4, 4, 4)))
                problem = panel.verdict.text()
                assert problem.startswith("✗"), problem
                assert not panel.confirm_button.isEnabled()
                qtbot.keyClick(window, Qt.Key.Key_Return)
                assert len(window.adapter.match.history) == before  # type: ignore[union-attr]
                blocked_seen += 1
            trades += 1
            # Now a legal trade, typed digit by digit; the verdict turns to a tick.
            trade = rng.choice(state.legal_actions(0))
            assert isinstance(trade, Trade)
            enter_trade(qtbot, window, trade)
            assert panel.verdict.text().startswith("✓"), panel.verdict.text()
            totals = vmod.trade_totals(panel.decision, trade.sell, trade.buy)
            assert f"{totals.money_after} Grand" in panel.totals.text()
            qtbot.keyClick(window, Qt.Key.Key_Return)
            wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
            assert window.adapter.match.history[before] == (0, trade)  # type: ignore[union-attr]
    assert trades == 27  # one trade per round (J8), 27 rounds (J16)
    assert blocked_seen == 3
    dialog = finished.args[0]
    assert isinstance(dialog, ResultsDialog) and dialog.isVisible()
    check_the_results(window, dialog)


def check_the_results(window: MainWindow, dialog: ResultsDialog) -> None:
    """The results of a finished Jewel Bazaar game: ranked by money (J17), jewels sold off
    (J16), every seat's money series from 30 Grand over 27 rounds (J3)."""
    state = cast(JewelsState, match_of(window).state)
    names = [seat.name for seat in window.adapter.match.seats]  # type: ignore[union-attr]
    winners = {names[s] for s in state.winners()}
    assert any(name in dialog.data.headline for name in winners)
    ranked = [cell(dialog.table, row, 1).text() for row in range(dialog.table.rowCount())]
    money = [int(cell(dialog.table, row, 2).text()) for row in range(dialog.table.rowCount())]
    assert sorted(ranked) == sorted(names)
    assert money == sorted(money, reverse=True)  # most money first (J17)
    assert ranked[0] in winners
    for name, amount in zip(ranked, money, strict=True):
        assert amount == state.money[names.index(name)]
    assert all(seat_jewels == (0, 0, 0) for seat_jewels in map(state.holdings, range(3)))  # J16
    series = {s.name: s.points for s in dialog.data.series}
    assert all(points[0] == (0.0, 30.0) for points in series.values())  # J3
    assert all(points[-1][0] == 27.0 for points in series.values())
    assert "over" in window.prompt.text().lower()


def test_clicks_on_the_board_build_the_trade_and_the_panel_says_why_it_is_refused(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_game(jewels("h", "b", seed=2))
    wait_for(qtbot, lambda: human_can_act(window))
    panel = window.table.panel.trade  # type: ignore[union-attr]
    scene = window.table.scene  # type: ignore[union-attr]
    assert isinstance(scene, JewelsScene)
    # Nothing chosen: the duty to buy is explained (J13).
    assert "must buy" in panel.verdict.text()
    assert not panel.confirm_button.isEnabled()
    # A click on the bazaar's rubies adds one to the purchase, and it may be confirmed.
    click_item(qtbot, window, scene.bins[1])
    assert panel.buy[1].value() == 1
    assert panel.verdict.text().startswith("✓")
    price = window.table.vm.prices[1]  # type: ignore[union-attr]
    assert f"\u2212{price} Grand" in panel.totals.text()
    # Selling what one does not hold: the engine's message (J9), shown at once.
    type_count(qtbot, panel.sell[0], 1)
    assert "no sapphires to sell" in panel.verdict.text()
    type_count(qtbot, panel.sell[0], 0)
    before = len(window.adapter.match.history)  # type: ignore[union-attr]
    panel.confirm_button.click()
    wait_for(qtbot, lambda: len(window.adapter.match.history) > before)  # type: ignore[union-attr]
    assert window.adapter.match.state.holdings(0) == (0, 1, 0)  # type: ignore[union-attr]
    wait_for(qtbot, lambda: human_can_act(window))
    assert panel.buy[1].value() == 0  # a new round's trade starts empty


def test_price_markers_glide_to_the_new_price_when_animated_and_jump_when_off(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(jewels("b", "b", seed=4))
    wait_for(qtbot, lambda: window.last_update is not None)
    window.adapter.stop()  # hold the game still; the scene is driven by hand below
    scene = window.table.scene  # type: ignore[union-attr]
    assert isinstance(scene, JewelsScene)
    state = JewelsGame().new_initial_state(2)
    names = window.adapter.match.seats  # type: ignore[union-attr]
    first = vmod.build(state, names, None, None, ())
    scene.show_vm(first, [], 0.0)
    card = next(c for c in state.remaining_cards if state.card_changes(c) == (1, -1, 0))
    events = state.apply(-1, RevealPrice(card))
    moved = vmod.build(state, names, None, None, ())
    scene.show_vm(moved, vmod.cues(events), 1.0)
    assert scene.markers[0].pos() == scene.marker_spot(0, 10)  # still on the old price
    scene.finish_animations()
    assert scene.markers[0].pos() == scene.marker_spot(0, 11)
    assert scene.markers[1].pos() == scene.marker_spot(1, 9)
    # Speed "off": no animation, the marker is on the new price at once.
    events = state.apply(0, state.legal_actions(0)[0])
    events += state.apply(1, state.legal_actions(1)[0])
    card = next(c for c in state.remaining_cards if state.card_changes(c)[0] == 1)
    events += state.apply(-1, RevealPrice(card))
    scene.show_vm(vmod.build(state, names, None, None, ()), vmod.cues(events), 0.0)
    assert scene.markers[0].pos() == scene.marker_spot(0, 12)
    assert not scene._animations
