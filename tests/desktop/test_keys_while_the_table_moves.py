"""A key is never lost: pressed while the table moves on toward a person's
decision (bots' moves, the dice, the price deck animating) it waits and then acts. Keys go
where a real one goes (the focused widget of the active window); animations are on."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from desktop_support import match_of, next_turn, wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_coach_hint import RecordingAdvisor
from test_keys_without_a_click import key, make_window

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.viewmodels.basari import CardDecision
from bazaar_desktop.viewmodels.basta import PlayDecision
from bazaar_desktop.viewmodels.jewels import TradeDecision
from bazaar_engine.basta.actions import ExchangeWith

Pressed = Qt.Key | str
Check = Callable[[Any, list[Any]], bool]


def start(qtbot: Any, tmp_path: Path, game: str, kinds: str, seed: int, **options: Any) -> Any:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    names = ("Layla", "Omar", "Zeynep", "Karim")
    seats = tuple(SeatSpec(n, k == "b", "random") for n, k in zip(names, kinds, strict=False))
    window.start_game(NewGameRequest(game, seats, dict(options), seed))
    return window


def moving_toward(window: Any, seat: int, since: int) -> bool:
    """The table shows others' moves (some made since the person's last choice, `since`)
    while the person looks on, their decision not there yet: their panel waits."""
    update, table, match = window.last_update, window.table, window.adapter.match
    return bool(
        update is not None
        and not update.is_over
        and window.pages.currentWidget() is window.splitter
        and update.looking_seat == seat
        and update.human_to_act is None
        and table.panel.currentWidget() is table.panel.waiting
        and table.scene.animating
        and len(match.history) > since
    )


def to_act(window: Any, seat: int) -> bool:
    """The person's decision (or their curtain) is up."""
    update = window.last_update
    return update is not None and seat in (update.human_to_act, update.curtain_for)


def own_actions(match: Any, seat: int) -> list[Any]:
    return [action for player, action in match.history if player == seat]


def play_on(window: Any, seat: int, rng: random.Random) -> None:
    """The person's decision, made at random (not what the test is about)."""
    match = window.adapter.match
    if window.pages.showing() is window.curtain:
        key(Qt.Key.Key_Return)
        return
    update = window.last_update
    if update.human_to_act is not None and update.curtain_for is None:
        who = update.human_to_act
        window.table.action_chosen.emit(who, match.state.view(who).random_action(who, rng))


def keys_ahead(
    qtbot: Any,
    window: Any,
    pressed: tuple[Pressed, ...],
    check: Check,
    times: int = 3,
    before: Callable[[], None] | None = None,
) -> None:
    """Press `pressed` while the table moves on toward the person's decision (seat 0), until
    `check` has counted `times`: it gets the decision the kept keys met and the person's
    action made on it by them (None: it is still open). `before` acts just before."""
    match, rng, since, counted = window.adapter.match, random.Random(3), 0, 0
    shown: list[Any] = []

    def record(update: Any) -> None:
        if update.human_to_act == 0 and update.curtain_for is None:
            shown.append(window.table.vm.decision)

    window.adapter.updated.connect(record)
    while counted < times:
        wait_for(
            qtbot, partial(lambda s: moving_toward(window, 0, s) or to_act(window, 0), since), 30000
        )
        if moving_toward(window, 0, since):
            made = len(own_actions(match, 0))
            shown.clear()
            if before is not None:
                before()
            for pressed_key in pressed:
                key(pressed_key)
            wait_for(
                qtbot, partial(lambda m: len(own_actions(match, 0)) > m or bool(shown), made), 30000
            )
            # The kept keys reach the decision as soon as it shows, by a 0 ms timer started
            # then: one turn of the event loop later they have (or were dropped).
            next_turn(qtbot)
            actions = own_actions(match, 0)
            counted += check(shown[0] if shown else None, actions[made:][:1] or [None])
        if not match.is_over and to_act(window, 0):
            play_on(window, 0, rng)  # a decision the keys meant nothing to
        since = len(match.history)
    window.adapter.stop()


