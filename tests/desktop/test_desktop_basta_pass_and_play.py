"""Basta! pass and play: a hand is on screen only for its owner, behind the curtain, and never
while another seat is to play."""

from __future__ import annotations

from typing import Any, cast

from desktop_support import match_of, panel_of, seats, wait_for
from PySide6.QtCore import Qt

from bazaar_desktop.bridge.adapter import NewGameRequest, Update
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basta import BastaState

HUMAN_TURNS = 12


def face_up_cards(window: MainWindow) -> list[str]:
    scene = window.table.scene  # type: ignore[union-attr]
    assert isinstance(scene, BastaScene)
    return [item.card for item in scene.hand if item.isVisible() and item.card is not None]


def everything_written(window: MainWindow) -> str:
    """Every text a person could read at the table: log, players, tooltips, panels, status."""
    scene = window.table.scene  # type: ignore[union-attr]
    panel = panel_of(window, BastaDecisionPanel)
    texts = list(window.log_model.texts())
    for row in window.players_model.rows():
        texts.extend(row.cells)
        texts.extend(row.cell_tooltips)
    texts.extend(item.toolTip() for item in scene.items())
    texts.extend(label.text() for label in (panel.play.card_line, panel.play.effect))
    texts.append(window.prompt.text())
    return "\n".join(texts)


def test_a_basta_hand_is_never_on_screen_while_another_seat_is_to_play(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    leaks: list[str] = []
    curtains: list[str] = []

    def check(update: Update) -> None:
        """After the window has drawn each update: whose cards are face up, and may they be?"""
        match = window.adapter.match
        assert match is not None
        shown = face_up_cards(window)
        if update.curtain_for is not None:
            curtains.append(update.seats[update.curtain_for].name)
        if not shown:
            return
        owner = update.looking_seat
        deciding = match.state.current_players()
        if owner is None or deciding != (owner,) or update.curtain_for is not None:
            leaks.append(f"{shown} on screen while {deciding} decides (looking: {owner})")
        elif shown != list(cast(BastaState, match.state).hand(owner)):
            leaks.append(f"{shown} is not the hand of seat {owner}")

    window.adapter.updated.connect(check)  # after the window's own slot: the scene is drawn
    window.start_game(NewGameRequest("basta", seats("h", "h", "b"), {}, 4))
    panel = panel_of(window, BastaDecisionPanel)
    turns = 0
    while turns < HUMAN_TURNS:
        wait_for(
            qtbot,
            lambda: (
                window.pages.currentWidget() is window.curtain
                or (window.last_update is not None and window.last_update.human_to_act is not None)
            ),
        )
        if window.last_update is not None and window.last_update.is_over:
            break
        if window.pages.currentWidget() is window.curtain:
            # Behind the curtain nothing of any hand is written or drawn.
            assert face_up_cards(window) == []
            assert "Picked:" not in everything_written(window)
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        play_one_turn(qtbot, window, panel)
        turns += 1
    assert turns == HUMAN_TURNS
    assert leaks == []
    assert {"Layla", "Omar"} <= set(curtains)  # the device went back and forth


def play_one_turn(qtbot: Any, window: MainWindow, panel: Any) -> None:
    """The person to act, whose hand alone is face up, makes their choice by keyboard; the
    moment it is made, the hand leaves the screen and the panel."""
    update = window.last_update
    assert update is not None and update.human_to_act == update.looking_seat
    seat = update.human_to_act
    assert seat is not None
    other = 1 - seat
    state = cast(BastaState, match_of(window).state)
    assert face_up_cards(window) == list(state.hand(seat))
    # The other person's cards are only backs and a count, in the scene and the panel.
    assert window.table.vm.players[other].hand_count == len(state.hand(other))  # type: ignore[union-attr]
    decision = window.table.vm.decision  # type: ignore[union-attr]
    before = len(window.adapter.match.history)  # type: ignore[union-attr]
    if isinstance(decision, vmod.TargetDecision):
        qtbot.keyClick(window, Qt.Key.Key_1 if 0 in decision.targets else Qt.Key.Key_2)
    else:
        assert panel.currentWidget() is panel.play
        qtbot.keyClick(window, Qt.Key.Key_Return)
        if panel.currentWidget() is panel.target:  # a Double: its receiver
            qtbot.keyClick(window, Qt.Key.Key_Return)
    wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    # The moment the choice is made the hand leaves the screen and the panel.
    after = window.last_update
    assert after is not None
    if after.human_to_act != seat:
        assert face_up_cards(window) == []
        assert panel.play.card_line.text() == ""
