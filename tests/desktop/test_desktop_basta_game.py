"""Basta! through the real widgets: a whole game with one person and bots, played with the
keyboard and the mouse; the results; the Minus 5 chain shown card by card."""

from __future__ import annotations

import random
from typing import Any, cast

from desktop_support import cell, match_of, panel_of, scene_of, seats, wait_for
from PySide6.QtCore import QPoint, Qt

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.dialogs.results import ResultsDialog
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basta import BastaState
from bazaar_engine.core.events import Event

MAX_HUMAN_DECISIONS = 400  # a game needs far fewer; this only stops a broken test looping
DIGITS = [Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6]


def basta(*kinds: str, seed: int = 7) -> NewGameRequest:
    return NewGameRequest("basta", seats(*kinds), {}, seed)


def human_can_act(window: MainWindow) -> bool:
    update = window.last_update
    if update is None:
        return False
    if update.is_over:
        return True
    vm = getattr(window.table, "vm", None)
    return update.human_to_act is not None and vm is not None and vm.decision is not None


def click_scene_item(qtbot: Any, window: MainWindow, item: Any, *, double: bool = False) -> None:
    point = QPoint(window.view.mapFromScene(item.sceneBoundingRect().center()))
    viewport = window.view.viewport()
    left = Qt.MouseButton.LeftButton
    qtbot.mouseClick(viewport, left, pos=point)
    if double:  # what a real double click sends after the first click
        qtbot.mouseDClick(viewport, left, pos=point)
        qtbot.mouseRelease(viewport, left, pos=point)


def take_one_decision(qtbot: Any, window: MainWindow, rng: random.Random) -> str:
    """Act for the person through the widgets: keys mostly, the mouse now and then."""
    table = window.table
    decision = table.vm.decision  # type: ignore[union-attr]
    panel = panel_of(window, BastaDecisionPanel)
    scene = scene_of(window, BastaScene)
    if isinstance(decision, vmod.TargetDecision):
        target = rng.choice(sorted(decision.targets))
        if rng.random() < 0.5:
            click_scene_item(qtbot, window, scene.seats[target])
        else:
            qtbot.keyClick(window, DIGITS[target])
        return decision.kind
    assert isinstance(decision, vmod.PlayDecision)
    assert panel.currentWidget() is panel.play
    playable = [i for i, c in enumerate(decision.cards) if c.action is not None or c.targets]
    index = rng.choice(playable)
    if rng.random() < 0.25:
        click_scene_item(qtbot, window, scene.hand[index], double=True)
    else:
        for _ in range(len(decision.cards)):  # arrows until the card is picked
            if panel.play.selected == index:
                break
            qtbot.keyClick(window, Qt.Key.Key_Right)
        assert panel.play.selected == index
        assert scene.hand[index].selected  # the table shows the pick too
        qtbot.keyClick(window, Qt.Key.Key_Return)
    card = decision.cards[index]
    if card.action is None:  # a Double from the hand: now its receiver
        assert panel.currentWidget() is panel.target
        target = rng.choice(sorted(card.targets))
        assert scene.seats[target].choosable
        qtbot.keyClick(window, DIGITS[target])
        return "double"
    return "play"


def test_one_person_and_bots_play_basta_to_the_end_through_the_widgets(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    rng = random.Random(8)
    done: dict[str, int] = {}
    with qtbot.waitSignal(window.results_shown, timeout=60000) as finished:
        window.start_game(basta("h", "b", "b", "b", seed=12))

        for _ in range(MAX_HUMAN_DECISIONS):
            wait_for(qtbot, lambda: human_can_act(window))
            update = window.last_update
            assert update is not None
            if update.is_over:
                break
            scene = window.table.scene  # type: ignore[union-attr]
            assert isinstance(scene, BastaScene)
            state = cast(BastaState, match_of(window).state)
            # The person's own hand lies face up; the others' only as counts.
            faces = [item.card for item in scene.hand if item.isVisible()]
            assert faces == list(state.hand(0))
            assert scene.total.total == state.total
            before = len(window.adapter.match.history)  # type: ignore[union-attr]
            kind = take_one_decision(qtbot, window, rng)
            done[kind] = done.get(kind, 0) + 1
            wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    assert done.get("play", 0) >= 10
    dialog = finished.args[0]
    assert isinstance(dialog, ResultsDialog) and dialog.isVisible()
    state = cast(BastaState, match_of(window).state)
    names = [seat.name for seat in window.adapter.match.seats]  # type: ignore[union-attr]
    winners = {names[s] for s in state.winners()}
    assert any(name in dialog.data.headline for name in winners)
    ranked = [cell(dialog.table, row, 1).text() for row in range(dialog.table.rowCount())]
    chips = [int(cell(dialog.table, row, 2).text()) for row in range(dialog.table.rowCount())]
    assert sorted(ranked) == sorted(names)
    assert chips == sorted(chips)  # fewest chips first (T17)
    assert max(chips) == 4  # the 4th chip ended the game (T16)
    assert ranked[0] in winners
    assert any("4th chip" in line for line in dialog.data.explanation)
    final = {s.name: s.points[-1][1] for s in dialog.data.series}
    for seat, name in enumerate(names):
        assert final[name] == state.chips[seat]
    assert "over" in window.prompt.text().lower()


def test_the_minus_5_chain_is_shown_card_by_card(qtbot: Any, window: MainWindow) -> None:
    window.start_game(basta("b", "b", seed=3))
    wait_for(qtbot, lambda: window.last_update is not None)
    window.adapter.stop()
    table = window.table
    update = window.last_update
    assert table is not None and update is not None
    scene = table.scene
    assert isinstance(scene, BastaScene)
    steps = [
        [Event("card_played", 0, {"card": "minus_five", "total": 20})],
        [
            Event("chain_card_drawn", 0, {"card": "minus_five"}),
            Event("card_played", 0, {"card": "minus_five", "total": 15, "chained": True}),
        ],
        [
            Event("chain_card_drawn", 0, {"card": "7"}),
            Event("card_played", 0, {"card": "7", "total": 22, "chained": True}),
        ],
    ]
    shown = []
    for events in steps:
        table.show_update(
            update.__class__(
                **{**update.__dict__, "events": tuple(events), "public_events": tuple(events)}
            ),
            0.0,
        )
        shown.append(scene.chain.cards if scene.chain.isVisible() else ())
    assert shown == [
        ("minus_five",),
        ("minus_five", "minus_five"),
        ("minus_five", "minus_five", "7"),
    ]
    assert table.pace_factor(update.__class__(**{**update.__dict__, "events": tuple(steps[2])})) > 1
    # The next card played from a hand closes the chain.
    after = [Event("card_played", 1, {"card": "3", "total": 25})]
    table.show_update(
        update.__class__(
            **{**update.__dict__, "events": tuple(after), "public_events": tuple(after)}
        ),
        0.0,
    )
    assert not scene.chain.isVisible()
