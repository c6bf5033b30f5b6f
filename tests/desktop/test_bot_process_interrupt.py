"""Work the app abandons stops in the bots' process, with the real worker.

A coach's search with an iteration budget of a billion (hours of thinking) stands for a search
nobody could wait for: that the test goes on at all shows it was stopped. No durations are
asserted; the worker's counts say what happened to each request.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any, cast

import pytest
from desktop_support import match_of, wait_for
from PySide6.QtWidgets import QWidget

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_desktop.coach.hint import HintController, process_advisor
from bazaar_desktop.coach.review import ReviewDialog
from bazaar_desktop.services.background import Progress
from bazaar_desktop.services.bot_process import AdviceRequest, BotProcess
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_engine.basari import BasariGame, ChooseCard, ChooseStart, RollDie
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.coach import CoachBudget, advise
from bazaar_engine.bots.thinking import SearchInterrupted
from bazaar_engine.core.game import CHANCE

# The adapters stay alive to the end (as the app's one does): a job stopped just before the
# test ends still signals its Background, which must not be in the middle of being deleted.
ADAPTERS: list[GameAdapter] = []
ENDLESS = CoachBudget(iterations=10**9, seconds=None)
QUICK = CoachBudget(iterations=24, seconds=None)


def card_view() -> tuple[Any, int]:
    state = BasariGame().new_initial_state(3)
    for seat in range(3):
        state.apply(seat, ChooseStart(9 * seat))
    for roll in range(3):
        state.apply(CHANCE, RollDie(roll + 2))
    return state.view(1), 1


class Asking:
    """A request to the worker on its own thread, abandoned when its progress is cancelled
    (as a job on `background.py` is)."""

    def __init__(self, ask: Callable[[], object]) -> None:
        self.progress = Progress(lambda _done, _total: None)
        self.outcome: object = None
        self._ask = ask
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            with abandoned_with(self.progress):
                self.outcome = self._ask()
        except SearchInterrupted as exc:
            self.outcome = exc

    def abandon(self) -> object:
        self.progress.cancel()
        self.thread.join(timeout=300)  # a bound for a stuck run: it ends at once if stopped
        assert not self.thread.is_alive()
        return self.outcome


def until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 120  # a bound for a stuck run, not a measured time
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.005)


@pytest.fixture
def worker() -> BotProcess:
    process = BotProcess.shared()
    process.wait_ready()
    return process


def test_an_abandoned_search_stops_in_the_worker_and_the_next_request_is_answered(
    worker: BotProcess,
) -> None:
    view, seat = card_view()
    interrupted = worker.interrupted
    endless = Asking(lambda: worker.advise(AdviceRequest(view, seat, ENDLESS)))
    until(lambda: worker.working)
    assert isinstance(endless.abandon(), SearchInterrupted)
    assert worker.interrupted == interrupted + 1
    # The next one is served, and the stopped search left nothing behind in the worker.
    assert worker.advise(AdviceRequest(view, seat, QUICK)) == advise(view, seat, QUICK)


def test_a_request_abandoned_while_it_waits_is_never_sent(worker: BotProcess) -> None:
    view, seat = card_view()
    dropped, interrupted = worker.dropped, worker.interrupted
    endless = Asking(lambda: worker.advise(AdviceRequest(view, seat, ENDLESS)))
    until(lambda: worker.working)
    waiting = Asking(lambda: worker.advise(AdviceRequest(view, seat, ENDLESS)))
    waiting.progress.cancel()  # given up while the first one holds the worker
    assert isinstance(endless.abandon(), SearchInterrupted)
    assert isinstance(waiting.abandon(), SearchInterrupted)
    assert (worker.dropped, worker.interrupted) == (dropped + 1, interrupted + 1)


def test_a_request_that_is_not_abandoned_is_answered_in_full(worker: BotProcess) -> None:
    view, seat = card_view()
    interrupted = worker.interrupted
    asked = Asking(lambda: worker.advise(AdviceRequest(view, seat, QUICK)))
    asked.thread.join(timeout=300)
    assert asked.outcome == advise(view, seat, QUICK)
    assert asked.abandon() == asked.outcome  # cancelled once answered: nothing changes
    assert worker.interrupted == interrupted


def hard_first(seed: int) -> NewGameRequest:
    seats = (SeatSpec("Omar", True, "hard"), SeatSpec("Layla"), SeatSpec("Zeynep"))
    return NewGameRequest("basari", seats, {}, seed)


def test_new_game_gives_up_the_old_games_bot_move_and_plays_the_new_ones(
    qtbot: Any, worker: BotProcess
) -> None:
    """The old game's Hard bot asked while the worker was busy: New game drops its request
    (it is never worked out), and the new game's bot moves as soon as the worker is free."""
    view, seat = card_view()
    dropped = worker.dropped
    endless = Asking(lambda: worker.advise(AdviceRequest(view, seat, ENDLESS)))
    until(lambda: worker.working)
    adapter = GameAdapter()
    ADAPTERS.append(adapter)
    adapter.start(hard_first(seed=4))
    wait_for(qtbot, lambda: adapter.thinking == (0,))
    adapter.start(hard_first(seed=5))  # New game
    wait_for(qtbot, lambda: adapter.thinking == (0,))
    assert isinstance(endless.abandon(), SearchInterrupted)
    wait_for(qtbot, lambda: adapter.match is not None and len(adapter.match.history) == 1)
    assert adapter.seed == 5
    assert adapter.match is not None
    player, action = adapter.match.history[0]
    assert player == 0 and isinstance(action, ChooseStart)
    wait_for(qtbot, lambda: worker.dropped == dropped + 1)


