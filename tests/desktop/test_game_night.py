"""A game night that flows: the glitches players hit and what they expected.

Each bug test failed before its fix; each names what a player would notice."""

from __future__ import annotations

import random
import re
from typing import Any, cast
from xml.etree import ElementTree

import pytest
from desktop_support import basari, panel_of, scene_of, seats, settle, wait_for
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_desktop_saves import act_for_the_person, person_may_act, play_person_moves, random_match
from test_desktop_saves_autosave import restart

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.dialogs.new_game import NewGameDialog
from bazaar_desktop.items.basari_board import TRACK_CELLS, gem_row_rect, track_number_rect
from bazaar_desktop.items.basta_cards import corner_font
from bazaar_desktop.items.basta_table import SeatItem
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.scenes.basari_scene import BOARD_H, BOARD_W, BasariScene
from bazaar_desktop.scenes.basta_scene import SEAT_H, SEAT_W
from bazaar_desktop.services.games_in_progress import new_game_file
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Seat
from bazaar_engine.core.resources import resources_dir
from bazaar_engine.core.saves import (
    SaveError,
    dumps_open_save,
    match_to_json,
    parse_save,
    read_save,
    write_save,
)
from bazaar_engine.games import GAME_IDS, make_game


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
        panel = panel_of(window, BastaDecisionPanel)
        index = next(i for i, c in enumerate(decision.cards) if c.action is None and c.targets)
        panel.play.select(index)
        qtbot.keyClick(window, Qt.Key.Key_Return)
        assert panel.currentWidget() is panel.target
        settle(qtbot, window)  # the layout settles
        names = [seat.name for seat in window.last_update.seats]  # type: ignore[union-attr]
        shown = [b for b in panel.target.buttons if b.isVisible()]
        assert len(shown) == len(decision.cards[index].targets)
        for button in shown:
            seat = panel.target.buttons.index(button)
            assert names[seat] in button.text()
            metrics = QFontMetrics(button.font())
            assert button.height() >= metrics.height() + 4, (size, button.height())
            assert button.height() >= button.minimumSizeHint().height()


def test_resume_and_open_keep_the_story_in_the_log_and_the_games_own_seed(
    qtbot: Any, window: MainWindow, tmp_path: Any
) -> None:
    rng = random.Random(5)
    window.start_game(basari("h", "b", "b", seed=4242))
    play_person_moves(qtbot, window, 2, rng)
    wait_for(qtbot, lambda: person_may_act(window))
    story = list(window.log_model.texts())
    assert len(story) > 5
    path = tmp_path / "evening.bazaar.json"
    window.adapter.save(str(path))
    assert window.autosaver.flush()

    again = restart(qtbot, window)
    assert again.welcome.games is not None
    again.welcome.games.continue_button.click()
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.status_line.seed.text() == "Seed 4242"
    texts = again.log_model.texts()
    assert texts[: len(story)] == story  # the same story, line for line
    assert texts[-1] == "Continued a game in progress."

    again.load_file(str(path))
    wait_for(qtbot, lambda: not again.file_reader.busy)  # read on a worker thread
    wait_for(qtbot, lambda: person_may_act(again))
    assert again.status_line.seed.text() == "Seed 4242"
    texts = again.log_model.texts()
    assert texts[: len(story)] == story
    assert texts[-1] == "Game loaded from evening.bazaar.json."


def test_a_save_keeps_its_seed_and_a_bad_seed_is_one_clear_error(tmp_path: Any) -> None:
    match = random_match(decisions=12)
    match.seed = 99
    path = tmp_path / "seeded.bazaar.json"
    write_save(path, match)
    assert read_save(path).seed == 99
    assert '"seed"' not in path.read_text()  # sealed: the seed would let anyone re-deal
    text = dumps_open_save(match_to_json(match))  # the open form, where it can be edited
    assert '"seed": 99' in text
    for bad, why in (('"seed": -3', "from 0 to"), ('"seed": "abc"', "whole number")):
        with pytest.raises(SaveError, match=why):
            parse_save(text.replace('"seed": 99', bad))