def gems_chosen(decision: Any, made: list[Any]) -> bool:
    if isinstance(decision, CardDecision) and decision.options[2].enabled:
        assert made == [decision.options[2].action]  # chosen as soon as the cards were asked for
        return True
    assert made == [None]  # the start or a barter came first: "3" means nothing there
    return False


def test_a_basari_card_key_pressed_while_bots_and_dice_move_chooses_the_card(
    qtbot: Any, tmp_path: Path
) -> None:
    window = start(qtbot, tmp_path, "basari", "hbb", 5, start_positions="random")
    keys_ahead(qtbot, window, ("3",), gems_chosen)


def test_a_jewel_bazaar_trade_typed_while_the_table_moves_is_made(
    qtbot: Any, tmp_path: Path
) -> None:
    def one_jewel_traded(decision: Any, made: list[Any]) -> bool:
        """ "1" went to the field each turn starts in (the first jewel's Buy; the first held
        kind's Sell for a seat holding all it may), Enter made the trade; a trade the rules
        refuse stays in the field, the verdict saying why (not counted)."""
        assert isinstance(decision, TradeDecision)
        none, one = (0, 0, 0), [0, 0, 0]
        full = sum(decision.held) >= decision.max_quantity
        one[next(k for k, held in enumerate(decision.held) if held) if full else 0] = 1
        units = (one[0], one[1], one[2])
        sell, buy = (units, none) if full else (none, units)
        if decision.problem_for(sell, buy) is None:
            assert made == [decision.action_for(sell, buy)]
            return True
        trade = window.table.panel.trade
        assert made == [None] and trade.counts() == (sell, buy)
        return False

    window = start(qtbot, tmp_path, "jewels", "hbb", 7)
    keys_ahead(qtbot, window, ("1", Qt.Key.Key_Return), one_jewel_traded, times=2)


def test_a_basta_card_picked_and_played_while_bots_play_is_played(
    qtbot: Any, tmp_path: Path
) -> None:
    def second_card_played(decision: Any, made: list[Any]) -> bool:
        if isinstance(decision, PlayDecision) and len(decision.cards) > 1:
            card = decision.cards[1]
            if card.action is not None:
                assert made == [card.action]
                return True
        return False

    window = start(qtbot, tmp_path, "basta", "hbb", 6)
    keys_ahead(qtbot, window, ("2", Qt.Key.Key_Return), second_card_played)


def test_keys_pressed_while_the_table_moves_never_cross_a_curtain(
    qtbot: Any, tmp_path: Path
) -> None:
    """Pass-and-play: the next secret card is the next person's; what the last one pressed
    while the dice rolled is not chosen for them behind the curtain."""
    window = start(qtbot, tmp_path, "basari", "hhb", 21, start_positions="random")
    match, rng, since, curtains = window.adapter.match, random.Random(5), 0, 0
    panel = window.table.panel

    def looking() -> int:
        return int(window.last_update.looking_seat) if window.last_update else -1

    def next_person() -> bool:
        return window.pages.showing() is window.curtain or to_act(window, looking())

    while curtains < 2:
        wait_for(
            qtbot, partial(lambda s: moving_toward(window, looking(), s) or next_person(), since)
        )
        if moving_toward(window, looking(), since):
            key("3")
            key(Qt.Key.Key_Return)
            wait_for(qtbot, next_person, 30000)
            if window.pages.showing() is window.curtain:
                key(Qt.Key.Key_Return)  # the next person lifts it
                wait_for(qtbot, lambda: panel.currentWidget() is panel.cards)
                next_turn(qtbot)  # any kept key would have been handed over by now
                seat = window.last_update.human_to_act
                assert seat is not None, "a card was chosen and handed in for them"
                assert panel.cards.pending is None  # no card waits to be handed in
                assert not window.table.vm.players[seat].has_chosen
                curtains += 1
        play_on(window, looking(), rng)
        since = len(match.history)
    window.adapter.stop()


