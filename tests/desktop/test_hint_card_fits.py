"""The hint card names one move (three at most, the coach's first), fits the board at 1024x600
in German, and follows a language switch.

The card is asked for with H in a real window; the coach is the real one in-process with an
iteration budget. One test hands the card the longest advice a position can give (three moves
about equal, each with its reasons, and three alternatives) to show the card scrolls rather
than running off the board.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from desktop_support import settle, wait_for
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from test_coach_hint import ask_for_hint, person, start, wait_for_my_turn

from bazaar_desktop.bridge.adapter import SeatSpec
from bazaar_desktop.coach.texts import action_text
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.coach import MAX_EQUALS, Advice, CoachBudget, advise

BOTS = (SeatSpec("Omar", True, "medium"), SeatSpec("Zeynep", True, "medium"))


def archways_named(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def test_the_first_basari_start_names_one_archway_the_coachs_own(
    qtbot: Any, window: MainWindow
) -> None:
    start(window, "basari", (person(), *BOTS), seed=5)
    wait_for_my_turn(qtbot, window)
    advice = ask_for_hint(qtbot, window)
    card = window.hints.card
    assert len(advice.equally_good) <= MAX_EQUALS
    named = archways_named(card.move_label.text())
    assert 1 <= len(named) <= MAX_EQUALS
    assert card.move_label.text().startswith(action_text(advice.best.action, ["Layla"]))
    assert named[0] == advice.best.action.archway + 1  # the coach's own start first
    if not advice.about_equal:
        assert len(named) == 1
    shown = [c.value for c in advice.alternatives]
    assert all(value <= advice.best.value for value in shown), "the first is the best valued"


def longest_advice(advice: Advice) -> Advice:
    """This position's moves with three called about equal: the longest card it can show."""
    moves = advice.candidates
    return Advice(advice.seat, moves, moves[:MAX_EQUALS])


def test_the_hint_card_never_runs_off_the_board_at_1024x600_in_german(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    window.switch_language("de")
    window.resize(1024, 600)
    start(window, "basari", (person(), *BOTS), seed=5)
    quick = CoachBudget(seconds=None, iterations=60)
    window.hints.advisor = lambda r: longest_advice(advise(r.view, r.seat, quick, r.seed))
    wait_for(qtbot, lambda: window.adapter.human_to_act() == 0)
    # On to the first card choice: reasons there are the longest (gems, contests).
    window.adapter.submit(0, window.adapter.match.state.legal_actions(0)[0])  # type: ignore[union-attr]
    wait_for(
        qtbot,
        lambda: (
            getattr(window.adapter.match.state, "phase", "") == "choose_cards"  # type: ignore[union-attr]
            and window.adapter.human_to_act() == 0
        ),
    )
    wait_for_my_turn(qtbot, window)
    ask_for_hint(qtbot, window)
    card = window.hints.card
    board = card.parentWidget()
    assert board is not None
    settle(qtbot, window)
    bottom = card.mapTo(window, QPoint(0, card.height())).y()
    assert card.geometry().bottom() < board.height(), "the card runs off the board"
    assert bottom < window.height()
    assert card.close_button.text() == "Schließen (Esc)"


def test_a_hint_card_longer_than_the_board_scrolls_inside_the_board(qtbot: Any) -> None:
    """However short the board (a German card of three moves about equal, each with its
    reasons, and three alternatives, on a board 300 pixels tall), the card stays on it and
    its text scrolls; on a taller board it is as tall as its text again."""
    from PySide6.QtWidgets import QWidget
    from test_coach_ties import tied_positions

    from bazaar_desktop.coach.hint import HintCard
    from bazaar_desktop.services import i18n

    i18n.install_language("de")
    try:
        board = QWidget()
        qtbot.addWidget(board)
        board.resize(800, 300)
        board.show()
        card = HintCard(board)
        (_view, advice), *_ = tied_positions(1)
        card.show_advice("Layla", longest_advice(advice), ["Layla", "Omar", "Zeynep", "Aziz"])
        assert card.geometry().bottom() < board.height()
        assert card.text_area.verticalScrollBar().maximum() > 0, "the rest is there, to scroll to"
        board.resize(800, 1000)
        wait_for(qtbot, lambda: card.text_area.verticalScrollBar().maximum() == 0)
        assert card.geometry().bottom() < board.height()
    finally:
        i18n.install_language("en")


def test_the_hint_card_button_follows_a_language_switch(qtbot: Any, window: MainWindow) -> None:
    window.switch_language("de")
    start(window, "jewels", (person(), *BOTS[:1]))
    wait_for_my_turn(qtbot, window)
    ask_for_hint(qtbot, window)
    assert window.hints.card.close_button.text() == "Schließen (Esc)"
    window.switch_language("en")
    settle(qtbot, window)
    ask_for_hint(qtbot, window)  # a switch closes the card; asked again, in English
    assert window.hints.card.close_button.text() == "Close (Esc)"
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.hints.card.isVisible()
