"""Issue 26.13: a key is never lost: pressed while the table moves on toward a person's
decision (bots' moves, the dice, the price deck animating) it waits and then acts. Keys go
where a real one goes (the focused widget of the active window); animations are on."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import Qt
from test_keys_without_a_click import key, make_window

from bazaar_desktop.adapter import NewGameRequest, SeatSpec

Pressed = Qt.Key | str


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
        and window.pages.showing() is window.splitter
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


def next_decision(qtbot: Any, window: Any, seat: int, made: int) -> Any:
    """Wait until the person's next decision shows or is made (by the kept keys); the
    decision the person was shown (None if it was made before it could be seen)."""
    match = window.adapter.match
    wait_for(
        qtbot,
        lambda: (
            len(own_actions(match, seat)) > made
            or match.is_over
            or (window.last_update.human_to_act == seat and window.table.vm.decision is not None)
        ),
        timeout=30000,
    )
    return window.table.vm.decision if len(own_actions(match, seat)) == made else None


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


def test_a_basari_card_key_pressed_while_bots_and_dice_move_chooses_the_card(
    qtbot: Any, tmp_path: Path
) -> None:
    window = start(qtbot, tmp_path, "basari", "hbb", 5, start_positions="random")
    match, rng, chosen = window.adapter.match, random.Random(3), 0
    since = 0
    while chosen < 3:
        wait_for(qtbot, lambda s=since: moving_toward(window, 0, s) or to_act(window, 0), 30000)
        if not moving_toward(window, 0, since):
            play_on(window, 0, rng)
            since = len(match.history)
            continue
        made = len(own_actions(match, 0))
        key("3")  # Gems, for the card to come
        decision = next_decision(qtbot, window, 0, made)
        if decision is None:  # chosen by the kept key, as soon as the cards were asked for
            assert getattr(own_actions(match, 0)[-1], "card", None) == "gems"
            chosen += 1
        else:  # the start or a barter came first: "3" means nothing there
            assert type(decision).__name__ != "CardDecision" or not decision.options[2].enabled
            play_on(window, 0, rng)
        since = len(match.history)
    window.adapter.stop()