def test_a_double_press_does_not_choose_the_next_turns_card(qtbot: Any, tmp_path: Path) -> None:
    """One person: the card goes in at once; the finger's bounce is no choice for the next
    turn, whose cards wait for the person."""
    window = start(qtbot, tmp_path, "basari", "hbb", 5, start_positions="random")
    match, rng, checked = window.adapter.match, random.Random(3), 0
    panel = window.table.panel

    def cards_asked() -> bool:
        return to_act(window, 0) and panel.currentWidget() is panel.cards

    while checked < 2:
        wait_for(qtbot, lambda: to_act(window, 0) and window.table.vm.decision is not None)
        if not cards_asked():
            play_on(window, 0, rng)  # the start, or a barter
            continue
        made = len(own_actions(match, 0))
        key("1")
        key("1")  # the finger bounced
        assert len(own_actions(match, 0)) == made + 1
        while not match.is_over:  # on to the next turn's cards
            wait_for(qtbot, partial(lambda m: to_act(window, 0) and len(match.history) > m, made))
            if cards_asked():
                break
            play_on(window, 0, rng)
        next_turn(qtbot)  # any kept key would have been handed over by now
        assert panel.cards.decision is not None and not window.table.vm.players[0].has_chosen
        checked += 1
    window.adapter.stop()


def test_a_basta_partner_pressed_right_after_the_exchange_is_swapped_with(
    qtbot: Any, tmp_path: Path
) -> None:
    """The key for the decision that follows the person's own card (the partner of an
    Exchange, asked once its replacement card is drawn) is pressed at once and acts."""
    window = start(qtbot, tmp_path, "basta", "hbb", 6)
    match, rng = window.adapter.match, random.Random(2)
    while not match.is_over:
        wait_for(qtbot, lambda: to_act(window, 0) and window.table.vm.decision is not None)
        decision = window.table.vm.decision
        cards = decision.cards if isinstance(decision, PlayDecision) else ()
        exchange = [i for i, c in enumerate(cards) if c.card == "exchange" and c.action]
        if not exchange:
            play_on(window, 0, rng)
            continue
        made = len(own_actions(match, 0))
        key(str(exchange[0] + 1))
        key(Qt.Key.Key_Return)  # the Exchange is played: a card is drawn for it
        key("2")  # Omar, at once
        wait_for(qtbot, partial(lambda m: len(own_actions(match, 0)) > m + 1, made))
        assert own_actions(match, 0)[made:] == [cards[exchange[0]].action, ExchangeWith(1)]
        break
    assert not match.is_over, "no Exchange came to the person's hand"
    window.adapter.stop()


def test_h_pressed_while_the_table_moves_asks_for_a_hint_once_the_trade_is_asked(
    qtbot: Any, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, animations=True)
    window.set_speed(1.0, "normal")
    window.hints.advisor = RecordingAdvisor()
    seats = (SeatSpec("Layla", False), SeatSpec("Omar", True, "random"))
    window.start_game(NewGameRequest("jewels", seats, {}, 4))
    match = match_of(window)
    wait_for(qtbot, lambda: to_act(window, 0))
    play_on(window, 0, random.Random(1))  # the first trade: a pass or a random buy
    since = len(match.history)
    wait_for(qtbot, lambda: moving_toward(window, 0, since) or to_act(window, 0), 30000)
    assert not to_act(window, 0), "the table did not move before the person's next trade"
    assert not window.menu_actions.hint.isEnabled()  # no decision to hint at yet
    with qtbot.waitSignal(window.hints.answered, timeout=30000):
        key("h")
    assert window.hints.card.isVisible() and to_act(window, 0)
    window.adapter.stop()


def test_a_zoomed_board_scrolls_with_its_arrows_while_the_person_waits(
    qtbot: Any, tmp_path: Path
) -> None:
    """A person who zoomed in and clicked the board looks around with the arrows while the
    bots play; a card key pressed there still waits for the cards and chooses Gems."""
    window = start(qtbot, tmp_path, "basari", "hbb", 5, start_positions="random")
    view = window.view
    bar = view.horizontalScrollBar()

    def look_around() -> None:
        while bar.maximum() == 0:  # zoomed in: the board shows only a part
            window.menu_actions.zoom_in.trigger()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
        assert QApplication.focusWidget() is view  # the click gave the board the keys
        bar.setValue(bar.maximum() // 2)
        before = bar.value()
        key(Qt.Key.Key_Right)
        assert bar.value() > before  # the arrow scrolled the board: it was not kept

    keys_ahead(qtbot, window, ("3",), gems_chosen, times=2, before=look_around)
