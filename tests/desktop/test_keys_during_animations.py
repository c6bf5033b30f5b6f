"""A number and its piece change together, and at a pass-and-play table a key
pressed while the table still animates is never lost."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path
from typing import Any

from desktop_support import basari, panel_of, wait_for
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_keys_without_a_click import key, make_window

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel


def lift(qtbot: Any, window: Any, name: str) -> None:
    wait_for(qtbot, lambda: window.pages.showing() is window.curtain, timeout=30000)
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)  # staged: shown
    assert name in window.curtain.title.text()
    QTest.keyClick(window.curtain.button, Qt.Key.Key_Return)


def test_a_card_key_pressed_right_after_the_curtain_lifts_is_not_lost(
    qtbot: Any, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    match = window.adapter.match
    assert match is not None
    rng = random.Random(4)
    pressed = 0
    while pressed < 6:
        wait_for(
            qtbot,
            lambda: (
                window.pages.showing() is window.curtain
                or (window.last_update is not None and window.last_update.human_to_act is not None)
            ),
            timeout=30000,
        )
        if window.pages.showing() is window.curtain:
            QTest.keyClick(window.curtain.button, Qt.Key.Key_Return)  # lifted: animations go on
        update, table = window.last_update, window.table
        assert update is not None and table is not None
        seat = update.human_to_act
        if seat is None:
            continue
        decided = len(match.history)
        panel = panel_of(window, BasariDecisionPanel)
        if panel.currentWidget() is panel.cards:
            key("1")  # at once, while the last turn may still animate
            key(Qt.Key.Key_Return)  # hand it in (two people: the moment to undo)
            pressed += 1
        else:  # a barter or a start: not what this test is about
            view = match.state.view(seat)
            table.action_chosen.emit(seat, view.random_action(seat, rng))
        wait_for(qtbot, partial(lambda d: len(match.history) > d, decided), timeout=10000)


def markers_behind(window: Any) -> list[int]:
    """The pieces not on their number: points markers (Basari), price markers (Jewel Bazaar)."""
    scene, vm = window.table.scene, window.table.vm
    if window.adapter.game_id == "basari":
        spots = [scene.marker_spot(p.points, p.seat) for p in vm.players]
    else:
        spots = [scene.marker_spot(kind, price) for kind, price in enumerate(vm.prices)]
    return [n for n, m in enumerate(scene.markers) if (m.pos() - spots[n]).manhattanLength() > 1]


def moving(window: Any) -> bool:
    """Is a piece of the table still on its way (an animation running)?"""
    return window.table is not None and bool(window.table.scene.animating)


def numbers(window: Any) -> tuple[int, ...]:
    """The numbers the pieces stand for: the points (Basari), the prices (Jewel Bazaar)."""
    vm = window.table.vm if window.table is not None else None
    if vm is None:
        return ()
    if window.adapter.game_id == "basari":
        return tuple(p.points for p in vm.players)
    return tuple(vm.prices)


def test_a_number_and_its_piece_change_together(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    bots = tuple(SeatSpec(n, True, "random") for n in ("Ada", "Bo", "Cem"))
    for request in (
        NewGameRequest("jewels", bots, {}, 5),
        NewGameRequest("basari", bots, {"start_positions": "random"}, 5),
    ):
        window.start_game(request)
        checked = 0
        last: tuple[int, ...] = ()
        while checked < 3:
            wait_for(
                qtbot,
                partial(lambda shown: numbers(window) not in ((), shown), last),
                timeout=30000,
            )
            last = numbers(window)
            wait_for(  # the table at rest, or a newer move meanwhile
                qtbot,
                partial(lambda shown: numbers(window) != shown or not moving(window), last),
                timeout=30000,
            )
            if numbers(window) == last:  # at rest on these numbers: every piece on its own
                assert markers_behind(window) == [], (request.game_id, last)
                checked += 1
        window.adapter.stop()


def test_basta_enter_right_after_the_curtain_lifts_plays_a_card(qtbot: Any, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    people = (SeatSpec("Layla", False), SeatSpec("Omar", False), SeatSpec("Zeynep", True, "random"))
    window.start_game(NewGameRequest("basta", people, {}, 8))
    match = window.adapter.match
    assert match is not None
    rng = random.Random(2)
    played = 0
    while played < 4 and not match.is_over:
        wait_for(
            qtbot,
            lambda: (
                window.pages.showing() is window.curtain
                or (window.last_update is not None and window.last_update.human_to_act is not None)
            ),
            timeout=30000,
        )
        if window.pages.showing() is window.curtain:
            QTest.keyClick(window.curtain.button, Qt.Key.Key_Return)
        update, table = window.last_update, window.table
        assert update is not None and table is not None
        seat = update.human_to_act
        if seat is None:
            continue
        decided = len(match.history)
        panel = panel_of(window, BastaDecisionPanel)
        if panel.currentWidget() is panel.play and panel.play.selected is not None:
            key(Qt.Key.Key_Return)  # at once: the last card may still be flying
            played += 1
        else:
            view = match.state.view(seat)
            table.action_chosen.emit(seat, view.random_action(seat, rng))
        wait_for(qtbot, partial(lambda d: len(match.history) > d, decided), timeout=10000)
    window.adapter.stop()