def test_basari_die_action_roll_leaves_the_stall_before_the_next_card_choice() -> None:
    """The light-blue die belongs to the turn it was rolled in (B13, B14)."""
    game = make_game("basari", {})
    state = cast(BasariState, game.new_initial_state(3))
    rng = random.Random(11)
    seats3 = [Seat(name) for name in ("Layla", "Omar", "Zeynep")]
    checked = 0
    while not state.is_terminal() and checked < 3:
        rolled = any(state.action_rolls)
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        state.apply(player, action)
        if rolled and state.phase == "choose_cards":
            vm = basari_vm.build(state.view(0), seats3, 0, 0, ())
            assert [p.action_roll for p in vm.players] == [0, 0, 0]
            checked += 1
    assert checked == 3


def test_jewels_confirm_never_offers_to_pass_when_a_purchase_is_required(
    qtbot: Any, window: MainWindow
) -> None:
    """J13: who can buy must buy; the disabled button must not read "Pass"."""
    window.start_game(NewGameRequest("jewels", seats("h", "b"), {}, 3))
    wait_for(qtbot, lambda: getattr(window.table.vm, "decision", None) is not None)  # type: ignore[union-attr]
    decision = window.table.vm.decision  # type: ignore[union-attr]
    trade = window.table.panel.trade  # type: ignore[union-attr]
    assert decision.must_buy  # the first round: everybody can afford a jewel
    trade.clear()
    assert not trade.confirm_button.isEnabled()
    assert "Pass" not in trade.confirm_button.text()
    assert trade.confirm_button.text() == "Trade (Enter)"


def test_r_picks_a_random_start_right_after_a_game_starts_from_the_new_game_dialog(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted.value)
    monkeypatch.setattr(NewGameDialog, "request", lambda self: basari("h", "b", "b", seed=9))
    window.new_game("basari")
    wait_for(
        qtbot,
        lambda: (
            window.table is not None
            and isinstance(getattr(window.table.vm, "decision", None), basari_vm.StartDecision)
        ),
    )
    # The keys go where a person's keys would go: the decision shown has the focus.
    wait_for(qtbot, lambda: window.pages.showing() is window.pages.currentWidget())
    wait_for(qtbot, lambda: QApplication.focusWidget() is not None)
    focused = QApplication.focusWidget()
    assert focused is not None
    before = len(window.adapter.match.history)  # type: ignore[union-attr]
    qtbot.keyClick(focused, Qt.Key.Key_R)
    wait_for(qtbot, lambda: len(window.adapter.match.history) > before)  # type: ignore[union-attr]
    assert window.adapter.match.state.positions[0] >= 0  # type: ignore[union-attr]


RULE_ID = re.compile(r"\b[BJT][0-9]{1,2}\b")


def test_no_text_a_player_reads_names_a_rule_id() -> None:
    """Rule ids like "(B30)" are for engineers; players never see them."""
    found = []
    for language in ("es", "de"):
        tree = ElementTree.parse(resources_dir() / "i18n" / f"bazaar_{language}.ts")
        for tag in ("source", "translation"):
            found += [e.text for e in tree.iter(tag) if e.text and RULE_ID.search(e.text)]
    assert found == []


def test_statistics_after_one_game_read_well(qtbot: Any, window: MainWindow) -> None:
    """Not "1 finished games": the count stands where any number reads right."""
    with qtbot.waitSignal(window.adapter.game_over, timeout=60000):
        window.start_game(basari("b", "b", "b", seed=4))
    window.menu_actions.statistics.trigger()
    dialog = window.statistics_dialog
    assert dialog is not None
    # The result is written off the GUI thread; the open dialog shows it once it is there.
    qtbot.waitUntil(lambda: "Finished games in all: 1." in dialog.overall.text(), timeout=10000)
    assert "1 finished games" not in dialog.overall.text()


