"""Pass and play: a curtain before each person's secret card; nobody sees another's card early."""

from __future__ import annotations

from typing import Any

from desktop_support import BotBox, basari, panel_of, wait_for
from PySide6.QtCore import Qt

from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.window.main_window import MainWindow


def card_faces(window: MainWindow) -> list[str | None]:
    """What each stall's card shows on the board: a card name, None face down, "" no card."""
    stalls = window.table.scene.stalls  # type: ignore[union-attr]
    return [stall.card.card if stall.card.isVisible() else "" for stall in stalls]


def everything_written(window: MainWindow) -> str:
    """Every text a person could read at the table: log, players table, tooltips, panels."""
    scene = window.table.scene  # type: ignore[union-attr]
    texts = list(window.log_model.texts())
    for row in window.players_model.rows():
        texts.extend(row.cells)
        texts.extend(row.cell_tooltips)
    texts.extend(item.toolTip() for item in scene.items())
    texts.append(window.prompt.text())
    return "\n".join(texts)


def test_the_curtain_hides_each_persons_card_until_the_reveal(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    # Layla's secret choice comes first: the device is hers only once she says so.
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Layla" in window.curtain.title.text()
    assert not window.splitter.isVisible()
    assert window.last_update is not None and window.last_update.human_to_act is None
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    assert window.pages.currentWidget() is window.splitter
    panel = panel_of(window, BasariDecisionPanel)
    assert panel.currentWidget() is panel.cards
    assert "Layla" in panel.cards.title.text()
    panel.cards.buttons[1].click()  # Points
    # Layla sees her own card face up until she passes the device on...
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Omar" in window.curtain.title.text()
    # ...and the table behind the curtain no longer holds it anywhere.
    assert "points" not in card_faces(window)
    assert "Your secret choice" not in everything_written(window)
    window.curtain.button.click()
    assert window.pages.currentWidget() is window.splitter
    assert "Omar" in panel.cards.title.text()
    faces = card_faces(window)
    assert faces[0] is None  # Layla's card: face down for Omar
    assert window.players_model.rows()[0].cells[-1] == "?"
    assert "Layla: Points" not in everything_written(window)
    assert "Layla played" not in everything_written(window)
    qtbot.keyClick(window, Qt.Key.Key_1)  # Omar takes the Die card
    # All cards in: revealed together.
    wait_for(qtbot, lambda: card_faces(window)[0] == "points")
    assert card_faces(window)[1] == "die"
    assert any("Layla: Points" in text for text in window.log_model.texts())


def test_one_person_with_bots_never_sees_a_curtain(qtbot: Any, window: MainWindow) -> None:
    curtains: list[object] = []
    window.adapter.updated.connect(
        lambda update: curtains.append(update) if update.curtain_for is not None else None
    )
    window.start_game(basari("h", "b", "b", seed=21, start_positions="random"))
    panel = panel_of(window, BasariDecisionPanel)
    wait_for(qtbot, lambda: panel.currentWidget() is panel.cards)
    qtbot.keyClick(window, Qt.Key.Key_3)
    wait_for(qtbot, lambda: card_faces(window)[0] == "gems")
    assert curtains == []


def test_a_bots_move_does_not_bring_the_curtain_back_on_the_person_choosing(
    qtbot: Any, window: MainWindow
) -> None:
    """The device stays with the person it was handed to while only bots decide: a bot's
    secret card chosen after the curtain lifted does not ask for the device to be passed
    again (it used to, in the middle of the person's choice)."""
    bots = BotBox(gated_seats={2})  # Zeynep decides when told
    window.adapter._bot_factory = bots
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    window.curtain.button.click()  # Layla holds the device
    assert window.pages.currentWidget() is window.splitter
    match = window.adapter.match
    assert match is not None
    decisions = len(match.history)
    bots.release_all()
    wait_for(qtbot, lambda: len(match.history) > decisions)  # Zeynep has chosen her card
    # Her move is on the table and the step after it (where a curtain would go up) is done.
    wait_for(
        qtbot,
        lambda: (
            window.last_update is not None
            and not window.last_update.thinking
            and not window.adapter._step_timer.isActive()
        ),
    )
    assert window.pages.currentWidget() is window.splitter
    panel = panel_of(window, BasariDecisionPanel)
    assert panel.currentWidget() is panel.cards and "Layla" in panel.cards.title.text()
    panel.cards.buttons[1].click()  # Layla's choice; now the device goes to Omar
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert "Omar" in window.curtain.title.text()