def test_undo_gives_up_the_bot_move_asked_about_the_undone_position(
    qtbot: Any, worker: BotProcess
) -> None:
    view, seat = card_view()
    dropped = worker.dropped
    endless = Asking(lambda: worker.advise(AdviceRequest(view, seat, ENDLESS)))
    until(lambda: worker.working)
    adapter = GameAdapter()
    ADAPTERS.append(adapter)
    seats = (SeatSpec("Layla"), SeatSpec("Omar", True, "hard"), SeatSpec("Zeynep"))
    adapter.start(NewGameRequest("basari", seats, {}, seed=6))
    assert adapter.submit(0, ChooseStart(5))
    wait_for(qtbot, lambda: adapter.thinking == (1,))  # asked; waits behind the search
    assert adapter.undo()
    assert isinstance(endless.abandon(), SearchInterrupted)
    wait_for(qtbot, lambda: worker.dropped == dropped + 1)  # never worked out
    assert adapter.match is not None
    assert adapter.match.history == []
    assert adapter.match.state.current_players() == (0,)
    assert adapter.submit(0, ChooseStart(6))  # played again: the bot answers the new position
    wait_for(qtbot, lambda: adapter.match is not None and len(adapter.match.history) == 2)
    assert adapter.match.history[0] == (0, ChooseStart(6))
    assert adapter.match.history[1][0] == 1


def at_the_cards(qtbot: Any) -> GameAdapter:
    """A person and two random bots in Basari; the person's card choice is on."""
    adapter = GameAdapter()
    ADAPTERS.append(adapter)
    seats = (SeatSpec("Layla"), SeatSpec("Omar", True, "random"), SeatSpec("Zeynep", True))
    adapter.start(NewGameRequest("basari", seats, {}, seed=3))
    assert adapter.submit(0, ChooseStart(5))
    wait_for(
        qtbot,
        lambda: (
            adapter.human_to_act() == 0
            and cast(BasariState, match_of(adapter).state).phase == "choose_cards"
        ),
    )
    return adapter


def endless_advisor(request: AdviceRequest) -> Any:
    """The app's coach in the worker, thinking for ever unless stopped."""
    return BotProcess.shared().advise(replace(request, budget=ENDLESS))


def test_closing_a_hint_stops_its_search_and_the_next_hint_is_answered(
    qtbot: Any, worker: BotProcess
) -> None:
    adapter = at_the_cards(qtbot)
    board = QWidget()
    hints = HintController(adapter, board, lambda: None, advisor=endless_advisor)
    interrupted = worker.interrupted
    assert hints.request()
    until(lambda: worker.working)
    hints.forget()  # the hint is closed
    wait_for(qtbot, lambda: worker.interrupted == interrupted + 1)
    hints.advisor = process_advisor
    with qtbot.waitSignal(hints.answered, timeout=60000):
        assert hints.request()


def test_cancelling_a_review_stops_the_search_in_flight(qtbot: Any, worker: BotProcess) -> None:
    adapter = at_the_cards(qtbot)
    assert adapter.submit(0, ChooseCard("points"))  # two decisions of seat 0 to review
    assert adapter.match is not None
    dialog = ReviewDialog(adapter.match, [0], adapter.background, budget=ENDLESS)
    qtbot.addWidget(dialog)
    interrupted = worker.interrupted
    dialog.start()
    until(lambda: worker.working)
    dialog.cancel_button.click()
    wait_for(qtbot, lambda: worker.interrupted == interrupted + 1)
    assert dialog.status.text() == "The review was cancelled."