def test_an_open_statistics_dialog_shows_the_game_that_just_ended(
    qtbot: Any, window: MainWindow
) -> None:
    """Statistics opened while bots play: the game they finish is counted in the open dialog."""
    window.start_game(basari("b", "b", "b", seed=4))
    window.menu_actions.statistics.trigger()
    dialog = window.statistics_dialog
    assert dialog is not None and "Finished games in all: 0." in dialog.overall.text()
    with qtbot.waitSignal(window.adapter.game_over, timeout=60000):
        pass
    qtbot.waitUntil(lambda: "Finished games in all: 1." in dialog.overall.text(), timeout=10000)
    assert dialog.reset_button.isEnabled()  # there is something to reset now


def test_basta_six_and_nine_are_underlined_so_the_turned_corner_reads_right() -> None:
    underlined = {card for card in map(str, range(11)) if corner_font(card, 60).underline()}
    assert underlined == {"6", "9"}


def test_basta_double_before_a_player_lies_inside_their_place(qtbot: Any) -> None:
    """The tilted x2 card stays within the player's place at the table (T10)."""
    seat = SeatItem(0, SEAT_W, SEAT_H)
    inside = seat.boundingRect().adjusted(8, 8, -8, -8)  # the place without its glow
    assert inside.contains(seat.double_outline().boundingRect())


@pytest.mark.parametrize("players", [3, 4])
def test_basari_pieces_leave_the_gems_and_the_track_numbers_in_view(
    qtbot: Any, players: int
) -> None:
    """Merchants stand below an archway's gems; markers never cover a track number."""
    scene = BasariScene([str(n) for n in range(players)])
    scene._build(32, players)
    meeples = scene.meeples
    for archway, tile in enumerate(scene._tiles):
        gems = gem_row_rect(tile, 5)  # the most gems an archway shows
        for seat, meeple in enumerate(meeples):
            body = meeple.boundingRect().translated(scene.merchant_spot(archway, seat))
            assert not body.intersects(gems), (archway, seat)
    board = QRectF(0, 0, BOARD_W, BOARD_H)
    for points in range(0, TRACK_CELLS, 5):
        number = track_number_rect(scene._cells[points], board)
        for seat, marker in enumerate(scene.markers):
            r = marker.radius + 1  # the disc and its outline (a lap badge may hang lower)
            disc = QRectF(-r, -r, 2 * r, 2 * r)
            spot = disc.translated(scene.marker_spot(points, seat))
            assert not spot.intersects(number), (points, seat)
        assert scene.sceneRect().contains(number)


def test_basari_final_scoring_scroll_is_put_away_when_the_results_show(
    qtbot: Any, tmp_path: Any
) -> None:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=True)  # the scroll is an animation
    qtbot.addWidget(window)
    window.set_speed(0.01)  # animations on, but quick
    window.show()
    with qtbot.waitSignal(window.results_shown, timeout=60000):
        window.start_game(basari("b", "b", "b", seed=4))
    scene = scene_of(window, BasariScene)
    assert not scene.scroll.isVisible()
    window.adapter.stop()


def _finish_bots_game(qtbot: Any, window: MainWindow, request: NewGameRequest) -> Any:
    with qtbot.waitSignal(window.results_shown, timeout=60000) as shown:
        window.start_game(request)
    return shown.args[0]


