"""The Jewel Bazaar and Basta! decision panels in the dark theme: every word in them readable
(WCAG AA against the panel's background), also after switching the theme with a panel open."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QVBoxLayout, QWidget
from test_desktop_polish_theme import AA_TEXT, label_colour

from bazaar_desktop.app import make_application
from bazaar_desktop.appearance import theme
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.panels.jewels_panels import JewelsDecisionPanel
from bazaar_desktop.viewmodels.basta import HandCard, PlayDecision
from bazaar_desktop.viewmodels.jewels import Counts, TradeDecision


@pytest.fixture
def app(qtbot: Any) -> Iterator[QApplication]:
    application = make_application(["bazaar-tests"])
    yield application
    theme.apply_theme(application, "light")  # other tests expect the default theme


def in_group_box(qtbot: Any, panel: QWidget) -> QGroupBox:
    """The panel as the main window holds it: inside the "Your move" group box."""
    box = QGroupBox("Your move")
    QVBoxLayout(box).addWidget(panel)
    qtbot.addWidget(box)
    box.resize(360, 520)
    box.show()
    return box


def unreadable_labels(page: QWidget) -> list[tuple[str, float]]:
    """The labels with words on `page` whose contrast with the group box is below WCAG AA."""
    ground = QColor(theme.colours().group)
    found = []
    labels = page.findChildren(QLabel)
    assert any(label.text() for label in labels)  # the page really shows words
    for label in labels:
        if label.text() and label.isVisibleTo(page):
            ratio = theme.contrast_ratio(label_colour(label), ground)
            if ratio < AA_TEXT:
                found.append((label.text(), round(ratio, 2)))
    return found


def trade_decision(problem: str | None) -> TradeDecision:
    def problem_for(_sell: Counts, _buy: Counts) -> str | None:
        return problem

    return TradeDecision(
        seat=0,
        held=(1, 0, 2),
        money=40,
        prices=(12, 9, 5),
        stock=(4, 4, 4),
        must_buy=True,
        max_quantity=8,
        problem_for=problem_for,
        action_for=lambda _sell, _buy: object(),
    )


def jewels_pages(panel: JewelsDecisionPanel) -> Iterator[tuple[str, QWidget]]:
    panel.setCurrentWidget(panel.waiting)
    panel.waiting.show_text("Please wait", "Omar is thinking…")
    yield "waiting", panel.waiting
    panel.setCurrentWidget(panel.trade)
    panel.trade.show_decision(trade_decision(None), "Layla", 2)
    yield "trade, allowed", panel.trade
    panel.trade.show_decision(trade_decision("you cannot afford it"), "Layla", 2)
    yield "trade, refused", panel.trade


def basta_pages(panel: BastaDecisionPanel) -> Iterator[tuple[str, QWidget]]:
    panel.setCurrentWidget(panel.waiting)
    panel.waiting.show_text("Please wait", "Omar is thinking…")
    yield "waiting", panel.waiting
    safe = HandCard("7", object(), {}, "Adds 7: the total becomes 31.", False)
    chip = HandCard("9", object(), {}, "The total would be 53: over 50, a chip!", True)
    panel.setCurrentWidget(panel.play)
    for card, index in ((safe, 0), (chip, 1)):
        panel.play.show_decision(PlayDecision(0, (safe, chip), 1, 1), "Layla")
        panel.play.select(index)
        assert panel.play.effect.text() == card.hint
        yield f"play, {card.card}", panel.play
    panel.setCurrentWidget(panel.target)
    panel.target.show_targets(
        "Layla, swap hands with whom?",
        "Press a player's number, or click them on the table.",
        {1: object(), 2: object()},
        ["Layla", "Omar", "Zeynep"],
        [5, 5, 5],
        can_cancel=True,
    )
    yield "target", panel.target


@pytest.mark.parametrize("game", ["jewels", "basta"])
def test_every_label_in_the_panels_is_readable_in_the_dark_theme(
    app: QApplication, qtbot: Any, game: str
) -> None:
    theme.apply_theme(app, "dark")
    panel = JewelsDecisionPanel() if game == "jewels" else BastaDecisionPanel()
    box = in_group_box(qtbot, panel)  # kept: the box owns the panel
    pages = jewels_pages(panel) if game == "jewels" else basta_pages(panel)  # type: ignore[arg-type]
    for name, page in pages:
        assert unreadable_labels(page) == [], name
    box.close()


@pytest.mark.parametrize("game", ["jewels", "basta"])
def test_the_panels_follow_a_switch_to_the_dark_theme(
    app: QApplication, qtbot: Any, game: str
) -> None:
    theme.apply_theme(app, "light")
    panel = JewelsDecisionPanel() if game == "jewels" else BastaDecisionPanel()
    box = in_group_box(qtbot, panel)  # kept: the box owns the panel
    pages = list(jewels_pages(panel) if game == "jewels" else basta_pages(panel))  # type: ignore[arg-type]
    name, page = pages[-1]  # the last page stays on show while the theme changes
    title = page.findChildren(QLabel)[0]
    light_title = label_colour(title)
    theme.apply_theme(app, "dark")
    assert label_colour(title) != light_title
    assert unreadable_labels(page) == [], name
    box.close()
