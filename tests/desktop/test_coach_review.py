"""Results > Review my game: the person's decisions beside Hard's, largest losses first.

The coach runs in-process with a small iteration budget here (reproducible and quick); the
review itself goes through the app's background helper, with progress and Cancel.
"""

from __future__ import annotations

import random
import threading
from typing import Any

from desktop_support import match_of, wait_for
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.coach.review import MAX_SHOWN, ReviewDialog, seat_decisions
from bazaar_desktop.services.bot_process import AdviceRequest
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.bots.coach import Advice, CoachBudget, advise

QUICK = CoachBudget(seconds=None, iterations=16)


class RecordingAdvisor:
    def __init__(self, gate: threading.Event | None = None) -> None:
        self.requests: list[AdviceRequest] = []
        self.gate = gate

    def __call__(self, request: AdviceRequest) -> Advice:
        if self.gate is not None:
            self.gate.wait(timeout=20)
        self.requests.append(request)
        return advise(request.view, request.seat, QUICK, request.seed, request.include)


def play_a_careless_game(qtbot: Any, window: MainWindow, advisor: RecordingAdvisor) -> Any:
    """Layla trades at random against two random bots until the results show."""
    window.hints.advisor = advisor
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True), SeatSpec("Zeynep", True))
    shown: list[Any] = []
    window.results_shown.connect(shown.append)
    window.start_game(NewGameRequest("jewels", seats, {}, 21))
    rng = random.Random(2)
    while not shown:
        wait_for(qtbot, lambda: bool(shown) or window.adapter.human_to_act() == 0)
        if not shown:
            state = match_of(window).state
            window.adapter.submit(0, state.random_action(0, rng))
    return shown[0]


def test_the_review_lists_the_largest_losses_and_opens_the_replay_there(
    qtbot: Any, window: MainWindow
) -> None:
    advisor = RecordingAdvisor()
    results = play_a_careless_game(qtbot, window, advisor)
    assert window.results.results_review_button is not None
    finished: list[Any] = []
    window.results.results_review_button.click()
    dialog = window.results.review_dialog
    assert isinstance(dialog, ReviewDialog)
    dialog.finished_review.connect(finished.append)
    wait_for(qtbot, lambda: bool(finished), timeout=60000)
    reviewed = finished[0]
    match = match_of(window)
    own = seat_decisions(match, 0)
    assert len(own) == 27  # one trade a round, and every one was looked at
    assert dialog.progress.isHidden()
    # Each question was about Layla's own view at that moment, valuing what she did.
    assert len(advisor.requests) == 27
    for request, decision in zip(advisor.requests, own, strict=True):
        assert request.seat == 0 and request.view.viewer == 0
        assert request.view == decision.view
        assert request.include == (decision.action,)
    losses = [r.loss for r in reviewed]
    assert losses == sorted(losses, reverse=True)
    rows = dialog.position_buttons
    assert 1 <= len(rows) <= MAX_SHOWN  # a random trader loses somewhere
    assert dialog.status.text().startswith("Layla's decisions where the Hard bot expected")
    worst = reviewed[0]
    # Each mistake is named where it was made, as the table names it.
    headings = [label.text() for label in dialog.findChildren(QLabel) if ": \u2212" in label.text()]
    assert headings[0].startswith(f"Round {worst.decision.view.round_number}: ")
    assert not any(text.startswith("Decision") for text in headings)
    rows[0].click()
    viewer = window.replay_viewer
    assert viewer is not None
    assert viewer.step == worst.decision.step
    assert viewer.seat == 0
    results.close()


def test_the_review_can_be_cancelled_and_nothing_arrives_after(
    qtbot: Any, window: MainWindow
) -> None:
    play_a_careless_game(qtbot, window, RecordingAdvisor())
    gate = threading.Event()
    window.hints.advisor = RecordingAdvisor(gate)
    dialog = window.review_game()
    assert dialog is not None
    assert dialog.progress.isVisible() and dialog.cancel_button.isVisible()
    arrived: list[Any] = []
    dialog.finished_review.connect(arrived.append)
    operation = dialog._operation
    dialog.cancel_button.setFocus()
    QTest.keyClick(dialog.cancel_button, Qt.Key.Key_Space)  # the keyboard reaches Cancel
    assert dialog.status.text() == "The review was cancelled."
    assert dialog.progress.isHidden()
    # The cancelled review's answer comes back through the event loop: wait until it has
    # arrived (and been dropped), then look.
    with qtbot.waitSignal(
        dialog.background.arrived, timeout=15000, check_params_cb=lambda o: o is operation
    ):
        gate.set()
    assert not arrived
    assert not dialog.position_buttons


def test_a_review_that_fails_says_so_in_one_line(qtbot: Any) -> None:
    """The coach failing comes back as the exception (`Operation`'s `on_failed`)."""
    from bazaar_desktop.bridge.adapter import GameAdapter
    from bazaar_engine.basari.actions import ChooseStart

    adapter = GameAdapter()
    people = (SeatSpec("Layla"), SeatSpec("Omar"), SeatSpec("Zeynep"))
    adapter.start(NewGameRequest("basari", people, {}, seed=3))
    assert adapter.submit(0, ChooseStart(4)) and adapter.match is not None

    def broken(_request: AdviceRequest) -> Advice:
        raise RuntimeError("no coach today")

    dialog = ReviewDialog(adapter.match, [0], adapter.background, advisor=broken, budget=QUICK)
    qtbot.addWidget(dialog)
    arrived: list[Any] = []
    dialog.finished_review.connect(arrived.append)
    dialog.start()
    wait_for(qtbot, lambda: dialog.progress.isHidden())
    assert dialog.status.text() == "The review could not be made: RuntimeError: no coach today"
    assert dialog.cancel_button.isHidden() and not arrived
