"""Game > Hint (H): the Hard bot's move for the person to act, pointed at, never played.

The coach runs through the app's background helper; these tests give the controller the
coach in-process with a small iteration budget (reproducible and quick), except one that
goes through the bots' worker process as the app does.
"""

from __future__ import annotations

from typing import Any, cast

from desktop_support import basari, match_of, panel_of, wait_for
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.coach.hint import process_advisor
from bazaar_desktop.coach.texts import action_text
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.services.bot_process import AdviceRequest
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.coach import Advice, CoachBudget, advise
from bazaar_engine.jewels.actions import Trade

QUICK = CoachBudget(seconds=None, iterations=24)


class RecordingAdvisor:
    """The real coach, in-process, remembering what it was asked."""

    def __init__(self) -> None:
        self.requests: list[AdviceRequest] = []

    def __call__(self, request: AdviceRequest) -> Advice:
        self.requests.append(request)
        return advise(request.view, request.seat, QUICK, request.seed, request.include)


def start(window: MainWindow, game_id: str, seats: tuple[SeatSpec, ...], seed: int = 3) -> Any:
    advisor = RecordingAdvisor()
    window.hints.advisor = advisor
    window.start_game(NewGameRequest(game_id, seats, {}, seed))
    return advisor


def person(name: str = "Layla") -> SeatSpec:
    return SeatSpec(name, False)


def bot(name: str, level: str = "random") -> SeatSpec:
    return SeatSpec(name, True, level)


def wait_for_my_turn(qtbot: Any, window: MainWindow) -> None:
    wait_for(qtbot, lambda: window.adapter.human_to_act() is not None)
    wait_for(
        qtbot,
        lambda: window.last_update is not None and window.last_update.human_to_act is not None,
    )


def ask_for_hint(qtbot: Any, window: MainWindow) -> Advice:
    with qtbot.waitSignal(window.hints.answered, timeout=30000) as blocker:
        QTest.keyClick(window, Qt.Key.Key_H)
    advice = blocker.args[0]
    assert isinstance(advice, Advice)
    return advice


def basari_state(window: MainWindow) -> BasariState:
    return cast(BasariState, match_of(window).state)


def test_h_shows_hards_trade_in_the_panel_without_making_it(qtbot: Any, window: MainWindow) -> None:
    advisor = start(window, "jewels", (person(), bot("Omar"), bot("Zeynep")))
    wait_for_my_turn(qtbot, window)
    match = match_of(window)
    decisions = len(match.history)
    advice = ask_for_hint(qtbot, window)
    best = advice.best.action
    assert isinstance(best, Trade)
    card = window.hints.card
    assert card.isVisible()
    assert card.move_label.text() == action_text(best, ["Layla", "Omar", "Zeynep"])
    assert "% to win" in card.why.text()
    assert card.others.text().startswith("Alternatives:")
    trade = window.table.panel.trade  # type: ignore[union-attr]
    assert trade.counts() == (best.sell, best.buy)  # filled in, waiting for Enter
    assert len(match.history) == decisions, "a hint never decides for the player"
    assert window.hints.hints_used(0) == 1
    # The coach was asked about Layla's own view only.
    (request,) = advisor.requests
    assert request.seat == 0 and request.view.viewer == 0
    assert request.view == match.state.view(0)


def test_asking_again_about_the_same_decision_counts_once(qtbot: Any, window: MainWindow) -> None:
    advisor = start(window, "jewels", (person(), bot("Omar"), bot("Zeynep")))
    wait_for_my_turn(qtbot, window)
    ask_for_hint(qtbot, window)
    window.hints.card.dismiss()
    assert not window.hints.card.isVisible()
    window.show_hint()
    assert window.hints.card.isVisible()
    assert len(advisor.requests) == 1 and window.hints.hints_used(0) == 1


def test_the_hint_goes_once_the_move_is_made(qtbot: Any, window: MainWindow) -> None:
    start(window, "jewels", (person(), bot("Omar"), bot("Zeynep")))
    wait_for_my_turn(qtbot, window)
    advice = ask_for_hint(qtbot, window)
    window.adapter.submit(0, advice.best.action)
    assert not window.hints.card.isVisible()


def test_basta_hint_picks_the_card_in_the_hand(qtbot: Any, window: MainWindow) -> None:
    start(window, "basta", (person(), bot("Omar"), bot("Zeynep")), seed=5)
    wait_for_my_turn(qtbot, window)
    advice = ask_for_hint(qtbot, window)
    panel = panel_of(window, BastaDecisionPanel)
    if panel.currentWidget() is panel.play:
        assert panel.play.decision is not None and panel.play.selected is not None
        chosen = panel.play.decision.cards[panel.play.selected]
        assert chosen.action == advice.best.action or advice.best.action in chosen.targets.values()
    else:
        assert panel.target.selected is not None
        assert panel.target.targets[panel.target.selected] == advice.best.action


