"""Issue 16, a game night that flows: the glitches players hit and what they expected.

Each bug test failed before its fix; each names what a player would notice."""

from __future__ import annotations

from typing import Any

from desktop_support import seats, wait_for
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from bazaar_desktop.adapter import NewGameRequest
from bazaar_desktop.main_window import MainWindow
from bazaar_desktop.viewmodels import basta as vmod


def _basta_hand_with_double(qtbot: Any, window: MainWindow) -> vmod.PlayDecision:
    """Start Basta! games until the person's first hand holds a Double they may lay."""
    for seed in range(1, 200):
        window.start_game(NewGameRequest("basta", seats("h", "b", "b"), {}, seed))
        wait_for(qtbot, lambda: getattr(window.table.vm, "decision", None) is not None)  # type: ignore[union-attr]
        decision = window.table.vm.decision  # type: ignore[union-attr]
        if isinstance(decision, vmod.PlayDecision) and any(
            card.action is None and card.targets for card in decision.cards
        ):
            return decision
    raise AssertionError("no seed dealt the person a Double")


def test_lay_the_double_shows_each_receiver_by_name_on_a_full_size_button(
    qtbot: Any, window: MainWindow
) -> None:
    for size in ((1280, 800), (1600, 980)):
        window.resize(*size)
        decision = _basta_hand_with_double(qtbot, window)
        panel = window.table.panel  # type: ignore[union-attr]
        index = next(i for i, c in enumerate(decision.cards) if c.action is None and c.targets)
        panel.play.select(index)
        qtbot.keyClick(window, Qt.Key.Key_Return)
        assert panel.currentWidget() is panel.target
        qtbot.wait(50)  # the layout settles
        names = [seat.name for seat in window.last_update.seats]  # type: ignore[union-attr]
        shown = [b for b in panel.target.buttons if b.isVisible()]
        assert len(shown) == len(decision.cards[index].targets)
        for button in shown:
            seat = panel.target.buttons.index(button)
            assert names[seat] in button.text()
            metrics = QFontMetrics(button.font())
            assert button.height() >= metrics.height() + 4, (size, button.height())
            assert button.height() >= button.minimumSizeHint().height()