def test_play_again_seats_the_same_table_with_the_next_player_first_and_a_new_seed(
    qtbot: Any, window: MainWindow
) -> None:
    jewels = NewGameRequest(
        "jewels", (SeatSpec("Ada", True, "random"), SeatSpec("Bo", True, "easy")), {}, 5
    )
    _finish_bots_game(qtbot, window, jewels)
    button = window.results.results_play_again_button
    assert button is not None and button.isVisible() and "Play again" in button.text()
    button.click()
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.seed != 5)
    match = window.adapter.match
    assert match is not None and not match.is_over
    assert [(s.name, s.level) for s in match.seats] == [("Ada", "random"), ("Bo", "easy")]
    assert match.game.options["first_player"] == 1  # the next player starts (J6)
    assert window.results_dialog is None or not window.results_dialog.isVisible()

    # Basari: everyone keeps their seat and colour; the next seat places first.
    window.start_game(basari("b", "b", "b", seed=4))
    wait_for(
        qtbot,
        lambda: (
            window.results.results_play_again_button is not None
            and window.results.results_play_again_button.isVisible()
        ),
        60000,
    )
    first = [s.name for s in window.adapter.match.seats]  # type: ignore[union-attr]
    window.results.results_play_again_button.click()  # type: ignore[union-attr]
    wait_for(qtbot, lambda: window.last_update is not None and not window.last_update.is_over)
    match = window.adapter.match
    assert match is not None
    assert [s.name for s in match.seats] == first  # a seat's colour is its seat's
    assert match.game.options["first_player"] == 1
    wait_for(qtbot, lambda: bool(match.history))
    assert match.history[0][0] == 1  # seat 2 chooses its start archway first (B7)


