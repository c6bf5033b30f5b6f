"""Every text of every decision panel fits at 1024x640 in English, Spanish and German: no
label or button is clipped or shortened (bug 4). The test walks the real panels
shown for real positions of each game, in each language, and measures each text with the
font it is drawn in."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from desktop_support import BotBox, settle, wait_for
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolButton, QWidget

from bazaar_desktop.items.basari_stall import stall_layout
from bazaar_desktop.services import i18n
from bazaar_desktop.tables.basari import BasariTable
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_desktop.viewmodels import basta as basta_vm
from bazaar_desktop.viewmodels import jewels as jewels_vm
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import make_game

SMALL = (1024, 640)
LANGUAGES = ("en", "es", "de")
NAMES = ("Layla", "Omar", "Zeynep", "Karim")
BUTTON_FRAME = 8  # a button's frame and padding, both sides together


def _decision_kind(game_id: str, match: Match[Any]) -> str | None:
    """Which page the person in seat 0 would see now, or None if not theirs to decide."""
    state = match.state
    if 0 not in state.current_players():
        return None
    seats = tuple(match.seats)
    if game_id == "basari":
        decision: object = basari_vm.build(state.view(0), seats, 0, 0, ()).decision
        if isinstance(decision, basari_vm.BarterDecision):
            if decision.on_table is None:
                return "barter opening"
            return "barter raise" if decision.can_raise else "barter must accept"
        return type(decision).__name__ if decision is not None else None
    if game_id == "basta":
        decision = basta_vm.build(state.view(0), seats, 0, 0, (), ()).decision
        if isinstance(decision, basta_vm.TargetDecision):
            return f"target {decision.kind}"
        return type(decision).__name__ if decision is not None else None
    decision = jewels_vm.build(state.view(0), seats, 0, 0, ()).decision
    return type(decision).__name__ if decision is not None else None


def positions(game_id: str, players: int) -> Iterator[tuple[str, Match[Any]]]:
    """One position per kind of decision the person may face, from random games."""
    seen: set[str] = set()
    for seed in range(30):
        match: Match[Any] = Match(
            make_game(game_id, {}),
            [Seat(NAMES[0])] + [Seat(n, "bot", "random") for n in NAMES[1:players]],
        )
        rng = random.Random(seed)
        while not match.is_over:
            kind = _decision_kind(game_id, match)
            if kind is not None and kind not in seen:
                seen.add(kind)
                yield kind, match.copy()
            state = match.state
            player = state.current_players()[0]
            rng_action = state.sample_chance if player == CHANCE else None
            action = rng_action(rng) if rng_action else state.random_action(player, rng)
            match.apply(player, action)


def clipped(root: QWidget) -> list[str]:
    """The texts under `root` that do not fit the widget showing them."""
    problems = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            problems += _label_problem(widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            problems += _button_problem(widget)
    return problems


def _label_problem(label: QLabel) -> list[str]:
    room = label.contentsRect()
    if label.wordWrap():
        if label.heightForWidth(room.width()) > room.height() + 1:
            return [
                f"label {label.text()!r}: needs {label.heightForWidth(room.width())} px "
                f"of height, has {room.height()}"
            ]
        return []
    width = QFontMetrics(label.font()).horizontalAdvance(label.text())
    if width > room.width():
        return [f"label {label.text()!r}: {width} px wide in {room.width()}"]
    return []


def _button_problem(button: QAbstractButton) -> list[str]:
    metrics = QFontMetrics(button.font())
    lines = button.text().replace("&&", "\x00").replace("&", "").replace("\x00", "&").split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    under_icon = (
        isinstance(button, QToolButton)
        and button.toolButtonStyle().name == "ToolButtonTextUnderIcon"
    )
    if not button.icon().isNull() and not under_icon:
        width += button.iconSize().width() + 4
    room = button.width() - BUTTON_FRAME
    problems = []
    if width > room:
        problems.append(f"button {button.text()!r}: {width} px wide in {room}")
    if button.height() < metrics.height() + 4:
        problems.append(f"button {button.text()!r}: {button.height()} px tall")
    return problems


@pytest.fixture
def small_window(window: MainWindow) -> Iterator[MainWindow]:
    bots = BotBox(gated_seats={1, 2, 3})
    window.adapter._bot_factory = bots  # the bots wait: the person's page stays shown
    window.resize(*SMALL)
    yield window
    window.adapter.stop()
    bots.release_all()


GAMES: list[tuple[str, int]] = [("basari", 3), ("basari", 4), ("jewels", 2), ("basta", 4)]


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_every_panel_text_fits_at_1024x640_in_every_language(
    qtbot: Any, small_window: MainWindow, game_id: str, players: int
) -> None:
    window = small_window
    found = list(positions(game_id, players))
    assert len(found) >= (1 if game_id == "jewels" else 3)
    problems: list[str] = []
    for language in LANGUAGES:
        window.switch_language(language)
        for kind, match in found:
            window.session.continue_match(match)
            wait_for(qtbot, lambda: window.last_update is not None)
            settle(qtbot, window)  # the decision box is sized once laid out
            problems += [f"{language} {kind}: {p}" for p in clipped(window.decision_box)]
            log_shown = window.log_box.isVisible()  # hidden where it does not fit (36.10)
            if log_shown and window.decision_box.geometry().intersects(window.log_box.geometry()):
                problems.append(f"{language} {kind}: the log lies over the decision")
            if kind == "CardDecision":  # each card keeps its key: "2 · Points"
                cards: Any = window.table.panel.cards  # type: ignore[union-attr]
                problems += [
                    f"{language} card {b.text()!r} lost its key {n}"
                    for n, b in enumerate(cards.buttons, start=1)
                    if not (b.text().startswith(f"{n} ") or b.text().endswith(f"({n})"))
                ]
            if kind == "PlayDecision":  # Basta!'s "Lay the Double…" page, when there is one
                problems += _double_page_problems(qtbot, window, language)
    assert problems == [], "\n".join(problems)


def _double_page_problems(qtbot: Any, window: MainWindow, language: str) -> list[str]:
    panel: Any = window.table.panel  # type: ignore[union-attr]
    decision = panel.play.decision
    doubles = [i for i, c in enumerate(decision.cards) if c.action is None and c.targets]
    if not doubles:
        return []
    panel.play.select(doubles[0])
    panel.play.play()
    settle(qtbot, window)
    return [f"{language} double: {p}" for p in clipped(window.decision_box)]


def stall_statuses(table: BasariTable) -> list[str]:
    return [
        table.tr(text) for text in ("thinking…", "choosing…", "bartering", "placing…", "has chosen")
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_basari_stall_status_fits_its_stall_in_every_language(
    small_window: MainWindow, language: str
) -> None:
    i18n.install_language(language)
    for players in (3, 4):
        match: Match[Any] = Match(make_game("basari", {}), [Seat(f"P{n}") for n in range(players)])
        small_window.session.continue_match(match)
        table = small_window.table
        assert isinstance(table, BasariTable)
        stall = table.scene.stalls[0]  # type: ignore[attr-defined]
        rect: QRectF = stall.boundingRect().adjusted(6, 6, -6, -6)
        for status in stall_statuses(table):
            shown = stall_layout(rect, stall.content, status).text("status").text
            assert shown == status, (players, status, shown)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_every_decision_button_says_what_it_does(
    qtbot: Any, small_window: MainWindow, game_id: str, players: int
) -> None:
    """A tooltip on every button of every decision page: what happens when it is pressed."""
    window = small_window
    silent: list[str] = []
    for kind, match in positions(game_id, players):
        window.session.continue_match(match)
        wait_for(qtbot, lambda: window.last_update is not None)
        silent += [
            f"{kind}: {b.text()!r}" for b in _buttons(window.decision_box) if not b.toolTip()
        ]
        if kind == "PlayDecision":
            _double_page_problems(qtbot, window, "en")  # opens "before whom?" if it can
            box = window.decision_box
            silent += [f"double: {b.text()!r}" for b in _buttons(box) if not b.toolTip()]
    assert silent == [], "\n".join(silent)


def _buttons(root: QWidget) -> list[QAbstractButton]:
    return [b for b in root.findChildren(QAbstractButton) if b.isVisibleTo(root)]