def test_basari_hints_select_the_start_archway_then_ring_the_card(
    qtbot: Any, window: MainWindow
) -> None:
    start(window, "basari", (person(), bot("Omar"), bot("Zeynep")), seed=8)
    wait_for_my_turn(qtbot, window)
    assert basari_state(window).phase == "setup"
    advice = ask_for_hint(qtbot, window)
    panel = panel_of(window, BasariDecisionPanel)
    assert panel.start.number.value() == advice.best.action.archway + 1  # lit on the board too
    window.adapter.submit(0, advice.best.action)
    wait_for(qtbot, lambda: basari_state(window).phase == "choose_cards")
    wait_for_my_turn(qtbot, window)
    advice = ask_for_hint(qtbot, window)
    cards = panel_of(window, BasariDecisionPanel).cards
    ringed = [i for i, b in enumerate(cards.buttons) if "border" in b.styleSheet()]
    assert cards.decision is not None
    assert [cards.decision.options[i].action for i in ringed] == [advice.best.action]
    assert basari_state(window).has_chosen(0) is False


def test_no_hint_when_no_person_is_to_decide(qtbot: Any, window: MainWindow) -> None:
    start(window, "jewels", (bot("Omar"), bot("Zeynep")))
    assert not window.hints.request()
    assert not window.menu_actions.hint.isEnabled()


def test_following_every_hint_is_counted_in_the_results(qtbot: Any, window: MainWindow) -> None:
    start(window, "jewels", (person(), bot("Omar"), bot("Zeynep")), seed=11)
    shown: list[Any] = []
    window.results_shown.connect(shown.append)
    hints = 0
    while not shown:
        wait_for(qtbot, lambda: bool(shown) or window.adapter.human_to_act() is not None)
        if shown:
            break
        wait_for_my_turn(qtbot, window)
        advice = ask_for_hint(qtbot, window)
        hints += 1
        window.adapter.submit(0, advice.best.action)
    assert window.hints.hints_used(0) == hints == 27  # one trade a round (J15)
    won = 0 in match_of(window).state.winners()
    expected = f"Layla {'won with' if won else 'used'} 27 hints."
    assert expected in shown[0].explanation.text()


def test_a_hint_comes_from_the_bots_worker_process(qtbot: Any, window: MainWindow) -> None:
    start(window, "jewels", (person(), bot("Omar"), bot("Zeynep")))
    window.hints.advisor = process_advisor
    wait_for_my_turn(qtbot, window)
    advice = ask_for_hint(qtbot, window)
    match_of(window).state.check(0, advice.best.action)  # raises IllegalAction if it is not


def test_pass_and_play_a_hint_leaves_with_its_seat_and_each_seat_counts_its_own(
    qtbot: Any, window: MainWindow
) -> None:
    advisor = RecordingAdvisor()
    window.hints.advisor = advisor
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert not window.hints.request()  # behind the curtain nobody may ask
    # The bot chooses at the same time; once it has, the curtain stays up for Layla.
    state = basari_state(window)
    wait_for(qtbot, lambda: state.has_chosen(2) and window.pages.currentWidget() is window.curtain)
    window.curtain.button.click()
    advice = ask_for_hint(qtbot, window)
    assert advisor.requests[-1].seat == 0 and advisor.requests[-1].view.viewer == 0
    window.adapter.submit(0, advice.best.action)
    # The curtain for Omar: Layla's hint (and so her card) is gone from the table.
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    assert not window.hints.card.isVisible()
    window.curtain.button.click()
    ask_for_hint(qtbot, window)
    assert advisor.requests[-1].seat == 1 and advisor.requests[-1].view.viewer == 1
    assert window.hints.hints_used(0) == 1 and window.hints.hints_used(1) == 1


def test_a_hint_that_fails_says_so_in_words_and_counts_nothing(
    qtbot: Any, window: MainWindow
) -> None:
    """The coach failing comes back as the exception (`Operation`'s `on_failed`): the card
    goes, the player reads words (never the exception's name), and no hint is counted."""
    start(window, "jewels", (person(), person("Omar")))

    def broken(_request: AdviceRequest) -> Advice:
        raise RuntimeError("no coach today")

    window.hints.advisor = broken
    wait_for_my_turn(qtbot, window)
    with qtbot.waitSignal(window.hints.failed, timeout=30000) as blocker:
        assert window.hints.request()
    assert blocker.args == ["the coach could not work this position out"]
    assert not window.hints.card.isVisible() and not window.hints.thinking
    assert window.hints.hints_used(0) == 0