def test_the_new_game_dialog_offers_the_last_table_of_each_game(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill_and_start(dialog: NewGameDialog) -> int:
        dialog.players.setValue(3)
        dialog.seats[1].name.setText("Grandma")
        dialog.seats[2].kind.setCurrentIndex(0)  # a person
        dialog.seats[2].name.setText("Tom")
        return NewGameDialog.DialogCode.Accepted.value

    monkeypatch.setattr(NewGameDialog, "exec", fill_and_start)
    window.new_game("basta")
    window.adapter.stop()
    seen: list[NewGameDialog] = []

    def exec_(d: NewGameDialog) -> int:
        seen.append(d)
        return NewGameDialog.DialogCode.Rejected.value

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.new_game("basta")
    dialog = seen[0]
    assert dialog.players.value() == 3
    assert dialog.seats[1].name.text() == "Grandma" and dialog.seats[1].is_bot()
    assert dialog.seats[2].name.text() == "Tom" and not dialog.seats[2].is_bot()


def test_the_welcome_offers_continue_open_rules_and_the_three_games(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.welcome.games is None  # nothing to continue yet
    assert window.welcome.open_button.isVisible() and window.welcome.rules_button.isVisible()
    assert set(window.welcome.new_game_buttons) == set(GAME_IDS)
    window.welcome.rules_button.menu().aboutToShow.emit()  # as it opens: filled then
    assert [a.text() for a in window.welcome.rules_button.menu().actions()] == [
        "Basari",
        "Jewel Bazaar",
        "Basta!",
    ]
    saved = random_match(decisions=20)
    window.autosaver.folder.mkdir(parents=True)
    write_save(new_game_file(window.autosaver.folder), saved)
    again = restart(qtbot, window)
    assert again.welcome.games is not None and again.welcome.games.isVisible()
    again.welcome.games.continue_button.click()
    wait_for(qtbot, lambda: again.adapter.match is not None)
    assert again.adapter.match.history[:20] == saved.history  # type: ignore[union-attr]
    assert again.pages.currentWidget() is not again.welcome


def test_the_new_game_dialog_keeps_data_files_and_the_seed_behind_advanced(
    qtbot: Any, window: MainWindow
) -> None:
    dialog = NewGameDialog(
        window.playable_games(),
        window.session.option_fields,
        lambda gid: [],
        window,
        initial_game="basari",
    )
    qtbot.addWidget(dialog)
    dialog.show()
    board = dialog._option_widgets["board"]
    starts = dialog._option_widgets["start_positions"]
    assert starts.isVisible()  # a player's choice stays in view
    assert not board.isVisible() and not dialog.seed.isVisible()
    dialog.advanced_button.click()
    assert board.isVisible() and dialog.seed.isVisible()
    dialog.seed.setText("77")
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    wait_for(  # new rows are shown from the event loop
        qtbot,
        lambda: (
            dialog._option_widgets["deck"].isVisible()
            and dialog._option_widgets["first_player"].isVisible()
        ),
    )
    request = dialog.request()
    assert request.seed == 77 and request.options["deck"] == "basta-deck.json"


def test_pause_after_each_bot_move_waits_for_space_or_a_click(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.app_settings.set_pause_after_bot(True)
    window.start_game(basari("h", "b", "b", seed=21))
    play_person_moves(qtbot, window, 1, random.Random(2))  # Layla places her merchant
    wait_for(qtbot, lambda: window.adapter.paused)
    moves = len(window.adapter.match.history)  # type: ignore[union-attr]
    # Paused, nothing is left to move the game on: no step scheduled, no bot thinking.
    assert not window.adapter._step_timer.isActive()
    assert window.adapter.thinking == ()
    assert len(window.adapter.match.history) == moves  # type: ignore[union-attr]
    assert "Press Space" in window.prompt.text()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for(qtbot, lambda: len(window.adapter.match.history) > moves)  # type: ignore[union-attr]
    wait_for(qtbot, lambda: window.adapter.paused or person_may_act(window))
    if window.adapter.paused:  # a click on the board goes on too
        moves = len(window.adapter.match.history)  # type: ignore[union-attr]
        qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: len(window.adapter.match.history) > moves)  # type: ignore[union-attr]
    window.app_settings.set_pause_after_bot(False)  # switched off: play simply goes on
    wait_for(qtbot, lambda: person_may_act(window))
    assert not window.adapter.paused


def scroll_drawn(scene: Any) -> bool:
    """The scoring scroll has put up its last line and its line timer has stopped."""
    return bool(
        scene.scroll.shown == len(scene.scroll.lines) and not scene._scroll_timer.isActive()
    )


def test_the_scoring_scroll_stays_until_the_person_closes_it_or_acts(
    qtbot: Any, tmp_path: Any
) -> None:
    """The round's scoring stayed up only until the person's next decision was ready, a line or
    three of it drawn. It stays while the decision waits behind it; the person's choice
    puts it away."""
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=True)
    qtbot.addWidget(window)
    window.set_speed(0.01)
    window.show()
    rng = random.Random(4)
    window.start_game(basari("h", "b", "b", seed=8))
    scene: Any = None
    for _ in range(200):
        wait_for(qtbot, lambda: person_may_act(window))
        scene = window.table.scene  # type: ignore[union-attr]
        assert not window.last_update.is_over  # type: ignore[union-attr]
        if window.last_update.view.round_number >= 2:  # type: ignore[union-attr]
            break
        before = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    # Every line drawn and the scroll's own timer done, while the next decision is ready.
    wait_for(qtbot, lambda: scroll_drawn(scene) and person_may_act(window))
    assert scene.scroll.isVisible()  # still up while the person's decision waits behind it
    assert scene.scroll.shown == len(scene.scroll.lines) >= 5
    update = window.last_update
    assert update is not None and update.human_to_act is not None
    action = window.adapter.match.state.view(update.human_to_act).random_action(  # type: ignore[union-attr]
        update.human_to_act, rng
    )
    panel_of(window, BasariDecisionPanel).chosen.emit(action)
    assert not scene.scroll.isVisible()  # the person acted: it is put away
    for _ in range(200):  # on to round 3's scoring, which Esc closes from the keyboard focus
        wait_for(qtbot, lambda: person_may_act(window))
        if window.last_update.view.round_number >= 3:  # type: ignore[union-attr]
            break
        before = len(window.adapter.match.history)  # type: ignore[union-attr]
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda b=before: len(window.adapter.match.history) > b)  # type: ignore[union-attr,misc]
    wait_for(qtbot, lambda: scroll_drawn(scene) and person_may_act(window))
    assert scene.scroll.isVisible()
    window.activateWindow()
    focus = QApplication.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Escape)
    assert not scene.scroll.isVisible()
    window.adapter.stop()
