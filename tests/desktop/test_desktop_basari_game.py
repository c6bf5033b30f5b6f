"""A whole Basari game with one person and bots, played through the real widgets."""

from __future__ import annotations

import random
from typing import Any

from desktop_support import basari, cell, panel_of, scene_of, wait_for
from PySide6.QtCore import QPoint, Qt

from bazaar_desktop.dialogs.results import ResultsDialog
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.window.main_window import MainWindow

MAX_HUMAN_DECISIONS = 400  # a game needs far fewer; this only stops a broken test looping


def human_can_act(window: MainWindow) -> bool:
    update = window.last_update
    if update is None:
        return False
    if update.is_over:
        return True
    table = window.table
    return (
        update.human_to_act is not None
        and table is not None
        and table.vm is not None
        and table.vm.decision is not None
    )


def click_archway(qtbot: Any, window: MainWindow, archway: int) -> None:
    item = scene_of(window, BasariScene).archways[archway]
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def take_one_decision(qtbot: Any, window: MainWindow, rng: random.Random) -> str:
    """Act for the person through the panels (keys where the app offers keys); say what."""
    decision = window.table.vm.decision  # type: ignore[union-attr]
    panel = panel_of(window, BasariDecisionPanel)
    if isinstance(decision, vmod.StartDecision):
        click_archway(qtbot, window, rng.choice(sorted(decision.choices)))
        return "start"
    if isinstance(decision, vmod.CardDecision):
        qtbot.keyClick(window, rng.choice([Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3]))
        return "card"
    assert isinstance(decision, vmod.BarterDecision)
    barter = panel.barter
    if decision.on_table is None:
        if sum(decision.hand) and rng.random() < 0.8:
            qtbot.keyClick(window, Qt.Key.Key_C)  # the cheapest allowed offer...
            colour = rng.randrange(4)
            if barter.counts[colour] < decision.hand[colour]:
                barter.plus[colour].click()  # ...and maybe one gem more
            assert barter.offer_button.isEnabled(), barter.verdict.text()
            qtbot.keyClick(window, Qt.Key.Key_Return)
            return "offer"
        barter.nothing_button.click()
        return "give up"
    if decision.can_raise and rng.random() < 0.3:
        qtbot.keyClick(window, Qt.Key.Key_C)
        qtbot.keyClick(window, Qt.Key.Key_Return)
        return "raise"
    qtbot.keyClick(window, Qt.Key.Key_A)
    return "accept"


def test_one_person_and_bots_play_basari_to_the_end_through_the_widgets(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    rng = random.Random(5)
    with qtbot.waitSignal(window.results_shown, timeout=60000) as finished:
        window.start_game(basari("h", "b", "b", "b", seed=11))
        done: dict[str, int] = {}
        for _ in range(MAX_HUMAN_DECISIONS):
            wait_for(qtbot, lambda: human_can_act(window))
            if window.last_update is not None and window.last_update.is_over:
                break
            before = len(window.adapter.match.history)  # type: ignore[union-attr]
            kind = take_one_decision(qtbot, window, rng)
            done[kind] = done.get(kind, 0) + 1
            # The widget's choice reached the engine: the game moved on.
            wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    assert done.get("start") == 1
    assert done.get("card", 0) >= 10  # one card per turn, and a game has many turns
    dialog = finished.args[0]
    assert isinstance(dialog, ResultsDialog)
    assert dialog.isVisible()
    state = window.adapter.match.state  # type: ignore[union-attr]
    winners = {window.adapter.match.seats[s].name for s in state.winners()}  # type: ignore[union-attr]
    assert any(name in dialog.data.headline for name in winners)
    ranked = [cell(dialog.table, row, 1).text() for row in range(dialog.table.rowCount())]
    assert sorted(ranked) == ["Karim", "Layla", "Omar", "Zeynep"]
    assert ranked[0] in winners
    assert dialog.data.explanation  # the B30 tie-breaks are explained
    assert {series.name for series in dialog.data.series} == set(ranked)
    assert all(len(series.points) > 10 for series in dialog.data.series)
    final_points = {s.name: s.points[-1][1] for s in dialog.data.series}
    scores = state.scores()
    for seat, info in enumerate(window.adapter.match.seats):  # type: ignore[union-attr]
        assert final_points[info.name] == scores[seat]
    assert "over" in window.prompt.text().lower()
