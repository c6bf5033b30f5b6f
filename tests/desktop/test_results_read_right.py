"""The results read right: Jewel Bazaar's "Scores across the game" plots what
each player is worth (money and jewels at the round's prices, J16), not cash alone, and a
chart's axis fits its top score."""

from __future__ import annotations

from typing import Any, cast

from desktop_support import seats
from PySide6.QtWidgets import QLabel

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.dialogs.results import _nice_ceiling
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.games import make_game
from bazaar_engine.jewels.state import JewelsState


def test_j16_jewel_bazaar_chart_plots_worth_not_cash(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitSignal(window.results_shown, timeout=60000) as shown:
        window.start_game(NewGameRequest("jewels", seats("b", "b", "b"), {}, 5))
    dialog = shown.args[0]
    match = window.adapter.match
    assert match is not None
    state = cast(JewelsState, make_game("jewels", {}).new_initial_state(3))
    worth_by_turn: dict[int, tuple[float, ...]] = {state.turn: state.standings()}
    held_some = False
    for player, action in match.history:
        state.apply(player, action)
        worth_by_turn.setdefault(state.turn, state.standings())  # as the turn begins
        held_some = held_some or any(sum(state.holdings(s)) for s in range(3))
    assert held_some  # bots held jewels along the way: cash alone would read lower
    plotted = False
    for series in dialog.data.series:
        for x, value in series.points[1:-1]:  # the end of each round (x: its turn)
            assert value == worth_by_turn[int(x) + 1][series.seat]
            plotted = plotted or value > 0
    assert plotted
    assert "Worth" in dialog.data.y_title
    titles = [label.text() for label in dialog.findChildren(QLabel)]
    assert any(t.startswith("Scores across the game: Worth") for t in titles)  # on show


def test_a_charts_axis_fits_its_top_score() -> None:
    assert _nice_ceiling(112) == 120  # Basari: not 200 for a top score of 112
    for top in range(1, 1000):
        axis = _nice_ceiling(float(top))
        assert top <= axis <= 1.25 * top + 1e-9, (top, axis)
